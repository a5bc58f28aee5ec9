import { useCallback, useEffect, useRef, useState } from 'react';
import { CANNOT_RECORD } from './messages';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopped';

const TICK_MS = 250;

function release(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Records the student's spoken answer from the microphone, or camera and microphone for `video`.
 * The answer is sent as its transcript with its length for pacing; `stop()` also hands over the
 * recording (a Blob of the recorder's mime type) so the server can transcribe it.
 * The camera and microphone are released on stop and when the component using it goes away.
 */
export function useRecorder(kind: 'audio' | 'video', deniedMessage: string) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const finished = useRef<Promise<Blob | null>>(Promise.resolve(null));
  const startedAt = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      recorderRef.current = null;
      release(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (status !== 'recording') return;
    const id = setInterval(() => setElapsed((Date.now() - startedAt.current) / 1000), TICK_MS);
    return () => clearInterval(id);
  }, [status]);

  /** Asks for the devices and starts recording; answers whether it did. */
  const start = useCallback(async (): Promise<boolean> => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(CANNOT_RECORD);
      return false;
    }
    setStatus('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(
        kind === 'video' ? { video: { width: 320, height: 240 }, audio: true } : { audio: true },
      );
    } catch {
      if (mounted.current) {
        setStatus('idle');
        setError(deniedMessage);
      }
      return false;
    }
    if (!mounted.current) {
      release(media);
      return false;
    }
    streamRef.current = media;
    setStream(media);
    // Without MediaRecorder (older browsers) the answer is still timed by the clock.
    if (typeof MediaRecorder === 'undefined') {
      finished.current = Promise.resolve(null);
    } else {
      const recorder = new MediaRecorder(media);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      // The last data arrives after stop(), just before the stop event.
      finished.current = new Promise((resolve) => {
        recorder.onstop = () => {
          const type = recorder.mimeType || chunks[0]?.type || '';
          resolve(mounted.current && chunks.length > 0 ? new Blob(chunks, { type }) : null);
        };
      });
      recorder.start();
      recorderRef.current = recorder;
    }
    startedAt.current = Date.now();
    setElapsed(0);
    setStatus('recording');
    return true;
  }, [kind, deniedMessage]);

  /**
   * Stops recording and answers how many seconds it lasted, and the recording once the browser has
   * handed it over (null without MediaRecorder, when nothing was recorded or the component is gone).
   */
  const stop = useCallback((): { seconds: number; recording: Promise<Blob | null> } => {
    const recording = recorderRef.current ? finished.current : Promise.resolve(null);
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
    recorderRef.current = null;
    release(streamRef.current);
    streamRef.current = null;
    setStream(null);
    const seconds = (Date.now() - startedAt.current) / 1000;
    setElapsed(seconds);
    setStatus('stopped');
    return { seconds, recording };
  }, []);

  return { status, stream, elapsed, error, start, stop };
}
