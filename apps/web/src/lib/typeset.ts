/**
 * Display-time typesetting of study material (quiz questions, options, explanations, flashcard
 * faces): chemical formulas get subscript counts and `^` exponents become superscripts. The stored
 * text never changes; only what is rendered does. Code spans (backticks), URLs and e-mail addresses
 * are left exactly as written. Nothing here is for code: bootcamp lessons and the code runner do
 * not use it.
 *
 * The rule (when unsure, text is left unchanged: false typesetting is worse than none):
 *
 * Formulas are whole tokens (bounded by spaces or punctuation, not by `_ @ $ % & ~ ^`, letters,
 * or a `.` that continues into a file name or number) made only of the 118 case-sensitive element
 * symbols, counts, `( )`/`[ ]` groups, an optional leading coefficient (`2H2O`) and an optional
 * trailing charge (`NH4+`). Every count is 2 or more without a leading zero (so `H1N1`, `F1` stay),
 * and the token must hold a digit. On top of that a token must look chemical rather than like a
 * code or name:
 *  - one element only (`B12`, `WW2`, `No2`, `U235`, `N95`): only the molecular elements H2, N2, O2,
 *    O3, F2, Cl2, Br2 and I2; `Fe3+`/`Ca2+` (a two-letter symbol, a charge) are ions;
 *  - several elements with a two-letter symbol or a bracket group (`NaHCO3`, `Ca(OH)2`): yes;
 *  - several one-letter elements only, i.e. shaped like an acronym (`CSS3`, `USB3`, `HIV2`,
 *    `ISO9001`, `Y2K`, `P2P`): only with two or more counts (`C6H12O6`, `H2SO4`) or when the token
 *    is a common formula from a short list (`CO2`, `H2O`, `NH3`, `CH4`, ...); never flu subtypes
 *    (`H3N2`, `H5N1`).
 * Anything with a letter that is not an element symbol (`MP3`, `A4`, `COVID19`, `4G`, `3D`, `pH7`)
 * or no element at all (`2023`) is never a formula. Charges become superscripts: `NH4+` → NH₄⁺,
 * `SO42-` → SO₄²⁻ (after a polyatomic ion a multi-digit run ends with the charge), `[Fe(CN)6]3-`.
 * A trailing sign is a charge only where the word ends: at the end of the text, before `)`, `]`,
 * `,`, `.`, `;`, `:`, `!` or `?`, or before a space and `+`, `=` or an arrow (`Fe3+ + e- → Fe2+`);
 * a `+` also before a space and a lower-case word (`Fe3+ and`). A `-` before a space and more
 * words is a suspended hyphen (`the CO2- and CH4-based fuels`) and a `+` before a space and a
 * formula or number a sum (`CO2+ H2O`): neither is a charge.
 * Tokens longer than 64 characters, or with brackets nested more than 4 deep, are left alone.
 *
 * Exponents: `^` right after a letter, digit or closing bracket, followed by an optionally signed
 * whole number (`10^-3`), one lowercase letter (`a^n`), `(...)` (kept as ⁽ ⁾) or `{...}` (braces
 * dropped) whose every character has a superscript form. Left alone when the exponent runs on
 * into something ambiguous: more letters (`e^ix`), a decimal (`x^2.5`), a fraction (`x^1/2`) or
 * another `^` (`2^3^2`). A sign after a whole-number exponent is a charge (`SO4^2-`) only where
 * the word ends as above, and only a `-`: a `+` after an exponent is a sum (`x^2+ 1`), so an ion
 * written with a caret needs brackets (`Ca^(2+)`). No exponent at all in a text that talks about
 * code (`In Python, 5^3 evaluates to 6`, `a^b is XOR in C`), where `^` is usually XOR: see
 * CODE_TALK.
 */
import { SUBSCRIPT_DIGITS, SUPERSCRIPT } from '@studybot/contract';

// The 118 element symbols, by atomic number.
const ELEMENT_LIST =
  'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
  'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm ' +
  'Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No ' +
  'Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og';
export const ELEMENT_SYMBOLS: ReadonlySet<string> = new Set(ELEMENT_LIST.split(' '));

/** Elements that are molecules on their own: the only one-element formulas typeset. */
const MOLECULAR_ELEMENTS = new Set(['H2', 'N2', 'O2', 'O3', 'F2', 'Cl2', 'Br2', 'I2']);

