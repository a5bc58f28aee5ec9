import { MAX_IMPROVE_CHARS, WRITING_MESSAGES, type WritingSuggestion } from '@studybot/contract';
import { CheckCircle2, SpellCheck } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { humanize } from '../../lib/format';
import { useImproveWriting } from './api/improve-writing';
import { SUGGESTIONS_STALE } from './messages';
import type { Section, SectionKey } from './paper';

interface Checked {
  section: SectionKey;
  /** The text the suggestions' spans point into. */
  text: string;
  suggestions: WritingSuggestion[];
}

/** Suggestions in text order, dropping any that overlap an earlier one (they cannot both be shown). */
function ordered(suggestions: WritingSuggestion[], length: number): WritingSuggestion[] {
  const sorted = [...suggestions]
    .filter((s) => s.start >= 0 && s.end <= length && s.end >= s.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: WritingSuggestion[] = [];
  for (const suggestion of sorted) {
    const last = kept.at(-1);
    if (!last || suggestion.start >= last.end) kept.push(suggestion);
  }
  return kept;
}

/** After one suggestion is applied: the others move with the text; any it overlapped are gone. */
function afterApplying(list: WritingSuggestion[], applied: WritingSuggestion): WritingSuggestion[] {
  const delta = (applied.replacement ?? '').length - (applied.end - applied.start);
  return list
    .filter((s) => s !== applied && (s.end <= applied.start || s.start >= applied.end))
    .map((s) => (s.start >= applied.end ? { ...s, start: s.start + delta, end: s.end + delta } : s));
}

/**
 * Writing Suggestions: runs Improve on the section being edited and shows its suggestions, their
 * spans highlighted and numbered in the text, each with its fix to apply.
 */
export function WritingSuggestions({ section, onApply }: { section: Section; onApply(text: string): void }) {
  const { toast } = useToast();
  const headingId = useId();
  const improve = useImproveWriting();
  const [checked, setChecked] = useState<Checked | null>(null);
  const current = checked?.section === section.key ? checked : null;
  const stale = current !== null && current.text !== section.text;
  const list = current ? ordered(current.suggestions, current.text.length) : [];

  function check() {
    const text = section.text;
    if (text.length > MAX_IMPROVE_CHARS) {
      toast(`A section can be checked up to ${MAX_IMPROVE_CHARS.toLocaleString()} characters.`, 'error');
      return;
    }
    improve.mutate(
      { text },
      {
        onSuccess: (answer) => setChecked({ section: section.key, text, suggestions: answer.suggestions }),
        onError: (error) => toast(errorMessage(error, WRITING_MESSAGES.improveFailed), 'error'),
      },
    );
  }

  function apply(suggestion: WritingSuggestion) {
    if (!current || stale || suggestion.replacement === null) return;
    const text =
      current.text.slice(0, suggestion.start) + suggestion.replacement + current.text.slice(suggestion.end);
    setChecked({ ...current, text, suggestions: afterApplying(list, suggestion) });
    onApply(text);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Writing Suggestions
          </h2>
          <p className="text-sm text-slate-600">
            Grammar, spelling and style in the {section.label} section.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={check}
          busy={improve.isPending}
          disabled={!section.text.trim()}
        >
          <SpellCheck aria-hidden="true" className="size-4" />
          {improve.isPending ? 'Checking...' : current ? 'Check again' : 'Check this section'}
        </Button>
      </div>

      {current ? (
        <div className="mt-4 space-y-4">
          {stale ? (
            <p
              role="note"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {SUGGESTIONS_STALE}
            </p>
          ) : null}
          {list.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-green-800">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              No suggestions: this section reads well.
            </p>
          ) : (
            <>
              <section
                aria-label="Section text with suggestions highlighted"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long section
                tabIndex={0}
                className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Highlighted text={current.text} suggestions={list} />
              </section>
              <ol aria-label="Suggestions" className="space-y-2">
                {list.map((suggestion, index) => (
                  <li
                    key={`${suggestion.start}-${suggestion.end}-${suggestion.message}`}
                    className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between"
                  >
                    <div className="min-w-0 text-sm">
                      <div className="mb-1 flex items-center gap-2">
                        <span className="font-semibold text-slate-900">{index + 1}.</span>
                        <Badge tone="indigo">{humanize(suggestion.type)}</Badge>
                      </div>
                      <p className="break-words text-slate-800">{suggestion.message}</p>
                      {suggestion.replacement !== null ? (
                        <p className="mt-1 break-words text-slate-600">
                          <span className="line-through">
                            {current.text.slice(suggestion.start, suggestion.end)}
                          </span>
                          {' → '}
                          <span className="font-medium text-green-800">
                            {suggestion.replacement || '(remove)'}
                          </span>
                        </p>
                      ) : null}
                    </div>
                    {suggestion.replacement !== null ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="shrink-0"
                        aria-label={`Apply suggestion ${index + 1}`}
                        disabled={stale}
                        onClick={() => apply(suggestion)}
                      >
                        Apply
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The text with each suggestion's span marked and numbered like the list. */
function Highlighted({ text, suggestions }: { text: string; suggestions: WritingSuggestion[] }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  suggestions.forEach((suggestion, index) => {
    if (suggestion.start > cursor) parts.push(text.slice(cursor, suggestion.start));
    parts.push(
      <Fragment key={`${suggestion.start}-${suggestion.end}`}>
        <mark className="rounded bg-amber-100 px-0.5 text-slate-900 underline decoration-amber-500 decoration-wavy">
          {text.slice(suggestion.start, suggestion.end) || '‸'}
        </mark>
        <sup className="ml-0.5 font-semibold text-amber-800">{index + 1}</sup>
      </Fragment>,
    );
    cursor = suggestion.end;
  });
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <>{parts}</>;
}
