/**
 * Python runner fairness: one student floods the runner with 24 parallel infinite loops (and re-sends each
 * as soon as it ends or is refused) while another student runs print(6*7) over and over. Reports the second
 * student's latency p50/p95 with the flood, against the same student's latency without it, in the same run
 * and on the same pool settings as the server's defaults (3 runners, 5 s limit). Run twice: with no CPU
 * budget (fair turns and per-student caps alone) and with the free plan's 15 s per minute.
 * Run: node --import tsx bench/python-fairness.ts.
 */
import { performance } from 'node:perf_hooks';
import { PythonBusyError, PythonOwnerLimitError, PythonRunnerPool } from '@studybot/engines/python';
import { percentile } from './timing.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** The student's pause between runs (reading the output, editing). */
const THINK_MS = 200;
const FLOOD = 24;
const LOOP = 'while True:\n    pass';
const fmt = (ms: number) => ms.toFixed(1);

interface Latency {
  p50: number;
  p95: number;
  max: number;
  runs: number;
  failed: number;
}

/** The student runs print(6*7), waits for the answer, pauses briefly, again, for SECONDS. */
async function studentRuns(pool: PythonRunnerPool, owner: string): Promise<Latency> {
  const times: number[] = [];
  let failed = 0;
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const t = performance.now();
    try {
      const result = await pool.run({ code: 'print(6*7)', owner });
      if (result.output !== '42\n') failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, THINK_MS));
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1)!,
    runs: times.length,
    failed,
  };
}

async function scenario(cpuSecondsPerMinute: number | null) {
  const pool = new PythonRunnerPool({ cpuSecondsPerMinute });
  await pool.warm();
  // The student has run something already (their session is loaded), as in a lesson.
  await pool.run({ code: 'print(1)', owner: 'student' });
  const quiet = await studentRuns(pool, 'student');

  let flooding = true;
  const counts = { ran: 0, refused: 0, busy: 0 };
  let wake: () => void = () => {};
  const runEnded = () => new Promise<void>((resolve) => (wake = resolve));
  let ended = runEnded();
  const flood = Array.from({ length: FLOOD }, async () => {
    while (flooding) {
      try {
        await pool.run({ code: LOOP, owner: 'flooder' });
        counts.ran++;
        wake();
        ended = runEnded();
      } catch (error) {
        if (!flooding) break; // close() turns the runs still waiting away
        if (error instanceof PythonOwnerLimitError) counts.refused++;
        else if (error instanceof PythonBusyError) counts.busy++;
        else throw error;
        // A refused client tries again as soon as one of the flooder's runs ends (or the flood stops).
        await Promise.race([ended, new Promise((r) => setTimeout(r, 1000))]);
      }
    }
  });
  // Let the flood fill its place in the queue first.
  await new Promise((r) => setTimeout(r, 500));
  const flooded = await studentRuns(pool, 'student');
  flooding = false;
  wake();
  await Promise.all(flood);
  await pool.close();
  return { quiet, flooded, counts };
}

console.log(
  '| CPU budget per student | print(6*7) p50 / p95 / max, no flood | p50 / p95 / max during the flood | p95 ratio | student runs (failed) | flooder: loops run / refused (429) / busy (503) |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const budget of [null, 15]) {
  const { quiet, flooded, counts } = await scenario(budget);
  console.log(
    `| ${budget === null ? 'none' : `${budget} s/min (free plan)`} | ${fmt(quiet.p50)} / ${fmt(quiet.p95)} / ${fmt(quiet.max)} ms | ${fmt(flooded.p50)} / ${fmt(flooded.p95)} / ${fmt(flooded.max)} ms | ${(flooded.p95 / quiet.p95).toFixed(1)}× | ${quiet.runs + flooded.runs} (${quiet.failed + flooded.failed}) | ${counts.ran} / ${counts.refused} / ${counts.busy} |`,
  );
}
