import { sql } from 'kysely';
import { countByDay, countRows } from '../../platform/db/counting.ts';
import type { Db } from '../../platform/db/database.ts';
import type { NewUser, UserRow, UserUpdate } from '../../platform/db/schema.ts';

export class UsersRepo {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user of a token that still counts: issued under the current version, not logged out. */
  findSessionUser(session: { userId: string; version: number; jti: string }): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.userId)
      .where('token_version', '=', session.version)
      .where('disabled', '=', false)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', session.jti))),
      )
      .executeTakeFirst();
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  /** Matches the username case-insensitively, or the (stored lower-case) email. */
  findByLogin(login: string): Promise<UserRow | undefined> {
    const lower = login.toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', lower), eb('email', '=', lower)]))
      .executeTakeFirst();
  }

  async usernameOrEmailTaken(username: string, email: string): Promise<'username' | 'email' | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb('email', '=', email)]))
      .executeTakeFirst();
    if (!row) return null;
    return row.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
  }

  /** The admin's user list: a name or email containing `search`, on `plan`, newest first. */
  async list(query: { search?: string; plan?: string; limit: number; offset: number }) {
    let q = this.db.selectFrom('users');
    if (query.search) {
      const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(username)`, 'like', sql`${like} escape '\\'`),
          eb(sql`email`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    }
    if (query.plan) q = q.where('plan_tier', '=', query.plan);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** How many users there are, or signed up at or after `since`. */
  count(since?: string): Promise<number> {
    return countRows(this.db, 'users', { since });
  }

  /** Sign-ups per UTC day from `since` on. */
  signUpsByDay(since: string): Promise<Map<string, number>> {
    return countByDay(this.db, 'users', since);
  }

  /** Users seen on the UTC day `day` (YYYY-MM-DD). */
  async activeOn(day: string): Promise<number> {
    const row = await this.db
      .selectFrom('user_active_days')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  recentSignUps(limit: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  subscribers(filter: { plan?: string; from?: string; to?: string }) {
    let q = this.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'plan_tier', 'created_at'])
      .where('email_consent', '=', true)
      .where('disabled', '=', false);
    if (filter.plan) q = q.where('plan_tier', '=', filter.plan);
    if (filter.from) q = q.where('created_at', '>=', filter.from);
    if (filter.to) q = q.where('created_at', '<', filter.to);
    return q.orderBy('created_at').execute();
  }

  async usernames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  /** Marks the user seen on `day` (a no-op when already marked that day). */
  async markActive(id: string, day: string): Promise<void> {
    await this.db
      .insertInto('user_active_days')
      .values({ user_id: id, day })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
    await this.db
      .updateTable('users')
      .set({ last_active_at: day })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', day)]))
      .execute();
  }

  async insert(user: NewUser): Promise<UserRow> {
    await this.db.insertInto('users').values(user).execute();
    return (await this.findById(user.id))!;
  }

  async update(id: string, changes: UserUpdate): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
  }

  /**
   * Applies `changes` and raises token_version in one statement, so every token issued before
   * is refused. Returns the new version, or null when there is no such user.
   */
  async updateAndBumpVersion(id: string, changes: UserUpdate): Promise<number | null> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ ...changes, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirst();
    return row?.token_version ?? null;
  }
}

/** Tokens ended one by one (logout). Rows are deleted once the token would have expired. */
export class RevokedTokensRepo {
  constructor(private readonly db: Db) {}

  /** Idempotent: revoking a token twice is not an error. */
  async revoke(token: { jti: string; userId: string; expiresAt: string }): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti: token.jti, user_id: token.userId, expires_at: token.expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  async pruneExpired(now: string): Promise<void> {
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<=', now).execute();
  }
}
