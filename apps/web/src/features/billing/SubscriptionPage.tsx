import { BRAND, formatPrice, type SubscriptionResponse } from '@studybot/contract';
import { ArrowLeft, CreditCard, LifeBuoy, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { PageSpinner } from '../../components/ui/Spinner';
import { describeFailure, TRY_AGAIN_SOON } from '../../lib/failure';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSubscription } from './api/get-subscription';
import { BillingHistoryList } from './BillingHistoryList';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { SUBSCRIPTION_LOAD_FAILED } from './messages';
import { isCancelled, paymentMethodLabel, planName } from './subscription';
import { UsageList } from './UsageList';

/** /subscription: a paid plan's details, usage, history and cancellation; free users are sent to the plans. */
export function SubscriptionPage() {
  usePageTitle('Subscription');
  const subscription = useSubscription();

  let body: ReactNode;
  if (subscription.isPending) {
    body = <PageSpinner label="Loading your subscription..." />;
  } else if (subscription.isError) {
    const { message, nextStep } = describeFailure(
      subscription.error,
      SUBSCRIPTION_LOAD_FAILED,
      TRY_AGAIN_SOON,
    );
    body = (
      <div className="space-y-4">
        <ErrorPanel title="Subscription unavailable" message={message} nextStep={nextStep} />
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void subscription.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  } else if (subscription.data.plan_tier === 'free') {
    body = (
      <EmptyState
        icon={<CreditCard className="size-6" />}
        title="No Active Subscription"
        description="You are on the Free plan. Upgrade to get unlimited chat, more papers and plagiarism checks, and the full bootcamp."
        action={
          <Link to="/billing" className={buttonClasses('primary', 'md')}>
            View Plans
          </Link>
        }
      />
    );
  } else {
    body = <PaidSubscription subscription={subscription.data} />;
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link to="/billing" className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Billing
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Subscription</h1>
      </div>
      {body}
    </div>
  );
}

function PaidSubscription({ subscription }: { subscription: SubscriptionResponse }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelled = isCancelled(subscription);
  const name = planName(subscription);
  const endDate = formatDate(subscription.renewal_date);
  const assigned = subscription.payments === 'none';
  const { plagiarism, essay } = subscription.credits;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="plan-heading">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="plan-heading" className="text-xl font-bold text-slate-900">
                {name} Plan
              </h2>
              <Badge tone={cancelled ? 'red' : 'green'}>{cancelled ? 'Cancelled' : 'Active'}</Badge>
            </div>
            {cancelled ? (
              <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                Your subscription is cancelled.{' '}
                {endDate
                  ? `You keep ${name} until ${endDate}; after that your account returns to the Free plan.`
                  : 'Your account returns to the Free plan when it ends.'}
              </p>
            ) : null}
            <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Detail term="Monthly price">
                {formatPrice(subscription.monthly_price, { cents: true })}/month
                {subscription.billing_period === 'yearly' && subscription.period_price !== null ? (
                  <span className="block text-sm font-normal text-slate-600">
                    Billed {formatPrice(subscription.period_price, { cents: true })} yearly
                  </span>
                ) : null}
              </Detail>
              <Detail term="Next billing date">
                {cancelled ? (
                  <>
                    None
                    {endDate ? (
                      <span className="block text-sm font-normal text-slate-600">
                        Access until <time dateTime={subscription.renewal_date ?? undefined}>{endDate}</time>
                      </span>
                    ) : null}
                  </>
                ) : endDate ? (
                  <time dateTime={subscription.renewal_date ?? undefined}>{endDate}</time>
                ) : (
                  'No renewal date'
                )}
              </Detail>
              <Detail term="Payment method">{paymentMethodLabel(subscription.payment_method)}</Detail>
              <Detail term="Billing period">
                {subscription.billing_period === 'yearly'
                  ? 'Yearly'
                  : subscription.billing_period === 'monthly'
                    ? 'Monthly'
                    : 'Assigned plan'}
              </Detail>
            </dl>
            {assigned ? (
              <p className="mt-5 text-sm text-slate-700">
                This plan was assigned by your school&apos;s administrator. Ask them to change it.
              </p>
            ) : cancelled ? (
              <Link to="/billing" className={`${buttonClasses('secondary', 'md')} mt-5`}>
                View Plans
              </Link>
            ) : (
              <div className="mt-5 border-t border-slate-100 pt-5">
                <Button variant="secondary" onClick={() => setCancelOpen(true)}>
                  Cancel Subscription
                </Button>
              </div>
            )}
          </section>
        </Card>

        <Card className="p-5 sm:p-6">
          <section aria-labelledby="usage-heading">
            <h2 id="usage-heading" className="mb-4 text-lg font-semibold text-slate-900">
              This month&apos;s usage
            </h2>
            <UsageList usage={subscription.usage} />
          </section>
        </Card>

        <Card className="p-5 sm:p-6">
          <section aria-labelledby="history-heading">
            <h2 id="history-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Billing history
            </h2>
            <BillingHistoryList />
          </section>
        </Card>
      </div>

      <div className="min-w-0 space-y-6">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="credits-heading">
            <h2 id="credits-heading" className="text-lg font-semibold text-slate-900">
              Credits left
            </h2>
            <dl className="mt-4 space-y-3">
              <Detail term="Plagiarism credits">{plagiarism}</Detail>
              <Detail term="AI essay credits">{essay}</Detail>
            </dl>
            <p className="mt-4 text-xs text-slate-600">
              Credits are used only after your plan&apos;s own allowance for the month runs out.
            </p>
            {assigned ? null : (
              <Link to="/billing" className="mt-3 inline-block text-sm font-medium text-indigo-700 underline">
                Buy more credits
              </Link>
            )}
          </section>
        </Card>

        <Card className="p-5 sm:p-6">
          <section aria-labelledby="support-heading">
            <h2 id="support-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <LifeBuoy aria-hidden="true" className="size-5 text-indigo-600" />
              Need help?
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Questions about your plan or a payment? We reply within {BRAND.supportReplyHours} hours.
            </p>
            <a
              href={`mailto:${BRAND.supportEmail}`}
              className="mt-3 inline-flex items-center gap-2 rounded-md text-sm font-medium break-all text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {BRAND.supportEmail}
            </a>
          </section>
        </Card>
      </div>

      <CancelSubscriptionDialog
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        planName={name}
        accessUntil={endDate}
      />
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 sm:block">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-right font-semibold text-slate-900 sm:mt-0.5 sm:text-left">{children}</dd>
    </div>
  );
}
