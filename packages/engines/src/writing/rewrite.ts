import type { RewriteType } from '@studybot/contract';
import type { ItemSentence, ItsFunction } from 'wink-nlp';
import { winkNlp } from '../studygen/nlp.ts';
import { type PartOfSpeech, senseCounts, senses, synsetOf } from '../studygen/wordnet.ts';
import {
  CONTRACTION_PATTERN,
  type Ctx,
  ELISION_PATTERN,
  ELISIONS,
  expandContraction,
  LEXICON_BY_FIRST_WORD,
  type Tok,
} from './formal-lexicon.ts';
import { compare, indefiniteArticle, inflectVerb, matchCase, pluralize, verbFormsOf } from './inflect.ts';
import { meaningProblems, protectedSpans, type Span } from './meaning.ts';
import { PARAPHRASE_PAIRS } from './paraphrase-pairs.ts';

/**
 * The writing assistant's local rewrite engine (no LLM).
 *
 * formal     — contractions written out, informal words and phrases replaced from a lexicon
 *              (formal-lexicon.ts), sentence-initial "And"/"But"/"So" replaced by connectives.
 * paraphrase — adjectives, adverbs and some verbs and nouns replaced by a synonym from the word's
 *              most frequent WordNet sense, re-inflected; "X because Y." → "Because Y, X." and
 *              "Although X, Y." ↔ "Y, although X.".
 * Every change is checked by meaningProblems (meaning.ts) sentence by sentence; a change that fails
 * the check is dropped, and when nothing is left the rewrite is refused.
 */

export { meaningProblems } from './meaning.ts';
export type { RewriteType };

export interface RewriteResult {
  rewritten_text: string;
  /** What changed, e.g. `"don't" → "do not"`. */
  changes: string[];
}

/** No rewrite kept the meaning (or there was nothing to rewrite); the message is for the student. */
export class RewriteRefused extends Error {
  override name = 'RewriteRefused';
}

export const REFUSED_MEANING = 'This text could not be rewritten without changing its meaning.';
export const REFUSED_ALREADY_FORMAL = 'This text is already formal.';
export const REFUSED_EMPTY = 'There is no text to rewrite.';

interface Edit {
  /** Offsets in the whole text. */
  start: number;
  end: number;
  text: string;
  change: string;
}

interface Sentence {
  start: number;
  end: number;
  tokens: Tok[];
}

// ---------------------------------------------------------------------------------------------
// Parsing

function parse(text: string): Sentence[] {
  const nlp = winkNlp();
  const its = nlp.its;
  const out: Sentence[] = [];
  let cursor = 0;
  let tokens: Tok[] = [];
  const flush = () => {
    if (tokens.length > 0) out.push({ start: tokens[0]!.start, end: tokens.at(-1)!.end, tokens });
    tokens = [];
  };
  let lost = false;
  nlp
    .readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      if (lost) return;
      const values = s.tokens().out() as string[];
      const tags = s.tokens().out(its.pos) as string[];
      // wink's typings declare its.lemma with the wrong signature; it is a token its-function.
      const lemmas = s.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
      for (const [i, value] of values.entries()) {
        const at = text.indexOf(value, cursor);
        if (at < 0) {
          lost = true; // wink changed the text: leave the rest alone
          break;
        }
        // A line break also ends a sentence (headings, bullet points, paragraphs without a full stop).
        if (text.slice(cursor, at).includes('\n')) flush();
        cursor = at + value.length;
        if (!value.trim()) continue;
        tokens.push({
          text: value,
          lower: value.toLowerCase(),
          pos: tags[i] ?? 'X',
          lemma: (lemmas[i] ?? value).toLowerCase(),
          start: at,
          end: at + value.length,
        });
      }
      flush();
    });
  return out;
}

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

function applyEdits(text: string, offset: number, edits: readonly Edit[]): string {
  let out = '';
  let at = offset;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    out += text.slice(at - offset, e.start - offset) + e.text;
    at = e.end;
  }
  return out + text.slice(at - offset);
}

