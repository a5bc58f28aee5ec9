// Tesseract's characters checked by a second reader: each is laid over the marks it was read from
// and judged by the glyph classifier; what tesseract left out or ran together is noticed, and
// repaired where the evidence is plain.
import { checkGlyph, MATH_CHARACTER } from './glyphs/classify.ts';
import { type Component, isStop, type MarkImage, median } from './image/components.ts';
import type { Box } from './image/fractions.ts';
import { type OcrPage, type OcrSymbol, pageLines } from './layout.ts';

/** The glyph classifier must be this sure of another character, and give tesseract's this little. */
const GLYPH_SURE = 0.8;
const GLYPH_UNLIKELY = 0.05;
/** Tesseract's character this unlikely, with the classifier leaning this much to another, is doubted. */
const GLYPH_NEVER = 0.1;
const GLYPH_LEANS = 0.5;
/** …and this unlikely whatever else the classifier makes of it (a 1 it reads as I, l or 1, read as "y"). */
const GLYPH_NONE = 0.01;
/** A digit the classifier is this sure of replaces tesseract's. */
const DIGIT_SURE = 0.95;
/** …and a 6 it is this sure of replaces a "b", which could name an unknown. */
const DIGIT_CERTAIN = 0.995;
/** Letters school problems name their unknowns with: never turned into digits (d only in dx). */
const VARIABLE_LETTER = /^[abcefhkmnp-rt-z]$/;
/** The classifier agrees with tesseract when it gives tesseract's character at least this. */
const GLYPH_AGREE = 0.95;

/** One character tesseract read, with its box on the page. */
interface Character {
  symbol: OcrSymbol;
  box: Box;
  /** The characters of its word, itself among them. */
  word: readonly OcrSymbol[];
}

export interface CharacterCheck {
  /** A letter-sized mark no character covers: its part of the problem was not read. */
  lost: boolean;
  /**
   * Something was put right: one character over letters side by side ("1)(" read as "("), each then
   * read by the classifier, or a decimal point no character covered.
   */
  repaired: boolean;
  /**
   * A character the classifier is sure is something else (touching glyphs are not judged), one no
   * math problem holds ("°"), or a letter or digit over no mark of its own ("7" read as "14").
   */
  doubted: boolean;
  /** The classifier agreed with every character. */
  confirmed: boolean;
  /** What tesseract read, before any repair. */
  tesseract: string;
}

/** The glyph classifier on some of the run's marks, checked against what tesseract read. */
type Classify = (marks: Component[], read: string) => ReturnType<typeof checkGlyph>;

const overlaps = (m: Component, b: Box) => b.x0 < m.x1 && m.x0 < b.x1 && b.y0 < m.y1 && m.y0 < b.y1;

/**
 * Checks (and repairs in place: the symbols' text) tesseract's reading of one run of `marks`.
 * `toPage` maps tesseract's boxes to the marks' coordinates.
 */
