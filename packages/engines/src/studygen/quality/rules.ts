import { containsWord, singular } from '../text.ts';
import {
  answerKind,
  BLANK,
  demonstrativeBeforeBlank,
  fitsAskedKind,
  grammaticalNumber,
  leadingPronoun,
  mergedHeading,
  numberExpectedAtBlank,
  sentenceStarts,
  startsWithVowelSound,
} from './grammar.ts';
import type { ItemView } from './item.ts';
import { isDefinitionTrueOf, lexicalRelation } from './lexicon.ts';

/**
 * The item rules of issue 21 ("Cloze and definition items from notes and WordNet"), one function
 * each. A rule returns what is wrong with the item (empty when nothing is); it flags only cases it
 * can tell clearly from the item itself.
 */
export type ItemRule = (item: ItemView) => string[];

const short = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const list = (items: string[]) => items.map((i) => `"${short(i, 40)}"`).join(', ');

/** Passages that must be one sentence: the item's own, plus the cited sentence of notes (shown in the explanation). */
function shownSentences(item: ItemView): string[] {
  const notesSentence = item.source?.kind === 'notes' ? [item.source.sentence] : [];
  return [...item.passages, ...notesSentence];
}

/** More than one sentence in a cloze or definition. */
const mergedSentences: ItemRule = (item) => {
  for (const text of shownSentences(item)) {
    const starts = sentenceStarts(text);
    if (starts.length) return [`${starts.length + 1} sentences in "${short(text)}"`];
  }
  return [];
};

/** A heading run into the first sentence ("Key features The vertex is…"). */
const mergedHeadingRule: ItemRule = (item) => {
  for (const text of shownSentences(item)) {
    const heading = mergedHeading(text);
    if (heading) return [`heading "${heading}" merged into "${short(text)}"`];
  }
  return [];
};

/** "It does not need ___", "Its ___ swore…", "this ___": the referent is in another sentence. */
const unresolvedPronoun: ItemRule = (item) => {
  for (const text of item.passages) {
    if (text.split(/\s+/).length <= 3) continue; // a term, not a sentence
    const pronoun = leadingPronoun(text);
    if (pronoun) return [`opens with "${pronoun}": "${short(text)}"`];
    const demonstrative = demonstrativeBeforeBlank(text);
    if (demonstrative) return [`"${demonstrative} ${BLANK}" points to an earlier sentence`];
  }
  return [];
};

/** "a ___" / "an ___" that only some options (or not the answer) fit. */
const articleCue: ItemRule = (item) => {
  const m = item.cloze && /\b(a|an)\s+___/i.exec(item.cloze);
  if (!m) return [];
  const article = m[1]!.toLowerCase();
  const fits = (option: string) => startsWithVowelSound(option) === (article === 'an');
  if (!fits(item.answer)) return [`"${article} ${BLANK}" does not fit the answer "${item.answer}"`];
  const ruledOut = item.distractors.filter((d) => !fits(d));
  return ruledOut.length ? [`"${article} ${BLANK}" rules out ${list(ruledOut)}`] : [];
};

const initialCase = (text: string) =>
  /^\p{Lu}/u.test(text.trim()) ? 'upper' : /^\p{Ll}/u.test(text.trim()) ? 'lower' : undefined;

/** The answer is the only capitalised (or the only lower-case) option of a cloze. */
const capitalisationCue: ItemRule = (item) => {
  if (!item.cloze || item.distractors.length === 0) return [];
  const answerCase = initialCase(item.answer);
  const others = item.distractors.map(initialCase);
  if (!answerCase || others.some((c) => !c || c === answerCase)) return [];
  return [`only the answer "${item.answer}" starts in ${answerCase} case`];
};

/** "these ___ are" with singular options, "a ___" with plural ones. */
const numberAgreement: ItemRule = (item) => {
  const expectation = item.cloze && numberExpectedAtBlank(item.cloze);
  if (!expectation) return [];
  const { expected, cue } = expectation;
  const answerNumber = grammaticalNumber(item.answer);
  if (answerNumber && answerNumber !== expected) {
    return [`"${cue}" needs a ${expected} answer; "${item.answer}" is ${answerNumber}`];
  }
  const ruledOut = item.distractors.filter((d) => {
    const n = grammaticalNumber(d);
    return n !== undefined && n !== expected;
  });
  return ruledOut.length ? [`"${cue}" (${expected}) rules out ${list(ruledOut)}`] : [];
};

const ASKED_KIND =
  /^(?:which|what|in which|in what)\s+(year|date|name|number|percentage|amount|length of time)\b/i;
const CARD_KINDS = new Set(['year', 'date', 'name', 'number', 'percentage', 'amount', 'length of time']);

/** What the item says its answer is: "Which year…", or a card's category "Date". */
function askedKind(item: ItemView): string | undefined {
  if (item.type === 'question') return ASKED_KIND.exec(item.prompt)?.[1]?.toLowerCase();
  const category = item.category?.toLowerCase();
  return category && CARD_KINDS.has(category) ? category : undefined;
}

/** "Which date…" answered by "By 1914", "Which year…" answered by a name. */
const questionWordMismatch: ItemRule = (item) => {
  const asked = askedKind(item);
  if (!asked || fitsAskedKind(asked, item.answer)) return [];
  return [`asks for a ${asked} but the answer is "${short(item.answer, 40)}"`];
};

