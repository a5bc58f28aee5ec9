import type { ResumeHistoryItem } from '@studybot/contract';
import { ChevronRight, History, Loader2 } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Spinner } from '../../components/ui/Spinner';
import { describeFailure } from '../../lib/failure';
import { formatDateTime } from '../../lib/format';
import { useResumeHistory } from './api/list-resume-history';
import { BAND_CLASSES, scoreBand } from './labels';
import { HISTORY_FAILED, HISTORY_NEXT_FAILED } from './messages';
import type { ResumeWorkspace } from './useResumeWorkspace';

/** The third tab: past analyses and cover letters, newest first; one opens on its own tab. */
export function HistoryTab({
  history: { open, openingId, openError },
  onStart,
}: {
  history: ResumeWorkspace['history'];
  onStart(): void;
}) {
  const query = useResumeHistory();

  if (query.isPending) return <Spinner label="Loading your history..." className="min-h-48" />;
  if (query.isError) {
    const failure = describeFailure(query.error, HISTORY_FAILED, '');
    return (
      <div className="space-y-4">
        <ErrorPanel
          title="Your history could not be loaded"
          message={failure.message}
          nextStep={failure.nextStep}
        />
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.analyses);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<History className="size-7" />}
        title="No analyses yet"
        description="Your resume analyses and cover letters are saved here, so you can open them again."
        action={<Button onClick={onStart}>Analyze a resume</Button>}
      />
    );
  }

  return (
    <section aria-label="Past analyses" className="space-y-4">
      <ul className="space-y-3" aria-label="Past analyses and cover letters">
        {items.map((item) => (
          <li key={item.id}>
            <HistoryRow
              item={item}
              opening={openingId === item.id}
              disabled={openingId !== null}
              error={openError?.id === item.id ? openError.message : null}
              onOpen={() => void open(item.id)}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {HISTORY_NEXT_FAILED}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function HistoryRow({
  item,
  opening,
  disabled,
  error,
  onOpen,
}: {
  item: ResumeHistoryItem;
  opening: boolean;
  disabled: boolean;
  error: string | null;
  onOpen(): void;
}) {
  const kind = item.analysis_type === 'cover_letter' ? 'Cover letter' : 'Resume analysis';
  const date = formatDateTime(item.created_at);
  const overall = item.scorecard?.overall ?? null;
  const withLetter = item.has_cover_letter && item.analysis_type !== 'cover_letter';
  const label = [
    `Open ${kind.toLowerCase()} of ${date}`,
    overall !== null ? `overall ${overall} out of 100` : null,
    withLetter ? 'with a cover letter' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div>
      <button
        type="button"
        onClick={onOpen}
        disabled={disabled}
        aria-busy={opening}
        aria-label={label}
        aria-describedby={`history-${item.id}-preview`}
        className="group flex w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{kind}</span>
            {overall !== null ? <ScoreBadge score={overall} /> : null}
            {withLetter ? <Badge tone="indigo">Cover letter</Badge> : null}
            <span className="text-sm text-slate-600">{date}</span>
          </span>
          <span
            id={`history-${item.id}-preview`}
            className="mt-1 line-clamp-2 block text-sm break-words text-slate-700"
          >
            {item.resume_preview}
          </span>
        </span>
        {opening ? (
          <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-indigo-600" />
        ) : (
          <ChevronRight
            aria-hidden="true"
            className="size-5 shrink-0 text-slate-400 group-hover:text-indigo-600"
          />
        )}
      </button>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ScoreBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <span
      data-band={band}
      className={`inline-flex items-baseline gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset ${BAND_CLASSES[band].chip}`}
    >
      <span className="sr-only">Overall score </span>
      {score}
      <span className="font-normal">/100</span>
    </span>
  );
}
