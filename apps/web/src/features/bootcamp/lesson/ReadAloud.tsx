import { DEFAULT_SPEED, DEFAULT_VOICE } from '@studybot/contract';
import { Volume2, VolumeX } from 'lucide-react';
import { useId, useState } from 'react';
import { AudioPlayer } from '../../../components/audio/AudioPlayer';
import { useSpeech } from '../../../components/audio/useSpeech';
import { Button } from '../../../components/ui/Button';
import { speakableText } from './speech';

/** Reads the lesson's explanation aloud in the shared audio player (generated once, then replayed). */
export function ReadAloud({ title, markdown }: { title: string; markdown: string }) {
  const playerId = useId();
  const speech = useSpeech();
  const [open, setOpen] = useState(false);
  const showing = open && (speech.isPending || speech.data !== undefined);
  const text = speakableText(markdown);

  function toggle() {
    if (showing) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (!speech.data && !speech.isPending) {
      speech.speak({ text, voice_id: DEFAULT_VOICE, speed: DEFAULT_SPEED, feature_source: 'bootcamp' });
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" size="sm" aria-expanded={showing} aria-controls={playerId} onClick={toggle}>
        {showing ? (
          <VolumeX aria-hidden="true" className="size-4" />
        ) : (
          <Volume2 aria-hidden="true" className="size-4" />
        )}
        {showing ? 'Hide audio' : 'Read aloud'}
      </Button>
      <div id={playerId}>
        {showing ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <AudioPlayer
              audioUrl={speech.data?.audio_url ?? null}
              generating={speech.isPending}
              title={title}
              text={text}
              canDownload={speech.data?.can_download ?? false}
              duration={speech.data?.duration}
              autoplay
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
