import { useCallback, useEffect, useRef, useState } from 'react';
import { CANNOT_RECORD } from './messages';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopped';

const TICK_MS = 250;

function release(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Records the student's spoken answer from the microphone, or camera and microphone for `video`.
 * The recording is only timed (the answer is sent as its transcript, with its length for pacing).
 * The camera and microphone are released on stop and when the component using it goes away.
 */
export function useRecorder(kind: 'audio' | 'video', deniedMessage: string) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
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
    if (typeof MediaRecorder !== 'undefined') {
      const recorder = new MediaRecorder(media);
      recorder.start();
      recorderRef.current = recorder;
    }
    startedAt.current = Date.now();
    setElapsed(0);
    setStatus('recording');
    return true;
  }, [kind, deniedMessage]);

  /** Stops recording and answers how many seconds it lasted. */
  const stop = useCallback((): number => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
    recorderRef.current = null;
    release(streamRef.current);
    streamRef.current = null;
    setStream(null);
    const seconds = (Date.now() - startedAt.current) / 1000;
    setElapsed(seconds);
    setStatus('stopped');
    return seconds;
  }, []);

  return { status, stream, elapsed, error, start, stop };
}
