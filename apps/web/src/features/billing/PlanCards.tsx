import {
  type BillingPeriod,
  PLAN_PRICES,
  type PlanTier,
  type PriceId,
  planPriceId,
  type SubscriptionResponse,
  yearlySavingPercent,
} from '@studybot/contract';
import { useEffect, useId, useRef } from 'react';
import { PERIOD_LABELS } from '../../components/billing/PeriodToggle';
import { PlanFeatureList, PlanPrice, perMonth } from '../../components/billing/PlanPrice';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { BILLING_PLAN_CARDS, type BillingPlanCard, tierRank } from './plans';

export interface PlanCardsProps {
  period: BillingPeriod;
  /** The student's plan now. */
  tier: PlanTier;
  /** The current plan's period; null when it was not bought here (free, or assigned). */
  currentPeriod: SubscriptionResponse['billing_period'];
  /** False when nothing is sold (`payments: 'none'`): the cards have no buttons. */
  canBuy: boolean;
  /** A plan to draw attention to (`/billing?plan=max`, from an upgrade prompt). */
  selected: 'plus' | 'max' | null;
  /** The price whose checkout is starting, if any: every buy button waits. */
  pending: PriceId | null;
  onChoose(priceId: PriceId): void;
}

/** Free, Plus and Max side by side (stacked on a phone), the current plan marked. */
export function PlanCards(props: PlanCardsProps) {
  return (
    <ul aria-label="Plans" className="grid gap-6 md:grid-cols-3">
      {BILLING_PLAN_CARDS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} {...props} />
      ))}
    </ul>
  );
}

function PlanCard({
  plan,
  period,
  tier,
  currentPeriod,
  canBuy,
  selected,
  pending,
  onChoose,
}: PlanCardsProps & { plan: BillingPlanCard }) {
  const headingId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const current = plan.id === tier;
  const highlighted = plan.id === selected && !current;

  // Arriving from an upgrade prompt: bring the suggested plan into view (it is below the fold on a phone).
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  const border = highlighted
    ? 'border-2 border-indigo-600 ring-4 ring-indigo-100'
    : current
      ? 'border-2 border-emerald-600'
      : plan.badge
        ? 'border-2 border-indigo-300'
        : 'border border-slate-200';

  return (
    <li
      ref={ref}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${border}`}
    >
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {current ? <Badge tone="green">Current plan</Badge> : null}
          {highlighted ? <Badge tone="indigo">Selected</Badge> : null}
          {plan.badge ? <Badge tone="indigo">{plan.badge}</Badge> : null}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{plan.tagline}</p>
      <CardPrice plan={plan} period={period} />
      <PlanFeatureList features={plan.features} />
      <div className="mt-8">
        {plan.id === 'free' ? (
          current ? (
            <Button variant="secondary" className="w-full" disabled>
              Current Plan
            </Button>
          ) : (
            <p className="text-center text-sm text-slate-600">
              Your account returns here when a paid plan ends.
            </p>
          )
        ) : canBuy ? (
          <ChooseButton
            plan={plan}
            tier={plan.id}
            period={period}
            currentTier={tier}
            currentPeriod={currentPeriod}
            highlighted={highlighted || (!current && Boolean(plan.badge))}
            pending={pending}
            onChoose={onChoose}
          />
        ) : current ? (
          <p className="text-center text-sm font-medium text-emerald-800">Your current plan</p>
        ) : null}
      </div>
    </li>
  );
}

function CardPrice({ plan, period }: { plan: BillingPlanCard; period: BillingPeriod }) {
  if (plan.id === 'free') {
    return <PlanPrice amount={0} period={period} note="Free for as long as you like. No card needed." />;
  }
  const price = PLAN_PRICES[plan.id][period];
  return (
    <PlanPrice
      amount={price}
      period={period}
      note={
        period === 'yearly'
          ? `That is ${perMonth(price)} a month, billed once a year. Save ${yearlySavingPercent(plan.id)}%.`
          : undefined
      }
    />
  );
}

function ChooseButton({
  plan,
  tier,
  period,
  currentTier,
  currentPeriod,
  highlighted,
  pending,
  onChoose,
}: {
  plan: BillingPlanCard;
  tier: 'plus' | 'max';
  period: BillingPeriod;
  currentTier: PlanTier;
  currentPeriod: BillingPeriod | null;
  highlighted: boolean;
  pending: PriceId | null;
  onChoose(priceId: PriceId): void;
}) {
  const priceId = planPriceId(tier, period);
  const current = tier === currentTier;
  if (current && (currentPeriod === null || currentPeriod === period)) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  const label = current
    ? `Switch to ${PERIOD_LABELS[period]}`
    : tierRank(tier) > tierRank(currentTier)
      ? `Upgrade to ${plan.name}`
      : `Choose ${plan.name}`;
  const busy = pending === priceId;
  return (
    <Button
      size="lg"
      variant={highlighted ? 'primary' : 'secondary'}
      className="w-full"
      busy={busy}
      disabled={pending !== null}
      onClick={() => onChoose(priceId)}
    >
      {busy ? 'Starting checkout...' : label}
    </Button>
  );
}
