import { inflectVerb, type VerbForm } from './inflect.ts';

/**
 * The informal → formal lexicon and the contraction table of the local rewrite engine.
 *
 * Entries match word sequences (lower case) in a sentence's tokens, optionally only in a context
 * (next word, part of speech, sentence start), so "get" becomes "obtain" only before things one
 * obtains and "kind of" becomes "somewhat" only where it is an adverb ("kind of strange", not
 * "a kind of rock").
 */

/** A word token of a sentence with its universal part of speech (wink-nlp) and lemma. */
export interface Tok {
  text: string;
  lower: string;
  pos: string;
  lemma: string;
  start: number;
  end: number;
}

/** A match of entry words at tokens[i, j). */
export interface Ctx {
  tokens: readonly Tok[];
  i: number;
  j: number;
}

type Cond = (c: Ctx) => boolean;
type Target = string | ((c: Ctx) => string | undefined);

export interface LexiconEntry {
  /** Lower-case words as wink tokenises them. */
  words: string[];
  to: Target;
  /** Every text `to` can produce (for the meaning check). */
  outputs: string[];
  when?: Cond;
  /** The source is written in capitals by convention (OK, TV): do not shout the replacement. */
  acronym?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Context helpers

const next = (c: Ctx, k = 0): Tok | undefined => c.tokens[c.j + k];
const prev = (c: Ctx, k = 1): Tok | undefined => c.tokens[c.i - k];
const isEnd = (t: Tok | undefined): boolean => !t || t.pos === 'PUNCT';

const nextIn =
  (...words: string[]): Cond =>
  (c) =>
    words.includes(next(c)?.lower ?? '');
const nextPos =
  (...tags: string[]): Cond =>
  (c) =>
    tags.includes(next(c)?.pos ?? '');
const firstPos =
  (...tags: string[]): Cond =>
  (c) =>
    tags.includes(c.tokens[c.i]?.pos ?? '');
const prevNotIn =
  (...words: string[]): Cond =>
  (c) =>
    !words.includes(prev(c)?.lower ?? '');
const all =
  (...conds: Cond[]): Cond =>
  (c) =>
    conds.every((f) => f(c));
const atSentenceStart: Cond = (c) => c.tokens.slice(0, c.i).every((t) => /^["'“‘(]$/.test(t.text));
/** Not the noun use: "a kind of rock", "this sort of thing", "the whole of". */
const notAfterDeterminer: Cond = (c) => !['DET', 'ADJ', 'PRON', 'NUM'].includes(prev(c)?.pos ?? '');

const BE = ['be', 'is', 'am', 'are', 'was', 'were', 'been', 'being', "'s", "'re", "'m"];
const HAVE_BE = new Set([...BE, 'have', 'has', 'had', 'having', "'ve", "'d"]);
const SKIPPABLE = new Set([
  'not',
  "n't",
  'never',
  'already',
  'just',
  'also',
  'always',
  'recently',
  'finally',
]);

/** Whether the verb at tokens[i] follows have/be (so it is a participle: "has got", "was found"). */
function afterHaveOrBe(c: Ctx): boolean {
  for (let k = c.i - 1; k >= 0; k--) {
    const t = c.tokens[k]!;
    if (HAVE_BE.has(t.lower)) return true;
    if (!SKIPPABLE.has(t.lower) && t.pos !== 'ADV') return false;
  }
  return false;
}

const BASE_BEFORE = new Set([
  'to',
  'will',
  'would',
  'shall',
  'should',
  'can',
  'could',
  'may',
  'might',
  'must',
  'do',
  'does',
  'did',
  "'ll",
  "'d",
  'not',
  "n't",
  'please',
  "let's",
]);

/**
 * Which form a verb written the same in several forms is ("cut": base, past or participle): the
 * participle after have/be, the base form after "to", a modal or at the start (imperative);
 * undefined when the context does not say ("They cut down on sugar").
 */
function pickForm(forms: ReadonlyMap<VerbForm, string>, c: Ctx): string | undefined {
  if ((forms.has('pp') || forms.has('past')) && afterHaveOrBe(c)) return forms.get('pp') ?? forms.get('past');
  if (forms.has('base')) {
    const before = c.tokens
      .slice(0, c.i)
      .filter((t) => t.pos !== 'ADV' || t.lower === 'not' || t.lower === "n't");
    const p = before.at(-1);
    if (!p || BASE_BEFORE.has(p.lower) || p.pos === 'PUNCT') return forms.get('base');
    if (forms.size === 1 || (!forms.has('past') && !forms.has('pp'))) return forms.get('base');
    return undefined;
  }
  return forms.get('past');
}

const IRREGULAR_PLURAL_NOUNS = new Set([
  'people',
  'children',
  'men',
  'women',
  'mice',
  'feet',
  'teeth',
  'police',
]);

/** Whether the noun phrase starting at tokens[j] is plural (true), singular or mass (false), or unknown. */
function pluralAhead(c: Ctx): boolean | undefined {
  for (let k = c.j; k < Math.min(c.tokens.length, c.j + 4); k++) {
    const t = c.tokens[k]!;
    if (t.pos === 'NOUN' || t.pos === 'PROPN') {
      // The head of a compound is its last noun: "greenhouse gases".
      let head = t;
      for (let h = k + 1; c.tokens[h]?.pos === 'NOUN'; h++) head = c.tokens[h]!;
      if (IRREGULAR_PLURAL_NOUNS.has(head.lower) || head.lower === 'kids') return true;
      return /[^s]s$/.test(head.lower) && !/(?:ss|us|is)$/.test(head.lower) && head.lemma !== head.lower;
    }
    if (!['ADJ', 'ADV', 'NUM', 'PUNCT'].includes(t.pos) || t.lower === ',') return undefined;
  }
  return undefined;
}

const manyOrMuch = (c: Ctx): string | undefined => {
  const plural = pluralAhead(c);
  return plural === undefined ? undefined : plural ? 'many' : 'much';
};

const COMPARATIVE = (t: Tok | undefined): boolean =>
  !!t &&
  (['more', 'less', 'fewer', 'better', 'worse'].includes(t.lower) ||
    (t.pos === 'ADJ' && /er$/.test(t.lower) && t.lemma !== t.lower));

// ---------------------------------------------------------------------------------------------
// Entry builders

const entries: LexiconEntry[] = [];

function add(from: string, to: Target, when?: Cond, outputs?: string[]): void {
  const words = from.toLowerCase().split(' ');
  entries.push({
    words,
    to,
    outputs: outputs ?? (typeof to === 'string' ? [to] : []),
    ...(when ? { when } : {}),
    ...(from === from.toUpperCase() && /[A-Z]/.test(from) ? { acronym: true } : {}),
  });
}

/** A noun and its plural: noun('kid', 'child', 'kids', 'children'). */
function noun(one: string, formal: string, many?: string, formalMany?: string, when?: Cond): void {
  const isNoun = all(firstPos('NOUN', 'PROPN', 'ADJ', 'X'), when ?? (() => true));
  add(one, formal, isNoun);
  if (many && formalMany) add(many, formalMany, isNoun);
}

/**
 * A verb phrase in every form: verb('find out', 'discover') also covers "found out" → "discovered".
 * A form shared by past and participle picks the participle after have/be ("has got" → "has become").
 */
function verb(from: string, to: string, when?: Cond): void {
  const [head = '', ...restFrom] = from.split(' ');
  const [toHead = '', ...restTo] = to.split(' ');
  const bySurface = new Map<string, Map<VerbForm, string>>();
  for (const form of ['base', 's', 'past', 'pp', 'ing'] as const) {
    const source = inflectVerb(head, form);
    const target = inflectVerb(toHead, form);
    if (!source || !target) continue;
    const forms = bySurface.get(source) ?? new Map<VerbForm, string>();
    forms.set(form, [target, ...restTo].join(' '));
    bySurface.set(source, forms);
  }
  for (const [surface, forms] of bySurface) {
    const outputs = [...new Set(forms.values())];
    const target: Target = outputs.length === 1 ? outputs[0]! : (c) => pickForm(forms, c);
    const isVerb = all((c) => c.tokens[c.i]?.pos !== 'NOUN', when ?? (() => true));
    add([surface, ...restFrom].join(' '), target, isVerb, outputs);
  }
}

// ---------------------------------------------------------------------------------------------
// Phrasal and informal verbs

verb('find out', 'discover');
verb('look into', 'investigate');
verb('figure out', 'determine');
verb(
  'work out',
  'determine',
  nextIn('how', 'what', 'why', 'where', 'when', 'whether', 'which', 'who', 'the'),
);
verb('carry out', 'conduct');
verb('point out', 'note');
verb('come up with', 'devise');
verb('talk about', 'discuss');
verb('think about', 'consider', nextPos('DET', 'NOUN', 'PROPN', 'ADJ', 'VERB'));
verb('look at', 'examine', nextPos('DET', 'NOUN', 'ADJ'));
verb('get rid of', 'eliminate');
verb('get better', 'improve', (c) => isEnd(next(c)) || nextIn('at', 'and', 'over', 'with', 'when')(c));
verb('get worse', 'deteriorate', (c) => isEnd(next(c)) || nextIn('and', 'over', 'when')(c));
const GET_ADJECTIVES = [
  'angry',
  'bored',
  'tired',
  'sick',
  'ill',
  'old',
  'older',
  'dark',
  'darker',
  'cold',
  'colder',
  'hot',
  'hotter',
  'warm',
  'warmer',
  'worried',
  'nervous',
  'upset',
  'hungry',
  'thirsty',
  'wet',
  'dry',
  'weaker',
  'stronger',
  'bigger',
  'smaller',
  'larger',
  'harder',
  'easier',
  'heavier',
  'longer',
  'shorter',
  'louder',
  'richer',
  'poorer',
  'confused',
  'frustrated',
  'excited',
  'interested',
  'involved',
  'married',
  'pregnant',
];
verb('get', 'become', nextIn(...GET_ADJECTIVES));
const OBTAIN_OBJECTS = new Set([
  'result',
  'results',
  'data',
  'information',
  'answer',
  'answers',
  'grade',
  'grades',
  'permission',
  'job',
  'degree',
  'access',
  'approval',
  'feedback',
  'score',
  'scores',
  'evidence',
  'funding',
  'money',
  'qualification',
  'qualifications',
  'certificate',
  'license',
  'licence',
  'visa',
  'scholarship',
  'samples',
]);
verb('get', 'obtain', (c) =>
  [0, 1, 2].some((k) => {
    const t = next(c, k);
    return (
      !!t &&
      OBTAIN_OBJECTS.has(t.lower) &&
      c.tokens.slice(c.j, c.j + k).every((u) => ['DET', 'ADJ', 'NUM'].includes(u.pos))
    );
  }),
);
const RISE_FALL_NEXT: Cond = (c) =>
  isEnd(next(c)) ||
  nextIn(
    'by',
    'from',
    'again',
    'sharply',
    'quickly',
    'slightly',
    'dramatically',
    'significantly',
    'steadily',
  )(c) ||
  (next(c)?.lower === 'to' && next(c, 1)?.pos === 'NUM');
verb('go up', 'increase', RISE_FALL_NEXT);
verb('go down', 'decrease', RISE_FALL_NEXT);
verb('cut down on', 'reduce');
verb('put up with', 'tolerate');
verb('make sure', 'ensure');
verb('deal with', 'address', nextPos('DET', 'NOUN', 'ADJ', 'PRON'));
verb('take part in', 'participate in');
verb('try', 'attempt', nextIn('to'));
verb('buy', 'purchase', (c) => c.tokens[c.i]?.pos === 'VERB');
verb('show', 'demonstrate', nextIn('that', 'how', 'whether', 'why'));
verb('speed up', 'accelerate');
verb('throw away', 'discard');
verb('look for', 'seek', nextPos('DET', 'NOUN', 'ADJ', 'PRON', 'PROPN'));
verb('bring about', 'cause');
verb('keep on', 'continue', (c) => /ing$/.test(next(c)?.lower ?? ''));
verb('fill in', 'complete', nextPos('DET'));
verb('give back', 'return', nextIn('to'));
verb('hand in', 'submit');
verb('leave out', 'omit');
verb('come back', 'return', (c) => isEnd(next(c)) || nextIn('to', 'from', 'home')(c));
verb('go back', 'return', (c) => isEnd(next(c)) || nextIn('to', 'home')(c));

// ---------------------------------------------------------------------------------------------
// Informal spellings and slang

add('gonna', 'going to');
add('wanna', 'want to');
add('gotta', 'have to');
add('gimme', 'give me');
add('lemme', 'let me');
add('kinda', 'somewhat', nextPos('ADJ', 'ADV', 'VERB'));
add('sorta', 'somewhat', nextPos('ADJ', 'ADV', 'VERB'));
add('cuz', 'because');
add('cos', 'because', (c) => !isEnd(next(c)) && c.tokens[c.i]?.text === 'cos');
add('till', 'until', (c) => c.tokens[c.i]?.pos !== 'NOUN' && c.tokens[c.i]?.pos !== 'VERB');
add('til', 'until');
add('thru', 'through');
add('tho', 'though');
add('yeah', 'yes');
add('yep', 'yes');
add('nope', 'no');
add('pls', 'please');
add('plz', 'please');
add('anyways', 'anyway');

// ---------------------------------------------------------------------------------------------
// Quantities and hedges

add('a lot of', manyOrMuch, undefined, ['many', 'much']);
add('lots of', manyOrMuch, undefined, ['many', 'much']);
add('loads of', manyOrMuch, undefined, ['many', 'much']);
add('tons of', manyOrMuch, undefined, ['many', 'much']);
add('a bunch of', (c) => (pluralAhead(c) ? 'many' : undefined), undefined, ['many']);
add('a couple of', 'a few', (c) => pluralAhead(c) === true);
add(
  'a lot',
  (c) => (COMPARATIVE(next(c)) ? 'considerably' : isEnd(next(c)) ? 'a great deal' : undefined),
  undefined,
  ['considerably', 'a great deal'],
);
add('lots', 'considerably', (c) => COMPARATIVE(next(c)));
add('a little bit', 'slightly', (c) => COMPARATIVE(next(c)) || nextPos('ADJ')(c));
add('a bit', 'slightly', (c) => COMPARATIVE(next(c)) || nextPos('ADJ')(c));
add('kind of', 'somewhat', all(notAfterDeterminer, nextPos('ADJ', 'ADV', 'VERB')));
add('sort of', 'somewhat', all(notAfterDeterminer, nextPos('ADJ', 'ADV', 'VERB')));
add('pretty', 'fairly', all(notAfterDeterminer, nextPos('ADJ', 'ADV')));
add('super', 'extremely', all(notAfterDeterminer, nextPos('ADJ', 'ADV')));
add('really', 'truly', nextPos('ADJ'));
add('really', 'genuinely', all(nextPos('VERB'), prevNotIn('not', "n't")));
add('totally', 'completely');
add('basically', 'essentially');
add('obviously', 'clearly');
add('maybe', 'perhaps');
add('and so on', 'and so forth');
add('and stuff', 'and so forth', (c) => isEnd(next(c)));
add('all the time', 'constantly', (c) => isEnd(next(c)));
add('over and over', 'repeatedly');
add('first of all', 'first');
add('at the end of the day', 'ultimately');
add('right now', 'currently');
add('nowadays', 'currently');

/** "very" + adjective → one stronger word. */
const VERY: Record<string, string> = {
  important: 'crucial',
  big: 'enormous',
  large: 'enormous',
  good: 'excellent',
  tired: 'exhausted',
  happy: 'delighted',
  angry: 'furious',
  surprised: 'astonished',
  interesting: 'fascinating',
  often: 'frequently',
  many: 'numerous',
  clear: 'evident',
  scared: 'terrified',
  afraid: 'terrified',
  quickly: 'rapidly',
  dirty: 'filthy',
  sure: 'certain',
};
for (const [adj, formal] of Object.entries(VERY))
  add(`very ${adj}`, formal, (c) => next(c)?.lower !== 'to' || adj !== 'sure');
const HIGHLY = [
  'likely',
  'unlikely',
  'effective',
  'successful',
  'significant',
  'relevant',
  'probable',
  'efficient',
  'accurate',
  'toxic',
  'unusual',
  'skilled',
  'qualified',
  'competitive',
  'reactive',
  'sensitive',
  'variable',
  'dependent',
  'controversial',
  'influential',
  'regarded',
  'recommended',
  'respected',
];
for (const adj of HIGHLY) add(`very ${adj}`, `highly ${adj}`);

// ---------------------------------------------------------------------------------------------
// Adjectives

const BIG_SUBSTANTIAL = [
  'difference',
  'impact',
  'effect',
  'change',
  'increase',
  'decrease',
  'amount',
  'number',
  'influence',
  'improvement',
  'contribution',
  'loss',
  'gain',
  'portion',
  'part',
  'proportion',
  'reduction',
  'rise',
];
const BIG_SIGNIFICANT = ['problem', 'issue', 'challenge', 'role', 'risk', 'advantage', 'factor', 'concern'];
const plural = (w: string) => (/(?:s|sh|ch|x)$/.test(w) ? `${w}es` : w.replace(/y$/, 'ie').concat('s'));
add('big', 'substantial', nextIn(...BIG_SUBSTANTIAL, ...BIG_SUBSTANTIAL.map(plural)));
add('big', 'significant', nextIn(...BIG_SIGNIFICANT, ...BIG_SIGNIFICANT.map(plural)));
add('bigger', 'larger', firstPos('ADJ'));
add('biggest', 'largest', firstPos('ADJ'));
add('huge', 'enormous');
add('awesome', 'excellent');
add('nice', 'pleasant', firstPos('ADJ'));
add('tough', 'difficult', firstPos('ADJ'));
add('hard to', 'difficult to', (c) => c.tokens[c.i]?.pos === 'ADJ' || BE.includes(prev(c)?.lower ?? ''));
add('smart', 'intelligent', firstPos('ADJ'));
add('scary', 'frightening');
add('boring', 'tedious', firstPos('ADJ'));
add('weird', 'unusual');
add('cheap', 'inexpensive', firstPos('ADJ'));
add('funny', 'amusing', firstPos('ADJ'));
add(
  'whole',
  'entire',
  (c) =>
    ['the', 'a', 'an', 'this', 'that', 'my', 'our', 'their', 'his', 'her'].includes(prev(c)?.lower ?? '') &&
    nextPos('NOUN')(c),
);
add('OK', 'acceptable', (c) =>
  [...BE, 'seems', 'seem', 'seemed', 'looks', 'look', 'looked'].includes(prev(c)?.lower ?? ''),
);
add('okay', 'acceptable', (c) =>
  [...BE, 'seems', 'seem', 'seemed', 'looks', 'look', 'looked'].includes(prev(c)?.lower ?? ''),
);

// ---------------------------------------------------------------------------------------------
// Nouns

noun('kid', 'child', 'kids', 'children');
noun('mom', 'mother', 'moms', 'mothers');
noun('mum', 'mother', 'mums', 'mothers');
noun('dad', 'father', 'dads', 'fathers');
noun('guy', 'man', undefined, undefined, prevNotIn('you'));
noun('stuff', 'material', undefined, undefined, prevNotIn('and'));
noun('info', 'information');
noun('TV', 'television', 'TVs', 'televisions');
noun('ad', 'advertisement', 'ads', 'advertisements');
noun('photo', 'photograph', 'photos', 'photographs');
noun('pic', 'picture', 'pics', 'pictures');
noun('lab', 'laboratory', 'labs', 'laboratories');
noun('math', 'mathematics');
noun('maths', 'mathematics');
noun('bike', 'bicycle', 'bikes', 'bicycles');
noun('fridge', 'refrigerator', 'fridges', 'refrigerators');
noun('teen', 'teenager', 'teenagers', 'teenagers');
noun('stats', 'statistics');

// ---------------------------------------------------------------------------------------------
// Sentence-initial connectives

add(
  'and',
  (c) => (next(c)?.text === ',' ? 'Furthermore' : 'Furthermore,'),
  all(atSentenceStart, (c) => !isEnd(next(c)) || next(c)?.text === ','),
  ['furthermore'],
);
add(
  'but',
  (c) => (next(c)?.text === ',' ? 'However' : 'However,'),
  all(atSentenceStart, (c) => !isEnd(next(c)) || next(c)?.text === ','),
  ['however'],
);
add(
  'so',
  (c) => (next(c)?.text === ',' ? 'Therefore' : 'Therefore,'),
  all(
    atSentenceStart,
    (c) =>
      next(c)?.text === ',' ||
      (!isEnd(next(c)) &&
        !['ADJ', 'ADV', 'SCONJ'].includes(next(c)?.pos ?? '') &&
        !['that', 'as', 'far', 'much', 'many'].includes(next(c)?.lower ?? '')),
  ),
  ['therefore'],
);
add(
  'also',
  (c) => (next(c)?.text === ',' ? 'Additionally' : 'Additionally,'),
  all(atSentenceStart, (c) => !isEnd(next(c)) || next(c)?.text === ','),
  ['additionally'],
);
add(
  'plus',
  (c) => (next(c)?.text === ',' ? 'Moreover' : 'Moreover,'),
  all(atSentenceStart, (c) => next(c)?.text === ','),
  ['moreover'],
);

/** All entries (for the meaning check: which formal words may stand for which informal ones). */
export const LEXICON: readonly LexiconEntry[] = entries;

/** Entries by first word, longest first. */
export const LEXICON_BY_FIRST_WORD: ReadonlyMap<string, readonly LexiconEntry[]> = (() => {
  const map = new Map<string, LexiconEntry[]>();
  for (const e of entries) {
    const list = map.get(e.words[0]!) ?? [];
    list.push(e);
    map.set(e.words[0]!, list);
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

// ---------------------------------------------------------------------------------------------
// Contractions

const NOT_CONTRACTIONS: Record<string, string> = {
  "can't": 'cannot',
  "won't": 'will not',
  "shan't": 'shall not',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "hadn't": 'had not',
  "wouldn't": 'would not',
  "couldn't": 'could not',
  "shouldn't": 'should not',
  "mustn't": 'must not',
  "mightn't": 'might not',
  "needn't": 'need not',
  "daren't": 'dare not',
  // Common misspellings without the apostrophe (not "cant", "wont", "well", "were": real words).
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  couldnt: 'could not',
  shouldnt: 'should not',
  wouldnt: 'would not',
};

const PRONOUN_S = new Set([
  'it',
  'he',
  'she',
  'that',
  'there',
  'here',
  'what',
  'who',
  'where',
  'how',
  'when',
  'why',
  'everyone',
  'everything',
  'someone',
  'something',
  'nobody',
  'nothing',
  'everybody',
  'somebody',
  'this',
]);
const SUFFIXES: Record<string, (word: string) => boolean> = {
  "'m": (w) => w === 'i',
  "'re": (w) => ['you', 'we', 'they', 'who', 'what', 'there'].includes(w),
  "'ve": (w) => ['i', 'you', 'we', 'they', 'who', 'would', 'could', 'should', 'might', 'must'].includes(w),
  "'ll": (w) =>
    ['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'there', 'who', 'what', 'this'].includes(w),
  "'d": (w) => ['i', 'you', 'he', 'she', 'it', 'we', 'they', 'who', 'that', 'there'].includes(w),
  "'s": (w) => PRONOUN_S.has(w),
};
const PARTICIPLE_HAS = new Set(['been', 'got', 'gotten', 'had']);

/** Whether a word is a past participle after "'d" (had) rather than a bare verb (would). */
function participleAfterD(nextWord: string): boolean {
  const w = nextWord.toLowerCase();
  if (w === 'better' || w === 'been' || w === 'had') return true;
  if (/ed$/.test(w)) return true;
  const irregular = [
    'gone',
    'done',
    'seen',
    'taken',
    'given',
    'made',
    'written',
    'known',
    'eaten',
    'spoken',
    'forgotten',
    'chosen',
    'driven',
    'thought',
    'brought',
    'bought',
    'told',
    'found',
    'left',
    'heard',
    'felt',
    'kept',
    'lost',
    'met',
    'paid',
    'sent',
    'spent',
    'taught',
    'won',
    'begun',
    'broken',
    'fallen',
    'grown',
    'shown',
    'flown',
    'drawn',
    'worn',
  ];
  return irregular.includes(w);
}

/**
 * The expansion of a contraction ("don't" → "do not", "it's been" → "it has been"), or undefined
 * when the word is not one we expand (possessive "John's", "ain't"). `word` may use ’.
 */
export function expandContraction(word: string, nextWord = ''): string | undefined {
  const w = word.toLowerCase().replace(/’/g, "'");
  const negative = NOT_CONTRACTIONS[w];
  if (negative) return negative;
  if (w === "let's") return 'let us';
  const m = /^([a-z]+)('[a-z]+)$/.exec(w);
  if (!m) return undefined;
  const [, host = '', suffix = ''] = m;
  if (!SUFFIXES[suffix]?.(host)) return undefined;
  const n = nextWord.toLowerCase();
  const full: Record<string, string> = {
    "'m": 'am',
    "'re": 'are',
    "'ve": 'have',
    "'ll": 'will',
    "'d": participleAfterD(n) ? 'had' : 'would',
    "'s": PARTICIPLE_HAS.has(n) ? 'has' : 'is',
  };
  return `${host} ${full[suffix]}`;
}

/** Candidate contractions in text (expandContraction decides); the meaning check reads them the same way. */
export const CONTRACTION_PATTERN =
  /\b[A-Za-z]+['’][A-Za-z]+\b|\b(?:dont|doesnt|didnt|isnt|arent|wasnt|werent|havent|hasnt|couldnt|shouldnt|wouldnt)\b/gi;

/** Words shortened at the front: 'cause, 'em, 'til. */
export const ELISIONS: Readonly<Record<string, string>> = { cause: 'because', em: 'them', til: 'until' };
export const ELISION_PATTERN = /(?<![\p{L}'’])['’](cause|em|til)\b/giu;
