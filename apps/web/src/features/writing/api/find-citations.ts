import type { CitationsRequest, CitationsResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/writing-assistant/citations: real works on a topic, formatted in the requested style. */
export function findCitations(body: CitationsRequest): Promise<CitationsResponse> {
  return api<CitationsResponse>('/writing-assistant/citations', { method: 'POST', body });
}

/** Asked for when the student opens Add Citations, so each opening searches again. */
export function useFindCitations() {
  return useMutation({ mutationFn: findCitations });
}
