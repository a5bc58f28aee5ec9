import { type PartOfSpeech, senses } from '../studygen/wordnet.ts';
import {
  CONTRACTION_PATTERN,
  ELISION_PATTERN,
  ELISIONS,
  expandContraction,
  LEXICON_BY_FIRST_WORD,
} from './formal-lexicon.ts';
import { baseForms } from './inflect.ts';
import { arePairedSynonyms } from './paraphrase-pairs.ts';

/**
 * The meaning check of the local rewrite engine: a rewrite must keep every content word (or use a
 * WordNet synonym or a lexicon entry for it), every number, unit, name, quotation and citation, and
 * the same number of negations.
 */

/** Function words: not checked one by one (negations are counted separately). */
const STOPWORDS = new Set(
  `a an the and or but nor so yet for of to in on at by with from into onto upon about above below over
under between among through during before after since until till as than then that this these those
there here where when why how what which who whom whose whether if because although though while whereas
unless once i me my mine myself you your yours yourself yourselves he him his himself she her hers herself
it its itself we us our ours ourselves they them their theirs themselves one ones be am is are was were
been being have has had having do does did doing will would shall should can could may might must
ought not no never n't cannot also too very just only even still already again ever quite rather
however therefore furthermore moreover additionally thus hence indeed instead otherwise meanwhile
s t d ll m re ve let lets each every either neither both all any some such own same other another
out up down off away back more most less least much many few several`.split(/\s+/),
);

const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'none', 'nobody', 'nothing', 'nowhere', 'neither']);

const NUMBER_WORDS = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million
billion trillion dozen half twice first second third fourth fifth sixth seventh eighth ninth tenth`.split(
    /\s+/,
  ),
);

const UNITS = new Set(
  `percent per cent mm cm m km g kg mg l ml s ms min h hr hrs mph kph kmh degrees degree celsius fahrenheit
