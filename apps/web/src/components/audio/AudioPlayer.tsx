import {
  lowestTierWith,
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  type TtsSaveRequest,
  tierLabel,
} from '@studybot/contract';
import { AudioLines, Pause, Play, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { plansLink } from '../../lib/billing/plans-link';
import { formatClock } from '../../lib/format';
import { formatSpeed } from '../../lib/voice/format';
import { AUDIO_FAILED, AUDIO_FAILED_RETRY, reportFailure } from '../../lib/voice/messages';
import { Button, buttonClasses } from '../ui/Button';
import { Slider } from '../ui/Slider';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toast';
import { DownloadAudioButton } from './DownloadAudioButton';
import { SaveAudioButton } from './SaveAudioButton';
import { useAudioSource } from './useAudioSource';
import { usePlayback } from './usePlayback';

/** How long after the audio is ready `autoplay` starts it. */
export const AUTOPLAY_DELAY_MS = 500;

/** The save request's settings the caller knows (the player adds title, text, URL and duration). */
export type AudioSaveSettings = Required<Pick<TtsSaveRequest, 'voice_id' | 'speed' | 'feature_source'>>;

export interface AudioPlayerProps {
  /** The server's audio URL (needs the token); null before anything is generated. */
  audioUrl: string | null;
  generating?: boolean;
  /** Names the download and the saved library item. */
  title: string;
  /** The spoken text, saved with the clip. */
  text: string;
  /** The plan allows downloads: `can_download` from the generate answer or GET /api/tts/usage. */
  canDownload: boolean;
  /** Seconds, shown until the audio reports its own length. */
  duration?: number;
  /** Shows "Save to Library", saving the clip with these settings. */
  save?: AudioSaveSettings;
  /** Starts playing `AUTOPLAY_DELAY_MS` after the audio is ready: for audio just generated. */
  autoplay?: boolean;
  /** Gets failure messages (loading, saving) instead of a toast. */
  onError?(message: string): void;
  onSaved?(projectId: string): void;
}

/** Plays generated audio. Its states: no audio → generating (or loading) → ready. */
export function AudioPlayer({ audioUrl, generating = false, onError, ...props }: AudioPlayerProps) {
  const { toast } = useToast();
  const source = useAudioSource(generating ? null : audioUrl, (error) =>
    reportFailure(error, { callback: AUDIO_FAILED, toast: AUDIO_FAILED_RETRY }, onError, toast),
  );

  if (generating || source.status === 'loading') {
    return (
      <PlayerMessage state="generating">
        <Spinner label={generating ? 'Generating audio...' : 'Loading audio...'} />
        <p aria-hidden="true">{generating ? 'Generating audio...' : 'Loading audio...'}</p>
      </PlayerMessage>
    );
  }
  if (source.status !== 'ready' || !audioUrl) {
    return (
      <PlayerMessage state="none">
        <AudioLines aria-hidden="true" className="size-6 text-slate-500" />
        <p>{source.status === 'failed' ? 'This audio could not be loaded.' : 'No audio yet'}</p>
      </PlayerMessage>
    );
  }
  // Keyed by the clip, so new audio starts from a fresh player (position, save state, autoplay).
  return <ReadyPlayer key={source.src} src={source.src} audioUrl={audioUrl} onError={onError} {...props} />;
}

function PlayerMessage({ state, children }: { state: 'none' | 'generating'; children: ReactNode }) {
  return (
    <div
      data-state={state}
      className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600"
    >
      {children}
    </div>
  );
}

type ReadyPlayerProps = Omit<AudioPlayerProps, 'generating' | 'audioUrl'> & { src: string; audioUrl: string };

function ReadyPlayer({
  src,
  audioUrl,
  title,
  text,
  canDownload,
  duration: knownDuration = 0,
  save,
  autoplay = false,
  onError,
  onSaved,
}: ReadyPlayerProps) {
  const player = usePlayback(knownDuration);
  const { play } = player;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(play, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, play]);

  const position = `${formatClock(player.current)} / ${formatClock(player.duration)}`;

  return (
    <div data-state="ready" className="space-y-4">
      <audio ref={player.audioRef} src={src} preload="metadata" {...player.events} />
      <div className="flex items-center gap-3">
        <Button
          aria-label={player.playing ? 'Pause' : 'Play'}
          onClick={player.playing ? player.pause : play}
          className="size-12 shrink-0 rounded-full p-0"
        >
          {player.playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </Button>
        <div className="min-w-0 flex-1">
          <Slider
            label="Seek"
            hideLabel
            value={Math.min(player.current, player.duration)}
            min={0}
            max={player.duration}
            step={0.1}
            onChange={player.seek}
            valueText={`${formatClock(player.current)} of ${formatClock(player.duration)}`}
            disabled={player.duration <= 0}
          />
          <p className="mt-0.5 font-mono text-xs text-slate-600 tabular-nums">{position}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider
          label="Volume"
          value={player.volume}
          min={0}
          max={1}
          step={0.1}
          onChange={player.setVolume}
          valueText={`${Math.round(player.volume * 100)}%`}
        />
        <Slider
          label="Playback speed"
          value={player.rate}
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={SPEED_STEP}
          onChange={player.setRate}
          valueText={formatSpeed(player.rate)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => player.seek(0)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset to start
        </Button>
        {canDownload ? <DownloadAudioButton audioUrl={audioUrl} title={title} /> : <DownloadUpgradeLink />}
        {save ? (
          <SaveAudioButton
            details={{
              title,
              text,
              audio_url: audioUrl,
              voice_id: save.voice_id,
              speed: save.speed,
              duration: knownDuration || Math.round(player.duration * 10) / 10,
              feature_source: save.feature_source,
            }}
            onError={onError}
            onSaved={onSaved}
          />
        ) : null}
      </div>
    </div>
  );
}

/** Where the Download button would be on a plan without downloads: the plan that has them. */
function DownloadUpgradeLink() {
  const tier = lowestTierWith('voice_download');
  return (
    <Link to={plansLink(tier)} className={buttonClasses('ghost', 'sm')}>
      Download with {tierLabel(tier)}
    </Link>
  );
}
