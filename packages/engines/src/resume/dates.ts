/**
 * Dates on a resume: single dates ("May 2025", "06/2022", "2021", "Summer 2024") and ranges between
 * them ("Jun 2023 – Aug 2023", "2021–Present"), with the style each is written in, so the analyzer
 * can check order, gaps and consistency.
 */

/** Months since year 0, so ranges subtract: 2024-06 → 2024 * 12 + 5. */
export type MonthIndex = number;

export type DateStyle = 'month-name' | 'numeric' | 'year' | 'season';

export interface ResumeDate {
  month: MonthIndex;
  /** False for a year alone: the month is a guess (January for a start, December for an end). */
  monthKnown: boolean;
  style: DateStyle;
}

export interface DateRange {
  start: ResumeDate | null;
  /** null when the range is a single date (e.g. a graduation). */
  end: ResumeDate | 'present' | null;
  text: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASONS: Record<string, number> = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 0 };

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d|'\\d\\d)";
const DATE = `(?:${MONTH_NAME},?\\s+${YEAR}|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\\d\\d|(?:19|20)\\d\\d-(?:0[1-9]|1[0-2])|(?:spring|summer|fall|autumn|winter)\\s+${YEAR}|${YEAR})`;
const PRESENT = '(?:present|current|now|ongoing|today|to date)';
const RANGE = new RegExp(
  `(?<![\\w/.-])(${DATE})\\s*(?:[–—-]+|\\bto\\b|\\buntil\\b|\\bthrough\\b|\\bthru\\b)\\s*(${DATE}|${PRESENT})(?![\\w/])`,
  'gi',
);
const SINGLE = new RegExp(`(?<![\\w/.-])(${DATE})(?![\\w/])`, 'gi');

function year(text: string): number {
  return text.startsWith("'") ? 2000 + Number(text.slice(1)) : Number(text);
}

/** One date as written; `end` picks December for a year alone at the end of a range. */
export function parseDate(raw: string, end = false): ResumeDate | null {
  const text = raw.trim().toLowerCase();
  let m = /^([a-z]+)\.?,?\s+('?\d+)$/.exec(text);
  if (m) {
    const season = SEASONS[m[1]!];
    if (season !== undefined) return { month: year(m[2]!) * 12 + season, monthKnown: true, style: 'season' };
    const month = MONTHS.indexOf(m[1]!.slice(0, 3));
    if (month < 0) return null;
    return { month: year(m[2]!) * 12 + month, monthKnown: true, style: 'month-name' };
  }
  m = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return { month: Number(m[2]) * 12 + Number(m[1]) - 1, monthKnown: true, style: 'numeric' };
  m = /^(\d{4})-(\d{2})$/.exec(text);
  if (m) return { month: Number(m[1]) * 12 + Number(m[2]) - 1, monthKnown: true, style: 'numeric' };
  m = /^('?\d{2,4})$/.exec(text);
  if (m) return { month: year(m[1]!) * 12 + (end ? 11 : 0), monthKnown: false, style: 'year' };
  return null;
}

/** The first date range on a line, else its first lone date (an end date: "May 2025"); null when none. */
export function findDates(line: string): DateRange | null {
  RANGE.lastIndex = 0;
  const range = RANGE.exec(line);
  if (range) {
    const start = parseDate(range[1]!);
    const endText = range[2]!;
    const end = new RegExp(`^${PRESENT}$`, 'i').test(endText) ? 'present' : parseDate(endText, true);
    if (start && end) return { start, end, text: range[0] };
  }
  SINGLE.lastIndex = 0;
  for (const single of line.matchAll(SINGLE)) {
    const date = parseDate(single[1]!, true);
    if (date) return { start: null, end: date, text: single[0] };
  }
  return null;
}

/** The month a range ends in, with "present" as `now`. */
export function endMonth(range: DateRange, now: MonthIndex): MonthIndex | null {
  if (range.end === 'present') return now;
  return range.end?.month ?? null;
}

export function monthIndexOf(date: Date): MonthIndex {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** "Mar 2022" for a month index. */
export function monthLabel(month: MonthIndex): string {
  const name = MONTHS[month % 12]!;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${Math.floor(month / 12)}`;
}
