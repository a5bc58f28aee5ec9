import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.ts';
import { ensurePrivateDir, ensurePrivateFile } from '../private-files.ts';
import { SqliteCodecPlugin } from './codec.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Opens the configured database. SQLite runs in WAL mode with foreign keys enforced. */
export function openDatabase(config: DatabaseConfig): Db {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.file !== ':memory:') {
    ensurePrivateDir(path.dirname(config.file));
    ensurePrivateFile(config.file);
  }
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's lower() folds only ASCII; PostgreSQL's folds all of Unicode. Searches compare
  // lower(title) with a pattern lower-cased in JavaScript, so SQLite must fold the same way.
  // (Usernames, the other lower() use, are ASCII by rule, so their index is unaffected.)
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteCodecPlugin()],
  });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every SQLite statement anew on each query, which cost a tenth of a
 * request's time here. The app's queries are a small fixed set, so prepared statements are
 * kept by SQL text. Reuse is safe because better-sqlite3 runs each statement to completion
 * synchronously (streamed queries, which would hold a statement open, are not used).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
