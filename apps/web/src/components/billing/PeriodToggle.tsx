import { BILLING_PERIODS, type BillingPeriod, bestYearlySavingPercent } from '@studybot/contract';

export const PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** Monthly or yearly prices: two toggle buttons, and how much yearly billing saves. */
export function PeriodToggle({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange(period: BillingPeriod): void;
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      <fieldset className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm">
        <legend className="sr-only">Billing period</legend>
        {BILLING_PERIODS.map((option) => {
          const active = option === period;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(option)}
              className={`cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                active ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {PERIOD_LABELS[option]}
            </button>
          );
        })}
      </fieldset>
      <p className="text-sm font-medium text-emerald-800">
        Save up to {bestYearlySavingPercent()}% with yearly billing
      </p>
    </div>
  );
}
