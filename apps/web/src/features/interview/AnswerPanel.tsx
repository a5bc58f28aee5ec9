import {
  INTERVIEW_MESSAGES,
  type InterviewAnswerRequest,
  type InterviewFeatures,
  MAX_ANSWER_CHARS,
} from '@studybot/contract';
import { Circle, Keyboard, Loader2, Mic, Send, Square, Video } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { errorMessage } from '../../lib/api-error';
import { plansLink } from '../../lib/billing/plans-link';
import { formatClock } from '../../lib/format';
import { useTranscribeAnswer } from './api/transcribe-answer';
import {
  BROWSER_TRANSCRIBES,
  MIC_DENIED,
  NOTHING_HEARD,
  SERVER_TRANSCRIBES,
  TRANSCRIBED_BY_SERVER,
  TRANSCRIBING,
  TYPE_INSTEAD,
  TYPE_TRANSCRIPT,
  VIDEO_NEEDS_BOOTCAMP,
} from './messages';
import { useRecorder } from './useRecorder';
import { useTranscript } from './useTranscript';

export type AnswerMode = 'text' | 'audio' | 'video';
/** An answer as the page sends it, less the session and question it belongs to. */
export type Answer = Pick<
  InterviewAnswerRequest,
  'answer_text' | 'answer_type' | 'duration_sec' | 'video_analysis'
>;

const textareaClass =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500 read-only:bg-slate-50';

