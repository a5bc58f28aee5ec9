import { DEFAULT_SPEED, DEFAULT_VOICE, MAX_AUDIO_CHARS } from '@studybot/contract';
import { X } from 'lucide-react';
import { useId } from 'react';
import { AudioPlayer } from '../../components/audio/AudioPlayer';
import { Button } from '../../components/ui/Button';
import { DRAFT_NAME_CHARS, truncate } from './paper';

export const LISTEN_SOURCE = 'writing_assistant';

/** The paper read aloud in the shared audio player, under a "Listen: <title>" heading. */
export function ListenPanel({
  title,
  text,
  audioUrl,
  generating,
  canDownload,
  duration,
  onClose,
}: {
  title: string;
  text: string;
  audioUrl: string | null;
  generating: boolean;
  canDownload: boolean;
  duration?: number;
  onClose(): void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          Listen: {truncate(title.trim() || 'Your paper', DRAFT_NAME_CHARS)}
        </h2>
        <Button variant="ghost" size="sm" aria-label="Close player" onClick={onClose} className="px-2">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <AudioPlayer
        audioUrl={audioUrl}
        generating={generating}
        title={title}
        text={text}
        canDownload={canDownload}
        duration={duration}
        save={{ voice_id: DEFAULT_VOICE, speed: DEFAULT_SPEED, feature_source: LISTEN_SOURCE }}
        autoplay
      />
    </section>
  );
}

/** What is read: the title, then the prose, within the longest text one request speaks. */
export function listenText(title: string, prose: string): string {
  return [title.trim(), prose].filter(Boolean).join('\n\n').slice(0, MAX_AUDIO_CHARS);
}
