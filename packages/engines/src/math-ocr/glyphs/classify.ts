// The glyph classifier as a second reader of single characters: where it is sure a mark is something
// tesseract did not read it as, the reading cannot be trusted as it stands.
import { type Component, type MarkImage, marksImage } from '../image/components.ts';
import { glyphFeatures } from './features.ts';
import { type GlyphModel, glyphModel, predict } from './model.ts';

/** What the classifier tells apart. Dots, commas and bars (=, −) are found by size and shape instead. */
export const GLYPH_CLASSES = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ()[]%/+<>|';

/** One character that can stand in a school math problem: ASCII, or a math sign tesseract knows. */
export const MATH_CHARACTER = /^[\x21-\x7e−×÷·≤≥≠√π∞²³±]$/u;

export interface GlyphGuess {
  char: string;
  probability: number;
  /** The probability of the character it is checked against, capital and small letter together. */
  of: number;
  /** The same for any other character (0 for one it does not know), without classifying again. */
  odds(char: string): number;
}

/**
 * The classifier's best guess for the glyph these marks make, and how likely it finds `read` (what
 * tesseract made of them). Null when `read` is no class it knows.
 */
export function checkGlyph(
  image: MarkImage,
  marks: readonly Component[],
  read: string,
  model: GlyphModel = glyphModel(),
): GlyphGuess | null {
  if (read.length !== 1 || !model.classes.includes(read) || marks.length === 0) return null;
  const p = predict(model, glyphFeatures(marksImage(image, marks).image));
  const top = p.indexOf(Math.max(...p));
  const odds = (char: string) => caseFoldedOdds(model, p, char);
  return { char: model.classes[top]!, probability: p[top]!, of: odds(read), odds };
}

/** How likely the classifier's probabilities `p` make `char`, its capital and small letter together. */
export function caseFoldedOdds(model: GlyphModel, p: Float32Array, char: string): number {
  let sum = 0;
  for (let k = 0; k < p.length; k++) if (model.classes[k]!.toLowerCase() === char.toLowerCase()) sum += p[k]!;
  return sum;
}
