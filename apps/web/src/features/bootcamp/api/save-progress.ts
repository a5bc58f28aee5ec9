import type { LessonProgress, SaveProgressRequest } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bootcampKeys } from '../../../lib/query-keys';

/** POST /api/lessons/{id}/progress: the student's code, last run, test results or completion. */
export function saveProgress(lessonId: string, body: SaveProgressRequest): Promise<LessonProgress> {
  return api<LessonProgress>(`/lessons/${encodeURIComponent(lessonId)}/progress`, { method: 'POST', body });
}

/**
 * Completing a lesson changes the home's progress and the lesson list's ticks. They are only marked
 * stale: the home refetches everything when the student goes back to it, so nothing is asked for
 * while the lesson is open. Saved code and output change only the lesson itself, which is never
 * cached (`lessonQuery`).
 */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: string; body: SaveProgressRequest }) =>
      saveProgress(lessonId, body),
    onSuccess: (_progress, { body }) => {
      if (!body.completed) return;
      void queryClient.invalidateQueries({ queryKey: bootcampKeys.progress, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: bootcampKeys.lessons, refetchType: 'none' });
    },
  });
}
