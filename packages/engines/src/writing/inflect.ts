/**
 * English inflection for the rewrite engine: regular rules plus the common irregular verbs and nouns.
 * Every function returns undefined when it is not sure (e.g. doubling the last consonant of a
 * two-syllable verb), so callers can leave a word alone rather than misspell it.
 */

export type VerbForm = 'base' | 's' | 'past' | 'pp' | 'ing';
export const VERB_FORMS: readonly VerbForm[] = ['base', 's', 'past', 'pp', 'ing'];

/** base past participle (past and participle may be "a/b" alternatives; the first is used). */
const IRREGULAR_VERB_LIST = `
arise arose arisen|awake awoke awoken|be was been|bear bore borne|beat beat beaten|become became become
begin began begun|bend bent bent|bet bet bet|bind bound bound|bite bit bitten|bleed bled bled
blow blew blown|break broke broken|breed bred bred|bring brought brought|build built built
burn burnt/burned burnt/burned|burst burst burst|buy bought bought|cast cast cast|catch caught caught
choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut
deal dealt dealt|dig dug dug|do did done|draw drew drawn|dream dreamt/dreamed dreamt/dreamed
drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed fed|feel felt felt
fight fought fought|find found found|flee fled fled|fling flung flung|fly flew flown|forbid forbade forbidden
forecast forecast forecast|foresee foresaw foreseen|forget forgot forgotten|forgive forgave forgiven
freeze froze frozen|get got got/gotten|give gave given|go went gone|grind ground ground|grow grew grown
hang hung hung|have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt
keep kept kept|kneel knelt knelt|know knew known|lay laid laid|lead led led|lean leant/leaned leant/leaned
leap leapt/leaped leapt/leaped|learn learnt/learned learnt/learned|leave left left|lend lent lent
let let let|lie lay lain|light lit lit|lose lost lost|make made made|mean meant meant|meet met met
mislead misled misled|mistake mistook mistaken|overcome overcame overcome|overtake overtook overtaken
pay paid paid|prove proved proven/proved|put put put|quit quit quit|read read read|rid rid rid
ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|seek sought sought
sell sold sold|send sent sent|set set set|sew sewed sewn|shake shook shaken|shed shed shed
shine shone shone|shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung
sink sank sunk|sit sat sat|sleep slept slept|slide slid slid|sling slung slung|smell smelt/smelled smelt/smelled
speak spoke spoken|speed sped sped|spell spelt/spelled spelt/spelled|spend spent spent|spill spilt/spilled spilt/spilled
spin spun spun|spit spat spat|split split split|spoil spoilt/spoiled spoilt/spoiled|spread spread spread
spring sprang sprung|stand stood stood|steal stole stolen|stick stuck stuck|sting stung stung
stink stank stunk|strike struck struck|strive strove striven|swear swore sworn|sweep swept swept
swell swelled swollen|swim swam swum|swing swung swung|take took taken|teach taught taught
tear tore torn|tell told told|think thought thought|throw threw thrown|thrust thrust thrust
tread trod trodden|understand understood understood|undergo underwent undergone|undertake undertook undertaken
upset upset upset|wake woke woken|wear wore worn|weave wove woven|weep wept wept|win won won
wind wound wound|withdraw withdrew withdrawn|withstand withstood withstood|write wrote written
`;

interface Irregular {
  past: string;
  pp: string;
}

const IRREGULAR_VERBS = new Map<string, Irregular>();
/** Irregular past or participle → base ("went" → "go"). */
const IRREGULAR_VERB_BASE = new Map<string, string>();
for (const entry of IRREGULAR_VERB_LIST.split(/[|\n]/)) {
  const [base, past, pp] = entry.trim().split(' ');
  if (!base || !past || !pp) continue;
  IRREGULAR_VERBS.set(base, { past: past.split('/')[0]!, pp: pp.split('/')[0]! });
  for (const form of [...past.split('/'), ...pp.split('/')]) {
    if (form !== base && !IRREGULAR_VERB_BASE.has(form)) IRREGULAR_VERB_BASE.set(form, base);
  }
}

