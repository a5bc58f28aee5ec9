import { DAY_MS, STRONG_FROM } from '@studybot/contract';
import { drillHref } from './objectives.ts';

/**
 * A day-by-day study plan up to an exam (decision 0015): drills for the chosen objectives, spaced
 * out and weighted to the weakest, and the flashcard reviews FSRS has due each day.
 *
 * - Sessions per objective: one per 15 points below strong (80), at least one (a refresher), at
 *   most six.
 * - Spacing: sessions are laid backwards from the day before the exam with growing gaps (1, 2, 3,
 *   5, 8, 13 days), so practice is spaced and the last one is fresh; a gap that would fall before
 *   today is squeezed into the days there are.
 * - A day holds at most `drillsPerDay` drills; a session that finds no room goes to the nearest
 *   day with room, else to the nearest day without the same drill (never twice in one day).
 * - Reviews: each day lists the cards that fall due that day (overdue cards on the first day).
 */

export interface PlanObjective {
  id: string;
  title: string;
  score: number;
}

export interface PlanItem {
  kind: 'drill' | 'review';
  title: string;
  href: string;
  objective_id?: string;
  /** Cards to review, for a review item. */
  cards?: number;
}

export interface PlanDay {
  date: string;
  items: PlanItem[];
}

export interface PlanInput {
  objectives: readonly PlanObjective[];
  /** When each card is next due (ISO). */
  cardDue: readonly string[];
  /** The first day of the plan (today) and the exam day, as UTC dates (YYYY-MM-DD). */
  today: string;
  examDate: string;
  drillsPerDay?: number;
}

const GAPS = [1, 2, 3, 5, 8, 13];
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function sessionsFor(score: number): number {
  if (score >= STRONG_FROM) return 1;
  return Math.min(6, Math.max(1, Math.ceil((STRONG_FROM - score) / 15)));
}

/** The plan's days from today to the day before the exam (empty when the exam is today or past). */
export function planStudy({ objectives, cardDue, today, examDate, drillsPerDay = 3 }: PlanInput): PlanDay[] {
  const first = dayNumber(today);
  const last = dayNumber(examDate) - 1;
  if (last < first) return [];
  const days = new Map<number, PlanItem[]>();
  for (let d = first; d <= last; d += 1) days.set(d, []);
  const drills = (d: number) => days.get(d)!.filter((i) => i.kind === 'drill').length;

  const place = (wanted: number, item: PlanItem) => {
    const order = [wanted];
    for (let step = 1; step <= last - first; step += 1) order.push(wanted - step, wanted + step);
    // A day with room, else any day without this drill (a busy day beats practising twice in one).
    const day =
      order.find((d) => days.has(d) && drills(d) < drillsPerDay && !holds(d, item)) ??
      order.find((d) => days.has(d) && !holds(d, item));
    if (day !== undefined) days.get(day)!.push(item);
  };
  const holds = (d: number, item: PlanItem) =>
    days.get(d)!.some((i) => i.kind === 'drill' && i.objective_id === item.objective_id);

  // Weakest first, so they get the days nearest to where their sessions should fall.
  for (const o of [...objectives].sort((a, b) => a.score - b.score)) {
    const span = last - first + 1;
    const sessions = Math.min(sessionsFor(o.score), span);
    const item: PlanItem = {
      kind: 'drill',
      title: `Drill: ${o.title}`,
      href: drillHref(o.id),
      objective_id: o.id,
    };
    let at = last;
    const wanted: number[] = [];
    for (let s = 0; s < sessions; s += 1) {
      wanted.push(at);
      at -= GAPS[s] ?? 13;
    }
    // Gaps that would start before today are compressed evenly into the days available.
    const earliest = wanted.at(-1)!;
    const fit =
      earliest >= first
        ? wanted
        : wanted.map((d) => Math.round(last - ((last - d) * (last - first)) / (last - earliest)));
    for (const d of fit) place(d, item);
  }

  const reviewsByDay = new Map<number, number>();
  for (const due of cardDue) {
    const d = Math.max(first, Math.floor(Date.parse(due) / DAY_MS));
    if (d <= last) reviewsByDay.set(d, (reviewsByDay.get(d) ?? 0) + 1);
  }
  for (const [d, cards] of reviewsByDay) {
    days.get(d)!.unshift({
      kind: 'review',
      title: `Review ${cards} flashcard${cards === 1 ? '' : 's'}`,
      href: '/review',
      cards,
    });
  }
  return [...days.entries()].map(([d, items]) => ({ date: dateOf(d), items }));
}
