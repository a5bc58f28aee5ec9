import { canSpeak, DEFAULT_VOICE, FLASHCARD_SPEED } from '@studybot/contract';
import { Loader2, Square, Volume2 } from 'lucide-react';
import { AUDIO_FAILED, AUDIO_FAILED_RETRY, reportFailure } from '../../lib/voice/messages';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { useClip } from './useClip';
import { useSpeech } from './useSpeech';

interface ListenButtonProps {
  text: string;
  /** Said after "Listen" to screen readers, e.g. "to the front". */
  what?: string;
  speed?: number;
  featureSource?: string;
}

/** Reads `text` aloud: Listen → (spinner) → Stop. Not shown for text too short to speak. */
export function ListenButton(props: ListenButtonProps) {
  if (!canSpeak(props.text)) return null;
  return <ListenToggle {...props} />;
}

function ListenToggle({
  text,
  what,
  speed = FLASHCARD_SPEED,
  featureSource = 'flashcards',
}: ListenButtonProps) {
  const { toast } = useToast();
  const speech = useSpeech();
  const clip = useClip();
  const loading = speech.isPending || clip.status === 'loading';
  const playing = clip.status === 'playing';

  function listen() {
    if (loading) return;
    if (playing) {
      clip.stop();
      return;
    }
    if (clip.ready) {
      clip.replay();
      return;
    }
    speech.speak(
      { text: text.trim(), voice_id: DEFAULT_VOICE, speed, feature_source: featureSource },
      (answer) =>
        clip
          .load(answer.audio_url)
          .catch((error: unknown) =>
            reportFailure(error, { callback: AUDIO_FAILED, toast: AUDIO_FAILED_RETRY }, undefined, toast),
          ),
    );
  }

  const Icon = loading ? Loader2 : playing ? Square : Volume2;
  const label = loading ? 'Generating...' : playing ? 'Stop' : 'Listen';
  return (
    // aria-disabled rather than disabled while loading, so keyboard focus stays on the button.
    <Button
      variant="secondary"
      size="sm"
      onClick={listen}
      aria-disabled={loading}
      aria-busy={loading}
      aria-label={what && label === 'Listen' ? `Listen ${what}` : undefined}
      className="aria-disabled:cursor-wait aria-disabled:opacity-60"
    >
      <Icon aria-hidden="true" className={`size-4 ${loading ? 'animate-spin' : ''}`} />
      {label}
    </Button>
  );
}
