// OCR text → several candidate plain-math readings. Each rule offers alternatives with a cost (how
// much of a guess it is); candidates are every combination, cheapest first. Pure: no OCR, no solver.

import { SUPERSCRIPT_PLAIN } from '@studybot/contract';
import { editDistance } from '../text/edit-distance.ts';
import { isMathWord } from './math-words.ts';

export interface CleanCandidate {
  text: string;
  /** How much guessing went into this text: 0 when only symbols were normalized. */
  edits: number;
  /** Non-empty OCR lines left out of this candidate. */
  droppedLines: number;
}

type Alternative = readonly [text: string, cost: number];
type Rule = (line: string) => Alternative[];

const MAX_VARIANTS_PER_LINE = 32;
const MAX_LINES = 6;

/** Faithful symbol normalization: only characters that have one plain-math meaning. */
export function normalizeSymbols(text: string): string {
  return text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ⁿˣ]+/g, (run) => {
      const plain = [...run].map((c) => SUPERSCRIPT_PLAIN[c]).join('');
      return plain.length === 1 ? `^${plain}` : `^(${plain})`;
    })
    .normalize('NFKC')
    .replace(/[−–—‒―─]/g, '-')
    .replace(/[×✕✖⨯∗·•∙⋅]/g, '*')
    .replace(/[÷∕]/g, '/')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[ \t\u00a0]+/g, ' ');
}

const keep = (line: string): Alternative[] => [[line, 0]];

