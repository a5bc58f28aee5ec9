import type { InterviewSession } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/interview/next: moves on; the session's question is null after the last one. */
export function nextInterviewQuestion(sessionId: string): Promise<InterviewSession> {
  return api<InterviewSession>('/interview/next', {
    method: 'POST',
    body: { session_id: sessionId, followup_type: 'next' },
  });
}

export function useNextInterviewQuestion() {
  return useMutation({ mutationFn: nextInterviewQuestion });
}
