// Laying out (one to three columns, checked for legibility), drawing and describing a parsed flowchart.
import { type Arrow, arrowHead, tipDirection } from './arrow.ts';
import type { FlowchartData } from './flowchart-parse.ts';
import { type Box, boxesOverlap, insideCanvas, segmentIntersectsBox } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle, textWidth } from './svg.ts';

export interface FlowNode {
  /** Index of the step in data.steps; a side step carries its decision's index. */
  step: number;
  side: boolean;
  shape: 'terminal' | 'process' | 'decision';
  text: string;
  column: number;
  box: Box;
  label: Label;
}

export interface FlowArrow {
  /** next: down the main line; connector: to the top of the next column; branch: a decision's other answer;
   * return: from a side step back to the main line. */
  kind: 'next' | 'connector' | 'branch' | 'return';
  /** Node indices: main steps share their step index, side steps follow them. */
  from: number;
  to: number;
  /** Whether the arrow ends on the main line just above `to` (merging into it) rather than at its edge. */
  joins: boolean;
  points: { x: number; y: number }[];
  /** The yes/no answer written beside a decision's arrow. */
  label: Label | null;
}

export interface FlowchartLayout {
  titleSvg: string;
  columns: number;
  size: number;
  nodes: FlowNode[];
  arrows: FlowArrow[];
  /** Every label: the text in each shape, then the yes/no answers. */
  labels: Label[];
}

const MARGIN = 20;
const GUTTER = 18;
/** Horizontal room from a decision to its side step: the yes/no label and the arrowhead fit in it. */
const ARM = 66;
const LANE_GAP = 16;
const LANE_FIRST = 58;
const HEAD = 14;
const HEAD_HALF_WIDTH = 7;

interface Loop {
  from: number;
  to: number;
}

function* partitions(count: number, cols: number): Generator<number[]> {
  if (cols === 1) {
    yield Array(count).fill(0);
    return;
  }
  const splits: number[][] = [];
  if (cols === 2) {
    for (let b = 2; b <= count - 2; b++) splits.push([b]);
  } else {
    for (let a = 2; a <= count - 4; a++) for (let b = a + 2; b <= count - 2; b++) splits.push([a, b]);
  }
  const sizes = (s: number[]) => [s[0]!, ...s.slice(1).map((v, i) => v - s[i]!), count - s.at(-1)!];
  splits.sort((p, q) => Math.max(...sizes(p)) - Math.max(...sizes(q)) || sizes(q)[0]! - sizes(p)[0]!);
  for (const s of splits) {
    const col: number[] = [];
    for (let i = 0; i < count; i++) col.push(s.filter((b) => i >= b).length);
    yield col;
  }
}

/** Lays the flowchart out top to bottom, in one to three columns, at the largest legible text size. */
export function layoutFlowchart(data: FlowchartData, title: string): FlowchartLayout {
  const head = svgTitle(title);
  const loops: Loop[] = data.steps.flatMap((s, i) =>
    s.branch?.to === 'step' ? [{ from: i, to: s.branch.target }] : [],
  );
  const count = data.steps.length;
  // Candidates best first: a loop that changes column costs about as much legibility as 6px of text.
  const candidates: { score: number; size: number; cols: number; colOf: number[] }[] = [];
  for (const size of [26, 24, 22, 20, 18, 16]) {
    for (const cols of [1, 2, 3]) {
      if (count < cols * 2) continue;
      for (const [k, colOf] of [...partitions(count, cols)].entries()) {
        const crossing = loops.filter((l) => colOf[l.from] !== colOf[l.to]).length;
        candidates.push({ score: crossing * 6 + (26 - size) + cols - 1 + k / 1000, size, cols, colOf });
      }
    }
  }
  candidates.sort((a, b) => a.score - b.score);
  for (const c of candidates) {
    const layout = tryLayout(data, head, c.size, c.cols, c.colOf, loops);
    if (layout) return layout;
  }
  throw new CannotDrawError(
    'The flowchart has too many or too long steps to draw legibly; shorten the steps or give fewer.',
  );
}

