import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@studybot/contract';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';

/** 'sqlite' or 'postgres', chosen per vitest project (see the root vitest.config.ts). */
export const DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `studybot_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Wait for the app's pool to finish closing: forcing the drop while a client is still
      // saying goodbye makes that client report an error after the test has ended.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  config: Config;
  close(): Promise<void>;
}

const openApps = new Set<TestApp>();
afterAll(async () => {
  await Promise.all([...openApps].map((t) => t.close()));
});

/**
 * A fully built server on a fresh, empty database of the dialect under test, with its own
 * data directory. Closed automatically after the test file.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-test-'));
  const database = DIALECT === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    ...env,
  });
  const built = await buildApp(config);
  let closed = false;
  const testApp: TestApp = {
    ...built,
    config,
    async close() {
      if (closed) return;
      closed = true;
      openApps.delete(testApp);
      await built.app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  openApps.add(testApp);
  return testApp;
}

let userCounter = 0;

/** Registers a user through the API and returns the session. */
export async function signUp(
  { app }: BuiltApp,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<AuthResponse & { headers: { authorization: string } }> {
  userCounter += 1;
  const username = overrides.username ?? `student${userCounter}_${randomUUID().slice(0, 6)}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: overrides.email ?? `${username}@example.com`,
      password: overrides.password ?? 'correct-horse-1',
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const session = response.json() as AuthResponse;
  return { ...session, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** Gives an existing account admin rights, as an administrator would. */
export async function makeAdmin({ services }: BuiltApp, userId: string): Promise<void> {
  await services.db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
}

/** Posts one file as the multipart `file` field (as the notes upload form does), or another field. */
export function uploadFile(
  { app }: BuiltApp,
  url: string,
  headers: Record<string, string>,
  name: string,
  bytes: Uint8Array,
  field = 'file',
) {
  const boundary = '----studybot-test-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}
