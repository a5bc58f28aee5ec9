/**
 * Plagiarism check in-process: one 2,000-word text checked the way the server checks it
 * (fingerprint, the 25 best candidates from a MemoryIndex, compare() on their texts) against
 * indexes of 1,000 and 10,000 documents of roughly 500–1,000 words, with the time to tokenize the
 * text alone as the same-run baseline. Also the index build rate and the heap the 10,000-document
 * index holds. Run: node --import tsx bench/plagiarism.ts. Figures go to BENCHMARKS.md by hand.
 */

import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  compare,
  countWords,
  fingerprint,
  GUARANTEE_TOKENS,
  K,
  MemoryIndex,
  type SourceDocument,
  tokenize,
  W,
} from '@studybot/engines/plagiarism';
import { createRandom } from '../packages/engines/src/studygen/random.ts';
import { documents, QUERY_WORDS, queryTexts, SMALL_INDEX } from './plagiarism-corpus.ts';
import { timeRuns } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const CANDIDATES = 25;

// Exposes gc() without a command-line flag, so heap figures are measured after a full collection.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function buildIndex(docs: SourceDocument[]): { index: MemoryIndex; ms: number; words: number } {
  const t = performance.now();
  const index = new MemoryIndex();
  for (const d of docs) index.add(d.id, fingerprint(tokenize(d.text)));
  const ms = performance.now() - t;
  return { index, ms, words: docs.reduce((n, d) => n + countWords(d.text), 0) };
}

const random = createRandom(2026);
const docs = documents(random, DOCUMENTS);
const byId = new Map(docs.map((d) => [d.id, d]));
const texts = queryTexts(docs, RUNS + 1, random);
const textOf = (i: number) => texts[i + 1]!;

// Tokenizing every document first fills the tokenizer's term cache, so the heap growth measured
// around the large build is the index itself; it is also the build's baseline.
const t0 = performance.now();
for (const d of docs) tokenize(d.text);
const tokenizeMs = performance.now() - t0;
const small = buildIndex(docs.slice(0, SMALL_INDEX));
gc();
const heapBefore = process.memoryUsage().heapUsed;
const large = buildIndex(docs);
gc();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

let found = 0;
const compared = new Map<MemoryIndex, number>();
const check = (index: MemoryIndex) => (i: number) => {
  const text = textOf(i);
  const hits = index.candidates(fingerprint(tokenize(text)), CANDIDATES);
  const report = compare(
    text,
    hits.map((h) => byId.get(h.id)!),
  );
  if (i >= 0) {
    found += report.matches.length;
    compared.set(index, (compared.get(index) ?? 0) + hits.length);
  }
};

const baseline = timeRuns(RUNS, (i) => tokenize(textOf(i)));
const rows: Array<[string, { p50: number; p95: number }]> = [
  [`tokenize the ${QUERY_WORDS.toLocaleString('en')}-word text (baseline)`, baseline],
  [
    `candidate lookup only, ${DOCUMENTS.toLocaleString('en')}-document index`,
    timeRuns(RUNS, (i) => large.index.candidates(fingerprint(tokenize(textOf(i))), CANDIDATES)),
  ],
  [`full check, ${SMALL_INDEX.toLocaleString('en')}-document index`, timeRuns(RUNS, check(small.index))],
  [`full check, ${DOCUMENTS.toLocaleString('en')}-document index`, timeRuns(RUNS, check(large.index))],
];

const words = countWords(textOf(0));
console.log(
  `\nPlagiarism check: a ${words.toLocaleString('en')}-word text, ${RUNS} runs each after one warm-up (K = ${K}, W = ${W}, t = ${GUARANTEE_TOKENS})`,
);
console.log('| what | p50 ms | p95 ms | p50 ratio to tokenizing the text |');
console.log('|---|---:|---:|---:|');
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.p50 / baseline.p50).toFixed(1)} |`,
  );
}
const [, , smallRow, largeRow] = rows.map(([, r]) => r);
console.log(
  `\n${(DOCUMENTS / SMALL_INDEX).toFixed(0)}× the documents cost ${(largeRow!.p50 / smallRow!.p50).toFixed(2)}× the p50 time; ` +
    `candidates compared per check: ${((compared.get(small.index) ?? 0) / RUNS).toFixed(1)} (${SMALL_INDEX.toLocaleString('en')}) and ${((compared.get(large.index) ?? 0) / RUNS).toFixed(1)} (${DOCUMENTS.toLocaleString('en')}) of at most ${CANDIDATES}; ` +
    `sources reported per check: ${(found / (2 * RUNS)).toFixed(1)} on average (4 passages copied, each found in several recombined documents).`,
);

const totalWords = large.words;
console.log('\nIndex build (tokenize, fingerprint, add), after one tokenizing pass over the same documents');
console.log('| what | documents | words | seconds | documents/s | words/s | heap MB |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const buildRow = (name: string, n: number, words: number, ms: number, heap: string) =>
  console.log(
    `| ${name} | ${n.toLocaleString('en')} | ${words.toLocaleString('en')} | ${(ms / 1000).toFixed(2)} | ${Math.round((n * 1000) / ms).toLocaleString('en')} | ${Math.round((words * 1000) / ms).toLocaleString('en')} | ${heap} |`,
  );
buildRow('tokenize only (baseline)', DOCUMENTS, totalWords, tokenizeMs, '—');
buildRow('build index', SMALL_INDEX, small.words, small.ms, '—');
buildRow('build index', DOCUMENTS, totalWords, large.ms, heapMb.toFixed(0));
