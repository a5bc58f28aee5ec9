import type { BillingPeriod } from '@studybot/contract';

/**
 * The end of a billing period that starts at `start` (decision 0012): the same day next month or
 * next year, or that month's last day when the day does not exist (31 January → 28/29 February,
 * 29 February → 28 February). Times of day are kept; everything is UTC.
 */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const months = period === 'monthly' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** Dollars to whole cents without float drift (8.99 → 899). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
