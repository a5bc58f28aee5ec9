import { baseForms } from './inflect.ts';

/**
 * Synonym pairs chosen by hand for the paraphrase, by part of speech: each is a safe swap in the
 * sense a school text uses the word ("show that" → "demonstrate that", "a big effect" → "a large
 * effect"). Words whose other senses are common in school texts are left out ("hard" rock, the
 * "area" of a circle, "people" of a city). WordNet is asked only for words not listed here.
 */
export const PARAPHRASE_PAIRS: Readonly<Record<'n' | 'v' | 'a' | 'r', Readonly<Record<string, string>>>> = {
  v: {
    examine: 'investigate',
    show: 'demonstrate',
    use: 'employ',
    help: 'assist',
    need: 'require',
    begin: 'start',
    start: 'begin',
    produce: 'generate',
    limit: 'restrict',
    suggest: 'indicate',
    argue: 'contend',
    believe: 'think',
    reduce: 'decrease',
    allow: 'permit',
    improve: 'enhance',
    build: 'construct',
    buy: 'purchase',
    choose: 'select',
    try: 'attempt',
    seem: 'appear',
    finish: 'complete',
    get: 'obtain',
    gather: 'collect',
    collect: 'gather',
    discover: 'find',
    remove: 'eliminate',
    predict: 'forecast',
    protect: 'shield',
    measure: 'gauge',
  },
  a: {
    important: 'significant',
    big: 'large',
    huge: 'enormous',
    many: 'numerous',
    main: 'principal',
    fast: 'rapid',
    quick: 'rapid',
    useful: 'helpful',
    whole: 'entire',
    enough: 'sufficient',
    easy: 'simple',
    difficult: 'challenging',
    obvious: 'evident',
    various: 'diverse',
    essential: 'vital',
    necessary: 'required',
    complex: 'complicated',
    rare: 'uncommon',
    strong: 'powerful',
    tiny: 'minute',
  },
  n: {
    aim: 'goal',
    goal: 'aim',
    result: 'outcome',
    method: 'approach',
    idea: 'notion',
    example: 'instance',
    benefit: 'advantage',
    effect: 'impact',
    amount: 'quantity',
    purpose: 'aim',
    feature: 'characteristic',
    reason: 'cause',
    danger: 'risk',
  },
  r: {
    quickly: 'rapidly',
    usually: 'typically',
    often: 'frequently',
    mainly: 'chiefly',
    especially: 'particularly',
    mostly: 'largely',
    clearly: 'evidently',
    nearly: 'almost',
    almost: 'nearly',
    rarely: 'seldom',
    entirely: 'wholly',
  },
};

/** Whether two words (any inflection) are one of the hand-chosen pairs, either way round. */
export function arePairedSynonyms(a: string, b: string): boolean {
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    const table = PARAPHRASE_PAIRS[pos];
    const basesA = baseForms(a.toLowerCase(), pos);
    const basesB = baseForms(b.toLowerCase(), pos);
    if (basesA.some((x) => basesB.some((y) => table[x] === y || table[y] === x))) return true;
  }
  return false;
}
