// Concept maps: a centre idea with up to 12 related ideas laid out radially, edges labelled by relation.
import { type Box, boxExitPoint, boxesOverlap, insideCanvas, segmentIntersectsBox } from './geometry.ts';
import {
  BOX_PALETTE,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  COLORS,
  escapeXml,
  n,
  svgText,
  svgTitle,
  textWidth,
  wrapText,
} from './svg.ts';

export interface ConceptMap {
  center: string;
  nodes: { label: string; relation: string }[];
  /** e.g. 'pack:biology-cell-structure' or 'wordnet' */
  source: string;
}

export const MAX_CONCEPT_NODES = 12;

export interface PlacedText {
  box: Box;
  lines: string[];
  size: number;
}

export interface ConceptLayout {
  title: string;
  titleSvg: string;
  center: PlacedText;
  nodes: (PlacedText & { label: string; relation: string; group: number; edgeLabel: PlacedText | null })[];
  /** Ideas left out because they did not fit. */
  omitted: number;
}

function sized(
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
  bold = false,
  pad = 16,
): PlacedText {
  const lines = wrapText(text, maxWidth, size, maxLines, bold);
  const width = Math.max(...lines.map((l) => textWidth(l, size, bold))) + pad * 2;
  const height = lines.length * size * 1.25 + pad * 1.2;
  return { box: { x: 0, y: 0, width, height }, lines, size };
}

function centerOn(p: PlacedText, cx: number, cy: number): void {
  p.box.x = cx - p.box.width / 2;
  p.box.y = cy - p.box.height / 2;
}

const cx = (b: Box) => b.x + b.width / 2;
const cy = (b: Box) => b.y + b.height / 2;

function clampInto(b: Box, area: Box): void {
  b.x = Math.min(Math.max(b.x, area.x), area.x + area.width - b.width);
  b.y = Math.min(Math.max(b.y, area.y), area.y + area.height - b.height);
}

/** Pushes overlapping boxes apart along their least-penetration axis; the centre box (index 0) stays put. */
function relax(boxes: Box[], area: Box, gap: number): void {
  for (let iter = 0; iter < 400; iter++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = Math.max(i + 1, 1); j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (!boxesOverlap(a, b, gap)) continue;
        moved = true;
        const ox = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) + gap;
        const oy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) + gap;
        const fixedA = i === 0;
        const share = fixedA ? 1 : 0.5;
        if (ox < oy) {
          const dir = cx(b) >= cx(a) ? 1 : -1;
          b.x += dir * ox * share + dir * 0.5;
          if (!fixedA) a.x -= dir * ox * share + dir * 0.5;
        } else {
          const dir = cy(b) >= cy(a) ? 1 : -1;
          b.y += dir * oy * share + dir * 0.5;
          if (!fixedA) a.y -= dir * oy * share + dir * 0.5;
        }
        clampInto(b, area);
        if (!fixedA) clampInto(a, area);
      }
    }
    if (!moved) return;
  }
}

interface Attempt {
  size: number;
  maxWidth: number;
  relSize: number;
  count: number;
}

