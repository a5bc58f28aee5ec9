// Sequences: stages in a fixed order, drawn as a numbered chain that wraps into rows; for a cycle,
// as a ring of boxes read clockwise from the top with arrows from each stage to the next; for layers
// or ranks, as a numbered stack of bands.
import {
  type Arrow,
  arrowHitsBox,
  arrowInside,
  arrowLength,
  drawArrow,
  HEAD_LENGTH,
  type Point,
} from './arrow.ts';
import { type Box, boxExitPoint, overlappingPairs } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { BOX_PALETTE, CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle, textWidth } from './svg.ts';

export interface SequenceData {
  title: string;
  cycle: boolean;
  /** Layers or ranks: a vertical stack, the first stage at the bottom ('bottom-up') or top ('top-down'). */
  stacked?: 'bottom-up' | 'top-down';
  stages: { label: string; detail?: string }[];
  source: string;
}

export const MAX_SEQUENCE_STAGES = 12;

export interface PlacedStage {
  text: string;
  box: Box;
  label: Label;
  /** The stage's detail in smaller type, when it fits legibly. */
  detail: Label | null;
  /** The stage's number in a circle left of the label (chains only). */
  badge: { cx: number; cy: number; r: number; label: Label } | null;
}

export interface SequenceLayout {
  titleSvg: string;
  cycle: boolean;
  stages: PlacedStage[];
  /** Layers or ranks drawn as a stack of bands, and which end the first stage is at. */
  stacked: 'bottom-up' | 'top-down' | null;
  /** arrows[i] leads from stage i to stage i + 1; a cycle's last arrow leads back to stage 0. */
  arrows: Arrow[];
  /** Beside a stack: a thin arrow from the first band to the last. */
  axis: Arrow | null;
  /** The ring's centre (cycles only). */
  center: Point | null;
  /** Every text label drawn, badges' numbers included. */
  labels: Label[];
  /** Whether the stages' details are shown. */
  details: boolean;
  rows: number;
  /** The region below the title that everything is drawn in. */
  area: Box;
}

const ARROW_COLOR = '#475569';

const PAD_X = 16;
const PAD_Y = 12;
const DETAIL_GAP = 8;
/** Space between an arrow's ends and the boxes it joins. */
const CLEARANCE = 8;
const MIN_SHAFT = HEAD_LENGTH + 16;
const LABEL_SIZES = [30, 28, 26, 24, 22, 20, 18, 16];
const MIN_DETAIL_LABEL_SIZE = 20;
const MIN_CYCLE_BOX_HEIGHT = 76;

interface Fitted {
  lines: string[];
  size: number;
}

interface Content {
  label: Fitted;
  detail: Fitted | null;
  width: number;
  height: number;
}

function blockHeight(f: Fitted): number {
  return f.size * 1.15 + (f.lines.length - 1) * f.size * 1.2;
}

function blockWidth(f: Fitted, bold: boolean): number {
  return Math.max(...f.lines.map((l) => textWidth(l, f.size, bold)));
}

/** Every stage's text at one label size (and its detail a size smaller), or null if any would be cut. */
function fitStages(
  stages: SequenceData['stages'],
  innerWidth: number,
  size: number,
  details: boolean,
  detailWidth = innerWidth,
) {
  const detailSize = Math.max(15, Math.round(size * 0.7));
  const out: Content[] = [];
  for (const stage of stages) {
    const label = fitText(stage.label, innerWidth, size, size, size >= 24 ? 3 : 4, true);
    if (!label) return null;
    let detail: Fitted | null = null;
    if (details && stage.detail?.trim()) {
      detail = fitText(stage.detail, detailWidth, detailSize, detailSize, 4);
      if (!detail) return null;
    }
    out.push({
      label,
      detail,
      width: Math.max(blockWidth(label, true), detail ? blockWidth(detail, false) : 0),
      height: blockHeight(label) + (detail ? DETAIL_GAP + blockHeight(detail) : 0),
    });
  }
  return out;
}