/** Common formulas shaped like acronyms (one-letter symbols, a single count). */
const COMMON_FORMULAS = new Set([
  'BF3',
  'BF4',
  'CF4',
  'CH2',
  'CH3',
  'CH4',
  'CH3OH',
  'CH3COO',
  'CH3COOH',
  'CO2',
  'CO3',
  'H2O',
  'H2S',
  'H3O',
  'HCO3',
  'HNO2',
  'HNO3',
  'HPO4',
  'HSO3',
  'HSO4',
  'K2O',
  'N2O',
  'NH2',
  'NH3',
  'NH4',
  'NO2',
  'NO3',
  'PH3',
  'PO4',
  'SF6',
  'SO2',
  'SO3',
  'SO4',
  'UF6',
]);

function subscript(digits: string): string {
  let out = '';
  for (const digit of digits) out += SUBSCRIPT_DIGITS[Number(digit)];
  return out;
}

/** The superscript form of every character, or null when one has none. */
function superscript(text: string): string | null {
  let out = '';
  for (const char of text) {
    const sup = SUPERSCRIPT[char];
    if (sup === undefined) return null;
    out += sup;
  }
  return out;
}

// Code spans (an unclosed backtick protects the rest), URLs and e-mail addresses: never changed.
// A URL scheme or an address starts only where a run of its characters starts, so a long run of
// letters is scanned once, not once per letter.
const PROTECTED =
  /(`+)[\s\S]*?\1|`[\s\S]*$|(?<![\w+.-])[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]*|\bwww\.[^\s<>"'`]*|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

/**
 * Words and operators that mark a text as talking about code, where `^` is usually XOR (or a
 * pointer, a regex anchor...) rather than a power. Checked on the whole text, code spans included.
 */
const CODE_TALK =
  /\b(?:python|javascript|typescript|java|xor|bitwise|operators?|code|coding|programs?|programming)\b|(?<![\w+#])c(?:\+\+|#)(?![\w+#])|[=!]=/i;

/** `text` with chemical formulas and `^` exponents typeset in Unicode (see the rule above). */
export function typesetScience(text: string): string {
  if (!/[0-9^]/.test(text)) return text;
  const exponents = !CODE_TALK.test(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += typesetPlain(text.slice(last, match.index), exponents) + match[0];
    last = match.index + match[0].length;
  }
  return out + typesetPlain(text.slice(last), exponents);
}

function typesetPlain(text: string, exponents: boolean): string {
  return text ? typesetFormulas(exponents ? typesetExponents(text) : text) : text;
}

/** Longest formula token or exponent group looked at; longer ones are left as written. */
const MAX_TOKEN = 64;
/** Deepest bracket nesting in a formula (`[Co(NH3)5Cl]` is 2). */
const MAX_DEPTH = 4;
/** What may follow a sign for it to be a charge: the end of the text or of a word (see the rule). */
const CHARGE_END = /^(?:$|[)\],.;:!?]|\s+[+=→⇌⇄↔])/;

// ---------------------------------------------------------------------------------------------
// Exponents

const EXPONENT_BASE = /[\p{L}\p{N})\]}|]/u;
/** The text before a `^` ends in an exponent: a chain like `2^3^2`, left alone. */
const ENDS_IN_EXPONENT = /\^(?:[+\-−]?(?:\d+|[a-z])|\([^()]*\)|\{[^{}]*\})$/;
const SIGNS = '+-−';
const MINUS_SIGNS = '-−';

function typesetExponents(text: string): string {
  if (!text.includes('^')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const caret = text.indexOf('^', i);
    if (caret < 0) break;
    out += text.slice(i, caret);
    const exponent = readExponent(text, caret);
    if (exponent) {
      out += exponent.sup;
      i = exponent.end;
    } else {
      out += '^';
      i = caret + 1;
    }
  }
  return out + text.slice(i);
}

