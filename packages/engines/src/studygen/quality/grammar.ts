/**
 * Small English heuristics the quality rules share: sentence breaks, merged headings, pronouns,
 * a/an, singular/plural and the kind of an answer (year, date, number…). They aim at clear cases:
 * when unsure they say nothing, so a rule built on them does not flag good items.
 */

export const BLANK = '___';

const LEADING_QUOTES = /^["'“‘(]+/u;

/** Abbreviations whose full stop does not end a sentence ("e.g. Paris", "Dr. Smith", "J. Thomson"). */
const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|etc|vs|approx|Mr|Mrs|Ms|Dr|St|Mt|No|Fig|ca|c)|\b\p{Lu}|\p{Lu}\.\p{Lu})$/u;

/**
 * Where one sentence ends and another starts inside `text`: a full stop, question or exclamation
 * mark, then a space and a capital or digit. Returns the text of each later sentence's start.
 */
export function sentenceStarts(text: string): string[] {
  const starts: string[] = [];
  for (const m of text.matchAll(/([.!?])["'”’)]?\s+(?=["'“‘(]?[\p{Lu}\d])/gu)) {
    const before = text.slice(0, m.index);
    if (m[1] === '.' && ABBREVIATION.test(before)) continue;
    starts.push(text.slice(m.index + m[0].length, m.index + m[0].length + 30));
  }
  return starts;
}

const SMALL_TITLE_WORDS = new Set(['of', 'and', 'the', 'in', 'a', 'an', 'for', 'to', 'on', 'at', '&', 'by']);
/** Words that typically open a sentence; capitalised after a title-case run they mark a merged heading. */
const SENTENCE_OPENERS = new Set(
  'the a an in on at by during after before when while it its this these they their there most many all each some every from since until over'.split(
    ' ',
  ),
);

const isCapitalised = (w: string) => /^\p{Lu}/u.test(w.replace(LEADING_QUOTES, ''));
const bare = (w: string) => w.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase();

/** "Key Features The vertex is…", "Photosynthesis Photosynthesis is…", "## Causes …", "Causes: By 1914…". */
export function mergedHeading(text: string): string | undefined {
  const t = text.trim().replace(LEADING_QUOTES, '');
  if (/^#{1,6}\s/.test(t)) return t.split(/\s+/).slice(0, 4).join(' ');
  const words = t.split(/\s+/);
  return repeatedOpening(words) ?? titleRunBeforeOpener(words) ?? labelBeforeColon(t);
}

/** The first 1–5 words repeated straight away: a heading followed by a sentence that starts the same. */
function repeatedOpening(words: string[]): string | undefined {
  for (let k = 1; k <= 5 && 2 * k <= words.length; k++) {
    const head = words.slice(0, k).map(bare);
    const next = words.slice(k, 2 * k).map(bare);
    // Initials ("J. J. Thomson") repeat too: only words of three letters or more count.
    if (head.every((w, i) => w.length >= 3 && w === next[i]) && isCapitalised(words[k]!)) {
      return words.slice(0, k).join(' ');
    }
  }
  return undefined;
}

/** A run of title-case words ending before a capitalised sentence opener ("Causes of the War By 1914"). */
function titleRunBeforeOpener(words: string[]): string | undefined {
  for (let i = 1; i <= 8 && i < words.length; i++) {
    const prev = words[i - 1]!;
    if (/[.,;:!?)]$/.test(prev)) return undefined;
    if (!isCapitalised(prev) && !SMALL_TITLE_WORDS.has(bare(prev))) return undefined;
    const w = words[i]!;
    if (isCapitalised(w) && SENTENCE_OPENERS.has(bare(w)) && isCapitalised(prev)) {
      return words.slice(0, i).join(' ');
    }
  }
  return undefined;
}

/** "Key features: The vertex is…" — a short label, a colon, then a capitalised sentence with more words. */
function labelBeforeColon(text: string): string | undefined {
  const m = /^([^:]{2,40}):\s+(\p{Lu}\S*(?:\s+\S+){3,})/u.exec(text);
  if (!m) return undefined;
  const label = m[1]!.trim();
  return label.split(/\s+/).length <= 5 && !/\d/.test(label) ? label : undefined;
}

const PRONOUN_OPENING =
  /^(it|its|they|them|their|theirs|he|him|his|she|her|hers|this|these|that|those|such|the latter|the former)\b/i;
/** "It is important to…", "It was not until…": an empty "it" refers to nothing. */
const DUMMY_IT = /^it\s+(?:is|was)\s+(?:not\s+)?\w+\s+(?:that|to|until|for)\b/i;

/** The pronoun or demonstrative a passage opens with, whose referent is outside the passage. */
export function leadingPronoun(text: string): string | undefined {
  const t = text.trim().replace(LEADING_QUOTES, '');
  if (DUMMY_IT.test(t) || /^that which\b/i.test(t)) return undefined;
  return PRONOUN_OPENING.exec(t)?.[1];
}

/** "this ___", "these ___": the blank names something a previous sentence introduced. */
export function demonstrativeBeforeBlank(text: string): string | undefined {
  return /\b(this|these|that|those)\s+___/i.exec(text)?.[1];
}

/** Does this word or phrase start with a vowel sound (so it takes "an")? */
export function startsWithVowelSound(text: string): boolean {
  const t = text.trim().replace(LEADING_QUOTES, '');
  const word = t.split(/[\s-]+/)[0] ?? '';
  if (/^\d/.test(word)) return /^(?:8|11|18)(?:\D|$)|^8\d/.test(word);
  // Initialisms are read letter by letter: "an MRI", "a DNA test".
  if (/^\p{Lu}{2,4}$/u.test(word)) return /^[AEFHILMNORSX]/.test(word);
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(?:uni(?!nt|mp|n[^aeiou])|use|usu|uti|ute|ura|uri|ure|euro?|eu|ewe|one\b|once)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}

const IRREGULAR_PLURALS = new Set(
  'children people men women mice teeth feet geese oxen lice bacteria criteria phenomena fungi nuclei cacti stimuli larvae algae alumni mitochondria indices vertices matrices villi'.split(
    ' ',
  ),
);
/** Singular nouns that end in -s. */
const SINGULAR_S =
  /(?:ss|us|is|ys|as|os|ics|news|series|species|lens|atlas|canvas|chaos|cosmos|bias|gas|measles)$/;

/** Singular or plural, for a noun phrase; undefined for names, numbers and anything unclear. */
export function grammaticalNumber(text: string): 'singular' | 'plural' | undefined {
  const t = text.trim().replace(/[.,;:!?]+$/, '');
  if (!/\p{L}/u.test(t) || /^\d/.test(t)) return undefined;
  const words = t.split(/\s+/);
  if (words.every((w) => isCapitalised(w) || SMALL_TITLE_WORDS.has(w))) return undefined; // a name
  if (/\s(?:and|&)\s/.test(t)) return 'plural';
  // "the parts of a cell": the head noun comes before "of".
  const head = (words[words.findIndex((w) => /^(?:of|in|on|with|from|for)$/i.test(w)) - 1] ??
    words.at(-1))!.toLowerCase();
  if (IRREGULAR_PLURALS.has(head)) return 'plural';
  if (/s$/.test(head) && !SINGULAR_S.test(head)) return 'plural';
  return /^\p{L}+$/u.test(head) ? 'singular' : undefined;
}

/** The number the words around a blank demand: "these ___", "___ are" → plural; "a ___", "___ is" → singular. */
export function numberExpectedAtBlank(
  text: string,
): { expected: 'singular' | 'plural'; cue: string } | undefined {
  const before =
    /\b(these|those|many|several|few|various|numerous|two|three|four|five|six|seven|eight|nine|ten|twelve|[2-9]|\d{2,})\s+___/i.exec(
      text,
    );
  if (before) return { expected: 'plural', cue: `${before[1]} ___` };
  const single = /\b(a|an|each|every|another|one)\s+___/i.exec(text);
  if (single) return { expected: 'singular', cue: `${single[1]} ___` };
  const after = /___\s+(is|was|has|does|are|were|have|do)\b/i.exec(text);
  // In "the walls of ___ are" or "water and ___ are" the verb agrees with something else.
  const beforeBlank = after ? text.slice(0, after.index).trim().split(/\s+/).at(-1)?.toLowerCase() : '';
  if (after && !/^(?:of|in|on|with|for|from|by|to|and|or|than|as)$/.test(beforeBlank ?? '')) {
    const verb = after[1]!.toLowerCase();
    return {
      expected: ['is', 'was', 'has', 'does'].includes(verb) ? 'singular' : 'plural',
      cue: `___ ${verb}`,
    };
  }
  return undefined;
}

export type AnswerKind = 'year' | 'date' | 'number' | 'percent' | 'money' | 'symbolic' | 'text';

const MONTH =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const YEAR =
  /^(?:(?:c\.|circa)\s*)?(?:1\d{3}|20\d{2}|\d{1,4}\s?(?:BC|BCE|AD|CE)|(?:AD|CE)\s?\d{1,4}|1\d{2}0s|20\d0s)$/i;
const NUMBER_WORD =
  /^(?:none|zero|unlimited|infinite|infinity|undefined|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|a quarter)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine|hundred|thousand|million|billion))*$/i;