export function checkCharacters(
  page: OcrPage,
  marks: Component[],
  toPage: (box: Box) => Box,
  image: MarkImage,
): CharacterCheck {
  const characters: Character[] = pageLines(page)
    .flatMap((l) => l.words.flatMap((w) => w.symbols.map((symbol) => ({ symbol, word: w.symbols }))))
    .filter(({ symbol }) => symbol.text.trim())
    .map(({ symbol, word }) => ({ symbol, word, box: toPage(symbol.bbox) }));
  const tesseract = characters.map((c) => c.symbol.text).join('');
  const tallest = Math.max(...marks.map((m) => m.y1 - m.y0));
  const letterSized = (m: Component) => m.y1 - m.y0 >= 0.6 * tallest;
  const unread = marks.filter((m) => !characters.some((c) => overlaps(m, c.box)));
  const baseline = median(marks.filter(letterSized).map((m) => m.y1));
  const floats = (ms: Component[]) =>
    ms.length > 0 && Math.max(...ms.map((m) => m.y1)) < baseline - 0.12 * tallest;
  const owners = ownersOf(characters, marks);
  const glyph: Classify = (ms, read) => checkGlyph(image, ms, read);
  // A dot inside a digit's box but beside its glyph is a decimal point too ("1.5" read as "15",
  // the 1's box stretched over the point).
  const glyphOf = (c: Character) =>
    marks.filter((m) => letterSized(m) && owners.get(m) === c).sort((a, b) => b.area - a.area)[0];
  const besideItsGlyph = (m: Component) => {
    const owner = owners.get(m);
    const own = owner && glyphOf(owner);
    return own !== undefined && (m.x0 >= own.x1 || m.x1 <= own.x0);
  };
  let repaired = restoreDecimalPoints(
    characters,
    marks.filter((m) => !letterSized(m) && (unread.includes(m) || besideItsGlyph(m))),
    marks.filter(letterSized),
    glyphOf,
  );
  let doubted = false;
  let agreed = 0;
  for (const character of characters) {
    const { symbol } = character;
    if (!symbol.text) continue;
    const under = marks.filter((m) => owners.get(m) === character);
    const letters = under.filter(letterSized).sort((a, b) => a.x0 - b.x0);
    if (letters.some((a, i) => i > 0 && a.x0 >= letters[i - 1]!.x1)) {
      rereadMerged(symbol, letters, glyph);
      repaired = true;
      continue;
    }
    // Tesseract reads a printed × as "%x", the two over one mark or the % over none. Where the
    // classifier, which knows no ×, sees an x and no percent sign (it has no rings), and the mark
    // floats clear of the baseline that a letter x stands on, it is the times sign.
    if (symbol.text === '%' && under.length === 0) {
      symbol.text = '';
      repaired = true;
      continue;
    }
    const cross = symbol.text === '%' && floats(under) ? glyph(under, '%') : null;
    if (cross && cross.of < GLYPH_UNLIKELY && cross.odds('x') >= GLYPH_SURE) {
      symbol.text = '×';
      // The x read beside it over the same mark goes with it.
      const next = characters[characters.indexOf(character) + 1];
      if (next && /^[xX]$/.test(next.symbol.text) && !marks.some((m) => owners.get(m) === next))
        next.symbol.text = '';
      repaired = true;
      continue;
    }
    // Tesseract's way of saying it saw no math character there, or one glyph read as two ("5" as "9)").
    if (!MATH_CHARACTER.test(symbol.text)) doubted = true;
    if (under.length === 0) doubted = true;
    if (under.some((m) => reachesInto(m, character, characters))) continue;
    const guess = glyph(under, symbol.text);
    if (guess && guess.of >= GLYPH_AGREE) agreed++;
    if (!guess) continue;
    // Little chance of being what tesseract read is an objection even when the classifier cannot say
    // what the glyph is instead (a handwritten 4 read as "1", which it takes for a U).
    if (guess.of < GLYPH_NONE || (guess.of < GLYPH_NEVER && guess.probability >= GLYPH_LEANS)) doubted = true;
    // A 1 it takes for a plain stroke is an absolute-value bar as likely ("|2x + 1|" read "12x + 11").
    if (
      symbol.text === '1' &&
      guess.of < GLYPH_NEVER &&
      guess.odds('|') + guess.odds('l') + guess.odds('I') >= GLYPH_LEANS
    )
      doubted = true;
    if (guess.of >= GLYPH_UNLIKELY) continue;
    // A digit over a ring the classifier is sure is a zero or an O (it cannot tell them apart either)
    // is a 0: Comic Neue's 0 comes back as "9".
    const ring = guess.odds('0') + guess.odds('o');
    if (/^[1-9]$/.test(symbol.text) && ring >= DIGIT_SURE) {
      doubted = true;
      symbol.text = '0';
      continue;
    }
    // A hand's 6, its loop low under a long stem, looks to the classifier like a g: a digit it rules
    // out, read as neither 6 nor 9 (a g's other digit), is that 6.
    if (/^[0-578]$/.test(symbol.text) && guess.char === 'g' && guess.probability >= GLYPH_LEANS) {
      doubted = true;
      symbol.text = '6';
      continue;
    }
    if (guess.probability < GLYPH_SURE) continue;
    doubted = true;
    // A clear glyph the classifier is sure is a digit takes its reading (tesseract reads a printed 8
    // as 3, a lone 5 as "o", a 4 as "A"), unless tesseract read a letter that names a variable: "5"
    // and "s", "x" and "o" are nearer in shape than in meaning. Only a printed 6 read as "b", the one
    // such pair tesseract mixes up in print, gives way to a near certainty. Letters stay tesseract's,
    // and so does a letter between two others: the i of "sin", whose dot the classifier may not see.
    const digit = /^\d$/.test(guess.char) ? guess.probability : 0;
    const sixAsB = symbol.text === 'b' && guess.char === '6' && digit >= DIGIT_CERTAIN;
    const at = character.word.indexOf(symbol);
    const inWord = [character.word[at - 1], character.word[at + 1]].every((c) =>
      /^[a-z]$/i.test(c?.text ?? ''),
    );
    // A hand's percent sign, its rings small, reads as a digit after the number ("25%" as "257").
    const percent =
      guess.char === '%' && /^\d$/.test(symbol.text) && /^\d$/.test(character.word[at - 1]?.text ?? '')
        ? guess.probability
        : 0;
    if (
      sixAsB ||
      percent >= DIGIT_SURE ||
      (digit >= DIGIT_SURE && !VARIABLE_LETTER.test(symbol.text) && !inWord)
    )
      symbol.text = guess.char;
  }
  if (splitGlyphs(characters, marks, owners, glyph)) repaired = true;
  if (questionHooks(characters, marks, owners)) repaired = true;
  if (strokeBrackets(characters, marks, owners, glyph)) repaired = true;
  const lost = unread.some(letterSized);
  return { lost, repaired, doubted, tesseract, confirmed: agreed === characters.length };
}

