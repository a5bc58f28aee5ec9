import {
  type CardCandidate,
  cleanDistractors,
  type Difficulty,
  definitelyWrong,
  type QuestionCandidate,
  variant,
} from './candidates.ts';
import type { NoteDefinition, NoteSpan, NotesMaterial, SpanKind } from './notes.ts';
import { grammaticalNumber, numberExpectedAtBlank, startsWithVowelSound } from './quality/grammar.ts';
import { blankOut, capitalize, givesAway, norm, wordCount } from './text.ts';
import type { SourceRef } from './validate.ts';

/*
 * Notes → candidates. Difficulty mapping:
 *   easy   — "How do your notes define <term>?" (term → definition; the other definitions in the
 *            notes are the distractors) and cloze on key terms (terms the notes define or phrases
 *            they mention in 2+ sentences). Cards: term → definition, key-term cloze.
 *   medium — "What do your notes call this: <definition>?" (definition → term) and fact cloze on
 *            years, dates and names. Cards: the same facts, reverse definitions.
 *   hard   — cloze on phrases the notes mention only once, number/percent/money/duration cloze (the
 *            distractors are numbers of the same kind, same unit first), and "What is another name for
 *            <term>?" from "X, also called Y". Cards: the same.
 * Distractors are always other spans of the same kind taken from the same notes, that fit the blank
 * as well as the answer does (a/an, singular/plural, capital) and that WordNet does not relate to it.
 * No item comes from a sentence that leans on an earlier one ("It…", "this ___"), and no blank falls
 * inside a formula. Stems vary with the term or sentence, the same way every time.
 */

const explain = (sentence: string) => `From your notes: "${sentence}"`;
const sentenceKey = (i: number) => `sentence:${i}`;

const KIND_WORD: Record<SpanKind, string> = {
  phrase: 'word or phrase',
  name: 'name',
  year: 'year',
  date: 'date',
  number: 'number',
  percent: 'percentage',
  money: 'amount',
  duration: 'length of time',
};

function spanTier(span: NoteSpan, definedTerms: Set<string>): Difficulty {
  switch (span.kind) {
    case 'phrase':
      return definedTerms.has(norm(span.text)) || span.frequency >= 2 ? 'easy' : 'hard';
    case 'name':
    case 'year':
    case 'date':
      return 'medium';
    default:
      return 'hard';
  }
}

interface SpanInfo {
  text: string;
  key: string;
  words: number;
  plural: boolean;
  frequency: number;
  unit?: string;
}

const infoOf = (s: NoteSpan): SpanInfo => ({
  text: s.text,
  key: norm(s.text),
  words: wordCount(s.text),
  plural: grammaticalNumber(s.text) === 'plural',
  frequency: s.frequency,
  unit: s.unit,
});

interface KindPool {
  all: string[];
  /** Phrases of about the same length and number ("2|true": two words, plural), key terms first. */
  close: Map<string, [string[], string[]]>;
  byUnit: Map<string | undefined, string[]>;
}

/** The distinct spans of each kind (first mention first), indexed for quick distractor lookup. */
function poolsByKind(spans: NoteSpan[]): Map<SpanKind, KindPool> {
  const byKind = new Map<SpanKind, Map<string, SpanInfo>>();
  for (const s of spans) {
    const kind = byKind.get(s.kind) ?? new Map<string, SpanInfo>();
    byKind.set(s.kind, kind);
    const info = infoOf(s);
    if (!kind.has(info.key)) kind.set(info.key, info);
  }
  const pools = new Map<SpanKind, KindPool>();
  for (const [kind, map] of byKind) {
    const infos = [...map.values()];
    const close = new Map<string, [string[], string[]]>();
    const byUnit = new Map<string | undefined, string[]>();
    for (const o of infos) {
      const list = byUnit.get(o.unit) ?? [];
      list.push(o.text);
      byUnit.set(o.unit, list);
      const key = `${o.words}|${o.plural}`;
      if (!close.has(key)) {
        const near = infos.filter((x) => Math.abs(x.words - o.words) <= 1 && x.plural === o.plural);
        close.set(key, [near.filter((x) => x.frequency >= 2).map((x) => x.text), near.map((x) => x.text)]);
      }
    }
    pools.set(kind, { all: infos.map((o) => o.text), close, byUnit });
  }
  return pools;
}

