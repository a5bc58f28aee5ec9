// translateWordProblem: common school word problems turned into equations by rules, for the student to
// confirm and the solver to solve. Each template reads the whole story or declines: a clause it does
// not recognise, or a number the math would not use, means null, never a guess.
import { ages } from './word-problems-ages.ts';
import { coins, solutions, twoPrices } from './word-problems-mixtures.ts';
import { motion } from './word-problems-motion.ts';
import { consecutiveIntegers, timesAsMany } from './word-problems-numbers.ts';
import { pricePercent } from './word-problems-price.ts';
import { rectangle, square, triangleAngles } from './word-problems-shapes.ts';
import { storyOf, type Template, type WordTranslation } from './word-problems-text.ts';

export type { WordTranslation } from './word-problems-text.ts';

/** Longer stories are not the short school templates these rules know. */
const MAX_STORY_CHARS = 600;

const TEMPLATES: Template[] = [
  consecutiveIntegers,
  timesAsMany,
  ages,
  motion,
  pricePercent,
  solutions,
  coins,
  twoPrices,
  rectangle,
  square,
  triangleAngles,
];

/** The equations a word problem means, or null when it is not clearly one of the known templates. */
export function translateWordProblem(text: string): WordTranslation | null {
  if (text.length > MAX_STORY_CHARS) return null;
  const story = storyOf(text);
  if (!story) return null;
  const found = TEMPLATES.map((template) => template(story)).filter((t) => t !== null);
  // Two templates reading the same story differently would be a guess.
  return found.length > 0 && found.every((t) => t.math === found[0]!.math) ? found[0]! : null;
}
