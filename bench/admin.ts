/**
 * Part of npm run bench — the admin panel, the blog and the settings (issue 19). A school-sized
 * server (5,000 students, 20,000 projects, 100 published posts of about 1,500 words) in this
 * process on SQLite in memory, timed over HTTP against GET /api/health in the same run:
 * - the admin panel's reads: stats (counts, trends and 30 days of charts), a user search, the
 *   activity log (goal p95 < 200 ms each);
 * - the public blog: the list, and one post, whose HTML is sanitized again on every read
 *   (goal p95 < 50 ms);
 * - a metered request (a quiz from notes) with the settings' daily call counter, against the same
 *   request by an admin, who has no counters: what the quota and call counting add.
 * Run: node --import tsx bench/admin.ts. Figures go to BENCHMARKS.md by hand.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DAY_MS } from '@studybot/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { WATER_NOTES } from '../apps/server/src/test/notes.ts';
import { summarise, type Timing, timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const STUDENTS = 5_000;
const PROJECTS = 20_000;
const POSTS = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-bench-admin-'));
const built = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    ADMIN_USERNAME: 'bench_admin',
    ADMIN_PASSWORD: 'bench-admin-password',
    ADMIN_EMAIL: 'admin@example.com',
  }),
);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const address = built.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function session(path: string, body: object) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}
const admin = await session('/api/auth/login', { username: 'bench_admin', password: 'bench-admin-password' });
const student = await session('/api/auth/register', {
  username: 'bench_student',
  email: 'student@example.com',
  password: 'bench-password-1',
});

// Students over the last year, their projects, and days they were active.
const { db } = built.services;
const now = Date.now();
const at = (i: number, of: number) => new Date(now - 365 * DAY_MS + (i * 365 * DAY_MS) / of).toISOString();
const users = Array.from({ length: STUDENTS }, (_, i) => ({
  id: randomUUID(),
  username: `student${i}`,
  email: `student${i}@school.example`,
  password_hash: 'not-used',
  is_admin: false,
  plan_tier: ['free', 'free', 'free', 'plus', 'max'][i % 5]!,
  plan_status: 'active',
  renewal_date: null,
  credits_remaining: 0,
  insights_enabled: false,
  email_consent: i % 2 === 0,
  created_at: at(i, STUDENTS),
  updated_at: at(i, STUDENTS),
}));
for (let i = 0; i < users.length; i += 500)
  await db
    .insertInto('users')
    .values(users.slice(i, i + 500))
    .execute();
const TYPES = ['quiz', 'flashcards', 'math_tutor', 'writing_assistant', 'image'];
const projects = Array.from({ length: PROJECTS }, (_, i) => ({
  id: randomUUID(),
  user_id: users[i % STUDENTS]!.id,
  type: TYPES[i % TYPES.length]!,
  title: `Study item ${i}`,
  description: null,
  status: 'completed',
  output_data: '{}',
  output_url: null,
  metadata: '{}',
  created_at: at(i, PROJECTS),
  updated_at: at(i, PROJECTS),
}));
for (let i = 0; i < projects.length; i += 500)
  await db
    .insertInto('projects')
    .values(projects.slice(i, i + 500))
    .execute();
const activeDays = users.flatMap((u, i) =>
  Array.from({ length: 10 }, (_, d) => ({
    user_id: u.id,
    day: new Date(now - ((i + d * 3) % 60) * DAY_MS).toISOString().slice(0, 10),
  })),
);
for (let i = 0; i < activeDays.length; i += 500)
  await db
    .insertInto('user_active_days')
    .values(activeDays.slice(i, i + 500))
    .onConflict((oc) => oc.doNothing())
    .execute();

// Posts written through the API (sanitized on save, like an admin's), with a few links, a table and a list.
const paragraph = (i: number) =>
  `<p>Spaced practice ${i} helps memory because each <strong>review</strong> comes just before forgetting; ` +
  `see <a href="https://example.org/study/${i}" target="_blank">the notes</a> and <em>try it</em> for a week.</p>`;
const content = [
  '<h2>Why it works</h2>',
  ...Array.from({ length: 40 }, (_, i) => paragraph(i)),
  '<ul><li>Plan</li><li>Review</li><li>Test</li></ul>',
  '<table><tr><th>Day</th><th>Review</th></tr><tr><td>1</td><td>Cards</td></tr></table>',
].join('\n');
let slug = '';
for (let i = 0; i < POSTS; i++) {
  const res = await fetch(`${base}/api/blogs`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      title: `Study habits, part ${i}`,
      content,
      status: 'published',
      tags: ['study', `series-${i % 10}`],
    }),
  });
  if (res.status !== 200) throw new Error(`POST /api/blogs answered ${res.status}: ${await res.text()}`);
  slug = ((await res.json()) as { slug: string }).slug;
}
const words = content
  .replace(/<[^>]+>/g, ' ')
  .split(/\s+/)
  .filter(Boolean).length;

const call = async (url: string, headers: Record<string, string> = {}, init: RequestInit = {}) => {
  const res = await fetch(base + url, { headers, ...init });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
};
const health = await timeRunsAsync(RUNS, () => call('/api/health'));
const stats = await timeRunsAsync(RUNS, () => call('/api/admin/stats', admin));
const search = await timeRunsAsync(RUNS, (i) =>
  call(`/api/admin/users?search=student${i % 500}&plan=free`, admin),
);
const activity = await timeRunsAsync(RUNS, () => call('/api/admin/activity?limit=50', admin));
const blogList = await timeRunsAsync(RUNS, () => call('/api/blogs?limit=12'));
const post = await timeRunsAsync(RUNS, () => call(`/api/blogs/${slug}`));

// The same metered request by a student (quota + daily call counters) and by an admin (none).
const notes = WATER_NOTES;
const quiz = (headers: Record<string, string>) =>
  call('/api/generate/quiz', headers, {
    method: 'POST',
    body: JSON.stringify({ topic: 'water', source_text: notes, num_questions: 5 }),
  });
await call('/api/admin/settings', admin, {
  method: 'PUT',
  body: JSON.stringify({
    daily_api_calls_limit: 1_000_000,
    max_upload_mb: 10,
    registration_open: true,
    plan_limits: { free: { quizzes: null } },
  }),
});
// Interleaved, so both meet the same warm-up and the same machine.
const QUIZZES = Math.min(RUNS, 40);
const adminTimes: number[] = [];
const studentTimes: number[] = [];
await quiz(admin);
await quiz(student);
for (let i = 0; i < QUIZZES; i++) {
  for (const [headers, times] of [
    [admin, adminTimes],
    [student, studentTimes],
  ] as const) {
    const t = performance.now();
    await quiz(headers);
    times.push(performance.now() - t);
  }
}
const byAdmin = summarise(adminTimes);
const byStudent = summarise(studentTimes);

await built.app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(2)} ms`;
const line = (label: string, t: Timing, note = '') =>
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(t.p50)}, p95 ${ms(t.p95)} (${(t.p95 / health.p95).toFixed(1)}× health p95)${note}`,
  );
console.log(
  `admin panel and blog, ${STUDENTS.toLocaleString('en')} students, ${PROJECTS.toLocaleString('en')} projects, ${POSTS} posts of ${words} words, ${RUNS} runs`,
);
line('baseline GET /api/health', health);
line('GET /api/admin/stats', stats, '; goal p95 < 200 ms');
line('GET /api/admin/users (search+plan)', search, '; goal p95 < 200 ms');
line('GET /api/admin/activity', activity, '; goal p95 < 200 ms');
line('GET /api/blogs?limit=12', blogList, '; goal p95 < 50 ms');
line('GET /api/blogs/{slug}', post, '; goal p95 < 50 ms');
console.log(`metered request (a 5-question quiz from notes), ${QUIZZES} runs`);
line('by an admin (no counters)', byAdmin);
line('by a student (quota + daily calls)', byStudent);
console.log(`  counting adds ${ms(byStudent.p50 - byAdmin.p50)} at p50`);
