/**
 * Part of npm run bench — the resume analyzer (issue 18). analyzeResume on a two-page resume
 * (about 600 words, 24 bullets), without and with a job description (goal p95 < 100 ms), against a
 * same-run baseline: splitting the text into lines and normalising it, the first thing analysis does.
 * The server also spell-checks the text in the writing workers; that is timed on its own. Then a
 * two-page PDF of the same resume read through the documents workers with its lines kept (goal
 * < 500 ms), against the same text uploaded as a .txt file (the worker round trip alone).
 * Run: node --import tsx bench/career.ts. Figures go to BENCHMARKS.md by hand.
 */
import { readFileSync } from 'node:fs';
import { DocumentWorkers } from '@studybot/engines';
import { analyzeResume, composeCoverLetter, resumeLexicon } from '@studybot/engines/resume';
import { getDocumentProxy } from 'unpdf';
import { normalise } from '../packages/engines/src/resume/lexicon.ts';
import { resumeToPdf } from '../packages/engines/src/resume/testing.ts';
import { GrammarChecker } from '../packages/engines/src/writing/grammar.ts';
import { timeRuns, timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const text = readFileSync(
  new URL('../packages/engines/src/resume/fixtures/two-page.txt', import.meta.url),
  'utf8',
);
const posting = readFileSync(
  new URL('../packages/engines/src/resume/fixtures/jd-software-intern.txt', import.meta.url),
  'utf8',
);
resumeLexicon();

const ms = (n: number) => `${n.toFixed(2)} ms`;
const baseline = timeRuns(RUNS, () => text.split('\n').map((l) => normalise(l)));
const plain = timeRuns(RUNS, () => analyzeResume(text));
const withJob = timeRuns(RUNS, () => analyzeResume(text, { jobDescription: posting }));
const letter = timeRuns(RUNS, () => composeCoverLetter(text, posting));
const checker = new GrammarChecker();
const spelling = await timeRunsAsync(20, () => checker.check(text));

console.log(`resume analysis, ${text.split(/\s+/).length} words, ${RUNS} runs`);
console.log(`  baseline (lines + normalise): p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
console.log(
  `  analyzeResume:                p50 ${ms(plain.p50)}, p95 ${ms(plain.p95)} (${(plain.p95 / baseline.p95).toFixed(0)}× baseline p95; goal p95 < 100 ms)`,
);
console.log(`  with a job description:       p50 ${ms(withJob.p50)}, p95 ${ms(withJob.p95)}`);
console.log(`  composeCoverLetter:           p50 ${ms(letter.p50)}, p95 ${ms(letter.p95)}`);
console.log(`  spelling (harper, in-process, 20 runs): p50 ${ms(spelling.p50)}, p95 ${ms(spelling.p95)}`);

const pdf = await resumeToPdf(text);
const pages = (await getDocumentProxy(new Uint8Array(pdf))).numPages;
const txt = new TextEncoder().encode(text);
const documents = new DocumentWorkers({ size: 1 });
await documents.warm();
const UPLOADS = 30;
const readTxt = await timeRunsAsync(UPLOADS, () =>
  documents.read({ name: 'r.txt', bytes: txt }, { keepLines: true }),
);
const readPdf = await timeRunsAsync(UPLOADS, () =>
  documents.read({ name: 'r.pdf', bytes: pdf }, { keepLines: true }),
);
await documents.close();
console.log(`resume upload, read in the documents workers, ${UPLOADS} runs`);
console.log(`  baseline (.txt of the same text): p50 ${ms(readTxt.p50)}, p95 ${ms(readTxt.p95)}`);
console.log(
  `  ${pages}-page PDF (${Math.round(pdf.length / 1024)} KB), lines kept: p50 ${ms(readPdf.p50)}, p95 ${ms(readPdf.p95)} (goal < 500 ms)`,
);
