import { norm } from '../text.ts';
import { type GeneratedItem, viewOf } from './item.ts';
import { ITEM_RULES, type ItemRuleName } from './rules.ts';

export type SetRuleName = 'duplicate-item' | 'count-mismatch';
export type RuleName = ItemRuleName | SetRuleName;

export interface Defect {
  rule: RuleName;
  message: string;
}

export interface SetReport {
  /** The defects of each item, in order (a repeated item carries `duplicate-item`). */
  items: Defect[][];
  /** Defects of the set as a whole. */
  set: Defect[];
}

export const RULE_NAMES: readonly RuleName[] = [
  ...(Object.keys(ITEM_RULES) as ItemRuleName[]),
  'duplicate-item',
  'count-mismatch',
];

/** Every defect of one quiz question or flashcard. */
export function checkItem(item: GeneratedItem): Defect[] {
  const view = viewOf(item);
  return (Object.entries(ITEM_RULES) as [ItemRuleName, (typeof ITEM_RULES)[ItemRuleName]][]).flatMap(
    ([rule, check]) => check(view).map((message) => ({ rule, message })),
  );
}

/**
 * Every defect of a generated set: each item's own, an item that repeats an earlier one (same
 * prompt, or the same cited sentence asked again), and a count other than the one requested.
 */
export function checkSet(items: readonly GeneratedItem[], requested?: number): SetReport {
  const reports = items.map(checkItem);
  duplicateDefects(items).forEach((defect, i) => {
    if (defect) reports[i]!.push(defect);
  });
  const set: Defect[] = [];
  if (requested !== undefined && items.length !== requested) {
    set.push({ rule: 'count-mismatch', message: `asked for ${requested}, got ${items.length}` });
  }
  return { items: reports, set };
}

function duplicateDefects(items: readonly GeneratedItem[]): (Defect | undefined)[] {
  const firstPrompt = new Map<string, number>();
  const firstSentence = new Map<string, number>();
  return items.map((item, i) => {
    const view = viewOf(item);
    const prompt = norm(view.prompt);
    const sentence = view.source?.sentence ? norm(view.source.sentence) : undefined;
    const samePrompt = firstPrompt.get(prompt);
    const sameSentence = sentence === undefined ? undefined : firstSentence.get(sentence);
    if (!firstPrompt.has(prompt)) firstPrompt.set(prompt, i);
    if (sentence !== undefined && !firstSentence.has(sentence)) firstSentence.set(sentence, i);
    if (samePrompt !== undefined)
      return { rule: 'duplicate-item', message: `same prompt as item ${samePrompt + 1}` };
    if (sameSentence !== undefined)
      return { rule: 'duplicate-item', message: `asks about the same sentence as item ${sameSentence + 1}` };
    return undefined;
  });
}