/**
 * Other spans of the same kind, closest first: for phrases and names, key terms of about the same
 * length and number, then any of that shape, then the rest; for numbers, the same unit first.
 * (The span itself is in the lists; cleanDistractors drops it as the answer.)
 */
function sameKind(span: NoteSpan, pools: Map<SpanKind, KindPool>): string[][] {
  const pool = pools.get(span.kind);
  if (!pool) return [];
  if (span.kind === 'phrase' || span.kind === 'name') {
    const me = infoOf(span);
    const [keyTerms, near] = pool.close.get(`${me.words}|${me.plural}`) ?? [[], []];
    return [keyTerms, near, pool.all];
  }
  return [pool.byUnit.get(span.unit) ?? [], pool.all];
}

const meaningQuestion = (term: string) =>
  variant(term, [
    `How do your notes define "${term}"?`,
    `According to your notes, what does "${term}" mean?`,
    `In your notes, what is meant by "${term}"?`,
  ]);

function termQuestion(d: NoteDefinition): string {
  const description = `"${capitalize(d.definition)}"?`;
  return variant(d.term, [
    `Which term matches this description from your notes: ${description}`,
    `What do your notes call this: ${description}`,
    `Which term do your notes define like this: ${description}`,
  ]);
}

function clozeQuestion(span: NoteSpan, blanked: string): string {
  const what = KIND_WORD[span.kind];
  return variant(span.sentence, [
    `Which ${what} completes this sentence from your notes: "${blanked}"`,
    `Which ${what} fills the gap in this sentence from your notes: "${blanked}"`,
    `Which ${what} belongs in the blank: "${blanked}"`,
  ]);
}

