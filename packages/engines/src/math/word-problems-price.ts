// Percent of a price: a discount, a sale price, tax or a tip, and the original price before them
// ("After a 20% discount a shirt costs $48. What was the original price?").
import { clause, fitAny, num, type Story, type WordTranslation } from './word-problems-text.ts';

const ITEM = `[a-z]+(?: [a-z]+){0,2}`;
const THING = `(?:it|(?:the|this|that) ${ITEM})`;
const A_THING = `(?:an?|the|this|that) ${ITEM}`;
const WHO = `(?:he|she|they|you|i|we|[a-z]+)`;
const PRICE = (name: string) => String.raw`\$${num(name)}`;
const RATE = (name: string) => `${num(name)}%`;
const COSTS = `(?:costs|cost|is priced at|is|was|sells for|sold for|is marked at|has a price of|(?:normally|usually|regularly|originally) (?:costs|cost|sells for|is priced at)|is (?:normally|usually|regularly|originally) priced at|used to cost)`;
const OFF = `(?:discount|reduction|markdown)`;
const TAX = (name = 'tax') => `(?<${name}>(?:sales )?tax|tip|gratuity|service charge)`;

type Kind = 'price' | 'discount' | 'increase' | 'sale' | 'total';
type Fact = { kind: Kind; value: string; label?: string };

