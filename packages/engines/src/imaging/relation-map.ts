// Relation maps: what a process takes in and gives out, and where it happens, drawn as
// inputs (joined by "+") → process → outputs, with the site hanging below the process.
import { type Arrow, drawArrow, type Point } from './arrow.ts';
import type { Box } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle, textWidth } from './svg.ts';

export interface RelationData {
  name: string;
  inputs: string[];
  outputs: string[];
  site?: string;
  source: string;
}

export const MAX_RELATION_ITEMS = 6;

export interface RelationBox {
  text: string;
  box: Box;
  label: Label;
}

export interface RelationLayout {
  titleSvg: string;
  /** The region below the title that everything is drawn in. */
  area: Box;
  inputs: RelationBox[];
  outputs: RelationBox[];
  process: RelationBox;
  /** Where the process takes place: a caption and the site's name in one box. */
  site: { text: string; box: Box; caption: Label; label: Label } | null;
  /** The dashed line from the process down to its site. */
  siteLink: [Point, Point] | null;
  /** The "+" signs between stacked inputs and between stacked outputs. */
  pluses: Label[];
  /** "Inputs" and "Outputs" above the two stacks. */
  headers: Label[];
  /** Inputs → process, and process → outputs. */
  arrows: [Arrow, Arrow];
  /** Every text label drawn. */
  labels: Label[];
  /** Every box drawn (items, process, site). */
  boxes: Box[];
}

const INPUT_COLORS = { fill: '#eff6ff', stroke: '#2563eb' };
const OUTPUT_COLORS = { fill: '#ecfdf5', stroke: '#059669' };
const SITE_COLORS = { fill: '#fef3c7', stroke: '#b45309' };
const PROCESS_FILL = '#1e3a8a';
const ARROW_COLOR = '#475569';

const PAD_X = 16;
const PAD_Y = 12;
const PLUS_SIZE = 34;
/** Room between two stacked items for the "+" sign. */
const PLUS_GAP = PLUS_SIZE * 1.15 + 12;
const HEADER_SIZE = 20;
const HEADER_SPACE = 34;
const MIN_ARROW_GAP = 110;
const MAX_ARROW_GAP = 200;
const SITE_LINK = 56;
const CLEARANCE = 8;

interface Fitted {
  lines: string[];
  size: number;
}

function blockHeight(f: Fitted): number {
  return f.size * 1.15 + (f.lines.length - 1) * f.size * 1.2;
}

function blockWidth(f: Fitted, bold: boolean): number {
  return Math.max(...f.lines.map((l) => textWidth(l, f.size, bold)));
}

/** A label whose lines are centred, as a block, on (cx, cy). */
function centredLabel(f: Fitted, cx: number, cy: number, opts: { bold?: boolean; fill?: string }): Label {
  return makeLabel(f.lines, cx, cy - blockHeight(f) / 2 + f.size * 0.9, f.size, opts);
}

const PREPOSITION = /^(in|inside|within|on|at|across|along|throughout|between|around|near|under|outside)\b/i;

/** "chloroplast" → "in the chloroplast"; "the nucleus" → "in the nucleus"; "inside cells" stays. */
function sitePhrase(site: string): string {
  const s = site.trim();
  if (PREPOSITION.test(s)) return s;
  if (/^(the|a|an)\s/i.test(s)) return `in ${s}`;
  return `in the ${s}`;
}

interface Stack {
  fits: Fitted[];
  width: number;
  heights: number[];
  height: number;
}

function fitStack(items: string[], inner: number, size: number): Stack | null {
  const fits: Fitted[] = [];
  for (const item of items) {
    const f = fitText(item, inner, size, size, 3);
    if (!f) return null;
    fits.push(f);
  }
  const width = Math.max(140, ...fits.map((f) => blockWidth(f, false))) + 2 * PAD_X;
  const heights = fits.map((f) => Math.max(56, blockHeight(f) + 2 * PAD_Y));
  const height = heights.reduce((a, b) => a + b, 0) + (items.length - 1) * PLUS_GAP;
  return { fits, width, heights, height };
}

