/**
 * Python runner: cold start of an isolated runner process, warm runs of a trivial program for one student,
 * runs when every run belongs to a different student (each needs a fresh session), a lesson's tests, and
 * runner memory. Baselines in the same run: Pyodide loaded and run in this process with no isolation
 * (for start-up and for a warm run), and a pool that starts a new process for every student. Goals: warm p50 < 50 ms, ≥ 50 runs/s for one user, ≥ 5 runs/s
 * with a fresh runner each time, cold start < 3 s. Run: node --import tsx bench/python.ts.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LessonContent } from '@studybot/contract';
import { PythonRunnerPool } from '@studybot/engines/python';
import { timeRuns, timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const fmt = (ms: number) => ms.toFixed(1);

// Baseline: Pyodide in this process, no isolation.
const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const { loadPyodide } = (await import(`${pyodideDir}/pyodide.mjs`)) as {
  loadPyodide(options: { indexURL: string; stdout?: (s: string) => void }): Promise<{
    runPython(code: string): unknown;
  }>;
};
let t = performance.now();
const inProcess = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: () => {} });
const inProcessLoad = performance.now() - t;
const inProcessRun = timeRuns(RUNS, () => void inProcess.runPython('print(1)'));

// Cold start: a pool with no spares, first run of a new student.
const cold = new PythonRunnerPool({ spares: 0, maxRunners: 1 });
t = performance.now();
await cold.run({ code: 'print(1)', owner: 'cold' });
const coldStart = performance.now() - t;
await cold.close();

const pool = new PythonRunnerPool({ maxRunners: 2, spares: 1 });
await pool.warm();
const warm = await timeRunsAsync(RUNS, () => pool.run({ code: 'print(1)', owner: 'student-a' }));

async function throughput(
  on: PythonRunnerPool,
  owner: (i: number) => string,
  concurrency: number,
): Promise<number> {
  let done = 0;
  let next = 0;
  const end = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await on.run({ code: 'print(1)', owner: owner(next++) });
        done++;
      }
    }),
  );
  return done / THROUGHPUT_SECONDS;
}
const oneUser = await throughput(pool, () => 'student-a', 1);
const freshEveryRun = await throughput(pool, (i) => `visitor-${i}`, 2);

const lesson = JSON.parse(
  readFileSync(new URL('../content/bootcamp/week-03/lesson-02.json', import.meta.url), 'utf8'),
) as LessonContent;
const lessonTests = await timeRunsAsync(20, () =>
  pool.test({ code: lesson.final_code, tests: lesson.tests, owner: 'student-a' }),
);

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
const rss = pool
  .stats()
  .runners.map((r) => rssMb(r.pid))
  .filter((m): m is number => m !== null);
await pool.close();

// Baseline for a new student: a new runner process each time instead of a new session in a process.
const processPerStudent = new PythonRunnerPool({ maxRunners: 2, spares: 1, sessionsPerProcess: 1 });
await processPerStudent.warm();
const freshProcessEveryRun = await throughput(processPerStudent, (i) => `visitor-${i}`, 2);
await processPerStudent.close();

console.log('| what | figure | baseline (same run) | ratio |');
console.log('|---|---:|---:|---:|');
console.log(
  `| cold start of a runner, to the first output | ${fmt(coldStart)} ms | Pyodide loaded in-process ${fmt(inProcessLoad)} ms | ${(coldStart / inProcessLoad).toFixed(2)}× |`,
);
console.log(
  `| warm run of print(1), p50 / p95 | ${fmt(warm.p50)} / ${fmt(warm.p95)} ms | in-process runPython ${inProcessRun.p50.toFixed(2)} / ${inProcessRun.p95.toFixed(2)} ms | ${(warm.p50 / inProcessRun.p50).toFixed(0)}× |`,
);
console.log(`| runs per second, one student, one at a time | ${oneUser.toFixed(1)} | | |`);
console.log(
  `| runs per second, a different student every run (2 at a time) | ${freshEveryRun.toFixed(1)} | a new process per student ${freshProcessEveryRun.toFixed(1)} | ${(freshEveryRun / freshProcessEveryRun).toFixed(1)}× |`,
);
console.log(
  `| testing a lesson (${lesson.id}, ${lesson.tests.length} tests), p50 / p95 | ${fmt(lessonTests.p50)} / ${fmt(lessonTests.p95)} ms | | |`,
);
console.log(
  `| resident memory per runner | ${rss.map((m) => `${m.toFixed(0)} MB`).join(', ') || 'n/a'} | | |`,
);
