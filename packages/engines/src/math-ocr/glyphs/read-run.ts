// The glyph classifier as a reader of a whole run of marks (a number, "2x", "(x", "y"), glyph by
// glyph. Tesseract reads print well and handwriting badly ("3x − 2y" in a hand came back "ox − ty");
// the classifier learned from handwriting-like faces and sees each glyph on its own. What a glyph is
// in math also depends on its height: a Z as tall as the digits is a 2, an O a 0, an S a 5.
import { type Component, type MarkImage, marksImage } from '../image/components.ts';
import { caseFoldedOdds, MATH_CHARACTER } from './classify.ts';
import { glyphFeatures } from './features.ts';
import { type GlyphModel, glyphModel, predict } from './model.ts';

export interface RunReading {
  text: string;
  /** The least sure glyph's probability of what it was read as. */
  sureness: number;
  /**
   * Whether the classifier rules out another reading of the run: one with fewer characters than it
   * sees glyphs (one left out or two run together), or one with a character it gives under 5% for its
   * glyph, unless that is a digit where it sees a letter (but a digit where it sees a g, p, q or y
   * reaching well under the line is ruled out, and so is one where it is all but certain of a letter
   * that no digit, or only other digits, resemble). Signs and stray marks in that reading are passed
   * over; more characters than glyphs rule nothing out where glyphs may touch (a mark not much
   * narrower than it is tall), which it cannot see apart, unless it is all but certain of a digit,
   * sign or letter no two glyphs make there. A reading with characters no math problem has is ruled
   * out where the classifier is all but certain of every glyph.
   */
  rulesOut(other: string): boolean;
  /** Whether another reading has fewer characters than the classifier sees glyphs: one was left out or two run together. */
  misses(other: string): boolean;
  /**
   * The run's reading with another reading's characters kept where the classifier is unsure of its
   * own and does not rule theirs out, when that reading has one character per glyph: tesseract may
   * read a hand's 3 right where the classifier leans to a 5.
   */
  keeping(other: string): string;
}

/** A glyph this narrow for its height is no two touching. */
const NARROW = 0.85;
/** A character the classifier gives less than this for its glyph is ruled out. */
const RULED_OUT = 0.05;
/** The classifier's own character at least this likely is kept over another reading's. */
const SURE = 0.8;
/**
 * Letters that name an unknown and look like no digit (a hand's 4 may look like a y), when the
 * classifier is this sure of them.
 */
const UNKNOWNS = 'tx';
/** The digits a hand's letter of a school problem may look like; a letter not named looks like any. */
const LOOKALIKES: Record<string, string> = {
  a: '29',
  b: '68',
  c: '0246',
  d: '06',
  e: '26',
  k: '4',
  n: '27',
  p: '79',
  y: '47',
  z: '27',
};
/** Letters no two touching glyphs make (two may make an a, "dx", or an m, "rn"). */
const ONE_GLYPH = 'etx';
const CERTAIN = 0.99;

/** Letters that stand no taller than an x: written as tall as a digit, they are a capital. */
const X_HEIGHT = 'acemnorsuvwxz';
/** The digit a capital-sized letter shape is in math (school math names nothing O, Z, S, B or G). */
const LOOKALIKE_DIGIT: Record<string, string> = { o: '0', z: '2', s: '5', b: '8', g: '6' };
/** The letters school math names things with; any other letter in a run is a misreading or a word. */
const MATH_LETTERS = 'abcdektnpxyz';
/** A glyph at least this share of its line's digit height (or of its run's tallest glyph) is capital-sized. */
const TALL = 0.8;
/** A glyph reaching this share of a digit's height under its line's baseline reaches down (the y of "x²y"). */
const REACHES_DOWN = 0.2;
/** Letters that reach under the line. */
const DESCENDERS = 'gjpqy';

/**
 * Marks one above another (the dot of an i, the two strokes of a "%" or a broken "5") make one glyph;
 * marks side by side are separate glyphs.
 */
