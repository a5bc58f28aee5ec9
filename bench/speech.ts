/**
 * Offline text to speech (@studybot/engines/speech): 200 words of study notes spoken by every voice, as
 * MP3. Run: node --import tsx bench/speech.ts. The baseline, measured in the same run, is espeak-ng alone
 * turning the same text into WAV on this thread, with no MP3 encoding and no worker threads.
 * Goal: 200 words in under 3 s.
 */

import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SPEECH_VOICES, SpeechEngine } from '@studybot/engines/speech';
import { loadEspeak } from '../packages/engines/src/speech/espeak.mjs';
import { parseWav } from '../packages/engines/src/speech/wav.mjs';
import { percentile } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WORDS = 200;
const GOAL_MS = 3000;

/** The first 200 words of the study-note fixtures, line breaks and paragraphs kept. */
function notesOf200Words(): string {
  const dir = new URL('../packages/engines/src/studygen/fixtures/notes/', import.meta.url);
  const words = fs
    .readdirSync(dir)
    .sort()
    .flatMap((f) => fs.readFileSync(new URL(f, dir), 'utf8').split(/(?<=\s)(?=\S)/));
  return words.slice(0, WORDS).join('');
}

interface Timing {
  p50: number;
  p95: number;
  /** Median CPU time of a run, all threads together: wall time inflates when other work shares the CPU. */
  cpu: number;
  /** Seconds of audio produced by one run. */
  audio: number;
}

/** `run` speaks the text once and returns the seconds of audio; the first `warmUps` runs are not timed. */
async function timeRuns(run: () => Promise<number>, warmUps: number): Promise<Timing> {
  for (let i = 0; i < warmUps; i++) await run();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let audio = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    audio = await run();
    times.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpu: percentile(cpuTimes, 50), audio };
}

const text = notesOf200Words();
const victoria = SPEECH_VOICES.victoria!;

const synthesize = await loadEspeak();
const baseline = await timeRuns(async () => {
  const { samples, sampleRate } = parseWav(await synthesize({ text, voice: victoria.espeak, wpm: 175 }));
  return samples.length / sampleRate;
}, 2);

const engine = new SpeechEngine();
const coldStart = performance.now();
await engine.speak(text, 'victoria', 1);
const cold = performance.now() - coldStart;

const rows: Array<{ name: string } & Timing> = [
  { name: 'espeak-ng alone, whole text to WAV on this thread (baseline)', ...baseline },
];
// The first voice warms the engine up (JIT of the encoder in each worker); the others run on it warm.
let warmUps = 2;
for (const [id, voice] of Object.entries(SPEECH_VOICES)) {
  const timing = await timeRuns(async () => (await engine.speak(text, id, 1)).seconds, warmUps);
  rows.push({ name: `SpeechEngine.speak, ${id} (${voice.espeak})`, ...timing });
  warmUps = 0;
}
await engine.close();

const single = new SpeechEngine({ workers: 1 });
rows.push({
  name: 'SpeechEngine.speak with 1 worker, victoria',
  ...(await timeRuns(async () => (await single.speak(text, 'victoria', 1)).seconds, 2)),
});
await single.close();

const workers = Math.min(2, availableParallelism());
console.log(
  `\nText to speech: ${WORDS} words (${text.length} characters) to MP3 at speed 1, ${RUNS} runs each ` +
    `after warm-up; ${workers} worker threads by default, available parallelism ${availableParallelism()}`,
);
console.log(
  '| what | p50 ms | p95 ms | CPU ms (p50) | audio s | audio s per wall s (p50) | p50 ratio to espeak alone |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.cpu.toFixed(0)} | ${r.audio.toFixed(1)} | ` +
      `${(r.audio / (r.p50 / 1000)).toFixed(1)} | ${(r.p50 / baseline.p50).toFixed(2)} |`,
  );
}
console.log(`\nFirst speak() on a new engine (starts the workers, compiles the wasm): ${cold.toFixed(0)} ms`);
const voiceRows = rows.filter((r) => r.name.startsWith('SpeechEngine.speak, '));
const worstP50 = Math.max(...voiceRows.map((r) => r.p50));
const worstP95 = Math.max(...voiceRows.map((r) => r.p95));
console.log(
  `Goal: ${WORDS} words in under ${GOAL_MS / 1000} s: slowest voice p50 ${worstP50.toFixed(0)} ms, ` +
    `p95 ${worstP95.toFixed(0)} ms: ${worstP95 < GOAL_MS ? 'met' : worstP50 < GOAL_MS ? 'met at p50 only' : 'NOT met'}`,
);
