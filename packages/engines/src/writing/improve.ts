import type { ImproveWritingResponse, WritingSuggestion } from '@studybot/contract';
import type { Finding, GrammarChecker } from './grammar.ts';
import { checkStyle } from './style.ts';

/**
 * Every suggestion for the text, in reading order, and the text with the safe fixes applied (a
 * grammar fix with one possible answer, a small spelling slip). Suggestions keep spans in the text
 * as sent, so the page can highlight them.
 */
export async function improveText(text: string, grammar: GrammarChecker): Promise<ImproveWritingResponse> {
  const [findings, style] = await Promise.all([grammar.check(text), checkStyle(text)]);
  const suggestions: WritingSuggestion[] = [...findings.map(({ safe: _, ...s }) => s), ...style].sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
  return { improved_text: applySafeFixes(text, findings), suggestions };
}

/** Applies the safe fixes from the end backwards, skipping any that overlaps one already applied. */
export function applySafeFixes(text: string, findings: readonly Finding[]): string {
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  const safe = findings.filter((f) => f.safe && f.replacement !== null).sort((a, b) => b.start - a.start);
  for (const fix of safe) {
    if (fix.end > limit) continue;
    result = result.slice(0, fix.start) + fix.replacement + result.slice(fix.end);
    limit = fix.start;
  }
  return result;
}
