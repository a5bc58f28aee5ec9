import { VOICE_NAMES, type VoiceId } from '@studybot/contract';
import { AudioPlayer } from '../../components/audio/AudioPlayer';
import { useAudioUsage } from '../../lib/voice/api/get-audio-usage';
import { formatSpeed } from '../../lib/voice/format';

/** What a saved voiceover keeps in `output_data`; read defensively, as for every saved item. */
function readVoiceover(data: unknown) {
  const dict = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const voice = typeof dict.voice_id === 'string' ? dict.voice_id : null;
  return {
    text: typeof dict.text === 'string' ? dict.text : '',
    voice: voice ? (VOICE_NAMES[voice as VoiceId] ?? voice) : null,
    speed: typeof dict.speed === 'number' ? dict.speed : null,
    duration: typeof dict.duration === 'number' ? dict.duration : undefined,
  };
}

/** A saved voiceover: the player (its audio is `output_url`) and the text it reads. */
export function VoiceoverOutput({
  audioUrl,
  title,
  data,
}: {
  audioUrl: string | null;
  title: string;
  data: unknown;
}) {
  // The server says whether this plan may download audio; until it has, no Download button.
  const usage = useAudioUsage();
  const { text, voice, speed, duration } = readVoiceover(data);
  const details = [voice ? `Voice: ${voice}` : null, speed ? `Speed: ${formatSpeed(speed)}` : null].filter(
    Boolean,
  );
  return (
    <div className="space-y-5">
      <AudioPlayer
        audioUrl={audioUrl}
        title={title}
        text={text}
        canDownload={usage.data?.can_download ?? false}
        duration={duration}
      />
      {details.length > 0 ? <p className="text-sm text-slate-600">{details.join(' · ')}</p> : null}
      {text ? (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Text</h3>
          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-700">
            {text}
          </p>
        </section>
      ) : null}
    </div>
  );
}
