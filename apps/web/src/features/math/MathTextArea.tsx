import { MAX_PROBLEM_CHARS } from '@studybot/contract';
import { type KeyboardEvent, type Ref, useId } from 'react';

/** A labelled, monospaced text area for math; Ctrl/⌘+Enter sends its form. */
export function MathTextArea({
  label,
  hint,
  value,
  onChange,
  placeholder,
  rows,
  disabled,
  inputRef,
}: {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  rows: number;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={submitOnModEnter}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={MAX_PROBLEM_CHARS}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby={`${id}-hint`}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 disabled:bg-slate-50 sm:text-sm"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** The server's limit for a typed problem. */

/** Ctrl+Enter (⌘+Enter on a Mac) in a text area sends its form; plain Enter still starts a new line. */
function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}
