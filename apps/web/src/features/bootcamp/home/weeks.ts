import { BOOTCAMP_WEEKS, type LessonSummary } from '@studybot/contract';

export interface BootcampWeek {
  week: number;
  /** In lesson order. */
  lessons: LessonSummary[];
  /** The week is not open on this student's plan: its lessons are not shown. */
  locked: boolean;
}

/** Weeks 1–12 with their lessons; a week with no lessons yet is listed empty and open. */
export function groupByWeek(lessons: readonly LessonSummary[]): BootcampWeek[] {
  return Array.from({ length: BOOTCAMP_WEEKS }, (_, i) => {
    const week = i + 1;
    const inWeek = lessons.filter((l) => l.week === week).sort((a, b) => a.order - b.order);
    return { week, lessons: inWeek, locked: inWeek.length > 0 && inWeek.every((l) => l.locked) };
  });
}
