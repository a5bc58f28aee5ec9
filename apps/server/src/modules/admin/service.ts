import { randomUUID } from 'node:crypto';
import {
  ADMIN_CHART_DAYS,
  ADMIN_MESSAGES,
  type AdminActivity,
  type AdminActivityKind,
  type AdminStats,
  type AdminUser,
  type AdminUserChange,
  type AdminUsersResponse,
  DAY_MS,
  type PlanTier,
  type PlatformSettings,
  type SystemCheck,
  type SystemStatus,
  tierLabel,
  type User,
  WEEK_MS,
} from '@studybot/contract';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SettingsStore } from '../../platform/settings.ts';
import type { Account, AuthService } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { HealthService } from '../health/service.ts';
import type { LibraryService } from '../library/service.ts';
import { AdminRepo } from './repo.ts';
import { describeSettingsChanges } from './settings-changes.ts';

export interface AdminDeps {
  auth: AuthService;
  projects: LibraryService;
  chat: ChatService;
  billing: Pick<BillingService, 'assignPlan' | 'recentPurchases'>;
  settings: Pick<SettingsStore, 'current' | 'save'>;
  health: HealthService;
  /** What the server is configured with, for the status and settings tabs. */
  config: {
    aiProvider: string;
    aiModel?: string;
    paymentsProvider: string;
    mailerlite: boolean;
    redis: boolean;
  };
  /** Python runner processes: how many are ready, and how many runs wait. */
  python: () => { ready: number; runners: number; queued: number };
  now?: () => Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function toAdminUser(account: Account): AdminUser {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    plan_tier: account.plan_tier,
    plan_status: account.plan_status,
    is_admin: account.is_admin,
    disabled: account.disabled,
    email_consent: account.email_consent,
    status: account.disabled ? 'disabled' : account.plan_status === 'cancelled' ? 'cancelled' : 'active',
    created_at: account.created_at,
    last_active_at: account.last_active_at,
  };
}

/** The admin panel (issue 19): platform figures from every area, users and what admins did to them. */
export class AdminService {
  readonly #repo: AdminRepo;
  readonly #now: () => Date;

  constructor(
    db: Db,
    private readonly deps: AdminDeps,
  ) {
    this.#repo = new AdminRepo(db);
    this.#now = deps.now ?? (() => new Date());
  }

  async stats(): Promise<AdminStats> {
    const now = this.#now();
    const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
    const twoWeeksAgo = new Date(now.getTime() - 2 * WEEK_MS).toISOString();
    const chartStart = new Date(now.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS);
    const since = `${day(chartStart)}T00:00:00.000Z`;
    const { auth, projects, chat } = this.deps;
    const [
      users,
      usersWeek,
      usersTwoWeeks,
      projectTotal,
      projectsWeek,
      projectsTwoWeeks,
      messages,
      messagesWeek,
      messagesTwoWeeks,
      today,
      yesterday,
      signUps,
      made,
      sent,
      byType,
    ] = await Promise.all([
      auth.countUsers(),
      auth.countUsers(weekAgo),
      auth.countUsers(twoWeeksAgo),
      projects.countAll(),
      projects.countAll(weekAgo),
      projects.countAll(twoWeeksAgo),
      chat.countMessages(),
      chat.countMessages(weekAgo),
      chat.countMessages(twoWeeksAgo),
      auth.activeOn(day(now)),
      auth.activeOn(day(new Date(now.getTime() - DAY_MS))),
      auth.signUpsByDay(since),
      projects.projectsByDay(since),
      chat.messagesByDay(since),
      projects.projectsByType(),
    ]);
    const trend = (total: number, week: number, twoWeeks: number) => ({
      total,
      this_week: week,
      last_week: twoWeeks - week,
    });
    return {
      total_users: users,
      total_projects: projectTotal,
      total_chat_messages: messages,
      active_users_today: today,
      trends: {
        users: trend(users, usersWeek, usersTwoWeeks),
        projects: trend(projectTotal, projectsWeek, projectsTwoWeeks),
        chat_messages: trend(messages, messagesWeek, messagesTwoWeeks),
        active_users: { today, yesterday },
      },
      daily: Array.from({ length: ADMIN_CHART_DAYS }, (_, i) => {
        const date = day(new Date(chartStart.getTime() + i * DAY_MS));
        return {
          date,
          sign_ups: signUps.get(date) ?? 0,
          projects: made.get(date) ?? 0,
          chat_messages: sent.get(date) ?? 0,
        };
      }),
      projects_by_type: byType.sort((a, b) => b.count - a.count),
    };
  }