/** Stacks the items in a column centred on cy, with a "+" between each two. */
function placeStack(items: string[], stack: Stack, x: number, cy: number, bold: boolean) {
  const boxes: RelationBox[] = [];
  const pluses: Label[] = [];
  let y = cy - stack.height / 2;
  const cx = x + stack.width / 2;
  for (const [i, text] of items.entries()) {
    const h = stack.heights[i]!;
    const box = { x, y, width: stack.width, height: h };
    boxes.push({ text, box, label: centredLabel(stack.fits[i]!, cx, y + h / 2, { bold }) });
    y += h;
    if (i + 1 < items.length) {
      const mid = y + PLUS_GAP / 2;
      pluses.push(makeLabel('+', cx, mid + PLUS_SIZE * 0.325, PLUS_SIZE, { bold: true, fill: COLORS.muted }));
      y += PLUS_GAP;
    }
  }
  return { boxes, pluses };
}

function tryLayout(
  data: RelationData,
  titleSvg: string,
  area: Box,
  size: number,
  sideInner: number,
  processInner: number,
): RelationLayout | null {
  const left = fitStack(data.inputs, sideInner, size);
  const right = fitStack(data.outputs, sideInner, size);
  if (!left || !right) return null;
  const processFit = fitText(data.name, processInner, size + 4, size + 4, 3, true);
  if (!processFit) return null;
  const processW = Math.max(200, blockWidth(processFit, true) + 2 * 22);
  const processH = Math.max(100, blockHeight(processFit) + 2 * 18);

  const site = data.site?.trim() ? data.site.trim() : null;
  let siteFit: Fitted | null = null;
  let caption: Fitted | null = null;
  let siteW = 0;
  let siteH = 0;
  if (site) {
    const captionSize = Math.max(16, size - 6);
    caption = { lines: [PREPOSITION.test(site) ? 'takes place:' : 'takes place in:'], size: captionSize };
    siteFit = fitText(site, Math.max(processInner, 220), size, size, 3, true);
    if (!siteFit) return null;
    siteW = Math.max(blockWidth(caption, false), blockWidth(siteFit, true)) + 2 * PAD_X;
    siteH = blockHeight(caption) + 6 + blockHeight(siteFit) + 2 * PAD_Y;
  }
  const middleW = Math.max(processW, siteW);
  const spare = area.width - left.width - middleW - right.width;
  if (spare < 2 * MIN_ARROW_GAP) return null;
  const gap = Math.min(MAX_ARROW_GAP, spare / 2);
  const x0 = area.x + (spare - 2 * gap) / 2;
  const middleX = x0 + left.width + gap;
  const rightX = middleX + middleW + gap;
  const pcx = middleX + middleW / 2;

  // The process row sits as near the middle as the stacks (with headers) and the site allow.
  const below = site ? SITE_LINK + siteH : 0;
  const halfStack = Math.max(left.height, right.height) / 2;
  const minCy = area.y + Math.max(HEADER_SPACE + halfStack, processH / 2);
  const maxCy = area.y + area.height - Math.max(halfStack, processH / 2 + below);
  if (minCy > maxCy) return null;
  const cy = Math.min(maxCy, Math.max(minCy, area.y + area.height / 2 - below / 2));

  const inputs = placeStack(data.inputs, left, x0, cy, false);
  const outputs = placeStack(data.outputs, right, rightX, cy, false);
  const processBox = { x: pcx - processW / 2, y: cy - processH / 2, width: processW, height: processH };
  const process: RelationBox = {
    text: data.name,
    box: processBox,
    label: centredLabel(processFit, pcx, cy, { bold: true, fill: '#ffffff' }),
  };
  let placedSite: RelationLayout['site'] = null;
  let siteLink: RelationLayout['siteLink'] = null;
  if (site && siteFit && caption) {
    const box = { x: pcx - siteW / 2, y: processBox.y + processH + SITE_LINK, width: siteW, height: siteH };
    const top = box.y + PAD_Y;
    const captionLabel = makeLabel(caption.lines, pcx, top + caption.size * 0.9, caption.size, {
      fill: COLORS.muted,
    });
    const nameTop = top + blockHeight(caption) + 6;
    const nameLabel = makeLabel(siteFit.lines, pcx, nameTop + siteFit.size * 0.9, siteFit.size, {
      bold: true,
    });
    placedSite = { text: site, box, caption: captionLabel, label: nameLabel };
    siteLink = [
      { x: pcx, y: processBox.y + processH },
      { x: pcx, y: box.y },
    ];
  }

  const headers = [
    makeLabel('Inputs', x0 + left.width / 2, cy - left.height / 2 - 14, HEADER_SIZE, {
      bold: true,
      fill: COLORS.muted,
    }),
    makeLabel('Outputs', rightX + right.width / 2, cy - right.height / 2 - 14, HEADER_SIZE, {
      bold: true,
      fill: COLORS.muted,
    }),
  ];
  const arrows: [Arrow, Arrow] = [
    {
      curved: false,
      points: [
        { x: x0 + left.width + CLEARANCE, y: cy },
        { x: processBox.x - CLEARANCE, y: cy },
      ],
    },
    {
      curved: false,
      points: [
        { x: processBox.x + processW + CLEARANCE, y: cy },
        { x: rightX - CLEARANCE, y: cy },
      ],
    },
  ];
  const items = [...inputs.boxes, ...outputs.boxes];
  const labels = [
    ...items.map((b) => b.label),
    process.label,
    ...inputs.pluses,
    ...outputs.pluses,
    ...headers,
    ...(placedSite ? [placedSite.caption, placedSite.label] : []),
  ];
  const boxes = [...items.map((b) => b.box), processBox, ...(placedSite ? [placedSite.box] : [])];
  return {
    titleSvg,
    area,
    inputs: inputs.boxes,
    outputs: outputs.boxes,
    process,
    site: placedSite,
    siteLink,
    pluses: [...inputs.pluses, ...outputs.pluses],
    headers,
    arrows,
    labels,
    boxes,
  };
}

