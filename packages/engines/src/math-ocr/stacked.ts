// Reading a photo whose problem is written in two dimensions. Stacked fractions, radicals, integral
// signs with their limits and grown brackets are found by shape; each part, and each run of marks
// between operators, is cut out and read on its own and written inline ("(a)/(b)", "sqrt(a)",
// "∫ … from a to b"), and the pieces go back together by position. A brace is dropped: its lines
// are a system.

import { checkCharacters } from './check-characters.ts';
import { asDigits } from './cleanup.ts';
import { type RunPlace, reachesDown, readGlyphRun } from './glyphs/read-run.ts';
import {
  type Component,
  type CutOut,
  isStop,
  labelCounter,
  marksImage,
  median,
  medianSlope,
  quantile,
} from './image/components.ts';
import { encodeBinaryPng } from './image/decode.ts';
import {
  type Box,
  findFractions,
  type StackedFraction,
  separateTouchingBars,
  union,
} from './image/fractions.ts';
import { enlarge, type Gray } from './image/gray.ts';
import { findOperators } from './image/operators.ts';
import { isPi } from './image/pi.ts';
import type { PreparedPhoto } from './image/prepare.ts';
import { findRadicals, separateRadicands } from './image/radicals.ts';
import { absoluteBars, isTall, separateFusedBound, tallKind } from './image/tall-marks.ts';
import { lineWords, type OcrPage, pageLines, pageText } from './layout.ts';

/** One recognition of a black-on-white PNG (see OcrWorker.recognize). */
export type Recognize = (png: Buffer, whitelist?: string) => Promise<OcrPage>;

const DIGITS = '0123456789.';

interface Piece {
  text: string;
  x0: number;
  /** Read from a stacked fraction. */
  fraction?: boolean;
}

const MARGIN = 6;
/** A line's tilt is measured from this many full-size letters at least, and taken as at most this steep. */
const MIN_FOR_SLOPE = 4;
const MAX_SLOPE = 0.1;
/** The classifier's reading of a run replaces tesseract's only when it is this sure of every glyph. */
const RUN_SURE = 0.5;
/** …or this sure, where tesseract left a glyph out or ran two together: its reading cannot be right. */
const RUN_SURE_OF_MISSED = 0.3;

/**
 * The words in a painted run of marks, left to right, with positions in page coordinates. Its part
 * of the problem lost, or two readings of a number that differ, make the reading unsure (a 0 goes
 * into `confidences`); the glyph classifier's objections and repairs leave it to confirm.
 */
async function readPieces(
  ctx: Context,
  painted: CutOut,
  marks: Component[],
  /** Where the run stands, when it is a term of a formula (not prose). */
  term?: RunPlace,
): Promise<Piece[]> {
  const { image, x0: dx, y0: dy } = painted;
  const { recognize, confidences } = ctx;
  // Tesseract reads best with capitals about 30–40 pixels tall; small pieces are enlarged.
  const k = image.height < 50 ? 2 : 1;
  const png = await encodeBinaryPng(enlarge(image, k));
  const page = await recognize(png);
  // encodeBinaryPng adds a border; positions come back including it.
  const border = 24;
  const at = (v: number, origin: number) => (v - border) / k + origin;
  const toPage = (b: Box) => ({ x0: at(b.x0, dx), y0: at(b.y0, dy), x1: at(b.x1, dx), y1: at(b.y1, dy) });
  const { lost, repaired, doubted, confirmed, tesseract } = checkCharacters(page, marks, toPage, ctx);
  const words = pageLines(page)
    .flatMap(lineWords)
    .filter((w) => w.text.trim())
    .map((w) => ({ text: w.text, x0: (w.x0 - border) / k + dx, x1: (w.x1 - border) / k + dx }));
  const text = words.map((w) => w.text).join('');
  // Where tesseract plainly failed (characters the classifier objects to, marks it left out or ran
  // together, letters no school problem writes), a run the classifier reads as a term glyph by glyph
  // takes that reading instead, for the student to confirm, if it rules out tesseract's.
  // So has a digit read for a glyph reaching down under the line (the y of "x²y" read as 4).
  const failed =
    lost ||
    doubted ||
    repaired ||
    !/^[\d.a-z()%]*$/.test(text) ||
    (term !== undefined && /\d/.test(text) && reachesDown(marks, term));
  const own = failed && term ? readGlyphRun(ctx, marks, term) : null;
  const sure = own && own.sureness >= (own.misses(tesseract) ? RUN_SURE_OF_MISSED : RUN_SURE);
  if (own && sure && own.text !== text && own.rulesOut(tesseract)) {
    ctx.unsure = true;
    confidences.push(pageText(page).confidence);
    return [{ text: own.keeping(tesseract), x0: Math.min(...marks.map((m) => m.x0)) }];
  }
  // A number is read again restricted to digits: handwritten 8 and 3, 1 and 7 are easily swapped,
  // and two readings that differ mean neither can be trusted. When the glyph classifier already
  // agrees with every digit, that second reading is not needed.
  let doubt = false;
  if (/^[\d.]+$/.test(text) && !confirmed) {
    // Nothing read the second time is no second opinion (a lone 0 often comes back empty). Read as
    // the classifier repaired the first reading ("1S" into "15"), it agrees.
    const again = (await recognize(png, DIGITS)).text.replace(/\s+/g, '');
    doubt = again !== '' && again !== tesseract && again !== text;
  }
  confidences.push(lost || doubt || words.length === 0 ? 0 : pageText(page).confidence);
  // A second reader's objection, or a repair it made, leaves the reading to the student to confirm
  // without changing which reading wins.
  if (repaired || doubted) ctx.unsure = true;
  return words.map(({ text, x0 }) => ({ text, x0 }));
}

