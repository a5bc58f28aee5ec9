import { z } from 'zod';
import { MAX_UPLOAD_MB } from './common.ts';
import { PLAN_TIERS, QUOTA_KEYS, type QuotaKey } from './plans.ts';

/**
 * Settings an admin changes from the panel (issue 19), kept in the database and read by every
 * server within a few seconds of a save.
 */

export const SETTINGS_BOUNDS = {
  dailyApiCalls: { min: 1, max: 1_000_000 },
  maxUploadMb: { min: 1, max: MAX_UPLOAD_MB },
  planLimit: { min: 0, max: 1_000_000 },
} as const;

/** One plan's quota overrides: a number replaces the plan's limit, null makes it unlimited. */
export const PlanLimitOverride = z
  .partialRecord(
    z.enum(QUOTA_KEYS),
    z.number().int().min(SETTINGS_BOUNDS.planLimit.min).max(SETTINGS_BOUNDS.planLimit.max).nullable(),
  )
  .refine((o) => Object.keys(o).length > 0, 'An override names at least one quota');
export type PlanLimitOverride = Partial<Record<QuotaKey, number | null>>;

export const PlatformSettings = z.strictObject({
  /** Uses of metered tools (each AI generation or check) one student may make per UTC day, over all tools. */
  daily_api_calls_limit: z
    .number()
    .int()
    .min(SETTINGS_BOUNDS.dailyApiCalls.min)
    .max(SETTINGS_BOUNDS.dailyApiCalls.max),
  /** The largest file any upload may be; a tool with a smaller limit of its own keeps it. */
  max_upload_mb: z.number().int().min(SETTINGS_BOUNDS.maxUploadMb.min).max(SETTINGS_BOUNDS.maxUploadMb.max),
  /** When false, new accounts cannot be made (admins still can sign in and assign plans). */
  registration_open: z.boolean(),
  /** Per plan, quotas that differ from the plan table. */
  plan_limits: z.partialRecord(z.enum(PLAN_TIERS), PlanLimitOverride),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

/** The spec's defaults (daily API calls 1000); uploads default to the server's own ceiling. */
export const DEFAULT_SETTINGS: PlatformSettings = {
  daily_api_calls_limit: 1000,
  max_upload_mb: MAX_UPLOAD_MB,
  registration_open: true,
  plan_limits: {},
};

/** Whether sign-up is open, for the sign-up page (public). */
export const RegistrationStatus = z.object({ open: z.boolean() });
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
  registrationClosed:
    'New accounts are not being accepted right now. Ask your StudyBot administrator for access.',
  dailyApiCalls: (limit: number, resetsAt: string) =>
    `You have used all ${limit} tool requests allowed per day on this StudyBot. The limit resets at ${resetsAt}.`,
  fileTooLarge: (mb: number) => `File is too large; the limit is ${mb} MB`,
} as const;
