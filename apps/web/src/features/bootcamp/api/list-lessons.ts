import type { LessonList, LessonSummary } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bootcampKeys } from '../../../lib/query-keys';

/** GET /api/lessons: every lesson, with whether this student may open it. */
export async function listLessons(signal?: AbortSignal): Promise<LessonSummary[]> {
  return (await api<LessonList>('/lessons', { signal })).lessons;
}

export const lessonsQuery = () =>
  queryOptions({ queryKey: bootcampKeys.lessons, queryFn: ({ signal }) => listLessons(signal) });

export function useLessons() {
  return useQuery(lessonsQuery());
}