const joined = (pieces: Piece[]) =>
  pieces
    .sort((a, b) => a.x0 - b.x0)
    .map((p) => p.text)
    .join(' ')
    .trim();

interface Context {
  ink: Gray;
  labels: Int32Array;
  glyphHeight: number;
  recognize: Recognize;
  /** Each recognition's confidence, for the reading's overall one. */
  confidences: number[];
  /** Until the first row is read: an item number may stand at its start. */
  first: boolean;
  /** The structures on the row being read, for the gap after an item number. */
  lineBoxes: Box[];
  /** Set once anything was read from its layout (an exponent, a fraction, a brace…). */
  twoD: boolean;
  /** Set when the glyph classifier objected to a character or re-read merged ones. */
  unsure: boolean;
}

/** Just these marks' ink, cut out with a margin. */
const paint = (ctx: Context, marks: Component[]): CutOut => marksImage(ctx, marks, MARGIN);

/**
 * One row of marks: operators by shape; raised marks (exponents) and the runs of marks between
 * operators each read on their own, since a gap or a small raised digit makes tesseract invent
 * letters ("x²" comes back as "x*").
 */
async function readRow(ctx: Context, all: Component[]): Promise<Piece[]> {
  // Marks wholly under the row's baseline are what a "lim" tends to ("x→1" printed under it).
  const under = underBaseline(ctx, all);
  if (under.length === 0 || under.length === all.length) return readLine(ctx, all);
  const marks = all.filter((m) => !under.includes(m));
  const pieces = await readLine(ctx, marks);
  // An arrow is no glyph the classifier knows: what a lim tends to is tesseract's to read.
  const approach =
    (await approachByShape(ctx, under)) ?? limitApproach(joined(await readLine(ctx, under, false)));
  if (!approach) return pieces;
  const box = union(under);
  const at = (box.x0 + box.x1) / 2;
  // The word over it is "lim", however it was read ("im", "lin").
  const word = pieces.filter((p) => p.x0 <= at).sort((a, b) => b.x0 - a.x0)[0];
  if (!word) return [...pieces, { text: `lim_(${approach})`, x0: at }];
  word.text = `lim_(${approach})`;
  return pieces;
}

/**
 * The marks wholly under a row's baseline: what a "lim" tends to, or under a brace the next line
 * written close below.
 */
function underBaseline(ctx: Context, all: Component[]): Component[] {
  const letters = all.filter((m) => m.y1 - m.y0 >= 0.5 * ctx.glyphHeight);
  // The row's baseline from its tall glyphs: under a short "lim" as many smaller marks may stand.
  const tall = letters.filter((m) => m.y1 - m.y0 >= 0.8 * ctx.glyphHeight);
  const rowBase = median((tall.length ? tall : letters).map((m) => m.y1));
  const low = letters.length ? all.filter((m) => m.y0 > rowBase - 0.05 * ctx.glyphHeight) : [];
  // Full stops alone (an item number's, a big one reaching under the line) are nothing under it.
  if (low.every((m) => Math.max(m.x1 - m.x0, m.y1 - m.y0) < 0.3 * ctx.glyphHeight)) return [];
  // The bar of a ≥ or ≤ reaches under the baseline too, and an equals sign's lower bar may: they
  // belong with the rest of their sign up in the row.
  const signs = (low.length ? findOperators(ctx.ink, all, ctx.glyphHeight) : []).filter((o) =>
    o.marks.some((m) => !low.includes(m)),
  );
  return low.filter((m) => !signs.some((o) => o.marks.includes(m)));
}

/**
 * What a lim tends to, read part by part where its arrow is one wide mark: tesseract reads the
 * arrow's head as a digit ("x→2" as "x—72") and ∞ as digits ("x400"). The letter before the arrow
 * and the value after it are read on their own; a lone wide mark after it is ∞. Null when there is
 * no such arrow, or no single letter before it.
 */
async function approachByShape(ctx: Context, under: Component[]): Promise<string | null> {
  const marks = [...under].sort((a, b) => a.x0 - b.x0);
  const wide = (m: Component) => m.x1 - m.x0 >= 1.5 * (m.y1 - m.y0);
  const arrow = marks.findIndex((m, i) => i > 0 && wide(m));
  if (arrow < 1 || arrow === marks.length - 1) return null;
  const variable = joined(await readLine(ctx, marks.slice(0, arrow), false)).replace(/\s+/g, '');
  const letter = /^([a-z])\1?$/i.exec(variable)?.[1];
  if (!letter) return null;
  const rest = marks.slice(arrow + 1);
  // A minus before the value is a flat dash.
  const minus = rest.length > 1 && rest[0]!.x1 - rest[0]!.x0 >= 2.5 * (rest[0]!.y1 - rest[0]!.y0);
  const value = minus ? rest.slice(1) : rest;
  const sign = minus ? '-' : '';
  if (value.length === 1 && wide(value[0]!)) return `${letter.toLowerCase()}->${sign}infinity`;
  const read = joined(await readLine(ctx, value, false)).replace(/\s+/g, '');
  return limitApproach(`${letter}—${sign}${read}`);
}

