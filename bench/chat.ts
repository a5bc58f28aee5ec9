/**
 * Study chat, local agent (issue 15): one turn over real HTTP for a student whose library holds 500
 * projects (goal p95 < 300 ms), and the time to the first streamed chunk (goal < 150 ms). Baseline in
 * the same run: the same turn for a student with an empty library. The server runs in this process
 * (SQLite in memory) so the library can be filled directly. Run: node --import tsx bench/chat.ts.
 * Figures go to BENCHMARKS.md by hand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadStudyPacks } from '@studybot/engines';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Timing, timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LIBRARY_SIZE = 500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-bench-chat-'));
const built = await buildApp(
  loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', WEB_DIST: '' }),
);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const address = built.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function student(name: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'bench-password-1' }),
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  // Max: no daily message limit gets in the way of the runs.
  await built.services.db
    .updateTable('users')
    .set({ plan_tier: 'max' })
    .where('id', '=', body.user.id)
    .execute();
  return { id: body.user.id, token: body.access_token };
}

const empty = await student('chat_bench_empty');
const full = await student('chat_bench_full');
// A library of papers and quizzes written from the study packs' facts.
const facts = loadStudyPacks().flatMap((p) =>
  p.facts.map((f) => ({ pack: p.title, statement: f.statement })),
);
for (let i = 0; i < LIBRARY_SIZE; i++) {
  const chunk = Array.from({ length: 8 }, (_, j) => facts[(i * 8 + j) % facts.length]!);
  await built.services.projects.create(full.id, {
    type: i % 2 ? 'writing_assistant' : 'quiz',
    title: `${chunk[0]!.pack} notes ${i}`,
    output_data: {
      introduction: chunk.map((f) => f.statement).join(' '),
      body_paragraphs: [],
      conclusion: '',
    },
  });
}

const QUESTIONS = [
  'What does chlorophyll absorb in photosynthesis?',
  'How does natural selection change a population?',
  'What is the role of the mitochondria?',
  'Why did the French Revolution begin?',
  'What causes the seasons on Earth?',
];
const question = (i: number) => QUESTIONS[(i + QUESTIONS.length) % QUESTIONS.length]!;

async function turn(who: { token: string }, message: string, accept = 'application/json'): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}`, accept },
    body: JSON.stringify({ message, session_id: `bench_${Math.random().toString(36).slice(2, 12)}` }),
  });
  const reader = res.body!.getReader();
  const first = await reader.read();
  const firstChunk = performance.now() - start;
  if (res.status !== 200)
    throw new Error(`chat answered ${res.status}: ${new TextDecoder().decode(first.value)}`);
  while (!(await reader.read()).done) {}
  return firstChunk;
}

// The student's first turn builds their library's index from nothing (once per server process).
const coldStart = performance.now();
await turn(full, question(0));
const cold = performance.now() - coldStart;
const baseline = await timeRunsAsync(RUNS, (i) => turn(empty, question(i)));
const withLibrary = await timeRunsAsync(RUNS, (i) => turn(full, question(i)));
// A library that changed since the last turn: its index is built again inside the timed turn.
const rebuilt = await timeRunsAsync(RUNS, async (i) => {
  await built.services.projects.create(full.id, {
    type: 'quiz',
    title: `New quiz ${i}`,
    output_data: { note: 'A new quiz.' },
  });
  const start = performance.now();
  await turn(full, question(i));
  return performance.now() - start;
});
const firstChunks: number[] = [];
await turn(full, question(0), 'text/event-stream');
for (let i = 0; i < RUNS; i++) firstChunks.push(await turn(full, question(i), 'text/event-stream'));
firstChunks.sort((a, b) => a - b);
const firstChunk: Timing = {
  p50: firstChunks[Math.floor(RUNS * 0.5)]!,
  p95: firstChunks[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))]!,
};

await built.app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`chat, local agent, ${RUNS} turns over HTTP`);
console.log(`  baseline (empty library):                  p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
console.log(
  `  library of ${LIBRARY_SIZE} projects:                 p50 ${ms(withLibrary.p50)}, p95 ${ms(withLibrary.p95)} (${(withLibrary.p95 / baseline.p95).toFixed(1)}× baseline p95; goal p95 < 300 ms)`,
);
console.log(`  first turn, index of 500 projects built:   ${ms(cold)} (once per student per server process)`);
console.log(
  `  library just changed (index updated):      p50 ${ms(rebuilt.p50)}, p95 ${ms(rebuilt.p95)} (includes adding one project)`,
);
console.log(
  `  first streamed chunk (500 projects):       p50 ${ms(firstChunk.p50)}, p95 ${ms(firstChunk.p95)} (goal < 150 ms)`,
);
