// Number stories: consecutive integers ("the sum of three consecutive odd integers is 57") and two
// amounts where one is a multiple of the other ("Tom has 3 more than twice as many marbles as Ann").
import {
  asksForUnknowns,
  clause,
  factor,
  factorValue,
  fitAny,
  num,
  plus,
  type Story,
  times,
  type WordTranslation,
} from './word-problems-text.ts';

const KIND = `(?<kind>(?:(?:positive|negative) )?(?:(?:even|odd) )?(?:integers|numbers|whole numbers|natural numbers|counting numbers))`;
const CONSECUTIVE = `${num('n')} consecutive ${KIND}`;
const OPERATION = `(?<op>sum|product)`;

const CONSECUTIVE_FACTS = [
  clause(`(?:the )?${OPERATION} of ${CONSECUTIVE} is ${num('t')}`),
  clause(
    `${CONSECUTIVE} (?:add up to|add to|sum to|total|have a (?<op>sum|product) of|multiply to) ${num('t')}`,
  ),
  clause(
    `(?:find|what are) ${CONSECUTIVE} (?:whose (?<op>sum|product) is|(?:that|which) (?:add up to|add to|sum to|multiply to)|with a (?<op2>sum|product) of) ${num('t')}`,
  ),
];
const CONSECUTIVE_QUESTIONS = [
  clause(
    `(?:find|what are|which are|determine|list|give) (?:the |these |those |all )?(?:${num('n')} )?(?:consecutive )?(?:(?:positive|negative) )?(?:(?:even|odd) )?(?:integers|numbers|whole numbers|natural numbers)`,
  ),
  clause(
    `(?:what|which) (?:is|are) (?:the )?(?:smallest|largest|biggest|greatest|least|first|second|third|last|middle|larger|smaller)(?: one| integer| number| of them| of the (?:integers|numbers))?`,
  ),
  clause('(?:what|which) are they|find them'),
];

const ORDINAL = ['', '', 'two', 'three', 'four', 'five', 'six'];

/**
 * Whether some integers of the kind fit: the equation alone would happily answer "x = 24" for two
 * consecutive odd integers summing to 50, and there are none.
 */
function hasIntegerAnswer(kind: string, step: number, n: number, product: boolean, total: number): boolean {
  const fits = (x: number) =>
    Number.isInteger(x) &&
    (!/\bodd\b/.test(kind) || Math.abs(x % 2) === 1) &&
    (!/\beven\b/.test(kind) || x % 2 === 0) &&
    (!/\bpositive\b/.test(kind) || x > 0) &&
    (!/\bnegative\b/.test(kind) || x + (n - 1) * step < 0);
  if (!product) return fits((total - (step * n * (n - 1)) / 2) / n);
  // x(x + step) = total
  const root = Math.sqrt(step * step + 4 * total);
  return [(-step + root) / 2, (-step - root) / 2].some(fits);
}

/** "The sum of three consecutive integers is 72" → x + (x+1) + (x+2) = 72, x the smallest. */
export function consecutiveIntegers(story: Story): WordTranslation | null {
  let fact: Record<string, string> | null = null;
  let asked: string | undefined;
  for (const text of story) {
    const found = fitAny(text, CONSECUTIVE_FACTS);
    if (found) {
      if (fact) return null;
      fact = found.parts;
      continue;
    }
    const question = fitAny(text, CONSECUTIVE_QUESTIONS);
    if (!question) return null;
    asked ??= question.parts.n;
    if (question.parts.n && question.parts.n !== asked) return null;
  }
  if (!fact) return null;
  const n = Number(fact.n);
  const op = (fact.op ?? fact.op2 ?? '').toLowerCase();
  if (!Number.isInteger(n) || n < 2 || n > 6 || (asked && Number(asked) !== n)) return null;
  if (op === 'product' && n !== 2) return null;
  const kind = fact.kind!.toLowerCase();
  const step = /\b(?:even|odd)\b/.test(kind) ? 2 : 1;
  if (!hasIntegerAnswer(kind, step, n, op === 'product', Number(fact.t))) return null;
  const terms = Array.from({ length: n }, (_, i) => (i === 0 ? 'x' : `x+${i * step}`));
  const math =
    op === 'product'
      ? `x(${terms[1]}) = ${fact.t}`
      : `${terms.map((t, i) => (i === 0 ? t : `(${t})`)).join(' + ')} = ${fact.t}`;
  const one = kind.replace(/s$/, '');
  const others = terms.slice(1);
  const meaning =
    n === 2
      ? `the smaller ${one} (the other is ${others[0]})`
      : `the smallest of the ${ORDINAL[n]} ${kind} (the others are ${others.slice(0, -1).join(', ')} and ${others.at(-1)})`;
  return {
    math,
    unknowns: [
      {
        name: 'x',
        meaning:
          /positive/.test(kind) && op === 'product' ? `${meaning}; only a positive answer fits` : meaning,
      },
    ],
    template: 'consecutive integers',
  };
}

const NAME = `[a-z][a-z']*`;
const THINGS = `[a-z]+(?: [a-z]+)?`;
const PLACE = `(?: (?:in|on|at) (?:the|a|this|that|her|his|their|our|my) [a-z]+)?`;
const ALL = `(?: (?:together|altogether|in total|combined|between them|in all))?`;
/** "twice", "3 more than twice", "5 fewer than 3 times". */
const MULTIPLE = `(?:${num('d')} (?<dir>more|fewer|less) than )?${factor('f')}`;
const NUMBER_A = `(?<ra>one|the first|the larger|the bigger|the greater|the smaller|a|the second)`;
const NUMBER_B = `(?<rb>another|the other|the second|the first|the smaller|the larger)`;

