/**
 * Part of npm run bench — HTTP throughput and latency of the data routes against /api/health, on
 * SQLite and PostgreSQL, for one user with 10,000 projects. The server runs in its own
 * process; autocannon drives it from this one. Figures go to BENCHMARKS.md by hand.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { LibraryService } from '../apps/server/src/modules/library/service.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { createDiskStore } from '../apps/server/src/platform/storage.ts';
import { startServer } from './server.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TYPES = ['quiz', 'flashcards', 'math_tutor', 'writing_assistant', 'image', 'plagiarism'] as const;
const STATUSES = ['completed', 'completed', 'completed', 'processing', 'failed'] as const;

interface Row {
  dialect: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
  rssMb: number;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Seeds through LibraryService (so the per-user counters stay true), then spreads the
 * projects evenly over the last two years, as a long-time student's library would be.
 */
async function seed(databaseUrl: string, dataDir: string, userId: string): Promise<void> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const db = openDatabase(config.database);
  const projects = new LibraryService(db, createDiskStore(config.dataDir));
  const span = 2 * 365 * 86_400_000;
  const now = Date.now();
  for (let i = 0; i < PROJECTS; i++) {
    const created = await projects.create(userId, {
      type: TYPES[i % TYPES.length]!,
      title: `Study item ${i}`,
      description: `Made while studying topic ${i % 40}`,
      status: STATUSES[i % STATUSES.length]!,
      output_data: {
        questions: [{ question: `Question ${i}`, options: ['a', 'b', 'c', 'd'], correct_answer: i % 4 }],
      },
      metadata: { prompt: `topic ${i % 40}` },
    });
    const at = new Date(now - span + Math.floor((i * span) / PROJECTS)).toISOString();
    await db
      .updateTable('projects')
      .set({ created_at: at, updated_at: at })
      .where('id', '=', created.id)
      .execute();
  }
  // Fresh planner statistics, as autovacuum (PostgreSQL) or `PRAGMA optimize` would leave them.
  await sql`analyze`.execute(db);
  await db.destroy();
}

async function bench(dialect: 'sqlite' | 'postgres', databaseUrl: string): Promise<Row[]> {
  const { child, base, dataDir, stop } = await startServer(dialect, databaseUrl);
  try {
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'bench_user',
        email: 'bench@example.com',
        password: 'bench-password',
      }),
    });
    const session = (await register.json()) as { access_token: string; user: { id: string } };
    await seed(databaseUrl, dataDir, session.user.id);
    const headers = { authorization: `Bearer ${session.access_token}` };

    const routes = ['/api/health', '/api/projects', '/api/projects?limit=100', '/api/dashboard/stats'];
    const rows: Row[] = [];
    for (const route of routes) {
      await autocannon({ url: base + route, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
      const r = await autocannon({
        url: base + route,
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push({
        dialect,
        route,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        ratio: 0,
        rssMb: peakRssMb(child.pid!),
      });
    }
    const baseline = rows[0]!.rps;
    for (const row of rows) row.ratio = Math.round((row.rps / baseline) * 100) / 100;
    return rows;
  } finally {
    // Let requests that autocannon abandoned at the end of its run finish before shutdown.
    await new Promise((r) => setTimeout(r, 1000));
    await stop();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `studybot_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${(error as Error).message}); skipping it.`);
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rows: Row[] = [];
const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-bench-db-'));
rows.push(...(await bench('sqlite', `sqlite:${path.join(sqliteDir, 'bench.db')}`)));
fs.rmSync(sqliteDir, { recursive: true, force: true });
const pgDb = await postgresDatabase();
if (pgDb) {
  try {
    rows.push(...(await bench('postgres', pgDb.url)));
  } finally {
    await pgDb.drop();
  }
}

console.log(
  `\n${PROJECTS} projects, ${CONNECTIONS} connections, ${DURATION} s per route, ${os.cpus().length} cores\n`,
);
console.log(
  '| dialect | route | req/s | p50 ms | p99 ms | ratio to /api/health | errors | server peak RSS MB |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.dialect} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio} | ${r.errors} | ${r.rssMb} |`,
  );
}