interface Sized {
  shape: FlowNode['shape'];
  text: string;
  lines: string[];
  bold: boolean;
  width: number;
  height: number;
}

function sizeNode(shape: FlowNode['shape'], text: string, maxWidth: number, size: number): Sized | null {
  const padX = Math.round(size * 0.7);
  const padY = Math.round(size * 0.5);
  const bold = shape === 'terminal';
  const textMax = shape === 'decision' ? maxWidth * 0.62 - 12 : maxWidth - 2 * padX;
  const fit = fitText(text, textMax, size, size, shape === 'terminal' ? 1 : 3, bold);
  if (!fit) return null;
  const tw = Math.max(...fit.lines.map((l) => textWidth(l, size, bold)));
  const th = size * 1.15 + (fit.lines.length - 1) * size * 1.2;
  if (shape === 'decision') {
    // The text's rectangle fits in the diamond when tw/W + th/H ≤ 1; as wide as allowed keeps it short.
    const f = Math.min(0.62, Math.max(0.5, (tw + 12) / maxWidth));
    return {
      shape,
      text,
      lines: fit.lines,
      bold,
      width: Math.max(150, (tw + 12) / f),
      height: Math.max(76, (th + 10) / (1 - f)),
    };
  }
  const minWidth = shape === 'terminal' ? 130 : Math.min(maxWidth, 170);
  return {
    shape,
    text,
    lines: fit.lines,
    bold,
    width: Math.max(minWidth, tw + 2 * padX * (shape === 'terminal' ? 1.4 : 1)),
    height: th + 2 * padY,
  };
}

function placeNode(
  s: Sized,
  step: number,
  side: boolean,
  column: number,
  cx: number,
  cy: number,
  size: number,
) {
  const box = { x: cx - s.width / 2, y: cy - s.height / 2, width: s.width, height: s.height };
  const th = size * 1.15 + (s.lines.length - 1) * size * 1.2;
  const label = makeLabel(s.lines, cx, cy - th / 2 + size * 0.9, size, { bold: s.bold });
  return { step, side, shape: s.shape, text: s.text, column, box, label };
}