/** "x→1", "x-->oo", "h—0" as read under a lim → "x->1"; null when it is no such thing. */
export function limitApproach(text: string): string | null {
  // Between the letter and the value stands the arrow, however read (or lost); a lone dash there is
  // the arrow ("x-2" is x→2), not a minus, and so is a dash run straight into a long one ("x—-00"
  // is x→∞): a minus of the value stands apart from the arrow. A lone ring there is a 0 ("x—o"). A
  // small letter may come back twice ("Xx—3"), and ∞ as any two rings ("oo", "co", "o0").
  const m = /^([a-z])\1?(?:\W+?)?(-?(?:\d+(?:\.\d+)?|[oc0][o0]|∞|inf(?:inity)?|o))$/i.exec(
    text.replace(/([—–])-(?=\S)/g, '$1>').replace(/\s+/g, ''),
  );
  if (!m) return null;
  const to = /^-?(?:[oc0][o0]|∞|inf(?:inity)?)$/i.test(m[2]!)
    ? `${m[2]!.startsWith('-') ? '-' : ''}infinity`
    : m[2]!.replace(/o$/i, '0');
  return `${m[1]!.toLowerCase()}->${to}`;
}

/**
 * Whether mark `m` sinks below the marks of a run before it as a subscript does ("log₂"): its top
 * under the middle of their smallest letters, its foot well under their line. Not a comma, too
 * small, nor a letter reaching down (the y of "Simplify": its top stands as high as an x's).
 */
export function sinksBelow(m: Box, before: readonly Box[]): boolean {
  if (before.length < 3) return false;
  const base = median(before.map((b) => b.y1));
  const reach = base - Math.min(...before.map((b) => b.y0));
  const onLine = before.filter((b) => Math.abs(b.y1 - base) <= 0.1 * reach);
  const top = Math.max(...onLine.map((b) => b.y0));
  const h = base - top;
  return h > 0 && m.y0 > top + 0.35 * h && m.y1 > base + 0.15 * h && m.y1 - m.y0 >= 0.6 * h;
}

/** Marks read as the runs between `signs`, each on its own, with the signs as they were found. */
async function readAroundSigns(
  ctx: Context,
  marks: Component[],
  signs: { text: string; marks: Component[]; x0: number }[],
  term?: RunPlace,
): Promise<Piece[]> {
  const signMarks = new Set(signs.flatMap((o) => o.marks));
  const cuts = signs.map((o) => o.x0).sort((a, b) => a - b);
  const rest = marks.filter((x) => !signMarks.has(x)).sort((a, b) => a.x0 - b.x0);
  const segments = [...cuts, Number.POSITIVE_INFINITY].map((cut, i) =>
    rest.filter((m) => m.x0 < cut && (i === 0 || m.x0 >= cuts[i - 1]!)),
  );
  const pieces: Piece[] = signs.map((o) => ({ text: o.text, x0: o.x0 }));
  for (const segment of segments)
    if (segment.length) pieces.push(...(await readPieces(ctx, paint(ctx, segment), segment, term)));
  return pieces;
}

