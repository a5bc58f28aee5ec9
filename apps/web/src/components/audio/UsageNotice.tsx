import { type AudioUsageInfo, DAILY_LIMIT_REACHED, ONE_REQUEST_LEFT } from '@studybot/contract';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

/** Warns when today's audio requests are nearly or fully used; silent otherwise (-1 is unlimited). */
export function UsageNotice({ usage }: { usage: AudioUsageInfo | undefined }) {
  const remaining = usage?.requests_remaining;
  if (remaining !== 0 && remaining !== 1) return null;
  const reached = remaining === 0;
  return (
    <div
      role="status"
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
        reached ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{reached ? DAILY_LIMIT_REACHED : ONE_REQUEST_LEFT}</p>
        {reached ? (
          <Link to="/billing" className="font-medium text-indigo-700 underline hover:text-indigo-900">
            See plans
          </Link>
        ) : null}
      </div>
    </div>
  );
}
