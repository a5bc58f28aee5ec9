import { type ParsedSentence, parseSentences, type Token } from './nlp.ts';
import { containsWord, norm, padWords, stripEnd, wordCount } from './text.ts';
import { nounSenses, synset } from './wordnet.ts';

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
  /** The sentence makes sense on its own (it does not open with "It", "Its", "These"…). */
  standalone: boolean;
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
  'one',
  'ones',
]);

const MONTHS_AND_DAYS = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

/** Openings whose subject is in an earlier sentence: "It…", "Its graph…", "These pores…", "He…". */
const BACK_REFERENCE =
  /^["'“‘(]?(?:it|its|they|them|their|he|him|his|she|her|this|these|that|those|such|both|the latter|the former|each one)\b/i;
/** "If it is positive, …", "When inflation rises, it raises…": a pronoun subject after an opening clause. */
const CLAUSE_THEN_PRONOUN =
  /^(?:if|when|whenever|while|because|although|though|as|since|once|after|before|unless|until)\b(?:\s+(?:it|they|he|she|this|these)\b|[^,]*,\s+(?:it|they|he|she)\s)/i;
/** "It is important to…", "It was not until…": an empty "it" that refers to nothing. */
const DUMMY_IT = /^it\s+(?:is|was)\s+(?:not\s+)?\w+\s+(?:that|to|until|for)\b/i;

/**
 * "A filament lamp does not obey it", "Bakers rely on this gas": in the first clause, "it", "them" or
 * "this <noun>" can only point to an earlier sentence (a subject is not its own object).
 */
const REFERENCE_IN_FIRST_CLAUSE = /\b(?:it|them)\b|\b(?:this|these)\s+\p{L}/iu;

/** Does the sentence lean on an earlier one for what it talks about? Such a sentence gives no item. */
export function leansOnContext(sentence: string): boolean {
  const t = sentence.trim();
  if (DUMMY_IT.test(t) || /^that which\b/i.test(t)) return false;
  const firstClause = t.split(/[,;:]/)[0]!;
  return BACK_REFERENCE.test(t) || CLAUSE_THEN_PRONOUN.test(t) || REFERENCE_IN_FIRST_CLAUSE.test(firstClause);
}

/** A word with a capital wherever it stands: an acronym ("TCP") or a name in WordNet ("Manchester"). */
function alwaysCapitalised(t: Token): boolean {
  if (/^\p{Lu}{2,}/u.test(t.text)) return true;
  const senses = nounSenses(t.lower);
  return senses.length > 0 && senses.every((offset) => !synset(offset).words.includes(t.lower));
}

const isNoun = (t: Token) => t.pos === 'NOUN' || t.pos === 'PROPN';
const capitalised = (t: Token) => /^\p{Lu}/u.test(t.text);

/** Words that go with a noun but are not part of its name: "such addresses", "its own branch". */
const NOT_NAMING = new Set(['such', 'own']);

/** Drop a leading determiner: "The mitochondrion" → "mitochondrion", "such addresses" → "addresses". */
function dropDeterminer(tokens: Token[]): Token[] {
  let i = 0;
  const skip = (t: Token) => t.pos === 'DET' || t.pos === 'PUNCT' || NOT_NAMING.has(t.lower);
  while (i < tokens.length && skip(tokens[i]!)) i++;
  return tokens.slice(i);
}

const spanText = (s: ParsedSentence, tokens: Token[]) =>
  tokens.length ? s.text.slice(tokens[0]!.start, tokens.at(-1)!.end) : '';

function validSubject(tokens: Token[]): boolean {
  if (tokens.length === 0 || tokens.length > 7) return false;
  if (BAD_SUBJECT_START.has(tokens[0]!.lower) || tokens[0]!.pos === 'ADP') return false;
  if (!tokens.every((t) => SUBJECT_POS.has(t.pos))) return false;
  if (tokens.some((t) => t.pos === 'PUNCT' && t.text !== '-' && t.text !== "'")) return false;
  const core = dropDeterminer(tokens);
  const last = core.at(-1);
  return !!last && isNoun(last) && (core.length > 1 || !GENERIC.has(last.lower));
}

/** A clause with its own verb: "…, and the two lower chambers are…", "…, and HTTPS adds encryption". */
const SECOND_CLAUSE = /\b(?:is|are|was|were|has|have|had)\b|^\p{Lu}\S*\s+\p{Ll}+(?:s|ed)\b/u;

/** Cut a second clause off a definition: "the atria, and the two lower chambers are the ventricles". */
function firstClause(text: string): string {
  const m = /(?:,\s*(?:and\s|but\s|while\s|whereas\s)?|;\s)(.*)$/i.exec(text);
  if (m && SECOND_CLAUSE.test(m[1]!)) return stripEnd(text.slice(0, m.index));
  return text;
}

function validDefinition(text: string): boolean {
  const n = wordCount(text);
  // "the first to be mechanised" ranks the term; it does not say what it is.
  const ranking = /^(?:the\s+)?(?:first|last|only|next)\s+(?:to|of|in|one)\b/i.test(text);
  return n >= 3 && n <= 45 && !ranking && !/^(not|also|only|very|usually|often)\b/i.test(text);
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
  // "…, which together are called nucleons" names only part of the sentence.
  if (called && !/,\s*(?:which|who|that)\b/i.test(called[1]!)) {
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

/** "a week Germany", "the word MAIN", "Germany feeling": a common noun beside a name makes two phrases. */
const startsNewPhrase = (prev: Token, tok: Token) =>
  (prev.pos === 'NOUN' && !capitalised(prev) && tok.pos === 'PROPN' && capitalised(tok)) ||
  (capitalised(prev) && !capitalised(tok) && /ing$/.test(tok.lower));

const SUBORDINATORS = new Set(['when', 'whenever', 'because', 'if', 'while', 'unless', 'although', 'until']);

/**
 * A "noun" that is really the verb after its subject: before a determiner or "that" ("the ventricle
 * pumps this blood"), or after a plural noun and before "when" ("igneous rocks form when…").
 */
function misTaggedVerb(tok: Token, run: Token[], next: Token | undefined): boolean {
  if (!next || run.length < 2) return false;
  if ((next.pos === 'DET' || next.pos === 'PRON' || next.lower === 'that') && /[^s]s$/.test(tok.lower))
    return true;
  const prev = run.at(-2)!;
  return SUBORDINATORS.has(next.lower) && /s$/.test(prev.lower) && !/s$/.test(tok.lower);
}

/** Maximal runs of adjectives and nouns that end in a noun, e.g. "the inner mitochondrial membrane". */
function nounPhrases(s: ParsedSentence): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  const tokens = s.tokens;
  const flush = () => {
    // "Electric current is…": an "adjective" right before the verb ends the subject, so it is the noun.
    const subject = run.length > 1 && tokens[tokens.indexOf(run.at(-1)!) + 1]?.pos === 'AUX';
    while (run.length && !isNoun(run.at(-1)!) && !subject) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  tokens.forEach((tok, i) => {
    const joinsName = run.length > 0 && tok.lower === 'of' && run.every(capitalised);
    if (tok.pos === 'ADJ' || isNoun(tok) || (joinsName && tok.pos === 'ADP')) {
      const prev = run.at(-1);
      if (prev && startsNewPhrase(prev, tok)) flush();
      run.push(tok);
      if (misTaggedVerb(tok, run, tokens[i + 1])) {
        run.pop();
        flush();
      }
    } else flush();
  });
  flush();
  // Skip pieces of hyphenated words ("Estates-General"), pieces of formulas ("expression b^2"), lone
  // gerunds and words after "that"/"which".
  return runs.filter((r) => {
    const before = s.text[r[0]!.start - 1];
    const after = s.text[r.at(-1)!.end];
    // Pieces of "example.org" or "192.168.1.20" are not words either.
    if (before === '-' || after === '-' || after === '^' || before === '.') return false;
    // A lone letter is a variable or a unit ("form y", "V battery"), not part of a name.
    if (/^\p{L}$/u.test(r[0]!.text) || /^\p{L}$/u.test(r.at(-1)!.text)) return false;
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
const TIME_UNIT = /\b(?:second|minute|hour|day|week|month|year|decade|centur|millenni)/i;

/** Words before a number that are not part of it: "about 1000", "By 1914" (a year, not a date). */
const APPROX =
  /^(?:about|around|roughly|approximately|nearly|almost|over|under|some|more than|less than|up to|by|in|on|from|until|since|before|after|during)\s+/i;

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
    if (s.heading) return false;
    const n = s.tokens.filter((t) => t.pos !== 'PUNCT').length;
    // A heading the splitter did not spot is not a sentence either: a sentence has a verb.
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
    const standalone = !leansOnContext(s.text);
    if (standalone) findDefinitions(s, index, definitions, aliases);
    for (const e of s.entities) {
      const kind = ENTITY_KINDS[e.type];
      if (!kind || !/\d/.test(e.value)) continue;
      const value = e.value.replace(APPROX, '').trim();
      const at = s.text.indexOf(value);
      if (at < 0) continue;
      // "from 1793 to 1794" is a span of years, not a length of time.
      if (kind === 'duration' && !TIME_UNIT.test(value)) continue;
      const isYear = /^\d{3,4}(?: ?(?:BC|BCE|AD|CE))?$/.test(value);
      const after = s.tokens.find((t) => t.start >= at + value.length);
      raw.push({
        text: value,
        kind: isYear && (kind === 'date' || kind === 'duration') ? 'year' : kind,
        unit: after && after.pos === 'NOUN' ? after.lower : undefined,
        sentence: s.text,
        sentenceIndex: index,
        standalone,
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
      const first = core[0]!;
      const name =
        proper &&
        (first.start > 0 ||
          isNameWord(first) ||
          alwaysCapitalised(first) ||
          (core.length > 1 && core.slice(1).every(capitalised)));
      // A sentence-initial common noun is capitalised only because it starts the sentence.
      const shown =
        !name && first.start === 0 && !isNameWord(first) && !alwaysCapitalised(first)
          ? text.charAt(0).toLowerCase() + text.slice(1)
          : text;
      raw.push({
        text: shown,
        kind: name ? 'name' : 'phrase',
        sentence: s.text,
        sentenceIndex: index,
        standalone,
      });
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
