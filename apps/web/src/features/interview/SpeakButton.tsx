import { canSpeak, QUESTION_VOICE } from '@studybot/contract';
import { Loader2, Square, Volume2 } from 'lucide-react';
import { useClip } from '../../components/audio/useClip';
import { useSpeech } from '../../components/audio/useSpeech';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { AUDIO_FAILED_RETRY } from '../../lib/voice/messages';

/**
 * Reads `text` aloud in the interviewer's voice: Play → (generating) → Stop. The clip is made once
 * and replayed from memory; key the button by what it reads so new text makes a new clip.
 */
export function SpeakButton({ text, speed, label }: { text: string; speed: number; label: string }) {
  const { toast } = useToast();
  const speech = useSpeech();
  const clip = useClip();
  if (!canSpeak(text)) return null;

  const loading = speech.isPending || clip.status === 'loading';
  const playing = clip.status === 'playing';

  function toggle() {
    if (loading) return;
    if (playing) clip.stop();
    else if (clip.ready) clip.replay();
    else
      speech.speak(
        { text: text.trim(), voice_id: QUESTION_VOICE, speed, feature_source: 'interview' },
        (answer) => clip.load(answer.audio_url).catch(() => toast(AUDIO_FAILED_RETRY, 'error')),
      );
  }

  const Icon = loading ? Loader2 : playing ? Square : Volume2;
  return (
    // aria-disabled rather than disabled while generating, so the keyboard focus stays put.
    <Button
      variant="secondary"
      size="sm"
      onClick={toggle}
      aria-disabled={loading}
      aria-busy={loading}
      className="aria-disabled:cursor-wait aria-disabled:opacity-60"
    >
      <Icon aria-hidden="true" className={`size-4 ${loading ? 'animate-spin' : ''}`} />
      {loading ? 'Generating...' : playing ? 'Stop' : label}
    </Button>
  );
}
