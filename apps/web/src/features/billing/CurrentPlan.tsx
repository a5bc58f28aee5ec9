import { formatPrice, type SubscriptionResponse } from '@studybot/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate } from '../../lib/format';
import { SUBSCRIPTION_LOAD_FAILED } from './messages';
import { isCancelled, planName } from './subscription';

/** The student's plan now, with the way to manage it (paid plans only). */
export function CurrentPlan({
  subscription,
  loading,
  failed,
  onRetry,
}: {
  subscription: SubscriptionResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="current-plan-heading">
        <h2 id="current-plan-heading" className="text-lg font-semibold text-slate-900">
          Your Subscription
        </h2>
        {loading ? (
          <Spinner label="Loading your subscription..." className="py-6" />
        ) : failed || !subscription ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">{SUBSCRIPTION_LOAD_FAILED}</p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <PlanSummary subscription={subscription} />
        )}
      </section>
    </Card>
  );
}

function PlanSummary({ subscription }: { subscription: SubscriptionResponse }) {
  const paid = subscription.plan_tier !== 'free';
  const cancelled = isCancelled(subscription);
  const { plagiarism, essay } = subscription.credits;
  return (
    <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-slate-900">
          <span className="text-xl font-bold">{planName(subscription)} plan</span>
          {paid ? (
            <Badge tone={cancelled ? 'red' : 'green'}>{cancelled ? 'Cancelled' : 'Active'}</Badge>
          ) : null}
        </p>
        {paid ? (
          <p className="text-sm text-slate-700">
            {subscription.renewal_date
              ? cancelled
                ? `Access until ${formatDate(subscription.renewal_date)}`
                : `Renews on ${formatDate(subscription.renewal_date)}`
              : 'No renewal date'}
            {!cancelled && subscription.period_price !== null && subscription.billing_period
              ? ` for ${formatPrice(subscription.period_price, { cents: true })} a ${
                  subscription.billing_period === 'yearly' ? 'year' : 'month'
                }`
              : null}
          </p>
        ) : (
          <p className="text-sm text-slate-700">You are on the free tier. Upgrade whenever you need more.</p>
        )}
        {plagiarism > 0 || essay > 0 ? (
          <p className="text-sm text-slate-700">
            Credits left: {plagiarism} plagiarism {plagiarism === 1 ? 'check' : 'checks'}, {essay} AI{' '}
            {essay === 1 ? 'essay' : 'essays'}
          </p>
        ) : null}
      </div>
      {paid ? (
        <Link to="/subscription" className={`${buttonClasses('secondary', 'md')} shrink-0`}>
          Manage Subscription
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
