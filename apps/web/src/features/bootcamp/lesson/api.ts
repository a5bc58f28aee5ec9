import {
  type Lesson,
  type LessonProgress,
  type LessonSummary,
  LockedLessonBody,
  type PracticeExercise,
  type TestResults,
} from '@studybot/contract';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';

/** Spec part 2 §8. */
export const LESSON_NOT_FOUND = 'Lesson not found';
export const LESSON_LOAD_FAILED = 'Failed to load lesson. Please try again.';
export const TESTS_FAILED = 'Failed to run tests. Please try again.';
export const EXERCISES_FAILED = 'Failed to generate exercises. Please try again.';
export const LESSON_COMPLETED = 'Lesson completed! Great work!';
export const COMPLETE_ANYWAY = 'Not all tests are passing. Complete lesson anyway?';

/** What anyone may read of a locked lesson. */
export type LockedLesson = LessonSummary & { plan: string; explanation_md: string };

/** What opening a lesson gave: the lesson, the part a locked lesson shows, or why neither. */
export type LessonLoad =
  | { kind: 'open'; lesson: Lesson }
  | { kind: 'locked'; lesson: LockedLesson }
  | { kind: 'missing' };

/** GET /api/lessons/{id}; a 403 carries what may be shown of the lesson, a 404 means there is none. */
export async function loadLesson(lessonId: string, signal?: AbortSignal): Promise<LessonLoad> {
  try {
    const lesson = await api<Lesson>(`/lessons/${encodeURIComponent(lessonId)}`, { signal });
    return { kind: 'open', lesson };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    if (error instanceof ApiError && error.status === 403) {
      const locked = LockedLessonBody.safeParse(error.body);
      if (locked.success) return { kind: 'locked', lesson: locked.data.lesson };
    }
    throw error;
  }
}

export interface ProgressUpdate {
  last_code?: string;
  last_run_output?: string;
  last_test_results?: TestResults;
  completed?: boolean;
}

export function saveProgress(lessonId: string, body: ProgressUpdate): Promise<LessonProgress> {
  return api<LessonProgress>(`/lessons/${encodeURIComponent(lessonId)}/progress`, { method: 'POST', body });
}

export function testCode(lessonId: string, code: string): Promise<TestResults> {
  return api<TestResults>('/code/test', { method: 'POST', body: { code, lesson_id: lessonId } });
}

export async function loadExercises(lessonId: string): Promise<PracticeExercise[]> {
  const answer = await api<{ examples: PracticeExercise[] }>(
    `/code/examples/${encodeURIComponent(lessonId)}`,
  );
  return answer.examples;
}
