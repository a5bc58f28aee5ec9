import { PLAN_RULES, type PlanTier, tierLabel, UPGRADE_ORDER, type WritingUsage } from '@studybot/contract';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { plansLink } from '../../lib/billing/plans-link';
import { useWritingUsage } from './api/get-writing-usage';

/** Spec part 1 §9: the bar turns red above 80 percent, and a warning shows at 2 papers left or fewer. */
const WARN_ABOVE = 0.8;
const FEW_LEFT = 2;

/** The cheapest plan with more papers a month than `tier`, for the upgrade link. */
function upgradeFor(tier: string): PlanTier | null {
  const rules = PLAN_RULES[tier as PlanTier] as (typeof PLAN_RULES)[PlanTier] | undefined;
  const current = rules ? rules.quotas.writing_papers : 0;
  if (current === null) return null;
  return (
    UPGRADE_ORDER.find((plan) => {
      const limit = PLAN_RULES[plan].quotas.writing_papers;
      return limit === null || limit > current;
    }) ?? null
  );
}

function papers(count: number): string {
  return `${count} ${count === 1 ? 'paper' : 'papers'}`;
}

/** This month's papers: a bar against the plan's limit, or "Unlimited", and a warning when few are left. */
export function UsageBar() {
  const usage = useWritingUsage();
  // Spec part 1 §8: a failed usage load is not shown to the student; the server still enforces it.
  if (!usage.data) return null;
  return <UsageSummary usage={usage.data} />;
}

export function UsageSummary({ usage }: { usage: WritingUsage }) {
  const unlimited = usage.monthly_limit === -1;
  const limit = Math.max(usage.monthly_limit, 0);
  const share = unlimited ? 0 : limit > 0 ? Math.min(usage.current_usage / limit, 1) : 1;
  const red = !unlimited && share > WARN_ABOVE;
  const fewLeft = !unlimited && usage.remaining >= 0 && usage.remaining <= FEW_LEFT;
  const upgrade = upgradeFor(usage.plan_tier);
  const text = unlimited
    ? `${usage.current_usage} used · Unlimited`
    : `${usage.current_usage} of ${usage.monthly_limit} used`;

  return (
    <section
      aria-label="Writing usage"
      className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:px-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-slate-800">Papers this month</span>
        <span className={red ? 'font-medium text-red-800' : 'text-slate-700'}>
          {unlimited ? (
            <>
              {usage.current_usage} used · <span className="font-medium text-emerald-800">Unlimited</span>
            </>
          ) : (
            text
          )}
        </span>
      </div>
      {unlimited ? null : (
        <div
          role="progressbar"
          aria-label="Papers this month"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(usage.current_usage, limit)}
          aria-valuetext={text}
          data-warning={red ? 'true' : 'false'}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={`h-full rounded-full ${red ? 'bg-red-600' : 'bg-indigo-600'}`}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
      )}
      {usage.essay_credits > 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          Essay credits: {usage.essay_credits} (used once this month&apos;s papers run out)
        </p>
      ) : null}
      {fewLeft ? (
        <div
          role="note"
          className={`mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm ${
            usage.remaining === 0
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-amber-200 bg-amber-50 text-amber-900'
          }`}
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-medium">
            {usage.remaining === 0
              ? 'You have no papers left this month.'
              : `Only ${papers(usage.remaining)} left this month.`}
          </span>
          {upgrade ? (
            <Link
              to={plansLink(upgrade)}
              className="font-medium text-indigo-700 underline hover:text-indigo-900"
            >
              {upgrade === 'plus' || upgrade === 'max' ? `Upgrade to ${tierLabel(upgrade)}` : 'See plans'}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