/** The answer step: the mode picker, then a typed, spoken or filmed answer. */
export function AnswerPanel({
  features,
  submitting,
  error,
  onSubmit,
}: {
  features: InterviewFeatures;
  submitting: boolean;
  error: string | null;
  onSubmit(answer: Answer): void;
}) {
  const ids = useId();
  const [mode, setMode] = useState<AnswerMode>('text');
  // The typed answer survives a look at the other modes.
  const [draft, setDraft] = useState('');
  const modes: { mode: AnswerMode; label: string; icon: ReactNode }[] = [
    { mode: 'text', label: 'Text', icon: <Keyboard aria-hidden="true" className="size-4" /> },
    ...(features.audio_enabled
      ? [{ mode: 'audio' as const, label: 'Audio', icon: <Mic aria-hidden="true" className="size-4" /> }]
      : []),
    ...(features.video_enabled
      ? [{ mode: 'video' as const, label: 'Video', icon: <Video aria-hidden="true" className="size-4" /> }]
      : []),
  ];

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <h3 id={`${ids}-heading`} className="font-semibold text-slate-900">
        Your answer
      </h3>
      <div className="space-y-2">
        {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not form fields */}
        <div role="group" aria-label="Answer mode" className="flex flex-wrap gap-2">
          {modes.map((item) => (
            <Button
              key={item.mode}
              variant={mode === item.mode ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === item.mode}
              onClick={() => setMode(item.mode)}
            >
              {item.icon}
              {item.label}
            </Button>
          ))}
          {features.video_enabled ? null : (
            <Button variant="secondary" size="sm" disabled aria-describedby={`${ids}-video-hint`}>
              <Video aria-hidden="true" className="size-4" />
              Video (Bootcamp)
            </Button>
          )}
        </div>
        {features.video_enabled ? null : (
          <p id={`${ids}-video-hint`} className="text-xs text-slate-600">
            {VIDEO_NEEDS_BOOTCAMP}{' '}
            <Link
              to={plansLink(null)}
              className="font-medium text-indigo-700 underline hover:text-indigo-900"
            >
              See plans
            </Link>
          </p>
        )}
      </div>

      {mode === 'text' ? (
        <TextAnswer
          draft={draft}
          onDraft={setDraft}
          submitting={submitting}
          error={error}
          onSubmit={(text) => onSubmit({ answer_text: text, answer_type: 'text' })}
        />
      ) : (
        // Keyed: switching between audio and video starts over, releasing the other's devices.
        <SpokenAnswer
          key={mode}
          kind={mode}
          serverTranscription={features.server_transcription}
          submitting={submitting}
          error={error}
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}

function TextAnswer({
  draft,
  onDraft,
  submitting,
  error,
  onSubmit,
}: {
  draft: string;
  onDraft(text: string): void;
  submitting: boolean;
  error: string | null;
  onSubmit(text: string): void;
}) {
  const ids = useId();
  const empty = draft.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!empty && !submitting) onSubmit(draft.trim());
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={`${ids}-answer`} className="block text-sm font-medium text-slate-800">
        Type your answer
      </label>
      <textarea
        id={`${ids}-answer`}
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter submits; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        rows={8}
        maxLength={MAX_ANSWER_CHARS}
        aria-describedby={`${ids}-count`}
        placeholder="Answer as you would in the interview. For behavioral questions, try Situation, Task, Action, Result."
        className={textareaClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${ids}-count`} className="text-xs text-slate-600 tabular-nums">
          {draft.length.toLocaleString()} / {MAX_ANSWER_CHARS.toLocaleString()} characters · Ctrl+Enter to
          submit
        </p>
        <SubmitButton disabled={empty} submitting={submitting} />
      </div>
      {error ? <FormError id={`${ids}-error`} message={error} /> : null}
    </form>
  );
}

/** Where the server's transcription of the last take stands. */
type ServerStep = 'waiting' | 'transcribing' | 'transcribed' | { failed: string };

/** How "What you said" gets written (`step` is null when the server does not transcribe), and the note saying so. */
function describeTranscript(
  step: ServerStep | null,
  browserRecognizes: boolean,
): { way: 'server' | 'browser' | 'typed'; note: string } {
  if (step === null)
    return browserRecognizes
      ? { way: 'browser', note: BROWSER_TRANSCRIBES }
      : { way: 'typed', note: TYPE_TRANSCRIPT };
  if (typeof step === 'object') return { way: 'typed', note: TYPE_INSTEAD };
  const notes = {
    waiting: SERVER_TRANSCRIBES,
    transcribing: TRANSCRIBING,
    transcribed: TRANSCRIBED_BY_SERVER,
  };
  return { way: 'server', note: notes[step] };
}

function SpokenAnswer({
  kind,
  serverTranscription,
  submitting,
  error,
  onSubmit,
}: {
  kind: 'audio' | 'video';
  serverTranscription: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit(answer: Answer): void;
}) {
  const ids = useId();
  const recorder = useRecorder(kind, kind === 'video' ? INTERVIEW_MESSAGES.cameraDenied : MIC_DENIED);
  const transcript = useTranscript();
  const transcription = useTranscribeAnswer();
  const [serverStep, setServerStep] = useState<ServerStep>('waiting');
  // Counts takes, so a transcription that returns after the next take has started is dropped.
  const take = useRef(0);
  const recording = recorder.status === 'recording';
  const hasRecording = recording || recorder.status === 'stopped';
  const transcribing = serverStep === 'transcribing';
  const empty = transcript.text.trim() === '';
  const noun = kind === 'video' ? 'Video' : 'Recording';
  const failure = typeof serverStep === 'object' ? serverStep.failed : null;
  const { way, note } = describeTranscript(serverTranscription ? serverStep : null, transcript.supported);

  async function start() {
    take.current += 1;
    setServerStep('waiting');
    // Speech recognition follows the recording, unless the server transcribes it afterwards.
    if ((await recorder.start()) && !serverTranscription) transcript.start();
  }

  function stop(): number {
    transcript.stop();
    return recorder.stop().seconds;
  }

  /** The Stop button: with server transcription, sends the recording and adds what it heard. */
  async function stopAndTranscribe() {
    transcript.stop();
    const { recording: finished } = recorder.stop();
    if (!serverTranscription) return;
    const thisTake = take.current;
    const current = () => take.current === thisTake;
    setServerStep('transcribing');
    const blob = await finished;
    if (!current()) return;
    if (!blob) {
      setServerStep({ failed: INTERVIEW_MESSAGES.transcriptionFailed });
      return;
    }
    try {
      const { text } = await transcription.mutateAsync(blob);
      if (!current()) return;
      transcript.append(text);
      setServerStep(text.trim() ? 'transcribed' : { failed: NOTHING_HEARD });
    } catch (failed) {
      if (current()) setServerStep({ failed: errorMessage(failed, INTERVIEW_MESSAGES.transcriptionFailed) });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || !hasRecording || transcribing || submitting) return;
    // Submitting mid-take sends what was typed; that take is not transcribed.
    const seconds = recording ? stop() : recorder.elapsed;
    onSubmit({
      answer_text: transcript.text.trim(),
      answer_type: kind,
      duration_sec: Math.min(3600, Math.max(1, Math.round(seconds))),
      ...(kind === 'video'
        ? {
            video_analysis: {
              analyze_tone: true,
              analyze_filler_words: true,
              analyze_pacing: true,
              analyze_body_language: true,
            },
          }
        : {}),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      {kind === 'video' ? <CameraPreview stream={recorder.stream} recording={recording} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {recording ? (
          <Button variant="danger" onClick={() => void stopAndTranscribe()}>
            <Square aria-hidden="true" className="size-4" />
            {kind === 'video' ? 'Stop Video' : 'Stop Recording'}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void start()}
            busy={recorder.status === 'starting'}
            disabled={submitting}
          >
            <Circle aria-hidden="true" className="size-4 fill-red-600 text-red-600" />
            {kind === 'video'
              ? hasRecording
                ? 'Record Video Again'
                : 'Start Video'
              : hasRecording
                ? 'Record Again'
                : 'Start Recording'}
          </Button>
        )}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {recording ? (
            <span className="inline-flex items-center gap-1 font-semibold text-red-700">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-600" />
              Recording
            </span>
          ) : hasRecording ? (
            <span>{noun} length</span>
          ) : null}
          {hasRecording ? (
            <span role="timer" aria-label={`${noun} time`} className="font-mono tabular-nums">
              {formatClock(recorder.elapsed)}
            </span>
          ) : null}
        </p>
      </div>
      {recorder.error ? <FormError id={`${ids}-device-error`} message={recorder.error} /> : null}

      <p
        id={`${ids}-note`}
        role="status"
        className="flex items-center gap-2 text-sm text-slate-700"
        data-transcription={way}
      >
        {transcribing ? (
          <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-indigo-600" />
        ) : null}
        {note}
      </p>
      {failure ? <FormError id={`${ids}-transcription-error`} message={failure} /> : null}
      <label htmlFor={`${ids}-said`} className="block text-sm font-medium text-slate-800">
        What you said
      </label>
      <textarea
        id={`${ids}-said`}
        value={transcript.text}
        onChange={(event) => transcript.setText(event.target.value)}
        // Recognition or the server's transcription writes here; the student corrects it afterwards.
        readOnly={transcript.listening || transcribing}
        rows={6}
        maxLength={MAX_ANSWER_CHARS}
        aria-describedby={`${failure ? `${ids}-transcription-error ` : ''}${ids}-note ${ids}-said-hint`}
        className={textareaClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${ids}-said-hint`} className="text-xs text-slate-600">
          {hasRecording ? 'Submitting stops the recording.' : `Start the ${noun.toLowerCase()} to answer.`}
        </p>
        <SubmitButton disabled={empty || !hasRecording || transcribing} submitting={submitting} />
      </div>
      {error ? <FormError id={`${ids}-error`} message={error} /> : null}
    </form>
  );
}

/** The 320x240 camera preview, mirrored like a mirror, with a REC mark while recording. */
function CameraPreview({ stream, recording }: { stream: MediaStream | null; recording: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <div className="relative aspect-[4/3] w-full max-w-[320px] overflow-hidden rounded-xl bg-slate-900">
      {stream ? (
        <video
          ref={video}
          width={320}
          height={240}
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          className="size-full -scale-x-100 object-cover"
        />
      ) : (
        <p className="grid size-full place-items-center px-4 text-center text-sm text-slate-300">
          Camera off
        </p>
      )}
      {recording ? (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
          REC
        </span>
      ) : null}
    </div>
  );
}

function SubmitButton({ disabled, submitting }: { disabled: boolean; submitting: boolean }) {
  return (
    <Button type="submit" disabled={disabled} busy={submitting}>
      <Send aria-hidden="true" className="size-4" />
      {submitting ? 'Submitting...' : 'Submit Answer'}
    </Button>
  );
}
