import { type ParsedSentence, parseSentences, type Token } from './nlp.ts';
import { containsWord, norm, padWords, stripEnd, wordCount } from './text.ts';

/**
 * What a student's notes offer: definitional sentences, alternative names, and answer spans (noun
 * phrases, names, years, dates and numbers) with the sentence each comes from. Nothing here is made
 * up: every term, definition and span is a substring of one of the notes' sentences.
 */

export interface NoteDefinition {
  term: string;
  definition: string;
  sentence: string;
  sentenceIndex: number;
}

export interface NoteAlias {
  term: string;
  alias: string;
  sentence: string;
  sentenceIndex: number;
}

export type SpanKind = 'phrase' | 'name' | 'year' | 'date' | 'number' | 'percent' | 'money' | 'duration';

export interface NoteSpan {
  text: string;
  kind: SpanKind;
  /** The word after a number ("100 degrees" → "degrees"), to prefer numbers of the same unit. */
  unit?: string;
  sentence: string;
  sentenceIndex: number;
  /** How many sentences of the notes mention it. */
  frequency: number;
}

export interface NotesMaterial {
  sentences: string[];
  definitions: NoteDefinition[];
  aliases: NoteAlias[];
  spans: NoteSpan[];
}

const MAX_SENTENCE_WORDS = 60;
const SUBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP', 'CCONJ', 'PART', 'PUNCT']);
const BAD_SUBJECT_START = new Set([
  'this',
  'these',
  'that',
  'those',
  'it',
  'they',
  'such',
  'each',
  'both',
  'all',
  'some',
  'many',
  'most',
  'another',
  'other',
  'one',
  'there',
  'here',
  'what',
  'which',
  'who',
  'why',
  'how',
  'when',
  'where',
  'however',
]);
const GENERIC = new Set([
  'example',
  'examples',
  'part',
  'parts',
  'type',
  'types',
  'kind',
  'kinds',
  'way',
  'ways',
  'lot',
  'number',
  'thing',
  'things',
  'time',
  'times',
  'form',
  'forms',
  'amount',
  'use',
  'result',
  'results',
  'fact',
  'case',
  'cases',
  'end',
  'side',
  'term',
  'terms',
  'name',
  'idea',
  'order',
  'place',
  'point',
  'process',
  'people',
  'year',
  'years',
  'day',
  'days',
  'rest',
  'other',
  'others',
  'same',
  'first',
  'second',
]);

const MONTHS_AND_DAYS = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

const isNoun = (t: Token) => t.pos === 'NOUN' || t.pos === 'PROPN';
const capitalised = (t: Token) => /^\p{Lu}/u.test(t.text);

/** Drop a leading article/determiner ("The mitochondrion" → "mitochondrion"). */
function dropDeterminer(tokens: Token[]): Token[] {
  let i = 0;
  while (i < tokens.length && (tokens[i]!.pos === 'DET' || tokens[i]!.pos === 'PUNCT')) i++;
  return tokens.slice(i);
}

const spanText = (s: ParsedSentence, tokens: Token[]) =>
  tokens.length ? s.text.slice(tokens[0]!.start, tokens.at(-1)!.end) : '';

function validSubject(tokens: Token[]): boolean {
  if (tokens.length === 0 || tokens.length > 7) return false;
  if (BAD_SUBJECT_START.has(tokens[0]!.lower)) return false;
  if (!tokens.every((t) => SUBJECT_POS.has(t.pos))) return false;
  if (tokens.some((t) => t.pos === 'PUNCT' && t.text !== '-' && t.text !== "'")) return false;
  const core = dropDeterminer(tokens);
  const last = core.at(-1);
  return !!last && isNoun(last) && (core.length > 1 || !GENERIC.has(last.lower));
}

/** Cut a second clause off a definition: "the atria, and the two lower chambers are the ventricles". */
function firstClause(text: string): string {
  const m = /(?:,\s*(?:and\s|but\s|while\s|whereas\s)?|;\s)(.*)$/i.exec(text);
  if (m && /\b(?:is|are|was|were|has|have|had)\b/i.test(m[1]!)) return stripEnd(text.slice(0, m.index));
  return text;
}

function validDefinition(text: string): boolean {
  const n = wordCount(text);
  return n >= 3 && n <= 45 && !/^(not|also|only|very|usually|often)\b/i.test(text);
}

