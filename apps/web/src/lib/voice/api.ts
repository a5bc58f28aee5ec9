import type {
  AudioUsageResponse,
  TtsGenerateRequest,
  TtsGenerateResponse,
  TtsSaveRequest,
  TtsSaveResponse,
  VoicesResponse,
} from '@studybot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../api';
import { errorMessage } from '../api-error';
import { voiceKeys } from '../query-keys';

/** The failure texts: `onError` callbacks get the short one, toasts the one asking to retry. */
export const AUDIO_FAILED = 'Failed to generate audio';
export const AUDIO_FAILED_RETRY = 'Failed to generate audio. Please try again.';
export const SAVE_FAILED = 'Failed to save';
export const SAVE_FAILED_TOAST = 'Failed to save to library';
export const DOWNLOAD_FAILED = 'Failed to download audio';

/** The voice picker's choices; they change only with a server release. */
export function useVoices() {
  return useQuery({
    queryKey: voiceKeys.voices,
    queryFn: ({ signal }) => api<VoicesResponse>('/tts/voices', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Today's audio use and whether the plan may download audio (`can_download`); each generation
 * answers with the new figures, which replace these.
 */
export function useAudioUsage() {
  return useQuery({
    queryKey: voiceKeys.usage,
    queryFn: ({ signal }) => api<AudioUsageResponse>('/tts/usage', { signal }),
  });
}

export function generateSpeech(body: TtsGenerateRequest) {
  return api<TtsGenerateResponse>('/tts/generate', { method: 'POST', body });
}

export function saveAudio(body: TtsSaveRequest) {
  return api<TtsSaveResponse>('/tts/save-to-library', { method: 'POST', body });
}

/** The clip at `audioUrl` (a server URL under /api) as a Blob; only its owner may fetch it. */
export function fetchAudio(audioUrl: string, signal?: AbortSignal) {
  return apiBlob(audioUrl, { signal });
}

/** The same clip as a download; the server refuses (403) plans without downloads. */
export function fetchAudioDownload(audioUrl: string) {
  return apiBlob(`${audioUrl}${audioUrl.includes('?') ? '&' : '?'}download=1`);
}

/**
 * Gives the failure to `onError` when the caller handles it, else shows it as a toast. The
 * server's detail wins; otherwise the matching fallback is used.
 */
export function reportFailure(
  error: unknown,
  fallbacks: { callback: string; toast: string },
  onError: ((message: string) => void) | undefined,
  toast: (message: string, tone: 'error') => void,
): void {
  if (onError) onError(errorMessage(error, fallbacks.callback));
  else toast(errorMessage(error, fallbacks.toast), 'error');
}