function tryLayout(map: ConceptMap, nodes: ConceptMap['nodes'], groups: number[], cfg: Attempt, top: number) {
  const area: Box = { x: 12, y: top, width: CANVAS_WIDTH - 24, height: CANVAS_HEIGHT - top - 12 };
  const center = sized(map.center, cfg.size + 8, 300, 3, true, 20);
  const ccx = CANVAS_WIDTH / 2;
  const ccy = top + area.height / 2;
  centerOn(center, ccx, ccy);
  const placed = nodes.map((node, i) => ({
    ...sized(node.label, cfg.size, cfg.maxWidth, 3),
    label: node.label,
    relation: node.relation,
    group: groups[i] ?? 0,
    edgeLabel: null as PlacedText | null,
  }));
  const k = placed.length;
  const maxW = Math.max(0, ...placed.map((p) => p.box.width));
  const maxH = Math.max(0, ...placed.map((p) => p.box.height));
  const rx = Math.max(center.box.width / 2 + maxW / 2 + 140, area.width / 2 - maxW / 2);
  const ry = Math.max(center.box.height / 2 + maxH / 2 + 90, area.height / 2 - maxH / 2);
  // Start at the top; with an even count rotate half a step so no two boxes sit exactly above each other.
  const offset = k % 2 === 0 && k > 4 ? Math.PI / k : 0;
  placed.forEach((p, i) => {
    const angle = -Math.PI / 2 + offset + (2 * Math.PI * i) / Math.max(k, 1);
    centerOn(p, ccx + rx * Math.cos(angle), ccy + ry * Math.sin(angle));
    clampInto(p.box, area);
  });
  relax([center.box, ...placed.map((p) => p.box)], area, 18);

  const all = [center.box, ...placed.map((p) => p.box)];
  let problems = 0;
  for (let i = 0; i < all.length; i++) {
    if (!insideCanvas(all[i]!, CANVAS_WIDTH, CANVAS_HEIGHT, 4)) problems++;
    for (let j = i + 1; j < all.length; j++) if (boxesOverlap(all[i]!, all[j]!, 6)) problems += 10;
  }
  // Edges must not run through other ideas.
  const edges = placed.map((p) => {
    const a = boxExitPoint(center.box, cx(p.box), cy(p.box));
    const b = boxExitPoint(p.box, cx(center.box), cy(center.box));
    return { a, b };
  });
  placed.forEach((_, i) => {
    const { a, b } = edges[i]!;
    placed.forEach((q, j) => {
      if (i !== j && segmentIntersectsBox(a.x, a.y, b.x, b.y, q.box)) problems += 5;
    });
  });
  // Relation labels on the edges, clear of every box and of each other.
  const labels: Box[] = [];
  placed.forEach((p, i) => {
    if (!p.relation.trim()) return;
    const { a, b } = edges[i]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    for (const lines of [2, 1]) {
      const label = sized(
        p.relation,
        cfg.relSize,
        Math.min(170, Math.max(90, length * 0.9)),
        lines,
        false,
        5,
      );
      for (const t of [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74]) {
        centerOn(label, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
        const ok =
          insideCanvas(label.box, CANVAS_WIDTH, CANVAS_HEIGHT, 4) &&
          !all.some((box) => boxesOverlap(box, label.box, 4)) &&
          !labels.some((box) => boxesOverlap(box, label.box, 4));
        if (ok) {
          p.edgeLabel = label;
          labels.push(label.box);
          return;
        }
      }
    }
    problems += 3;
  });
  return { center, placed, problems };
}

/** Lays the map out on the 1200×900 canvas; shrinks text, then drops ideas, until nothing overlaps. */
export function layoutConceptMap(map: ConceptMap, title: string): ConceptLayout {
  const head = svgTitle(title);
  const seen = new Set<string>();
  const unique = map.nodes.filter((node) => {
    const key = node.label.trim().toLowerCase();
    if (!key || seen.has(key) || key === map.center.trim().toLowerCase()) return false;
    seen.add(key);
    return true;
  });
  const relations = [...new Set(unique.map((node) => node.relation.trim().toLowerCase()))];
  const groupOf = (node: { relation: string }) =>
    relations.indexOf(node.relation.trim().toLowerCase()) % BOX_PALETTE.length;
  const maxCount = Math.min(unique.length, MAX_CONCEPT_NODES);
  const attempts: Attempt[] = [];
  for (const count of [maxCount, Math.min(maxCount, 10), Math.min(maxCount, 8)]) {
    for (const [size, maxWidth, relSize] of [
      [26, 220, 21],
      [24, 200, 20],
      [22, 180, 19],
      [20, 160, 18],
    ] as const) {
      attempts.push({ size, maxWidth, relSize, count });
    }
  }
  let best: ReturnType<typeof tryLayout> | null = null;
  let bestCount = 0;
  for (const cfg of attempts) {
    const nodes = unique.slice(0, cfg.count);
    const result = tryLayout(map, nodes, nodes.map(groupOf), cfg, head.bottom + 16);
    if (!best || result.problems < best.problems) {
      best = result;
      bestCount = cfg.count;
    }
    if (result.problems === 0) break;
  }
  const chosen = best!;
  return {
    title,
    titleSvg: head.svg,
    center: chosen.center,
    nodes: chosen.placed,
    omitted: unique.length - bestCount,
  };
}

export function drawConceptMap(layout: ConceptLayout): string {
  const parts: string[] = [layout.titleSvg];
  const c = layout.center;
  const edges: string[] = [];
  for (const p of layout.nodes) {
    const a = boxExitPoint(c.box, cx(p.box), cy(p.box));
    const b = boxExitPoint(p.box, cx(c.box), cy(c.box));
    edges.push(
      `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${BOX_PALETTE[p.group]!.stroke}" stroke-width="3" stroke-opacity="0.7"/>`,
    );
  }
  parts.push(...edges);
  for (const p of layout.nodes) {
    const e = p.edgeLabel;
    if (!e) continue;
    parts.push(
      `<rect x="${n(e.box.x)}" y="${n(e.box.y)}" width="${n(e.box.width)}" height="${n(e.box.height)}" rx="6" fill="#ffffff" fill-opacity="0.95"/>`,
    );
    parts.push(textBlock(e, COLORS.muted, false, 'italic'));
  }
  const box = (p: PlacedText, fill: string, stroke: string, textColor: string, bold: boolean) => {
    parts.push(
      `<rect x="${n(p.box.x)}" y="${n(p.box.y)}" width="${n(p.box.width)}" height="${n(p.box.height)}" rx="14" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
    );
    parts.push(textBlock(p, textColor, bold));
  };
  box(c, '#1e3a8a', '#1e3a8a', '#ffffff', true);
  for (const p of layout.nodes) {
    const colors = BOX_PALETTE[p.group]!;
    box(p, colors.fill, colors.stroke, COLORS.text, false);
  }
  return parts.join('\n');
}

function textBlock(p: PlacedText, fill: string, bold: boolean, style?: 'italic'): string {
  const lineHeight = p.size * 1.25;
  const firstBaseline = cy(p.box) - ((p.lines.length - 1) * lineHeight) / 2 + p.size * 0.36;
  const text = svgText(cx(p.box), firstBaseline, p.lines, {
    size: p.size,
    anchor: 'middle',
    fill,
    weight: bold ? 'bold' : 'normal',
  });
  return style ? text.replace('<text ', `<text font-style="${escapeXml(style)}" `) : text;
}

export function describeConceptMap(map: ConceptMap, layout: ConceptLayout): string {
  const items = layout.nodes.map((p) => (p.relation.trim() ? `${p.label} (${p.relation.trim()})` : p.label));
  const more =
    layout.omitted > 0 ? ` ${layout.omitted} more related ideas were left out to keep it readable.` : '';
  return `Concept map of ${map.center} linking ${items.length} related idea${items.length === 1 ? '' : 's'}: ${items.join('; ')}.${more}`;
}