/** Each fact a clause can state, and what it gives. */
const FACTS: [RegExp, (p: Record<string, string>) => Fact[]][] = [
  [
    clause(
      `${A_THING} ${COSTS}(?: originally)? ${PRICE('p')}(?: before (?:the )?(?:discount|sale|tax|tip))?`,
    ),
    (p) => [{ kind: 'price', value: p.p! }],
  ],
  [
    clause(
      `the (?:original |regular |normal |usual |full |marked |list )?price of ${A_THING} is ${PRICE('p')}(?: before (?:the )?(?:discount|sale|tax|tip))?`,
    ),
    (p) => [{ kind: 'price', value: p.p! }],
  ],
  [
    clause(
      `(?:the )?(?:bill|meal|check|cost) (?:comes to|is|was|costs) ${PRICE('p')}(?: before (?:the )?(?:tax|tip))?`,
    ),
    (p) => [{ kind: 'price', value: p.p! }],
  ],
  // "A $80 jacket is on sale for 25% off": the price, then the rest as a clause about "it".
  [
    clause(
      `(?:an?|the) ${PRICE('p')} ${ITEM} (?:is|was) (?:on sale )?(?:at |for |with )?(?:an? )?${RATE('r')} (?:off|${OFF})`,
    ),
    (p) => [
      { kind: 'price', value: p.p! },
      { kind: 'discount', value: p.r! },
    ],
  ],
  [
    clause(`(?:an?|the) ${PRICE('p')} ${ITEM} (?:is|was) on sale for ${PRICE('s')}`),
    (p) => [
      { kind: 'price', value: p.p! },
      { kind: 'sale', value: p.s! },
    ],
  ],
  [
    clause(
      `(?:${THING}|everything|the price|which) (?:is|was|are|were) (?:on sale )?(?:at |for |with )?(?:an? )?${RATE('r')} (?:off|${OFF})(?: (?:off )?the (?:original|regular|normal) price)?`,
    ),
    (p) => [{ kind: 'discount', value: p.r! }],
  ],
  [
    clause(
      `(?:${THING}|the price) (?:is|was|has been) (?:discounted|reduced|marked down|lowered|cut) by ${RATE('r')}`,
    ),
    (p) => [{ kind: 'discount', value: p.r! }],
  ],
  [
    clause(
      `(?:the|a) (?:store|shop) (?:offers|gives|is offering|is giving|has) (?:an? )?${RATE('r')} (?:${OFF}|off)(?: on (?:it|${A_THING}|everything))?`,
    ),
    (p) => [{ kind: 'discount', value: p.r! }],
  ],
  [
    clause(
      `(?:there is (?:an? )?${RATE('r')} ${OFF}|the ${OFF} is ${RATE('r2')})(?: on (?:it|${A_THING}|everything))?`,
    ),
    (p) => [{ kind: 'discount', value: (p.r ?? p.r2)! }],
  ],
  [
    clause(
      `(?:(?:the )?${TAX()}(?: rate)? is ${RATE('r')}|there is (?:an? )?${RATE('r2')} ${TAX('tax2')}(?: on (?:it|${A_THING}))?)`,
    ),
    (p) => [{ kind: 'increase', value: (p.r ?? p.r2)!, label: p.tax ?? p.tax2 }],
  ],
  [
    clause(
      `${WHO} (?:leaves?|left|adds?|added|gives?|gave|pays?|paid|wants to leave|wants to give|plans to leave) (?:an? )?${RATE('r')} ${TAX()}`,
    ),
    (p) => [{ kind: 'increase', value: p.r!, label: p.tax }],
  ],
  [
    clause(`(?:an? |the )?${RATE('r')} ${TAX()} is added`),
    (p) => [{ kind: 'increase', value: p.r!, label: p.tax }],
  ],
  [
    clause(
      `(?:it|${A_THING}|the price) (?:is|was) (?:now )?(?:on sale for|now|selling for|reduced to|marked down to|discounted to) ${PRICE('s')}`,
    ),
    (p) => [{ kind: 'sale', value: p.s! }],
  ],
  [
    clause(`(?:${THING} now costs|the (?:sale|new|discounted|reduced) price is) ${PRICE('s')}`),
    (p) => [{ kind: 'sale', value: p.s! }],
  ],
  [
    clause(
      `after (?:an? |the )?${RATE('r')} ${OFF},? (?:it|${A_THING}) (?:costs|cost|is|was|sells for|sold for) ${PRICE('s')}`,
    ),
    (p) => [
      { kind: 'discount', value: p.r! },
      { kind: 'sale', value: p.s! },
    ],
  ],
  [
    clause(
      `(?:it|${A_THING}) (?:costs|cost|is|was|sells for|sold for) ${PRICE('s')} after (?:an? |the )?${RATE('r')} ${OFF}`,
    ),
    (p) => [
      { kind: 'discount', value: p.r! },
      { kind: 'sale', value: p.s! },
    ],
  ],
  [
    clause(
      `(?:with|including|after) (?:an? |the )?(?:${RATE('r')} )?${TAX()},? (?:the (?:total|bill|price|cost)|it|${A_THING}) (?:is|comes to|costs|cost|was) ${PRICE('t')}`,
    ),
    (p) => [
      { kind: 'total', value: p.t! },
      ...(p.r ? [{ kind: 'increase' as const, value: p.r, label: p.tax }] : []),
    ],
  ],
  [
    clause(
      `(?:it|${A_THING}|the (?:total|bill)) (?:costs|cost|is|comes to|was) ${PRICE('t')} (?:including|with) (?:an? |the )?${RATE('r')} ${TAX()}`,
    ),
    (p) => [
      { kind: 'total', value: p.t! },
      { kind: 'increase', value: p.r!, label: p.tax },
    ],
  ],
];

type Asked = 'final' | 'change' | 'original' | 'percent';