/** "x^___", "(x - ___)", "___^2 - 4ac", "C___H12O6": a blank inside a formula or an exponent. */
const BLANK_IN_FORMULA =
  /[\p{L}\p{N}^_]___|___[\p{L}\p{N}^_]|[=+^×÷*/→<>]\s*___|___\s*[=+^×÷*/→<>]|\(\s*___|___\s*\)|[\p{L}\p{N})]\s[-−]\s___|___\s[-−]\s[\p{L}\p{N}(]/u;

/**
 * The span's sentence with the span blanked, or undefined when that makes no fair item: the sentence
 * leans on an earlier one, the blank follows "this", "these" or "such", sits in a formula or leaves
 * fewer than four words, the rest of the sentence gives the answer away ("HTTP … and ___ adds
 * encryption"), or the answer itself does not fit the words around the blank.
 */
function clozeOf(span: NoteSpan): string | undefined {
  if (!span.standalone) return undefined;
  const blanked = blankOut(span.sentence, span.text);
  if (!blanked.includes('___') || wordCount(blanked.replace(/___/g, '')) < 4) return undefined;
  if (/\b(?:this|these|that|those|such)\s+___/i.test(blanked) || BLANK_IN_FORMULA.test(blanked))
    return undefined;
  // "when the price of a ___ …" → "good rises": a span the grammar around it rejects is mis-read.
  if (givesAway(blanked, span.text) || !fitsBlank(blanked, span.text)(span.text)) return undefined;
  return blanked;
}

const initialCapital = (text: string) => /^\p{Lu}/u.test(text.trim());

/**
 * Options that fit the blank as well as the answer does, so grammar does not point to it: the same
 * a/an after "a ___" or "an ___", the number the blank asks for (or the answer's), and a capital
 * only if the answer has one.
 */
function fitsBlank(blanked: string, answer: string): (option: string) => boolean {
  const article = /\b(a|an)\s+___/i.exec(blanked)?.[1]?.toLowerCase();
  const number = numberExpectedAtBlank(blanked)?.expected ?? grammaticalNumber(answer);
  const capital = initialCapital(answer);
  return (option) =>
    (!article || startsWithVowelSound(option) === (article === 'an')) &&
    (!number || (grammaticalNumber(option) ?? number) === number) &&
    initialCapital(option) === capital;
}

export function notesQuestionCandidates(material: NotesMaterial, ref: string): QuestionCandidate[] {
  const out: QuestionCandidate[] = [];
  const source = (sentence: string): SourceRef => ({ kind: 'notes', ref, sentence });
  const { definitions, aliases, spans } = material;
  const definedTerms = new Set(definitions.map((d) => norm(d.term)));
  const pools = poolsByKind(spans);
  const phraseTexts = [...(pools.get('phrase')?.all ?? []), ...(pools.get('name')?.all ?? [])];

  for (const d of definitions) {
    const keys = [sentenceKey(d.sentenceIndex), `term:${norm(d.term)}`];
    const base = { keys, explanation: explain(d.sentence), source: source(d.sentence) };
    const others = definitions.filter((o) => norm(o.term) !== norm(d.term));
    const q1 = meaningQuestion(d.term);
    const answer1 = capitalize(d.definition);
    const defs = cleanDistractors(answer1, q1, [others.map((o) => capitalize(o.definition))]);
    if (defs)
      out.push({
        ...base,
        kind: 'notes-term-to-definition',
        tier: 'easy',
        question: q1,
        answer: answer1,
        distractors: defs,
      });
    const q2 = termQuestion(d);
    const terms = definitelyWrong(
      d.term,
      cleanDistractors(d.term, q2, [others.map((o) => o.term), phraseTexts]),
    );
    if (terms)
      out.push({
        ...base,
        kind: 'notes-definition-to-term',
        tier: 'medium',
        question: q2,
        answer: d.term,
        distractors: terms,
      });
  }

  for (const a of aliases) {
    const q = `According to your notes, what is another name for ${a.term}?`;
    const names = cleanDistractors(a.alias, q, [
      aliases.filter((o) => o !== a).map((o) => o.alias),
      definitions.map((o) => o.term),
      phraseTexts,
    ]);
    if (names) {
      out.push({
        kind: 'notes-alias',
        tier: 'hard',
        keys: [sentenceKey(a.sentenceIndex), `term:${norm(a.term)}`],
        question: q,
        answer: a.alias,
        distractors: names,
        explanation: explain(a.sentence),
        source: source(a.sentence),
      });
    }
  }

  for (const span of spans) {
    const blanked = clozeOf(span);
    if (!blanked) continue;
    const question = clozeQuestion(span, blanked);
    const fits = fitsBlank(blanked, span.text);
    const groups = sameKind(span, pools).map((g) => g.filter(fits));
    const distractors = definitelyWrong(span.text, cleanDistractors(span.text, blanked, groups));
    if (!distractors) continue;
    const tier = spanTier(span, definedTerms);
    out.push({
      kind: `notes-cloze-${span.kind}${span.kind === 'phrase' ? (tier === 'easy' ? '-key' : '-rare') : ''}`,
      tier,
      keys: [sentenceKey(span.sentenceIndex), `term:${norm(span.text)}`],
      question,
      answer: span.text,
      distractors,
      explanation: explain(span.sentence),
      source: source(span.sentence),
    });
  }
  return out;
}

export function notesCardCandidates(material: NotesMaterial, ref: string): CardCandidate[] {
  const out: CardCandidate[] = [];
  const source = (sentence: string): SourceRef => ({ kind: 'notes', ref, sentence });
  const { definitions, aliases, spans } = material;
  const definedTerms = new Set(definitions.map((d) => norm(d.term)));
  for (const d of definitions) {
    const keys = [sentenceKey(d.sentenceIndex), `term:${norm(d.term)}`];
    const front = capitalize(d.term);
    const back = capitalize(d.definition);
    out.push({ kind: 'notes-definition', tier: 'easy', keys, front, back, source: source(d.sentence) });
    out.push({
      kind: 'notes-reverse-definition',
      tier: 'medium',
      keys,
      front: `${back}.`,
      back: front,
      source: source(d.sentence),
    });
  }
  for (const a of aliases) {
    out.push({
      kind: 'notes-alias',
      tier: 'hard',
      keys: [sentenceKey(a.sentenceIndex), `term:${norm(a.term)}`],
      front: `Another name for ${a.term}`,
      back: capitalize(a.alias),
      source: source(a.sentence),
    });
  }
  for (const span of spans) {
    const front = clozeOf(span);
    if (!front) continue;
    const tier = spanTier(span, definedTerms);
    out.push({
      kind: `notes-cloze-${span.kind}`,
      tier,
      keys: [sentenceKey(span.sentenceIndex), `term:${norm(span.text)}`],
      front,
      back: span.text,
      category: span.kind === 'phrase' ? undefined : capitalize(KIND_WORD[span.kind]),
      source: source(span.sentence),
    });
  }
  return out;
}
