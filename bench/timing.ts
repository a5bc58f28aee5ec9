/** Timing helpers the benchmarks share. */
import { performance } from 'node:perf_hooks';

export interface Timing {
  p50: number;
  p95: number;
}

/** The value at percentile `p` of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p95 of timings in ms (sorts them in place). */
export function summarise(times: number[]): Timing {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** `runs` timed calls of run(0…runs-1) after one untimed warm-up call, run(-1). */
export function timeRuns(runs: number, run: (i: number) => void): Timing {
  run(-1);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    run(i);
    times.push(performance.now() - t);
  }
  return summarise(times);
}

/** timeRuns for work that completes asynchronously. */
export async function timeRunsAsync(runs: number, run: (i: number) => Promise<unknown>): Promise<Timing> {
  await run(-1);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  return summarise(times);
}
