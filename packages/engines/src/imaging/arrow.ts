// Arrows between diagram boxes: a polyline or one quadratic curve, ending in a filled head.
import { type Box, segmentIntersectsBox } from './geometry.ts';
import { n } from './svg.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Arrow {
  /**
   * A polyline (curved: false) or the start, control point and end of a quadratic Bézier
   * (curved: true). The head's tip is the last point.
   */
  points: Point[];
  curved: boolean;
}

export const HEAD_LENGTH = 18;
const HEAD_HALF_WIDTH = 9;

/** Points along the arrow's shaft (the polyline itself, or the curve sampled evenly in t). */
export function arrowSamples(arrow: Arrow, steps = 24): Point[] {
  if (!arrow.curved) return arrow.points;
  const [s, c, e] = arrow.points as [Point, Point, Point];
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push({
      x: u * u * s.x + 2 * u * t * c.x + t * t * e.x,
      y: u * u * s.y + 2 * u * t * c.y + t * t * e.y,
    });
  }
  return out;
}

/** Unit vector the arrow travels in at its tip. */
export function tipDirection(arrow: Arrow): Point {
  const p = arrow.points;
  const tip = p[p.length - 1]!;
  let from = p[p.length - 2]!;
  // A curve whose control point sits on its end still arrives from its start.
  if (Math.hypot(tip.x - from.x, tip.y - from.y) < 1e-6) from = p[0]!;
  const len = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
  return { x: (tip.x - from.x) / len, y: (tip.y - from.y) / len };
}

/** The head's triangle: tip, then the two back corners; smaller heads (flowcharts) pass their own size. */
export function arrowHead(
  arrow: Arrow,
  length = HEAD_LENGTH,
  halfWidth = HEAD_HALF_WIDTH,
): [Point, Point, Point] {
  const tip = arrow.points[arrow.points.length - 1]!;
  const u = tipDirection(arrow);
  const bx = tip.x - u.x * length;
  const by = tip.y - u.y * length;
  return [
    tip,
    { x: bx - u.y * halfWidth, y: by + u.x * halfWidth },
    { x: bx + u.y * halfWidth, y: by - u.x * halfWidth },
  ];
}

/** Whether the shaft or the head of the arrow touches the box. */
export function arrowHitsBox(arrow: Arrow, box: Box): boolean {
  const shaft = arrowSamples(arrow);
  const head = arrowHead(arrow);
  const segments: [Point, Point][] = [];
  for (let i = 1; i < shaft.length; i++) segments.push([shaft[i - 1]!, shaft[i]!]);
  segments.push([head[0], head[1]], [head[1], head[2]], [head[2], head[0]]);
  return segments.some(([a, b]) => segmentIntersectsBox(a.x, a.y, b.x, b.y, box));
}

/** Whether the whole arrow, head included, lies inside the area. */
export function arrowInside(arrow: Arrow, area: Box): boolean {
  return [...arrowSamples(arrow), ...arrowHead(arrow)].every(
    (p) => p.x >= area.x && p.y >= area.y && p.x <= area.x + area.width && p.y <= area.y + area.height,
  );
}

/** Length of the shaft, measured along the samples. */
export function arrowLength(arrow: Arrow): number {
  const s = arrowSamples(arrow);
  let total = 0;
  for (let i = 1; i < s.length; i++) total += Math.hypot(s[i]!.x - s[i - 1]!.x, s[i]!.y - s[i - 1]!.y);
  return total;
}

export function drawArrow(arrow: Arrow, color: string, width = 4): string {
  const p = arrow.points;
  const u = tipDirection(arrow);
  const tip = p[p.length - 1]!;
  // The shaft stops inside the head, so its square end never pokes out beside the tip.
  const end = { x: tip.x - u.x * HEAD_LENGTH * 0.6, y: tip.y - u.y * HEAD_LENGTH * 0.6 };
  let d: string;
  if (arrow.curved) {
    const [s, c] = p as [Point, Point, Point];
    d = `M${n(s.x)} ${n(s.y)}Q${n(c.x)} ${n(c.y)} ${n(end.x)} ${n(end.y)}`;
  } else {
    d = [...p.slice(0, -1), end].map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q.x)} ${n(q.y)}`).join('');
  }
  const head = arrowHead(arrow)
    .map((q) => `${n(q.x)},${n(q.y)}`)
    .join(' ');
  return [
    `<path class="arrow" d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linejoin="round"/>`,
    `<polygon class="arrowhead" points="${head}" fill="${color}"/>`,
  ].join('\n');
}
