/** Lower-case, single-spaced: how cited sentences and answers are compared. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Problems with a cited sentence: it must come from the material the model was given and
 * contain the answer it supports. This is what keeps an LLM from adding facts of its own.
 */
export function groundingProblems(cited: string, answer: string, context: readonly string[]): string[] {
  const sentence = normalize(cited);
  const problems: string[] = [];
  if (!context.some((c) => normalize(c).includes(sentence) && sentence.length >= 10)) {
    problems.push(`cites a sentence that is not in the source: "${cited.slice(0, 80)}"`);
  }
  if (!sentence.includes(normalize(answer))) {
    problems.push(`the cited sentence does not contain the answer "${answer.slice(0, 40)}"`);
  }
  return problems;
}

const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** Numbers a model's wording holds that none of the facts it was given do (so it made them up). */
export function inventedNumbers(text: string, facts: readonly string[]): string[] {
  const known = new Set(numbersIn(facts.join(' ')));
  return numbersIn(text).filter((n) => !known.has(n));
}
