import { type BillingPeriod, PLAN_CARDS, PLAN_PRICES } from '@studybot/contract';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { PeriodToggle } from '../../components/billing/PeriodToggle';
import { PlanFeatureList, PlanPrice } from '../../components/billing/PlanPrice';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { container } from './styles';

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

        <div className="mt-10">
          <PeriodToggle period={period} onChange={setPeriod} />
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
                <PlanPrice amount={price} period={period} />
                <PlanFeatureList features={plan.features} />
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
