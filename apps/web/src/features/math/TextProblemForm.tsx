import { MATH_INPUT_REQUIRED } from '@studybot/contract';
import { type FormEvent, useRef } from 'react';
import { Tex } from '../../components/math/Tex';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { MathTextArea } from './MathTextArea';
import { SubmitRow } from './SubmitRow';

const EXAMPLES = [
  '2x+3=11',
  'x^2-5x+6=0',
  '\\frac{3}{4}+\\frac{1}{6}',
  'd/dx x^2 sin x',
  '\\int_0^1 x^2\\,dx',
  'lim x->0 sin(x)/x',
  'x+y=5, x-y=1',
];

/** LaTeX, or plain symbols KaTeX shows faithfully; typed words ("integrate", "lim") would run together. */
const readsAsLatex = (text: string) => /\\[a-zA-Z]|[{}]/.test(text) || !/[a-zA-Z]{2,}/.test(text);

/** Text Input: a problem typed as LaTeX or plain text, with examples and a live preview. */
export function TextProblemForm({
  text,
  onTextChange,
  busy,
  onSolve,
}: {
  text: string;
  onTextChange(text: string): void;
  busy: boolean;
  onSolve(text: string): void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const problem = text.trim();
  const preview = useDebouncedValue(problem, 250);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && problem) onSolve(problem);
  }

  function fillExample(example: string) {
    onTextChange(example);
    field.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <MathTextArea
        label="Math problem"
        hint="LaTeX or plain text, e.g. 2x+3=11. Press Ctrl+Enter (⌘+Enter on a Mac) to solve."
        value={text}
        onChange={onTextChange}
        placeholder="Type a problem, e.g. x^2-5x+6=0"
        rows={3}
        inputRef={field}
      />

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Try an example</legend>
        <div className="flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => fillExample(example)}
              className="cursor-pointer rounded-full border border-slate-300 bg-white px-3 py-1 font-mono text-xs text-slate-800 hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {example}
            </button>
          ))}
        </div>
      </fieldset>

      {preview && readsAsLatex(preview) ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">
            LaTeX preview{' '}
            <span className="font-normal text-slate-600">
              (of LaTeX or symbols; the solver reads plain words too)
            </span>
          </p>
          <Tex latex={preview} block className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2" />
        </div>
      ) : null}

      <SubmitRow
        label="Solve"
        busyLabel="Solving..."
        busy={busy}
        notReady={problem ? null : MATH_INPUT_REQUIRED}
      />
    </form>
  );
}
