import { MAX_OWN_SOURCES, type OwnSource } from '@studybot/contract';
import { ChevronDown, Library, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { AddSourceForm } from './AddSourceForm';
import { useDeleteSource } from './api/delete-source';
import { useOwnSources } from './api/list-sources';
import { SOURCE_DELETE_FAILED, SOURCE_DELETED } from './messages';
import { DRAFT_NAME_CHARS, truncate } from './paper';

/** What the section says about how papers use the student's sources. */
export const SOURCES_EXPLAINED =
  'Papers you write next and Add Citations can use these sources, quoting only whole sentences from the text you give.';

function passagesLabel(count: number): string {
  return count === 1 ? '1 passage' : `${count.toLocaleString()} passages`;
}

/**
 * "Your sources" on the create screen: the student's own works (title, APA reference, passages),
 * each deletable after a confirm, and the form that adds one. Collapsed until opened.
 */
export function YourSources() {
  const { toast } = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const sources = useOwnSources();
  const remove = useDeleteSource();
  const [pendingDelete, setPendingDelete] = useState<OwnSource | null>(null);

  function confirmDelete() {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.project_id, {
      onSuccess: () => toast(SOURCE_DELETED, 'success'),
      onError: (error) => toast(errorMessage(error, SOURCE_DELETE_FAILED), 'error'),
      onSettled: () => setPendingDelete(null),
    });
  }

  const count = sources.data?.length;
  const summary = count === undefined ? '' : count === 0 ? '(none yet)' : `(${count} of ${MAX_OWN_SOURCES})`;

  let list: ReactNode;
  if (sources.isPending) {
    list = <Spinner label="Loading your sources..." className="min-h-20" />;
  } else if (sources.isError) {
    list = (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <p>Your sources could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void sources.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (sources.data.length === 0) {
    list = (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        No sources yet. Add a book, article or web page you have read, with its text.
      </p>
    );
  } else {
    list = (
      <ul aria-label="Your sources" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {sources.data.map((source) => (
          <li
            key={source.source_id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900" title={source.title}>
                {truncate(source.title, DRAFT_NAME_CHARS)}
              </h3>
              <p className="mt-0.5 text-sm break-words text-slate-700">{source.reference}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                {[passagesLabel(source.passages), formatDate(source.created_at)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${source.title}`}
              className="shrink-0 self-start text-red-700 hover:bg-red-50"
              onClick={() => setPendingDelete(source)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="p-0">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-6"
          >
            <span className="flex min-w-0 flex-wrap items-center gap-x-2">
              <Library aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
              Your sources
              <span className="text-sm font-normal text-slate-600">{summary}</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
        </h2>
        <div
          id={`${id}-panel`}
          hidden={!open}
          className="space-y-5 border-t border-slate-200 px-4 pt-4 pb-5 sm:px-6"
        >
          <p className="text-sm text-slate-700">{SOURCES_EXPLAINED}</p>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="min-w-0">{list}</div>
            <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <AddSourceForm />
            </div>
          </div>
        </div>
      </Card>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this source?"
        description={
          pendingDelete
            ? `“${truncate(pendingDelete.title, DRAFT_NAME_CHARS)}” will be removed from your sources and library. Papers that already cite it keep their references.`
            : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
