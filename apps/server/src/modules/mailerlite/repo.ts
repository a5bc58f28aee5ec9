import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { SubscriberExportsTable } from '../../platform/db/schema.ts';

/** Owns subscriber_exports: one row per export an admin ran. */
export class MailerliteRepo {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<SubscriberExportsTable>): Promise<void> {
    await this.db.insertInto('subscriber_exports').values(row).execute();
  }

  list(limit: number) {
    return this.db
      .selectFrom('subscriber_exports')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }
}