/** Centres a stage's label (and detail) in the box, between textLeft and textRight. */
function placeText(content: Content, box: Box, textLeft: number, textRight: number) {
  const x = (textLeft + textRight) / 2;
  const top = box.y + (box.height - content.height) / 2;
  const l = content.label;
  const label = makeLabel(l.lines, x, top + l.size * 0.9, l.size, { bold: true });
  const d = content.detail;
  const detail = d
    ? makeLabel(d.lines, x, top + blockHeight(l) + DETAIL_GAP + d.size * 0.9, d.size, { fill: COLORS.muted })
    : null;
  return { label, detail };
}

function unit(from: Point, to: Point): Point {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / len, y: (to.y - from.y) / len };
}

function centre(b: Box): Point {
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

function distanceToBox(p: Point, b: Box): number {
  const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.width));
  const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/** The first point on the ray from the box's centre towards `toward` that is `clearance` from the box. */
function exitBeyond(box: Box, toward: Point, clearance: number): Point {
  const p = boxExitPoint(box, toward.x, toward.y);
  const u = unit(centre(box), toward);
  let extra = clearance;
  // Leaving near a corner, the ray runs close to the box's side for a while.
  while (
    extra < clearance + 200 &&
    distanceToBox({ x: p.x + u.x * extra, y: p.y + u.y * extra }, box) < clearance
  ) {
    extra += 1;
  }
  return { x: p.x + u.x * extra, y: p.y + u.y * extra };
}

/** Space between two equal w×h boxes centred on p and q, measured along the line between them. */
function gapBetween(p: Point, q: Point, w: number, h: number): number {
  const d = Math.hypot(q.x - p.x, q.y - p.y);
  if (d === 0) return Number.NEGATIVE_INFINITY;
  const ux = Math.abs(q.x - p.x) / d;
  const uy = Math.abs(q.y - p.y) / d;
  const half = Math.min(ux === 0 ? Infinity : w / 2 / ux, uy === 0 ? Infinity : h / 2 / uy);
  return d - 2 * half;
}

interface Ring {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const onRing = (r: Ring, t: number): Point => ({
  x: r.cx + r.rx * Math.cos(t),
  y: r.cy + r.ry * Math.sin(t),
});

/**
 * Ring parameters for k boxes, clockwise from the top, each at least `gap` from the one before
 * (and the last from the first); null when they do not go round.
 */
function walkRing(ring: Ring, k: number, w: number, h: number, gap: number): number[] | null {
  const start = -Math.PI / 2;
  const end = start + 2 * Math.PI;
  const ts = [start];
  let t = start;
  const step = 0.02;
  for (let i = 1; i < k; i++) {
    const from = onRing(ring, ts[i - 1]!);
    while (t < end && gapBetween(from, onRing(ring, t), w, h) < gap) t += step;
    if (t >= end) return null;
    let lo = Math.max(ts[i - 1]!, t - step);
    let hi = t;
    for (let j = 0; j < 12; j++) {
      const mid = (lo + hi) / 2;
      if (gapBetween(from, onRing(ring, mid), w, h) >= gap) hi = mid;
      else lo = mid;
    }
    t = hi;
    ts.push(t);
  }
  if (gapBetween(onRing(ring, t), onRing(ring, start), w, h) < gap) return null;
  return ts;
}

/** The ring positions that space the boxes as widely (and so as evenly) as the ring allows. */
function spreadOnRing(ring: Ring, k: number, w: number, h: number): { ts: number[]; gap: number } | null {
  let best = walkRing(ring, k, w, h, 0);
  if (!best) return null;
  let lo = 0;
  let hi = 2 * Math.PI * Math.max(ring.rx, ring.ry);
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    const ts = walkRing(ring, k, w, h, mid);
    if (ts) {
      best = ts;
      lo = mid;
    } else hi = mid;
  }
  return { ts: best, gap: lo };
}

