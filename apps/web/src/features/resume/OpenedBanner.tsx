import { History, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { formatDateTime } from '../../lib/format';
import type { OpenedRecord } from './useResumeWorkspace';

/**
 * Says that what the tab shows was opened from the history, and when it was made. It takes focus
 * when it appears, so a keyboard or screen reader user lands on what they opened.
 */
export function OpenedBanner({
  opened,
  onClose,
  onShowLetter,
}: {
  opened: OpenedRecord;
  onClose(): void;
  /** Shown when the opened analysis also has a cover letter. */
  onShowLetter?(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when another record opens
  useEffect(() => {
    ref.current?.focus();
  }, [opened.id]);

  const what = opened.type === 'cover_letter' ? 'Cover letter' : 'Resume analysis';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <History aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">From your history:</span>{' '}
        {`${what} of ${formatDateTime(opened.createdAt)}. Its text is in the form below, ready to edit and analyze again.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {onShowLetter ? (
          <Button variant="secondary" size="sm" onClick={onShowLetter}>
            View its cover letter
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Dismiss history note">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