function tryLayout(
  data: FlowchartData,
  head: { svg: string; bottom: number },
  size: number,
  cols: number,
  colOf: number[],
  loops: Loop[],
): FlowchartLayout | null {
  const steps = data.steps;
  const count = steps.length;
  const answerSize = Math.max(16, Math.min(20, size - 4));
  const rowOf: number[] = [];
  const members: number[][] = Array.from({ length: cols }, () => []);
  for (let i = 0; i < count; i++) {
    rowOf.push(members[colOf[i]!]!.length);
    members[colOf[i]!]!.push(i);
  }

  // Loops run in lanes left of their column's boxes, the shortest innermost; one that changes column
  // runs above (backwards) or below (forwards) everything.
  const spans: { loop: number; column: number; lo: number; hi: number }[] = [];
  let back = 0;
  let forward = 0;
  const level: number[] = [];
  for (const [k, l] of loops.entries()) {
    const cf = colOf[l.from]!;
    const ct = colOf[l.to]!;
    if (cf === ct) {
      spans.push({
        loop: k,
        column: cf,
        lo: Math.min(rowOf[l.from]!, rowOf[l.to]!),
        hi: Math.max(rowOf[l.from]!, rowOf[l.to]!),
      });
      level.push(0);
    } else if (ct < cf) {
      spans.push({ loop: k, column: cf, lo: 0, hi: rowOf[l.from]! });
      spans.push({ loop: k, column: ct, lo: 0, hi: rowOf[l.to]! });
      level.push(back++);
    } else {
      const lastRow = (c: number) => members[c]!.length - 1;
      spans.push({ loop: k, column: cf, lo: rowOf[l.from]!, hi: lastRow(cf) });
      spans.push({ loop: k, column: ct, lo: rowOf[l.to]!, hi: lastRow(ct) });
      level.push(forward++);
    }
  }
  const lane = new Map<string, number>();
  const laneCount: number[] = Array(cols).fill(0);
  for (let c = 0; c < cols; c++) {
    const mine = spans
      .filter((s) => s.column === c)
      .sort((a, b) => a.hi - a.lo - (b.hi - b.lo) || a.lo - b.lo);
    for (const [k, s] of mine.entries()) lane.set(`${s.loop}:${c}`, k);
    laneCount[c] = mine.length;
  }

  const colW = (CANVAS_WIDTH - 2 * MARGIN) / cols;
  const sized: Sized[] = [];
  const sideSized = new Map<number, Sized>();
  const geometry: { left: number; gutter: number; laneW: number; sideW: number; mainW: number }[] = [];
  for (let c = 0; c < cols; c++) {
    const gutter = c > 0 ? GUTTER : 0;
    const laneW = laneCount[c]! > 0 ? LANE_FIRST + LANE_GAP * (laneCount[c]! - 1) + 8 : 0;
    const hasSide = members[c]!.some((i) => {
      const b = steps[i]!.branch;
      return b?.to === 'side' || b?.to === 'end';
    });
    const sideW = hasSide ? Math.min(360, Math.max(180, colW * 0.38)) : 0;
    const mainW = Math.min(480, colW - gutter - laneW - sideW - 8);
    if (mainW < 140) return null;
    geometry.push({ left: MARGIN + c * colW, gutter, laneW, sideW, mainW });
  }
  for (const [i, s] of steps.entries()) {
    const g = geometry[colOf[i]!]!;
    const shape = s.kind === 'decision' ? 'decision' : s.kind === 'process' ? 'process' : 'terminal';
    const node = sizeNode(shape, s.text, g.mainW, size);
    if (!node) return null;
    sized.push(node);
    const b = s.branch;
    if (b?.to === 'side' || b?.to === 'end') {
      const text = b.to === 'side' ? b.text : (steps.at(-1)?.text ?? 'End');
      const side = sizeNode(b.to === 'side' ? 'process' : 'terminal', text, g.sideW - ARM, size);
      if (!side) return null;
      sideSized.set(i, side);
    }
  }

  // Rows: each as tall as its step (and side step); the same gap everywhere, as large as fits.
  const rowH = steps.map((_, i) => Math.max(sized[i]!.height, sideSized.get(i)?.height ?? 0));
  const minGap = Math.max(42, answerSize * 1.15 + 24);
  let top = head.bottom + 12 + (cols > 1 ? 14 * back + 36 : 6);
  const bottomLimit = CANVAS_HEIGHT - 12 - (cols > 1 ? 32 + 14 * forward : 0);
  const avail = bottomLimit - top;
  let gap = 72;
  for (const m of members) {
    const sum = m.reduce((s, i) => s + rowH[i]!, 0);
    gap = Math.min(gap, (avail - sum) / (m.length - 1));
  }
  if (gap < minGap) return null;
  const used = Math.max(...members.map((m) => m.reduce((s, i) => s + rowH[i]!, 0) + gap * (m.length - 1)));
  top += Math.max(0, (avail - used) / 2);

  const rowTop: number[] = Array(count).fill(0);
  const axis: number[] = [];
  const widest: number[] = [];
  for (const [c, m] of members.entries()) {
    let y = top;
    for (const i of m) {
      rowTop[i] = y;
      y += rowH[i]! + gap;
    }
    const g = geometry[c]!;
    const w = Math.max(...m.map((i) => sized[i]!.width));
    // Centre what the column really holds: its lanes, its widest step and its side steps.
    const left = laneCount[c]! > 0 ? w / 2 + LANE_FIRST + LANE_GAP * (laneCount[c]! - 1) : w / 2;
    const right = Math.max(
      ...m.map((i) => {
        const side = sideSized.get(i);
        return sized[i]!.width / 2 + (side ? ARM + side.width : 0);
      }),
    );
    const middle = g.left + g.gutter + (colW - g.gutter) / 2;
    axis.push(middle + (left - right) / 2);
    widest.push(w);
  }

  const nodes: FlowNode[] = steps.map((_, i) => {
    const c = colOf[i]!;
    return placeNode(sized[i]!, i, false, c, axis[c]!, rowTop[i]! + rowH[i]! / 2, size);
  });
  const sideOf = new Map<number, number>();
  for (const [i, s] of sideSized) {
    const main = nodes[i]!;
    const cx = main.box.x + main.box.width + ARM + s.width / 2;
    sideOf.set(i, nodes.length);
    nodes.push(placeNode(s, i, true, main.column, cx, main.box.y + main.box.height / 2, size));
  }

  const bottomOf = (b: Box) => b.y + b.height;
  const yT = top - 30;
  const yB = Math.max(...nodes.map((nd) => bottomOf(nd.box))) + 30;
  // A connector leaves just below its own column, unless a forward loop needs the space under every column.
  const yBOf = (c: number) =>
    forward > 0 ? yB : Math.max(...nodes.filter((nd) => nd.column === c).map((nd) => bottomOf(nd.box))) + 30;
  const laneX = (c: number, k: number) => axis[c]! - widest[c]! / 2 - LANE_FIRST - LANE_GAP * k;
  const answerLabel = (text: string, x: number, y: number, anchor: 'start' | 'end') =>
    makeLabel(text, x, y, answerSize, { anchor, bold: true, fill: COLORS.muted, halo: true });

  const arrows: FlowArrow[] = [];
  for (let i = 0; i + 1 < count; i++) {
    const a = nodes[i]!.box;
    const b = nodes[i + 1]!.box;
    const x = axis[colOf[i]!]!;
    const answer = steps[i]!.kind === 'decision' ? steps[i]!.answer : undefined;
    const label = answer ? answerLabel(answer, x - 8, bottomOf(a) + 4 + answerSize * 0.9, 'end') : null;
    if (colOf[i] === colOf[i + 1]) {
      arrows.push({
        kind: 'next',
        from: i,
        to: i + 1,
        joins: false,
        points: [
          { x, y: bottomOf(a) },
          { x, y: b.y },
        ],
        label,
      });
    } else {
      const c = colOf[i + 1]!;
      const gx = geometry[c]!.left + GUTTER / 2;
      const x2 = axis[c]!;
      const points = [
        { x, y: bottomOf(a) },
        { x, y: yBOf(colOf[i]!) },
        { x: gx, y: yBOf(colOf[i]!) },
        { x: gx, y: yT },
        { x: x2, y: yT },
        { x: x2, y: b.y },
      ];
      arrows.push({ kind: 'connector', from: i, to: i + 1, joins: false, points, label });
    }
  }

  for (const [i, s] of steps.entries()) {
    const branch = s.branch;
    if (!branch) continue;
    const d = nodes[i]!.box;
    const cy = d.y + d.height / 2;
    const c = colOf[i]!;
    if (branch.to === 'step') {
      const k = loops.findIndex((l) => l.from === i);
      const t = nodes[branch.target]!.box;
      const ct = colOf[branch.target]!;
      const ty = t.y + t.height / 2;
      const x1 = laneX(c, lane.get(`${k}:${c}`)!);
      const points = [
        { x: d.x, y: cy },
        { x: x1, y: cy },
      ];
      if (ct !== c) {
        const x2 = laneX(ct, lane.get(`${k}:${ct}`)!);
        const y = ct < c ? yT - 14 * (level[k]! + 1) : yB + 14 * (level[k]! + 1);
        points.push({ x: x1, y }, { x: x2, y }, { x: x2, y: ty });
      } else {
        points.push({ x: x1, y: ty });
      }
      points.push({ x: t.x, y: ty });
      const label = answerLabel(branch.answer, d.x - 6, cy - 10, 'end');
      arrows.push({ kind: 'branch', from: i, to: branch.target, joins: false, points, label });
      continue;
    }
    const sideIndex = sideOf.get(i)!;
    const side = nodes[sideIndex]!.box;
    arrows.push({
      kind: 'branch',
      from: i,
      to: sideIndex,
      joins: false,
      points: [
        { x: d.x + d.width, y: cy },
        { x: side.x, y: cy },
      ],
      label: answerLabel(branch.answer, d.x + d.width + 6, cy - 10, 'start'),
    });
    if (branch.to !== 'side') continue;
    const sx = side.x + side.width / 2;
    const j = branch.rejoin;
    const x = axis[c]!;
    if (j === i) {
      const y = rowTop[i]! - gap / 3;
      arrows.push({
        kind: 'return',
        from: sideIndex,
        to: i,
        joins: true,
        points: [
          { x: sx, y: side.y },
          { x: sx, y },
          { x, y },
        ],
        label: null,
      });
    } else if (colOf[j] === c) {
      const y = rowTop[j]! - (2 * gap) / 3;
      const points = [
        { x: sx, y: bottomOf(side) },
        { x: sx, y },
        { x, y },
      ];
      arrows.push({ kind: 'return', from: sideIndex, to: j, joins: true, points, label: null });
    } else if (colOf[j] === c + 1 && colOf[j - 1] === c) {
      // The next column starts at j: merge into the connector running along the bottom.
      arrows.push({
        kind: 'return',
        from: sideIndex,
        to: j,
        joins: true,
        points: [
          { x: sx, y: bottomOf(side) },
          { x: sx, y: yBOf(c) },
        ],
        label: null,
      });
    } else {
      return null;
    }
  }

  const labels = [...nodes.map((nd) => nd.label), ...arrows.flatMap((a) => (a.label ? [a.label] : []))];
  const layout: FlowchartLayout = { titleSvg: head.svg, columns: cols, size, nodes, arrows, labels };
  return layoutProblems(layout).length === 0 ? layout : null;
}

