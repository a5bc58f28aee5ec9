import {
  type CitationStyle,
  DEFAULT_CITATION_COUNT,
  MAX_PROMPT_CHARS,
  WRITING_MESSAGES,
} from '@studybot/contract';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { TextField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api-error';
import { useFindCitations } from './api/find-citations';

/**
 * Add Citations: finds sources on the paper's topic in its style (5, as the spec asks), listed with
 * checkboxes; the picked ones join the paper's sources and the paper is saved.
 */
export function AddCitationsDialog({
  open,
  topic,
  style,
  sourceIds,
  saving,
  onClose,
  onAdd,
}: {
  open: boolean;
  topic: string;
  style: CitationStyle;
  /** The sources the paper already cites. */
  sourceIds: readonly string[];
  saving: boolean;
  onClose(): void;
  onAdd(sourceIds: string[]): void;
}) {
  const id = useId();
  const find = useFindCitations();
  const { mutate, reset } = find;
  const [picked, setPicked] = useState<string[]>([]);
  const [query, setQuery] = useState(topic);

  const search = useCallback(
    (words: string) => mutate({ topic: words, citation_style: style, num_sources: DEFAULT_CITATION_COUNT }),
    [mutate, style],
  );

  // Each opening searches the paper's topic again (the catalogue and the student's library change).
  useEffect(() => {
    if (!open) return;
    setPicked([]);
    setQuery(topic);
    reset();
    search(topic);
  }, [open, topic, reset, search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const words = query.trim();
    if (!words || find.isPending) return;
    setPicked([]);
    search(words);
  }

  const found = find.data?.citations ?? [];
  const fresh = found.filter((c) => !sourceIds.includes(c.source_id));

  function toggle(sourceId: string, on: boolean) {
    setPicked((current) => (on ? [...current, sourceId] : current.filter((other) => other !== sourceId)));
  }

  let body: ReactNode;
  if (find.isPending || find.isIdle) {
    body = <Spinner label="Finding sources..." className="min-h-32" />;
  } else if (find.isError) {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        {errorMessage(find.error, WRITING_MESSAGES.citationsFailed)}
      </div>
    );
  } else if (found.length === 0) {
    body = <p className="text-sm text-slate-700">No sources were found on this topic.</p>;
  } else {
    body = (
      <fieldset>
        <legend className="sr-only">Sources found</legend>
        <ul className="space-y-2">
          {found.map((citation) => {
            const already = sourceIds.includes(citation.source_id);
            const inputId = `${id}-${citation.source_id}`;
            return (
              <li
                key={citation.source_id}
                className="flex items-start gap-3 rounded-lg border border-slate-200 p-3"
              >
                <input
                  id={inputId}
                  type="checkbox"
                  checked={already || picked.includes(citation.source_id)}
                  disabled={already || saving}
                  onChange={(event) => toggle(citation.source_id, event.target.checked)}
                  className="mt-1 size-4 shrink-0 accent-indigo-600"
                />
                <label htmlFor={inputId} className="min-w-0 text-sm text-slate-800">
                  <span className="block break-words">{citation.full_reference}</span>
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {already ? 'Already in your paper' : `Cite as ${citation.in_text}`}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title="Add Citations"
      description="Real sources on a topic, formatted in your paper's style. Pick the ones to add."
      widthClass="max-w-2xl"
    >
      <div className="space-y-4">
        <form aria-label="Find sources" onSubmit={submit} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField label="Topic" value={query} onChange={setQuery} maxLength={MAX_PROMPT_CHARS} />
          </div>
          <Button type="submit" variant="secondary" disabled={!query.trim()} busy={find.isPending}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
        </form>
        {body}
        {find.isSuccess && found.length > 0 && fresh.length === 0 ? (
          <p className="text-sm text-slate-700">Every source found is already in your paper.</p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => onAdd(picked)} disabled={picked.length === 0} busy={saving}>
            {saving
              ? 'Saving...'
              : picked.length === 0
                ? 'Add sources'
                : `Add ${picked.length} ${picked.length === 1 ? 'source' : 'sources'}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
