import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { typesetScience } from '../../lib/typeset';
import { digitIndex, ignoreShortcut } from './keyboard';

/** A multiple-choice question: pick with a click, the arrow keys or 1–4, then check with the button or Enter. */
export function ChoiceQuestion({
  options,
  busy,
  onAnswer,
}: {
  options: readonly string[];
  busy: boolean;
  onAnswer(index: number): void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const name = useId();
  const hintId = useId();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (ignoreShortcut(event)) return;
      const index = digitIndex(event.key, options.length);
      if (index === null) return;
      event.preventDefault();
      setPicked(index);
      inputs.current[index]?.focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [options.length]);

  function submit() {
    if (picked !== null && !busy) onAnswer(picked);
  }

  // Enter on a radio button does not submit a form in every browser.
  function onFormKeyDown(event: ReactKeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'radio') {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={onFormKeyDown}
      className="space-y-4"
    >
      <fieldset aria-describedby={hintId}>
        <legend className="sr-only">Choose an answer</legend>
        <div className="space-y-2">
          {options.map((option, index) => (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for the question and may repeat
              key={index}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-slate-900 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${
                picked === index
                  ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                  : 'border-slate-200 bg-white hover:border-indigo-300 hover:bg-slate-50'
              }`}
            >
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                type="radio"
                name={name}
                value={index}
                checked={picked === index}
                onChange={() => setPicked(index)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-md text-xs font-bold ${
                  picked === index ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {index + 1}
              </span>
              <span className="min-w-0 break-words">{typesetScience(option)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-slate-600">
          Press 1–{options.length} to choose, then Enter to check.
        </p>
        <Button type="submit" disabled={picked === null} busy={busy}>
          Check answer
        </Button>
      </div>
    </form>
  );
}
