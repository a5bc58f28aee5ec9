import type { CodeExamples, PracticeExercise } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** GET /api/code/examples/{lessonId}: practice exercises on a lesson's topic. */
export async function listCodeExamples(lessonId: string): Promise<PracticeExercise[]> {
  const answer = await api<CodeExamples>(`/code/examples/${encodeURIComponent(lessonId)}`);
  return answer.examples;
}

/**
 * Loaded when the student asks for them, not on mount, so it is a mutation: nothing is cached and
 * each click asks again.
 */
export function useCodeExamples(lessonId: string) {
  return useMutation({ mutationFn: () => listCodeExamples(lessonId) });
}
