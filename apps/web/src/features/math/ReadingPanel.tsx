import { MATH_CONFIRM_NOTE, type MathSolveResponse } from '@studybot/contract';
import { Check, Info, Pencil, RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfidenceBadge, LowConfidenceNotice } from '../../components/math/Confidence';
import { Tex } from '../../components/math/Tex';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/**
 * "I read this as": the problem as the solver understood it, how sure it is, and a way to correct
 * the reading (Edit, then Re-solve the corrected text; Cancel closes editing).
 */
export function ReadingPanel({
  answer,
  onResolve,
}: {
  answer: MathSolveResponse;
  onResolve(text: string): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = useId();
  const editing = draft !== null;
  const editButton = useRef<HTMLButtonElement>(null);
  const refocusEdit = useRef(false);

  useEffect(() => {
    if (!editing && refocusEdit.current) editButton.current?.focus();
    refocusEdit.current = false;
  }, [editing]);

  function cancel() {
    refocusEdit.current = true;
    setDraft(null);
  }

  function resolve(event: FormEvent) {
    event.preventDefault();
    const text = draft?.trim();
    if (text) onResolve(text);
  }

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">I read this as</h2>
        <ConfidenceBadge confidence={answer.confidence} />
      </div>
      <Tex latex={answer.display_latex} block className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-lg" />
      {(answer.assumptions ?? []).map((assumption) => (
        <div
          key={assumption.text}
          className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Info aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1">{assumption.text}</span>
          <Button variant="secondary" size="sm" onClick={() => onResolve(assumption.alternative)}>
            {assumption.choice}
          </Button>
        </div>
      ))}

      {answer.needs_confirmation && !editing ? (
        <div className="mt-4 space-y-3">
          <p role="status" className="text-sm text-slate-700">
            {MATH_CONFIRM_NOTE}
          </p>
          {/* Who read it, e.g. "Read by the AI model (…) alone." */}
          {answer.validation.notes
            .filter((note) => note !== MATH_CONFIRM_NOTE)
            .map((note) => (
              <p key={note} className="text-sm text-slate-600">
                {note}
              </p>
            ))}
          <Button onClick={() => onResolve(answer.problem_text)}>
            <Check aria-hidden="true" className="size-4" />
            Yes, solve this
          </Button>
        </div>
      ) : null}

      {editing ? (
        <form onSubmit={resolve} className="mt-4 space-y-3">
          <div>
            <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Correct the problem
            </label>
            <input
              id={fieldId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') cancel();
              }}
              // biome-ignore lint/a11y/noAutofocus: the student just asked to edit this text
              autoFocus
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!draft.trim()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Re-solve
            </Button>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          ref={editButton}
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => setDraft(answer.problem_text)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      )}

      <LowConfidenceNotice confidence={answer.confidence} />
    </Card>
  );
}
