import { type BillingPeriod, formatPrice } from '@studybot/contract';
import { Check } from 'lucide-react';

/** "$7.42": what a yearly price works out to per month, rounded to the cent. */
export function perMonth(yearly: number): string {
  return formatPrice(Math.round((yearly / 12) * 100) / 100, { cents: true });
}

/** A plan card's price for the period, with a line saying how it is billed. */
export function PlanPrice({
  amount,
  period,
  note,
}: {
  amount: number;
  period: BillingPeriod;
  /** Replaces the "billed monthly / once a year" line. */
  note?: string;
}) {
  return (
    <div className="mt-6" aria-live="polite">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatPrice(amount)}</span>
        <span className="text-base font-medium text-slate-600">
          {period === 'monthly' ? '/month' : '/year'}
        </span>
      </p>
      <p className="mt-1 min-h-10 text-sm text-slate-600">
        {note ??
          (period === 'yearly'
            ? `That is ${perMonth(amount)} a month, billed once a year.`
            : 'Billed monthly.')}
      </p>
    </div>
  );
}

/** A plan card's list of what the plan includes. */
export function PlanFeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
      {features.map((feature) => (
        <li key={feature} className="flex gap-3">
          <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