/** "kids' toys" → "children' toys" would be wrong: a plural possessive must keep its final s. */
const breaksPossessive = (text: string, e: Edit): boolean =>
  /^['’](?!\p{L})/u.test(text.slice(e.end)) && !/s$/i.test(e.text);

/** Drops edits that overlap a protected span or an earlier (or longer) edit, or break a possessive. */
function disjoint(text: string, edits: Edit[], protect: readonly Span[]): Edit[] {
  const sorted = edits
    .filter((e) => !protect.some((p) => overlaps(e, p)) && !breaksPossessive(text, e))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Edit[] = [];
  for (const e of sorted) if (!out.some((o) => overlaps(o, e))) out.push(e);
  return out;
}

/** Extends an edit to the article before it when "a"/"an" must change ("a huge" → "an enormous"). */
function fixArticle(text: string, s: Sentence, e: Edit): Edit {
  const article = s.tokens.findLast((t) => t.end <= e.start);
  if (!article || !['a', 'an'].includes(article.lower) || !/^\s+$/.test(text.slice(article.end, e.start)))
    return e;
  const firstWord = /\p{L}+/u.exec(e.text)?.[0];
  if (!firstWord) return e;
  const wanted = indefiniteArticle(firstWord);
  if (wanted === article.lower) return e;
  const fromText = text.slice(article.start, e.end);
  const newText = `${matchCase(article.text, wanted)}${text.slice(article.end, e.start)}${e.text}`;
  return { start: article.start, end: e.end, text: newText, change: `"${fromText}" → "${newText}"` };
}

/**
 * Keeps the edits of one sentence that pass the meaning check: all together if they can, otherwise
 * one by one in order. Returns the kept edits.
 */
function settle(text: string, s: Sentence, edits: Edit[]): Edit[] {
  if (edits.length === 0) return [];
  const original = text.slice(s.start, s.end);
  const passes = (kept: Edit[]) =>
    meaningProblems(original, applyEdits(original, s.start, kept)).length === 0;
  if (passes(edits)) return edits;
  const kept: Edit[] = [];
  for (const e of edits) if (passes([...kept, e])) kept.push(e);
  return kept;
}

const dedupe = (changes: string[]): string[] => [...new Set(changes)];

// ---------------------------------------------------------------------------------------------
// Formal

function formalEdits(text: string, s: Sentence): Edit[] {
  const edits: Edit[] = [];
  const sentence = text.slice(s.start, s.end);
  for (const m of sentence.matchAll(CONTRACTION_PATTERN)) {
    const after = /^\s*([A-Za-z]+)/.exec(sentence.slice(m.index + m[0].length))?.[1] ?? '';
    const expanded = expandContraction(m[0], after);
    if (!expanded) continue;
    const start = s.start + m.index;
    // Questions put the subject before "not": "isn't it?" → "is it not?", "Can't we go?" → "Can we not go?"
    const subject = /^\s+(I|you|he|she|it|we|they|there)\b/i.exec(sentence.slice(m.index + m[0].length));
    const negative = /^(.+?)(?: not|not)$/.exec(expanded);
    if (subject && negative && /\?\s*$/.test(sentence)) {
      const end = start + m[0].length + subject[0].length;
      const replacement = `${matchCase(m[0], negative[1]!)} ${subject[1]} not`;
      const source = text.slice(start, end);
      edits.push({ start, end, text: replacement, change: `"${source}" → "${replacement}"` });
      continue;
    }
    const replacement = matchCase(m[0], expanded);
    edits.push({
      start,
      end: start + m[0].length,
      text: replacement,
      change: `"${m[0]}" → "${replacement}"`,
    });
  }
  for (const m of sentence.matchAll(ELISION_PATTERN)) {
    const replacement = matchCase(m[1]!, ELISIONS[m[1]!.toLowerCase()]!);
    const start = s.start + m.index;
    edits.push({
      start,
      end: start + m[0].length,
      text: replacement,
      change: `"${m[0]}" → "${replacement}"`,
    });
  }
  const tokens = s.tokens;
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (const entry of LEXICON_BY_FIRST_WORD.get(tokens[i]!.lower) ?? []) {
      const j = i + entry.words.length;
      if (j > tokens.length || entry.words.some((w, k) => tokens[i + k]!.lower !== w)) continue;
      const ctx: Ctx = { tokens, i, j };
      if (entry.when && !entry.when(ctx)) continue;
      const target = typeof entry.to === 'string' ? entry.to : entry.to(ctx);
      if (!target) continue;
      const start = tokens[i]!.start;
      const end = tokens[j - 1]!.end;
      const source = text.slice(start, end);
      const atStart = i === 0 || tokens.slice(0, i).every((t) => /^["'“‘(]$/.test(t.text));
      const replacement = entry.acronym
        ? atStart
          ? matchCase('A', target)
          : target
        : /^[A-Z]/.test(target)
          ? target
          : matchCase(source, target);
      edits.push({ start, end, text: replacement, change: `"${source}" → "${replacement}"` });
      matched = entry.words.length;
      break;
    }
    i += matched || 1;
  }
  return edits.map((e) => fixArticle(text, s, e));
}

// ---------------------------------------------------------------------------------------------
// Paraphrase: synonyms

/** Words too general, too grammatical or too ambiguous to swap for a synonym. */
const PARAPHRASE_SKIP = new Set(
  `be have do get make take go come give put set let say tell know think see look want need use like
seem keep become find show mean call try ask work feel leave hold bring begin start turn run move live
believe happen include provide allow help play stand lose pay meet change lead understand watch follow
stop create speak read spend grow open walk win offer remember love consider appear buy wait serve die
send expect build stay fall cut reach kill remain suggest raise pass sell require report decide pull
not very so too also just only even still then now here there when where why how more most less least
well again ever never always often sometimes already yet almost really quite rather much far back away
up down out off over on in together else instead however therefore thus hence perhaps maybe first last
once twice soon later today tomorrow yesterday ago enough other such same many few several own next
second able certain sure whole little main due able likely per top bottom left right
thing things way ways time times people person man men woman women part kind sort lot lots number
year years day days week weeks month months hour hours minute minutes result results effect effects`.split(
    /\s+/,
  ),
);

/** Particles that make a phrasal verb ("give up", "look after"): the verb alone must not change. */
const PARTICLES = new Set([
  'up',
  'down',
  'out',
  'off',
  'over',
  'away',
  'back',
  'on',
  'in',
  'about',
  'around',
  'through',
  'after',
  'into',
  'along',
  'apart',
  'forward',
]);

/** Synonyms never offered (slang senses, offensive or odd in school writing). */
const BLOCKED = new Set([
  'respond',
  'idea',
  'someone',
  'somebody',
  'soul',
  'mortal',
  'only',
  'sure',
  'total',
  'kid',
  'works',
  'ground',
  'grounds',
  'refer',
  'dwell',
  'rely',
  'gay',
  'queer',
  'bloody',
  'damn',
  'ass',
  'dick',
  'cock',
  'screw',
  'bang',
  'bonk',
  'hump',
  'bugger',
  'crap',
  'piss',
  'shit',
  'fuck',
  'whore',
  'negro',
  'nigger',
  'retard',
  'dumb',
  'fag',
  'dyke',
  'poop',
  'pee',
  'booze',
  'dope',
  'weed',
  'pot',
  'grass',
  'crack',
  'coke',
  'horny',
  'sexy',
  'kill',
  'murder',
]);

const WINK_TO_WORDNET: Record<string, PartOfSpeech> = { ADJ: 'a', ADV: 'r', VERB: 'v', NOUN: 'n' };
/** Share of the word's tagged uses its first sense must have for us to trust it. */
const DOMINANCE: Record<PartOfSpeech, number> = { n: 0.6, v: 0.6, a: 0.5, r: 0.5 };
const MIN_FIRST_SENSE_COUNT = 3;
/** How often the synonym must have been seen in that sense, absolutely and relative to the word. */
const MIN_SYNONYM_COUNT = 5;
const MIN_SYNONYM_SHARE = 0.2;

const synonymCache = new Map<string, string | null>();

/**
 * A synonym from the word's most frequent sense: a common single word, often seen in that sense in
 * WordNet's tagged corpus, for which that sense is also its own most frequent one.
 */
export function synonymFor(lemma: string, pos: PartOfSpeech): string | undefined {
  const paired = PARAPHRASE_PAIRS[pos][lemma];
  if (paired) return paired;
  const key = `${pos}:${lemma}`;
  const cached = synonymCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  let best: string | undefined;
  const offsets = senses(lemma, pos);
  const first = offsets[0];
  if (first !== undefined) {
    const counts = senseCounts(lemma).filter((c) => c.pos === pos);
    const total = counts.reduce((sum, c) => sum + c.tagCount, 0);
    const firstCount = counts.find((c) => c.offset === first)?.tagCount ?? 0;
    if (firstCount >= MIN_FIRST_SENSE_COUNT && firstCount >= DOMINANCE[pos] * total) {
      let bestCount = 0;
      for (const word of synsetOf(first, pos).words) {
        if (!/^[a-z]{3,14}$/.test(word) || word === lemma || BLOCKED.has(word)) continue;
        if (word.startsWith(lemma.slice(0, 4)) && lemma.length >= 4) continue; // same stem: big/bigger
        if (PARAPHRASE_SKIP.has(word) || (pos === 'r' && lemma.endsWith('ly') !== word.endsWith('ly')))
          continue;
        const here = senseCounts(word).find((c) => c.pos === pos && c.offset === first);
        // The synonym's own most frequent sense, and a common word in it.
        if (here?.senseNumber !== 1 || here.tagCount < MIN_SYNONYM_COUNT) continue;
        if (here.tagCount < MIN_SYNONYM_SHARE * firstCount) continue;
        if (here.tagCount > bestCount || (here.tagCount === bestCount && best !== undefined && word < best)) {
          best = word;
          bestCount = here.tagCount;
        }
      }
    }
  }
  if (synonymCache.size > 20_000) synonymCache.clear();
  synonymCache.set(key, best ?? null);
  return best;
}

/** The synonym in the same inflection as `word`, or undefined when unsure. */
function inflectedSynonym(t: Tok, pos: PartOfSpeech): string | undefined {
  const word = t.lower;
  const lemma = t.lemma;
  if (!/^[a-z]+$/.test(lemma)) return undefined;
  const synonym = synonymFor(lemma, pos);
  if (!synonym) return undefined;
  switch (pos) {
    case 'n':
      if (word === lemma) return synonym;
      return pluralize(lemma) === word ? pluralize(synonym) : undefined;
    case 'v': {
      const forms = verbFormsOf(word, lemma);
      const outputs = new Set(forms.map((f) => inflectVerb(synonym, f)));
      return forms.length > 0 && outputs.size === 1 ? [...outputs][0] : undefined;
    }
    case 'a':
      if (word === lemma) return synonym;
      for (const degree of ['er', 'est'] as const)
        if (compare(lemma, degree) === word) return compare(synonym, degree);
      return undefined;
    case 'r':
      return word === lemma ? synonym : undefined;
  }
}

function synonymEdits(text: string, s: Sentence, protect: readonly Span[]): Edit[] {
  const edits: Edit[] = [];
  const tokens = s.tokens;
  tokens.forEach((t, k) => {
    // "many" is tagged a determiner, but pairs like an adjective ("many" → "numerous").
    const pos = t.lower === 'many' ? 'a' : WINK_TO_WORDNET[t.pos];
    const paired = pos !== undefined && PARAPHRASE_PAIRS[pos][t.lemma] !== undefined;
    if (
      !pos ||
      !/^[A-Za-z]{3,}$/.test(t.text) ||
      (!paired && (PARAPHRASE_SKIP.has(t.lower) || PARAPHRASE_SKIP.has(t.lemma)))
    )
      return;
    const atStart = tokens.slice(0, k).every((u) => /^["'“‘(]$/.test(u.text));
    if (!atStart && /^[A-Z]/.test(t.text)) return; // a name
    if (t.text.length > 1 && t.text === t.text.toUpperCase()) return; // an acronym
    const prev = tokens[k - 1];
    const next = tokens[k + 1];
    if (pos === 'n' && (prev?.pos === 'NUM' || next?.pos === 'NUM')) return; // units and numbered things
    // "in" after a hand-paired verb is a preposition ("used in", "began in"), not a particle.
    if (pos === 'v' && next && PARTICLES.has(next.lower) && !(paired && next.lower === 'in')) return;
    // "of light." — an adjective tag after a determiner or preposition with no noun after it is a noun.
    if (
      pos === 'a' &&
      ['DET', 'ADP'].includes(prev?.pos ?? '') &&
      !['NOUN', 'ADJ', 'PROPN'].includes(next?.pos ?? '')
    )
      return;
    if (pos === 'n' && next?.pos === 'NOUN') return; // compounds: "cell membrane"
    if (pos === 'n' && prev?.pos === 'NOUN') return;
    if (protect.some((p) => overlaps(t, p))) return;
    // Part of a hyphenated or apostrophised compound: "well-known", "state-of-the-art", "rock'n'roll".
    if (
      /[-‐–'’]$/.test(text.slice(Math.max(0, t.start - 1), t.start)) ||
      /^(?:[-‐–]|['’](?!s\b))\p{L}/u.test(text.slice(t.end))
    )
      return;
    const synonym = inflectedSynonym(t, pos);
    if (!synonym || synonym === t.lower) return;
    const replacement = matchCase(t.text, synonym);
    edits.push(
      fixArticle(text, s, {
        start: t.start,
        end: t.end,
        text: replacement,
        change: `"${t.text}" → "${replacement}"`,
      }),
    );
  });
  return edits;
}

// ---------------------------------------------------------------------------------------------
// Paraphrase: clause order

/** Whether a capitalised sentence-initial word is a name (keeps its capital when moved). */
function isName(t: Tok): boolean {
  if (t.text === 'I' || (t.text.length > 1 && t.text === t.text.toUpperCase())) return true;
  if (t.pos !== 'PROPN') return false;
  for (const pos of ['n', 'a', 'v', 'r'] as const) {
    for (const offset of senses(t.lower, pos).slice(0, 3)) {
      if (synsetOf(offset, pos).words.includes(t.lower)) return false; // a common word ("Scientists" mis-tagged)
    }
  }
  const singular = t.lower.replace(/s$/, '');
  return !senses(singular, 'n').some((o) => synsetOf(o, 'n').words.includes(singular));
}

const lowerFirst = (s: string, keep: boolean): string => (keep ? s : s.charAt(0).toLowerCase() + s.slice(1));
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const hasVerb = (tokens: readonly Tok[]): boolean => tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;

/** Words that cannot end the main clause before "because" ("This is because …", "not because …"). */
const BEFORE_BECAUSE_BAD = new Set(
  `not n't only just partly mainly simply largely mostly precisely exactly is was are were be been am
that it this and or but probably perhaps possibly either because purely solely merely chiefly`.split(/\s+/),
);

/**
 * The sentence with its clauses reordered, or undefined. `edited` is the sentence after word edits;
 * `s` gives the original tokens (for parts of speech), which the word edits never add or remove.
 */
function reorder(edited: string, s: Sentence): { text: string; change: string } | undefined {
  const trimmed = edited.trim();
  if (!/^[^.!?]+\.$/.test(trimmed) || /[;:"“”()[\]?!]/.test(trimmed)) return undefined;
  const body = trimmed.slice(0, -1);
  const words = s.tokens.filter((t) => t.pos !== 'PUNCT');
  const firstTok = words[0];
  if (!firstTok) return undefined;

  const because = [...body.matchAll(/\bbecause\b/gi)];
  if (because.length === 1 && body.indexOf('because') > 0) {
    const at = body.indexOf('because');
    const main = body.slice(0, at).trim().replace(/,$/, '').trim();
    const reason = body.slice(at + 'because'.length).trim();
    const lastMain = main.split(/\s+/).at(-1)?.toLowerCase() ?? '';
    const k = s.tokens.findIndex((t) => t.lower === 'because');
    if (
      !/^of\b/i.test(reason) &&
      !main.includes(',') &&
      !reason.includes(',') &&
      wordCount(main) >= 3 &&
      wordCount(reason) >= 2 &&
      !BEFORE_BECAUSE_BAD.has(lastMain) &&
      !/n't$/.test(lastMain) &&
      hasVerb(s.tokens.slice(0, k)) &&
      hasVerb(s.tokens.slice(k + 1))
    ) {
      return {
        text: `Because ${reason}, ${lowerFirst(main, isName(firstTok))}.`,
        change: 'Moved the "because" clause to the start of the sentence',
      };
    }
    return undefined;
  }

  const commas = body.split(',').length - 1;
  if (commas !== 1) return undefined;
  const [left = '', right = ''] = body.split(',').map((p) => p.trim());
  const k = s.tokens.findIndex((t) => t.text === ',');
  if (/^although\s/i.test(left) && !/\balthough\b/i.test(right)) {
    const concession = left.slice('although'.length).trim();
    if (wordCount(concession) < 2 || wordCount(right) < 3 || !hasVerb(s.tokens.slice(k + 1)))
      return undefined;
    return {
      text: `${upperFirst(right)}, although ${concession}.`,
      change: 'Moved the "although" clause to the end of the sentence',
    };
  }
  if (/^although\s/i.test(right) && !/\balthough\b/i.test(left)) {
    const concession = right.slice('although'.length).trim();
    if (wordCount(concession) < 2 || wordCount(left) < 3 || !hasVerb(s.tokens.slice(0, k))) return undefined;
    return {
      text: `Although ${concession}, ${lowerFirst(left, isName(firstTok))}.`,
      change: 'Moved the "although" clause to the start of the sentence',
    };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/** Rewrites text formally or as a paraphrase, keeping its meaning; throws RewriteRefused otherwise. */
export function rewriteText(text: string, type: RewriteType): RewriteResult {
  if (!text.trim()) throw new RewriteRefused(REFUSED_EMPTY);
  const sentences = parse(text);
  const protect = protectedSpans(text);
  const changes: string[] = [];
  const pieces: string[] = [];
  let at = 0;
  let candidates = 0;
  for (const s of sentences) {
    pieces.push(text.slice(at, s.start));
    at = s.end;
    const original = text.slice(s.start, s.end);
    const proposed = disjoint(
      text,
      type === 'formal' ? formalEdits(text, s) : synonymEdits(text, s, protect),
      protect,
    );
    candidates += proposed.length;
    const kept = settle(text, s, proposed);
    let result = applyEdits(original, s.start, kept);
    changes.push(...kept.map((e) => e.change));
    if (type === 'paraphrase' && !protect.some((p) => overlaps(s, p))) {
      const reordered = reorder(result, s);
      if (reordered) {
        candidates++;
        if (meaningProblems(original, reordered.text).length === 0) {
          result = reordered.text;
          changes.push(reordered.change);
        }
      }
    }
    pieces.push(result);
  }
  pieces.push(text.slice(at));
  const rewritten = pieces.join('');
  if (rewritten === text) {
    throw new RewriteRefused(
      type === 'formal' && candidates === 0 ? REFUSED_ALREADY_FORMAL : REFUSED_MEANING,
    );
  }
  return { rewritten_text: rewritten, changes: dedupe(changes) };
}
