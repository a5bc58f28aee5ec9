import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAudio } from '../../lib/voice/api/fetch-audio';
import { AUDIO_NOT_PLAYED } from '../../lib/voice/messages';
import { useToast } from '../ui/Toast';

export type ClipStatus = 'idle' | 'loading' | 'playing';

/**
 * One short clip played without a visible player (e.g. a flashcard read aloud). The clip is
 * fetched with the token once, replayed from memory, and stopped and released on unmount.
 * `load` rejects when the clip cannot be fetched (never after unmount). When the browser will not
 * play it (blocked, or it cannot decode the audio) a toast says so: otherwise nothing would seem to
 * happen.
 */
export function useClip() {
  const { toast } = useToast();
  const audio = useRef<HTMLAudioElement | null>(null);
  const src = useRef<string | null>(null);
  const unmounted = useRef(new AbortController());
  const [status, setStatus] = useState<ClipStatus>('idle');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => {
      controller.abort();
      audio.current?.pause();
      if (src.current) URL.revokeObjectURL(src.current);
    };
  }, []);

  const start = useCallback(
    (element: HTMLAudioElement) => {
      element.currentTime = 0;
      element.play().catch((error: unknown) => {
        setStatus('idle');
        // A Stop pressed before playback began interrupts play(): that is no failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast(AUDIO_NOT_PLAYED, 'error');
      });
    },
    [toast],
  );

  const load = useCallback(
    async (audioUrl: string) => {
      const { signal } = unmounted.current;
      setStatus('loading');
      try {
        const blob = await fetchAudio(audioUrl, signal);
        if (signal.aborted) return;
        src.current = URL.createObjectURL(blob);
        const element = new Audio(src.current);
        element.addEventListener('play', () => setStatus('playing'));
        element.addEventListener('pause', () => setStatus('idle'));
        element.addEventListener('ended', () => setStatus('idle'));
        audio.current = element;
        setReady(true);
        start(element);
      } catch (error) {
        setStatus('idle');
        if (!signal.aborted) throw error;
      }
    },
    [start],
  );

  const replay = useCallback(() => {
    if (audio.current) start(audio.current);
  }, [start]);

  const stop = useCallback(() => audio.current?.pause(), []);

  return { status, ready, load, replay, stop };
}