function findDefinitions(
  s: ParsedSentence,
  index: number,
  defs: NoteDefinition[],
  aliases: NoteAlias[],
): void {
  const t = s.tokens;
  const body = (from: number) => stripEnd(s.text.slice(t[from]?.start ?? s.text.length));
  const push = (termTokens: Token[], fullDefinition: string) => {
    const core = dropDeterminer(termTokens);
    if (!core.length || core[0]!.pos === 'NUM') return;
    const term = spanText(s, core);
    const definition = firstClause(fullDefinition);
    if (term && validDefinition(definition) && !containsWord(definition, term)) {
      defs.push({ term, definition, sentence: s.text, sentenceIndex: index });
    }
  };
  // "X, also called Y," / "X (also known as Y)"
  const alias =
    /^(.{2,80}?),? \(?also (?:called|known as|termed) ([^,.();]{2,60})[,);]/i.exec(s.text) ??
    /^(.{2,60}?) (?:is|are) (?:often |sometimes |also |usually |commonly )*(?:called|known as|termed) ([^,;]{2,60}?)[.!]?$/i.exec(
      s.text,
    );
  if (alias) {
    const subjectTokens = t.filter((tok) => tok.end <= alias[1]!.length);
    if (validSubject(subjectTokens)) {
      const term = spanText(s, dropDeterminer(subjectTokens));
      const name = alias[2]!.trim().replace(/^(the|a|an) /i, '');
      if (term && wordCount(name) <= 5 && norm(term) !== norm(name)) {
        aliases.push({ term, alias: name, sentence: s.text, sentenceIndex: index });
        return;
      }
    }
  }
  // "<description> is called / known as X."
  const called =
    /^(.{10,}?) (?:is|are) (?:often |sometimes |usually |commonly )*(?:called|known as|termed) (?:the |a |an )?([^,;]{2,50}?)[.!]?$/i.exec(
      s.text,
    );
  if (called) {
    const termTokens = t.filter(
      (tok) => tok.start >= s.text.length - called[2]!.length - 1 && tok.pos !== 'PUNCT',
    );
    if (
      termTokens.length <= 5 &&
      termTokens.length > 0 &&
      termTokens.every((tok) => SUBJECT_POS.has(tok.pos))
    ) {
      push(
        termTokens,
        stripEnd(
          called[1]!.replace(/^(?:together|also|however|therefore|thus|so|then|finally|in short),\s+/i, ''),
        ),
      );
      return;
    }
  }
  // "X is a/an/the Y", "X are Y", "X refers to Y", "X means Y", "X is defined as Y"
  for (let v = 1; v < Math.min(t.length - 2, 9); v++) {
    const w = t[v]!.lower;
    const next = t[v + 1]!;
    if (!validSubject(t.slice(0, v))) continue;
    if ((w === 'is' || w === 'was') && next.pos === 'DET' && ['a', 'an', 'the'].includes(next.lower)) {
      push(t.slice(0, v), body(v + 1));
    } else if ((w === 'are' || w === 'were') && ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(next.pos)) {
      push(t.slice(0, v), body(v + 1));
    } else if ((w === 'refers' || w === 'refer') && next.lower === 'to') {
      push(t.slice(0, v), body(v + 2));
    } else if (w === 'means' || w === 'mean') {
      push(t.slice(0, v), body(v + 1));
    } else if ((w === 'is' || w === 'are') && next.lower === 'defined' && t[v + 2]?.lower === 'as') {
      push(t.slice(0, v), body(v + 3));
    } else continue;
    return;
  }
}

/** Maximal runs of adjectives and nouns that end in a noun, e.g. "the inner mitochondrial membrane". */
function nounPhrases(s: ParsedSentence): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  const flush = () => {
    while (run.length && !isNoun(run.at(-1)!)) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  const tokens = s.tokens;
  tokens.forEach((tok, i) => {
    const joinsName = run.length > 0 && tok.lower === 'of' && run.every(capitalised);
    if (tok.pos === 'ADJ' || isNoun(tok) || (joinsName && tok.pos === 'ADP')) {
      run.push(tok);
      // A "noun" straight before a determiner is almost always a mis-tagged verb: "the ventricle pumps this blood".
      const next = tokens[i + 1];
      const clause = next && (next.pos === 'DET' || next.pos === 'PRON' || next.lower === 'that');
      if (clause && /[^s]s$/.test(tok.lower) && run.length > 1) {
        run.pop();
        flush();
      }
    } else flush();
  });
  flush();
  // Skip pieces of hyphenated words ("Estates-General"), lone gerunds and words after "that"/"which".
  return runs.filter((r) => {
    const before = s.text[r[0]!.start - 1];
    const after = s.text[r.at(-1)!.end];
    if (before === '-' || after === '-') return false;
    const prev = tokens[tokens.indexOf(r[0]!) - 1];
    if (
      r.length === 1 &&
      (/ing$/.test(r[0]!.lower) || (prev && ['that', 'which', 'who'].includes(prev.lower)))
    )
      return false;
    return true;
  });
}

