import type { AudioUsageResponse, TtsGenerateRequest, TtsGenerateResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-error';
import { voiceKeys } from '../../lib/query-keys';
import { AUDIO_FAILED, AUDIO_FAILED_RETRY, generateSpeech, reportFailure } from '../../lib/voice/api';
import { useToast } from '../ui/Toast';

export interface SpeechOptions {
  /** Gets the failure message instead of a toast. */
  onError?(message: string): void;
  /** Replaces the default failure text (the server's detail still wins). */
  fallback?: string;
}

/**
 * Asks the server to speak a text. Every answer carries today's audio use, which replaces the
 * cached usage so quota notices stay current.
 *
 * Callbacks are passed per call, as in `useGenerate`: a request started by a component that has
 * since gone (another tab, another card) reports nothing.
 */
export function useSpeech({ onError, fallback }: SpeechOptions = {}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (body: TtsGenerateRequest) => generateSpeech(body),
    onSuccess: (answer) =>
      queryClient.setQueryData<AudioUsageResponse>(voiceKeys.usage, {
        ...answer.usage_info,
        can_download: answer.can_download,
      }),
    onError: (error) => {
      // A 429 means the daily limit is used up: fetch the figures that say so.
      if (error instanceof ApiError && error.status === 429) {
        void queryClient.invalidateQueries({ queryKey: voiceKeys.usage });
      }
    },
  });
  const { mutate: start } = mutation;
  const speak = useCallback(
    (body: TtsGenerateRequest, onSpoken?: (answer: TtsGenerateResponse) => void) =>
      start(body, {
        onSuccess: (answer) => onSpoken?.(answer),
        onError: (error) =>
          reportFailure(
            error,
            { callback: fallback ?? AUDIO_FAILED, toast: fallback ?? AUDIO_FAILED_RETRY },
            onError,
            toast,
          ),
      }),
    [start, fallback, onError, toast],
  );
  return { ...mutation, speak };
}
