import type { InterviewAnswerRequest, InterviewFeedback } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from '../../../lib/query-keys';

/**
 * POST /api/interview/answer: scores the answer to the current question. 403 for an audio or video
 * answer the plan does not allow; 409 when it was answered already or the interview is finished.
 */
export function submitInterviewAnswer(body: InterviewAnswerRequest): Promise<InterviewFeedback> {
  return api<InterviewFeedback>('/interview/answer', { method: 'POST', body });
}

/** Submits an answer; newly earned badges change the badge shelf. */
export function useSubmitInterviewAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInterviewAnswer,
    onSuccess: (feedback) => {
      if (feedback.badges_awarded.length > 0)
        void queryClient.invalidateQueries({ queryKey: interviewKeys.badges });
    },
  });
}
