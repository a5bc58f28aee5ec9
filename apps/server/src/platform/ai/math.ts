import { z } from 'zod';
import { askForObject } from './ask.ts';
import type { LlmProvider } from './provider.ts';

/** The model's reading of a word problem: math the CAS can solve, and what each unknown stands for. */
export const WordProblemTranslation = z.object({
  /** One problem in plain math, e.g. "2*x+3=11" or "x+y=30, x-y=4". */
  math: z.string(),
  unknowns: z.array(z.object({ name: z.string(), meaning: z.string() })),
});
export type WordProblemTranslation = z.infer<typeof WordProblemTranslation>;

/**
 * Asks the LLM to turn a word problem into equations. The model never answers the problem: the
 * math engine solves and verifies what it wrote.
 */
export async function llmTranslateWordProblem(
  provider: LlmProvider,
  problem: string,
): Promise<WordProblemTranslation> {
  return askForObject(provider, {
    schema: WordProblemTranslation,
    schemaName: 'word_problem',
    system:
      'You translate math word problems into plain math for a computer algebra system. Do NOT solve the ' +
      'problem. Write `math` in plain ASCII math with single-letter unknowns (x, y, z, t), explicit ' +
      '`*` for multiplication and `^` for powers: one equation (e.g. "3*x+12=45"), several linear ' +
      'equations separated by ", " (e.g. "x+y=30, x-y=4"), an inequality, or an expression to evaluate ' +
      '(e.g. "15/100*80"). Convert units so every quantity uses the same unit. List each unknown with what ' +
      'it stands for, including its unit.',
    prompt: [`Word problem: ${problem}`],
  });
}

/** Problems with a translation that the engine can otherwise read (empty = usable). */
export function translationProblems(translation: WordProblemTranslation): string[] {
  const problems: string[] = [];
  if (!translation.math.trim()) problems.push('no math was given');
  if (translation.math.length > 500) problems.push('the math is too long');
  if (translation.unknowns.length > 3) problems.push('more than three unknowns');
  for (const u of translation.unknowns)
    if (!/^[a-z]$/.test(u.name)) problems.push(`unknown "${u.name}" is not a single letter`);
  return problems;
}

/** The model's transcription of a photographed math problem; empty when it saw none. */
export const MathPhotoReading = z.object({
  /** The problem in plain ASCII math, e.g. "2*x+3=11". */
  math: z.string(),
});
export type MathPhotoReading = z.infer<typeof MathPhotoReading>;

/** Longest photo reading the model may give; a school problem is far shorter. */
const MAX_PHOTO_READING_CHARS = 300;

/**
 * Asks a vision model to transcribe the math problem in a photo. It never solves it: its reading is
 * compared with the photo reader's, and the math engine solves whichever the student accepts.
 */
export async function llmReadMathPhoto(
  provider: LlmProvider,
  image: Uint8Array,
  mediaType: string,
): Promise<MathPhotoReading> {
  const reading = await askForObject(provider, {
    schema: MathPhotoReading,
    schemaName: 'math_photo',
    system:
      'You transcribe the math problem in a photo for a computer algebra system. Do NOT solve it. Write ' +
      '`math` exactly as the problem is written, in plain ASCII math: `^` for powers, explicit `*` for ' +
      'multiplication, sqrt() for roots, fractions with brackets like (x+1)/2, "integral of ... from a to b" ' +
      'for integrals, "lim x->0 ..." for limits, and a system as its equations separated by ", ". Keep a word ' +
      'that says what to do ("Solve", "Factor", "Simplify") as written. If there is no math problem in the photo, give an empty `math`.',
    prompt: ['Transcribe the math problem in this photo.'],
    images: [{ data: image, mediaType }],
  });
  return { math: reading.math.trim() };
}

/** Problems with a photo reading (empty = usable). */
export function photoReadingProblems(reading: MathPhotoReading): string[] {
  if (!reading.math) return ['no math was read'];
  if (reading.math.length > MAX_PHOTO_READING_CHARS) return ['the math is too long'];
  return [];
}
