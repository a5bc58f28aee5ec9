import { unlimited, type WorkBudget } from './budget.ts';
import { K } from './constants.ts';

/**
 * A run of consecutive shared k-grams on one diagonal, as token ranges: submitted tokens
 * [start, end) equal source tokens [sourceStart, sourceEnd) term for term.
 */
export interface SharedRun {
  start: number;
  end: number;
  sourceStart: number;
  sourceEnd: number;
}

// A k-gram repeated more often than this in one source adds only noise (and quadratic work).
const MAX_OCCURRENCES = 32;

/**
 * At most this many runs are collected from one source. Ordinary texts yield a few hundred at most
 * (225 for the longest reference document checked against itself pasted three times over); a
 * source that shares far more is already known to match heavily, and the rest of the submitted text
 * is not read against it (the budget records the skip, so the report says it is incomplete).
 */
export const MAX_SHARED_RUNS = 20_000;

const KGRAM = K;

// Work units (see budget.ts) per source position a submitted k-gram is checked against.
const OCCURRENCE_COST = 4;

function sameKgram(a: Int32Array, i: number, b: Int32Array, j: number): boolean {
  for (let x = 0; x < KGRAM; x++) if (a[i + x] !== b[j + x]) return false;
  return true;
}

/** A text as sharedRuns() reads it: its term codes (see term-codes.ts) and k-gram hashes. */
export interface CodedText {
  codes: Int32Array;
  hashes: readonly number[];
}

/**
 * Every k-gram of `text` also in `source`, verified term by term, grouped into diagonal runs, in
 * submitted-text order. Stops early, with the runs found so far, when `budget` runs out or
 * MAX_SHARED_RUNS have been found.
 */
export function sharedRuns(
  text: CodedText,
  source: CodedText,
  budget: WorkBudget = unlimited(),
): SharedRun[] {
  const at = new Map<number, number[]>();
  if (!budget.spend(source.hashes.length)) return [];
  source.hashes.forEach((h, j) => {
    const list = at.get(h);
    if (!list) at.set(h, [j]);
    else if (list.length < MAX_OCCURRENCES) list.push(j);
  });
  if (at.size === 0) return [];

  const { codes, hashes } = text;
  const runs: SharedRun[] = [];
  // The open run on each diagonal (source index − submitted index, offset to be ≥ 0), as 1 + its
  // index in `runs`, and the last k-gram that extended it: it grows while k-grams keep matching.
  const offset = codes.length;
  const openRun = new Int32Array(offset + source.codes.length);
  const lastKgram = new Int32Array(offset + source.codes.length);
  for (let i = 0; i < hashes.length; i++) {
    const list = at.get(hashes[i]!);
    if (!list) continue;
    if (!budget.spend(OCCURRENCE_COST * list.length)) break;
    for (const j of list) {
      if (!sameKgram(codes, i, source.codes, j)) continue;
      const d = j - i + offset;
      if (openRun[d]! > 0 && lastKgram[d] === i - 1) {
        const run = runs[openRun[d]! - 1]!;
        run.end = i + KGRAM;
        run.sourceEnd = j + KGRAM;
      } else {
        runs.push({ start: i, end: i + KGRAM, sourceStart: j, sourceEnd: j + KGRAM });
        openRun[d] = runs.length;
      }
      lastKgram[d] = i;
    }
    if (runs.length >= MAX_SHARED_RUNS) {
      budget.skip();
      break;
    }
  }
  return runs;
}
