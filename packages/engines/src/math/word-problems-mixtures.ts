// Mixtures: two solutions at p% and q% making an amount at r%; and two kinds of thing at two
// prices or values (dimes and quarters, adult and child tickets) with a count and a total.
import {
  asksForUnknowns,
  clause,
  fitAny,
  num,
  type Story,
  type WordTranslation,
} from './word-problems-text.ts';

const AMOUNT_UNITS: Record<string, string> = {
  l: 'liters',
  liter: 'liters',
  liters: 'liters',
  litre: 'litres',
  litres: 'litres',
  ml: 'mL',
  milliliters: 'mL',
  millilitres: 'mL',
  gallon: 'gallons',
  gallons: 'gallons',
  quart: 'quarts',
  quarts: 'quarts',
  pint: 'pints',
  pints: 'pints',
  cup: 'cups',
  cups: 'cups',
  ounce: 'ounces',
  ounces: 'ounces',
  oz: 'ounces',
  kg: 'kg',
  kilograms: 'kg',
  pound: 'pounds',
  pounds: 'pounds',
  lb: 'pounds',
  lbs: 'pounds',
  grams: 'grams',
  g: 'grams',
};
const UNIT = (name: string) => `(?<${name}>${Object.keys(AMOUNT_UNITS).join('|')})`;
const SUBSTANCE = `(?:acid|alcohol|salt|sugar|saline|juice|antifreeze|bleach|iodine|peroxide|butterfat|chlorine|vinegar|copper|silver|gold|nickel)`;
const MIX = `(?:solution|mixture|alloy|blend)`;
/** "a 10% salt solution", "the 40% solution", "30% acid". */
const SOLUTION = (name: string) => `(?:an? |the )?${num(name)}% (?:${SUBSTANCE}(?: ${MIX})?|${MIX})`;
const MAKE = `(?:make|get|produce|obtain|form|give|create)`;
const MUST = `(?:must|should|need to|needs to|has to|have to|will|would)`;
const WHO = `(?:(?:a|the) )?[a-z]+`;
const HOW_MUCH = (name: string) => `how (?:many ${UNIT(name)}|much)`;
const TARGET = `(?:${SOLUTION('r')}|an? ${MIX} that is ${num('r2')}% ${SUBSTANCE})`;

const TWO_UNKNOWN = [
  clause(
    `${HOW_MUCH('qu')} of ${SOLUTION('p')} ${MUST} (?:be )?(?:mixed|combined) with (?:some )?${SOLUTION('q')} to ${MAKE} ${num('v')} ${UNIT('vu')} of ${TARGET}`,
  ),
  clause(
    `(?:${WHO} )?(?:mixes|mixed|wants to mix|needs to mix|combines|combined|is mixing|will mix) ${SOLUTION('p')} (?:with|and) ${SOLUTION('q')} to ${MAKE} ${num('v')} ${UNIT('vu')} of ${TARGET}`,
  ),
  clause(
    `${num('v')} ${UNIT('vu')} of ${TARGET} (?:is|are|must be|needs to be|will be) (?:made|mixed|prepared) (?:by mixing|from|using) ${SOLUTION('p')} (?:with|and) ${SOLUTION('q')}`,
  ),
];
const HAS = clause(
  `(?:${WHO} )?(?:has|have|had|starts with|there (?:is|are)) ${num('a')} ${UNIT('au')} of ${SOLUTION('p')}`,
);
const ADD = clause(
  `${HOW_MUCH('qu')} of ${SOLUTION('q')} ${MUST} (?:be )?(?:added|mixed in|add|mix in)(?: to (?:it|this|them|the (?:${MIX}|${SUBSTANCE})))? to ${MAKE} ${TARGET}`,
);

const unitName = (unit: string | undefined) => (unit ? AMOUNT_UNITS[unit.toLowerCase()] : undefined);
const between = (r: string, p: string, q: string) =>
  (Number(p) < Number(r) && Number(r) < Number(q)) || (Number(q) < Number(r) && Number(r) < Number(p));

