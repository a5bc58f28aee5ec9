import type { WritingSuggestion } from '@studybot/contract';
import { Check, Copy, Replace } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { humanize } from '../../lib/format';
import { COPIED, COPY_FAILED } from './messages';
import { SELECTION_PREVIEW_CHARS, truncate } from './paper';
import type { SelectionAction } from './SelectionToolbar';

/** What an action on a selection gave back. */
export interface SelectionResult {
  action: SelectionAction;
  /** The selection it was run on. */
  original: string;
  text: string;
  /** A rewrite's changes, in words. */
  changes: string[];
  /** Improve's suggestions (spans in `original`). */
  suggestions: WritingSuggestion[];
}

/** How long the Copy button says it copied. */
const COPY_CONFIRM_MS = 2000;

const TITLES: Record<SelectionAction, string> = {
  improve: 'Improved text',
  paraphrase: 'Paraphrased text',
  formal: 'Formal version',
};

/** The result of Improve, Paraphrase or Make Formal, to copy or to put in place of the selection. */
export function ImprovementsDialog({
  result,
  onClose,
  onReplace,
}: {
  result: SelectionResult | null;
  onClose(): void;
  onReplace(result: SelectionResult): void;
}) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      // Said on the button: a toast behind the open dialog would be hidden from screen readers.
      setCopied(true);
    } catch {
      toast(COPY_FAILED, 'error');
    }
  }

  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={result ? TITLES[result.action] : ''}
      description={
        result ? `Your selection: “${truncate(result.original, SELECTION_PREVIEW_CHARS)}”` : undefined
      }
      widthClass="max-w-2xl"
    >
      {result ? (
        <div className="space-y-4">
          <section
            aria-label="Result"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long result
            tabIndex={0}
            className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {result.text}
          </section>
          {result.text === result.original ? (
            <p className="text-sm text-slate-700">No changes were needed: your text already reads well.</p>
          ) : null}
          {result.changes.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold text-slate-900">What changed</h3>
              <ul aria-label="What changed" className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {result.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.suggestions.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold text-slate-900">Suggestions</h3>
              <ul aria-label="Suggestions" className="space-y-2 text-sm text-slate-700">
                {result.suggestions.map((suggestion) => (
                  <li
                    key={`${suggestion.start}-${suggestion.end}-${suggestion.message}`}
                    className="flex gap-2"
                  >
                    <Badge tone="indigo">{humanize(suggestion.type)}</Badge>
                    <span className="min-w-0 break-words">
                      {suggestion.message}
                      {suggestion.replacement !== null ? (
                        <span className="text-slate-600"> → “{suggestion.replacement}”</span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => void copy(result.text)}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? COPIED : 'Copy'}
            </Button>
            <Button
              onClick={() => {
                setCopied(false);
                onReplace(result);
              }}
              disabled={result.text === result.original}
            >
              {result.text === result.original ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Replace aria-hidden="true" className="size-4" />
              )}
              Replace selection
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