/** A curved arrow following the ring from box a to box b, or a straight one if the curve hits something. */
function ringArrow(a: Box, b: Box, along: Point, boxes: Box[], area: Box): Arrow | null {
  const pa = centre(a);
  const pb = centre(b);
  // The control point that makes the curve pass through `along` halfway.
  const control = { x: 2 * along.x - (pa.x + pb.x) / 2, y: 2 * along.y - (pa.y + pb.y) / 2 };
  const curved: Arrow = {
    curved: true,
    points: [exitBeyond(a, control, CLEARANCE), control, exitBeyond(b, control, CLEARANCE)],
  };
  const straight: Arrow = {
    curved: false,
    points: [exitBeyond(a, pb, CLEARANCE), exitBeyond(b, pa, CLEARANCE)],
  };
  for (const arrow of [curved, straight]) {
    if (arrowLength(arrow) < MIN_SHAFT) continue;
    if (!arrowInside(arrow, area)) continue;
    if (boxes.some((box) => arrowHitsBox(arrow, box))) continue;
    return arrow;
  }
  return null;
}

function detailOptions(data: SequenceData): boolean[] {
  return data.stages.some((s) => s.detail?.trim()) ? [true, false] : [false];
}

function layoutCycle(data: SequenceData, titleSvg: string, area: Box): SequenceLayout | null {
  const k = data.stages.length;
  for (const details of detailOptions(data)) {
    for (const size of LABEL_SIZES) {
      if (details && size < MIN_DETAIL_LABEL_SIZE) continue;
      for (const inner of [300, 260, 220, 190, 160, 140]) {
        const contents = fitStages(data.stages, inner, size, details);
        if (!contents) continue;
        const w = Math.max(140, ...contents.map((c) => c.width)) + 2 * PAD_X;
        const h = Math.max(MIN_CYCLE_BOX_HEIGHT - 2 * PAD_Y, ...contents.map((c) => c.height)) + 2 * PAD_Y;
        const ring: Ring = {
          cx: area.x + area.width / 2,
          cy: area.y + area.height / 2,
          rx: (area.width - w) / 2,
          ry: (area.height - h) / 2,
        };
        if (ring.rx <= 0 || ring.ry <= 0) continue;
        const spread = spreadOnRing(ring, k, w, h);
        if (!spread || spread.gap < MIN_SHAFT + 2 * CLEARANCE) continue;
        const boxes = spread.ts.map((t) => {
          const p = onRing(ring, t);
          return { x: p.x - w / 2, y: p.y - h / 2, width: w, height: h };
        });
        if (overlappingPairs(boxes, 12).length > 0) continue;
        const arrows: Arrow[] = [];
        for (let i = 0; i < k; i++) {
          const j = (i + 1) % k;
          const t1 = spread.ts[i]!;
          const t2 = j === 0 ? spread.ts[0]! + 2 * Math.PI : spread.ts[j]!;
          const arrow = ringArrow(boxes[i]!, boxes[j]!, onRing(ring, (t1 + t2) / 2), boxes, area);
          if (!arrow) break;
          arrows.push(arrow);
        }
        if (arrows.length < k) continue;
        const stages = data.stages.map((s, i) => {
          const box = boxes[i]!;
          const text = placeText(contents[i]!, box, box.x + PAD_X, box.x + box.width - PAD_X);
          return { text: s.label, box, ...text, badge: null };
        });
        const labels = stages.flatMap((s) => (s.detail ? [s.label, s.detail] : [s.label]));
        return {
          titleSvg,
          cycle: true,
          stacked: null,
          stages,
          arrows,
          axis: null,
          center: { x: ring.cx, y: ring.cy },
          labels,
          details,
          rows: 1,
          area,
        };
      }
    }
  }
  return null;
}

