import type { TtsGenerateRequest, TtsGenerateResponse } from '@studybot/contract';
import { useCallback } from 'react';
import { useGenerateSpeech } from '../../lib/voice/api/generate-speech';
import { AUDIO_FAILED, AUDIO_FAILED_RETRY, reportFailure } from '../../lib/voice/messages';
import { useToast } from '../ui/Toast';

export interface SpeechOptions {
  /** Gets the failure message instead of a toast. */
  onError?(message: string): void;
  /** Replaces the default failure text (the server's detail still wins). */
  fallback?: string;
}

/**
 * Asks the server to speak a text (`useGenerateSpeech`, which keeps the cached audio usage
 * current) and reports a failure to `onError`, else as a toast.
 *
 * Callbacks are passed per call, as in `useGenerate`: a request started by a component that has
 * since gone (another tab, another card) reports nothing.
 */
export function useSpeech({ onError, fallback }: SpeechOptions = {}) {
  const { toast } = useToast();
  const mutation = useGenerateSpeech();
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
