import { type BillingPeriod, CHECKOUT_FAILED, type PriceId } from '@studybot/contract';
import { Building2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PeriodToggle } from '../../components/billing/PeriodToggle';
import { useToast } from '../../components/ui/Toast';
import { useAuth } from '../../lib/auth/AuthProvider';
import { checkoutFailureMessage } from '../../lib/billing/go-to-checkout';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddOns } from './AddOns';
import { useCreateCheckoutSession } from './api/create-checkout-session';
import { useRefreshBilling, useSubscription } from './api/get-subscription';
import { BillingFaq } from './BillingFaq';
import { CurrentPlan } from './CurrentPlan';
import { ADMIN_ASSIGNS_PLANS, PAYMENT_COMPLETE } from './messages';
import { PlanCards } from './PlanCards';
import { CHECKOUT_RETURN } from './plans';

/** `?plan=plus|max` from an upgrade prompt; anything else is ignored. */
function selectedPlan(value: string | null): 'plus' | 'max' | null {
  return value === 'plus' || value === 'max' ? value : null;
}

/**
 * /billing: the student's plan, the plans and add-ons to buy, and the questions asked before paying.
 * `?plan=max` highlights a plan; `?paid=1` is where a finished checkout comes back to.
 */
export function BillingPage() {
  usePageTitle('Billing');
  const { user } = useAuth();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const subscription = useSubscription();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  usePaymentReturn();

  const checkout = useCreateCheckoutSession({
    onError: (error) => toast(checkoutFailureMessage(error, CHECKOUT_FAILED), 'error'),
  });
  const start = (priceId: PriceId) => checkout.mutate({ price_id: priceId, ...CHECKOUT_RETURN });
  const pending = checkout.isPending ? (checkout.variables?.price_id ?? null) : null;

  const data = subscription.data;
  // Until the subscription is read (or when it cannot be), the signed-in user's plan stands in.
  const tier = data?.plan_tier ?? user?.plan_tier ?? 'free';
  // When payments are off the server refuses a checkout anyway; the buttons are hidden only once known.
  const canBuy = data?.payments !== 'none';

  return (
    <div className="mx-auto max-w-6xl space-y-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Plans &amp; Billing</h1>
        <p className="mt-1 text-slate-600">
          Choose the plan that fits how you study, and add extras when you need them.
        </p>
      </header>

      <CurrentPlan
        subscription={data}
        loading={subscription.isPending}
        failed={subscription.isError}
        onRetry={() => void subscription.refetch()}
      />

      <section aria-labelledby="plans-heading" className="space-y-8">
        <div className="text-center">
          <h2 id="plans-heading" className="text-2xl font-bold text-slate-900">
            Plans
          </h2>
          <p className="mt-1 text-slate-600">Start free and upgrade only when you need more.</p>
        </div>
        {canBuy ? null : (
          <div
            role="note"
            className="mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
          >
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
            <p>{ADMIN_ASSIGNS_PLANS}</p>
          </div>
        )}
        <PeriodToggle period={period} onChange={setPeriod} />
        <PlanCards
          period={period}
          tier={tier}
          currentPeriod={data?.billing_period ?? null}
          canBuy={canBuy && !subscription.isPending}
          selected={selectedPlan(params.get('plan'))}
          pending={pending}
          onChoose={start}
        />
      </section>

      <section aria-labelledby="add-ons-heading" className="space-y-4">
        <div>
          <h2 id="add-ons-heading" className="text-xl font-bold text-slate-900">
            Add-ons
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            One-off purchases on top of any plan. No subscription needed.
          </p>
        </div>
        <AddOns canBuy={canBuy && !subscription.isPending} pending={pending} onBuy={start} />
      </section>

      {canBuy ? (
        <section aria-labelledby="faq-heading" className="space-y-4">
          <h2 id="faq-heading" className="text-xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <BillingFaq />
        </section>
      ) : null}
    </div>
  );
}

/**
 * Back from a paid checkout (`?paid=1`): say so, read the user's plan and the subscription again,
 * and drop the parameter so a reload or the back button does not say it twice.
 */
function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const paid = params.get('paid');
  const { toast } = useToast();
  const { refreshUser } = useAuth();
  const refreshBilling = useRefreshBilling();
  const handled = useRef(false);

  useEffect(() => {
    if (!paid) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    toast(PAYMENT_COMPLETE, 'success');
    void refreshUser();
    void refreshBilling();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paid');
        return next;
      },
      { replace: true },
    );
  }, [paid, toast, refreshUser, refreshBilling, setParams]);
}