export function glyphsOf(marks: readonly Component[]): Component[][] {
  const glyphs: Component[][] = [];
  for (const m of [...marks].sort((a, b) => a.x0 - b.x0)) {
    const last = glyphs.at(-1);
    if (last) {
      const x0 = Math.min(...last.map((g) => g.x0));
      const x1 = Math.max(...last.map((g) => g.x1));
      const overlap = Math.min(x1, m.x1) - Math.max(x0, m.x0);
      if (overlap >= 0.5 * Math.min(x1 - x0, m.x1 - m.x0)) {
        last.push(m);
        continue;
      }
    }
    glyphs.push([m]);
  }
  return glyphs;
}

/** What a glyph's box says of what it can be in math. */
interface GlyphShape {
  /** As tall as the line's digits. */
  tall: boolean;
  /** Less than half as wide as tall: a bracket, never a chevron (< >), however angular. */
  narrow: boolean;
}

/** How likely each math character is for one glyph: the classifier's classes folded by case, size and shape. */
function mathOdds(p: Float32Array, classes: string, { tall, narrow }: GlyphShape): Map<string, number> {
  const odds = new Map<string, number>();
  const add = (c: string, v: number) => odds.set(c, (odds.get(c) ?? 0) + v);
  for (let k = 0; k < classes.length; k++) {
    const c = classes[k]!;
    const lower = c.toLowerCase();
    if (/\d/.test(c)) add(c, p[k]!);
    else if (/^[lI|]$/.test(c)) add('1', p[k]!);
    else if (/[a-z]/i.test(c)) {
      // A capital, or an x-height letter's shape written as tall as a digit, is that digit when one
      // looks the same; a small letter stays a letter (the b of "ab"). An o is a zero at any size:
      // no school problem names anything o.
      const capital = c !== lower || (tall && X_HEIGHT.includes(lower));
      add((capital && tall) || lower === 'o' ? (LOOKALIKE_DIGIT[lower] ?? lower) : lower, p[k]!);
    } else if (c === '[' || (narrow && c === '<')) add('(', p[k]!);
    else if (c === ']' || (narrow && c === '>')) add(')', p[k]!);
    else add(c, p[k]!);
  }
  return odds;
}

/** Where a run stands. */
export interface RunPlace {
  /** How tall a digit stands on its line (0: measured from the run alone). */
  digitHeight?: number;
  /** The run is raised: a power, where a z-shape is a 2. */
  power?: boolean;
  /** The run is a number (an integral's bound): each glyph is read as the digit, or e, it most likely is. */
  number?: boolean;
  /** Where its line's letters stand, to see what reaches well under it. */
  baseline?: number;
}

/** Whether any of these marks reaches well under the line's baseline, as a g, p, q or y does (and a hand's 4 may). */
export function reachesDown(marks: readonly Component[], { digitHeight = 0, baseline }: RunPlace): boolean {
  return (
    baseline !== undefined &&
    digitHeight > 0 &&
    marks.some((m) => m.y1 > baseline + REACHES_DOWN * digitHeight)
  );
}

/**
 * The run read glyph by glyph: each glyph its likeliest math character. Null when some glyph is
 * none the classifier knows (a dot, a dash), or when it reads as a word rather than a term.
 */
