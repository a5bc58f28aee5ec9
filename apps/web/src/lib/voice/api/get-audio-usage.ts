import type { AudioUsageResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { voiceKeys } from '../../query-keys';

/** GET /api/tts/usage: today's audio use, and whether the plan may download audio (`can_download`). */
export function getAudioUsage(signal?: AbortSignal): Promise<AudioUsageResponse> {
  return api<AudioUsageResponse>('/tts/usage', { signal });
}

/** Each generation answers with the new figures, which replace these (`useGenerateSpeech`). */
export const audioUsageQuery = () =>
  queryOptions({ queryKey: voiceKeys.usage, queryFn: ({ signal }) => getAudioUsage(signal) });

export function useAudioUsage() {
  return useQuery(audioUsageQuery());
}
