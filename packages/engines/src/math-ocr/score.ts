// Which cleaned-up candidate is the problem: OCR confidence × how much was guessed × how sure the
// math reader is × whether it looks like a school math problem at all.
import { readProblem } from '../math/read.ts';
import type { Reading } from '../math/types.ts';
import type { CleanCandidate } from './cleanup.ts';
import { isMathWord } from './math-words.ts';

export interface ScoredCandidate {
  text: string;
  score: number;
  /** Null when the math reader refused it or it is not plausible as a problem. */
  reading: Reading | null;
}

export function unknownWords(text: string): number {
  return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !isMathWord(w)).length;
}

/** 0–1: how much this reads like a photographed school problem rather than noise or prose. */
function plausibility(text: string, reading: Reading): number {
  const words = unknownWords(text);
  if (words >= 2) return 0;
  if (/^-?[\d.]+$/.test(reading.expression)) return 0; // a lone number is not a problem
  let p = 0.35 ** words;
  const capitals = new Set(reading.expression.match(/[A-Z]/g) ?? []).size;
  p *= 0.6 ** capitals;
  const calculus = /^(diff|integrate|defint|limit)\(/.test(reading.expression);
  if (!calculus && !/\d/.test(reading.expression)) p *= 0.5;
  // Letters school problems do not use as unknowns are usually misread glyphs (o for 6 or 0, l for 1,
  // d for a), and three or more unknowns in one line usually a misread number ("ua" for 49).
  // The expression has explicit "*", so a run of letters is a name (sin, sqrt, pi, Infinity).
  const variables = new Set(reading.expression.replace(/[A-Za-z]{2,}/g, '').match(/[a-z]/g) ?? []);
  variables.delete('e');
  if (['o', 'l', 'd'].some((v) => variables.has(v))) p *= 0.6;
  // "ln(x)3", "(x+1)2": a number straight after a bracket is how a lost sign or power reads; so is a
  // times sign straight before a sign ("x*-4x" for x² − 4x), which no page writes.
  if (/\)\d|\*[-+]/.test(text.replace(/\s+/g, ''))) p *= 0.6;
  // Nor a percentage raised to a power: "3%^2" is a hand's x read as a percent sign.
  if (/%\s*\^/.test(text)) p *= 0.5;
  // Nor does a page write a power of 1: "5^(2x^1)" is a minus read as a caret.
  if (/\^\(?1(?![\d./])/.test(text)) p *= 0.6;
  if (variables.size >= 3 && reading.task_type !== 'system_of_equations') p *= 0.7;
  // A trailing "dx" outside an integral is an integral whose sign was not read.
  if (!calculus && /d[a-z]$/.test(text.replace(/\s+/g, ''))) p *= 0.5;
  // "Solve" asks about an equation or inequality: with no relation sign left, one was not read.
  if (/\bsolve\b/i.test(text) && !/[=<>≤≥]/.test(text)) p *= 0.5;
  // Factoring, expanding and simplifying work on an expression: an inequality sign there is a misread
  // glyph ("x³ + 8" read as "x> +8").
  if (/\b(factor|factori[sz]e|expand|simplify)\b/i.test(text) && /[<>≤≥]/.test(text)) p *= 0.5;
  return p;
}

export function scoreCandidate(c: CleanCandidate, ocrConfidence: number): ScoredCandidate {
  const editFactor = 1 / (1 + 0.35 * c.edits);
  const dropFactor = 0.75 ** c.droppedLines;
  const reading = readProblem(c.text);
  const plaus = reading ? plausibility(c.text, reading) : 0;
  if (!reading || plaus === 0) {
    return { text: c.text, reading: null, score: round(0.25 * ocrConfidence * editFactor * dropFactor) };
  }
  const certainty = 1 - 0.6 * reading.ambiguity;
  return { text: c.text, reading, score: round(ocrConfidence * editFactor * dropFactor * certainty * plaus) };
}

const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;

/** Best first; candidates the math reader accepted always rank above those it refused. */
export function rankCandidates(candidates: CleanCandidate[], ocrConfidence: number): ScoredCandidate[] {
  return candidates
    .map((c) => scoreCandidate(c, ocrConfidence))
    .sort((a, b) => Number(b.reading !== null) - Number(a.reading !== null) || b.score - a.score);
}

/** The best candidate's score, lowered when a different reading scored almost as well. */
export function overallConfidence(ranked: ScoredCandidate[]): number {
  const [best, ...rest] = ranked;
  if (!best?.reading) return 0;
  const rival = rest.find((r) => r.reading && r.reading.expression !== best.reading!.expression);
  const close = rival && rival.score >= best.score - 0.03;
  return Math.round(best.score * (close ? 0.9 : 1) * 100) / 100;
}

const CALCULUS = /^(diff|integrate|defint|limit)\(/;
const INSTRUCTION = /\b(factor|factori[sz]e|simplify|expand|evaluate|calculate|compute|find|work out)\b/i;

/**
 * A bare expression in a variable with no instruction ("3x^2 - 12x") leaves the task to be guessed,
 * and is also what an equation looks like when its "=" was read as "-" ("3x^2 = 12x"): the student
 * confirms which problem it is before it is solved.
 */
export function guessedTask(text: string, reading: Reading): boolean {
  const expression = reading.expression;
  if (/[=<>]/.test(expression) || CALCULUS.test(expression) || INSTRUCTION.test(text)) return false;
  return /[a-z]/.test(expression.replace(/[A-Za-z]{2,}/g, ''));
}
