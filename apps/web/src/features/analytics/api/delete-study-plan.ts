import type { StudyPlanResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** DELETE /api/analytics/study_plan/{userId}: forgets the exam date and topics; answers `{plan: null}`. */
export function deleteStudyPlan(userId: string): Promise<StudyPlanResponse> {
  return api<StudyPlanResponse>(`/analytics/study_plan/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteStudyPlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudyPlan(userId),
    onSuccess: (response) => queryClient.setQueryData(analyticsKeys.studyPlan(userId), response),
  });
}
