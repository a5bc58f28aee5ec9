import type { StudyPlanRequest, StudyPlanResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** PUT /api/analytics/study_plan/{userId}: sets (or replaces) the exam date and topics; answers the plan. */
export function saveStudyPlan(userId: string, body: StudyPlanRequest): Promise<StudyPlanResponse> {
  return api<StudyPlanResponse>(`/analytics/study_plan/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body,
  });
}

/** The answered plan replaces the cached one, so the dashboard's Today's Focus shows it too. */
export function useSaveStudyPlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudyPlanRequest) => saveStudyPlan(userId, body),
    onSuccess: (response) => queryClient.setQueryData(analyticsKeys.studyPlan(userId), response),
  });
}