/** `terms`: the line may hold terms of a formula, which the glyph classifier reads where tesseract fails. */
async function readLine(ctx: Context, marks: Component[], terms = true): Promise<Piece[]> {
  const found = findOperators(ctx.ink, marks, ctx.glyphHeight);
  const letters = marks.filter((m) => !found.some((o) => o.marks.includes(m)));
  if (!letters.length) return found.map((o) => ({ text: o.text, x0: o.x0 }));
  const height = median(letters.map((m) => m.y1 - m.y0)) || ctx.glyphHeight;
  const baseline = median(letters.map((m) => m.y1));
  const top = median(letters.map((m) => m.y0));
  // A mark floats when it stands well clear of the baseline and rises above the row's tops, or is
  // written smaller than the letters (a power raised only a little).
  const clear = (m: Component, base: number, tops: number) =>
    m.y1 < base - 0.35 * height && (m.y0 < tops - 0.1 * height || m.y1 - m.y0 < 0.8 * height);
  // A line left tilted (the photo's perspective, a hand's drift) rises or falls along its length: its
  // baseline and tops follow the slope of its full-size letters' feet, when there are enough of them
  // and more of their feet lie along the sloping line than along a level one (a power among few
  // letters makes a slope of its own).
  const middle = (m: Component) => (m.x0 + m.x1) / 2;
  const across = median(letters.map(middle));
  const full = letters.filter((m) => m.y1 - m.y0 >= 0.7 * height && m.y1 - m.y0 <= 1.5 * height);
  const fitted =
    full.length >= MIN_FOR_SLOPE
      ? Math.max(-MAX_SLOPE, Math.min(MAX_SLOPE, medianSlope(full.map((m) => [middle(m), m.y1]))))
      : 0;
  // Where a line of slope k through these marks' feet (or tops) stands at the line's middle.
  const intercept = (k: number, y: (m: Component) => number, ms: Component[]) =>
    median(ms.map((m) => y(m) - k * (middle(m) - across)));
  const onLine = (k: number, base: number) =>
    full.filter((m) => Math.abs(m.y1 - (base + k * (middle(m) - across))) <= 0.15 * height).length;
  const fittedBase = intercept(fitted, (m) => m.y1, full);
  const tilted = fitted !== 0 && onLine(fitted, fittedBase) > onLine(0, baseline);
  const slope = tilted ? fitted : 0;
  const lineBase = tilted ? fittedBase : baseline;
  const lineTop = tilted ? intercept(fitted, (m) => m.y0, full) : top;
  const along = (y: number, m: Component) => y + slope * (middle(m) - across);
  // In a line left tilted, the row's baseline misses a power far along it: its base, the full-size
  // letter just before it, is the measure there.
  const baseOf = (m: Component) =>
    letters
      .filter((b) => b.x1 <= m.x0 + 0.2 * height && m.x0 - b.x1 < 0.5 * height && b.y1 - b.y0 >= 0.8 * height)
      .sort((a, b) => b.x1 - a.x1)[0];
  // Only a smaller mark that ends above its base's middle: after a descender ("p", "y") the next
  // letter stands as high.
  const overBase = (m: Component, base: Component) =>
    m.y1 < (base.y0 + base.y1) / 2 && m.y1 - m.y0 < 0.8 * (base.y1 - base.y0) && clear(m, base.y1, base.y0);
  const floats = (m: Component) => {
    const base = baseOf(m);
    return clear(m, along(lineBase, m), along(lineTop, m)) || (base !== undefined && overBase(m, base));
  };
  const nearest = (o: { marks: Component[]; x0: number }) => {
    const end = Math.max(...o.marks.map((m) => m.x1));
    const before = letters.filter((m) => !o.marks.includes(m) && m.x1 <= o.x0 && o.x0 - m.x1 < height);
    const after = letters.filter((m) => !o.marks.includes(m) && m.x0 >= end && m.x0 - end < height);
    return {
      before,
      last: before.sort((a, b) => b.x1 - a.x1)[0],
      next: after.sort((a, b) => a.x0 - b.x0)[0],
    };
  };
  // A minus in a power is written as small as the power: too short for a minus on the page, it is one
  // against the raised marks either side of it.
  for (const m of letters) {
    const [w, h] = [m.x1 - m.x0, m.y1 - m.y0];
    if (w < 2.5 * h) continue;
    const { last, next } = nearest({ marks: [m], x0: m.x0 });
    if (!last || !next || !floats(last) || !floats(next)) continue;
    const local = Math.min(last.y1 - last.y0, next.y1 - next.y0);
    const mid = (m.y0 + m.y1) / 2;
    if (
      w >= 0.3 * local &&
      h <= 0.3 * local &&
      mid > Math.min(last.y0, next.y0) &&
      mid < Math.max(last.y1, next.y1)
    )
      found.push({ text: '-', marks: [m], x0: m.x0 });
  }
  // A sign up among the exponents ("5^(2x − 1)") belongs to the exponent: it is read with it.
  // So does one between two raised marks, however low a hand wrote it.
  const high = (o: (typeof found)[number]) => {
    if (o.text !== '-' && o.text !== '+') return false;
    const centre = (Math.min(...o.marks.map((m) => m.y0)) + Math.max(...o.marks.map((m) => m.y1))) / 2;
    const { before, last, next } = nearest(o);
    return (
      (centre < top + 0.25 * height && before.some(floats)) ||
      (last !== undefined && next !== undefined && floats(last) && floats(next))
    );
  };
  const operators = found.filter((o) => !high(o));
  const lifted = new Set(found.filter(high).flatMap((o) => o.marks));
  const operatorMarks = new Set(operators.flatMap((o) => o.marks));
  const pieces: Piece[] = operators.map((o) => ({ text: o.text, x0: o.x0 }));
  const rest = marks.filter((m) => !operatorMarks.has(m)).sort((a, b) => a.x0 - b.x0);
  // A run is a term of a formula when it is a power, or stands in a line with operators or in a few
  // marks (a fraction's part); a line of many marks and no operator is prose ("Solve for x:"), whose
  // short words a glyph-by-glyph reading would turn into numbers ("So" into "50"). A digit stands as
  // tall as the line's middling letter: below it the x's, above it the letters that reach down.
  const digitHeight = median(letters.filter((m) => !floats(m)).map((m) => m.y1 - m.y0));
  const term = (run: { raised: boolean }) =>
    !terms
      ? undefined
      : run.raised
        ? { power: true }
        : operators.length > 0 || marks.length <= 4 || ctx.lineBoxes.length > 0
          ? { digitHeight, baseline }
          : undefined;
  // An exponent floats; a times sign sits lower, and dots (of an i, of a colon) are too small to be
  // a power.
  // A ring of a percent sign drawn apart from its slash stands within the slash's height and width,
  // and a colon's upper dot over its lower one: part of a glyph, however high.
  const overlap = (a: Component, b: Component) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const partOfGlyph = (m: Component) =>
    marks.some(
      (n) =>
        (n.y1 - n.y0 >= 1.5 * (m.y1 - m.y0) &&
          m.y0 >= n.y0 - 0.1 * height &&
          m.y1 <= n.y1 &&
          overlap(m, n) >= 0.5 * (m.x1 - m.x0)) ||
        (n.y0 > m.y1 &&
          n.y1 - n.y0 < 0.35 * height &&
          n.y1 > baseline - 0.2 * height &&
          overlap(m, n) >= 0.5 * Math.min(m.x1 - m.x0, n.x1 - n.x0)),
    );
  const raised = (m: Component) =>
    lifted.has(m) || (floats(m) && m.y1 - m.y0 >= 0.3 * height && !partOfGlyph(m));
  // A full stop sits on the line's baseline, or near that of the mark before it: an item number may
  // be written a little above or below the problem, and a hand's full stop floats a little.
  // Small for the glyph before it too: after digits, the row's x-height is too small a measure.
  const stop = (m: Component, before?: Component) => {
    const size = Math.max(height, before ? before.y1 - before.y0 : 0);
    return isStop(m, size, baseline) || (before !== undefined && isStop(m, size, before.y1 - 0.1 * height));
  };
  const gaps = rest.slice(1).map((m, i) => m.x0 - rest[i]!.x1);
  const spacing = median(gaps.filter((g) => g > 0));
  // Runs end at operators, and at structures read apart (a grown bracket between "2" and "x").
  const cuts = [...operators.map((o) => o.x0), ...ctx.lineBoxes.map((b) => b.x0)];
  const runs: { marks: Component[]; raised: boolean; lowered?: boolean }[] = [];
  for (const m of rest) {
    const last = runs.at(-1);
    const prev = last?.marks.at(-1);
    const cut = prev !== undefined && cuts.some((x) => x > prev.x0 && x <= m.x0);
    // A wide gap ends a run too: words, or a worksheet number and its problem. After a full stop a
    // gap wider than the writing's own spacing is enough ("17. 10^x": item 17, not 17.10).
    const gap = last === undefined ? 0 : m.x0 - Math.max(...last.marks.map((x) => x.x1));
    // Where an item number stands (the first run of the first line) half a letter's height is enough:
    // a few marks give no measure of the writing's spacing.
    const wide = gap > 0.5 * height && (gap > 2 * spacing || (ctx.first && runs.length === 1));
    const afterStop = prev !== undefined && stop(prev, last?.marks.at(-2)) && wide;
    const apart = gap > 0.8 * height || afterStop;
    // A raised mark only counts as an exponent after something it is the power of.
    const up = raised(m) && runs.length > 0;
    const down = !up && last !== undefined && !last.lowered && sinksBelow(m, last.marks);
    if (
      !last ||
      cut ||
      apart ||
      last.raised !== up ||
      down ||
      (last.lowered && !sinksBelow(m, runs.at(-2)?.marks ?? []))
    )
      runs.push({ marks: [m], raised: up, lowered: down || undefined });
    else last.marks.push(m);
  }
  for (const [i, run] of runs.entries()) {
    // A run of nothing but dots on the line (a colon's lower dot cut off from its word) holds nothing
    // to read: tesseract makes letters of it ("Ll]").
    if (!run.raised && run.marks.every((m) => Math.max(m.x1 - m.x0, m.y1 - m.y0) < 0.35 * height)) continue;
    const painted = paint(ctx, run.marks);
    const { x0 } = painted;
    const counted = ctx.confidences.length;
    const wasUnsure = ctx.unsure;
    // A sign up among the exponents is read by its shape, and what stands either side of it on its
    // own: read whole, tesseract loses what follows a sign ("2x − 1" as "2X—").
    const signs = run.raised
      ? found.filter((o) => high(o) && o.marks.every((m) => run.marks.includes(m)))
      : [];
    const read = signs.length
      ? await readAroundSigns(ctx, run.marks, signs, term(run))
      : await readPieces(ctx, painted, run.marks, term(run));
    // How sure the reading of an item number is says nothing of the problem's.
    const dropDoubts = () => {
      ctx.confidences.length = counted;
      ctx.unsure = wasUnsure;
    };
    if (run.lowered) {
      // A log's base, written sunk after it: log_2.
      const log = pieces.filter((p) => p.x0 < x0).sort((a, b) => b.x0 - a.x0)[0];
      const base = joined([...read]).replace(/\s+/g, '');
      // Its l may be lost against its o: "0g".
      if (log && /(?:^|l)[o0]g$/i.test(log.text) && /^[\dlIoOSZB]{1,2}$/.test(base)) {
        log.text = `${log.text}_${asDigits(base)}`;
        continue;
      }
    }
    if (!run.raised) {
      // "24." or "Q3." standing apart before the problem is the worksheet's item number; its dot is
      // often too small to read, so a bare number counts when the gap after it is wide. It is written
      // "24)" for the clean-up, which offers the reading without it first and with it as a rival.
      // Item numbers are digits: a 1 read as l, I or |, a 0 as O, a 5 as S ("Ql4." is Q14). After a Q
      // which number it is matters not, as it is dropped: "Q1l6" (its 1 read twice), "Qb" (a 6).
      const label = joined([...read])
        .replace(
          /^([Qq]?)([\dlI|oOSZB]{1,2}|(?<=[Qq])[\dlI|oOSZBbG]{1,3})(?=$|[.:)])/,
          (_m, q: string, n: string) => (q ? `Q${asDigits(n).replace(/\D/g, '0')}` : asDigits(n)),
        )
        // Its bracket read as a letter or, a hand's, as a chevron: "20D", "17>".
        .replace(/^(\d{1,2})[DJ>]$/, '$1)');
      const end = Math.max(...run.marks.map((m) => m.x1));
      const next = [...marks, ...ctx.lineBoxes].map((b) => b.x0).filter((x) => x >= end);
      const gapAfter = next.length ? (Math.min(...next) - end) / height : 0;
      const byRight = [...run.marks].sort((a, b) => a.x1 - b.x1);
      const period = stop(byRight.at(-1)!, byRight.at(-2));
      const numbered =
        (/^(?:Q\d{1,3}[.:)]?|\(?\d{1,2}[.)]|\(?[a-h][.)])$/i.test(label) ||
          (/^\d{1,2}$/.test(label) && period)) &&
        gapAfter > 0.5;
      // A bare number is only a label when a wide gap follows and the problem does not go on with an
      // operator ("5 − 2x ≥ 1" is no item 5). A structure (a bracket, a fraction) may come first.
      const nextMark = marks.filter((m) => m.x0 >= end).sort((a, b) => a.x0 - b.x0)[0];
      const structureFirst = ctx.lineBoxes.some((b) => b.x0 >= end && (!nextMark || b.x0 < nextMark.x0));
      const bare =
        /^\d{1,2}$/.test(label) &&
        gapAfter > 1 &&
        !(nextMark && !structureFirst && operatorMarks.has(nextMark));
      // A short run ending in a full stop and standing apart is an item number by its shape alone,
      // however it was read ("Q16." as "e) 4"): it is no part of the problem. Its stop says where it
      // ends, so a narrower gap will do.
      const stopped = period && run.marks.length >= 2 && run.marks.length <= 4 && gapAfter > 0.35;
      if (i === 0 && ctx.first && stopped && !numbered) {
        dropDoubts();
        continue;
      }
      if (i === 0 && ctx.first && (numbered || bare)) {
        dropDoubts();
        pieces.push({ text: `${label.replace(/[.:)]$/, '')})`, x0 });
        continue;
      }
      // A closing bracket opens nothing: the first run of a row read as one is a 1 whose stem bows
      // (a hand's "1 − x" read ") − x").
      if (i === 0 && term(run) && joined([...read]) === ')') {
        ctx.unsure = true;
        pieces.push({ text: '1', x0 });
        continue;
      }
      pieces.push(...read);
      continue;
    }
    const text = joined(read).replace(/\s+/g, '');
    if (!text) continue;
    ctx.twoD = true;
    // A lone sign is no power: a small "+" between x and y floats clear of their baseline.
    if (/^[+=-]$/.test(text)) {
      pieces.push({ text, x0 });
      continue;
    }
    // A power of 0 is almost never asked: a raised ring is a percent or degree sign's. A power with no
    // digit or letter in it ("2^)" for a raised 5) was not read at all.
    if (/^[0oO°]$/.test(text) || !/[0-9a-z]/i.test(text)) ctx.unsure = true;
    // A raised stroke is a prime (f'(x)), not a power; a typed caret is the power sign itself.
    const caret = /^[\^A∧~"]$/.test(text);
    pieces.push({
      text: /^['’′`]+$/.test(text) ? "'" : caret ? '^' : text.length === 1 ? `^${text}` : `^(${text})`,
      x0,
    });
  }
  if (signLost(pieces)) ctx.confidences.push(0);
  return pieces;
}

