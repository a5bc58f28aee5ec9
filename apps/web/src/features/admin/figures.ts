import type { AdminDay, AdminStat, AdminStats } from '@studybot/contract';
import { formatUtcDay } from '../../lib/format';

/** `1234` → "1,234" in the reader's locale. */
export function formatCount(value: number): string {
  return value.toLocaleString();
}

/** "1 sign-up", "2 sign-ups", "1,204 chat messages". */
export function countOf(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

export type TrendDirection = 'up' | 'down' | 'flat';

export function trendDirection(now: number, before: number): TrendDirection {
  return now > before ? 'up' : now < before ? 'down' : 'flat';
}

/** A stat card's caption from this week's and last week's new ones: "+12 this week (last week +8)". */
export function weekCaption(stat: AdminStat): string {
  return `+${formatCount(stat.this_week)} this week (last week +${formatCount(stat.last_week)})`;
}

/** Active Today's caption: "3 yesterday". */
export function yesterdayCaption(active: AdminStats['trends']['active_users']): string {
  return `${formatCount(active.yesterday)} yesterday`;
}

/** "2026-01-05" (a UTC day) → "Jan 5". */
export function shortDay(date: string): string {
  return formatUtcDay(date, { month: 'short', day: 'numeric' });
}

export interface GrowthPoint {
  date: string;
  label: string;
  sign_ups: number;
  /** Users at the end of that day: today's total less the sign-ups of the days after it. */
  total: number;
}

/** Sign-ups per day and the running total of users, oldest day first. */
export function growthSeries(days: readonly AdminDay[], totalUsers: number): GrowthPoint[] {
  let later = 0;
  const points: GrowthPoint[] = [];
  for (let index = days.length - 1; index >= 0; index -= 1) {
    const day = days[index]!;
    points.push({
      date: day.date,
      label: shortDay(day.date),
      sign_ups: day.sign_ups,
      total: Math.max(0, totalUsers - later),
    });
    later += day.sign_ups;
  }
  return points.reverse();
}

/** What the User Growth chart shows, in words. */
export function growthSummary(days: readonly AdminDay[], totalUsers: number): string {
  const signUps = days.reduce((sum, day) => sum + day.sign_ups, 0);
  const before = Math.max(0, totalUsers - signUps);
  if (signUps === 0) return `Last ${days.length} days: no sign-ups; ${countOf(totalUsers, 'user')} in total.`;
  return `Last ${days.length} days: ${countOf(signUps, 'sign-up')}; ${countOf(totalUsers, 'user')} in total, up from ${formatCount(before)}.`;
}

export interface ContentPoint {
  date: string;
  label: string;
  projects: number;
  chat_messages: number;
}

export function contentSeries(days: readonly AdminDay[]): ContentPoint[] {
  return days.map((day) => ({
    date: day.date,
    label: shortDay(day.date),
    projects: day.projects,
    chat_messages: day.chat_messages,
  }));
}

/** What the Content Generation chart shows, in words. */
export function contentSummary(days: readonly AdminDay[]): string {
  const projects = days.reduce((sum, day) => sum + day.projects, 0);
  const messages = days.reduce((sum, day) => sum + day.chat_messages, 0);
  return `Last ${days.length} days: ${countOf(projects, 'project')} and ${countOf(messages, 'chat message')}.`;
}
