import type { InterviewReport } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from '../../../lib/query-keys';

/** POST /api/interview/finish: ends the interview and answers its report (also for one finished already). */
export function finishInterview(sessionId: string): Promise<InterviewReport> {
  return api<InterviewReport>('/interview/finish', { method: 'POST', body: { session_id: sessionId } });
}

/** Finishing may earn Streak Master, so the badge shelf reloads. */
export function useFinishInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishInterview,
    onSuccess: (report) => {
      queryClient.setQueryData(interviewKeys.report(report.session_id), report);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.badges });
    },
  });
}
