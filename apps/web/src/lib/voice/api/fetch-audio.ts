import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../api';

/**
 * GET the clip at `audioUrl` (a server URL under /api) as a Blob; only its owner may fetch it.
 * Players load it themselves (`useAudioSource`, `useClip`): they abort and release it with the
 * element that plays it, so it is not cached.
 */
export function fetchAudio(audioUrl: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(audioUrl, { signal });
}

/** The same clip as a download (`?download=1`); the server refuses (403) plans without downloads. */
export function fetchAudioDownload(audioUrl: string): Promise<Blob> {
  return apiBlob(`${audioUrl}${audioUrl.includes('?') ? '&' : '?'}download=1`);
}

/** Fetches a clip's download on the student's click; the screen hands the Blob to the browser. */
export function useAudioDownload(
  options: { onSuccess?(blob: Blob): void; onError?(error: Error): void } = {},
) {
  return useMutation({
    mutationFn: fetchAudioDownload,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
