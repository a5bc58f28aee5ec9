import type { InterviewConfig, InterviewSession } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/interview/start: a new interview and its first question (400 bad config, 403 plan gate). */
export function startInterview(config: InterviewConfig): Promise<InterviewSession> {
  return api<InterviewSession>('/interview/start', { method: 'POST', body: config });
}

export function useStartInterview() {
  return useMutation({ mutationFn: startInterview });
}
