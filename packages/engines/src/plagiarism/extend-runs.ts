import { unlimited, type WorkBudget } from './budget.ts';
import { K, MAX_GAP_TOKENS } from './constants.ts';
import type { SharedRun } from './shared-runs.ts';

/** A shared run grown into an aligned passage; `matched` counts its tokens equal in both texts. */
export interface AlignedPassage extends SharedRun {
  matched: number;
}

// Module-level copies: the inner loops below read them millions of times on hostile input.
const GAP = MAX_GAP_TOKENS;
const KGRAM = K;

// Work units (see budget.ts) charged per alignment step, which compares up to nine pairs of terms.
const STEP_COST = 4;

/** Where nearestMatch() found its pair: submitted token, source token. */
const found = { x: 0, y: 0 };

/**
 * The nearest pair of equal terms at most MAX_GAP_TOKENS tokens beyond (i, j) in each text (term
 * codes, see term-codes.ts), going forwards (step 1) or backwards (step −1), left in `found`; false
 * when there is none. A skip in one text only is an inserted or deleted word.
 */
function nearestMatch(a: Int32Array, b: Int32Array, i: number, j: number, step: 1 | -1): boolean {
  let bestCost = 2 * GAP + 1;
  for (let di = 0; di <= GAP; di++) {
    const x = i + step * di;
    if (x < 0 || x >= a.length) break;
    for (let dj = 0; dj <= GAP; dj++) {
      const y = j + step * dj;
      if (y < 0 || y >= b.length) break;
      if (di + dj < bestCost && a[x] === b[y]) {
        found.x = x;
        found.y = y;
        bestCost = di + dj;
      }
    }
  }
  return bestCost <= 2 * GAP;
}

/**
 * Grows each run of shared k-grams outwards, term by term, across gaps of up to MAX_GAP_TOKENS
 * unmatched tokens: a swapped word breaks every k-gram that contains it, but not the alignment.
 * Runs already inside a grown passage are absorbed into it. `tokens` and `source` are term codes.
 * When `budget` runs out, the runs not yet reached (those furthest into the submitted text) are
 * left out.
 */
export function extendRuns(
  tokens: Int32Array,
  source: Int32Array,
  runs: SharedRun[],
  budget: WorkBudget = unlimited(),
): AlignedPassage[] {
  const passages: AlignedPassage[] = [];
  // Runs come in order of start, and a passage only grows backwards from its own run, so every
  // passage so far starts at or before the current run: it absorbs the run if it reaches as far
  // in the submitted text and covers the run's source range. One ending before the current run's
  // first k-gram does can absorb no later run either, and is dropped from `active`.
  const active: AlignedPassage[] = [];
  for (const run of [...runs].sort((a, b) => a.start - b.start || a.sourceStart - b.sourceStart)) {
    const reach = run.start + KGRAM;
    let absorbed = false;
    let kept = 0;
    for (let x = 0; x < active.length; x++) {
      const p = active[x]!;
      if (p.end < reach) continue;
      active[kept++] = p;
      if (p.end >= run.end && p.sourceStart <= run.sourceStart && p.sourceEnd >= run.sourceEnd) {
        absorbed = true;
        // The passages not looked at yet all stay active.
        for (x++; x < active.length; x++) active[kept++] = active[x]!;
      }
    }
    active.length = kept;
    if (!budget.spend(1 + kept)) break;
    if (absorbed) continue;

    const p: AlignedPassage = {
      start: run.start,
      end: run.end,
      sourceStart: run.sourceStart,
      sourceEnd: run.sourceEnd,
      matched: run.end - run.start,
    };
    let steps = 0;
    while (nearestMatch(tokens, source, p.end, p.sourceEnd, 1)) {
      p.end = found.x + 1;
      p.sourceEnd = found.y + 1;
      steps++;
    }
    while (nearestMatch(tokens, source, p.start - 1, p.sourceStart - 1, -1)) {
      p.start = found.x;
      p.sourceStart = found.y;
      steps++;
    }
    p.matched += steps;
    passages.push(p);
    active.push(p);
    if (!budget.spend(STEP_COST * (steps + 2))) break;
  }
  return passages;
}