/**
 * Each mark belongs to the character over its middle whose own middle is nearest (tesseract's boxes
 * overlap their neighbours); of boxes one inside another, the narrower (tesseract may stretch an "x"
 * over the ">" after it, and box the ">" as well).
 */
function ownersOf(characters: Character[], marks: Component[]): Map<Component, Character> {
  const owners = new Map<Component, Character>();
  for (const m of marks) {
    const cx = (m.x0 + m.x1) / 2;
    const cy = (m.y0 + m.y1) / 2;
    const distance = ({ box }: Character) => Math.abs((box.x0 + box.x1) / 2 - cx);
    const within = (outer: Box, inner: Box) => outer.x0 <= inner.x0 && inner.x1 <= outer.x1;
    const nearest = characters
      .filter(({ box }) => cx >= box.x0 - 1 && cx <= box.x1 + 1 && cy >= box.y0 - 1 && cy <= box.y1 + 1)
      .sort(
        (a, b) => Number(within(a.box, b.box)) - Number(within(b.box, a.box)) || distance(a) - distance(b),
      )[0];
    if (nearest) owners.set(m, nearest);
  }
  return owners;
}

/** A mark reaching well into another character's box is touching glyphs: no one glyph to judge. */
const reachesInto = (m: Component, own: Character, characters: Character[]) =>
  characters.some(
    (c) => c !== own && Math.min(m.x1, c.box.x1) - Math.max(m.x0, c.box.x0) > 0.3 * (c.box.x1 - c.box.x0),
  );

/**
 * One character over several letters: read each by the classifier, only when it is sure of every
 * one. School math writes its letters small, so a capital from the classifier is its small letter.
 */
function rereadMerged(symbol: OcrSymbol, letters: Component[], glyph: Classify): void {
  const guesses = letters.map((m) => glyph([m], '0'));
  if (guesses.every((g) => g && g.probability >= GLYPH_SURE))
    symbol.text = guesses.map((g) => g!.char.toLowerCase()).join('');
  // Failing that, a digit over marks of one size and shape is that digit written again ("11" read as "1").
  else if (/^\d$/.test(symbol.text) && alike(letters)) symbol.text = symbol.text.repeat(letters.length);
}

/**
 * One glyph read as two characters ("7" as "14", "5" as "9)", "x" as "xX", "z" as "V4"): a character
 * over no mark of its own whose box lies on a mark its neighbour owns. Where the classifier is sure
 * what that mark is, the two become it (a letter small, as school math writes it).
 */