/** A year among names, a number among words, or options that are not what the question asks for. */
const distractorKindMismatch: ItemRule = (item) => {
  const kind = answerKind(item.answer);
  const asked = askedKind(item);
  const odd = item.distractors.filter(
    (d) => answerKind(d) !== kind || (asked !== undefined && !fitsAskedKind(asked, d)),
  );
  return odd.length
    ? [`${list(odd)} not of the answer's kind (${kind}${asked ? `, asked: ${asked}` : ''})`]
    : [];
};

/**
 * A distractor that WordNet says is a synonym, broader or narrower term, or a true definition.
 * Option pairs of study packs are left out: their distractors are authored, and WordNet's everyday
 * senses misjudge technical terms (it makes "velocity" a synonym of "speed").
 */
const distractorNotWrong: ItemRule = (item) => {
  const out: string[] = [];
  const comparePairs = item.source?.kind !== 'pack';
  for (const d of item.distractors) {
    const relation = comparePairs ? lexicalRelation(item.answer, d) : undefined;
    if (relation) out.push(`"${d}" is a ${relation} term of the answer "${item.answer}"`);
    else if (item.term && lexicalRelation(item.term, d) === 'broader')
      out.push(`"${d}" is a broader term for "${item.term}"`);
    else if (item.term && isDefinitionTrueOf(item.term, d))
      out.push(`"${short(d, 40)}" is also true of "${item.term}"`);
  }
  return out;
};

/** "In WordNet, what is meant by …": the student is studying a topic, not a dictionary. */
const wordnetPhrasing: ItemRule = (item) =>
  /\bin wordnet\b/i.test(item.prompt) ? [`says "In WordNet": "${short(item.prompt)}"`] : [];

const STOPWORDS = new Set(
  'a an the of and or in on at to for from by with as is are was were be been its it their this that these those'.split(
    ' ',
  ),
);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOPWORDS.has(w))
    .map(singular);

/**
 * Every content word of a short answer is already in the question ("the three ___" beside
 * "Estates-General"), and not every wrong option is. Numbers and symbols are left out ("x² + 4x + 4 = 0"
 * → "0"), and so are cards that answer a question with a full statement.
 */
const answerInQuestion: ItemRule = (item) => {
  if (item.type === 'card' && item.passages.length === 0) return [];
  const echoed = (text: string) => {
    const words = wordsOf(text);
    const promptWords = new Set(wordsOf(item.prompt.replaceAll(BLANK, ' ')));
    return words.length > 0 && words.length <= 4 && words.every((w) => promptWords.has(w));
  };
  if (termRepeatedOnlyInAnswer(item)) return [`the answer repeats the term "${item.term}"`];
  if (!/\p{L}{3}/u.test(item.answer) || !echoed(item.answer)) return [];
  if (item.distractors.length && item.distractors.every(echoed)) return [];
  return [`the answer "${item.answer}" is in the question`];
};

/** "What is meant by "wild cherry"?" → "The fruit of the wild cherry tree", and no other option names it. */
const termRepeatedOnlyInAnswer = (item: ItemView) =>
  !!item.term &&
  containsWord(item.answer, item.term) &&
  !item.distractors.some((d) => item.term && containsWord(d, item.term));

/** "x^___", "C___H12O6": a blank inside a formula or glued to a word. */
const blankInFormula: ItemRule = (item) =>
  item.cloze && /[\p{L}\p{N}^]___|___[\p{L}\p{N}^]/u.test(item.cloze)
    ? [`the blank is part of a formula or word: "${short(item.cloze)}"`]
    : [];

const normText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.;:,!?]+$/u, '');
const inSentence = (sentence: string, text: string) => normText(sentence).includes(normText(text));

/** The answer, the completed cloze, a quoted definition or a year of the question is not in the cited sentence. */
const beyondSource: ItemRule = (item) => {
  const sentence = item.source?.sentence;
  if (!sentence) return [];
  const out: string[] = [];
  if (!inSentence(sentence, item.answer))
    out.push(`the answer "${short(item.answer, 40)}" is not in the cited sentence`);
  if (item.cloze && !inSentence(sentence, item.cloze.replaceAll(BLANK, item.answer)))
    out.push('the completed cloze is not the cited sentence');
  if (item.type === 'question') {
    for (const p of item.passages) {
      if (!p.includes(BLANK) && !inSentence(sentence, p))
        out.push(`"${short(p, 40)}" is not in the cited sentence`);
    }
  }
  // Years are facts; other numbers in a question are usually the data of a problem.
  const years = item.prompt.match(/\b1\d{3}\b|\b20\d{2}\b/g) ?? [];
  const missing = years.filter((y) => !sentence.includes(y));
  if (missing.length) out.push(`${missing.join(', ')} in the question but not in the cited sentence`);
  return out;
};

export const ITEM_RULES = {
  'merged-sentences': mergedSentences,
  'merged-heading': mergedHeadingRule,
  'unresolved-pronoun': unresolvedPronoun,
  'article-cue': articleCue,
  'capitalisation-cue': capitalisationCue,
  'number-agreement': numberAgreement,
  'question-word-mismatch': questionWordMismatch,
  'distractor-kind-mismatch': distractorKindMismatch,
  'distractor-not-wrong': distractorNotWrong,
  'wordnet-phrasing': wordnetPhrasing,
  'answer-in-question': answerInQuestion,
  'blank-in-formula': blankInFormula,
  'beyond-source': beyondSource,
} satisfies Record<string, ItemRule>;

export type ItemRuleName = keyof typeof ITEM_RULES;
