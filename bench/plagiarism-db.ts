/**
 * Part of npm run bench — the server's plagiarism check on each database: PlagiarismService.check
 * (quota, fingerprints, candidate lookup in plagiarism_fingerprints, comparison, saving the
 * report and indexing the text) for a 2,000-word text against 1,000 and 10,000 platform
 * documents, with tokenizing the text as the same-run baseline. The bundled reference corpus is
 * left out here (bench/plagiarism.ts measures it) so the figures are the database path alone.
 * Also the rate at which documents are indexed into the database.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { User } from '@studybot/contract';
import { tokenize } from '@studybot/engines/plagiarism';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { LibraryService } from '../apps/server/src/modules/library/service.ts';
import { PlagiarismService } from '../apps/server/src/modules/plagiarism/service.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { QuotaService } from '../apps/server/src/platform/plans/quota.ts';
import { createDiskStore } from '../apps/server/src/platform/storage.ts';
import { createRandom } from '../packages/engines/src/studygen/random.ts';
import { documents, queryTexts, SMALL_INDEX } from './plagiarism-corpus.ts';
import { timeRunsAsync } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function addUser(db: Db, plan_tier: User['plan_tier']): Promise<User> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      username: `bench_${id.slice(0, 8)}`,
      email: `${id}@bench.local`,
      password_hash: 'x',
      plan_tier,
      plan_status: 'active',
      is_admin: false,
      credits_remaining: 0,
      insights_enabled: true,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as never;
}

async function benchDialect(dialect: 'sqlite' | 'postgres', databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-bench-plag-'));
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const quotas = new QuotaService(db);
  const projects = new LibraryService(db, createDiskStore(dataDir));
  const service = new PlagiarismService(db, { quotas, projects, reference: () => [] });

  const random = createRandom(2026);
  const docs = documents(random, DOCUMENTS);
  const texts = queryTexts(docs, 2 * RUNS + 2, random);
  const authors = await Promise.all(Array.from({ length: 20 }, () => addUser(db, 'free')));
  const checker = await addUser(db, 'max');

  const rows: string[] = [];
  const baseline = await timeRunsAsync(RUNS, async (i) => tokenize(texts[i + 1]!));
  rows.push(
    `| ${dialect} | tokenize the text (baseline) | ${baseline.p50.toFixed(1)} | ${baseline.p95.toFixed(1)} | 1 |`,
  );
  let indexed = 0;
  let run = 0;
  for (const size of [SMALL_INDEX, DOCUMENTS]) {
    const t = performance.now();
    for (; indexed < size; indexed++) {
      const doc = docs[indexed]!;
      await service.indexText({
        userId: authors[indexed % authors.length]!.id,
        projectId: null,
        kind: 'library',
        title: doc.title,
        text: doc.text,
      });
    }
    const seconds = (performance.now() - t) / 1000;
    rows.push(
      `| ${dialect} | index documents up to ${size.toLocaleString('en')} | ${Math.round((size - (size === SMALL_INDEX ? 0 : SMALL_INDEX)) / seconds)} docs/s | | |`,
    );
    const timing = await timeRunsAsync(RUNS, async () => service.check(checker, { text: texts[run++]! }));
    rows.push(
      `| ${dialect} | check against ${size.toLocaleString('en')} documents | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} | ${(timing.p50 / baseline.p50).toFixed(0)} |`,
    );
  }
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const pgName = `studybot_bench_plag_${randomUUID().replaceAll('-', '')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`create database ${pgName}`);
const pgUrl = new URL(PG_ADMIN_URL);
pgUrl.pathname = `/${pgName}`;

const sqliteFile = path.join(os.tmpdir(), `studybot-bench-plag-${process.pid}.db`);
try {
  const rows = [
    ...(await benchDialect('sqlite', `sqlite:${sqliteFile}`)),
    ...(await benchDialect('postgres', pgUrl.toString())),
  ];
  console.log(`\nPlagiarism check through the database (${RUNS} runs each, 2,000-word text)\n`);
  console.log('| dialect | what | p50 ms | p95 ms | p50 ratio to baseline |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await admin.query(`drop database if exists ${pgName} with (force)`);
  await admin.end();
  fs.rmSync(sqliteFile, { force: true });
  fs.rmSync(`${sqliteFile}-wal`, { force: true });
  fs.rmSync(`${sqliteFile}-shm`, { force: true });
}
