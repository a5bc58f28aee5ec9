import {
  AUDIO_TOO_SHORT,
  DEFAULT_SPEED,
  DEFAULT_VOICE,
  MAX_AUDIO_CHARS,
  MIN_AUDIO_CHARS,
  roundSpeed,
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  type TtsGenerateResponse,
  VOICE_IDS,
  VOICE_NAMES,
  type VoiceId,
} from '@studybot/contract';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { AudioPlayer } from '../../components/audio/AudioPlayer';
import { UsageNotice } from '../../components/audio/UsageNotice';
import { useSpeech } from '../../components/audio/useSpeech';
import { CreateLayout, FailedPanel, FormHeader, ReadyPanel } from '../../components/create-hub/CreateLayout';
import { SelectField, TextAreaField } from '../../components/create-hub/fields';
import { sourceLabel } from '../../components/create-hub/format';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Slider } from '../../components/ui/Slider';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { useAudioUsage } from '../../lib/voice/api/get-audio-usage';
import { useVoices } from '../../lib/voice/api/list-voices';
import { estimatedSecondsAt, formatSeconds, formatSpeed, titleFromText } from '../../lib/voice/format';

export const TEXT_REQUIRED = 'Text is required';
export const VOICEOVER_FAILED = 'Voiceover generation failed';

function isVoiceId(id: string): id is VoiceId {
  return (VOICE_IDS as readonly string[]).includes(id);
}

/** The server's voices once loaded (in its order), else the contract's list. */
function useVoiceChoices() {
  const voices = useVoices();
  const options = useMemo(() => {
    const names: Record<string, string> = voices.data?.voices ?? VOICE_NAMES;
    return Object.entries(names)
      .filter(([id]) => isVoiceId(id))
      .map(([id, name]) => ({ value: id as VoiceId, label: name }));
  }, [voices.data]);
  return { options, defaultVoice: voices.data?.default_voice ?? DEFAULT_VOICE };
}

export function VoiceoverTab() {
  const [text, setText] = useState('');
  // null until the student picks one: the server's default applies once it is known.
  const [picked, setPicked] = useState<VoiceId | null>(null);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const [textError, setTextError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { options, defaultVoice } = useVoiceChoices();
  const usage = useAudioUsage();
  const speech = useSpeech({ fallback: VOICEOVER_FAILED });
  const busy = speech.isPending;
  const voice = picked ?? defaultVoice;
  const trimmed = text.trim();
  // The request behind the result shown, captured when Generate was pressed: its text is what the
  // clip was made from, and the only text the server will save it with, whatever the textarea
  // holds by now.
  const request = speech.variables;
  const answer = busy ? undefined : speech.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = !trimmed ? TEXT_REQUIRED : trimmed.length < MIN_AUDIO_CHARS ? AUDIO_TOO_SHORT : null;
    if (problem) {
      setTextError(problem);
      textRef.current?.focus();
      return;
    }
    speech.speak({
      text: trimmed,
      voice_id: voice,
      // Steps of 0.1 in floating point: send 1.1, not 1.1000000000000001.
      speed: roundSpeed(speed),
      feature_source: 'voiceover',
    });
  }

  return (
    <CreateLayout
      form={
        <>
          <FormHeader
            title="Create a voiceover"
            description="Turn your notes into audio you can listen to on the go."
          />
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextAreaField
              label="Text"
              required
              inputRef={textRef}
              value={text}
              onChange={(value) => {
                setText(value);
                if (textError && value.trim()) setTextError(null);
              }}
              placeholder="Paste or type the text to read aloud"
              rows={8}
              maxLength={MAX_AUDIO_CHARS}
              error={textError}
              disabled={busy}
              hint={`Estimated duration: ${formatSeconds(estimatedSecondsAt(trimmed, speed))}`}
            />
            <SelectField<VoiceId>
              label="Voice"
              value={voice}
              options={options}
              onChange={setPicked}
              disabled={busy}
            />
            <Slider
              label="Speed"
              value={speed}
              min={SPEED_MIN}
              max={SPEED_MAX}
              step={SPEED_STEP}
              onChange={setSpeed}
              valueText={formatSpeed(speed)}
              disabled={busy}
            />
            <Button type="submit" size="lg" className="w-full" busy={busy}>
              {busy ? 'Generating...' : 'Generate Voiceover'}
            </Button>
            <UsageNotice usage={usage.data} />
          </form>
        </>
      }
      result={
        request && (busy || answer) ? (
          <VoiceoverResult text={request.text} answer={answer} />
        ) : speech.error ? (
          <FailedPanel
            title="We couldn’t make your voiceover"
            error={speech.error}
            fallback={VOICEOVER_FAILED}
            fixInput="Change your text and press Generate Voiceover again."
          />
        ) : (
          <ReadyPanel hint="Paste your notes, pick a voice and press Generate Voiceover. Your audio will play here." />
        )
      }
    />
  );
}

/** The clip just generated from `text` (the trimmed text sent), or its progress while generating. */
function VoiceoverResult({ text, answer }: { text: string; answer: TtsGenerateResponse | undefined }) {
  const revealRef = useRevealOnMount<HTMLDivElement>();
  const title = titleFromText(text);
  return (
    <div ref={revealRef} className="scroll-mt-36">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="border-b border-slate-200 pb-4">
          <h2 className="text-lg font-semibold break-words text-slate-900">{title}</h2>
          {answer ? (
            <p className="mt-0.5 text-sm text-slate-600">
              Made with: {sourceLabel(answer.source)} · {VOICE_NAMES[answer.voice_id] ?? answer.voice_id} ·{' '}
              {formatSpeed(answer.speed)}
            </p>
          ) : null}
        </div>
        {answer?.notice ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {answer.notice}
          </p>
        ) : null}
        <AudioPlayer
          audioUrl={answer?.audio_url ?? null}
          generating={!answer}
          title={title}
          text={text}
          canDownload={answer?.can_download ?? false}
          duration={answer?.duration}
          // Freshly generated audio starts by itself (the library's saved clips do not).
          autoplay
          save={
            answer
              ? { voice_id: answer.voice_id, speed: answer.speed, feature_source: 'voiceover' }
              : undefined
          }
        />
      </Card>
    </div>
  );
}