/**
 * A power followed straight by a number ("x² 2" from "x² − 2", or "3x² 2x³" with its dot lost)
 * means a sign between them was not read: the reading cannot be sure.
 */
function signLost(pieces: Piece[]): boolean {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  return sorted.some((p, i) => p.text.startsWith('^') && /^\d/.test(sorted[i + 1]?.text ?? ''));
}

async function readFraction(ctx: Context, f: StackedFraction): Promise<string> {
  const part = async (marks: Component[]) => joined(await readRow(ctx, marks)).replace(/\s+/g, '');
  const numerator = await part(f.numerator);
  const denominator = await part(f.denominator);
  // A stacked d/dx is the derivative operator, not a fraction.
  if (/^d$/i.test(numerator) && /^d[a-z]$/i.test(denominator)) return `d/${denominator.toLowerCase()}`;
  // Only a lone number or letter goes unbracketed: (3x^2+6x)/3x would divide by 3 only.
  const wrap = (s: string) => (/^(?:\d+(?:\.\d+)?|[A-Za-z])$/.test(s) ? s : `(${s})`);
  return `${wrap(numerator)}/${wrap(denominator)}`;
}

/** Items grouped into lines by the blank rows between them, top to bottom. */
function groupLines<T extends { box: Box; mark?: Component }>(
  items: T[],
  height: number,
  glyphHeight: number,
): T[][] {
  const covered = new Uint8Array(height + 1);
  // A lone mark far taller than the writing (a hand's f, its tail reaching down to the next line)
  // joins no lines: it goes with the line its middle is in.
  for (const { box, mark } of items)
    if (!mark || box.y1 - box.y0 <= 2.5 * glyphHeight)
      covered.fill(1, Math.max(0, Math.floor(box.y0)), Math.min(height, Math.ceil(box.y1)));
  const minGap = Math.max(2, 0.2 * glyphHeight);
  const runs: [number, number][] = [];
  for (let y = 0, gap = Infinity; y <= height; y++) {
    if (!covered[y]) {
      gap++;
      continue;
    }
    const last = runs.at(-1);
    if (last && gap < minGap) last[1] = y;
    else runs.push([y, y]);
    gap = 0;
  }
  if (runs.length === 0) runs.push([0, height]);
  const lines: T[][] = runs.map(() => []);
  for (const item of items) {
    const mid = (item.box.y0 + item.box.y1) / 2;
    const at = runs.findIndex(([a, b]) => mid >= a - 1 && mid <= b + 1);
    lines[at < 0 ? 0 : at]!.push(item);
  }
  return lines.filter((l) => l.length > 0);
}

