import { useEffect, useEffectEvent, useState } from 'react';
import { fetchAudio } from '../../lib/voice/api/fetch-audio';

export type AudioSource =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; src: string }
  | { status: 'failed' };

/**
 * Loads an audio URL that needs the bearer token into an object URL an `<audio>` can play. The
 * object URL is revoked when `audioUrl` changes and on unmount; `onError` hears a failed load.
 *
 * The same `audioUrl` can come back after a gap (the server answers a repeated request with its
 * cached clip): it is fetched again, and reads as loading until then, never as the revoked URL.
 */
export function useAudioSource(audioUrl: string | null, onError: (error: unknown) => void): AudioSource {
  // What the last finished load gave, and for which URL: a stale one reads as loading.
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    if (!audioUrl) return;
    const controller = new AbortController();
    let src: string | null = null;
    fetchAudio(audioUrl, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        src = URL.createObjectURL(blob);
        setLoaded({ url: audioUrl, src });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ url: audioUrl, src: null });
        reportError(error);
      });
    return () => {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
      // Forget this load, so `loaded.url === audioUrl` cannot hand out the revoked URL.
      setLoaded(null);
    };
  }, [audioUrl]);

  if (!audioUrl) return { status: 'none' };
  if (loaded?.url !== audioUrl) return { status: 'loading' };
  return loaded.src ? { status: 'ready', src: loaded.src } : { status: 'failed' };
}
