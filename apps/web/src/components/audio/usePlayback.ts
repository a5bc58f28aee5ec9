import { type SyntheticEvent, useCallback, useRef, useState } from 'react';

type MediaEvent = SyntheticEvent<HTMLAudioElement>;

/**
 * Playback state of one `<audio>` element: spread `events` on it and pass `audioRef`. The element's
 * events are the source of truth for playing/paused, so the OS media keys stay in step too.
 */
export function usePlayback(knownDuration = 0) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [measured, setMeasured] = useState(0);
  const [volume, setVolumeState] = useState(1);
  const [rate, setRateState] = useState(1);

  const play = useCallback(() => {
    // Rejected when the browser blocks playback (autoplay rules) or cannot decode the clip.
    audioRef.current?.play().catch(() => setPlaying(false));
  }, []);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const seek = useCallback((seconds: number) => {
    if (audioRef.current) audioRef.current.currentTime = seconds;
    setCurrent(seconds);
  }, []);

  const setVolume = useCallback((value: number) => {
    if (audioRef.current) audioRef.current.volume = value;
    setVolumeState(value);
  }, []);

  const setRate = useCallback((value: number) => {
    if (audioRef.current) audioRef.current.playbackRate = value;
    setRateState(value);
  }, []);

  // Some browsers report Infinity or NaN for a clip loaded from a Blob until it has played.
  const readDuration = (event: MediaEvent) => {
    const seconds = event.currentTarget.duration;
    if (Number.isFinite(seconds) && seconds > 0) setMeasured(seconds);
  };

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onTimeUpdate: (event: MediaEvent) => setCurrent(event.currentTarget.currentTime),
    onLoadedMetadata: readDuration,
    onDurationChange: readDuration,
  };

  return {
    audioRef,
    events,
    playing,
    current,
    duration: measured || knownDuration,
    volume,
    rate,
    play,
    pause,
    seek,
    setVolume,
    setRate,
  };
}
