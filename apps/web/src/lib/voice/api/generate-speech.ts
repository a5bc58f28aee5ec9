import type { AudioUsageResponse, TtsGenerateRequest, TtsGenerateResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { ApiError } from '../../api-error';
import { voiceKeys } from '../../query-keys';

/** POST /api/tts/generate: speaks a text; the answer carries the clip's URL and today's audio use. */
export function generateSpeech(body: TtsGenerateRequest): Promise<TtsGenerateResponse> {
  return api<TtsGenerateResponse>('/tts/generate', { method: 'POST', body });
}

/**
 * Speaks a text. Every answer carries today's audio use, which replaces the cached usage so quota
 * notices stay current; a 429 (the daily limit is used up) refetches the figures that say so.
 * Callers pass their own callbacks per call (`useSpeech`).
 */
export function useGenerateSpeech() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSpeech,
    onSuccess: (answer) =>
      queryClient.setQueryData<AudioUsageResponse>(voiceKeys.usage, {
        ...answer.usage_info,
        can_download: answer.can_download,
      }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) {
        void queryClient.invalidateQueries({ queryKey: voiceKeys.usage });
      }
    },
  });
}