/** A formula or expression rather than words: "C6H12O6", "6CO2 + 6H2O → …", "O(n log n)", "x^2". */
function isSymbolic(text: string): boolean {
  if (/\p{L}{5,}/u.test(text)) return false;
  return /[=+→^×÷*/()²³]|\d\p{L}|\p{Lu}\p{Ll}?\d/u.test(text);
}

/** "−16", "+1", "3/5", "√3/2", "17,000". */
const NUMERIC = /^[-+−±]?(?:\d|√)[\d√.,/\s]*$/u;

/**
 * The coarse kind of an option, to compare the options of one question. An option of several words
 * is text whatever numbers it holds ("A scale from about 0 to 14…").
 */
export function answerKind(text: string): AnswerKind {
  const t = text.trim();
  if ((t.match(/\p{L}{2,}/gu) ?? []).length >= 4) return 'text';
  if (YEAR.test(t)) return 'year';
  if (NUMERIC.test(t)) return 'number';
  if (/%|\bper ?cent\b/i.test(t)) return 'percent';
  if (/[$£€¥]|\d\s*(?:dollars?|pounds?|euros?|pence|cents?)\b/i.test(t)) return 'money';
  if (isSymbolic(t)) return 'symbolic';
  if (/\d/.test(t) && MONTH.test(t)) return 'date';
  // A capitalised word makes "Sputnik 1" or "Apollo 11" a name, not a number.
  if (/\d/.test(t) && /\p{Lu}\p{Ll}{2,}/u.test(t)) return 'text';
  if (/\d/.test(t) || NUMBER_WORD.test(t)) return 'number';
  return 'text';
}

const PREPOSITION_OPENING = /^(?:by|in|on|at|from|until|till|before|after|around|about|since|during)\s/i;
const TIME_UNIT =
  /\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centur(?:y|ies)|millenni(?:um|a))\b/i;

/**
 * Does `answer` fit what the question asks for ("year", "date", "name", "number", "percentage",
 * "amount", "length of time")? "By 1914" is not a date and "from 1793 to 1794" is not a length of time.
 */
export function fitsAskedKind(asked: string, answer: string): boolean {
  const a = answer.trim();
  const kind = answerKind(a);
  switch (asked.toLowerCase()) {
    case 'year':
      return kind === 'year';
    case 'date':
      return !PREPOSITION_OPENING.test(a) && (kind === 'date' || kind === 'year' || MONTH.test(a));
    case 'name':
      return isCapitalised(a) && kind === 'text';
    case 'number':
      return !PREPOSITION_OPENING.test(a) && (kind === 'number' || kind === 'year');
    case 'percentage':
      return kind === 'percent';
    case 'amount':
      return kind === 'money' || kind === 'number';
    case 'length of time':
      return !PREPOSITION_OPENING.test(a) && TIME_UNIT.test(a);
    default:
      return true;
  }
}
