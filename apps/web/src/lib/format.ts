/** "Jan 5, 2026" in the reader's locale; an empty string for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Jan 5, 2026, 3:04 PM". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** `75` → "75%", `66.7` → "66.7%". Values are already percents (0–100). */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '0%';
  return `${Math.round(value * 10) / 10}%`;
}

/** `study_plan` → "Study Plan", `math_tutor` → "Math Tutor". */
export function humanize(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Quiz options are lettered A, B, C, D…: `0` → "A". */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** A media position: `75` → "1:15", `3725` → "1:02:05"; "0:00" for unknown lengths. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/**
 * A calendar day ('2026-03-16') the server counts in UTC (study plans), shown as that day whatever
 * the reader's time zone: "Mon, Mar 16, 2026" by default. An unreadable date is shown as given.
 */
export function formatUtcDay(
  date: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });
}
