import { type Lesson, type LockedLesson, LockedLessonBody } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { bootcampKeys } from '../../../lib/query-keys';

/** What opening a lesson gave: the lesson, the part a locked lesson shows, or why neither. */
export type LessonLoad =
  | { kind: 'open'; lesson: Lesson }
  | { kind: 'locked'; lesson: LockedLesson }
  | { kind: 'missing' };

/** GET /api/lessons/{id}; a 403 carries what may be shown of the lesson, a 404 means there is none. */
export async function getLesson(lessonId: string, signal?: AbortSignal): Promise<LessonLoad> {
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

/** Loaded fresh each time the lesson opens and dropped when it closes, so saved work is never stale. */
export const lessonQuery = (lessonId: string) =>
  queryOptions({
    queryKey: bootcampKeys.lesson(lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useLesson(lessonId: string) {
  return useQuery(lessonQuery(lessonId));
}
