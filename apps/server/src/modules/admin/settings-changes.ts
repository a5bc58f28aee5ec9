import {
  PLAN_TIERS,
  type PlatformSettings,
  QUOTA_KEYS,
  QUOTA_LABELS,
  QUOTA_PERIODS,
  tierLabel,
} from '@studybot/contract';
import { PLANS } from '../../platform/plans/table.ts';

const amount = (limit: number | null, period: 'day' | 'month') =>
  limit === null ? 'unlimited' : `${limit} a ${period}`;

/** What an admin changed, one line each for the audit log, e.g. "closed registration". */
export function describeSettingsChanges(before: PlatformSettings, after: PlatformSettings): string[] {
  const lines: string[] = [];
  if (before.daily_api_calls_limit !== after.daily_api_calls_limit) {
    lines.push(
      `set the daily tool request limit from ${before.daily_api_calls_limit} to ${after.daily_api_calls_limit}`,
    );
  }
  if (before.max_upload_mb !== after.max_upload_mb) {
    lines.push(`set the largest upload from ${before.max_upload_mb} MB to ${after.max_upload_mb} MB`);
  }
  if (before.registration_open !== after.registration_open) {
    lines.push(after.registration_open ? 'opened registration' : 'closed registration');
  }
  for (const tier of PLAN_TIERS) {
    for (const quota of QUOTA_KEYS) {
      const was = before.plan_limits[tier]?.[quota];
      const now = after.plan_limits[tier]?.[quota];
      if (was === now) continue;
      const period = QUOTA_PERIODS[quota];
      const what = `the ${tierLabel(tier)} plan's ${QUOTA_LABELS[quota]}`;
      lines.push(
        now === undefined
          ? `set ${what} back to the plan's ${amount(PLANS[tier].quotas[quota], period)}`
          : `set ${what} to ${amount(now, period)}`,
      );
    }
  }
  return lines;
}
