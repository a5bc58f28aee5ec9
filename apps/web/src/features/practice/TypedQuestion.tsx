import { DRILL_MESSAGES, MAX_DRILL_ANSWER_CHARS } from '@studybot/contract';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';

/** A question answered by typing (math answers are checked by the server's CAS); Enter submits. */
export function TypedQuestion({ busy, onAnswer }: { busy: boolean; onAnswer(answer: string): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const answer = value.trim();
        if (!answer) {
          setError(DRILL_MESSAGES.answerRequired);
          return;
        }
        onAnswer(answer);
      }}
      className="space-y-3"
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Your answer
      </label>
      {error ? <FormError id={errorId} message={error} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          // biome-ignore lint/a11y/noAutofocus: the question was just shown; the answer box is the next step
          autoFocus
          value={value}
          maxLength={MAX_DRILL_ANSWER_CHARS}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError('');
          }}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 font-mono text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-invalid:border-red-500"
        />
        <Button type="submit" busy={busy} className="h-11">
          Check answer
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        Type your answer and press Enter.
      </p>
    </form>
  );
}