function splitGlyphs(
  characters: Character[],
  marks: Component[],
  owners: Map<Component, Character>,
  glyph: Classify,
): boolean {
  let repaired = false;
  for (const character of characters) {
    // A decimal point owns its own small mark; a character owning none stands on another's.
    if (!character.symbol.text || marks.some((m) => owners.get(m) === character)) continue;
    const mark = marks.filter((m) => overlaps(m, character.box)).sort((a, b) => boxArea(b) - boxArea(a))[0];
    const owner = mark && owners.get(mark);
    // It stands on that mark when the mark covers half its box or more (not when it only brushes a
    // neighbour's, as an "l" touching the "i" after it leans on the "p" before).
    if (!mark || !owner || covered(character.box, mark) < 0.5) continue;
    // A full stop or comma is a mark of its own, however tesseract boxed it ("3, x" with the comma's
    // box over the x).
    if (/[.,]/.test(owner.symbol.text + character.symbol.text)) continue;
    // What the classifier makes of the mark, whatever was read ("0": any class it knows).
    const guess = glyph([mark], '0');
    if (!guess) continue;
    const pair = owner.symbol.text + character.symbol.text;
    // A digit, unless the two read are signs: an arrow ("—-") is no glyph the classifier knows, and
    // it may be sure of one it looks like.
    // Not two letters of a word ("fy" touching in "Simplify"): a word is what it spells.
    const spelled =
      /^[a-z]{2}$/i.test(pair) && character.word.filter((c) => /^[a-z]$/i.test(c.text)).length >= 4;
    const digit =
      /^\d$/.test(guess.char) && guess.probability >= DIGIT_SURE && /[a-z0-9]/i.test(pair) && !spelled;
    // A letter only over a mark no wider than one glyph ("2x" touching is read "2X"), where one of
    // the two read is nothing school math writes there, a capital or a sign ("V4" for z, ":4" for x,
    // "xX" for x), and not from two alike (π is "TT") or two signs (an arrow is "—>"): the classifier
    // knows neither π nor arrows. How sure of a letter is judged over both its cases.
    const letter =
      mark.x1 - mark.x0 <= 1.2 * (mark.y1 - mark.y0) &&
      /[^a-z0-9]/.test(pair) &&
      /[a-z0-9]/i.test(pair) &&
      owner.symbol.text !== character.symbol.text &&
      /^[a-z]$/i.test(guess.char) &&
      guess.odds(guess.char) >= DIGIT_SURE;
    if (!digit && !letter) continue;
    owner.symbol.text = guess.char.toLowerCase();
    character.symbol.text = '';
    repaired = true;
  }
  return repaired;
}

/**
 * A hand's 1 with a flag read as a bracket ("8)" for 81), or as a 1 from the blank before it and a
 * bracket ("x+1)" for x+1): a bracket with no partner in its word, over one mark the classifier takes
 * for a plain stroke. Real brackets it knows well in every face.
 */
function strokeBrackets(
  characters: Character[],
  marks: Component[],
  owners: Map<Component, Character>,
  glyph: Classify,
): boolean {
  let repaired = false;
  for (const [i, character] of characters.entries()) {
    const { symbol, word } = character;
    if (symbol.text !== ')' && symbol.text !== '(') continue;
    const at = word.indexOf(symbol);
    const partner =
      symbol.text === ')'
        ? word.slice(0, at).some((c) => c.text === '(')
        : word.slice(at + 1).some((c) => c.text === ')');
    const own = marks.filter((m) => owners.get(m) === character);
    if (partner || own.length !== 1) continue;
    const guess = glyph(own, symbol.text);
    if (!guess || guess.odds('1') + guess.odds('I') + guess.odds('l') + guess.odds('|') < GLYPH_LEANS)
      continue;
    symbol.text = '1';
    // The 1 read from the blank before it goes.
    const before = characters[i - 1];
    if (before?.symbol.text === '1' && !marks.some((m) => owners.get(m) === before)) before.symbol.text = '';
    repaired = true;
  }
  return repaired;
}