  async systemStatus(): Promise<SystemStatus> {
    const { config, health, python } = this.deps;
    const checks: SystemCheck[] = [];
    try {
      await health.ready();
      checks.push({ key: 'database', label: 'Database', state: 'ok', detail: 'Answering queries' });
    } catch {
      checks.push({ key: 'database', label: 'Database', state: 'down', detail: 'Not answering' });
    }
    checks.push(
      config.aiProvider === 'local'
        ? { key: 'ai', label: 'AI services', state: 'ok', detail: 'Built-in engines (no AI provider set)' }
        : {
            key: 'ai',
            label: 'AI services',
            state: 'ok',
            detail: `${config.aiProvider}${config.aiModel ? ` · ${config.aiModel}` : ''}, with the built-in engines as fallback`,
          },
    );
    checks.push({
      key: 'payments',
      label: 'Payments',
      state: config.paymentsProvider === 'local' ? 'warning' : 'ok',
      detail:
        config.paymentsProvider === 'stripe'
          ? 'Stripe'
          : config.paymentsProvider === 'local'
            ? 'Test payments: checkouts take no money'
            : 'Off: admins assign plans',
    });
    const pool = python();
    checks.push({
      key: 'python',
      label: 'Python runners',
      state: pool.queued > pool.runners * 4 ? 'warning' : 'ok',
      detail: `${pool.ready} of ${pool.runners} ready, ${pool.queued} waiting`,
    });
    checks.push({
      key: 'email',
      label: 'Email export',
      state: config.mailerlite ? 'ok' : 'warning',
      detail: config.mailerlite ? 'MailerLite connected' : 'No MAILERLITE_API_KEY: exports download a CSV',
    });
    checks.push({
      key: 'rate_limits',
      label: 'Rate limits',
      state: 'ok',
      detail: config.redis ? 'Shared through Redis' : 'Kept in this server’s memory (one server)',
    });
    return { checks };
  }

  async users(query: {
    search?: string;
    plan?: PlanTier;
    limit: number;
    offset: number;
  }): Promise<AdminUsersResponse> {
    const { accounts, total } = await this.deps.auth.accounts(query);
    return { users: accounts.map(toAdminUser), total };
  }

  /** Changes a user's plan, admin rights or access; each change is written to the audit log. */
  async change(admin: User, userId: string, change: AdminUserChange): Promise<AdminUser> {
    const { auth, billing } = this.deps;
    const target = await auth.account(userId);
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (userId === admin.id && (change.is_admin === false || change.disabled === true)) {
      throw badRequest(ADMIN_MESSAGES.notYourself);
    }
    const log = (action: string, detail: string) =>
      this.#repo.record({
        id: randomUUID(),
        admin_id: admin.id,
        admin_name: admin.username,
        target_user_id: target.id,
        target_name: target.username,
        action,
        detail,
        created_at: this.#now().toISOString(),
      });
    if (change.plan_tier !== undefined && change.plan_tier !== target.plan_tier) {
      await billing.assignPlan(userId, change.plan_tier);
      await log(
        'plan',
        `changed ${target.username}'s plan from ${tierLabel(target.plan_tier)} to ${tierLabel(change.plan_tier)}`,
      );
    }
    if (change.is_admin !== undefined && change.is_admin !== target.is_admin) {
      await auth.setAdmin(userId, change.is_admin);
      await log(
        'admin',
        `${change.is_admin ? 'made' : 'removed'} ${target.username} ${change.is_admin ? 'an admin' : 'as an admin'}`,
      );
    }
    if (change.disabled !== undefined && change.disabled !== target.disabled) {
      await auth.setDisabled(userId, change.disabled);
      await log('access', `${change.disabled ? 'disabled' : 'enabled'} ${target.username}'s account`);
    }
    return toAdminUser((await auth.account(userId))!);
  }

  settings(): Promise<PlatformSettings> {
    return this.deps.settings.current();
  }

  /** Saves the settings; every value that changed is written to the audit log. */
  async saveSettings(admin: User, next: PlatformSettings): Promise<PlatformSettings> {
    const before = await this.deps.settings.current();
    const saved = await this.deps.settings.save(next, admin.id);
    const at = this.#now().toISOString();
    await this.#repo.record(
      describeSettingsChanges(before, saved).map((detail) => ({
        id: randomUUID(),
        admin_id: admin.id,
        admin_name: admin.username,
        target_user_id: null,
        target_name: null,
        action: 'settings',
        detail,
        created_at: at,
      })),
    );
    return saved;
  }

  /** Sign-ups, new projects, purchases and admin actions, newest first. */
  async activity(query: { kind?: AdminActivityKind; limit: number }): Promise<AdminActivity> {
    const { auth, projects, billing } = this.deps;
    const wants = (kind: AdminActivityKind) => !query.kind || query.kind === kind;
    const [signUps, made, bought, actions] = await Promise.all([
      wants('sign_up') ? auth.recentSignUps(query.limit) : [],
      wants('project') ? projects.recentProjects(query.limit) : [],
      wants('purchase') ? billing.recentPurchases(query.limit) : [],
      wants('admin') ? this.#repo.recent(query.limit) : [],
    ]);
    const names = await auth.usernames([...new Set([...made, ...bought].map((r) => r.user_id))]);
    const name = (id: string) => names.get(id) ?? 'a deleted user';
    const items: AdminActivity['items'] = [
      ...signUps.map((u) => ({
        at: u.created_at,
        kind: 'sign_up' as const,
        username: u.username,
        summary: 'signed up',
      })),
      ...made.map((p) => ({
        at: p.created_at,
        kind: 'project' as const,
        username: name(p.user_id),
        summary: `made ${p.type.replace(/_/g, ' ')}: ${p.title}`,
      })),
      ...bought.map((b) => ({
        at: b.created_at,
        kind: 'purchase' as const,
        username: name(b.user_id),
        summary: b.description,
      })),
      ...actions.map((a) => ({
        at: a.created_at,
        kind: 'admin' as const,
        username: a.admin_name,
        summary: a.detail,
      })),
    ];
    items.sort((a, b) => b.at.localeCompare(a.at));
    return { items: items.slice(0, query.limit) };
  }
}
