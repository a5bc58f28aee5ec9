/**
 * Part of npm run bench — study-material quality (issue 21). Generates a quiz and a flashcard set
 * (8 items, fixed seeds, every difficulty) for each topic and note text of the fixed review set,
 * runs the quality checker on each set, and prints the defect rate by source (items with at least
 * one defect ÷ items), the rules that fire most, off-topic items, refusals and whether a count the
 * generator said it could make ("only enough material for N") really gives N, and example defects.
 *
 * STUDY_QUALITY_EXAMPLES=n prints n examples per rule (default 2); STUDY_QUALITY_ALL=1 prints every
 * defective item.
 */

import { performance } from 'node:perf_hooks';
import {
  type Difficulty,
  generateFlashcards,
  generateQuiz,
  loadStudyPacks,
  NotEnoughMaterialError,
} from '@studybot/engines';
import {
  checkSet,
  type Defect,
  type GeneratedItem,
  isOffTopic,
  REVIEW_NOTES,
  REVIEW_TOPICS,
  type ReviewTopic,
  RULE_NAMES,
  type RuleName,
  viewOf,
} from '../packages/engines/src/studygen/quality/index.ts';

const COUNT = 8;
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];
const EXAMPLES_PER_RULE = Number(process.env.STUDY_QUALITY_EXAMPLES ?? 2);
const PRINT_ALL = process.env.STUDY_QUALITY_ALL === '1';

type Source = 'pack' | 'wordnet' | 'notes';
type What = 'quiz' | 'cards';
const SOURCES: Source[] = ['pack', 'wordnet', 'notes'];
const SOURCE_OF: Record<string, Source> = {
  'local:studypack': 'pack',
  'local:wordnet': 'wordnet',
  'local:notes': 'notes',
};

interface Job {
  label: string;
  topic?: ReviewTopic;
  sourceText?: string;
  what: What;
  difficulty: Difficulty;
  seed: number;
}

interface CheckedItem {
  job: Job;
  source: Source;
  item: GeneratedItem;
  defects: Defect[];
  offTopic: boolean;
}

interface Outcome {
  job: Job;
  source?: Source;
  items: CheckedItem[];
  setDefects: Defect[];
  /** The generator said "only enough material for N" (N = available). */
  refusal?: { available: number; retryFailed?: string };
  error?: string;
}

const packs = loadStudyPacks();

function generate(job: Job, count: number): { items: GeneratedItem[]; source: Source } {
  const input = {
    topic: job.topic?.topic ?? job.label,
    difficulty: job.difficulty,
    count,
    packs,
    seed: job.seed,
    ...(job.sourceText ? { sourceText: job.sourceText, sourceRef: job.label } : {}),
  };
  if (job.what === 'quiz') {
    const r = generateQuiz(input);
    return { items: r.questions, source: SOURCE_OF[r.source]! };
  }
  const r = generateFlashcards(input);
  return { items: r.cards, source: SOURCE_OF[r.source]! };
}

function checked(job: Job, items: GeneratedItem[], source: Source, requested: number): Outcome {
  const report = checkSet(items, requested);
  return {
    job,
    source,
    setDefects: report.set,
    items: items.map((item, i) => ({
      job,
      source,
      item,
      defects: report.items[i]!,
      offTopic: job.topic ? isOffTopic(item, job.topic) : false,
    })),
  };
}

/** Run one job; on "only enough material for N", ask again for N: that must give N items. */
function run(job: Job): Outcome {
  try {
    const { items, source } = generate(job, COUNT);
    return checked(job, items, source, COUNT);
  } catch (error) {
    if (!(error instanceof NotEnoughMaterialError)) {
      return { job, items: [], setDefects: [], error: (error as Error).message };
    }
    const available = error.available;
    if (available === 0) return { job, items: [], setDefects: [], refusal: { available } };
    try {
      const { items, source } = generate(job, available);
      return { ...checked(job, items, source, available), refusal: { available } };
    } catch (retry) {
      return {
        job,
        items: [],
        setDefects: [],
        refusal: { available, retryFailed: (retry as Error).message },
      };
    }
  }
}

