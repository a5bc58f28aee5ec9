import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { AdminAuditLogTable } from '../../platform/db/schema.ts';

/** Owns admin_audit_log: every change an admin makes to a user. */
export class AdminRepo {
  constructor(private readonly db: Db) {}

  async record(entries: Insertable<AdminAuditLogTable> | Insertable<AdminAuditLogTable>[]): Promise<void> {
    if (Array.isArray(entries) && entries.length === 0) return;
    await this.db.insertInto('admin_audit_log').values(entries).execute();
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
