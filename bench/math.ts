/**
 * Math tutor in-process: p50/p95 time to read and solve each typed problem of the test set, per task
 * type, with reading alone as the same-run baseline (goal: p95 under 100 ms per type). Then photos:
 * tesseract start-up, the first photo and warm photos, rendered the way the tests render them (goal:
 * under 1.5 s warm). Run: node --import tsx bench/math.ts. Figures go to BENCHMARKS.md by hand.
 */

import { performance } from 'node:perf_hooks';
import { CannotSolveError, readProblem, solveProblem, type TaskType } from '@studybot/engines/math';
import { createPhotoReader } from '@studybot/engines/math-ocr';
import { PHRASINGS, PROBLEMS } from '../packages/engines/src/math/problem-set.ts';
import { renderProblemPng, sup } from '../packages/engines/src/math-ocr/testing.ts';
import { type Timing, timeRuns, timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function solveOnce(input: string): void {
  const reading = readProblem(input);
  if (!reading) throw new Error(`not read: ${input}`);
  try {
    solveProblem(reading);
  } catch (error) {
    if (!(error instanceof CannotSolveError)) throw error;
  }
}

const byType = new Map<TaskType, string[]>();
const TYPED = [...PROBLEMS, ...PHRASINGS];
for (const p of TYPED) byType.set(p.task_type, [...(byType.get(p.task_type) ?? []), p.input]);

const fmt = (t: Timing) => `${t.p50.toFixed(2)} / ${t.p95.toFixed(2)}`;
console.log(
  `Typed problems: ${PROBLEMS.length} textbook + ${PHRASINGS.length} everyday phrasings in ${byType.size} task types, ${RUNS} runs of each type's set`,
);
console.log('| task type | problems | read p50 / p95 ms | read+solve p50 / p95 ms | solve ÷ read (p50) |');
console.log('|---|---|---|---|---|');
let worstP95 = 0;
for (const [type, inputs] of byType) {
  // One timed run is one problem of the type, cycling through them; p95 is across problems and runs.
  const runs = RUNS * inputs.length;
  const read = timeRuns(runs, (i) => void readProblem(inputs[(i + inputs.length) % inputs.length]!));
  const solve = timeRuns(runs, (i) => solveOnce(inputs[(i + inputs.length) % inputs.length]!));
  worstP95 = Math.max(worstP95, solve.p95);
  console.log(
    `| ${type} | ${inputs.length} | ${fmt(read)} | ${fmt(solve)} | ${(solve.p50 / read.p50).toFixed(1)}× |`,
  );
}
console.log(`Worst per-type p95: ${worstP95.toFixed(1)} ms (goal < 100 ms)`);

const photos = [
  renderProblemPng(['2x + 3 = 11']),
  renderProblemPng([`x${sup('2')} − 5x + 6 = 0</tspan>`]),
  renderProblemPng(['3 × 4 + 5']),
  renderProblemPng(['x + y = 5', 'x − y = 1']),
  renderProblemPng(['3/4 + 1/6'], { specks: 60, rotate: 2 }),
];
const reader = createPhotoReader();
let t = performance.now();
await reader.warm();
const startup = performance.now() - t;
t = performance.now();
await reader.read(photos[0]!);
const first = performance.now() - t;
const warm = await timeRunsAsync(RUNS, (i) => reader.read(photos[(i + photos.length) % photos.length]!));
await reader.close();
console.log(
  `Photos: start-up ${startup.toFixed(0)} ms, first photo ${first.toFixed(0)} ms, warm p50 / p95 ${fmt(warm)} ms over ${RUNS} reads of ${photos.length} photos (goal < 1,500 ms warm)`,
);
