// The operators a school problem is built with (=, −, +) told apart by shape alone. Tesseract
// often drops a lone "=" at the start of a cut-out piece of a line; these shapes are unmistakable.
import { type Component, median } from './components.ts';
import type { Gray } from './gray.ts';

export interface Operator {
  text: '=' | '-' | '+' | '<=' | '>=' | '*' | '/';
  marks: Component[];
  x0: number;
}

const width = (c: Component) => c.x1 - c.x0;
const height = (c: Component) => c.y1 - c.y0;
const isBar = (c: Component, glyphHeight: number) =>
  width(c) >= 0.35 * glyphHeight && width(c) >= 3 * height(c) && height(c) <= 0.3 * glyphHeight;

/** Share of a row (or column) of the box that is ink. */
function filled(ink: Gray, c: Component, along: 'row' | 'col', at: number): number {
  let n = 0;
  const len = along === 'row' ? width(c) : height(c);
  for (let k = 0; k < len; k++) {
    const x = along === 'row' ? c.x0 + k : at;
    const y = along === 'row' ? at : c.y0 + k;
    n += ink.data[y * ink.width + x]!;
  }
  return n / Math.max(1, len);
}

/** Which way a chevron points: its middle rows' ink lies towards its point, its ends away from it. */
function pointing(ink: Gray, c: Component): 'left' | 'right' | null {
  const meanX = (from: number, to: number) => {
    let sum = 0;
    let n = 0;
    for (let y = from; y < to; y++)
      for (let x = c.x0; x < c.x1; x++)
        if (ink.data[y * ink.width + x]) {
          sum += x;
          n++;
        }
    return n ? sum / n : Number.NaN;
  };
  const h = height(c);
  const band = Math.max(1, Math.round(0.2 * h));
  const top = meanX(c.y0, c.y0 + band);
  const mid = meanX(c.y0 + Math.round(0.4 * h), c.y0 + Math.round(0.6 * h));
  const bottom = meanX(c.y1 - band, c.y1);
  const lean = 0.15 * width(c);
  if (mid > top + lean && mid > bottom + lean) return 'right';
  if (mid < top - lean && mid < bottom - lean) return 'left';
  return null;
}

/** A plus: a squarish mark whose middle row and middle column are solid and whose corners are empty. */
function isPlus(ink: Gray, c: Component, glyphHeight: number): boolean {
  const w = width(c);
  const h = height(c);
  if (h < 0.35 * glyphHeight || h > 1.6 * glyphHeight || w < 0.7 * h || w > 1.4 * h) return false;
  const midRow = Math.floor((c.y0 + c.y1) / 2);
  const midCol = Math.floor((c.x0 + c.x1) / 2);
  const rowSolid = [-1, 0, 1].some((d) => filled(ink, c, 'row', midRow + d) > 0.85);
  const colSolid = [-1, 0, 1].some((d) => filled(ink, c, 'col', midCol + d) > 0.85);
  if (!rowSolid || !colSolid) return false;
  const q = Math.max(1, Math.floor(Math.min(w, h) / 4));
  let corners = 0;
  for (const [x, y] of [
    [c.x0, c.y0],
    [c.x1 - q, c.y0],
    [c.x0, c.y1 - q],
    [c.x1 - q, c.y1 - q],
  ] as const)
    for (let dy = 0; dy < q; dy++)
      for (let dx = 0; dx < q; dx++) corners += ink.data[(y + dy) * ink.width + x + dx]!;
  return corners <= 0.1 * 4 * q * q;
}

/**
 * A times sign's cross: its strokes run out from its middle to all four corners of its box, not to
 * the middle of its sides (where a plus has its arms). Looked for along rays from the middle, so a
 * hand's stroke stopping short of a corner, or thick where the two meet, still counts.
 */
function isCross(ink: Gray, c: Component): boolean {
  const w = width(c);
  const h = height(c);
  if (w < 0.6 * h || w > 1.6 * h || h < 5) return false;
  const cx = (c.x0 + c.x1 - 1) / 2;
  const cy = (c.y0 + c.y1 - 1) / 2;
  const inked = (x: number, y: number) => ink.data[Math.round(y) * ink.width + Math.round(x)] === 1;
  const along = (dx: number, dy: number, from: number) =>
    [0, 1, 2, 3].filter((k) => inked(cx + (from + 0.1 * k) * dx, cy + (from + 0.1 * k) * dy)).length;
  // From nearer the middle than the arms: a hand's stroke may start short of its corner.
  const diagonals = [-1, 1].flatMap((sx) => [-1, 1].map((sy) => along((sx * w) / 2, (sy * h) / 2, 0.4)));
  const arms = [along(0, -h / 2, 0.65), along(0, h / 2, 0.65), along(-w / 2, 0, 0.65), along(w / 2, 0, 0.65)];
  const diagonal = diagonals.reduce((a, b) => a + b, 0);
  return inked(cx, cy) && diagonals.every((n) => n >= 1) && diagonal >= 10 && arms.every((n) => n <= 1);
}

/** The dots of a division sign over and under `bar`, if it has them: small, centred, close. */
export function dotsAcross(
  bar: Component,
  marks: Component[],
  glyphHeight: number,
): [Component, Component] | null {
  const centre = (bar.x0 + bar.x1) / 2;
  const dot = (m: Component, above: boolean) =>
    m !== bar &&
    height(m) <= 0.35 * glyphHeight &&
    width(m) <= 0.6 * width(bar) &&
    height(m) >= 0.4 * width(m) &&
    height(m) <= 2.5 * width(m) &&
    Math.abs((m.x0 + m.x1) / 2 - centre) <= 0.25 * width(bar) &&
    (above ? bar.y0 - m.y1 : m.y0 - bar.y1) >= 0 &&
    (above ? bar.y0 - m.y1 : m.y0 - bar.y1) <= 0.5 * glyphHeight;
  const over = marks.filter((m) => dot(m, true));
  const under = marks.filter((m) => dot(m, false));
  return over.length === 1 && under.length === 1 ? [over[0]!, under[0]!] : null;
}