function inset(b: Box, by: number): Box {
  return { x: b.x + by, y: b.y + by, width: b.width - 2 * by, height: b.height - 2 * by };
}

/** What is wrong with a layout (empty when it is legible): used to reject candidates, and by the tests. */
export function layoutProblems(layout: FlowchartLayout): string[] {
  const problems: string[] = [];
  const { nodes, arrows, labels } = layout;
  for (const nd of nodes) {
    if (!insideCanvas(nd.box, CANVAS_WIDTH, CANVAS_HEIGHT, 4))
      problems.push(`"${nd.text}" is off the canvas`);
  }
  for (const l of labels) {
    if (!insideCanvas(l.box, CANVAS_WIDTH, CANVAS_HEIGHT, 4))
      problems.push(`label "${l.lines.join(' ')}" is off the canvas`);
  }
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      if (boxesOverlap(nodes[i]!.box, nodes[j]!.box, 10))
        problems.push(`"${nodes[i]!.text}" meets "${nodes[j]!.text}"`);
    }
  }
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (boxesOverlap(labels[i]!.box, labels[j]!.box, 2)) problems.push(`labels ${i} and ${j} overlap`);
    }
  }
  for (const a of arrows) {
    if (a.label && nodes.some((nd) => boxesOverlap(nd.box, a.label!.box, 2)))
      problems.push('an answer label touches a shape');
    for (const [k, p] of a.points.entries()) {
      const q = a.points[k + 1];
      if (!q) continue;
      if (p.x < 4 || p.y < 4 || p.x > CANVAS_WIDTH - 4 || p.y > CANVAS_HEIGHT - 4)
        problems.push('an arrow leaves the canvas');
      for (const [m, nd] of nodes.entries()) {
        const ends = (k === 0 && m === a.from) || (k === a.points.length - 2 && m === a.to && !a.joins);
        if (!ends && segmentIntersectsBox(p.x, p.y, q.x, q.y, inset(nd.box, -2))) {
          problems.push(`an arrow from "${nodes[a.from]!.text}" crosses "${nd.text}"`);
        }
      }
      for (const l of labels) {
        if (segmentIntersectsBox(p.x, p.y, q.x, q.y, l.box))
          problems.push(`an arrow crosses label "${l.lines.join(' ')}"`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

const STYLE = {
  terminal: { fill: '#dbeafe', stroke: '#1d4ed8' },
  process: { fill: '#f8fafc', stroke: '#334155' },
  decision: { fill: '#fef3c7', stroke: '#b45309' },
};

function arrowSvg(a: FlowArrow): string {
  const arrow: Arrow = { points: a.points, curved: false };
  const tip = a.points.at(-1)!;
  const u = tipDirection(arrow);
  // The line stops inside the arrowhead so its square end never pokes past the tip.
  const pts = [...a.points.slice(0, -1), { x: tip.x - u.x * (HEAD - 2), y: tip.y - u.y * (HEAD - 2) }];
  const head = arrowHead(arrow, HEAD, HEAD_HALF_WIDTH)
    .map((p) => `${n(p.x)},${n(p.y)}`)
    .join(' ');
  return [
    `<polyline class="arrow ${a.kind}" points="${pts.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="none" stroke="${COLORS.axis}" stroke-width="3" stroke-linejoin="round"/>`,
    `<polygon class="arrowhead" points="${head}" fill="${COLORS.axis}"/>`,
  ].join('\n');
}

function nodeSvg(nd: FlowNode): string {
  const b = nd.box;
  const style = STYLE[nd.shape];
  const paint = `fill="${style.fill}" stroke="${style.stroke}" stroke-width="3"`;
  if (nd.shape === 'decision') {
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const pts = [
      [cx, b.y],
      [b.x + b.width, cy],
      [cx, b.y + b.height],
      [b.x, cy],
    ];
    return `<polygon class="decision" points="${pts.map(([x, y]) => `${n(x!)},${n(y!)}`).join(' ')}" ${paint}/>`;
  }
  const rx = nd.shape === 'terminal' ? b.height / 2 : 8;
  const cls = nd.shape === 'terminal' ? 'terminal' : nd.side ? 'step side' : 'step';
  return `<rect class="${cls}" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="${n(rx)}" ${paint}/>`;
}

export function drawFlowchart(layout: FlowchartLayout): string {
  return [
    layout.titleSvg,
    ...layout.nodes.map(nodeSvg),
    ...layout.arrows.map(arrowSvg),
    ...layout.labels.map(drawLabel),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Alt text

/** The steps in order, numbered, with where each decision's answers go. */
export function describeFlowchart(data: FlowchartData): string {
  const steps = data.steps;
  const number = new Map<number, number>();
  for (const [i, s] of steps.entries())
    if (s.kind === 'process' || s.kind === 'decision') number.set(i, number.size + 1);
  const name = (i: number) =>
    number.has(i) ? `step ${number.get(i)} (${steps[i]!.text})` : (steps[i]?.text ?? 'End');
  const first = steps[0]!.text;
  const last = steps.at(-1)!.text;
  const parts: string[] = [
    `Flowchart${data.title ? ` of ${data.title}` : ''} with ${number.size} steps from ${first} to ${last}.`,
  ];
  for (const [i, s] of steps.entries()) {
    if (s.kind === 'process') parts.push(`${number.get(i)}. ${s.text}.`);
    if (s.kind !== 'decision') continue;
    const b = s.branch;
    const next = steps[i + 1]?.kind === 'end' ? `go on to ${last}` : `continue to ${name(i + 1)}`;
    let other = '';
    if (b?.to === 'end') other = `stop (${last})`;
    else if (b?.to === 'step') other = `${b.target < i ? 'go back' : 'skip ahead'} to ${name(b.target)}`;
    else if (b?.to === 'side') {
      const after = b.rejoin === i ? 'then ask again' : `then continue to ${name(b.rejoin)}`;
      other = `${b.text}, ${after}`;
    }
    parts.push(`${number.get(i)}. Decision: ${s.text} If ${s.answer}, ${next}; if ${b?.answer}, ${other}.`);
  }
  parts.push(`${last}.`);
  return parts.join(' ');
}