/** Something laid out in two dimensions, read as one piece of its line. */
interface Structure {
  /** Everything it covers, blanked when the rest of the line is read. */
  box: Box;
  marks: Component[];
  read(ctx: Context): Promise<string>;
  /** A stacked fraction: two side by side with nothing between them have lost their sign. */
  fraction?: boolean;
  /** Text that goes at the end of the line, e.g. an integral's " from 0 to 2". */
  suffix?(ctx: Context): Promise<string>;
}

/** The marks beside an integral sign's top and bottom: its bounds. */
function integralBounds(sign: Component, marks: Component[], glyphHeight: number) {
  const h = sign.y1 - sign.y0;
  const mid = (sign.y0 + sign.y1) / 2;
  const beside = (m: Component) =>
    m.x0 >= sign.x0 + 0.3 * (sign.x1 - sign.x0) && m.x0 <= sign.x1 + glyphHeight;
  return {
    upper: marks.filter(
      (m) =>
        m !== sign && beside(m) && m.y1 <= sign.y0 + 0.45 * h && (m.y0 + m.y1) / 2 < mid - 0.5 * glyphHeight,
    ),
    lower: marks.filter(
      (m) =>
        m !== sign && beside(m) && m.y0 >= sign.y1 - 0.45 * h && (m.y0 + m.y1) / 2 > mid + 0.5 * glyphHeight,
    ),
  };
}

