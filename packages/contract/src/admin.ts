import { z } from 'zod';
import { IsoDateTime, queryInt } from './common.ts';
import { PlanTier } from './plans.ts';

/** The admin panel's data (spec part 2: Admin panel; issue 19). Every route is admin only. */

/** A count now, with this week's and last week's new ones, for a card's real trend. */
export const AdminStat = z.object({
  total: z.number().int(),
  this_week: z.number().int(),
  last_week: z.number().int(),
});
export type AdminStat = z.infer<typeof AdminStat>;

export const AdminDay = z.object({
  date: z.string(),
  sign_ups: z.number().int(),
  projects: z.number().int(),
  chat_messages: z.number().int(),
});
export type AdminDay = z.infer<typeof AdminDay>;

export const ADMIN_CHART_DAYS = 30;

export const AdminStats = z.object({
  total_users: z.number().int(),
  total_projects: z.number().int(),
  total_chat_messages: z.number().int(),
  active_users_today: z.number().int(),
  /** Beyond the spec: real trends and the charts' daily counts (the last 30 days, oldest first). */
  trends: z.object({
    users: AdminStat,
    projects: AdminStat,
    chat_messages: AdminStat,
    active_users: z.object({ today: z.number().int(), yesterday: z.number().int() }),
  }),
  daily: z.array(AdminDay),
  /** Projects by type, for the content chart. */
  projects_by_type: z.array(z.object({ type: z.string(), count: z.number().int() })),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const SYSTEM_CHECK_STATES = ['ok', 'warning', 'down'] as const;
export const SystemCheck = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(SYSTEM_CHECK_STATES),
  detail: z.string(),
});
export type SystemCheck = z.infer<typeof SystemCheck>;
export const SystemStatus = z.object({ checks: z.array(SystemCheck) });
export type SystemStatus = z.infer<typeof SystemStatus>;

export const ADMIN_USER_STATUSES = ['active', 'cancelled', 'disabled'] as const;

export const AdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  plan_tier: PlanTier,
  plan_status: z.string(),
  is_admin: z.boolean(),
  disabled: z.boolean(),
  /** Agreed at sign-up to receive email (the subscriber export takes only these). */
  email_consent: z.boolean(),
  /** active, cancelled (a paid plan that will not renew) or disabled. */
  status: z.enum(ADMIN_USER_STATUSES),
  created_at: IsoDateTime,
  last_active_at: IsoDateTime.nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  plan: PlanTier.optional(),
  limit: queryInt(1, 100).default(25),
  offset: queryInt(0, 1_000_000).default(0),
});
export const AdminUsersResponse = z.object({ users: z.array(AdminUser), total: z.number().int() });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const ADMIN_MESSAGES = {
  notYourself: 'You cannot remove your own admin rights or disable your own account',
  userNotFound: 'User not found',
  emptyChange: 'Send plan_tier, is_admin or disabled',
  loadFailed: 'Failed to load admin data',
  saved: 'User updated',
} as const;

/** PATCH /api/admin/users/{user_id}: any of the three; each change is written to the audit log. */
export const AdminUserChange = z
  .object({ plan_tier: PlanTier, is_admin: z.boolean(), disabled: z.boolean() })
  .partial()
  .refine(
    (c) => c.plan_tier !== undefined || c.is_admin !== undefined || c.disabled !== undefined,
    ADMIN_MESSAGES.emptyChange,
  );
export type AdminUserChange = z.input<typeof AdminUserChange>;

export const ADMIN_ACTIVITY_KINDS = ['sign_up', 'project', 'purchase', 'admin'] as const;
export const AdminActivityKind = z.enum(ADMIN_ACTIVITY_KINDS);
export type AdminActivityKind = z.infer<typeof AdminActivityKind>;

export const AdminActivityItem = z.object({
  at: IsoDateTime,
  kind: AdminActivityKind,
  /** Who it was about (the student, or the admin for admin actions). */
  username: z.string(),
  /** What happened, e.g. "made a quiz: Photosynthesis" or "changed alice's plan from free to max". */
  summary: z.string(),
});
export type AdminActivityItem = z.infer<typeof AdminActivityItem>;

export const AdminActivityQuery = z.object({
  kind: AdminActivityKind.optional(),
  limit: queryInt(1, 200).default(50),
});
export const AdminActivity = z.object({ items: z.array(AdminActivityItem) });
export type AdminActivity = z.infer<typeof AdminActivity>;