/** Irregular noun plurals (and nouns whose plural the rules would get wrong). */
const IRREGULAR_NOUN_LIST = `
child children|man men|woman women|person people|mouse mice|foot feet|tooth teeth|goose geese|ox oxen
criterion criteria|phenomenon phenomena|analysis analyses|hypothesis hypotheses|thesis theses
crisis crises|basis bases|axis axes|diagnosis diagnoses|synthesis syntheses|datum data|medium media
bacterium bacteria|curriculum curricula|cactus cacti|fungus fungi|nucleus nuclei|radius radii
stimulus stimuli|alga algae|larva larvae|vertebra vertebrae|index indices|matrix matrices
appendix appendices|leaf leaves|life lives|knife knives|wife wives|half halves|wolf wolves
shelf shelves|calf calves|thief thieves|loaf loaves|self selves|scarf scarves|wharf wharves
potato potatoes|tomato tomatoes|hero heroes|echo echoes|veto vetoes|volcano volcanoes|torpedo torpedoes
photo photos|piano pianos|radio radios|video videos|zoo zoos|kilo kilos|memo memos|ratio ratios
sheep sheep|fish fish|deer deer|species species|series series|aircraft aircraft|means means
roof roofs|belief beliefs|chief chiefs|proof proofs|cliff cliffs|chef chefs|bus buses|gas gases
`;

const IRREGULAR_PLURAL = new Map<string, string>();
const IRREGULAR_SINGULAR = new Map<string, string>();
for (const entry of IRREGULAR_NOUN_LIST.split(/[|\n]/)) {
  const [one, many] = entry.trim().split(' ');
  if (!one || !many) continue;
  IRREGULAR_PLURAL.set(one, many);
  if (!IRREGULAR_SINGULAR.has(many)) IRREGULAR_SINGULAR.set(many, one);
}

const VOWEL = /[aeiou]/;
const isConsonant = (c: string | undefined): boolean => !!c && /[a-z]/.test(c) && !VOWEL.test(c);
const syllables = (w: string): number => (w.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length || 1;

/** Ends consonant-vowel-consonant (not w, x, y): the last consonant may double before -ed/-ing. */
function endsCvc(w: string): boolean {
  const [a, b, c] = [w.at(-3), w.at(-2), w.at(-1)];
  return isConsonant(a) && !!b && VOWEL.test(b) && isConsonant(c) && !/[wxy]/.test(c!);
}

/** Stressed last syllables that double (prefer → preferred); other two-syllable CVC verbs do not. */
const DOUBLING = /(?:fer|cur|mit|pel|bet|gret|trol|nul|quit|ship)$/;
const NOT_DOUBLING = /(?:en|on|er|or|it|et|ot|ut|op|om|im|um|ic|ar|ain)$/;

/** The stem before -ed/-ing, or undefined when unsure whether to double the last consonant. */
function suffixStem(base: string): string | undefined {
  if (!endsCvc(base) || base.endsWith('qu')) return base;
  if (syllables(base) === 1) return base + base.at(-1);
  if (DOUBLING.test(base)) return base + base.at(-1);
  if (NOT_DOUBLING.test(base)) return base;
  return undefined;
}

export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/y$/.test(base) && isConsonant(base.at(-2))) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function regularPast(base: string): string | undefined {
  if (base.endsWith('e')) return `${base}d`;
  if (/y$/.test(base) && isConsonant(base.at(-2))) return `${base.slice(0, -1)}ied`;
  if (/c$/.test(base)) return undefined; // panic → panicked
  const stem = suffixStem(base);
  return stem && `${stem}ed`;
}

export function presentParticiple(base: string): string | undefined {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/c$/.test(base)) return undefined;
  const stem = suffixStem(base);
  return stem && `${stem}ing`;
}

/** A verb in one form, e.g. ("begin", "past") → "began"; undefined when unsure. */
export function inflectVerb(base: string, form: VerbForm): string | undefined {
  if (!/^[a-z]+$/.test(base)) return undefined;
  const irregular = IRREGULAR_VERBS.get(base);
  switch (form) {
    case 'base':
      return base;
    case 's':
      return thirdPerson(base);
    case 'ing':
      return presentParticiple(base);
    case 'past':
      return irregular ? irregular.past : regularPast(base);
    case 'pp':
      return irregular ? irregular.pp : regularPast(base);
  }
}