/** `cut`: its upper bound was cut off the sign's hook, which is a guess for the student to confirm. */
function integralStructure(
  sign: Component,
  marks: Component[],
  glyphHeight: number,
  cut: boolean,
): Structure {
  const { upper, lower } = integralBounds(sign, marks, glyphHeight);
  const limits = upper.length && lower.length ? [...upper, ...lower] : [];
  // One bound without the other (the upper one touching the sign's hook, as one mark with it): the
  // bounds cannot be read, and a definite integral must not pass for an indefinite one unconfirmed.
  const lone = upper.length > 0 !== lower.length > 0;
  const box = union([sign, ...limits]);
  return {
    box,
    marks: [sign, ...limits],
    read: async (ctx) => {
      if (lone || cut) ctx.unsure = true;
      return '∫';
    },
    suffix: limits.length
      ? async (ctx) => {
          // A bound read as no number (nor e) may be a π, by its shape; else its glyphs are read as
          // the digits they most look like (a hand's 1 read as a backslash or "x", a 4 "u"), for the student to
          // confirm.
          const bound = async (ms: Component[]) => {
            const read = joined(await readRow(ctx, ms)).replace(/\s+/g, '');
            if (/^(?:-?\d+|e)$/.test(read)) return read;
            if (ms.length === 1 && isPi(ctx, ms[0]!)) return 'pi';
            const digits = readGlyphRun(ctx, ms, { number: true });
            if (!digits || !/^(?:\d+|e)$/.test(digits.text)) return read;
            ctx.unsure = true;
            return digits.text;
          };
          return ` from ${await bound(lower)} to ${await bound(upper)}`;
        }
      : undefined,
  };
}

export interface StackedReading {
  text: string;
  confidence: number;
  /** Anything was read from its layout: an exponent, a fraction, a brace… */
  twoD: boolean;
  /** A fraction, radical, integral sign or brace was read by its shape. */
  shaped: boolean;
  /** A brace joined its lines: every one of them is an equation of the system. */
  system: boolean;
  /** The glyph classifier objected to a character or re-read merged ones. */
  unsure: boolean;
}

/**
 * The problem as text lines with the recognition confidence, and whether anything was read from its
 * layout (then a whole-image reading, which cannot see it, is no check on this one). Lines are the
 * structures and the marks beside them, top to bottom.
 */
