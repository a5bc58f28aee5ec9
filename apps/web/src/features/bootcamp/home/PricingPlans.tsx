import { BOOTCAMP_PLANS, type BootcampPlan, formatPrice } from '@studybot/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { checkoutFailureMessage } from '../../../lib/billing/go-to-checkout';
import { usePurchaseBootcampPlan } from '../api/purchase-bootcamp-plan';
import { PURCHASE_FAILED } from '../messages';

/** The three bootcamp plans with Buy buttons; buying one goes to its checkout. */
export function PricingPlans() {
  const { toast } = useToast();
  const purchase = usePurchaseBootcampPlan({
    onError: (error) => toast(checkoutFailureMessage(error, PURCHASE_FAILED), 'error'),
  });
  return (
    <ul aria-label="Bootcamp plans" className="grid gap-4 md:grid-cols-3">
      {BOOTCAMP_PLANS.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          busy={purchase.isPending && purchase.variables === plan.key}
          disabled={purchase.isPending}
          onBuy={() => purchase.mutate(plan.key)}
        />
      ))}
    </ul>
  );
}

interface PlanCardProps {
  plan: BootcampPlan;
  busy: boolean;
  disabled: boolean;
  onBuy(): void;
}

function PlanCard({ plan, busy, disabled, onBuy }: PlanCardProps) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        plan.recommended ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h3>
        {plan.recommended ? <Badge tone="indigo">Recommended</Badge> : null}
      </div>
      <p className="mt-2">
        <span className="text-3xl font-bold text-slate-900">{formatPrice(plan.price)}</span>{' '}
        <span className="text-sm text-slate-600">{plan.period}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-5 w-full"
        variant={plan.recommended ? 'primary' : 'secondary'}
        busy={busy}
        disabled={disabled}
        onClick={onBuy}
      >
        {busy ? 'Starting checkout...' : `Buy ${plan.name}`}
      </Button>
    </li>
  );
}
