/**
 * Writing assistant, Improve: suggestions for a 1,000-word essay through the worker thread the server
 * uses (goal p95 < 300 ms), and the grammar and style passes alone in-process. Baseline in the same
 * run: a round trip of a two-word text through the same worker (messaging and the checkers' fixed
 * cost). Run: node --import tsx bench/writing.ts. Figures go to BENCHMARKS.md by hand.
 */
import { GrammarChecker, WritingWorkers } from '@studybot/engines/writing';
import { checkStyle } from '../packages/engines/src/writing/style.ts';
import { timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const SENTENCES = [
  'Photosynthesis turns light into chemical energy in the chloroplasts.',
  'Their going to measure how fast the plants grow under each lamp.',
  'The results was recorded every ten minutes by the students.',
  'It seems that the brighter lamp gives quite a lot more growth.',
  'We visited the libary to read about chlorophyll and the light spectrum.',
  'The experiment shows that plants need light, water and carbon dioxide to make sugar.',
  'Meiosis produces four cells, each with half the chromosomes of the parent cell.',
  'The data was collected carefully, and the graphs were drawn by hand before the deadline.',
];

/** About `words` words of essay-like text with a few errors in it, different for each `seed`. */
function essay(words: number, seed: number): string {
  const out: string[] = [];
  let count = 0;
  for (let i = seed; count < words; i++) {
    const sentence = SENTENCES[i % SENTENCES.length]!;
    out.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  return out.join(' ');
}

const workers = new WritingWorkers({ size: 1 });
await workers.warm();
const grammar = new GrammarChecker();
await grammar.setup();

const baseline = await timeRunsAsync(RUNS, () => workers.improve('Hello there.'));
const improve = await timeRunsAsync(RUNS, (i) => workers.improve(essay(1000, i + 1)));
const grammarOnly = await timeRunsAsync(RUNS, (i) => grammar.check(essay(1000, i + 1)));
const styleOnly = await timeRunsAsync(RUNS, (i) => checkStyle(essay(1000, i + 1)));
await workers.close();

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`writing improve, ${RUNS} runs of ~1,000 words`);
console.log(`  baseline (2-word text through the worker): p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
console.log(
  `  improve through the worker:                p50 ${ms(improve.p50)}, p95 ${ms(improve.p95)} (${(improve.p95 / baseline.p95).toFixed(1)}× baseline p95; goal p95 < 300 ms)`,
);
console.log(
  `  grammar pass alone (harper, in-process):   p50 ${ms(grammarOnly.p50)}, p95 ${ms(grammarOnly.p95)}`,
);
console.log(
  `  style pass alone (retext, in-process):     p50 ${ms(styleOnly.p50)}, p95 ${ms(styleOnly.p95)}`,
);