/** Lays the map out on the 1200×900 canvas below the title, text as large as everything allows. */
export function layoutRelationMap(data: RelationData, title: string): RelationLayout {
  for (const [what, list] of [
    ['inputs', data.inputs],
    ['outputs', data.outputs],
  ] as const) {
    if (list.length < 1 || list.length > MAX_RELATION_ITEMS) {
      throw new CannotDrawError(
        `A process map needs 1 to ${MAX_RELATION_ITEMS} ${what}; "${data.name}" has ${list.length}.`,
      );
    }
  }
  const head = svgTitle(title);
  const top = head.bottom + 16;
  const area: Box = { x: 20, y: top, width: CANVAS_WIDTH - 40, height: CANVAS_HEIGHT - 20 - top };
  for (const size of [28, 26, 24, 22, 20, 18, 16]) {
    for (const sideInner of [320, 280, 240, 210, 180]) {
      for (const processInner of [340, 280, 240, 200, 170]) {
        const layout = tryLayout(data, head.svg, area, size, sideInner, processInner);
        if (layout) return layout;
      }
    }
  }
  throw new CannotDrawError(
    `The inputs and outputs of "${data.name}" are too many or too long to draw legibly; shorten them.`,
  );
}

function rect(cls: string, b: Box, fill: string, stroke: string, extra = ''): string {
  return `<rect class="${cls}" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="14" fill="${fill}" stroke="${stroke}" stroke-width="3"${extra}/>`;
}

export function drawRelationMap(layout: RelationLayout): string {
  const parts: string[] = [layout.titleSvg];
  for (const arrow of layout.arrows) parts.push(drawArrow(arrow, ARROW_COLOR, 5));
  if (layout.siteLink) {
    const [a, b] = layout.siteLink;
    parts.push(
      `<line class="site-link" x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${SITE_COLORS.stroke}" stroke-width="3" stroke-dasharray="8 6"/>`,
    );
  }
  for (const item of layout.inputs)
    parts.push(rect('input', item.box, INPUT_COLORS.fill, INPUT_COLORS.stroke));
  for (const item of layout.outputs) {
    parts.push(rect('output', item.box, OUTPUT_COLORS.fill, OUTPUT_COLORS.stroke));
  }
  parts.push(rect('process', layout.process.box, PROCESS_FILL, PROCESS_FILL));
  if (layout.site) {
    parts.push(
      rect('site', layout.site.box, SITE_COLORS.fill, SITE_COLORS.stroke, ' stroke-dasharray="8 6"'),
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

function listJoin(items: string[]): string {
  const clean = items.map((s) => s.trim());
  if (clean.length <= 1) return clean.join('');
  return `${clean.slice(0, -1).join(', ')} and ${clean[clean.length - 1]}`;
}

/** "Photosynthesis takes light energy, carbon dioxide and water and gives glucose and oxygen; …" */
export function describeRelationMap(data: RelationData): string {
  const name = data.name.trim();
  const subject = name.length > 0 ? name[0]!.toUpperCase() + name.slice(1) : name;
  const site = data.site?.trim();
  const where = site ? `; it takes place ${sitePhrase(site)}` : '';
  return `${subject} takes ${listJoin(data.inputs)} and gives ${listJoin(data.outputs)}${where}.`;
}