export function readGlyphRun(
  image: MarkImage,
  marks: readonly Component[],
  place: RunPlace = {},
  model: GlyphModel = glyphModel(),
): RunReading | null {
  const { digitHeight = 0, power = false, number = false } = place;
  const glyphs = glyphsOf(marks);
  const width = (g: Component[]) => Math.max(...g.map((m) => m.x1)) - Math.min(...g.map((m) => m.x0));
  const heights = glyphs.map((g) => Math.max(...g.map((m) => m.y1)) - Math.min(...g.map((m) => m.y0)));
  const tallest = digitHeight || Math.max(...heights);
  const read: { char: string; odds: Map<string, number>; p: Float32Array; down: boolean }[] = [];
  for (const [i, glyph] of glyphs.entries()) {
    // Dots and dashes are no classes of the classifier's: such a run is left to tesseract.
    if (heights[i]! < 0.4 * tallest || width(glyph) > 2 * heights[i]!) return null;
    const p = predict(model, glyphFeatures(marksImage(image, glyph).image));
    const down = reachesDown(glyph, { ...place, digitHeight: tallest });
    const odds = mathOdds(p, model.classes, {
      tall: heights[i]! >= TALL * tallest,
      narrow: width(glyph) < 0.5 * heights[i]!,
    });
    if (number) for (const c of odds.keys()) if (!/[\de]/.test(c)) odds.delete(c);
    read.push({ char: [...odds].sort((a, b) => b[1] - a[1])[0]![0], odds, p, down });
  }
  // Hands write a 2 no taller than their z, so where the shape stands says which it is: in a power,
  // or before a letter it multiplies ("2y"), it is a 2; a variable z stands after its coefficient.
  for (const [i, r] of read.entries())
    if (r.char === 'z' && (power || /[a-z]/.test(read[i + 1]?.char ?? ''))) {
      r.odds.set('2', (r.odds.get('2') ?? 0) + r.odds.get('z')!);
      r.char = '2';
    }
  const text = read.map((r) => r.char).join('');
  const letters = text.replace(/[^a-z]/g, '');
  if ([...letters].some((c) => !MATH_LETTERS.includes(c)) || letters.length > 2) return null;
  const known = (other: string) => [...other].filter((c) => model.classes.includes(c));
  const misses = (other: string) => known(other).length < read.length;
  const sureness = Math.min(...read.map((r) => r.odds.get(r.char)!));
  return {
    text,
    sureness,
    misses,
    rulesOut(other) {
      if (misses(other)) return true;
      // Characters no math problem has ("6:¢" for "6x") where the classifier is all but certain of every glyph.
      if (sureness >= CERTAIN && [...other].some((c) => !MATH_CHARACTER.test(c))) return true;
      const chars = known(other);
      // A digit read where it sees a letter stands (a hand's 7 may look like a P, but no 7 like an x),
      // unless that letter reaches down and so does the glyph, well under the line (a hand's 4 may
      // reach down too, but the classifier then sees a 4), or it is all but certain of an unknown's
      // letter that no digit resembles (a printed t read as 1: "2t" as "21"), or of one that only
      // other digits resemble (a printed z read as 4, a b as 0; a hand's z is a 2, its b a 6).
      const certain = (c: string, i: number) =>
        (UNKNOWNS.includes(read[i]!.char) || !(LOOKALIKES[read[i]!.char] ?? c).includes(c)) &&
        read[i]!.odds.get(read[i]!.char)! >= CERTAIN &&
        caseFoldedOdds(model, read[i]!.p, c) < 1 - CERTAIN;
      const letterAt = (c: string, i: number) =>
        /\d/.test(c) && /[a-z]/.test(read[i]?.char ?? '') && !certain(c, i);
      if (chars.some((c, i) => letterAt(c, i) && read[i]!.down && DESCENDERS.includes(read[i]!.char)))
        return true;
      if (chars.some(letterAt)) return false;
      // More characters than glyphs: glyphs touching, unless each is narrower than two could be ("2"
      // read as "[A"), or a digit, sign or letter no two glyphs make that the classifier is all but
      // certain of ("1>3" read as "l1>23", "6x" as "(5).4", "e" as "[)").
      if (chars.length > read.length)
        return glyphs.every(
          (g, i) =>
            width(g) <= NARROW * heights[i]! ||
            ((!/[a-z]/i.test(read[i]!.char) || ONE_GLYPH.includes(read[i]!.char)) &&
              read[i]!.odds.get(read[i]!.char)! >= CERTAIN),
        );
      return chars.some((c, i) => caseFoldedOdds(model, read[i]!.p, c) < RULED_OUT);
    },
    keeping(other) {
      const chars = [...other];
      if (chars.length !== read.length) return text;
      return read
        .map((r, i) => {
          const c = chars[i]!;
          const kept =
            /^[\d()]$/.test(c) && r.odds.get(r.char)! < SURE && caseFoldedOdds(model, r.p, c) >= RULED_OUT;
          return kept ? c : r.char;
        })
        .join('');
    },
  };
}
