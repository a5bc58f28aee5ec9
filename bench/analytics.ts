/**
 * Learning analytics (issue 16): mastery for a student with 20,000 pieces of evidence over HTTP
 * (goal p95 < 100 ms), the engine alone on the same evidence, and the dashboard's
 * /api/analytics/progress throughput as a ratio to /api/health in the same run. The server runs in
 * this process (SQLite in memory) so the evidence can be written directly.
 * Run: node --import tsx bench/analytics.ts. Figures go to BENCHMARKS.md by hand.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DAY_MS } from '@studybot/contract';
import { loadStudyPacks } from '@studybot/engines';
import { computeMastery, type EvidenceItem } from '@studybot/engines/analytics';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { timeRuns, timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const EVIDENCE = 20_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-bench-analytics-'));
const built = await buildApp(
  loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', WEB_DIST: '' }),
);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const address = built.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const register = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: 'analytics_bench',
    email: 'ab@example.com',
    password: 'bench-password-1',
  }),
});
const session = (await register.json()) as { access_token: string; user: { id: string } };
const headers = { authorization: `Bearer ${session.access_token}` };

// A year of practice spread over every study pack and math task type, about 60% right.
const objectives = [
  ...loadStudyPacks().map((p) => `pack:${p.id}`),
  'math:linear_equation',
  'math:fractions',
  'math:derivative',
  'py:w01-l01',
  'py:w02-l03',
];
const now = Date.now();
const rows = Array.from({ length: EVIDENCE }, (_, i) => ({
  id: randomUUID(),
  user_id: session.user.id,
  topic: objectives[(i * 7) % objectives.length]!,
  kind: 'quiz',
  is_correct: (i * 13) % 10 < 6,
  ref: `bench#${i}`,
  difficulty: ((i % 3) - 1) as number,
  created_at: new Date(now - 365 * DAY_MS + i * ((365 * DAY_MS) / EVIDENCE)).toISOString(),
}));
for (let i = 0; i < rows.length; i += 500)
  await built.services.db
    .insertInto('learning_evidence')
    .values(rows.slice(i, i + 500))
    .execute();

const items: EvidenceItem[] = rows.map((r) => ({
  objective: r.topic,
  correct: r.is_correct,
  at: Date.parse(r.created_at),
  difficulty: r.difficulty,
}));
const engine = timeRuns(RUNS, () => computeMastery(items, now));

const get = async (url: string) => {
  const res = await fetch(base + url, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
};
const mastery = await timeRunsAsync(RUNS, () => get(`/api/analytics/mastery/${session.user.id}`));
const insights = await timeRunsAsync(RUNS, () => get(`/api/insights/${session.user.id}`));

async function rps(route: string): Promise<number> {
  await autocannon({ url: base + route, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url: base + route, headers, connections: 10, duration: DURATION });
  if (r.non2xx > 0) throw new Error(`${route}: ${r.non2xx} non-2xx answers`);
  return r.requests.average;
}
const health = await rps('/api/health');
const progress = await rps('/api/analytics/progress');

await built.app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(
  `learning analytics, ${EVIDENCE.toLocaleString('en')} evidence rows, ${objectives.length} objectives, ${RUNS} runs`,
);
console.log(`  computeMastery (engine only):        p50 ${ms(engine.p50)}, p95 ${ms(engine.p95)}`);
console.log(
  `  GET /api/analytics/mastery/{id}:     p50 ${ms(mastery.p50)}, p95 ${ms(mastery.p95)} (goal p95 < 100 ms)`,
);
console.log(`  GET /api/insights/{id}:              p50 ${ms(insights.p50)}, p95 ${ms(insights.p95)}`);
console.log(
  `  /api/analytics/progress: ${Math.round(progress)} req/s vs /api/health ${Math.round(health)} req/s (ratio ${(progress / health).toFixed(3)})`,
);
