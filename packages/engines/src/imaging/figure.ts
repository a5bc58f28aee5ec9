// Geometry figures drawn to scale from a student's description: right, general and similar triangles,
// circles with a radius, diameter or chord, single angles, and points on a coordinate grid.
import type { FigureData } from './figure-data.ts';
import { parseParallel } from './figure-parallel.ts';
import { parseAngle, parseCircle, parsePoints } from './figure-parse.ts';
import { POLYGON_WORDS, parsePolygon } from './figure-polygon.ts';
import {
  ACCENT,
  ANGLE_COLOR,
  type FigureArc,
  type FigureLayout,
  type FigureLine,
  INK,
  type Pt,
  polar,
} from './figure-scene.ts';
import { DEGREE_SIGN, NUM, POINT_RE, tidy } from './figure-text.ts';
import { parseSimilar, parseTriangle } from './figure-triangle.ts';
import { drawLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { COLORS, n } from './svg.ts';

export type * from './figure-data.ts';
export { describeFigure, figureTitle } from './figure-describe.ts';
export { layoutFigure } from './figure-layout.ts';
export type {
  FigureArc,
  FigureGrid,
  FigureLayout,
  FigureLine,
  Measure,
  PlacedTriangle,
  Pt,
  RightMark,
} from './figure-scene.ts';

const OTHER_KINDS =
  /\b(venn|time[\s-]?lines?|concept[\s-]?maps?|mind[\s-]?maps?|charts?|number[\s-]?lines?|bar\s+graphs?|pie)\b/i;

/** Whether a prompt describes a geometry figure this module draws (triangle, circle, angle, points). */
export function looksLikeFigure(text: string): boolean {
  const t = tidy(text);
  if (!t || t.length > 300 || OTHER_KINDS.test(t)) return false;
  if (/\by\s*=|\bf\s*\(\s*x\s*\)|\b(sin|cos|tan|log|ln|sqrt|exp)\s*\(?\s*x\b/i.test(t)) return false;
  if (new RegExp(POINT_RE.source).test(t)) {
    return /\b(points?|plot|plotting|coordinates?|grid|axes|join|joined|connect|polygon|triangle|quadrilateral|vertices|mark)\b/i.test(
      t,
    );
  }
  const hasNumber = /\d/.test(t);
  if (/\bparallel\s+lines?\b/i.test(t))
    return /\b(transversal|cut|cuts|crossed|crosses|crossing|intersect\w*)\b/i.test(t);
  if (/\btriangles?\b|[△Δ]/i.test(t)) return hasNumber || /\b(equilateral|isosceles)\b/i.test(t);
  if (
    /\bregular\s+(?:\d+-sided\s+)?(?:polygon|pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)s?\b/i.test(
      t,
    )
  ) {
    return true;
  }
  if (
    /\b(squares?|rectangles?|oblongs?|parallelograms?|rhombus)\b/i.test(t) &&
    !/\bsquare\s+(roots?|numbers?|units?|met(?:re|er)s?|feet|inch\w*)\b|\b(chi|least)[\s-]squares?\b/i.test(t)
  ) {
    return hasNumber;
  }
  if (/\bcircle\b/i.test(t)) return hasNumber && /\b(radius|diameter|chord|tangent|r\s*=)/i.test(t);
  if (/\bangle\b|∠/i.test(t)) {
    return (
      new RegExp(`${NUM}${DEGREE_SIGN}`, 'i').test(t) ||
      /\bangle\s+(?:[A-Z]{3}\s*)?(?:=|of|is|measuring)\s*\d/i.test(t) ||
      /\bright\s+angle\b/i.test(t)
    );
  }
  return false;
}

const FIGURE_HELP =
  'I can draw geometry figures to scale: triangles from their sides or angles ("right triangle with sides 3, 4, 5", ' +
  '"triangle with angles 30, 60 and 90", "isosceles triangle with equal sides 7 and base 4"), circles ' +
  '("circle with radius 4 and a chord of length 6", "circle with radius 3 and a tangent"), angles ("angle ABC = 120°"), ' +
  'parallel lines cut by a transversal, squares, rectangles, parallelograms and regular polygons ' +
  '("regular hexagon with side 3"), similar triangles and points on a grid ("plot the points A(1,2), B(-3,4), C(0,-2)").';

/** Reads a figure description; throws CannotDrawError saying why when it cannot be drawn. */
export function parseFigure(subject: string): FigureData {
  const text = tidy(subject);
  if (new RegExp(POINT_RE.source).test(text)) return parsePoints(text);
  if (/\bsimilar\b|[~∼]/i.test(text)) return parseSimilar(text);
  if (/\bparallel\s+lines?\b/i.test(text)) return parseParallel(text);
  if (/\btriangle\b|[△Δ]|\b\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\b/i.test(text)) {
    return parseTriangle(text);
  }
  if (POLYGON_WORDS.test(text) && !/\bcircle\b/i.test(text)) return parsePolygon(text);
  if (/\bcircle\b/i.test(text)) return parseCircle(text);
  if (/\bangle\b|∠/i.test(text)) return parseAngle(text);
  if (POLYGON_WORDS.test(text)) return parsePolygon(text);
  throw new CannotDrawError(`I could not tell which figure "${text.slice(0, 80)}" describes. ${FIGURE_HELP}`);
}

// ---------------------------------------------------------------------------------------------
// Drawing

function pts(points: Pt[]): string {
  return points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

function arcPath(a: FigureArc): string {
  const c = { x: a.cx, y: a.cy };
  const p0 = polar(c, a.r, a.start);
  const p1 = polar(c, a.r, a.start + a.sweep);
  // Counter-clockwise on screen with y down is SVG's sweep-flag 0.
  return `M${n(p0.x)} ${n(p0.y)}A${n(a.r)} ${n(a.r)} 0 ${a.sweep > Math.PI ? 1 : 0} 0 ${n(p1.x)} ${n(p1.y)}`;
}

export function drawFigure(layout: FigureLayout): string {
  const parts: string[] = [layout.titleSvg];
  const line = (l: FigureLine, cls: string, stroke: string, width: number) =>
    `<line class="${cls}" x1="${n(l.from.x)}" y1="${n(l.from.y)}" x2="${n(l.to.x)}" y2="${n(l.to.y)}" stroke="${stroke}" stroke-width="${width}"${l.dashed ? ' stroke-dasharray="12 9"' : ''} stroke-linecap="round"/>`;
  if (layout.grid) {
    const g = layout.grid.box;
    parts.push(
      `<rect class="grid-frame" x="${n(g.x)}" y="${n(g.y)}" width="${n(g.width)}" height="${n(g.height)}" fill="none" stroke="${COLORS.grid}" stroke-width="2"/>`,
    );
  }
  for (const l of layout.lines.filter((x) => x.role === 'grid')) parts.push(line(l, 'grid', COLORS.grid, 2));
  for (const l of layout.lines.filter((x) => x.role === 'axis')) parts.push(line(l, 'axis', COLORS.axis, 3));
  if (layout.circle) {
    const c = layout.circle;
    parts.push(
      `<circle class="circle" cx="${n(c.cx)}" cy="${n(c.cy)}" r="${n(c.r)}" fill="#1d4ed8" fill-opacity="0.06" stroke="${INK}" stroke-width="4"/>`,
    );
  }
  if (layout.polygon) {
    parts.push(
      `<polygon class="polygon" points="${pts(layout.polygon.vertices)}" fill="#1d4ed8" fill-opacity="0.07" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`,
    );
  }
  for (const t of layout.triangles) {
    parts.push(
      `<polygon class="triangle" points="${pts(t.vertices)}" fill="#1d4ed8" fill-opacity="0.07" stroke="none"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const from = t.vertices[i]!;
      const to = t.vertices[(i + 1) % 3]!;
      parts.push(line({ from, to, role: 'arm', dashed: false }, 'side', t.colors[i]!, 4));
    }
  }
  const colours: Record<FigureLine['role'], string> = {
    radius: ACCENT,
    diameter: ACCENT,
    chord: '#dc2626',
    distance: COLORS.muted,
    arm: INK,
    axis: COLORS.axis,
    grid: COLORS.grid,
    join: ACCENT,
    height: COLORS.muted,
    tangent: '#dc2626',
    parallel: INK,
    transversal: ACCENT,
  };
  for (const l of layout.lines) {
    if (l.role !== 'grid' && l.role !== 'axis')
      parts.push(line(l, l.role, colours[l.role], l.role === 'distance' || l.role === 'height' ? 3 : 4));
  }
  for (const a of layout.arcs) {
    parts.push(
      `<path class="angle-arc" d="${arcPath(a)}" fill="none" stroke="${a.color ?? ANGLE_COLOR}" stroke-width="3"/>`,
    );
  }
  for (const t of layout.ticks) {
    for (const [a, b] of t.strokes) {
      parts.push(line({ from: a, to: b, role: 'arm', dashed: false }, 'tick', INK, 3));
    }
  }
  for (const c of layout.chevrons) {
    parts.push(
      `<polyline class="parallel-mark" points="${pts(c)}" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
    );
  }
  for (const m of layout.rightMarks) {
    parts.push(
      `<polyline class="right-angle" points="${pts(m.path)}" fill="none" stroke="${INK}" stroke-width="3"/>`,
    );
  }
  for (const d of layout.dots) {
    parts.push(
      `<circle class="dot" cx="${n(d.x)}" cy="${n(d.y)}" r="7" fill="${layout.grid ? ACCENT : INK}"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}
