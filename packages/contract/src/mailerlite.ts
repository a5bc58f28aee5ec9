import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { PLAN_TIERS } from './plans.ts';

/** The subscriber export (spec part 2: Subscriber export; issue 19). Admin only. */

/** Paid users also go into this group (spec §9). */
export const PREMIUM_GROUP = 'studybot_premium';
export const SUBSCRIBERS_GROUP = 'studybot_subscribers';
export const RECENT_SIGNUP_DAYS = 30;
export const EXPORT_PLAN_FILTERS = ['all', ...PLAN_TIERS] as const;

export const MAILERLITE_MESSAGES = {
  adminOnly: 'This feature is only available to administrators',
  success: 'Export completed successfully',
  failedPrefix: 'Export failed: ',
  network: 'Export failed. Please try again or contact support.',
  nothing: 'No subscribers match these filters',
  badRange: 'The start date must be on or before the end date',
} as const;

export const SubscriberStats = z.object({
  /** Users who agreed to email at sign-up. */
  total_subscribers: z.number().int(),
  recent_signups: z.number().int(),
  by_plan_tier: z.record(z.string(), z.number().int()),
});
export type SubscriberStats = z.infer<typeof SubscriberStats>;

export const EXPORT_STATUSES = ['completed', 'partial', 'failed'] as const;
export const ExportHistoryItem = z.object({
  id: z.string(),
  export_date: IsoDateTime,
  total_subscribers: z.number().int(),
  successful_exports: z.number().int(),
  failed_exports: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  /** Beyond the spec: MailerLite, or a CSV download when no MailerLite key is configured. */
  destination: z.enum(['mailerlite', 'csv']),
  admin_name: z.string(),
});
export type ExportHistoryItem = z.infer<typeof ExportHistoryItem>;
export const ExportHistory = z.object({ exports: z.array(ExportHistoryItem) });
export type ExportHistory = z.infer<typeof ExportHistory>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');

export const ExportRequest = z.object({
  filters: z
    .object({
      plan_tier: z.enum(EXPORT_PLAN_FILTERS).default('all'),
      date_from: Day.optional(),
      date_to: Day.optional(),
    })
    .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, MAILERLITE_MESSAGES.badRange)
    .default({ plan_tier: 'all' }),
});
export type ExportRequest = z.input<typeof ExportRequest>;

export const ExportResponse = z.object({
  status: z.enum(['success', 'partial', 'failed']),
  message: z.string(),
  export: ExportHistoryItem,
  /** Without a MailerLite key: the same selection as CSV (email, username, plan, signed up), to download. */
  csv: z.string().optional(),
});
export type ExportResponse = z.infer<typeof ExportResponse>;