const QUESTIONS: [RegExp, Asked][] = [
  [
    clause(
      `(?:what is|what's|find|how much is|calculate|work out) the (?:sale|new|final|discounted|reduced) price(?: of (?:it|${A_THING}))?`,
    ),
    'final',
  ],
  [clause(`how much (?:does|will|would) (?:it|${A_THING}) cost (?:now|on sale|after the ${OFF})`), 'final'],
  [
    clause(
      `how much (?:will|does|did|would|should) ${WHO} (?:pay|spend)(?: for (?:it|${A_THING}))?(?: (?:in total|altogether))?`,
    ),
    'final',
  ],
  [
    clause(
      `(?:what is|what's|find|calculate|work out) the total(?: (?:cost|price|bill|amount))?(?: of (?:it|${A_THING}))?(?: (?:with|including) (?:the )?(?:tax|tip))?`,
    ),
    'final',
  ],
  [
    clause(`how much (?:does|will|would) (?:it|${A_THING}) cost (?:with|including) (?:the )?(?:tax|tip)`),
    'final',
  ],
  [clause(`how much (?:is|was) the (?:${OFF}|(?:sales )?tax|tip)`), 'change'],
  [clause(`how much (?:money )?(?:do|does|will|did|would) ${WHO} save`), 'change'],
  [clause(`how much (?:sales )?tax (?:does|will|did|would) ${WHO} pay`), 'change'],
  [
    clause(`how much (?:does|will|did|would|should) ${WHO} (?:tip|leave as a tip|leave for the tip)`),
    'change',
  ],
  [
    clause(
      `what (?:is|was) the (?:original|regular|normal|usual|full|list|marked) price(?: of (?:it|${A_THING}))?`,
    ),
    'original',
  ],
  [clause(`what (?:is|was) the price (?:before|without) (?:the )?(?:${OFF}|sale|tax|tip)`), 'original'],
  [
    clause(
      `how much did (?:it|${A_THING}) (?:cost|sell for) (?:originally|before the (?:sale|${OFF}|tax|tip))`,
    ),
    'original',
  ],
  [clause(`what did (?:it|${A_THING}) (?:originally )?cost(?: before the (?:sale|${OFF}))?`), 'original'],
  [
    clause(`(?:what|find) (?:is |was )?the (?:percent|percentage) (?:${OFF}|of the ${OFF}|off|decrease)`),
    'percent',
  ],
  [clause(`what (?:percent|percentage) (?:${OFF}|off) (?:is|was) (?:that|it|this|given|offered)`), 'percent'],
  [
    clause(
      `by what (?:percent|percentage) (?:is|was) (?:it|the price|${A_THING}) (?:reduced|discounted|marked down|lowered)`,
    ),
    'percent',
  ],
];

const IN_DOLLARS = 'in dollars';

export function pricePercent(story: Story): WordTranslation | null {
  const facts: Fact[] = [];
  let asked: Asked | null = null;
  for (const text of story) {
    const fact = fitAny(
      text,
      FACTS.map(([pattern]) => pattern),
    );
    if (fact) {
      facts.push(...FACTS[fact.index]![1](fact.parts));
      continue;
    }
    const question = QUESTIONS.find(([pattern]) => fitAny(text, [pattern]));
    if (!question || asked) return null;
    asked = question[1];
  }
  const one = (kind: Kind) => {
    const of = facts.filter((f) => f.kind === kind);
    return of.length === 1 ? of[0]! : of.length === 0 ? undefined : null;
  };
  const [price, discount, increase, sale, total] = (
    ['price', 'discount', 'increase', 'sale', 'total'] as Kind[]
  ).map(one);
  if ([price, discount, increase, sale, total].includes(null) || !asked) return null;
  const given = facts
    .map((f) => f.kind)
    .sort()
    .join(',');
  const label = (increase?.label ?? 'tax').toLowerCase().replace(/^sales /, '');
  const result = (math: string, meaning: string): WordTranslation => ({
    math,
    unknowns: [{ name: 'x', meaning }],
    template: 'percent of a price',
  });
  if (given === 'discount,price') {
    const [p, r] = [price!.value, discount!.value];
    if (asked === 'final') return result(`x = ${p} - ${r}/100*${p}`, `the sale price ${IN_DOLLARS}`);
    if (asked === 'change') return result(`x = ${r}/100*${p}`, `the discount ${IN_DOLLARS}`);
  }
  if (given === 'increase,price') {
    const [p, r] = [price!.value, increase!.value];
    if (asked === 'final') return result(`x = ${p} + ${r}/100*${p}`, `the total cost ${IN_DOLLARS}`);
    if (asked === 'change') return result(`x = ${r}/100*${p}`, `the ${label} ${IN_DOLLARS}`);
  }
  if (given === 'discount,sale' && asked === 'original')
    return result(`x - ${discount!.value}/100*x = ${sale!.value}`, `the original price ${IN_DOLLARS}`);
  if (given === 'increase,total' && asked === 'original')
    return result(
      `x + ${increase!.value}/100*x = ${total!.value}`,
      `the price before ${label}, ${IN_DOLLARS}`,
    );
  if (given === 'price,sale' && asked === 'percent') {
    if (Number(sale!.value) >= Number(price!.value)) return null;
    return result(`${price!.value} - x/100*${price!.value} = ${sale!.value}`, 'the discount as a percent');
  }
  return null;
}
