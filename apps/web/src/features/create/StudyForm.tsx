import type { Difficulty } from '@studybot/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { NotesSection } from './NotesSection';

export interface StudyFormValues {
  /** Omitted when blank and notes are attached: the server names the set from the notes. */
  topic?: string;
  difficulty: Difficulty;
  count: number;
  /** Omitted when blank, so the server builds a title from the topic. */
  title?: string;
  /** Omitted when there are no notes. */
  source_text?: string;
}

const DIFFICULTIES: ReadonlyArray<{ value: Difficulty; label: string }> = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

export const TOPIC_REQUIRED = 'Topic is required';
export const TOPIC_FROM_NOTES = 'Optional with notes: left blank, the set is named from your notes.';
export const WAIT_FOR_FILE = 'Wait for your file to finish reading';

interface StudyFormProps {
  countLabel: string;
  countChoices: readonly number[];
  defaultCount: number;
  submitLabel: string;
  topicPlaceholder: string;
  busy: boolean;
  /** Focus the topic field when the form appears (e.g. after "Take Another Quiz"). */
  autoFocusTopic?: boolean;
  onSubmit(values: StudyFormValues): void;
}

/** Topic, difficulty, count, title and notes: the form of the quiz and flashcards tabs. */
export function StudyForm({
  countLabel,
  countChoices,
  defaultCount,
  submitLabel,
  topicPlaceholder,
  busy,
  autoFocusTopic = false,
  onSubmit,
}: StudyFormProps) {
  const [searchParams] = useSearchParams();
  // A link may suggest the topic, e.g. analytics' "Make flashcards" (/create?tab=flashcards&topic=…).
  const [topic, setTopic] = useState(() => searchParams.get('topic')?.slice(0, 200) ?? '');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [count, setCount] = useState(defaultCount);
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [topicError, setTopicError] = useState<string | null>(null);
  // While an uploaded notes file is read, Generate waits: the request must carry those notes.
  const [readingNotes, setReadingNotes] = useState(false);
  const topicRef = useRef<HTMLInputElement>(null);
  const waitHintId = useId();
  const hasNotes = notes.trim().length > 0;

  useEffect(() => {
    if (autoFocusTopic) topicRef.current?.focus();
  }, [autoFocusTopic]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || readingNotes) return;
    if (!topic.trim() && !hasNotes) {
      setTopicError(TOPIC_REQUIRED);
      topicRef.current?.focus();
      return;
    }
    onSubmit({
      ...(topic.trim() ? { topic: topic.trim() } : {}),
      difficulty,
      count,
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(notes.trim() ? { source_text: notes.trim() } : {}),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Topic"
        required={!hasNotes}
        optional={hasNotes}
        hint={hasNotes ? TOPIC_FROM_NOTES : undefined}
        inputRef={topicRef}
        value={topic}
        onChange={(value) => {
          setTopic(value);
          if (topicError && value.trim()) setTopicError(null);
        }}
        placeholder={topicPlaceholder}
        error={topicError}
        maxLength={200}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<Difficulty>
          label="Difficulty"
          value={difficulty}
          options={DIFFICULTIES}
          onChange={setDifficulty}
          disabled={busy}
        />
        <SelectField<number>
          label={countLabel}
          value={count}
          options={countChoices.map((value) => ({ value, label: String(value) }))}
          onChange={setCount}
          disabled={busy}
        />
      </div>
      <TextField
        label="Title"
        optional
        value={title}
        onChange={setTitle}
        placeholder="Named after the topic if left blank"
        maxLength={200}
        disabled={busy}
      />
      <NotesSection
        notes={notes}
        onNotesChange={(value) => {
          setNotes(value);
          if (value.trim()) setTopicError(null);
        }}
        reading={readingNotes}
        onReadingChange={setReadingNotes}
        disabled={busy}
      />
      <div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy}
          disabled={readingNotes}
          aria-describedby={readingNotes ? waitHintId : undefined}
        >
          {busy ? 'Generating...' : submitLabel}
        </Button>
        {readingNotes ? (
          <p id={waitHintId} className="mt-1.5 text-center text-sm text-slate-600">
            {WAIT_FOR_FILE}
          </p>
        ) : null}
      </div>
    </form>
  );
}
