import type { BootcampQuizResult, SubmitBootcampQuizRequest } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/bootcamp/quiz/{lessonId}/attempts: graded on the server. */
export function gradeQuiz(lessonId: string, body: SubmitBootcampQuizRequest): Promise<BootcampQuizResult> {
  return api<BootcampQuizResult>(`/bootcamp/quiz/${encodeURIComponent(lessonId)}/attempts`, {
    method: 'POST',
    body,
  });
}

/** The attempt is stored on the server; nothing the web app caches shows it, so nothing is refreshed. */
export function useGradeQuiz(lessonId: string) {
  return useMutation({
    mutationFn: (answers: SubmitBootcampQuizRequest['answers']) => gradeQuiz(lessonId, { answers }),
  });
}
