import { LESSON_DURATION_LABEL, type LessonSummary, type PracticeExercise } from '@studybot/contract';
import type { BadgeTone } from '../../../components/ui/Badge';

export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Week 1 · Beginner · ~15 min". */
export function lessonMeta(lesson: Pick<LessonSummary, 'week' | 'difficulty'>): string {
  return `Week ${lesson.week} · ${capitalised(lesson.difficulty)} · ${LESSON_DURATION_LABEL}`;
}

export const EXERCISE_TONES: Record<PracticeExercise['difficulty'], BadgeTone> = {
  easy: 'green',
  medium: 'blue',
  hard: 'red',
};
