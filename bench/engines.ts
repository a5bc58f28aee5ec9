/**
 * Part of npm run bench — the study engines in-process: FSRS scheduling of 10,000 cards, and
 * quiz generation from a topic and from 3,000 words of notes. Each figure comes with the
 * baseline it is compared with in the same run.
 */
import { performance } from 'node:perf_hooks';
import { newSrsState, reviewSrs, type SrsRating, type SrsState } from '@studybot/engines';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';

const CARDS = Number(process.env.BENCH_CARDS ?? 10_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function fsrsBench() {
  const ratings: SrsRating[] = ['good', 'good', 'hard', 'easy', 'again'];
  const start = new Date('2026-01-01T08:00:00Z');
  // Baseline: ts-fsrs itself on its own card objects (what our wrapper adds is conversion).
  const scheduler = fsrs({ enable_fuzz: false });
  const grades = [Rating.Good, Rating.Good, Rating.Hard, Rating.Easy, Rating.Again] as const;
  let rawCards = Array.from({ length: CARDS }, () => createEmptyCard(start));
  const t0 = performance.now();
  for (let round = 0; round < 5; round++) {
    rawCards = rawCards.map((c, i) => scheduler.next(c, c.due, grades[(i + round) % 5]!).card);
  }
  const raw = performance.now() - t0;

  let cards: SrsState[] = Array.from({ length: CARDS }, () => newSrsState(start));
  const t1 = performance.now();
  for (let round = 0; round < 5; round++) {
    cards = cards.map((c, i) => reviewSrs(c, ratings[(i + round) % 5]!, new Date(c.due)));
  }
  const ours = performance.now() - t1;
  return { raw, ours };
}

const { raw, ours } = fsrsBench();
console.log(`\nFSRS: ${CARDS} cards × 5 reviews`);
console.log('| what | total ms | µs per review | ratio to ts-fsrs alone |');
console.log('|---|---:|---:|---:|');
console.log(
  `| ts-fsrs next() (baseline) | ${raw.toFixed(0)} | ${((raw * 1000) / (CARDS * 5)).toFixed(1)} | 1 |`,
);
console.log(
  `| reviewSrs (StudyBot's stored state) | ${ours.toFixed(0)} | ${((ours * 1000) / (CARDS * 5)).toFixed(1)} | ${(ours / raw).toFixed(2)} |`,
);

export { percentile };
