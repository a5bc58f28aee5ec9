import { type Project, WRITING_MESSAGES } from '@studybot/contract';
import { ArrowLeft, Eye, FileText, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useDeleteDraft } from './api/delete-draft';
import { useDrafts } from './api/list-drafts';
import { DRAFT_DELETED } from './messages';
import { useWritingNavigation } from './navigation';
import { DRAFT_NAME_CHARS, truncate } from './paper';

/** Saved Drafts: the student's papers, newest first, each to open or delete (after a confirm). */
export function DraftsList() {
  const { toast } = useToast();
  const { toForm, toPaper } = useWritingNavigation();
  const drafts = useDrafts();
  const [pendingDelete, setPendingDelete] = useState<Project | null>(null);
  const remove = useDeleteDraft();

  function confirmDelete() {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => {
        toast(DRAFT_DELETED, 'success');
        setPendingDelete(null);
      },
      onError: (error) => {
        toast(errorMessage(error, WRITING_MESSAGES.deleteFailed), 'error');
        setPendingDelete(null);
      },
    });
  }

  let body: ReactNode;
  if (drafts.isPending) {
    body = <Spinner label="Loading drafts..." className="min-h-40" />;
  } else if (drafts.isError) {
    body = (
      <EmptyState
        icon={<FileText className="size-7" />}
        title="Your drafts could not be loaded"
        description="Please try again in a moment."
        action={
          <Button variant="secondary" onClick={() => void drafts.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (drafts.data.length === 0) {
    body = (
      <EmptyState
        icon={<FileText className="size-7" />}
        title="No saved drafts yet"
        description="Every paper you generate is saved here, with your edits."
        action={<Button onClick={toForm}>Write a paper</Button>}
      />
    );
  } else {
    body = (
      <ul
        aria-label="Saved drafts"
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {drafts.data.map((draft) => (
          <li
            key={draft.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900" title={draft.title}>
                {truncate(draft.title, DRAFT_NAME_CHARS)}
              </h3>
              <p className="mt-0.5 text-sm text-slate-600">
                {[draft.description, formatDate(draft.updated_at || draft.created_at)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`View ${draft.title}`}
                onClick={() => toPaper(draft.id, draft.metadata.prompt)}
              >
                <Eye aria-hidden="true" className="size-4" />
                View
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${draft.title}`}
                className="text-red-700 hover:bg-red-50"
                onClick={() => setPendingDelete(draft)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="drafts-heading" className="space-y-4">
      <Card className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
        <h2 id="drafts-heading" className="text-lg font-semibold text-slate-900">
          Saved Drafts
        </h2>
        <Button variant="secondary" size="sm" onClick={toForm}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to form
        </Button>
      </Card>
      {body}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this draft?"
        description={
          pendingDelete
            ? `“${truncate(pendingDelete.title, DRAFT_NAME_CHARS)}” will be removed from your drafts and library. This cannot be undone.`
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