/** Two solutions mixed: how much of each, or how much of one to add to a known amount of the other. */
export function solutions(story: Story): WordTranslation | null {
  let mix: Record<string, string> | null = null;
  let has: Record<string, string> | null = null;
  let add: Record<string, string> | null = null;
  for (const text of story) {
    const two = fitAny(text, TWO_UNKNOWN);
    const known = fitAny(text, [HAS]);
    const added = fitAny(text, [ADD]);
    if (two && !mix) mix = two.parts;
    else if (known && !has) has = known.parts;
    else if (added && !add) add = added.parts;
    else if (!asksForUnknowns(text)) return null;
  }
  if (mix && !has && !add) {
    const { p, q, v } = mix as Record<'p' | 'q' | 'v', string>;
    const r = (mix.r ?? mix.r2)!;
    const unit = unitName(mix.vu);
    if (!unit || (mix.qu && unitName(mix.qu) !== unit) || !between(r, p, q)) return null;
    return {
      math: `x + y = ${v}, ${p}/100*x + ${q}/100*y = ${r}/100*${v}`,
      unknowns: [
        { name: 'x', meaning: `the amount of the ${p}% solution, in ${unit}` },
        { name: 'y', meaning: `the amount of the ${q}% solution, in ${unit}` },
      ],
      template: 'mixture',
    };
  }
  if (has && add && !mix) {
    const { p, a } = has as Record<'p' | 'a', string>;
    const q = add.q!;
    const r = (add.r ?? add.r2)!;
    const unit = unitName(has.au);
    if (!unit || (add.qu && unitName(add.qu) !== unit) || !between(r, p, q)) return null;
    return {
      math: `${p}/100*${a} + ${q}/100*x = ${r}/100*(${a} + x)`,
      unknowns: [{ name: 'x', meaning: `the amount of the ${q}% solution to add, in ${unit}` }],
      template: 'mixture',
    };
  }
  return null;
}

const COIN_VALUES: Record<string, string> = {
  pennies: '0.01',
  nickels: '0.05',
  dimes: '0.10',
  quarters: '0.25',
  'half-dollars': '0.50',
  'half dollars': '0.50',
  'dollar coins': '1',
};
const COIN = (name: string) => `(?<${name}>${Object.keys(COIN_VALUES).join('|')})`;
const HOLDER = `(?:[a-z]+ (?:has|had)|(?:a|the|her|his|their|my) [a-z]+(?: [a-z]+)? (?:has|had|contains|contained|holds|held))`;
const KINDS = `(?:all |only |made up of |consisting of |that are all |in |of )?${COIN('c1')} (?:and|or) ${COIN('c2')}`;
const WORTH = String.raw`(?:worth|with a (?:total )?value of|totaling|totalling|that (?:are worth|total|add up to)) \$${num('t')}(?: (?:in total|altogether|in all))?`;

const COIN_FACTS = [
  clause(`${HOLDER} ${num('n')} coins(?:,? ${KINDS})?(?:,? ${WORTH})?`),
  clause(`${HOLDER} \\$${num('t')} in ${COIN('c1')} and ${COIN('c2')}`),
  clause(
    `there are ${num('n')} coins(?: in (?:the|a|her|his|my) [a-z]+)?(?: (?:in all|altogether|in total))?`,
  ),
  clause(
    `(?:the coins|they|all (?:of )?(?:the coins|them)) are (?:all )?(?:either )?${COIN('c1')} (?:and|or) ${COIN('c2')}`,
  ),
  clause(
    `(?:(?:the )?(?:total )?value of (?:the |these |her |his |their |all the |all of the )?coins is|(?:they|the coins|which) (?:are worth|total|add up to|have a (?:total )?value of)) \\$${num('t')}(?: (?:in total|altogether|in all))?`,
  ),
];

/** "Sam has 20 coins, all dimes and quarters, worth $3.20" → x + y = 20, 0.10x + 0.25y = 3.20. */
export function coins(story: Story): WordTranslation | null {
  const known: Record<string, string> = {};
  const asked: string[] = [];
  for (const text of story) {
    const fact = fitAny(text, COIN_FACTS);
    if (fact) {
      for (const [key, value] of Object.entries(fact.parts)) {
        if (key in known) return null;
        known[key] = value.toLowerCase();
      }
      continue;
    }
    if (!asksForUnknowns(text)) return null;
    asked.push(text.toLowerCase());
  }
  const { n, t, c1, c2 } = known;
  if (!n || !t || !c1 || !c2 || c1 === c2) return null;
  // A question about a coin the story does not have is about something else.
  const named = asked.flatMap((q) => Object.keys(COIN_VALUES).filter((c) => q.includes(c)));
  if (named.some((c) => c !== c1 && c !== c2)) return null;
  return {
    math: `x + y = ${n}, ${COIN_VALUES[c1]}x + ${COIN_VALUES[c2]}y = ${t}`,
    unknowns: [
      { name: 'x', meaning: `the number of ${c1}` },
      { name: 'y', meaning: `the number of ${c2}` },
    ],
    template: 'coins',
  };
}

