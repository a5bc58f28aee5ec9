import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { NewUser, UserRow, UserUpdate } from '../../platform/db/schema.ts';

export class UsersRepo {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

  async insert(user: NewUser): Promise<UserRow> {
    await this.db.insertInto('users').values(user).execute();
    return (await this.findById(user.id))!;
  }

  async update(id: string, changes: UserUpdate): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
  }
}