/** The =, −, +, ÷ and · among `marks` (one line's marks, fraction bars excluded). */
export function findOperators(ink: Gray, marks: Component[], glyphHeight: number): Operator[] {
  const out: Operator[] = [];
  const used = new Set<Component>();
  const bars = marks.filter((m) => isBar(m, glyphHeight));
  // A hand's equals sign may have a short, thick or tilted stroke: as a pair, two dashes will do,
  // even where their boxes meet (two slanting strokes written close). A steeply tilted one fills
  // under half of its box.
  const dashes = marks.filter(
    (m) =>
      width(m) >= 0.25 * glyphHeight &&
      height(m) <= 0.4 * glyphHeight &&
      (width(m) >= 2 * height(m) || (width(m) >= 1.6 * height(m) && m.area <= 0.5 * width(m) * height(m))),
  );
  for (const a of dashes) {
    if (used.has(a)) continue;
    const twin = dashes.find(
      (b) =>
        b !== a &&
        !used.has(b) &&
        b.y0 >= a.y1 - 1 &&
        b.y0 - a.y1 < 0.5 * glyphHeight &&
        Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.7 * Math.max(width(a), width(b)),
    );
    if (twin) {
      used.add(a).add(twin);
      out.push({ text: '=', marks: [a, twin], x0: Math.min(a.x0, twin.x0) });
    }
  }
  // A bar under a chevron: ≤ or ≥ (tesseract often reads it as "=").
  for (const bar of bars) {
    if (used.has(bar)) continue;
    const above = marks.filter(
      (m) =>
        m !== bar &&
        m.y1 <= bar.y0 + 1 &&
        bar.y0 - m.y1 < 0.5 * glyphHeight &&
        Math.min(m.x1, bar.x1) - Math.max(m.x0, bar.x0) > 0.5 * width(bar),
    );
    const chevron = above.length === 1 ? above[0]! : null;
    if (
      !chevron ||
      isBar(chevron, glyphHeight) ||
      // A bracket bows like a chevron, but is much narrower than it is tall.
      width(chevron) < 0.5 * height(chevron) ||
      width(chevron) < 0.6 * width(bar) ||
      width(chevron) > 1.5 * width(bar)
    )
      continue;
    const direction = pointing(ink, chevron);
    if (!direction) continue;
    used.add(bar).add(chevron);
    out.push({
      text: direction === 'right' ? '>=' : '<=',
      marks: [chevron, bar],
      x0: Math.min(bar.x0, chevron.x0),
    });
  }
  // A bar with one dot straight above and one below: a division sign.
  for (const bar of bars) {
    if (used.has(bar)) continue;
    const dots = dotsAcross(bar, marks, glyphHeight);
    if (!dots) continue;
    used.add(bar).add(dots[0]).add(dots[1]);
    out.push({ text: '/', marks: [bar, ...dots], x0: bar.x0 });
  }
  // A lone bar with nothing above or below it is a minus.
  for (const a of bars) {
    if (used.has(a)) continue;
    const stacked = marks.some((m) => m !== a && m.x0 < a.x1 && a.x0 < m.x1);
    if (!stacked) out.push({ text: '-', marks: [a], x0: a.x0 });
  }
  for (const m of marks)
    if (!used.has(m) && isPlus(ink, m, glyphHeight)) out.push({ text: '+', marks: [m], x0: m.x0 });
  // A multiplication dot: a small solid dot halfway up the row, alone in its column (not a decimal
  // point on the baseline, not the dot of an i, not half of a colon). Or a times sign: a small cross
  // there, its foot clear of the baseline where a letter x stands.
  const letters = marks.filter((m) => !used.has(m) && height(m) >= 0.5 * glyphHeight);
  if (letters.length === 0) return out;
  const baseline = median(letters.map((m) => m.y1));
  const top = median(letters.map((m) => m.y0));
  const span = baseline - top;
  // As small for the row's letters: the page's other dots (a colon, an i's) pull its glyph height down.
  const size = Math.max(glyphHeight, median(letters.map(height)));
  const isDot = (m: Component) =>
    height(m) <= 0.3 * size &&
    width(m) <= 0.3 * size &&
    width(m) >= 0.5 * height(m) &&
    width(m) <= 2 * height(m) &&
    m.area >= 0.5 * width(m) * height(m);
  // Smaller than a hand's x, which may float a little over the line too.
  const isTimes = (m: Component) =>
    height(m) <= 0.4 * span && m.y1 < baseline - 0.12 * span && isCross(ink, m);
  for (const m of marks) {
    if (used.has(m) || !(isDot(m) || isTimes(m))) continue;
    const mid = (m.y0 + m.y1) / 2;
    if (mid < top + 0.3 * span || mid > baseline - 0.35 * span) continue;
    const alone = !marks.some((o) => o !== m && o.x0 < m.x1 && m.x0 < o.x1);
    // Spaced from both neighbours: a decimal point hugs its digits.
    const room = 0.12 * glyphHeight;
    const left = marks.filter((o) => o.x1 <= m.x0);
    const right = marks.filter((o) => o.x0 >= m.x1);
    const spaced =
      left.length > 0 &&
      right.length > 0 &&
      m.x0 - Math.max(...left.map((o) => o.x1)) >= room &&
      Math.min(...right.map((o) => o.x0)) - m.x1 >= room;
    if (alone && spaced) out.push({ text: '*', marks: [m], x0: m.x0 });
  }
  return out;
}
