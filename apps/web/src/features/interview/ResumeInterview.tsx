import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api-error';
import { useInterviewReport } from './api/get-interview-report';
import { useInterviewSession } from './api/get-interview-session';
import { RESUME_FAILED } from './messages';
import { type Phase, phaseOf } from './useInterviewFlow';

/** Loads the interview this tab was in before a reload, then hands over where it stands. */
export function ResumeInterview({
  sessionId,
  onResumed,
}: {
  sessionId: string;
  onResumed(phase: Phase | null): void;
}) {
  const session = useInterviewSession(sessionId);
  const finished = session.data?.status === 'finished';
  const report = useInterviewReport(finished ? sessionId : null);
  const gone = session.error instanceof ApiError && session.error.status === 404;
  const failed = (session.isError && !gone) || report.isError;

  useEffect(() => {
    if (gone) onResumed(null);
    else if (session.data && (!finished || report.data))
      onResumed(phaseOf(session.data, report.data ?? null));
  }, [gone, session.data, finished, report.data, onResumed]);

  if (!failed) return <PageSpinner label="Loading your interview..." />;
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <div aria-hidden="true" className="mx-auto mb-4 w-fit rounded-full bg-red-50 p-4 text-red-600">
        <RotateCcw className="size-7" />
      </div>
      <h2 className="text-xl font-semibold text-slate-900">Could not load your interview</h2>
      <p role="alert" className="mt-2 text-slate-700">
        {RESUME_FAILED}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button
          onClick={() => {
            if (session.isError) void session.refetch();
            else void report.refetch();
          }}
        >
          Try again
        </Button>
        <Button variant="secondary" onClick={() => onResumed(null)}>
          Start a new interview
        </Button>
      </div>
    </div>
  );
}