function jobs(): Job[] {
  const out: Job[] = [];
  let seed = 1000;
  for (const what of ['quiz', 'cards'] as const) {
    for (const difficulty of DIFFICULTIES) {
      for (const topic of REVIEW_TOPICS)
        out.push({ label: topic.topic, topic, what, difficulty, seed: seed++ });
      for (const note of REVIEW_NOTES)
        out.push({ label: note.name, sourceText: note.text, what, difficulty, seed: seed++ });
    }
  }
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const clip = (text: string, max = 150) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const keyOf = (c: CheckedItem) => {
  const v = viewOf(c.item);
  return `${v.prompt}\u0000${v.answer}`;
};

function printSourceTable(items: CheckedItem[], outcomes: Outcome[]): void {
  console.log(
    '\n| source | sets | items (quiz / cards) | items with ≥1 defect | defect rate | distinct items | distinct defect rate |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const row = (name: string, of: CheckedItem[], sets: number) => {
    const bad = of.filter((c) => c.defects.length);
    const distinct = new Map(of.map((c) => [keyOf(c), c]));
    const distinctBad = [...distinct.values()].filter((c) => c.defects.length);
    const quiz = of.filter((c) => c.job.what === 'quiz').length;
    console.log(
      `| ${name} | ${sets} | ${of.length} (${quiz} / ${of.length - quiz}) | ${bad.length} | ${pct(bad.length, of.length)} | ${distinct.size} | ${pct(distinctBad.length, distinct.size)} |`,
    );
  };
  for (const s of SOURCES) {
    row(
      s,
      items.filter((c) => c.source === s),
      outcomes.filter((o) => o.source === s).length,
    );
  }
  row('all', items, outcomes.filter((o) => o.source).length);
}

function printRuleTable(items: CheckedItem[]): void {
  const counts = new Map<RuleName, Record<Source, number>>();
  for (const rule of RULE_NAMES) counts.set(rule, { pack: 0, wordnet: 0, notes: 0 });
  for (const c of items) {
    for (const rule of new Set(c.defects.map((d) => d.rule))) counts.get(rule)![c.source]++;
  }
  const total = (r: Record<Source, number>) => r.pack + r.wordnet + r.notes;
  const perSource = Object.fromEntries(SOURCES.map((s) => [s, items.filter((c) => c.source === s).length]));
  console.log('\nItems flagged by each rule (share of that source’s items)');
  console.log('| rule | pack | wordnet | notes | total |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [rule, r] of [...counts].sort((a, b) => total(b[1]) - total(a[1]))) {
    const cells = SOURCES.map((s) => `${r[s]} (${pct(r[s], perSource[s]!)})`);
    console.log(`| ${rule} | ${cells.join(' | ')} | ${total(r)} |`);
  }
}

function printOffTopic(items: CheckedItem[]): void {
  const topicItems = items.filter((c) => c.job.topic);
  const off = topicItems.filter((c) => c.offTopic);
  console.log(
    `\nOff-topic items (topics only): ${off.length} of ${topicItems.length} (${pct(off.length, topicItems.length)})`,
  );
  const byTopic = new Map<string, CheckedItem[]>();
  for (const c of off) byTopic.set(c.job.label, [...(byTopic.get(c.job.label) ?? []), c]);
  if (!byTopic.size) return;
  console.log('| topic | off-topic items | source | example |');
  console.log('|---|---:|---|---|');
  for (const [topic, list] of [...byTopic].sort((a, b) => b[1].length - a[1].length)) {
    const first = list[0]!;
    console.log(
      `| ${topic} | ${list.length} | ${first.item.source.ref} | ${clip(viewOf(first.item).prompt, 90).replaceAll('|', '\\|')} |`,
    );
  }
}

/** Which material served each topic, for topics served other than their group suggests. */
function printRouting(outcomes: Outcome[]): void {
  const servedBy = new Map<string, Set<string>>();
  for (const o of outcomes) {
    if (!o.job.topic) continue;
    const set = servedBy.get(o.job.label) ?? new Set<string>();
    servedBy.set(o.job.label, set);
    if (!o.items.length) set.add('(refused)');
    for (const c of o.items) set.add(c.source === 'pack' ? c.item.source.ref.split('/').at(-1)! : c.source);
  }
  const surprising = REVIEW_TOPICS.filter((t) => {
    const used = [...(servedBy.get(t.topic) ?? [])];
    if (t.group === 'pack') return used.some((u) => !t.packs?.includes(u));
    if (t.group === 'wordnet') return used.some((u) => u !== 'wordnet' && u !== '(refused)');
    return true;
  });
  console.log('\nTopics served other than their group suggests (all edge topics listed)');
  console.log('| topic | group | served by |');
  console.log('|---|---|---|');
  for (const t of surprising)
    console.log(`| ${t.topic} | ${t.group} | ${[...servedBy.get(t.topic)!].join(', ')} |`);
}

function printRefusals(outcomes: Outcome[]): void {
  const refused = outcomes.filter((o) => o.refusal);
  const unstable = refused.filter((o) => o.refusal!.retryFailed);
  const wrongCount = outcomes.filter((o) => o.setDefects.some((d) => d.rule === 'count-mismatch'));
  console.log(
    `\nSets the generator could not fill with ${COUNT}: ${refused.length} of ${outcomes.length}; ` +
      `"only enough for N" then failed for N: ${unstable.length}; sets of the wrong size: ${wrongCount.length}; ` +
      `other errors: ${outcomes.filter((o) => o.error).length}`,
  );
  const byLabel = new Map<string, string[]>();
  for (const o of refused) {
    const note = `${o.job.what}/${o.job.difficulty}: ${o.refusal!.available}${o.refusal!.retryFailed ? ' (retry failed)' : ''}`;
    byLabel.set(o.job.label, [...(byLabel.get(o.job.label) ?? []), note]);
  }
  for (const [label, notes] of byLabel) console.log(`- ${label}: ${notes.join(', ')}`);
  for (const o of unstable)
    console.log(`  retry failed (${o.job.label}): ${clip(o.refusal!.retryFailed!, 160)}`);
  for (const o of outcomes.filter((x) => x.error))
    console.log(`  error (${o.job.label}): ${clip(o.error!, 160)}`);
}

function describe(c: CheckedItem): string {
  const v = viewOf(c.item);
  const options = v.distractors.length
    ? ` | options: ${[v.answer, ...v.distractors].map((o) => clip(o, 40)).join(' / ')}`
    : '';
  return `[${c.source} ${c.job.what} ${c.job.difficulty} · ${c.job.label}] ${clip(v.prompt)} → ${clip(v.answer, 60)}${options}`;
}

function printExamples(items: CheckedItem[]): void {
  console.log(`\nExamples (${EXAMPLES_PER_RULE} per rule, answer first among the options)`);
  for (const rule of RULE_NAMES) {
    const seen = new Set<string>();
    const examples: [CheckedItem, Defect][] = [];
    for (const c of items) {
      const defect = c.defects.find((d) => d.rule === rule);
      if (!defect || seen.has(keyOf(c))) continue;
      seen.add(keyOf(c));
      examples.push([c, defect]);
      if (examples.length >= EXAMPLES_PER_RULE) break;
    }
    for (const [c, d] of examples) console.log(`- ${rule}: ${d.message}\n    ${describe(c)}`);
  }
}

const t0 = performance.now();
const outcomes = jobs().map(run);
const items = outcomes.flatMap((o) => o.items);
const ms = performance.now() - t0;

console.log(
  `\nStudy-material quality: ${REVIEW_TOPICS.length} topics + ${REVIEW_NOTES.length} note texts × ${DIFFICULTIES.length} difficulties × (quiz, cards) of ${COUNT}; ` +
    `${outcomes.length} sets, ${items.length} items, ${(ms / 1000).toFixed(1)} s`,
);
printSourceTable(items, outcomes);
printRuleTable(items);
printOffTopic(items);
printRouting(outcomes);
printRefusals(outcomes);
printExamples(items);
if (PRINT_ALL) {
  console.log('\nAll defective items');
  for (const c of items.filter((x) => x.defects.length)) {
    console.log(`- ${describe(c)}\n    ${c.defects.map((d) => `${d.rule}: ${d.message}`).join('; ')}`);
  }
}