const BADGE_R = 18;
/** Left of a chain box's text: padding, the number badge, and a gap. */
const BADGE_SPACE = 12 + 2 * BADGE_R + 10;
const CHAIN_GAP = 64;
const MAX_CHAIN_BOX = 340;
const MIN_CHAIN_BOX_HEIGHT = 96;

function layoutChain(data: SequenceData, titleSvg: string, area: Box): SequenceLayout | null {
  const k = data.stages.length;
  const maxRows = Math.max(1, Math.min(4, Math.ceil(k / 2)));
  for (const details of detailOptions(data)) {
    for (const size of LABEL_SIZES) {
      if (details && size < MIN_DETAIL_LABEL_SIZE) continue;
      for (let rows = 1; rows <= maxRows; rows++) {
        const perRow = Math.ceil(k / rows);
        if (Math.ceil(k / perRow) !== rows) continue;
        const w = Math.min(MAX_CHAIN_BOX, (area.width - (perRow - 1) * CHAIN_GAP) / perRow);
        const contents = fitStages(data.stages, w - BADGE_SPACE - PAD_X, size, details);
        if (!contents) continue;
        const h = Math.max(MIN_CHAIN_BOX_HEIGHT, ...contents.map((c) => c.height + 2 * PAD_Y));
        const vGap = rows > 1 ? Math.min(160, Math.max(80, (area.height - rows * h) / (rows + 1))) : 0;
        const total = rows * h + (rows - 1) * vGap;
        if (total > area.height) continue;
        const hGap =
          perRow > 1 ? Math.min(120, Math.max(CHAIN_GAP, (area.width - perRow * w) / (perRow - 1))) : 0;
        const rowWidth = perRow * w + (perRow - 1) * hGap;
        const x0 = area.x + (area.width - rowWidth) / 2;
        const y0 = area.y + (area.height - total) / 2;
        const stages: PlacedStage[] = data.stages.map((s, i) => {
          const row = Math.floor(i / perRow);
          const col = i % perRow;
          const box = { x: x0 + col * (w + hGap), y: y0 + row * (h + vGap), width: w, height: h };
          const text = placeText(contents[i]!, box, box.x + BADGE_SPACE, box.x + w - PAD_X);
          const cx = box.x + 12 + BADGE_R;
          const cy = box.y + h / 2;
          const label = makeLabel(String(i + 1), cx, cy + 6, 17, { bold: true, fill: '#ffffff' });
          return { text: s.label, box, ...text, badge: { cx, cy, r: BADGE_R, label } };
        });
        const arrows: Arrow[] = [];
        for (let i = 0; i + 1 < k; i++) {
          const a = stages[i]!.box;
          const b = stages[i + 1]!.box;
          if ((i + 1) % perRow !== 0) {
            const y = a.y + h / 2;
            arrows.push({
              curved: false,
              points: [
                { x: a.x + w + CLEARANCE, y },
                { x: b.x - CLEARANCE, y },
              ],
            });
          } else {
            // Down from the row's last box, back along the gap between rows, and down into the next.
            const ax = a.x + w / 2;
            const bx = b.x + w / 2;
            const mid = a.y + h + vGap / 2;
            const points =
              Math.abs(ax - bx) < 1
                ? [
                    { x: ax, y: a.y + h + CLEARANCE },
                    { x: bx, y: b.y - CLEARANCE },
                  ]
                : [
                    { x: ax, y: a.y + h + CLEARANCE },
                    { x: ax, y: mid },
                    { x: bx, y: mid },
                    { x: bx, y: b.y - CLEARANCE },
                  ];
            arrows.push({ curved: false, points });
          }
        }
        const labels = stages.flatMap((s) => [s.badge!.label, s.label, ...(s.detail ? [s.detail] : [])]);
        return {
          titleSvg,
          cycle: false,
          stacked: null,
          stages,
          arrows,
          axis: null,
          center: null,
          labels,
          details,
          rows,
          area,
        };
      }
    }
  }
  return null;
}