const ENTITY_KINDS: Record<string, SpanKind> = {
  DATE: 'date',
  CARDINAL: 'number',
  PERCENT: 'percent',
  MONEY: 'money',
  DURATION: 'duration',
};
const APPROX =
  /^(?:about|around|roughly|approximately|nearly|almost|over|under|some|more than|less than|up to)\s+/i;

const recent = new Map<string, NotesMaterial>();

/** Parse notes into the material the generators use (the last few results are cached). */
export function analyseNotes(text: string): NotesMaterial {
  const cached = recent.get(text);
  if (cached) return cached;
  const material = analyse(text);
  if (recent.size >= 4) recent.delete(recent.keys().next().value!);
  recent.set(text, material);
  return material;
}

function analyse(text: string): NotesMaterial {
  const parsed = parseSentences(text).filter((s) => {
    const n = s.tokens.filter((t) => t.pos !== 'PUNCT').length;
    // Headings are not sentences: a sentence has a verb.
    const hasVerb = s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    return n >= 4 && n <= MAX_SENTENCE_WORDS && hasVerb && /[.!]["'”’)]?$/u.test(s.text);
  });
  const sentences = parsed.map((s) => s.text);
  const definitions: NoteDefinition[] = [];
  const aliases: NoteAlias[] = [];
  const raw: Omit<NoteSpan, 'frequency'>[] = [];
  // Words the notes write with a capital in mid-sentence (and never in lower case): names.
  const upper = new Set<string>();
  const lower = new Set<string>();
  for (const s of parsed) {
    for (const t of s.tokens) {
      if (t.start === 0 || !/^\p{L}/u.test(t.text)) continue;
      (capitalised(t) ? upper : lower).add(t.lower);
    }
  }
  const isNameWord = (t: Token) => upper.has(t.lower) && !lower.has(t.lower);
  parsed.forEach((s, index) => {
    findDefinitions(s, index, definitions, aliases);
    for (const e of s.entities) {
      const kind = ENTITY_KINDS[e.type];
      if (!kind || !/\d/.test(e.value)) continue;
      const value = e.value.replace(APPROX, '').trim();
      const at = s.text.indexOf(value);
      if (at < 0) continue;
      const isYear = /^\d{3,4}(?: ?(?:BC|BCE|AD|CE))?$/.test(value);
      const after = s.tokens.find((t) => t.start >= at + value.length);
      raw.push({
        text: value,
        kind: kind === 'date' && isYear ? 'year' : kind,
        unit: after && after.pos === 'NOUN' ? after.lower : undefined,
        sentence: s.text,
        sentenceIndex: index,
      });
    }
    for (const run of nounPhrases(s)) {
      const core = dropDeterminer(run);
      if (!core.length) continue;
      const text = spanText(s, core);
      if (!/\p{L}{3}/u.test(text) || core.some((t) => /\d/.test(t.text))) continue;
      if (core.length === 1 && GENERIC.has(core[0]!.lower)) continue;
      if (core.length === 1 && MONTHS_AND_DAYS.has(core[0]!.lower)) continue;
      const proper =
        core.some((t) => t.pos === 'PROPN') && core.every((t) => capitalised(t) || t.lower === 'of');
      const name =
        proper &&
        (core[0]!.start > 0 || isNameWord(core[0]!) || (core.length > 1 && core.slice(1).every(capitalised)));
      // A sentence-initial common noun is capitalised only because it starts the sentence.
      const shown =
        !name && core[0]!.start === 0 && !isNameWord(core[0]!)
          ? text.charAt(0).toLowerCase() + text.slice(1)
          : text;
      raw.push({ text: shown, kind: name ? 'name' : 'phrase', sentence: s.text, sentenceIndex: index });
    }
  });
  const frequency = new Map<string, number>();
  const padded = sentences.map(padWords);
  const countOf = (t: string) => {
    const key = norm(t);
    let f = frequency.get(key);
    if (f === undefined) {
      const words = padWords(t);
      f = padded.filter((s) => s.includes(words)).length;
      frequency.set(key, f);
    }
    return f;
  };
  const spans = raw.map((r) => ({ ...r, frequency: countOf(r.text) }));
  return { sentences, definitions, aliases, spans };
}
