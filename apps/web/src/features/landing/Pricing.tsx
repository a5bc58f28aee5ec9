import { bestYearlySavingPercent, formatPrice, PLAN_CARDS, PLAN_PRICES } from '@studybot/contract';
import { Check, Gift } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { container } from './styles';

export type BillingPeriod = 'monthly' | 'yearly';

const PERIODS: readonly { id: BillingPeriod; label: string }[] = [
  { id: 'monthly', label: 'Monthly' },
  { id: 'yearly', label: 'Yearly' },
];

/** "$7.42" — what a yearly price works out to per month, rounded to the cent. */
function perMonth(yearly: number): string {
  return formatPrice(Math.round((yearly / 12) * 100) / 100, { cents: true });
}

export function Pricing() {
  const { openAuthDialog } = useAuth();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-24"
    >
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="pricing-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Simple pricing for students
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Start free and upgrade only when you need more. Cancel whenever you like.
          </p>
        </div>

        <div className="mt-10 flex flex-col items-center gap-3">
          <fieldset className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm">
            <legend className="sr-only">Billing period</legend>
            {PERIODS.map((option) => {
              const active = option.id === period;
              return (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setPeriod(option.id)}
                  className={`cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                    active ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {option.label}
                </button>
              );
            })}
          </fieldset>
          <p className="text-sm font-medium text-emerald-800">
            Save up to {bestYearlySavingPercent()}% with yearly billing
          </p>
        </div>

        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {PLAN_CARDS.map((plan) => {
            const price = PLAN_PRICES[plan.id][period];
            const featured = Boolean(plan.badge);
            return (
              <li
                key={plan.id}
                className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${
                  featured ? 'border-2 border-indigo-600 shadow-lg' : 'border border-slate-200'
                }`}
              >
                <div className="flex min-h-7 items-center justify-between gap-3">
                  <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
                  {plan.badge ? (
                    <span className="rounded-full bg-linear-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-semibold text-white">
                      {plan.badge}
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 text-sm text-slate-600">{plan.tagline}</p>
                <div className="mt-6" aria-live="polite">
                  <p className="flex items-baseline gap-1">
                    <span className="text-4xl font-extrabold tracking-tight text-slate-900">
                      {formatPrice(price)}
                    </span>
                    <span className="text-base font-medium text-slate-600">
                      {period === 'monthly' ? '/month' : '/year'}
                    </span>
                  </p>
                  <p className="mt-1 h-5 text-sm text-slate-600">
                    {period === 'yearly'
                      ? `That is ${perMonth(price)} a month, billed once a year.`
                      : 'Billed monthly.'}
                  </p>
                </div>
                <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  size="lg"
                  variant={featured ? 'primary' : 'secondary'}
                  className="mt-8 w-full"
                  onClick={() => openAuthDialog('register')}
                >
                  Choose {plan.name}
                </Button>
              </li>
            );
          })}
        </ul>

        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-pretty text-slate-700">
          <Gift
            className="mr-2 inline size-4 -translate-y-px align-middle text-indigo-600"
            aria-hidden="true"
          />
          <strong className="font-semibold text-slate-900">The free tier is always available.</strong> Sign up
          without a card and use chat, quizzes, flashcards, the math tutor and more within daily and monthly
          allowances.
        </p>
      </div>
    </section>
  );
}