/** Space left of the bands for the thin arrow that shows which way the order runs. */
const AXIS_SPACE = 40;
const BAND_GAP = 4;
const BAND_PAD_Y = 6;
const MIN_BAND_HEIGHT = 48;
/** The tallest a band grows to fill the space; one whose text needs more is taller. */
const MAX_BAND_HEIGHT = 120;
/** Between the label column and the detail column of a band that shows them side by side. */
const COLUMN_GAP = 24;

/**
 * Layers or ranks as full-width bands, one above the other, each numbered; the label above its
 * detail when there is height for it, else the label left and the detail right.
 */
function layoutStack(data: SequenceData, titleSvg: string, area: Box): SequenceLayout | null {
  const k = data.stages.length;
  const bottomUp = data.stacked === 'bottom-up';
  const x = area.x + AXIS_SPACE;
  const width = area.x + area.width - x;
  const inner = width - BADGE_SPACE - PAD_X;
  const labelColumn = Math.round(inner * 0.42);
  const detailColumn = inner - labelColumn - COLUMN_GAP;
  for (const details of detailOptions(data)) {
    for (const size of LABEL_SIZES) {
      if (details && size < MIN_DETAIL_LABEL_SIZE) continue;
      for (const beside of details ? [false, true] : [false]) {
        const contents = beside
          ? fitStages(data.stages, labelColumn, size, details, detailColumn)
          : fitStages(data.stages, inner, size, details);
        if (!contents) continue;
        const heights = contents.map((c) =>
          beside && c.detail ? Math.max(blockHeight(c.label), blockHeight(c.detail)) : c.height,
        );
        // Bands share the height (up to a point), so a short stack does not sit in a sea of white.
        const share = Math.min(MAX_BAND_HEIGHT, (area.height - (k - 1) * BAND_GAP) / k);
        const h = Math.max(MIN_BAND_HEIGHT, share, ...heights.map((ch) => ch + 2 * BAND_PAD_Y));
        const total = k * h + (k - 1) * BAND_GAP;
        if (total > area.height) continue;
        const y0 = area.y + (area.height - total) / 2;
        const stages: PlacedStage[] = data.stages.map((s, i) => {
          const slot = bottomUp ? k - 1 - i : i;
          const box = { x, y: y0 + slot * (h + BAND_GAP), width, height: h };
          const content = contents[i]!;
          const textLeft = box.x + BADGE_SPACE;
          const text =
            beside && content.detail
              ? placeBeside(content, box, textLeft, textLeft + labelColumn + COLUMN_GAP)
              : placeText(content, box, textLeft, box.x + width - PAD_X);
          const cx = box.x + 12 + BADGE_R;
          const cy = box.y + h / 2;
          const label = makeLabel(String(i + 1), cx, cy + 6, 17, { bold: true, fill: '#ffffff' });
          return { text: s.label, box, ...text, badge: { cx, cy, r: BADGE_R, label } };
        });
        const first = stages[0]!.box;
        const last = stages[k - 1]!.box;
        const axisX = area.x + AXIS_SPACE / 2;
        const axis: Arrow = {
          curved: false,
          points: [
            { x: axisX, y: bottomUp ? first.y + first.height : first.y },
            { x: axisX, y: bottomUp ? last.y : last.y + last.height },
          ],
        };
        const labels = stages.flatMap((s) => [s.badge!.label, s.label, ...(s.detail ? [s.detail] : [])]);
        return {
          titleSvg,
          cycle: false,
          stacked: data.stacked!,
          stages,
          arrows: [],
          axis,
          center: null,
          labels,
          details,
          rows: k,
          area,
        };
      }
    }
  }
  return null;
}

