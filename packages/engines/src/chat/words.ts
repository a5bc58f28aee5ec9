/** Word helpers shared by the chat engine's retrieval and answer composer. */

/** Function words: never indexed, never searched for. */
export const STOPWORDS = new Set(
  (
    'a an the and or but if then than so as of in on at to for from by with about into onto over under ' +
    "up down out off again further once there here this that these those it its it’s it's is are was were " +
    'be been being am have has had having do does did doing done i me my mine myself we us our ours you your ' +
    'yours he him his she her hers they them their theirs what which who whom whose why how when where ' +
    'can could would should will shall may might must not no nor yes very just also too only own same such ' +
    'between among during before after through without within across against toward towards upon via per ' +
    'while because since until whether although though ' +
    'some any all each every both few more most other s t d ll re ve m o y isn aren wasn weren don doesn didn ' +
    "won't can't cannot shan't"
  ).split(' '),
);

/**
 * Words of a question that say what to do rather than what about ("explain", "tell me"): not
 * searched for and not required of a passage.
 */
export const QUESTION_FILLER = new Set(
  (
    'tell explain describe describing summarize summarise summary please know want need like help give ' +
    'show mean means meaning meant define definition thing things stuff happen happens happened role ' +
    'importance important significance significant purpose example examples kind sort type idea ideas ' +
    'main basically actually really exactly anything something everything everyone someone anyone say ' +
    'says said talk talking let lets thanks thank hi hello hey okay ok quick quickly simple simply ' +
    'brief briefly detail details'
  ).split(' '),
);

/**
 * Words so common in any subject that sharing one says little ("world", "won"): they count half
 * when deciding whether a passage answers a question.
 */
export const COMMON_WORDS = new Set(
  (
    'world won win wins winning people time times year years new first last make made makes use used uses ' +
    'work works way ways many much good great part parts place day days get got go goes went come came take ' +
    'took see look find found number one two three lot lots different same big small large long old ' +
    'well able often usually called call known'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words of a text in order (letters and digits; "Newton's" stays one word). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Words for indexing and matching: as `words`, with "World War I/One/1" and "WWI" read as one term
 * (ww1, likewise ww2), so "World War 2" does not match a passage about World War One.
 */
export function termWords(text: string): string[] {
  return words(
    text
      .replace(/\b(?:world\s+war|ww)\s*(?:i|1|one)\b/gi, 'ww1')
      .replace(/\b(?:world\s+war|ww)\s*(?:ii|2|two)\b/gi, 'ww2'),
  );
}

/** Number words and Roman numerals (two letters and more) as digits: "three laws" meets "3 laws". */
const NUMBERS = new Map<string, string>([
  ['one', '1'],
  ['two', '2'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7'],
  ['eight', '8'],
  ['nine', '9'],
  ['ten', '10'],
  ['ii', '2'],
  ['iii', '3'],
  ['iv', '4'],
  ['vi', '6'],
  ['vii', '7'],
  ['viii', '8'],
  ['ix', '9'],
]);

const DOUBLES = new Set(['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt']);
const undouble = (w: string) => (DOUBLES.has(w.slice(-2)) ? w.slice(0, -1) : w);
const hasVowel = (w: string) => {
  for (const c of w) if ('aeiouy'.includes(c)) return true;
  return false;
};
const hasDigit = (w: string) => {
  for (const c of w) if (c >= '0' && c <= '9') return true;
  return false;
};

/**
 * A light suffix stemmer: plurals, -ing, -ed, -ly and a final e go, so "absorbs", "absorbed" and
 * "absorbing" meet at "absorb". Only ever compared with its own output, so it need not be a
 * dictionary word. Plain string tests: it runs for every new word indexed.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.endsWith("'s") || w.endsWith('’s')) w = w.slice(0, -2);
  else if (w.endsWith("'") || w.endsWith('’')) w = w.slice(0, -1);
  const n = NUMBERS.get(w);
  if (n) return n;
  if (w.length <= 3 || hasDigit(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('xes') || w.endsWith('zes'))
    w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing') && hasVowel(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') && hasVowel(w.slice(0, -2)))
    w = undouble(w.slice(0, -2));
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

const termCache = new Map<string, string | null>();
const TERM_CACHE_LIMIT = 50_000;

/** The index form of one word, or null for a stopword. */
export function indexTerm(word: string): string | null {
  const cached = termCache.get(word);
  if (cached !== undefined) return cached;
  const w = word.toLowerCase();
  const term = w.length === 0 || STOPWORDS.has(w) ? null : stem(w);
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(word, term);
  return term;
}

/** The search form of one word of a question: also drops the words that only say what to do. */
export function queryTerm(word: string): string | null {
  const w = word.toLowerCase();
  if (QUESTION_FILLER.has(w)) return null;
  return indexTerm(w);
}

/** A question's key terms (stemmed, deduplicated, in order) with the original word of each. */
export function keyTerms(text: string): { term: string; word: string; common: boolean }[] {
  const seen = new Set<string>();
  const out: { term: string; word: string; common: boolean }[] = [];
  for (const word of termWords(text)) {
    const term = queryTerm(word);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    out.push({ term, word, common: COMMON_WORDS.has(word.toLowerCase()) });
  }
  return out;
}

/** Whether two stems name the same word: equal, or one a near-complete prefix of the other (typos, -ic/-is). */
export function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 6) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.max(6, Math.ceil(0.8 * shorter)) && Math.abs(a.length - b.length) <= 3;
}
