import {
  QUOTA_KEYS,
  QUOTA_LABELS,
  type QuotaKey,
  type SubscriptionResponse,
  type UsageLine,
} from '@studybot/contract';
import { formatDate, formatDateTime } from '../../lib/format';

/** Above this share of the limit a bar turns red (spec part 1 §9). */
const WARN_ABOVE = 0.8;

function label(key: QuotaKey): string {
  const text = QUOTA_LABELS[key];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Usage = SubscriptionResponse['usage'];

function linesFor(usage: Usage, period: UsageLine['period']): Array<[QuotaKey, UsageLine]> {
  return QUOTA_KEYS.flatMap((key) => {
    const line = usage[key];
    return line && line.period === period ? [[key, line] as [QuotaKey, UsageLine]] : [];
  });
}

/**
 * Use of every metered allowance: the monthly ones first ("this month's usage"), then the daily ones,
 * each with a bar, or "Unlimited" when the plan sets no limit.
 */
export function UsageList({ usage }: { usage: Usage }) {
  const monthly = linesFor(usage, 'month');
  const daily = linesFor(usage, 'day');
  return (
    <div className="space-y-6">
      {monthly.length > 0 ? (
        <UsageGroup
          title="Monthly allowances"
          resets={`Resets ${formatDate(monthly[0]?.[1].resets_at)}`}
          lines={monthly}
        />
      ) : null}
      {daily.length > 0 ? (
        <UsageGroup
          title="Daily allowances"
          resets={`Resets ${formatDateTime(daily[0]?.[1].resets_at)}`}
          lines={daily}
        />
      ) : null}
    </div>
  );
}

function UsageGroup({
  title,
  resets,
  lines,
}: {
  title: string;
  resets: string;
  lines: Array<[QuotaKey, UsageLine]>;
}) {
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
        <p className="text-xs text-slate-600">{resets}</p>
      </div>
      <ul className="space-y-4">
        {lines.map(([key, line]) => (
          <UsageRow key={key} name={label(key)} line={line} />
        ))}
      </ul>
    </div>
  );
}

function UsageRow({ name, line }: { name: string; line: UsageLine }) {
  const { used, limit } = line;
  if (limit === null) {
    return (
      <li className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{name}</span>
        <span className="text-slate-700">
          {used} used · <span className="font-medium text-emerald-800">Unlimited</span>
        </span>
      </li>
    );
  }
  const share = limit > 0 ? Math.min(used / limit, 1) : 1;
  const warn = share > WARN_ABOVE;
  const text = `${used} of ${limit} used`;
  return (
    <li className="text-sm">
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <span className="font-medium text-slate-800">{name}</span>
        <span className={warn ? 'font-medium text-red-800' : 'text-slate-700'}>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${warn ? 'bg-red-600' : 'bg-indigo-600'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </li>
  );
}
