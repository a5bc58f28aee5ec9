import type { SystemCheck } from '@studybot/contract';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api-error';
import { useSystemStatus } from './api/get-system-status';
import { STATUS_LOAD_FAILED } from './messages';

const STATE_TEXT: Record<SystemCheck['state'], string> = {
  ok: 'Operational',
  warning: 'Warning',
  down: 'Down',
};

const DOT: Record<SystemCheck['state'], string> = {
  ok: 'bg-green-500',
  warning: 'bg-amber-400',
  down: 'bg-red-600',
};

const TEXT: Record<SystemCheck['state'], string> = {
  ok: 'text-green-800',
  warning: 'text-amber-800',
  down: 'text-red-800',
};

/** "All systems operational", or how many checks need a look. */
export function statusHeadline(checks: readonly SystemCheck[]): string {
  const down = checks.filter((check) => check.state === 'down').length;
  const warnings = checks.filter((check) => check.state === 'warning').length;
  if (down === 0 && warnings === 0) return 'All systems operational';
  const parts = [
    down > 0 ? `${down} down` : null,
    warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : null,
  ].filter(Boolean);
  return parts.join(', ');
}

/**
 * Each service the server checks, with a coloured dot and its state in words (never colour
 * alone), and what the server found. Loads, fails and retries on its own.
 */
export function SystemChecks({ label }: { label: string }) {
  const status = useSystemStatus();
  if (status.isPending) return <Spinner label="Checking system status..." className="py-6" />;
  if (status.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
        <span>
          {STATUS_LOAD_FAILED} {errorMessage(status.error, '')}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()} busy={status.isFetching}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  const { checks } = status.data;
  if (checks.length === 0) return <p className="text-sm text-slate-600">The server reported no checks.</p>;
  return (
    <>
      <p className="mb-3 text-sm font-medium text-slate-700">{statusHeadline(checks)}</p>
      <ul aria-label={label} className="divide-y divide-slate-100">
        {checks.map((check) => (
          <li key={check.key} className="flex items-start gap-3 py-2.5">
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${DOT[check.state]}`}
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">{check.label}</span>
                <span className={`font-semibold ${TEXT[check.state]}`} data-state={check.state}>
                  {STATE_TEXT[check.state]}
                </span>
              </p>
              {check.detail ? (
                <p className="mt-0.5 text-sm break-words text-slate-600">{check.detail}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
