import { Briefcase, Repeat2, Sparkles, X } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { SELECTION_PREVIEW_CHARS, truncate } from './paper';

export type SelectionAction = 'improve' | 'paraphrase' | 'formal';

export const ACTION_LABELS: Record<SelectionAction, { label: string; busy: string }> = {
  improve: { label: 'Improve', busy: 'Improving...' },
  paraphrase: { label: 'Paraphrase', busy: 'Paraphrasing...' },
  formal: { label: 'Make Formal', busy: 'Rewriting...' },
};

const ICONS = { improve: Sparkles, paraphrase: Repeat2, formal: Briefcase } as const;

/**
 * Shown while text is selected in a section: a 30-character preview of the selection and what can
 * be done with it. Arrow keys move between the buttons; Escape closes it.
 */
export function SelectionToolbar({
  text,
  pending,
  onAction,
  onClose,
}: {
  text: string;
  /** The action under way, if any: its button says so and the others wait. */
  pending: SelectionAction | null;
  onAction(action: SelectionAction): void;
  onClose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Selected text"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-3 py-2 shadow-sm"
    >
      <p className="min-w-0 flex-1 basis-full text-sm text-slate-700 sm:basis-auto">
        <span className="font-medium text-slate-900">Selected: </span>
        <q data-testid="selection-preview" className="break-words italic">
          {truncate(text, SELECTION_PREVIEW_CHARS)}
        </q>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {(Object.keys(ACTION_LABELS) as SelectionAction[]).map((action) => {
          const Icon = ICONS[action];
          const busy = pending === action;
          return (
            <Button
              key={action}
              variant="secondary"
              size="sm"
              busy={busy}
              disabled={pending !== null && !busy}
              onClick={() => onAction(action)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {busy ? ACTION_LABELS[action].busy : ACTION_LABELS[action].label}
            </Button>
          );
        })}
        <Button variant="ghost" size="sm" aria-label="Close toolbar" onClick={onClose} className="px-2">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
