// The story of a word problem as the templates read it: numbers as digits, money as "$12.50",
// percents as "25%", split into clauses; and the small pieces of math they build.

/** What a template makes of a story: plain math the reader accepts, and what each letter stands for. */
export interface WordTranslation {
  /** e.g. "x + (x+1) + (x+2) = 72", or a system "x + y = 30, x = 2y". */
  math: string;
  unknowns: { name: string; meaning: string }[];
  /** The kind of problem, e.g. 'consecutive integers'. */
  template: string;
}

/** A story's clauses, each without its closing punctuation, in the student's own letter case. */
export type Story = string[];

export type Template = (story: Story) => WordTranslation | null;

export const NUM = String.raw`\d+(?:\.\d+)?`;
/** A number with a name: `num('t')` captures 72 in "is 72". */
export const num = (name: string) => `(?<${name}>${NUM})`;

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS_AFTER_ONE =
  /\bone(?= (?:hour|minute|second|year|mile|kilomet(?:er|re)|meter|metre|liter|litre|gallon|dollar|coin|ticket)s?\b)/gi;

/** "twenty-five" → 25, "three" → 3; "one" only before a unit ("one hour"), since "one number" is a word. */
function numberWords(text: string): string {
  const tens = TENS.slice(2).join('|');
  const ones = SMALL.slice(1, 10).join('|');
  return text
    .replace(new RegExp(`\\b(${tens})(?:[- ](${ones}))?\\b`, 'gi'), (_, t: string, o?: string) =>
      String(TENS.indexOf(t.toLowerCase()) * 10 + (o ? SMALL.indexOf(o.toLowerCase()) : 0)),
    )
    .replace(new RegExp(`\\b(${SMALL.slice(2).join('|')})\\b`, 'gi'), (w: string) =>
      String(SMALL.indexOf(w.toLowerCase())),
    )
    .replace(UNITS_AFTER_ONE, '1');
}

function normalize(text: string): string {
  return numberWords(
    text
      .replace(/[’‘]/g, "'")
      .replace(/[−–—]/g, '-')
      .replace(/\s*[°º]/g, ' degrees')
      .replace(/\b([a-z]+)(?:²|\^2)/gi, 'square $1')
      .replace(/\bsq\.? (?=[a-z])/gi, 'square ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\d{1,3}(?:,\d{3})+(?!\d)/g, (n) => n.replace(/,/g, '')),
  )
    .replace(/\$\s*(\d+(?:\.\d+)?)/g, '$$$1')
    .replace(/(?<!\$)\b(\d+(?:\.\d+)?) dollars?\b/gi, '$$$1')
    .replace(/(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/gi, '$1%');
}

/** Where a sentence splits into clauses: ", and …", "… and they …", ", how many …". */
const CLAUSE_BREAK =
  /,\s*(?:and|but|so)\s+|\s+and\s+(?=(?:together|altogether|they|their|its|the (?:sum|total|perimeter|area|second|third|sales tax|tax)|in \d|\d+ years ago|how|what|find)\b)|,\s*(?=(?:how|what|find|which|together|altogether|then)\b)/i;

/** The clauses of a word problem, or null when it has none. */
export function storyOf(text: string): Story | null {
  const clauses = normalize(text)
    .split(/[?!;]+|\.(?!\d)/)
    .flatMap((sentence) => sentence.split(CLAUSE_BREAK))
    .map((clause) =>
      clause
        .trim()
        .replace(/^(?:if|given that|suppose(?: that)?|and|so)\s+/i, '')
        .replace(/,$/, '')
        .trim(),
    )
    .filter((clause) => clause.length > 0);
  return clauses.length > 0 ? clauses : null;
}

const DIGITS = /\d+(?:\.\d+)?/g;
const digitsIn = (text: string) => text.match(DIGITS)?.length ?? 0;

/**
 * The named parts of a clause that matches `pattern`, or null. Every number in the clause must sit in
 * a named part: a number the pattern passed over would be a number the math never uses.
 */
export function fit(clause: string, pattern: RegExp): Record<string, string> | null {
  const m = pattern.exec(clause);
  if (!m) return null;
  const parts: Record<string, string> = {};
  for (const [name, value] of Object.entries(m.groups ?? {})) if (value !== undefined) parts[name] = value;
  return digitsIn(Object.values(parts).join(' ')) === digitsIn(clause) ? parts : null;
}

/** The first pattern a clause fits, with its index. */
export function fitAny(
  clause: string,
  patterns: RegExp[],
): { index: number; parts: Record<string, string> } | null {
  for (const [index, pattern] of patterns.entries()) {
    const parts = fit(clause, pattern);
    if (parts) return { index, parts };
  }
  return null;
}

/** A whole clause, case-insensitive. */
export const clause = (source: string) => new RegExp(`^${source}$`, 'i');

/** "twice", "3 times", "half": how many times as much. */
export const factor = (name: string) => `(?<${name}>twice|double|triple|thrice|half|${NUM} times)`;

export function factorValue(word: string): string {
  const w = word.toLowerCase();
  if (w === 'twice' || w === 'double') return '2';
  if (w === 'triple' || w === 'thrice') return '3';
  if (w === 'half') return '1/2';
  return w.replace(/\s*times$/, '');
}

/** Whether an expression needs brackets to be multiplied: it has a + or − outside brackets. */
function compound(expr: string): boolean {
  let depth = 0;
  for (const [i, ch] of [...expr].entries()) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && (ch === '+' || ch === '-') && i > 0) return true;
  }
  return false;
}

const bracket = (expr: string) => (compound(expr) ? `(${expr})` : expr);

/** k·expr as a student writes it: "2y", "3(y + 5)", "y/2", "2*4". */
export function times(k: string, expr: string): string {
  if (k === '1') return expr;
  if (k === '1/2') return `${bracket(expr)}/2`;
  if (compound(expr)) return `${k}(${expr})`;
  const scaled = /^(\d+)([a-z])$/.exec(expr);
  if (scaled && /^\d+$/.test(k)) return `${Number(k) * Number(scaled[1])}${scaled[2]}`;
  return /^\d/.test(expr) ? `${k}*${expr}` : `${k}${expr}`;
}

/** expr + d or expr − d. */
export const plus = (expr: string, d: string, less: boolean) => `${expr} ${less ? '-' : '+'} ${d}`;

/** Words that make a question ask for something other than the unknowns themselves. */
const OTHER_ASK =
  /\b(?:than|more|less|fewer|difference|product|ratio|average|left|remain|remaining|percent|times|twice|half|if|after|before|per|each other|then|later|change|changed|together)\b|\d/i;

/** A question asking for the unknowns ("How many does each have?", "Find the numbers"), nothing derived. */
export function asksForUnknowns(text: string): boolean {
  return (
    /^(?:how many|how much|how old|what|which|who|find|determine|calculate|work out|give|list)\b/i.test(
      text,
    ) && !OTHER_ASK.test(text.replace(/\b(?:the|these|both) 2 numbers\b/i, 'the numbers'))
  );
}
