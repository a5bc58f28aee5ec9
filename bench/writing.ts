/**
 * Writing assistant, Improve: suggestions for a 1,000-word essay through the worker thread the server
 * uses (goal p95 < 300 ms), and the grammar and style passes alone in-process. Baseline in the same
 * run: a round trip of a two-word text through the same worker (messaging and the checkers' fixed
 * cost). Export: a 1,000-word paper (introduction, four body sections, conclusion, five references)
 * to DOCX and to PDF, in-process (goal p95 < 500 ms each). Paper generation, local engine: retrieval
 * over the whole shelf (catalogue and study packs), the draft and its citations formatted by the CSL
 * processor, for 1,000 words (goal p95 < 2 s); baseline: retrieval alone.
 * Run: node --import tsx bench/writing.ts.
 * Figures go to BENCHMARKS.md by hand.
 */
import { loadStudyPacks } from '@studybot/engines';
import {
  draftPaper,
  formatCitations,
  loadSources,
  retrieveEvidence,
  SourceShelf,
  WritingWorkers,
} from '@studybot/engines/writing';
import { type ExportablePaper, paperToDocx, paperToPdf } from '../packages/engines/src/writing/export.ts';
import { GrammarChecker } from '../packages/engines/src/writing/grammar.ts';
import { CITE_MARK } from '../packages/engines/src/writing/paper.ts';
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

/** A paper of about 1,000 words in its sections (150 + 4 × 175 + 150), different for each `seed`. */
function paper(seed: number): ExportablePaper {
  return {
    title: `Light and the Growth of Plants (${seed})`,
    introduction: `${essay(75, seed)}\n\n${essay(75, seed + 1)}`,
    body_paragraphs: [1, 2, 3, 4].map((n) => ({ topic: `Finding ${n}`, content: essay(175, seed + n) })),
    conclusion: essay(150, seed + 5),
    references: [1, 2, 3, 4, 5].map(
      (n) => `Author, A. (${2015 + n}). Light, leaves and growth: Study number ${n} (${seed}). Publisher.`,
    ),
    referencesHeading: 'References',
  };
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
const toDocx = await timeRunsAsync(RUNS, (i) => paperToDocx(paper(i + 1)));
const toPdf = await timeRunsAsync(RUNS, (i) => paperToPdf(paper(i + 1)));

const shelf = new SourceShelf(loadSources(), loadStudyPacks());
const PROMPTS = [
  'Explain how photosynthesis works in plants',
  'The causes of the French Revolution',
  'How natural selection leads to evolution',
  'Should governments tax sugary drinks? Discuss supply and demand',
  'The structure of the atom and the discovery of the nucleus',
];
const prompt = (i: number) => PROMPTS[(i + PROMPTS.length) % PROMPTS.length]!;
const retrieval = await timeRunsAsync(RUNS, async (i) =>
  retrieveEvidence(prompt(i), shelf.evidenceSources()),
);
const generation = await timeRunsAsync(RUNS, async (i) => {
  const evidence = retrieveEvidence(prompt(i), shelf.evidenceSources());
  const sources = new Map(evidence.map((p) => [p.source_id, shelf.get(p.source_id)!.evidence]));
  const draft = draftPaper({ prompt: prompt(i), writing_type: 'essay', word_count: 1000, evidence, sources });
  const text = [draft.introduction, ...draft.body_paragraphs.map((b) => b.content), draft.conclusion].join(
    ' ',
  );
  const cited = [...new Set([...text.matchAll(CITE_MARK)].map((m) => m[1]!))];
  return formatCitations(
    cited.map((id) => shelf.get(id)!.item),
    'apa',
  );
});

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
console.log(`writing export, ${RUNS} runs of a ~1,000-word paper (goal p95 < 500 ms each)`);
console.log(`  DOCX (docx):                               p50 ${ms(toDocx.p50)}, p95 ${ms(toDocx.p95)}`);
console.log(`  PDF (pdfkit, DejaVu embedded):             p50 ${ms(toPdf.p50)}, p95 ${ms(toPdf.p95)}`);
console.log(`writing paper generation (local), ${RUNS} runs, 1,000 words, ${shelf.size} works on the shelf`);
console.log(
  `  baseline (retrieval alone):                p50 ${ms(retrieval.p50)}, p95 ${ms(retrieval.p95)}`,
);
console.log(
  `  retrieve + draft + format citations:       p50 ${ms(generation.p50)}, p95 ${ms(generation.p95)} (${(generation.p95 / retrieval.p95).toFixed(1)}× baseline p95; goal p95 < 2 s)`,
);
