import { randomUUID } from 'node:crypto';
import {
  DAY_MS,
  type ExportHistory,
  type ExportHistoryItem,
  type ExportRequest,
  type ExportResponse,
  MAILERLITE_MESSAGES,
  PLAN_TIERS,
  PREMIUM_GROUP,
  RECENT_SIGNUP_DAYS,
  SUBSCRIBERS_GROUP,
  type SubscriberStats,
  type User,
} from '@studybot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { AuthService } from '../auth/service.ts';
import { MailerliteRepo } from './repo.ts';
import { type Subscriber, syncToMailerlite } from './sync.ts';

type Row = Awaited<ReturnType<MailerliteRepo['list']>>[number];
/** The request's filters as parsed (defaults applied). */
type Filters = z.output<typeof ExportRequest>['filters'];

const HISTORY = 50;

export interface MailerliteDeps {
  auth: Pick<AuthService, 'subscribers'>;
  /** MAILERLITE_API_KEY; without it exports are CSV downloads. */
  apiKey?: string;
  /** Tests point the SDK at a local stand-in. */
  basePath?: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

function toItem(row: Row): ExportHistoryItem {
  return {
    id: row.id,
    export_date: row.created_at,
    total_subscribers: row.total,
    successful_exports: row.succeeded,
    failed_exports: row.failed,
    status: row.status as ExportHistoryItem['status'],
    destination: row.destination as ExportHistoryItem['destination'],
    admin_name: row.admin_name,
  };
}

/** A CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscriber export (issue 19): users who agreed to email, to MailerLite or as CSV. */
export class MailerliteService {
  readonly #repo: MailerliteRepo;
  readonly #now: () => Date;

  constructor(
    db: Db,
    private readonly deps: MailerliteDeps,
  ) {
    this.#repo = new MailerliteRepo(db);
    this.#now = deps.now ?? (() => new Date());
  }

  async stats(): Promise<SubscriberStats> {
    const everyone = await this.deps.auth.subscribers({});
    const since = new Date(this.#now().getTime() - RECENT_SIGNUP_DAYS * DAY_MS).toISOString();
    const byPlan: Record<string, number> = Object.fromEntries(PLAN_TIERS.map((t) => [t, 0]));
    for (const s of everyone) byPlan[s.plan_tier] = (byPlan[s.plan_tier] ?? 0) + 1;
    return {
      total_subscribers: everyone.length,
      recent_signups: everyone.filter((s) => s.created_at >= since).length,
      by_plan_tier: byPlan,
    };
  }

  async history(): Promise<ExportHistory> {
    return { exports: (await this.#repo.list(HISTORY)).map(toItem) };
  }

  async export(admin: User, request: { filters: Filters }): Promise<ExportResponse> {
    const { plan_tier, date_from, date_to } = request.filters;
    const people = await this.deps.auth.subscribers({
      plan: plan_tier === 'all' ? undefined : plan_tier,
      from: date_from ? `${date_from}T00:00:00.000Z` : undefined,
      // The end date is included: up to the start of the next day.
      to: date_to ? new Date(Date.parse(`${date_to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
    });
    const subscribers: Subscriber[] = people.map((p) => ({
      email: p.email,
      name: p.username,
      plan: p.plan_tier,
      premium: p.plan_tier !== 'free',
    }));
    const { apiKey } = this.deps;
    let succeeded = 0;
    let failed = 0;
    let csv: string | undefined;
    let problem: string | null = null;
    if (apiKey && subscribers.length > 0) {
      try {
        ({ succeeded, failed } = await syncToMailerlite(subscribers, {
          apiKey,
          group: SUBSCRIBERS_GROUP,
          premiumGroup: PREMIUM_GROUP,
          basePath: this.deps.basePath,
        }));
      } catch (error) {
        this.deps.log.warn({ err: error }, 'MailerLite export failed');
        failed = subscribers.length - succeeded;
        problem = 'MailerLite did not accept the request. Check MAILERLITE_API_KEY and try again.';
      }
    } else if (!apiKey) {
      csv = [
        'email,name,plan,signed_up',
        ...people.map((p) =>
          [p.email, p.username, p.plan_tier, p.created_at.slice(0, 10)].map(csvField).join(','),
        ),
      ].join('\n');
      succeeded = subscribers.length;
    }
    const status: ExportHistoryItem['status'] =
      failed === 0 ? 'completed' : succeeded === 0 ? 'failed' : 'partial';
    const row = {
      id: randomUUID(),
      admin_name: admin.username,
      filters: JSON.stringify(request.filters),
      destination: apiKey ? 'mailerlite' : 'csv',
      total: subscribers.length,
      succeeded,
      failed,
      status,
      created_at: this.#now().toISOString(),
    };
    await this.#repo.insert(row);
    const where = apiKey ? 'to MailerLite' : 'as CSV';
    const message =
      problem ??
      (subscribers.length === 0
        ? MAILERLITE_MESSAGES.nothing
        : `${succeeded} of ${subscribers.length} subscribers exported ${where}${failed ? `; ${failed} refused` : ''}.`);
    return {
      status: status === 'completed' ? 'success' : status,
      message,
      export: toItem({ ...row, filters: request.filters }),
      ...(csv !== undefined ? { csv } : {}),
    };
  }
}