/** A stage's label in the left column and its detail in the right one, each centred vertically. */
function placeBeside(content: Content, box: Box, labelLeft: number, detailLeft: number) {
  const l = content.label;
  const d = content.detail!;
  const labelTop = box.y + (box.height - blockHeight(l)) / 2;
  const detailTop = box.y + (box.height - blockHeight(d)) / 2;
  const label = makeLabel(l.lines, labelLeft, labelTop + l.size * 0.9, l.size, {
    bold: true,
    anchor: 'start',
  });
  const detail = makeLabel(d.lines, detailLeft, detailTop + d.size * 0.9, d.size, {
    fill: COLORS.muted,
    anchor: 'start',
  });
  return { label, detail };
}

/**
 * Lays the stages out on the 1200×900 canvas below the title: a ring for a cycle, a stack of bands
 * for layers or ranks, rows for a chain.
 */
export function layoutSequence(data: SequenceData, title: string): SequenceLayout {
  const k = data.stages.length;
  if (k < 2 || k > MAX_SEQUENCE_STAGES) {
    throw new CannotDrawError(
      `A sequence diagram needs 2 to ${MAX_SEQUENCE_STAGES} stages; "${data.title}" has ${k}.`,
    );
  }
  const head = svgTitle(title);
  const top = head.bottom + 16;
  const area: Box = { x: 20, y: top, width: CANVAS_WIDTH - 40, height: CANVAS_HEIGHT - 20 - top };
  const layout = data.cycle
    ? layoutCycle(data, head.svg, area)
    : data.stacked
      ? layoutStack(data, head.svg, area)
      : layoutChain(data, head.svg, area);
  if (!layout) {
    throw new CannotDrawError(
      `The stages of "${data.title}" are too many or too long to draw legibly; shorten them.`,
    );
  }
  return layout;
}

export function drawSequence(layout: SequenceLayout): string {
  const parts: string[] = [layout.titleSvg];
  for (const arrow of layout.arrows) parts.push(drawArrow(arrow, ARROW_COLOR));
  if (layout.axis) parts.push(drawArrow(layout.axis, COLORS.frame, 3));
  for (const [i, s] of layout.stages.entries()) {
    const color = layout.cycle || layout.stacked ? BOX_PALETTE[i % BOX_PALETTE.length]! : BOX_PALETTE[0]!;
    const b = s.box;
    const rx = layout.stacked ? 8 : 16;
    parts.push(
      `<rect class="stage" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="${rx}" fill="${color.fill}" stroke="${color.stroke}" stroke-width="3"/>`,
    );
    if (s.badge) {
      parts.push(
        `<circle class="badge" cx="${n(s.badge.cx)}" cy="${n(s.badge.cy)}" r="${n(s.badge.r)}" fill="${color.stroke}"/>`,
        drawLabel(s.badge.label),
      );
    }
    parts.push(drawLabel(s.label));
    if (s.detail) parts.push(drawLabel(s.detail));
  }
  return parts.join('\n');
}

function capitalize(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** Alt text: every stage in order, with its detail; for a cycle that it starts again, for a stack which end is first. */
export function describeSequence(data: SequenceData): string {
  const k = data.stages.length;
  const items = data.stages.map((s, i) => {
    const detail = s.detail?.trim().replace(/[.;:,]+$/, '');
    const label = s.label.trim();
    return `${data.cycle ? '' : `${i + 1}. `}${label}${detail ? ` (${detail})` : ''}`;
  });
  const name = capitalize(data.title.trim());
  if (data.cycle) {
    const first = data.stages[0]?.label.trim() ?? '';
    return `${name}: a cycle of ${k} stages, shown clockwise from the top: ${items.join('; ')}; then back to ${first}, and the cycle repeats.`;
  }
  if (data.stacked) {
    return `${name}: ${k} levels stacked, listed from the ${data.stacked === 'bottom-up' ? 'bottom' : 'top'}: ${items.join('; ')}.`;
  }
  return `${name}: ${k} stages in order: ${items.join('; ')}.`;
}