/** The superscript for the exponent after `text[caret]` (a `^`) and where it ends, or null. */
function readExponent(text: string, caret: number): { sup: string; end: number } | null {
  const base = text[caret - 1];
  // Only the last few characters can hold the exponent before this one (the check stays linear).
  const before = text.slice(Math.max(0, caret - 2 * MAX_TOKEN), caret);
  if (base === undefined || !EXPONENT_BASE.test(base) || ENDS_IN_EXPONENT.test(before)) {
    return null;
  }
  const start = caret + 1;
  const first = text[start];
  let raw: string;
  let shown: string;
  let end: number;
  if (first === '(' || first === '{') {
    // Looked for only within MAX_TOKEN characters, so many unclosed groups stay linear.
    const close = text.slice(start, start + MAX_TOKEN).indexOf(first === '(' ? ')' : '}');
    raw = text.slice(start + 1, start + close);
    // A group must be closed, not empty, and not nested (nested ones would need the inner close).
    if (close < 0 || !raw || /[({]/.test(raw)) return null;
    shown = first === '(' ? `(${raw})` : raw;
    end = start + close + 1;
  } else {
    const match = /^[+\-−]?(?:\d+|[a-pr-z](?![\p{L}\p{N}]))/u.exec(text.slice(start));
    if (!match) return null;
    raw = match[0];
    end = start + raw.length;
    // An ion's charge: `SO4^2-` (the sign ends the word). Never a `+`: `x^2+ 1` is a sum, and an
    // ion can be written `Ca^(2+)`.
    const sign = text[end];
    if (
      /\d$/.test(raw) &&
      sign &&
      MINUS_SIGNS.includes(sign) &&
      CHARGE_END.test(text.slice(end + 1, end + 1 + MAX_TOKEN))
    ) {
      raw += sign;
      end += 1;
    }
    shown = raw;
  }
  const after = text.slice(end, end + 2);
  // Runs on into a decimal, a fraction or another power: what was meant is unclear.
  if (/^(?:[.,]\d|\/|\^)/.test(after)) return null;
  const sup = superscript(shown);
  return sup === null ? null : { sup, end };
}

// ---------------------------------------------------------------------------------------------
// Chemical formulas

// A candidate token: symbols, digits and brackets, maybe a charge sign that ends the word (see the
// rule at the top: a `-` before more words is a suspended hyphen, a `+` before a non-word a sum).
const CANDIDATE = /[A-Za-z0-9()[\]]+(?:[+\-−](?=$|[)\],.;:!?]|\s+[+=→⇌⇄↔])|\+(?=\s+[a-z]))?/gu;
// Characters that make a token part of something bigger (an identifier, an address, a sum).
const JOINED = /[\p{L}\p{Nd}_@\\$%&~^]/u;

function typesetFormulas(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(CANDIDATE, (token: string, offset: number) => {
    if (token.length > MAX_TOKEN || !/\d/.test(token) || !/[A-Z]/.test(token)) return token;
    const end = offset + token.length;
    if (joined(text[offset - 1], text[offset - 2]) || joined(text[end], text[end + 1])) return token;
    return typesetToken(token) ?? token;
  });
}

/** Whether `next` (then `beyond` it) continues the token: a letter, `_`, `H2O.txt`, `v1.CO2`... */
function joined(next: string | undefined, beyond: string | undefined): boolean {
  if (next === undefined) return false;
  if (JOINED.test(next)) return true;
  return next === '.' && beyond !== undefined && /[A-Za-z0-9]/.test(beyond);
}

const OPENERS = '([';
const CLOSERS = ')]';

/** The token typeset, peeling brackets that belong to the sentence: `(CO2)`, `(NH4+`, `H2O)`. */
function typesetToken(token: string): string | null {
  let before = '';
  let core = token;
  let after = '';
  for (;;) {
    const opens = [...core].filter((c) => OPENERS.includes(c)).length;
    const closes = [...core].filter((c) => CLOSERS.includes(c)).length;
    if (opens > closes && OPENERS.includes(core[0] ?? '')) {
      before += core[0];
      core = core.slice(1);
      continue;
    }
    if (closes > opens && CLOSERS.includes(core.at(-1) ?? '')) {
      after = core.at(-1) + after;
      core = core.slice(0, -1);
      continue;
    }
    const formula = formulaOf(core);
    if (formula !== null) return before + formula + after;
    // `(CO2)`: the outer pair wraps the whole token.
    const open = core[0] ?? '';
    const close = core.at(-1) ?? '';
    if (OPENERS.includes(open) && CLOSERS.indexOf(close) === OPENERS.indexOf(open) && wrapsAll(core)) {
      before += open;
      after = close + after;
      core = core.slice(1, -1);
      continue;
    }
    return null;
  }
}

/** Whether the bracket opening `text` is the one that closes it at the end. */
function wrapsAll(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (OPENERS.includes(char)) depth++;
    else if (CLOSERS.includes(char)) depth--;
    if (depth === 0) return i === text.length - 1;
  }
  return false;
}

interface FormulaParts {
  out: string;
  elements: Set<string>;
  counts: number;
  twoLetter: boolean;
  groups: boolean;
}

