import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { AdminAuditLogTable } from '../../platform/db/schema.ts';

/** Owns admin_audit_log: every change an admin makes to a user. */
export class AdminRepo {
  constructor(private readonly db: Db) {}

  async record(entry: Insertable<AdminAuditLogTable>): Promise<void> {
    await this.db.insertInto('admin_audit_log').values(entry).execute();
  }

  recent(limit: number) {
    return this.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }
}
