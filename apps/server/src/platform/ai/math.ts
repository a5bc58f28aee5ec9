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
