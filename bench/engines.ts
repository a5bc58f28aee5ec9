/**
 * Part of npm run bench — the study engines in-process: FSRS scheduling of 10,000 cards, and
 * quiz generation from a topic and from 3,000 words of notes. Each figure comes with the
 * baseline it is compared with in the same run.
 */

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  generateQuiz,
  loadStudyPacks,
  newSrsState,
  parseSentences,
  reviewSrs,
  type SrsRating,
  type SrsState,
} from '@studybot/engines';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { timeRuns } from './timing.ts';

const CARDS = Number(process.env.BENCH_CARDS ?? 10_000);

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

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

/** 3,000 words of study notes: the generator's own note fixtures, repeated in turn. */
function notesOf3000Words(): string {
  const dir = new URL('../packages/engines/src/studygen/fixtures/notes/', import.meta.url);
  const texts = fs.readdirSync(dir).map((f) => fs.readFileSync(new URL(f, dir), 'utf8'));
  const words: string[] = [];
  for (let i = 0; words.length < 3000; i++) words.push(...texts[i % texts.length]!.split(/\s+/));
  return words.slice(0, 3000).join(' ');
}

const packs = loadStudyPacks();
const notes = notesOf3000Words();
// A different first sentence each run, so no run reuses the analysis of an earlier one.
const freshNotes = (i: number) => `Run number ${i + 2} of this benchmark studies these notes. ${notes}`;
const cases: Array<[string, (i: number) => void]> = [
  ['wink-nlp parse of the 3,000-word notes (baseline)', (i) => parseSentences(freshNotes(i))],
  [
    '10 questions from the 3,000-word notes',
    (i) =>
      generateQuiz({
        topic: 'notes',
        difficulty: 'medium',
        count: 10,
        sourceText: freshNotes(i),
        packs,
        seed: i,
      }),
  ],
  [
    '10 questions from a topic (study pack: photosynthesis)',
    (i) => generateQuiz({ topic: 'photosynthesis', difficulty: 'medium', count: 10, packs, seed: i }),
  ],
  [
    '10 questions from a topic (WordNet: musical instrument)',
    (i) => generateQuiz({ topic: 'musical instrument', difficulty: 'medium', count: 10, packs, seed: i }),
  ],
];
const rows = cases.map(([name, run]) => ({ name, ...timeRuns(RUNS, run) }));
const baseline = rows[0]!.p50;
console.log(`\nQuiz generation, ${RUNS} runs each after one warm-up`);
console.log('| what | p50 ms | p95 ms | p50 ratio to parsing the notes |');
console.log('|---|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.p50 / baseline).toFixed(2)} |`);
}