/** Bullets, quotes and specks at either end; a trailing "=" or "= ?" (how arithmetic is often posed). */
const stripNoise: Rule = (line) => {
  // Not a bar after a relation, an operator or an integral's "to": that is a hand's 1 ("5 - 2x >= |").
  let s = line
    .replace(/^['"_.,:;~*\\]+\s*/, '')
    .replace(/(?:(?<!(?:[=<>+\-*/]|\bto)\s*)\s+\||['"_,;:~\\])+$/, '');
  const cost = s === line ? 0 : 0.1;
  s = s.replace(/\s*=\s*\??\s*$/, '').replace(/\.+$/, '');
  // A currency sign is no math: before a word it is a speck read ("€cos(x)").
  const bare = s.replace(/[€£](?=[a-z])/g, '');
  return [[bare.trim(), cost + (bare === s ? 0 : 0.1)]];
};

/** "1) 2x + 3 = 11", "b. x^2 = 4", "Q3: …". */
const stripNumbering: Rule = (line) => {
  // A bracket after a number ends the label even with no space ("4)3x"); a dot needs one ("3.5x"). A
  // full stop written high is read as a times sign, but no number multiplies a word ("4 * EXPAND"),
  // though it may a function ("2 * sqrt(64)").
  const m =
    /^(?:\(?\d{1,2}\)\s*|\d{1,2}\s*\*\s*(?=[A-Za-z]{3})(?!(?:sqrt|sin|cos|tan|cot|sec|csc|log|ln|exp|abs|lim|pi)\b)|(?:\(?\d{1,2}[.)]{1,2}|\(?[a-hA-H][.)]|[Qq]\d{1,3}[.:)]{0,2})\s+)(?=\S)/.exec(
      line,
    );
  return m
    ? [
        [line.slice(m[0].length), 0.05],
        [line, 0.3],
      ]
    : keep(line);
};

/** The words a problem opens with, which say what is asked (see math/read.ts). */
const INSTRUCTIONS = ['Solve', 'Simplify', 'Expand', 'Factor', 'Evaluate', 'Calculate', 'Compute', 'Find'];

/**
 * An opening word misread in a hand ("Ex pnd(2x-1)^2", "Simpl1fy:", "5IMPLIFY") is the instruction it
 * nearly spells: one letter in three may be wrong, and a space may split it. A 1 or | in it is an i
 * or l, a 0 an o, a 5 opening it an S.
 */
const misreadInstruction: Rule = (line) => {
  // The word, ending where letters end, before the math or the end of the line; a hand's colon
  // ending the line may come back as other marks ("'q").
  const m =
    /^([A-Za-z5][A-Za-z01|!]*(?: [A-Za-z01|!]{2,})?)(?![A-Za-z01|!])\s*(?::|[;'"!.,]{1,2}[a-z]?(?=\s*$))?\s*(?=[^A-Za-z\s:]|[a-z](?:[^a-z]|$)|$)/.exec(
      line,
    );
  if (!m) return keep(line);
  const word = m[1]!.replace(/\s+/g, '').replace(/0/g, 'o').replace(/^5/, 's').toLowerCase();
  if (word.length < 4 || INSTRUCTIONS.some((w) => w.toLowerCase() === m[1]!.toLowerCase())) return keep(line);
  const plain = (w: string) =>
    Math.min(editDistance(word.replace(/[1|!]/g, 'i'), w), editDistance(word.replace(/[1|!]/g, 'l'), w));
  const near = INSTRUCTIONS.map((w) => ({ w, d: plain(w.toLowerCase()) }))
    .filter(({ w, d }) => d <= Math.floor(w.length / 3))
    .sort((a, b) => a.d - b.d)[0];
  if (!near) return keep(line);
  return [
    [`${near.w}: ${line.slice(m[0].length)}`.trim(), 0.3],
    [line, 0.4],
  ];
};

/** "=" read as "==", "- -" or fused with a minus. */
const fixEquals: Rule = (line) => {
  let alts: Alternative[] = [[line.replace(/=\s*=/g, '='), /=\s*=/.test(line) ? 0.2 : 0]];
  alts = alts.flatMap(([s, c]): Alternative[] =>
    /-=/.test(s)
      ? [
          [s.replace(/-=/g, '='), c + 0.3],
          [s.replace(/-=/g, '-'), c + 0.3],
        ]
      : [[s, c]],
  );
  return alts.flatMap(([s, c]): Alternative[] =>
    !s.includes('=') && /-\s*-/.test(s)
      ? [
          [s.replace(/-\s*-/, '='), c + 0.3],
          [s, c + 0.3],
        ]
      : [[s, c]],
  );
};

/** Dashes in a row between operands: one long minus read as several ("x² — -5x"); "minus negative" is printed with brackets. */
const doubledMinus: Rule = (line) => {
  const re = /([A-Za-z0-9)])\s*-(?:\s*-)+\s*(?=[A-Za-z0-9(])/g;
  return re.test(line)
    ? [
        [line.replace(re, '$1-'), 0.1],
        [line, 0.5],
      ]
    : keep(line);
};

/** "x*2": a caret read as a star; nobody writes 2x as x times 2, but a small caret often comes back as "*". */
const starBeforePower: Rule = (line) => {
  // Not a star standing apart on both sides: the photo reader's times sign, found by its shape.
  const re = /((?<![A-Za-z])[A-Za-z]|\))(?:\*\s*|\s+\*)(?=\d)/g;
  return re.test(line)
    ? [
        [line.replace(re, '$1^'), 0.15],
        [line, 0.3],
      ]
    : keep(line);
};

/** "3 x 4", "3X4": times between numbers, unless x is used as a variable elsewhere in the line. */
const timesBetweenNumbers: Rule = (line) => {
  // Between two operands: a number, a bracket, a percent or a root on each side ("3 × (−2)", "25% × 64").
  // A printed × may come back as two letters, "xX".
  const re = /([\d)%])\s*(?:[xX]{1,2}|×)\s*(?=\d|\(|sqrt|√)/g;
  if (!re.test(line)) return keep(line);
  const times = line.replace(re, '$1*');
  const variableElsewhere = /[xX]/.test(line.replace(re, '$1'));
  return variableElsewhere
    ? [
        [times, 0.5],
        [line, 0.1],
      ]
    : [
        [times, 0.05],
        [line, 0.5],
      ];
};

/** "lim x—=0 …": after lim and its variable, any run of dashes, equals signs or > is the arrow. */
const limitArrow: Rule = (line) => {
  const s = line.replace(/^lim\s*([a-z])\s*(?:[-—–=~>^*]+|→)\s*(?=[-\d∞o])/i, 'lim $1->');
  return [[s, s === line ? 0 : 0.05]];
};

/**
 * "In(x)", "1n(x)" and "Iog": a capital I or a one where a function name has a small l; "COS" for
 * cos, and "CcOos" too.
 */
const functionNames: Rule = (line) => {
  const s = line
    .replace(/\bI(n|og)(?=\s*[(_\d a-z])/g, 'l$1')
    // Or a one ("1n(x)"): no problem multiplies by a lone n(x).
    .replace(/(?<![\w.])[1|](n|og)(?=\s*\()/g, 'l$1')
    // Each of its letters read twice, as a capital and small: "CcOos(x)", "INn(x)".
    .replace(/(?<![A-Za-z])[A-Za-z]{3,8}(?=\s*\()/g, (word) => {
      const once = word
        .replace(/([a-z])\1/gi, '$1')
        .toLowerCase()
        .replace(/^i(?=n$|og$)/, 'l');
      return ['sin', 'cos', 'tan', 'ln', 'log'].includes(once) ? once : word;
    })
    // Small capitals in a serif face come back as capitals: "COS(2x)", "LN x".
    .replace(/\b(SIN|COS|TAN|LN|LOG|SQRT|LIM)(?=\s*[(_\d A-Za-z])/g, (name) => name.toLowerCase())
    // Its o or s read as the digit it looks like, or as a capital: "c05(x)", "c0S(x)", "5in x", "l0g(x)".
    .replace(/\b(?:c[o0][s5S]|[s5S]in|l[o0]g)(?=\s*[(_a-z])/g, (name) =>
      name.replace(/0/g, 'o').replace(/[5S]/g, 's'),
    )
    // Its l lost against the o, read with it as a zero: "0g 2(x)".
    .replace(/(?<![\w.])[0oO]g(?=\s*(?:_?\s*\d{1,2}\s*)?\()/g, 'log')
    // Its base read level with it: "log 2(x)" is no log of 2 times x.
    .replace(/\blog\s+(\d{1,2})\s*(?=\()/g, 'log_$1')
    // A hand's "in" run together into an m: "Sm(3x)".
    .replace(/(?<![A-Za-z])[sS5]m(?=\s*\()/g, 'sin')
    // Split by a space: "co s(x)".
    .replace(/(?<![A-Za-z])(?:c ?o ?s|s ?i ?n|t ?a ?n)(?=\s*\()/g, (name) => name.replace(/ /g, ''));
  return [[s, s === line ? 0 : 0.05]];
};

/** A percent sign read as its parts, the upper ring raised: "35^0/o", "35°/o", "8^0/6", "12^0 %". */
const percentSign: Rule = (line) => {
  const s = line
    .replace(/(\d)\s*(?:\^\(?[0oO]\)?|°|[oO])\s*\/\s*[0oO](?![A-Za-z0-9])/g, '$1%')
    // The lower ring read as a 6 once the upper one was seen raised: "8^0/6".
    .replace(/(\d)\s*(?:\^\(?[0oO]\)?|°)\s*\/\s*6(?![A-Za-z0-9])/g, '$1%')
    // The upper ring read apart and raised, the rest of the sign as a whole one: "12^0 %".
    .replace(/(\d)\s*(?:\^\(?[0oO]\)?|°)\s*%/g, '$1%');
  return s === line
    ? keep(line)
    : [
        [s, 0.1],
        [line, 0.4],
      ];
};

/** A word with one letter read twice ("Whaat is 12% of 250?"), where the word once is one problems use. */
const doubledLetter: Rule = (line) => {
  const s = line.replace(/\b[A-Za-z]{4,}\b/g, (word) => {
    if (isMathWord(word)) return word;
    const once = word.replace(/([a-z])\1/i, '$1');
    return isMathWord(once) ? once : word;
  });
  return s === line
    ? keep(line)
    : [
        [s, 0.1],
        [line, 0.3],
      ];
};

/** Words of a percent question run together: "36 iswhat percent of 240?". */
const gluedWords: Rule = (line) => {
  const s = line.replace(/\b(is|of|what)(?=(?:what|percent|of)\b)/gi, '$1 ');
  return [[s, s === line ? 0 : 0.05]];
};

/** A power of 0 after a number is its last digit written small: "(1 + 8%) * 35^0" is 350. */
const raisedZero: Rule = (line) => {
  const re = /(\d)\s*\^\(?0\)?(?![\d.(])/g;
  return re.test(line)
    ? [
        [line.replace(re, '$10'), 0.15],
        [line, 0.3],
      ]
    : keep(line);
};

/**
 * "8.5% of yo": what a percent is of is a number, so a word there made only of digits and letters
 * that look like them is that number (a hand's open 4 reads as y or u). A sign between a number and
 * "of" is its percent sign, misread ("150+Of 48").
 */
const percentOfNumber: Rule = (line) => {
  const s = line
    .replace(/(\d)\s*[+*^°]\s*(?=of\s)/gi, '$1% ')
    .replace(/(%\s*of\s+)([\dOolISZBUuy]{2,5})(?=\s*(?:$|[?.,]))/gi, (m, of: string, word: string) =>
      /[a-z]/i.test(word) ? of + asDigits(word.replace(/[uy]/g, '4')) : m,
    );
  return s === line
    ? keep(line)
    : [
        [s, 0.1],
        [line, 0.4],
      ];
};

/**
 * A radical sign read as a capital V ("V144 + 3^2"); π read as "TT" or "TU" ("from 0 to TT"), or as
 * two strokes where an integral's bound stands ("to II", "to LL").
 */
const radicalAndPi: Rule = (line) => {
  const s = line
    .replace(/(^|[\s=+\-*/(<>])V(\d+(?:\.\d+)?)/g, '$1sqrt($2)')
    .replace(/(^|[\s=+\-*/(<>])V\(/g, '$1sqrt(')
    .replace(/(?<![A-Za-z])T[TtUu](?![A-Za-z])/g, 'pi')
    .replace(/\b((?:from|to)\s+)[IlL|]{2}(?![\w.])/g, '$1pi');
  return s === line
    ? keep(line)
    : [
        [s, 0.2],
        [line, 0.35],
      ];
};

/** An integral's dx read as "ax", "clx" or "Dx", or with its x raised, at its end ("∫ 1/x ax"), where it has no dx. */
const integralDx: Rule = (line) => {
  const re = /(?<![A-Za-z])(?:a|cl|A|D|d\s*\^)([xtXT])(?=\s*(?:$|from\b))/;
  return line.includes('∫') && !/\bd[xt]\b/.test(line) && re.test(line)
    ? [
        [line.replace(re, (_m, v: string) => `d${v.toLowerCase()}`), 0.1],
        [line, 0.3],
      ]
    : keep(line);
};

/**
 * A stacked d over two letters opening the line is d/d of a variable, its second d misread as a or A
 * ("d/(AX)(x^4 - 3x^2 + 2)"). The variable is the letter under the bar, or, misread too ("d/(af)"
 * for d/dt), the one letter that names an unknown in what follows.
 */
const derivativeFraction: Rule = (line) => {
  const m = /^d\s*\/\s*\(?\s*[A-Za-z]\s*([A-Za-z])\s*\)?\s*/.exec(line);
  if (!m || /^d\s*\/\s*d[a-z]\b/.test(line)) return keep(line);
  const rest = line.slice(m[0].length);
  const unknowns = [...new Set(rest.replace(/[A-Za-z]{2,}/g, '').match(/[a-z]/g) ?? [])];
  const named = m[1]!.toLowerCase();
  const variable = unknowns.includes(named) ? named : unknowns.length === 1 ? unknowns[0] : undefined;
  return variable && rest
    ? [
        [`d/d${variable} ${rest}`, 0.15],
        [line, 0.3],
      ]
    : keep(line);
};

/** e raised to a power read as a or A ("a^x = 7"), where no a stands anywhere else in the line. */
const eBeforePower: Rule = (line) => {
  const re = /(?<![A-Za-z])[aA](?=\s*\^)/g;
  const others = line.replace(re, '').match(/(?<![A-Za-z])a(?![A-Za-z])/g);
  return re.test(line) && !others
    ? [
        [line.replace(re, 'e'), 0.1],
        [line, 0.3],
      ]
    : keep(line);
};

/**
 * A closing bracket read as a D against what it closes, or as a ">" before an integral's dx, a
 * times sign or the relation, or ending the line, the bracket left open: "COS(XD DX", "(2x + 1>dx",
 * "(8 - 3>x4", "4(x - 1>>2x", "3 * (-2>".
 */
const misreadCloseBracket: Rule = (line) => {
  const open = line.lastIndexOf('(');
  if (open < 0 || line.indexOf(')', open) >= 0) return keep(line);
  const at = line
    .slice(open)
    .search(/(?<=[A-Za-z0-9])D(?![A-Za-z])|>(?=\s*(?:d\s*[a-z](?![A-Za-z])|[x×*]\s*\d|>|$))/);
  if (at < 0) return keep(line);
  const shut = `${line.slice(0, open + at)})${line.slice(open + at + 1)}`;
  return [
    [shut, 0.15],
    [line, 0.3],
  ];
};

/**
 * A capital X or Y (Z beside a y) standing alone, or against another unknown, is the variable; so
 * are E before a power and D before one (dx).
 */
const lowercaseVariables: Rule = (line) => {
  // Z is as often a 2; beside a y it is the third unknown (x + y + Z = 6).
  const letters = /[yY]/.test(line) ? /(?<![A-Za-z])[XYZ](?![A-Za-z])/g : /(?<![A-Za-z])[XY](?![A-Za-z])/g;
  const s = line
    .replace(letters, (c) => c.toLowerCase())
    // One written against another unknown is one of a product of unknowns ("3Xy" is 3xy, and in
    // capitals "3XY" is too); not a Z, as often a 2 ("Zx"). One in both cases ("Xx") is one small
    // letter read twice.
    .replace(/(?<![A-Za-z])[xyzXY]{2}(?![A-Za-z])/g, (pair) => {
      if (pair[0] !== pair[1] && pair[0]!.toLowerCase() === pair[1]!.toLowerCase())
        return pair[0]!.toLowerCase();
      return /[xyz]|XY|YX/.test(pair) && pair[0]!.toLowerCase() !== pair[1]!.toLowerCase()
        ? pair.toLowerCase()
        : pair;
    })
    // All-capital handwriting: a capital standing after its coefficient ("2T - 9 = 5T + 3"), where
    // no digit looks like it.
    .replace(/(?<=\d)[ACKMNPRT](?![A-Za-z])/g, (c) => c.toLowerCase())
    // "3E^x", "∫ x^2 DX"; and a small d before a capital ("cos(x) dX").
    .replace(/(?<![A-Za-z])E(?=\s*\^)/g, 'e')
    .replace(/(?<![A-Za-z])[Dd]([A-Z])(?![A-Za-z])/g, (_m, v: string) => `d${v.toLowerCase()}`);
  return [[s, s === line ? 0 : 0.1]];
};

/** The caret is small and often read as "~" or "A"; a raised 2 is often read as "?" or "Z", x² touching as "¥". */
const fixCaret: Rule = (line) => {
  const tilde = line
    .replace(/([A-Za-z0-9)])\s*~\s*(?=[A-Za-z0-9(-])/g, '$1^')
    // A speck read between a bracket and its power: "(2X - 1), ^2".
    .replace(/\)\s*[,'`]\s*\^/g, ')^')
    // An x whose raised 2 touches it comes back as a yen sign.
    .replace(/¥/g, 'x^2');
  // A raised 2 read as "?", or as a capital Z: no power is a capital letter.
  const raised = tilde.replace(/\^\?/g, '^2').replace(/\^Z(?![A-Za-z])/g, '^2');
  const base: Alternative = [raised, raised === line ? 0 : 0.15];
  const alts: Alternative[] = /[a-z)]A\d/.test(raised)
    ? [
        [raised.replace(/([a-z)])A(?=\d)/g, '$1^'), base[1] + 0.2],
        [raised, base[1] + 0.6],
      ]
    : [base];
  return alts.flatMap(([s, c]): Alternative[] =>
    /[a-z)]\?(?=$|[\s+\-*/=)])/.test(s)
      ? [
          [s.replace(/([a-z)])\?(?=$|[\s+\-*/=)])/g, '$1^2'), c + 0.3],
          [s.replace(/([a-z)])\?(?=$|[\s+\-*/=)])/g, '$1'), c + 0.5],
        ]
      : [[s, c]],
  );
};

/**
 * An absolute value with one of its bars read as a square bracket: "|2x + 1] <= 7"; or as a 1, when
 * a lone "]" closes what a 1 at the start of an operand opened: "12x + 1] <= 7".
 */
const bracketAsBar: Rule = (line) => {
  const bars = line.split('|').length - 1;
  if (bars === 1) {
    const s = /\[/.test(line) ? line.replace(/\[(?=[^\]]*\|)/, '|') : line.replace(/(?<=\|[^[]*)\]/, '|');
    return s === line
      ? keep(line)
      : [
          [s, 0.1],
          [line, 0.3],
        ];
  }
  if (bars > 0 || /[[(]/.test(line) || line.split(']').length !== 2) return keep(line);
  const s = line.replace(/(^|[=+\-*/<>]\s*)[1lI]([^\]]+)\]/, '$1|$2|');
  return s === line
    ? keep(line)
    : [
        [line, 0],
        [s, 0.3],
      ];
};

const LOOKALIKE_DIGITS: Record<string, string> = {
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  Z: '2',
  B: '8',
  // Capital-letter handwriting writes an open 4.
  U: '4',
  // A hand's 1 slanting back, or with a flag that makes it a brace's end.
  '\\': '1',
  '}': '1',
};
/** Letters read where digits stand, as the digits ("lo" → "10"); other characters as they are. */
export const asDigits = (run: string) => [...run].map((c) => LOOKALIKE_DIGITS[c] ?? c).join('');

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * O→0, l/I/|→1, S→5, Z→2, B→8, U→4 where a digit is expected: next to a digit, alone between
 * operators, or "Sx". Bars that come in pairs ("|2x + 1| <= 7") are first read as absolute-value
 * bars; as ones only at a higher cost.
 */
const fixDigitLookalikes: Rule = (line) => {
  const [s, changed] = digitLookalikes(line, true);
  if (!changed) return keep(line);
  const cost = (n: number) => Math.min(0.6, 0.15 * n);
  const bars = line.split('|').length - 1;
  if (bars < 2 || bars % 2 === 1)
    return [
      [s, cost(changed)],
      [line, 0.3],
    ];
  const [kept, keptChanged] = digitLookalikes(line, false);
  return [
    [kept, cost(keptChanged)],
    [s, cost(changed) + 0.3],
    [line, 0.3],
  ];
};

/** The line with its digit lookalikes as digits (bars too when `bars`), and how many were changed. */
function digitLookalikes(line: string, bars: boolean): [string, number] {
  const lookalike = (c: string) => (c === '|' && !bars ? undefined : LOOKALIKE_DIGITS[c]);
  const chars = [...line];
  let changed = 0;
  for (let again = true; again; ) {
    again = false;
    for (let i = 0; i < chars.length; i++) {
      const digit = lookalike(chars[i]!);
      // Beside a digit, or a decimal point and its digit ("\.6" is 1.6).
      const beside =
        isDigit(chars[i - 1]) ||
        isDigit(chars[i + 1]) ||
        (chars[i + 1] === '.' && isDigit(chars[i + 2])) ||
        (chars[i - 1] === '.' && isDigit(chars[i - 2]));
      if (digit && beside) {
        chars[i] = digit;
        changed++;
        again = true;
      }
    }
  }
  let s = chars.join('');
  // A small 0 before a decimal point comes back as a degree sign: "°.75".
  s = s.replace(/(^|[^\d])°(?=\.\d)/g, (_m, pre: string) => {
    changed++;
    return `${pre}0`;
  });
  // A 0 read as a bracket pair closing nothing, a whole operand: "4x > ()".
  s = s.replace(/(^|[=<>+\-*/]\s*)\(\s*\)(?=\s*(?:$|[=<>+\-*/]))/g, (_m, pre: string) => {
    changed++;
    return `${pre}0`;
  });
  // A whole operand of such letters: "lo^x = looo" is 10^x = 1000, "3/U x" is 3/4 x.
  // An integral's bound too: "from | to 4".
  const operand = bars
    ? /(^|[=+\-*/(<>]\s*|\b(?:from|to)\s+)([OolI|U\\]{1,4})(?=\s*(?:$|[=+\-*/)<>^])|\s+[a-z](?![A-Za-z])|\s+to\b)/g
    : /(^|[=+\-*/(<>]\s*|\b(?:from|to)\s+)([OolIU\\]{1,4})(?=\s*(?:$|[=+\-*/)<>^])|\s+[a-z](?![A-Za-z])|\s+to\b)/g;
  s = s.replace(operand, (_m, pre: string, run: string) => {
    changed++;
    return pre + asDigits(run);
  });
  // An open 4 read as a small u, standing alone where the problem's unknown is another letter:
  // "(3x - u)", or before a bracket it multiplies: "u(x - 1)". Words ("Expand") name no unknown.
  if (/[xy]/.test(s.replace(/[A-Za-z]{3,}/g, '')) && s.split('u').length === 2)
    s = s.replace(/(^|[=+\-*/(<>]\s*)u(?=\s*(?:$|[=+\-*/)<>(]))/, (_m, pre: string) => {
      changed++;
      return `${pre}4`;
    });
  // A hand's 2 read as a small z against the digits after it ("z5% × 64"), in a line with no other
  // letter to make z a third unknown.
  if (/^[^A-Za-y]*z[^A-Za-z]*$/.test(s.replace(/[A-Za-z]{3,}/g, '')))
    s = s.replace(/(^|[=+\-*/(<>:]\s*)z(?=\d)/, (_m, pre: string) => {
      changed++;
      return `${pre}2`;
    });
  s = s.replace(/(^|[\s=+\-*/(<>])([SZBU])(?=[a-z](?![A-Za-z]))/g, (_m, pre: string, c: string) => {
    changed++;
    return pre + asDigits(c);
  });
  return [s, changed];
}

/**
 * A lone letter (or closing bracket) directly followed by one digit is usually a power: "x2" → "x^2".
 * Not l or o, which are far more often a misread 1 or 0 than a base.
 */
const digitAfterLetterIsPower: Rule = (line) => {
  const re = /((?<![A-Za-z])[a-km-np-z]|\))(\d)(?![\d.])/g;
  // Not after a bracket that closes nothing: that is a misread 1 ("+ )2" for + 12).
  const closes = (at: number) => {
    const before = line.slice(0, at);
    return before.split('(').length > before.split(')').length;
  };
  const s = line.replace(re, (m, base: string, digit: string, at: number) =>
    base === ')' && !closes(at) ? m : `${base}^${digit}`,
  );
  return s === line
    ? keep(line)
    : [
        [s, 0.2],
        [line, 0.45],
      ];
};

/** "3x^2 2x^3": a power and a number side by side have lost the sign between them, most often a small dot. */
const powerThenNumber: Rule = (line) => {
  const re = /(\^(?:\d+|\([^()]*\)))\s+(?=\d)/g;
  return re.test(line)
    ? [
        [line.replace(re, '$1*'), 0.2],
        [line, 0.4],
      ]
    : keep(line);
};

/**
 * A handwritten x read as a percent sign: in an equation with no unknown ("0.5% + 1.2 = 3.7"), or
 * raised to a power, which no percentage is ("(3%^2 + 6x)").
 */
const percentAsUnknown: Rule = (line) => {
  if (/\d%\s*\^/.test(line))
    return [
      [line.replace(/(\d)%(?=\s*\^)/g, '$1x'), 0.1],
      [line, 0.4],
    ];
  return /\d%/.test(line) && /=/.test(line) && !/[A-Za-z]/.test(line)
    ? [
        [line.replace(/(\d)%/g, '$1x'), 0.1],
        [line, 0.4],
      ]
    : keep(line);
};

/**
 * Two equations on one line with the comma between them lost: "x + y = 3 x + y = 5", or the space
 * too: "x + y = 3x + y = 5".
 */
const lostComma: Rule = (line) => {
  if ((line.match(/=/g) ?? []).length < 2) return keep(line);
  const spaced = line.replace(/(=\s*-?[\d.]+)\s+(?=[A-Za-z(-])/g, '$1, ');
  if (spaced !== line)
    return [
      [spaced, 0.1],
      [line, 0.3],
    ];
  const glued = line.replace(/(=\s*-?[\d.]+)(?=[A-Za-z(])/g, '$1, ');
  return glued === line
    ? keep(line)
    : [
        [line, 0.1],
        [glued, 0.2],
      ];
};

/**
 * Nothing a bracket closes stands right after a relation sign or an operator: a 1 read as ")"
 * ("x - y = )", "|2x + )| <= 7", "x - )>0", "(2x - ))^2").
 */
const bracketAfterRelation: Rule = (line) => {
  const re = /([=<>+\-*/]\s*)\)(?=\s*(?:$|[\d.|<>=)]))/g;
  return re.test(line)
    ? [
        [line.replace(re, '$11'), 0.1],
        [line, 0.3],
      ]
    : keep(line);
};

/** A bracket read where there is none ("5)" for a lone 5), or one lost at the end of the line. */
const balanceBrackets: Rule = (line) => {
  // An item number's bracket ("4)3x") is no bracket of the problem: the numbering rule offers it gone.
  if (/^\(?(?:\d{1,2}|[a-hA-H]|[Qq]\d{1,3})\)/.test(line)) return keep(line);
  let unmatched = -1;
  const opened: number[] = [];
  for (let i = 0; i < line.length && unmatched < 0; i++) {
    if (line[i] === '(') opened.push(i);
    else if (line[i] === ')' && opened.pop() === undefined) unmatched = i;
  }
  if (unmatched >= 0)
    return [
      [line.slice(0, unmatched) + line.slice(unmatched + 1), 0.2],
      [line, 0.3],
    ];
  // A bracket is closed at the end only when no relation sign would end up inside it ("1(2x+3=4").
  return opened.length > 0 && !/[=<>]/.test(line.slice(opened[0]))
    ? [
        [`${line})`, 0.2],
        [line, 0.3],
      ]
    : keep(line);
};

/** "= 1 1" → "= 11": a space inside a number. */
const joinSplitNumbers: Rule = (line) =>
  /\d \d/.test(line)
    ? [
        [line.replace(/(\d) (?=\d)/g, '$1'), 0.3],
        [line, 0.1],
      ]
    : keep(line);

/** A stray mark after the problem: "2x+3=11 i". */
const dropTrailingSpeck: Rule = (line) => {
  const m = /([A-Za-z0-9)])\s+[A-Za-z'"~_.,;:|]$/.exec(line);
  return m ? [[line.slice(0, m.index + 1), 0.4], ...keep(line)] : keep(line);
};

/** Spaces next to operators carry nothing; spaces between words ("15% of 80", "d/dx x^2") stay. */
const compact: Rule = (line) => [
  [
    line
      .replace(/\s*([-+*/=^()<>])\s*/g, '$1')
      // An integral's bounds stay words apart from their values: "from -1 to (2)", not "from-1to(2)".
      .replace(/\b(from|to)(?=[-+(])/g, '$1 ')
      .replace(/\)(?=(?:from|to)\b)/g, ') ')
      .trim(),
    0,
  ],
];

const RULES: Rule[] = [
  stripNoise,
  stripNumbering,
  misreadInstruction,
  fixEquals,
  doubledMinus,
  starBeforePower,
  functionNames,
  // The percent sign made whole before what stands beside it is read: "25 ^0/o X 64" is 25% × 64.
  percentSign,
  doubledLetter,
  gluedWords,
  raisedZero,
  percentOfNumber,
  misreadCloseBracket,
  timesBetweenNumbers,
  radicalAndPi,
  limitArrow,
  eBeforePower,
  integralDx,
  derivativeFraction,
  lowercaseVariables,
  fixCaret,
  bracketAsBar,
  fixDigitLookalikes,
  digitAfterLetterIsPower,
  powerThenNumber,
  percentAsUnknown,
  lostComma,
  bracketAfterRelation,
  balanceBrackets,
  joinSplitNumbers,
  dropTrailingSpeck,
  compact,
];

function cheapest(alts: Alternative[], limit: number): Alternative[] {
  const best = new Map<string, number>();
  for (const [text, cost] of alts) {
    if (!text) continue;
    const prev = best.get(text);
    if (prev === undefined || cost < prev) best.set(text, cost);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length)
    .slice(0, limit)
    .map(([t, c]) => [t, Math.round(c * 100) / 100] as const);
}

/** All readings of one OCR line, cheapest first. */
export function lineVariants(line: string): Alternative[] {
  let alts: Alternative[] = [[line, 0]];
  for (const rule of RULES) {
    alts = cheapest(
      alts.flatMap(([s, c]) => rule(s).map(([t, d]): Alternative => [t, c + d])),
      MAX_VARIANTS_PER_LINE,
    );
  }
  return alts;
}

const relationCount = (s: string) => (s.match(/<=|>=|=|<|>/g) ?? []).length;

/** Every way of taking one variant per line, cheapest combinations kept. */
function combinations(perLine: Alternative[][], beam: number): { parts: string[]; cost: number }[] {
  let combos: { parts: string[]; cost: number }[] = [{ parts: [], cost: 0 }];
  for (const variants of perLine) {
    combos = combos
      .flatMap((c) => variants.slice(0, 6).map(([t, d]) => ({ parts: [...c.parts, t], cost: c.cost + d })))
      .sort((a, b) => a.cost - b.cost)
      .slice(0, beam);
  }
  return combos;
}

/** What tends to under "lim": "x→0", "x -> ∞", "h—>0". */
const APPROACH = /^([a-z])\s*(?:→|-+\s*>|—\s*>|=>)\s*(-?(?:\d+(?:\.\d+)?|∞|oo|inf(?:inity)?))$/i;

/** "lim" with "x→0" printed under it comes back as two lines; they are one limit. */
function joinLimitLines(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const under = APPROACH.exec(lines[i + 1] ?? '');
    const lim = /^lim\b\s*(.*)$/i.exec(lines[i]!);
    if (lim && under) {
      const to = /^(-?)(?:∞|oo|inf(?:inity)?)$/i.test(under[2]!)
        ? `${under[2]!.startsWith('-') ? '-' : ''}infinity`
        : under[2];
      out.push(`lim_(${under[1]!.toLowerCase()}->${to}) ${lim[1]}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

/**
 * OCR text (possibly several lines) → candidate plain-math strings, cheapest guess first.
 * Several lines become a system ("x+y=5, 2x-y=1") when each holds one equation, a joined line
 * ("Solve: 2x+3=11"), and each line alone.
 */
export function cleanupCandidates(ocrText: string, maxCandidates = 40): CleanCandidate[] {
  const lines = normalizeSymbols(ocrText)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => /[A-Za-z0-9]/.test(l))
    .slice(0, MAX_LINES);
  const perLine = joinLimitLines(lines)
    .map(lineVariants)
    .filter((v) => v.length > 0);
  const out: CleanCandidate[] = [];
  if (perLine.length === 1) {
    for (const [text, edits] of perLine[0]!) out.push({ text, edits, droppedLines: 0 });
  } else if (perLine.length > 1) {
    for (const { parts, cost } of combinations(perLine, 24)) {
      if (parts.every((p) => p.includes('=') && relationCount(p) === 1)) {
        out.push({ text: parts.join(', '), edits: cost, droppedLines: 0 });
      }
      out.push({ text: parts.join(' '), edits: cost + 0.2, droppedLines: 0 });
    }
    for (const variants of perLine) {
      for (const [text, edits] of variants.slice(0, 8)) {
        out.push({ text, edits, droppedLines: perLine.length - 1 });
      }
    }
  }
  const best = new Map<string, CleanCandidate>();
  for (const c of out) {
    const prev = best.get(c.text);
    if (!prev || c.edits + c.droppedLines < prev.edits + prev.droppedLines) best.set(c.text, c);
  }
  return [...best.values()]
    .sort((a, b) => a.droppedLines - b.droppedLines || a.edits - b.edits)
    .slice(0, maxCandidates)
    .map((c) => ({ ...c, edits: Math.round(c.edits * 100) / 100 }));
}
