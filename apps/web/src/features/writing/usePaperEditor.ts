import type { Paper } from '@studybot/contract';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useUpdatePaper } from './api/update-paper';
import { SAVE_FAILED, TITLE_REQUIRED } from './messages';
import { draftOf, type PaperDraft, sameDraft } from './paper';

/**
 * The student's working copy of a paper. `paper` is the saved version (the cached server answer,
 * replaced after each save); `dirty` says whether the working copy differs from it. `save` sends
 * the working copy (or the given one), marked done when asked, and resolves to whether it was saved.
 */
export function usePaperEditor(paper: Paper) {
  const { toast } = useToast();
  const update = useUpdatePaper();
  const { mutateAsync } = update;
  const [draft, setDraft] = useState<PaperDraft>(() => draftOf(paper));
  const dirty = !sameDraft(draft, draftOf(paper));

  const save = useCallback(
    async (body: PaperDraft, { done = false }: { done?: boolean } = {}): Promise<boolean> => {
      if (!body.title.trim()) {
        toast(TITLE_REQUIRED, 'error');
        return false;
      }
      try {
        const saved = await mutateAsync({
          projectId: paper.project_id,
          body: done ? { ...body, done: true } : body,
        });
        // The server tidies what it stores (the title is trimmed); take its copy unless the student
        // typed on while the save was under way.
        setDraft((current) => (sameDraft(current, body) ? draftOf(saved) : current));
        return true;
      } catch (error) {
        toast(errorMessage(error, SAVE_FAILED), 'error');
        return false;
      }
    },
    [mutateAsync, paper.project_id, toast],
  );

  // Closing the tab or reloading with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { draft, setDraft, dirty, saving: update.isPending, save };
}
