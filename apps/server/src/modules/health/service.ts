import type { HealthReady } from '@studybot/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/errors.ts';

/** How long the database may take to answer before the server reports itself not ready. */
export const READY_TIMEOUT_MS = 2000;

export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly timeoutMs = READY_TIMEOUT_MS,
  ) {}

  /** Ready when the database answers a trivial query in time; otherwise 503 for the load balancer. */
  async ready(): Promise<HealthReady> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), this.timeoutMs);
    });
    try {
      await Promise.race([sql`select 1`.execute(this.db), late]);
    } catch {
      throw new HttpError(503, 'The database is not reachable', { 'retry-after': '5' });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'ok' };
  }
}