/** `token` typeset as a formula, or null when it is not one (see the rule at the top). */
function formulaOf(token: string): string | null {
  const coefficient = /^[1-9]\d*/.exec(token)?.[0] ?? '';
  let body = token.slice(coefficient.length);
  let charge = '';
  const sign = body.at(-1) ?? '';
  if (SIGNS.includes(sign)) {
    const rest = body.slice(0, -1);
    const digits = /\d*$/.exec(rest)?.[0] ?? '';
    const stem = rest.slice(0, rest.length - digits.length);
    if (stem.endsWith(']')) {
      // A complex ion, `[Cu(NH3)4]2+`: the digits are the charge.
      if (digits.length > 1) return null;
      body = stem;
      charge = digits;
    } else if (/^[A-Z][a-z]?$/.test(stem)) {
      // One atom: `Fe3+` is an ion; `H2+`, `O2-`, `N3-` could be a molecule or an atom: left alone.
      if (stem.length === 1 || digits.length > 1) return null;
      body = stem;
      charge = digits;
    } else if (digits.length > 1) {
      // `SO42-`: the last digit is the charge, the rest the count.
      body = stem + digits.slice(0, -1);
      charge = digits.slice(-1);
    } else {
      // `NH4+`: the digit is a count.
      body = rest;
    }
    if (charge.startsWith('0')) return null;
    charge += sign;
  }

  // Influenza subtypes (`H3N2`, `H7N9`), not hydrogen nitrides.
  if (/^H\d+N\d+$/.test(body)) return null;
  const parts: FormulaParts = { out: '', elements: new Set(), counts: 0, twoLetter: false, groups: false };
  if (!body || parseUnits(body, 0, parts, undefined, 0) !== body.length) return null;
  if (parts.counts === 0 && !/\d/.test(charge)) return null;
  if (parts.elements.size === 1) {
    // One element: a molecular element, or a single charged atom (checked above).
    if (!(charge ? /^[A-Z][a-z]$/.test(body) : MOLECULAR_ELEMENTS.has(body))) return null;
  } else if (!parts.twoLetter && !parts.groups && parts.counts < 2 && !COMMON_FORMULAS.has(body)) {
    // Shaped like an acronym (`CSS3`, `HIV2`): only well-known formulas.
    return null;
  }
  return coefficient + parts.out + (charge ? (superscript(charge) ?? '') : '');
}

/**
 * Reads element symbols with counts and bracket groups from `at` up to `closer` (or the end),
 * recording them in `parts`. Returns where it stopped, or -1 when the text is not a formula.
 * `depth` is how many groups enclose `at`: more than MAX_DEPTH is not a formula, which also bounds
 * the recursion.
 */
function parseUnits(
  text: string,
  at: number,
  parts: FormulaParts,
  closer: string | undefined,
  depth: number,
): number {
  let i = at;
  while (i < text.length && text[i] !== closer) {
    const char = text[i] ?? '';
    const opener = OPENERS.indexOf(char);
    if (opener >= 0) {
      if (depth >= MAX_DEPTH) return -1;
      const close = CLOSERS[opener] ?? '';
      parts.out += char;
      parts.groups = true;
      const stop = parseUnits(text, i + 1, parts, close, depth + 1);
      if (stop < 0 || stop === i + 1 || text[stop] !== close) return -1;
      parts.out += close;
      i = stop + 1;
      const count = readCount(text, i);
      if (count === null) return -1;
      // A round group needs its count: `(OH)2`. A square one may carry none: `[Fe(CN)6]`.
      if (!count && char === '(') return -1;
      if (count) {
        parts.out += subscript(count);
        parts.counts++;
        i += count.length;
      }
      continue;
    }
    const symbol = /^[A-Z][a-z]?/.exec(text.slice(i, i + 2))?.[0];
    if (!symbol || !ELEMENT_SYMBOLS.has(symbol)) return -1;
    parts.out += symbol;
    parts.elements.add(symbol);
    if (symbol.length === 2) parts.twoLetter = true;
    i += symbol.length;
    const count = readCount(text, i);
    if (count === null) return -1;
    if (count) {
      parts.out += subscript(count);
      parts.counts++;
      i += count.length;
    }
  }
  return i;
}

/** The count at `at`: '' when there is none, null when it cannot be one (`1`, `05`). */
function readCount(text: string, at: number): string | null {
  const digits = /^\d*/.exec(text.slice(at))?.[0] ?? '';
  if (!digits) return '';
  return digits === '1' || digits.startsWith('0') ? null : digits;
}
