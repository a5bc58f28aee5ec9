import type { VoicesResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { voiceKeys } from '../../query-keys';

/** GET /api/tts/voices: the voice picker's choices (id → name) and the default voice. */
export function listVoices(signal?: AbortSignal): Promise<VoicesResponse> {
  return api<VoicesResponse>('/tts/voices', { signal });
}

/** The voices change only with a server release, so they never go stale. */
export const voicesQuery = () =>
  queryOptions({
    queryKey: voiceKeys.voices,
    queryFn: ({ signal }) => listVoices(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVoices() {
  return useQuery(voicesQuery());
}