kelvin metres meters metre meter kilometres kilometers kilometre kilometer centimetres centimeters
millimetres millimeters miles mile feet foot inches inch yards yard grams gram kilograms kilogram
milligrams litres liters litre liter millilitres milliliters seconds second minutes minute hours hour
days day weeks week months month years year decades decade centuries century pounds pound dollars dollar
euros euro cents tonnes tons joules joule watts watt volts volt amps newtons newton pascals hertz hz
moles mol calories kcal bytes kb mb gb tb`.split(/\s+/),
);

/** Quotations: "…", “…”, ‘…’ and '…' (not the elisions 'cause, 'em, 'til). */
const QUOTE_PATTERN =
  /"[^"\n]{1,400}"|“[^”\n]{1,400}”|‘(?:[^’\n]|’(?=\p{L})){1,400}’(?!\p{L})|(?<![\p{L}\d])'(?!(?:cause|em|til|n)\b)(?=\p{L})(?:[^'\n]|'(?=\p{L})){1,400}'(?![\p{L}])/gu;
/** Citations: (Darwin, 1859), (Smith et al., 2020, p. 4), (n.d.), [1], [2, 3]. */
const CITATION_PATTERN =
  /\([^()\n]*?(?:\b(?:1[5-9]\d\d|20\d\d)[a-z]?\b|\bn\.d\.|\bet al\.?)[^()\n]*\)|\[\d+(?:\s*[,–-]\s*\d+)*\]/g;
const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w.+-]+@[\w-]+\.[\w.-]+/g;

export interface Span {
  start: number;
  end: number;
}

/** Quotations, citations, URLs and e-mail addresses: text a rewrite must not touch. */
export function protectedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [QUOTE_PATTERN, CITATION_PATTERN, URL_PATTERN]) {
    for (const m of text.matchAll(pattern)) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Contractions written out (for the check only: "he's" → "he is"), 'cause → because, cannot → can not. */
function normalise(text: string): string {
  return text
    .replace(CONTRACTION_PATTERN, (m, offset: number) => {
      const after = /^\s*([A-Za-z]+)/.exec(text.slice(offset + m.length))?.[1] ?? '';
      return expandContraction(m, after) ?? m;
    })
    .replace(ELISION_PATTERN, (_m, w: string) => ELISIONS[w.toLowerCase()] ?? w)
    .replace(/\bcannot\b/gi, (m) => `${m.slice(0, 3)} not`);
}

interface Word {
  text: string;
  lower: string;
  /** First word of a sentence (its capital says nothing about being a name). */
  sentenceStart: boolean;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/\p{L}+(?:[-'’]\p{L}+)*/gu)) {
    const before = text.slice(0, m.index).replace(/["'“”‘’([\s*•–-]+$/u, '');
    const sentenceStart = before === '' || /[.!?:;\n]$/.test(before) || /\n\s*$/.test(text.slice(0, m.index));
    // Split possessives and leftover clitics: "Darwin's" → "Darwin".
    const word = m[0].replace(/['’]s$/i, '');
    out.push({ text: word, lower: word.toLowerCase(), sentenceStart });
  }
  return out;
}

function multiset(items: Iterable<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

/** Items whose count differs between a and b (each reported once). */
function differences(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()]))
    if ((a.get(key) ?? 0) !== (b.get(key) ?? 0)) out.push(key);
  return out;
}

function numbersOf(text: string, words: Word[]): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}])[-−]?\d+(?:[.,:/]\d+)*(?:\s*(%|[A-Za-zµ°Ω]+))?/gu)) {
    const u = m[1]?.toLowerCase() ?? '';
    const unit = u === '%' || UNITS.has(u) || (u.length <= 2 && !STOPWORDS.has(u)) ? m[1] : '';
    out.push(`${m[0].match(/^[-−]?\d+(?:[.,:/]\d+)*/)![0]}${unit ? ` ${unit}` : ''}`);
  }
  for (const w of words) if (NUMBER_WORDS.has(w.lower)) out.push(w.lower);
  return out;
}

/** Capitalised and not first in its sentence; "NOT" in a shouted sentence is no name. */
const isNameLike = (w: Word): boolean =>
  /^\p{Lu}/u.test(w.text) && !w.sentenceStart && w.text !== 'I' && !STOPWORDS.has(w.lower);

// ---------------------------------------------------------------------------------------------
// WordNet synonymy, cached

const POS: readonly PartOfSpeech[] = ['n', 'v', 'a', 'r'];
const synsetKeys = new Map<string, Set<string>>();

/** Every synset (as "pos:offset") any dictionary form of the word belongs to. */
function synsetsOf(word: string): Set<string> {
  let keys = synsetKeys.get(word);
  if (!keys) {
    keys = new Set();
    for (const pos of POS) {
      for (const base of baseForms(word, pos))
        for (const offset of senses(base, pos)) keys.add(`${pos}:${offset}`);
    }
    if (synsetKeys.size > 20_000) synsetKeys.clear();
    synsetKeys.set(word, keys);
  }
  return keys;
}

/** Whether two words share a WordNet synset (in any of their forms and parts of speech). */
export function areSynonyms(a: string, b: string): boolean {
  if (arePairedSynonyms(a, b)) return true;
  const sa = synsetsOf(a.toLowerCase());
  for (const key of synsetsOf(b.toLowerCase())) if (sa.has(key)) return true;
  return false;
}

/** Same word in another inflection ("grew" / "grow", "plants" / "plant"). */
function sameLemma(a: string, b: string): boolean {
  if (a === b) return true;
  for (const pos of POS) {
    const fa = baseForms(a, pos);
    if (baseForms(b, pos).some((f) => fa.includes(f))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Lexicon coverage: informal phrases in the original whose formal replacement is in the rewrite

function findSequence(words: readonly string[], seq: readonly string[], from = 0): number {
  outer: for (let i = from; i + seq.length <= words.length; i++) {
    for (let k = 0; k < seq.length; k++) if (words[i + k] !== seq[k]) continue outer;
    return i;
  }
  return -1;
}

/** Marks original and rewritten word positions explained by a lexicon entry. */
function lexiconCoverage(orig: string[], rew: string[]): { orig: Set<number>; rew: Set<number> } {
  const coveredOrig = new Set<number>();
  const coveredRew = new Set<number>();
  orig.forEach((w, i) => {
    for (const entry of LEXICON_BY_FIRST_WORD.get(w) ?? []) {
      if (findSequence(orig, entry.words, i) !== i) continue;
      for (const output of entry.outputs) {
        const outWords = output.toLowerCase().match(/\p{L}+/gu) ?? [];
        const at = findSequence(rew, outWords);
        if (at < 0) continue;
        for (let k = 0; k < entry.words.length; k++) coveredOrig.add(i + k);
        for (let k = 0; k < outWords.length; k++) coveredRew.add(at + k);
      }
    }
  });
  return { orig: coveredOrig, rew: coveredRew };
}

const quote = (s: string): string => `“${s}”`;

/**
 * What a rewrite changed that it should not have, in words a student understands; empty when the
 * rewrite keeps the meaning.
 */
export function meaningProblems(
  original: string,
  rewritten: string,
  /**
   * `facts`: only quotations, citations, numbers, negations and names — for a rewrite by a model,
   * whose word choices WordNet cannot vouch for but whose facts can still be checked.
   */
  scope: 'words' | 'facts' = 'words',
): string[] {
  const problems: string[] = [];
  const before = normalise(original);
  const after = normalise(rewritten);

  // Quotations and citations are copied exactly.
  const spanTexts = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[0]);
  for (const q of differences(
    multiset(spanTexts(original, QUOTE_PATTERN)),
    multiset(spanTexts(rewritten, QUOTE_PATTERN)),
  ))
    problems.push(`The quotation ${q} must stay exactly as it is.`);
  for (const c of differences(
    multiset(spanTexts(original, CITATION_PATTERN)),
    multiset(spanTexts(rewritten, CITATION_PATTERN)),
  ))
    problems.push(`The citation ${c} must stay exactly as it is.`);

  const wordsBefore = wordsOf(before);
  const wordsAfter = wordsOf(after);

  for (const n of differences(
    multiset(numbersOf(before, wordsBefore)),
    multiset(numbersOf(after, wordsAfter)),
  ))
    problems.push(`The number ${quote(n)} was changed, added or removed.`);

  const negations = (ws: Word[]) => ws.filter((w) => NEGATIONS.has(w.lower)).length;
  if (negations(wordsBefore) !== negations(wordsAfter))
    problems.push(
      'A negation (such as “not”, “no” or “never”) was added or removed, which changes the meaning.',
    );

  const lowerBefore = wordsBefore.map((w) => w.lower);
  const lowerAfter = wordsAfter.map((w) => w.lower);
  const covered = lexiconCoverage(lowerBefore, lowerAfter);

  // Names: capitalised words not at the start of a sentence keep their count (wherever they stand).
  const capitalised = (ws: Word[]) => multiset(ws.filter((w) => /^\p{Lu}/u.test(w.text)).map((w) => w.text));
  const capsBefore = capitalised(wordsBefore);
  const capsAfter = capitalised(wordsAfter);
  const names = new Set(
    [
      ...wordsBefore.filter((w, i) => isNameLike(w) && !covered.orig.has(i)),
      ...wordsAfter.filter((w, i) => isNameLike(w) && !covered.rew.has(i)),
    ].map((w) => w.text),
  );
  const reportedNames = new Set<string>();
  for (const name of names) {
    if ((capsBefore.get(name) ?? 0) !== (capsAfter.get(name) ?? 0)) {
      problems.push(`The name ${quote(name)} was changed, added or removed.`);
      reportedNames.add(name.toLowerCase());
    }
  }

  if (scope === 'facts') return problems;

  // Content words: kept (in any inflection), replaced by a synonym, or explained by the lexicon.
  const isContent = (w: Word) =>
    !STOPWORDS.has(w.lower) && !NUMBER_WORDS.has(w.lower) && /\p{L}{2}/u.test(w.lower);
  const contentBefore = wordsBefore
    .filter((w, i) => isContent(w) && !covered.orig.has(i))
    .map((w) => w.lower);
  const contentAfter = wordsAfter.filter((w, i) => isContent(w) && !covered.rew.has(i)).map((w) => w.lower);
  const afterSet = new Set(lowerAfter);
  const beforeSet = new Set(lowerBefore);
  const missing = [...new Set(contentBefore)].filter(
    (w) => !afterSet.has(w) && !contentAfter.some((a) => sameLemma(w, a)),
  );
  const added = [...new Set(contentAfter)].filter(
    (w) => !beforeSet.has(w) && !contentBefore.some((b) => sameLemma(w, b)),
  );
  for (const w of missing) {
    if (!reportedNames.has(w) && !added.some((a) => areSynonyms(w, a)))
      problems.push(`The word ${quote(w)} was removed or replaced by a word with a different meaning.`);
  }
  for (const a of added) {
    if (!reportedNames.has(a) && !missing.some((w) => areSynonyms(w, a)))
      problems.push(`The word ${quote(a)} was added, which may change the meaning.`);
  }
  return problems;
}