export async function readStacked(prepared: PreparedPhoto, recognize: Recognize): Promise<StackedReading> {
  const { ink, labels } = prepared;
  let marks = prepared.marks;
  // Bars (fraction bars, equals signs, minus signs) say nothing of how tall the writing is.
  const glyphs = marks.filter((m) => m.x1 - m.x0 < 2.5 * (m.y1 - m.y0));
  const glyphHeight = median((glyphs.length ? glyphs : marks).map((m) => m.y1 - m.y0));
  const ctx: Context = {
    ink,
    labels,
    glyphHeight,
    recognize,
    confidences: [],
    first: false,
    lineBoxes: [],
    twoD: false,
    unsure: false,
  };
  const structures: Structure[] = [];
  const taken = new Set<Component>();
  const take = (s: Structure) => {
    structures.push(s);
    for (const m of s.marks) taken.add(m);
  };
  marks = separateRadicands(ink, labels, marks, glyphHeight);
  const radicalSigns = new Set(findRadicals(ink, labels, marks, glyphHeight).map((r) => r.sign));
  marks = separateTouchingBars(labels, ink.width, marks, glyphHeight, radicalSigns);
  for (const f of findFractions(marks, glyphHeight))
    take({
      box: f.box,
      marks: [f.bar, ...f.numerator, ...f.denominator],
      fraction: true,
      read: (c) => readFraction(c, f),
    });
  for (const r of findRadicals(
    ink,
    labels,
    marks.filter((m) => !taken.has(m)),
    glyphHeight,
  ))
    take({
      box: r.box,
      marks: [r.sign, ...r.radicand],
      read: async (c) => `sqrt(${joined(await readRow(c, r.radicand)).replace(/\s+/g, '')})`,
    });
  // Tall marks: integral signs and grown brackets are read by shape; a brace only says "system", and
  // whatever stands left of it is the item's number ("Q13."), centred between its lines.
  const braces: Component[] = [];
  // Tall for the writing's digits, too: a hand writes its digits nearly twice as tall as its x, and a
  // 5 with a bowed back, tall for the x, had been taken for a brace.
  const tallFrom = Math.max(
    glyphHeight,
    quantile(
      glyphs.map((m) => m.y1 - m.y0),
      0.75,
    ) / 1.2,
  );
  const tall = (m: Component) => isTall(m, tallFrom);
  // Two marks share most of their height.
  const level = (a: Component, b: Component) =>
    Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) >= 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
  const newLabel = labelCounter(labels);
  const free = () => marks.filter((x) => !taken.has(x));
  for (let m of marks.filter((m) => !taken.has(m) && tall(m))) {
    let kind = tallKind(ink, labels, m);
    // A mark of no kind, or an integral sign with a lower bound and no upper one, may be a sign with
    // its upper bound written against its hook.
    const bounds = kind === 'integral' ? integralBounds(m, free(), glyphHeight) : null;
    const fused =
      !bounds || (bounds.lower.length > 0 && bounds.upper.length === 0)
        ? separateFusedBound(ink, labels, m, glyphHeight, newLabel)
        : null;
    if (fused) {
      marks = [...marks.filter((x) => x !== m), ...fused];
      m = fused[0]!;
      kind = 'integral';
    }
    if (kind === 'integral') take(integralStructure(m, free(), glyphHeight, fused !== null));
    else if (kind === 'close') {
      // A grown bracket has its partner, level with it; a lone tall ")" is an item number's ("6)") and
      // reads as text, and so does a hand's 5 whose bow faces the tail of an "f" on the line above.
      const opens = marks.some(
        (x) => x.x1 < m.x0 && level(x, m) && tall(x) && tallKind(ink, labels, x) === 'open',
      );
      if (opens) take({ box: m, marks: [m], read: async () => ')' });
    } else {
      // A bracket with its partner is a bracket; a tall bow with none, or a mark spanning lines, is a brace.
      const closes = marks.some(
        (x) => x.x0 > m.x1 && level(x, m) && tall(x) && tallKind(ink, labels, x) === 'close',
      );
      if (kind === 'open' && closes) take({ box: m, marks: [m], read: async () => '(' });
      else if (kind === 'open' || m.y1 - m.y0 >= 2.2 * tallFrom) braces.push(m);
    }
  }
  for (const pair of absoluteBars(
    ink,
    labels,
    marks.filter((m) => !taken.has(m)),
    glyphHeight,
  ))
    for (const bar of pair) take({ box: bar, marks: [bar], read: async () => '|' });
  // A brace joins lines: beside it stand marks of two of them at least. A tall bow beside one line
  // joins nothing: it is read as writing (the "f" of a hand, its tail reaching down past its line).
  const joinsLines = (b: Component) => {
    const middles = marks
      .filter((x) => x.x0 >= b.x1 && x.x0 <= b.x1 + 3 * tallFrom)
      .map((x) => (x.y0 + x.y1) / 2)
      .filter((y) => y > b.y0 && y < b.y1);
    return middles.length >= 2 && Math.max(...middles) - Math.min(...middles) >= tallFrom;
  };
  const joining = braces.filter(joinsLines);
  const brace = joining.sort((a, b) => a.x0 - b.x0)[0];
  marks = marks.filter((m) => !taken.has(m) && !joining.includes(m) && !(brace && m.x1 <= brace.x0));
  // Lines: runs of rows with ink, split where a gap of blank rows runs across the page. A raised
  // exponent overlaps its base's rows, so it stays on its base's line.
  type Item = { box: Box; mark?: Component; structure?: Structure };
  const items: Item[] = [
    ...structures.map((s) => ({ box: s.box, structure: s })),
    ...marks.map((m) => ({ box: m, mark: m })),
  ];
  // Under a brace, lines written close together share rows of ink (a hand's tails reach into the
  // next line): marks under a line's baseline with a relation sign among them are the line below
  // (not what a lim tends to).
  const rows = (line: Item[]): Item[][] => {
    const lineMarks = line.flatMap((i) => (i.mark ? [i.mark] : []));
    const under = brace ? underBaseline(ctx, lineMarks) : [];
    if (under.length < 3 || under.length === lineMarks.length) return [line];
    const relation = findOperators(ink, under, glyphHeight).some((o) => /[=<>]/.test(o.text));
    if (!relation) return [line];
    const below = new Set(under);
    return [
      line.filter((i) => !i.mark || !below.has(i.mark)),
      ...rows(line.filter((i) => i.mark && below.has(i.mark))),
    ];
  };
  const lines = groupLines(items, prepared.ink.height, glyphHeight).flatMap(rows);
  const texts: string[] = [];
  for (const line of lines) {
    // Leftover bits of a notebook rule make a "line" with no letter-sized mark: no writing.
    if (!line.some((i) => i.structure || i.box.y1 - i.box.y0 >= 0.5 * glyphHeight)) continue;
    const pieces: Piece[] = [];
    let suffix = '';
    const lineStructures = line.flatMap((i) => (i.structure ? [i.structure] : []));
    for (const s of lineStructures) {
      pieces.push({ text: await s.read(ctx), x0: s.box.x0, fraction: s.fraction });
      if (s.suffix) suffix += await s.suffix(ctx);
    }
    const rest = line.flatMap((i) => (i.mark ? [i.mark] : []));
    // The first line with writing: bits of a rule above it are no line.
    ctx.first = texts.length === 0;
    ctx.lineBoxes = lineStructures.map((st) => st.box);
    if (rest.length) pieces.push(...(await readRow(ctx, rest)));
    ctx.first = false;
    const ordered = [...pieces].sort((a, b) => a.x0 - b.x0);
    if (ordered.some((p, i) => p.fraction && ordered[i - 1]?.fraction)) ctx.confidences.push(0);
    // A fraction divided, divided by or raised keeps its bar's grouping: 2/3 ÷ 4/9 is (2/3)/(4/9).
    for (const [i, p] of ordered.entries())
      if (p.fraction && (/\/$/.test(ordered[i - 1]?.text ?? '') || /^[/^]/.test(ordered[i + 1]?.text ?? '')))
        p.text = `(${p.text})`;
    const text = joined(pieces) + suffix;
    if (text.trim()) texts.push(text);
  }
  // Weighed as pageText weighs symbols: mostly the mean, with a pull towards the least sure piece.
  const { confidences } = ctx;
  const shaped = structures.length > 0 || braces.length > 0;
  const twoD = ctx.twoD || shaped;
  const system = joining.length > 0 && texts.length > 1;
  // Brackets that do not pair up (an item number's "21)" aside, however it was read) are a glyph read
  // as one ("√81" as "sqrt(8))"), and the clean-up's balancing of them a guess.
  const unbalanced = texts.some((t) => {
    const problem = t.replace(/^\s*(?:Q?\d{1,3}|[a-h])\)\s/i, '');
    return problem.split('(').length !== problem.split(')').length;
  });
  // A tall bow with no lines for it to join, read as writing, may be a grown bracket whose partner
  // was not seen; a brace with one line to join was dropped for nothing: what they meant is unknown.
  const unsure =
    ctx.unsure || braces.length > joining.length || (joining.length > 0 && !system) || unbalanced;
  if (!confidences.length) return { text: texts.join('\n'), confidence: 0, twoD, shaped, system, unsure };
  const mean = confidences.reduce((a, b) => a + b, 0) / confidences.length;
  return {
    text: texts.join('\n'),
    confidence: 0.75 * mean + 0.25 * Math.min(...confidences),
    twoD,
    shaped,
    system,
    unsure,
  };
}
