/**
 * Interview scoring (issue 17): one answer scored by the engine (goal p95 < 50 ms), over every
 * question in the bank with an answer written from its own outline (about 60–120 words), and over
 * long spoken answers (about 600 words). Baseline in the same run: splitting the same answer into
 * words and sentences, the first thing scoring does. Run: node --import tsx bench/interview.ts.
 * Figures go to BENCHMARKS.md by hand.
 */
import { loadQuestionBank, scoreAnswer } from '@studybot/engines/interview';
import { tokenise } from '../packages/engines/src/interview/tokens.ts';
import { timeRuns } from './timing.ts';

const bank = loadQuestionBank();
const answerFor = (i: number) => {
  const q = bank[(i + bank.length) % bank.length]!;
  const text = `${q.outline.join('. ')}. For example, I used a hash map and it cut the time by 40%.`;
  return { q, text, long: Array.from({ length: 8 }, () => text).join(' Um, also, ') };
};
const scoring = (i: number) => {
  const { q, text } = answerFor(i);
  return [q, text] as const;
};

const RUNS = bank.length;
const baseline = timeRuns(RUNS, (i) => tokenise(scoring(i)[1]));
const score = timeRuns(RUNS, (i) => {
  const [q, text] = scoring(i);
  scoreAnswer(q, text);
});
const longBaseline = timeRuns(RUNS, (i) => tokenise(answerFor(i).long));
const long = timeRuns(RUNS, (i) => {
  const { q, long: text } = answerFor(i);
  scoreAnswer(q, text, { durationSec: 240 });
});

const ms = (n: number) => `${n.toFixed(2)} ms`;
const words = (t: string) => t.split(/\s+/).length;
console.log(`interview scoring, ${RUNS} answers (every bank question once)`);
console.log(`  answer of ~${words(answerFor(0).text)} words:`);
console.log(`    baseline (tokenise only): p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
console.log(
  `    scoreAnswer:              p50 ${ms(score.p50)}, p95 ${ms(score.p95)} (${(score.p95 / baseline.p95).toFixed(1)}× baseline p95; goal p95 < 50 ms)`,
);
console.log(`  spoken answer of ~${words(answerFor(0).long)} words, with timing:`);
console.log(`    baseline (tokenise only): p50 ${ms(longBaseline.p50)}, p95 ${ms(longBaseline.p95)}`);
console.log(
  `    scoreAnswer:              p50 ${ms(long.p50)}, p95 ${ms(long.p95)} (${(long.p95 / longBaseline.p95).toFixed(1)}× baseline p95)`,
);
