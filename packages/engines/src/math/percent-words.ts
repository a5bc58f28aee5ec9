// Percent problems worded the way students write them ("60 increased by 15%", "what percent of 240
// is 36", "18 is 45% of what number?", "percent change from 40 to 52"), read into one expression
// shape per kind, and the steps for each shape. The shapes are what the Reading keeps, so the
// solver and a later re-check recognise the kind from the expression alone.
import type { Step } from './types.ts';

/** A non-negative amount, with thousands separators allowed ("1,200"). */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const RATE = String.raw`${AMOUNT}\s*(?:%|\s+percent\b|\s+per\s*cent\b)`;
const WHAT_PERCENT = String.raw`what\s+(?:percent(?:age)?|%)`;
const NUMBER_WORD = String.raw`(?:the\s+)?(?:number|amount|value|total|whole)`;

const plain = (n: string) => n.replace(/,/g, '');

type Shape = 'part' | 'increase' | 'decrease' | 'rate' | 'whole' | 'change';

const SHAPES: Record<Shape, RegExp> = {
  part: /^(\d+(?:\.\d+)?)\/100\*(\d+(?:\.\d+)?)$/,
  increase: /^(\d+(?:\.\d+)?)\*\(1\+(\d+(?:\.\d+)?)\/100\)$/,
  decrease: /^(\d+(?:\.\d+)?)\*\(1-(\d+(?:\.\d+)?)\/100\)$/,
  rate: /^100\*(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/,
  whole: /^(\d+(?:\.\d+)?)\/\((\d+(?:\.\d+)?)\/100\)$/,
  change: /^100\*\((\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)\)\/(\d+(?:\.\d+)?)$/,
};

const phrase = (pattern: string) =>
  new RegExp(`^(?:what\\s+is\\s+|find\\s+|calculate\\s+|work\\s+out\\s+)?${pattern}$`, 'i');

/** Each wording and the expression it means; the first that matches wins. */
const WORDINGS: [RegExp, (m: string[]) => string][] = [
  // "15% of 80", "15 percent of 80"
  [phrase(`${RATE}\\s+of\\s+${AMOUNT}`), ([, p, n]) => `${p}/100*${n}`],
  // "60 increased by 15%", "increase 60 by 15%", "15% more than 60"
  [
    phrase(`${AMOUNT}\\s+(?:increased|raised|marked\\s+up)\\s+by\\s+${RATE}`),
    ([, n, p]) => `${n}*(1+${p}/100)`,
  ],
  [phrase(`(?:increase|raise)\\s+${AMOUNT}\\s+by\\s+${RATE}`), ([, n, p]) => `${n}*(1+${p}/100)`],
  [phrase(`${RATE}\\s+more\\s+than\\s+${AMOUNT}`), ([, p, n]) => `${n}*(1+${p}/100)`],
  // "80 decreased by 25%", "decrease 80 by 25%", "25% less than 80", "80 discounted by 25%"
  [
    phrase(`${AMOUNT}\\s+(?:decreased|reduced|discounted|lowered|marked\\s+down)\\s+by\\s+${RATE}`),
    ([, n, p]) => `${n}*(1-${p}/100)`,
  ],
  [
    phrase(`(?:decrease|reduce|discount|lower)\\s+${AMOUNT}\\s+by\\s+${RATE}`),
    ([, n, p]) => `${n}*(1-${p}/100)`,
  ],
  [phrase(`${RATE}\\s+(?:less|fewer)\\s+than\\s+${AMOUNT}`), ([, p, n]) => `${n}*(1-${p}/100)`],
  // "45 after a 20% discount", "45 with a 20% discount"
  [
    phrase(`${AMOUNT}\\s+(?:after|with)\\s+an?\\s+${RATE}\\s+(?:discount|reduction|decrease)`),
    ([, n, p]) => `${n}*(1-${p}/100)`,
  ],
  // "what percent of 240 is 36", "what percent is 36 of 240", "36 is what percent of 240", "36 out of 240 as a percent(age)"
  [phrase(`${WHAT_PERCENT}\\s+of\\s+${AMOUNT}\\s+is\\s+${AMOUNT}`), ([, w, n]) => `100*${n}/${w}`],
  [phrase(`${WHAT_PERCENT}\\s+is\\s+${AMOUNT}\\s+of\\s+${AMOUNT}`), ([, n, w]) => `100*${n}/${w}`],
  [phrase(`${AMOUNT}\\s+is\\s+${WHAT_PERCENT}\\s+of\\s+${AMOUNT}`), ([, n, w]) => `100*${n}/${w}`],
  [
    phrase(
      `(?:write\\s+|express\\s+)?${AMOUNT}\\s+(?:out\\s+of|of)\\s+${AMOUNT}\\s+as\\s+a\\s+percent(?:age)?`,
    ),
    ([, n, w]) => `100*${n}/${w}`,
  ],
  // "18 is 45% of what number", "45% of what number is 18", "45% of a number is 18; find the number"
  [
    phrase(`${AMOUNT}\\s+is\\s+${RATE}\\s+of\\s+(?:what|which)(?:\\s+number)?`),
    ([, n, p]) => `${n}/(${p}/100)`,
  ],
  [
    phrase(`${RATE}\\s+of\\s+(?:what|which)(?:\\s+number)?\\s+is\\s+${AMOUNT}`),
    ([, p, n]) => `${n}/(${p}/100)`,
  ],
  [
    phrase(
      `${RATE}\\s+of\\s+(?:a|the)\\s+number\\s+is\\s+${AMOUNT}(?:[;,.]?\\s*(?:find|what\\s+is)\\s+${NUMBER_WORD})?`,
    ),
    ([, p, n]) => `${n}/(${p}/100)`,
  ],
  // "percent change from 40 to 52", "percentage increase from 40 to 52", "percent decrease from 80 to 60"
  [
    phrase(`(?:the\\s+)?percent(?:age)?\\s+(?:change|increase)\\s+from\\s+${AMOUNT}\\s+to\\s+${AMOUNT}`),
    ([, a, b]) => `100*(${b}-${a})/${a}`,
  ],
  [
    phrase(`(?:the\\s+)?percent(?:age)?\\s+decrease\\s+from\\s+${AMOUNT}\\s+to\\s+${AMOUNT}`),
    ([, a, b]) => `100*(${a}-${b})/${a}`,
  ],
];

/** The expression a worded percent problem means, or null when it is not one of these wordings. */
export function readPercentWords(text: string): string | null {
  const s = text.trim().replace(/\s+/g, ' ');
  for (const [pattern, build] of WORDINGS) {
    const m = pattern.exec(s);
    if (m) return build(m.map((part) => (part === undefined ? part : plain(part))) as string[]);
  }
  return null;
}

/** "15%", or "100/3% (about 33.33%)" for a percent that is not a whole or short decimal. */
function percent(exactValue: string): string {
  if (!exactValue.includes('/')) return `${exactValue}%`;
  const [top, bottom] = exactValue.split('/').map(Number) as [number, number];
  return `${exactValue}% (about ${Number((top / bottom).toFixed(2))}%)`;
}

/** Whether the answer to this percent expression is itself a percent ("15%"), not an amount. */
export function answersInPercent(expression: string): boolean {
  return SHAPES.rate.test(expression) || SHAPES.change.test(expression);
}

/**
 * The steps for one of the worded shapes, or null for any other percent expression. `value` gives
 * an exact value of a small expression (e.g. "9", "3/20").
 */
export function percentWordSteps(expression: string, value: (expr: string) => string): Step[] | null {
  let m = SHAPES.part.exec(expression);
  if (m) {
    const [, p, n] = m;
    return [
      { hint: 'Write the percent as a fraction', explanation: `${p}% means ${p} per hundred: ${p}/100.` },
      { hint: 'Multiply', explanation: `"of" means multiply: ${p}/100 × ${n} = ${value(expression)}.` },
    ];
  }
  m = SHAPES.increase.exec(expression) ?? SHAPES.decrease.exec(expression);
  if (m) {
    const [, n, p] = m;
    const up = SHAPES.increase.test(expression);
    const change = value(`${p}/100*${n}`);
    return [
      {
        hint: `Find the ${up ? 'increase' : 'decrease'}`,
        explanation: `${p}% of ${n} is ${p}/100 × ${n} = ${change}.`,
      },
      {
        hint: up ? 'Add it to the original amount' : 'Subtract it from the original amount',
        explanation: `${n} ${up ? '+' : '−'} ${change} = ${value(expression)}.`,
      },
    ];
  }
  m = SHAPES.rate.exec(expression);
  if (m) {
    const [, n, w] = m;
    const ratio = value(`${n}/${w}`);
    return [
      { hint: 'Divide the part by the whole', explanation: `${n} ÷ ${w} = ${ratio}.` },
      {
        hint: 'Write it as a percent',
        explanation: `Multiply by 100: ${ratio} × 100 = ${percent(value(expression))}.`,
      },
    ];
  }
  m = SHAPES.whole.exec(expression);
  if (m) {
    const [, n, p] = m;
    return [
      { hint: 'Write it as an equation', explanation: `${p}% of the number is ${n}: ${p}/100 × n = ${n}.` },
      {
        hint: `Divide both sides by ${p}/100`,
        explanation: `n = ${n} ÷ (${p}/100) = ${value(expression)}.`,
      },
    ];
  }
  m = SHAPES.change.exec(expression);
  if (m) {
    const [, later, earlier, base] = m;
    const difference = value(`${later}-${earlier}`);
    const ratio = value(`(${later}-${earlier})/${base}`);
    return [
      { hint: 'Find the change', explanation: `${later} − ${earlier} = ${difference}.` },
      { hint: 'Divide by the starting amount', explanation: `${difference} ÷ ${base} = ${ratio}.` },
      {
        hint: 'Write it as a percent',
        explanation: `Multiply by 100: ${ratio} × 100 = ${percent(value(expression))}.`,
      },
    ];
  }
  return null;
}
