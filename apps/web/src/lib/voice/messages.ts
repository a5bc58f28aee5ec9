import { errorMessage } from '../api-error';

/** The failure texts: `onError` callbacks get the short one, toasts the one asking to retry. */
export const AUDIO_FAILED = 'Failed to generate audio';
export const AUDIO_FAILED_RETRY = 'Failed to generate audio. Please try again.';
/** The clip came, but the browser would not play it. */
export const AUDIO_NOT_PLAYED =
  'Your browser could not play the audio. Check that sound is allowed for this site.';
export const SAVE_FAILED = 'Failed to save';
export const SAVE_FAILED_TOAST = 'Failed to save to library';
export const DOWNLOAD_FAILED = 'Failed to download audio';

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