/** One amount in terms of the other: a is f·b ± d. */
const RELATIONS = [
  clause(
    `(?<a>${NAME}) has ${MULTIPLE} as (?<much>many|much)(?: (?<item>${THINGS}))? as (?<b>${NAME})(?: does| has)?`,
  ),
  clause(
    `(?<a>${NAME}) has ${num('d')} (?<dir>more|fewer|less) (?<item>${THINGS}) than (?<b>${NAME})(?: does| has)?`,
  ),
  clause(`there are ${MULTIPLE} as many (?<a>${THINGS}) as (?<b>${THINGS})${PLACE}`),
  clause(`there are ${num('d')} (?<dir>more|fewer) (?<a>${THINGS}) than (?<b>${THINGS})${PLACE}`),
  clause(
    `${NUMBER_A} number is (?:(?:${num('d')} (?<dir>more|less) than )?${factor('f')}(?: as (?:large|big) as)?|${num('d2')} (?<dir2>more|less) than) ${NUMBER_B}(?: number| one)?`,
  ),
];
const TOTALS = [
  clause(
    `(?:together|altogether|in total|combined|in all),? they have \\$?${num('t')}(?: (?<item>${THINGS}))?`,
  ),
  clause(`they have (?:a total of )?\\$?${num('t')}(?: (?<item>${THINGS}))?${ALL}`),
  clause(
    `(?<a>${NAME}) and (?<b>${NAME}) have (?:a total of )?\\$?${num('t')}(?: (?<item>${THINGS}))?${ALL}`,
  ),
  clause(
    `there are (?:a total of )?\\$?${num('t')} (?<item>${THINGS})${PLACE}(?: (?:in total|altogether|in all))?`,
  ),
  clause(`(?:a|the) [a-z]+ has ${num('t')} (?<item>${THINGS})`),
  clause(
    `(?:the (?:sum|total) of (?:the |these |those )?(?:(?<two>2) |both |the two )?numbers is|(?:their|the) sum is|(?<two2>2) numbers (?:add up to|add to|sum to|have a sum of|total)) ${num('t')}`,
  ),
];

/** "She has twice as many as her brother" does not say who she is. */
const PRONOUNS = /^(?:he|she|it|they|i|you|we|him|her|them)$/i;
const MUCH_THINGS = /^(?:money|water|juice|time|flour|sugar|milk|paint|rice)$/i;

/** Which totals go with which relations: owners "have", things "there are", and numbers "sum". */
const TOTALS_FOR = [[0, 1, 2], [0, 1, 2], [3, 4], [3, 4], [5]];

/** "Tom has twice as many marbles as Ann. Together they have 36." → x + y = 36, x = 2y. */
export function timesAsMany(story: Story): WordTranslation | null {
  let relation: { form: number; parts: Record<string, string> } | null = null;
  let total: { index: number; parts: Record<string, string> } | null = null;
  for (const text of story) {
    const r = fitAny(text, RELATIONS);
    if (r) {
      if (relation) return null;
      relation = { form: r.index, parts: r.parts };
      continue;
    }
    const t = fitAny(text, TOTALS);
    if (t) {
      if (total) return null;
      total = t;
      continue;
    }
    if (!asksForUnknowns(text)) return null;
  }
  if (!relation || !total || !TOTALS_FOR[relation.form]!.includes(total.index)) return null;
  const { form, parts } = relation;
  const a = parts.a ?? parts.ra!;
  const b = parts.b ?? parts.rb!;
  const same = (p: string, q: string) => p.toLowerCase() === q.toLowerCase();
  if (same(a, b) || [a, b].some((w) => PRONOUNS.test(w))) return null;
  const named = total.parts.a && total.parts.b;
  if (
    named &&
    !(
      (same(a, total.parts.a!) && same(b, total.parts.b!)) ||
      (same(a, total.parts.b!) && same(b, total.parts.a!))
    )
  )
    return null;
  const k = parts.f ? factorValue(parts.f) : '1';
  const d = parts.d ?? parts.d2;
  const less = /fewer|less/i.test(parts.dir ?? parts.dir2 ?? '');
  const rhs = d ? plus(times(k, 'y'), d, less) : times(k, 'y');
  const item = parts.item ?? total.parts.item;
  const amount = (who: string) =>
    form === 2 || form === 3
      ? `the number of ${who}`
      : item
        ? `the ${parts.much === 'much' || MUCH_THINGS.test(item) ? 'amount' : 'number'} of ${item} ${who} has`
        : `how many ${who} has`;
  const role = (word: string, fallback: string) => {
    const w = word.toLowerCase().replace(/^the /, '');
    return ['larger', 'bigger', 'greater', 'smaller', 'first', 'second'].includes(w)
      ? `the ${w} number`
      : fallback;
  };
  const unknowns =
    form === 4
      ? [
          { name: 'x', meaning: role(a, 'one number') },
          { name: 'y', meaning: role(b, 'the other number') },
        ]
      : [
          { name: 'x', meaning: amount(a) },
          { name: 'y', meaning: amount(b) },
        ];
  return { math: `x + y = ${total.parts.t}, x = ${rhs}`, unknowns, template: 'times as many' };
}