const THINGS = `[a-z]+(?: [a-z]+)?`;
const COSTS = `(?:costs?|are|is|sells? for|sold for|were|was|are priced at)`;
const EACH = `(?: each| apiece| per ticket)?`;
const PRICES = [
  clause(`(?:an? |the )?(?<i1>${THINGS}) ${COSTS} \\$${num('p1')}${EACH}`),
  clause(
    `(?:an? |the )?(?<i1>${THINGS}) ${COSTS} \\$${num('p1')}${EACH},? and (?:an? |the )?(?<i2>${THINGS}) (?:${COSTS} )?\\$${num('p2')}${EACH}`,
  ),
  clause(
    `(?<noun>tickets) (?:cost|are|sell for) \\$${num('p1')} (?:for|per) (?:an? )?(?<f1>[a-z]+) and \\$${num('p2')} (?:for|per) (?:an? )?(?<f2>[a-z]+)`,
  ),
];
const SOLD = `(?:sold|sells|sell|bought|buys|buy|ordered|orders)`;
const TOTAL_MONEY = String.raw`(?:for|and (?:they )?(?:collected|made|earned|took in|received|paid|spent)) (?:a total of )?\$${num('t')}`;
const COUNTS = [
  clause(
    `(?:${WHO} )?${SOLD}(?: a total of)? ${num('n')} (?<noun>${THINGS})(?: (?:in all|altogether|in total))?(?:,? ${TOTAL_MONEY})?`,
  ),
  clause(
    `(?:a total of )?${num('n')} (?<noun>${THINGS}) (?:were|was) (?:sold|bought)(?: (?:in all|altogether|in total))?(?:,? ${TOTAL_MONEY})?`,
  ),
  clause(
    `(?:(?:the )?total (?:sales|receipts|income|revenue|takings|amount collected|cost|amount) (?:were|was|is|are|came to)|(?:they|${WHO}) (?:collected|made|earned|took in|raised|received|spent|paid)(?: a total of)?|the tickets? sales (?:totaled|totalled|came to)) \\$${num('t')}(?: (?:in total|altogether))?`,
  ),
];

/** Two things at two prices, how many in all and what they cost in all. */
export function twoPrices(story: Story): WordTranslation | null {
  let prices: Record<string, string>[] = [];
  const totals: Record<string, string> = {};
  for (const text of story) {
    const price = fitAny(text, PRICES);
    if (price) {
      prices.push(price.parts);
      continue;
    }
    const count = fitAny(text, COUNTS);
    if (count) {
      for (const [key, value] of Object.entries(count.parts)) {
        if (key in totals) return null;
        totals[key] = value;
      }
      continue;
    }
    if (!asksForUnknowns(text)) return null;
  }
  // One clause with both prices, or two with one each.
  if (prices.length === 2 && !prices[0]!.i2 && !prices[1]!.i2)
    prices = [{ ...prices[0]!, i2: prices[1]!.i1!, p2: prices[1]!.p1! }];
  if (prices.length !== 1 || !totals.n || !totals.t) return null;
  const price = prices[0]!;
  const [p1, p2] = [price.p1!, price.p2!];
  if (!p2 || Number(p1) === Number(p2)) return null;
  const names = price.f1
    ? [`tickets for ${price.f1}`, `tickets for ${price.f2}`]
    : [price.i1!.toLowerCase(), price.i2!.toLowerCase()];
  // The count must be of the same things: "tickets" for adult and child tickets, or "items".
  const noun = (totals.noun ?? '').toLowerCase();
  const head = (name: string) => name.split(' ').at(-1)!;
  const sameThing = price.noun
    ? noun === 'tickets'
    : noun === 'items' || names.every((n) => head(n) === noun);
  if (!sameThing || names[0] === names[1]) return null;
  return {
    math: `x + y = ${totals.n}, ${p1}x + ${p2}y = ${totals.t}`,
    unknowns: [
      { name: 'x', meaning: `the number of ${names[0]}` },
      { name: 'y', meaning: `the number of ${names[1]}` },
    ],
    template: 'two prices',
  };
}
