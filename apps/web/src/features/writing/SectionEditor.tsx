import { MAX_REWRITE_CHARS, MAX_SECTION_CHARS, WRITING_MESSAGES } from '@studybot/contract';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../components/create-hub/fields';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useImproveWriting } from './api/improve-writing';
import { useRewriteText } from './api/rewrite-text';
import { ImprovementsDialog, type SelectionResult } from './ImprovementsDialog';
import { SELECTION_CHANGED } from './messages';
import { type Section, words, wordsIn } from './paper';
import { type SelectionAction, SelectionToolbar } from './SelectionToolbar';

interface Selection {
  start: number;
  end: number;
  text: string;
}

/** A range to select once the editor shows (e.g. a note the student jumped to). */
export interface FocusRange {
  start: number;
  end: number;
}

/**
 * One section's text, with the selection toolbar under it while text is selected (Improve,
 * Paraphrase, Make Formal) and the dialog their results open in. Body sections also have a
 * heading to edit.
 */
export function SectionEditor({
  section,
  topic,
  onChange,
  onTopicChange,
  focusRange,
  onFocused,
}: {
  section: Section;
  /** A body section's heading; absent for the introduction and conclusion. */
  topic?: string;
  onChange(text: string): void;
  onTopicChange?(topic: string): void;
  focusRange: FocusRange | null;
  onFocused(): void;
}) {
  const { toast } = useToast();
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [result, setResult] = useState<SelectionResult | null>(null);
  const improve = useImproveWriting();
  const rewrite = useRewriteText();
  const pending: SelectionAction | null = improve.isPending
    ? 'improve'
    : rewrite.isPending
      ? (rewrite.variables?.type ?? 'paraphrase')
      : null;

  useEffect(() => {
    if (!focusRange) return;
    const textarea = textareaRef.current;
    if (textarea) {
      textarea.focus();
      textarea.setSelectionRange(focusRange.start, focusRange.end);
    }
    onFocused();
  }, [focusRange, onFocused]);

  function readSelection(event: SyntheticEvent<HTMLTextAreaElement>) {
    const { selectionStart: start, selectionEnd: end, value } = event.currentTarget;
    const text = value.slice(start, end);
    setSelection(end > start && text.trim() ? { start, end, text } : null);
  }

  function run(action: SelectionAction) {
    if (!selection || pending) return;
    const picked = selection;
    if (action === 'improve') {
      improve.mutate(
        { text: picked.text },
        {
          onSuccess: (answer) =>
            setResult({
              action,
              original: picked.text,
              text: answer.improved_text,
              changes: [],
              suggestions: answer.suggestions,
            }),
          onError: (error) => toast(errorMessage(error, WRITING_MESSAGES.improveFailed), 'error'),
        },
      );
      return;
    }
    if (picked.text.length > MAX_REWRITE_CHARS) {
      toast(`Select at most ${MAX_REWRITE_CHARS.toLocaleString()} characters to rewrite.`, 'error');
      return;
    }
    rewrite.mutate(
      { text: picked.text, type: action },
      {
        onSuccess: (answer) =>
          setResult({
            action,
            original: picked.text,
            text: answer.rewritten_text,
            changes: answer.changes,
            suggestions: [],
          }),
        // A 422 explains that every rewrite would change the meaning; that detail is shown as it is.
        onError: (error) => toast(errorMessage(error, WRITING_MESSAGES.rewriteFailed), 'error'),
      },
    );
  }

  function replace(done: SelectionResult) {
    const at = selection;
    if (!at || section.text.slice(at.start, at.end) !== done.original) {
      toast(SELECTION_CHANGED, 'error');
      setResult(null);
      return;
    }
    onChange(section.text.slice(0, at.start) + done.text + section.text.slice(at.end));
    // The new words stay selected, so the toolbar (and focus, when the dialog closes) stays on them.
    const next = { start: at.start, end: at.start + done.text.length, text: done.text };
    setSelection(next);
    setResult(null);
    requestAnimationFrame(() => textareaRef.current?.setSelectionRange(next.start, next.end));
  }

  /** Hides the toolbar; the selection collapses to its end, so the toolbar stays hidden until the next one. */
  function close() {
    const textarea = textareaRef.current;
    setSelection(null);
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.selectionEnd, textarea.selectionEnd);
  }

  return (
    <div className="space-y-3">
      {topic !== undefined && onTopicChange ? (
        <TextField label="Section heading" value={topic} onChange={onTopicChange} maxLength={200} />
      ) : null}
      <div>
        <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={`${hintId}-text`} className="text-sm font-medium text-slate-800">
            {section.label}
          </label>
          <span id={hintId} className="text-xs text-slate-600">
            {words(wordsIn(section.text))}
            {' · Select text to improve or rewrite it'}
          </span>
        </div>
        <textarea
          ref={textareaRef}
          id={`${hintId}-text`}
          value={section.text}
          rows={14}
          maxLength={MAX_SECTION_CHARS}
          aria-describedby={hintId}
          onChange={(event) => {
            setSelection(null);
            onChange(event.target.value);
          }}
          onSelect={readSelection}
          onKeyUp={readSelection}
          onMouseUp={readSelection}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && selection) {
              event.preventDefault();
              close();
            }
          }}
          className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base leading-relaxed text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm"
        />
      </div>
      {selection ? (
        <SelectionToolbar text={selection.text} pending={pending} onAction={run} onClose={close} />
      ) : null}
      <ImprovementsDialog result={result} onClose={() => setResult(null)} onReplace={replace} />
    </div>
  );
}