/** A question mark's two marks: a dot under a hook, small, within its width. */
const questionMark = (hook: Component | undefined, dot: Component | undefined) =>
  hook !== undefined &&
  dot !== undefined &&
  dot.y0 >= hook.y1 - 1 &&
  dot.y1 - dot.y0 < 0.4 * (hook.y1 - hook.y0) &&
  Math.min(dot.x1, hook.x1) - Math.max(dot.x0, hook.x0) > 0.5 * (dot.x1 - dot.x0);

/**
 * A question mark whose hook was read twice, as a digit and the "?" ("240?" as "2407?"): a digit
 * over no mark of its own, just before a "?" that owns a whole question mark, is read from nothing.
 * Or its hook read as a 2 or 7 ("of 2507"): no digit has a dot under it.
 */
function questionHooks(
  characters: Character[],
  marks: Component[],
  owners: Map<Component, Character>,
): boolean {
  let repaired = false;
  const own = (c: Character) => marks.filter((m) => owners.get(m) === c);
  for (const [i, character] of characters.entries()) {
    const before = characters[i - 1];
    if (/^[27]$/.test(character.symbol.text)) {
      const hook = own(character).sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))[0];
      const dot = marks.find(
        (m) => m !== hook && (!owners.has(m) || owners.get(m) === character) && questionMark(hook, m),
      );
      if (hook && dot && hook.x1 - hook.x0 >= 0.4 * (hook.y1 - hook.y0)) {
        character.symbol.text = '?';
        repaired = true;
      }
      continue;
    }
    if (character.symbol.text !== '?' || !before || !/^\d$/.test(before.symbol.text)) continue;
    if (own(before).length > 0) continue;
    const [hook, dot] = own(character).sort((a, b) => a.y0 - b.y0);
    if (!questionMark(hook, dot)) continue;
    before.symbol.text = '';
    repaired = true;
  }
  return repaired;
}

const boxArea = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0);

/** The share of box `b` that lies within mark `m`'s box. */
function covered(b: Box, m: Component): number {
  const w = Math.min(b.x1, m.x1) - Math.max(b.x0, m.x0);
  const h = Math.min(b.y1, m.y1) - Math.max(b.y0, m.y0);
  return w > 0 && h > 0 && boxArea(b) > 0 ? (w * h) / boxArea(b) : 0;
}

/** Marks of about the same width and height. */
function alike(marks: Component[]): boolean {
  const widths = marks.map((m) => m.x1 - m.x0);
  const heights = marks.map((m) => m.y1 - m.y0);
  return (
    Math.max(...widths) <= 1.3 * Math.min(...widths) && Math.max(...heights) <= 1.2 * Math.min(...heights)
  );
}

/**
 * Small marks sitting on the baseline between two digits that tesseract read as none are decimal
 * points it left out ("1.6" read as "16"): each is put back after the digit before it. True when
 * any was.
 */
function restoreDecimalPoints(
  characters: Character[],
  dots: Component[],
  letters: Component[],
  glyphOf: (c: Character) => Component | undefined,
): boolean {
  const height = median(letters.map((m) => m.y1 - m.y0));
  const baseline = median(letters.map((m) => m.y1));
  // Where a character stands: its own glyph, else tesseract's box (which may reach over the dot).
  const at = (c: Character): Box => glyphOf(c) ?? c.box;
  let restored = false;
  for (const dot of dots) {
    const before = characters.filter((c) => at(c).x1 <= dot.x1).sort((a, b) => at(b).x1 - at(a).x1)[0];
    const after = characters.filter((c) => at(c).x0 >= dot.x0).sort((a, b) => at(a).x0 - at(b).x0)[0];
    if (!before || !after || !/^\d$/.test(before.symbol.text) || !/^\d$/.test(after.symbol.text)) continue;
    // On the line, or at the foot of the digit before it (a hand's digits do not keep one line).
    if (!isStop(dot, height, baseline) && !isStop(dot, height, at(before).y1)) continue;
    before.symbol.text += '.';
    restored = true;
  }
  return restored;
}
