// Reading the student's lines in check mode: one step per line, in plain text or LaTeX, with "or",
// ±, "no solution", "+ C" and leading words like "so" or ⇒ understood.
import { ALL, NONE } from './check-statements.ts';
import type { Kind } from './check-targets.ts';
import { hasVariable } from './check-values.ts';
import { latexToPlain, normalizePlain } from './normalize.ts';
import { toLatex } from './read.ts';

/** Longer lines (the problem too) are not read. */
export const MAX_LINE_CHARS = 300;

export interface WorkLine {
  /** Normalized steps: a statement ("2*x=8", "x=2 or x=3"), or an expression chain a = b = c. */
  steps: string[];
  latex: string;
  /** Antiderivatives: whether the student wrote + C. */
  constant: boolean;
}

type LineReading = WorkLine | { error: string };

const NO_SOLUTION =
  /^(?:there\s+(?:is|are)\s+)?no\s+(?:real\s+)?(?:solutions?|roots?|values?)$|^(?:[a-z]\s*(?:∈|\\in)\s*)?(?:∅|\\emptyset|\\varnothing|\{\s*\})$/i;
const ALL_REALS =
  /^(?:all\s+real\s+numbers|infinitely\s+many\s+solutions|any\s+(?:real\s+)?(?:number|value)|all\s+[a-z]|[a-z]\s*(?:∈|\\in)\s*(?:ℝ|\\mathbb\{R\}|R))$/i;
const LEADING_WORDS =
  /^(?:=>|⇒|→|->|∴|\\therefore|\\Rightarrow|\\implies|(?:so|therefore|hence|thus)\b[,:]?)\s*/i;
const CONSTANT = /\s*\+\s*(?:C|c|\\text\{C\}|\\mathrm\{C\})\s*$/;
const PLUS_MINUS = /±|\\pm|\+\/-|\+-/;

function cleanLine(raw: string): string {
  let s = raw
    .trim()
    .replace(/^\$+|\$+$/g, '')
    .trim();
  for (let i = 0; i < 3; i++) s = s.replace(LEADING_WORDS, '');
  return s.replace(/[.;,]+$/, '').trim();
}

/** Splits "x = 2 or x = 3", "x=2, x=3", "x = 2 \text{ or } x = 3" at the top level. */
function splitAlternatives(s: string): string[] {
  const marked = s.replace(/\\(?:text|mathrm)\{\s*or\s*\}|\\lor|\\vee|\\q?quad|\s+or\s+/gi, '\u0000');
  let depth = 0;
  let out = '';
  for (const c of marked) {
    if ('({['.includes(c)) depth++;
    if (')}]'.includes(c)) depth--;
    out += depth === 0 && (c === ',' || c === ';') ? '\u0000' : c;
  }
  return out
    .split('\u0000')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function expandPlusMinus(piece: string): string[] {
  return PLUS_MINUS.test(piece) ? [piece.replace(PLUS_MINUS, '+'), piece.replace(PLUS_MINUS, '-')] : [piece];
}

/** One piece of a line → normalized plain math, or null. */
function toPlain(piece: string): string | null {
  let s = piece.replace(/(\d+(?:\.\d+)?)\s*\\?%/g, '($1/100)');
  if (/\\[a-zA-Z]|[{}]/.test(s)) {
    const plain = latexToPlain(s);
    if (!plain) return null;
    s = plain;
  }
  return normalizePlain(s)?.text.replace(/(^|[=<>(])\+/g, '$1') ?? null;
}

export const escapeLatex = (s: string) => `\\text{${s.replace(/[\\{}$&#^_%~]/g, (c) => `\\${c}`)}}`;

function readStatement(s: string, kind: Kind, v: string): LineReading {
  if (NO_SOLUTION.test(s)) return { steps: [NONE], latex: '\\text{no solution}', constant: false };
  if (ALL_REALS.test(s)) return { steps: [ALL], latex: '\\text{all real numbers}', constant: false };
  const relations: string[] = [];
  for (const piece of splitAlternatives(s).flatMap(expandPlusMinus)) {
    let plain = toPlain(piece);
    if (!plain) return { error: 'I could not read this line. Write one step per line, for example 2x = 8.' };
    const ops: string[] = plain.match(/<=|>=|=|<|>/g) ?? [];
    if (ops.length === 0 && kind === 'equation' && !hasVariable(plain, v)) plain = `${v}=${plain}`;
    else if (kind === 'equation' && (ops.length !== 1 || ops[0] !== '='))
      return { error: `Write this step as one equation with an = sign, for example ${v} = 4.` };
    else if (kind === 'inequality' && (ops.length === 0 || ops.length > 2 || ops.includes('=')))
      return {
        error: `Keep the inequality sign in every line, for example ${v} < 3 (or -2 < ${v} < 2).`,
      };
    relations.push(plain);
  }
  if (relations.length === 0) return { error: 'This line is empty.' };
  return {
    steps: [relations.join(' or ')],
    latex: relations.map(toLatex).join(' \\text{ or } '),
    constant: false,
  };
}

const CALCULUS_PREFIX =
  /^\s*(?:[a-zA-Z]\s*'+\s*(?:\(\s*[a-z]\s*\))?|d\s*[a-zA-Z]?\s*\/\s*d\s*[a-z]|\\frac\{d[a-zA-Z]?\}\{d[a-z]\}|[A-Z]\s*\(\s*[a-z]\s*\))\s*=/;

function readExpression(s: string, kind: Kind): LineReading {
  let body = s.replace(CALCULUS_PREFIX, '');
  // "d/dx (x^3) = 3x^2" or "∫ x^2 dx = x^3/3": what is being worked on, then its value.
  if (/^(?:d\/d|\\frac\{d\}|∫|\\int|integral|integrate)/i.test(body) && body.includes('='))
    body = body.slice(body.lastIndexOf('=') + 1);
  body = body.replace(/^\s*=\s*/, '');
  const constant = CONSTANT.test(body);
  if (kind === 'antiderivative' || kind === 'definite') body = body.replace(CONSTANT, '');
  const steps: string[] = [];
  for (const part of body.split(/=(?![^{]*\})/).map((p) => p.trim())) {
    if (!part) continue;
    const plain = toPlain(part);
    if (!plain)
      return { error: 'I could not read this line. Write one step per line, for example 3/4 + 1/6.' };
    if (/[<>=]/.test(plain))
      return { error: 'This problem is an expression to work out, so write each line as an expression.' };
    steps.push(plain);
  }
  if (steps.length === 0) return { error: 'This line is empty.' };
  return { steps, latex: steps.map(toLatex).join(' = '), constant };
}

export function readWorkLine(raw: string, kind: Kind, v: string): LineReading {
  if (raw.length > MAX_LINE_CHARS)
    return { error: `This line is too long to check (at most ${MAX_LINE_CHARS} characters).` };
  const s = cleanLine(raw);
  if (!s) return { error: 'This line is empty.' };
  return kind === 'equation' || kind === 'inequality' ? readStatement(s, kind, v) : readExpression(s, kind);
}