/** The forms `word` can be of the verb `base` (e.g. "put" → base, past, pp); empty when none fits. */
export function verbFormsOf(word: string, base: string): VerbForm[] {
  return VERB_FORMS.filter((f) => inflectVerb(base, f) === word);
}

export function pluralize(noun: string): string | undefined {
  if (!/^[a-z]+$/.test(noun)) return undefined;
  const irregular = IRREGULAR_PLURAL.get(noun);
  if (irregular) return irregular;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return /(?:is|us|ss|x|z|ch|sh)$/.test(noun) ? `${noun}es` : undefined;
  if (/y$/.test(noun)) return isConsonant(noun.at(-2)) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
  if (/(?:f|fe|o|man|um)$/.test(noun)) return undefined;
  return `${noun}s`;
}

/** Comparative and superlative of short adjectives (big → bigger, biggest); undefined when unsure. */
export function compare(adj: string, degree: 'er' | 'est'): string | undefined {
  if (!/^[a-z]+$/.test(adj)) return undefined;
  if (/y$/.test(adj) && isConsonant(adj.at(-2)) && syllables(adj) === 2)
    return `${adj.slice(0, -1)}i${degree}`;
  if (syllables(adj) !== 1) return undefined;
  if (adj.endsWith('e')) return `${adj}${degree.slice(1)}`;
  if (endsCvc(adj)) return `${adj}${adj.at(-1)}${degree}`;
  return `${adj}${degree}`;
}

/**
 * Candidate dictionary forms of an inflected word for a part of speech (WordNet's "morphy" rules
 * plus the irregular tables); the word itself comes first. Callers check which exist in WordNet.
 */
export function baseForms(word: string, pos: 'n' | 'v' | 'a' | 'r'): string[] {
  const w = word.toLowerCase();
  const out = new Set<string>([w]);
  const add = (suffix: string, replacement: string) => {
    if (w.endsWith(suffix) && w.length > suffix.length + 1)
      out.add(w.slice(0, w.length - suffix.length) + replacement);
  };
  if (pos === 'n') {
    const one = IRREGULAR_SINGULAR.get(w);
    if (one) out.add(one);
    for (const [s, r] of [
      ['s', ''],
      ['ses', 's'],
      ['xes', 'x'],
      ['zes', 'z'],
      ['ches', 'ch'],
      ['shes', 'sh'],
      ['men', 'man'],
      ['ies', 'y'],
    ] as const)
      add(s, r);
  } else if (pos === 'v') {
    const base = IRREGULAR_VERB_BASE.get(w);
    if (base) out.add(base);
    for (const [s, r] of [
      ['s', ''],
      ['ies', 'y'],
      ['es', 'e'],
      ['es', ''],
      ['ed', 'e'],
      ['ed', ''],
      ['ing', 'e'],
      ['ing', ''],
    ] as const)
      add(s, r);
    // stopped → stop, running → run
    const doubled = /([b-df-hj-np-tv-z])\1(?:ed|ing)$/.exec(w);
    if (doubled) out.add(w.slice(0, doubled.index + 1));
  } else if (pos === 'a') {
    if (w === 'better' || w === 'best') out.add('good');
    if (w === 'worse' || w === 'worst') out.add('bad');
    for (const [s, r] of [
      ['er', ''],
      ['est', ''],
      ['er', 'e'],
      ['est', 'e'],
      ['ier', 'y'],
      ['iest', 'y'],
    ] as const)
      add(s, r);
    const doubled = /([b-df-hj-np-tv-z])\1(?:er|est)$/.exec(w);
    if (doubled) out.add(w.slice(0, doubled.index + 1));
  }
  return [...out];
}

/** "a" or "an" before a word, by its sound as far as spelling tells. */
export function indefiniteArticle(nextWord: string): 'a' | 'an' {
  const w = nextWord.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(?:uni|use|usu|uti|eu|ewe|one|once|ur[aie])/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** `target` with the capitalisation of `source`: "Don't" → "Do not", "DON'T" → "DO NOT". */
export function matchCase(source: string, target: string): string {
  const letters = source.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return target.toUpperCase();
  if (/^\p{Lu}/u.test(source)) return target.charAt(0).toUpperCase() + target.slice(1);
  return target;
}
