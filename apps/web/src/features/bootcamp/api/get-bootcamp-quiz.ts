import type { BootcampQuiz } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bootcampKeys } from '../../../lib/query-keys';

/** GET /api/bootcamp/quiz/{lessonId}: the quiz of the week that lesson belongs to. */
export function getBootcampQuiz(lessonId: string, signal?: AbortSignal): Promise<BootcampQuiz> {
  return api<BootcampQuiz>(`/bootcamp/quiz/${encodeURIComponent(lessonId)}`, { signal });
}

/** A week's questions change only with a server release. */
export const bootcampQuizQuery = (lessonId: string) =>
  queryOptions({
    queryKey: bootcampKeys.quiz(lessonId),
    queryFn: ({ signal }) => getBootcampQuiz(lessonId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBootcampQuiz(lessonId: string) {
  return useQuery(bootcampQuizQuery(lessonId));
}
