import { PLAN_TIERS, RECENT_SIGNUP_DAYS, tierLabel } from '@studybot/contract';
import { Layers, UserPlus, Users } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { StatCard } from '../../components/ui/StatCard';
import { useSubscriberStats } from './api/get-subscriber-stats';
import { STATS_LOAD_FAILED } from './messages';

/** The plans in the usual order, then any other plan the server counted. */
function planOrder(byPlan: Record<string, number>): string[] {
  const known: readonly string[] = PLAN_TIERS;
  return [...PLAN_TIERS, ...Object.keys(byPlan).filter((tier) => !known.includes(tier))];
}

/** Total, recent and per-plan counts of the users who agreed to email. */
export function SubscriberStatsCards() {
  const stats = useSubscriberStats();
  const data = stats.data;
  return (
    <section aria-labelledby="subscriber-stats-heading" className="space-y-3">
      <h2 id="subscriber-stats-heading" className="text-lg font-semibold text-slate-900">
        Subscribers
      </h2>
      {stats.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3">
          <p className="text-sm text-red-800">{STATS_LOAD_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul
            aria-label="Subscriber totals"
            aria-busy={stats.isPending}
            className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4"
          >
            <StatCard label="Total Subscribers" icon={<Users />} value={data?.total_subscribers} />
            <StatCard
              label={`Recent Signups (${RECENT_SIGNUP_DAYS} days)`}
              icon={<UserPlus />}
              value={data?.recent_signups}
            />
          </ul>
          <h3 className="pt-2 text-sm font-semibold text-slate-700">By plan</h3>
          <ul
            aria-label="Subscribers by plan"
            aria-busy={stats.isPending}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6"
          >
            {planOrder(data?.by_plan_tier ?? {}).map((tier) => (
              <StatCard
                key={tier}
                label={`${tierLabel(tier)} Plan`}
                icon={<Layers />}
                value={data ? (data.by_plan_tier[tier] ?? 0) : undefined}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
