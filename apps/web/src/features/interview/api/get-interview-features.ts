import type { InterviewFeatures } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from '../../../lib/query-keys';

/** GET /api/interview/features: what the student's plan allows in interviews. */
export function getInterviewFeatures(signal?: AbortSignal): Promise<InterviewFeatures> {
  return api<InterviewFeatures>('/interview/features', { signal });
}

export const interviewFeaturesQuery = () =>
  queryOptions({
    queryKey: interviewKeys.features,
    queryFn: ({ signal }) => getInterviewFeatures(signal),
    // Changes only with the plan, and a plan change reloads the app's user.
    staleTime: 5 * 60_000,
  });

export function useInterviewFeatures() {
  return useQuery(interviewFeaturesQuery());
}
