import { type PlanTier, tierLabel } from '@studybot/contract';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { plansLink } from '../../lib/billing/plans-link';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { buttonClasses } from './Button';

/**
 * A result area that failed: what happened and what to do next. It stays until the next attempt,
 * unlike the toast that announces the failure.
 */
export function ErrorPanel({
  title,
  message,
  nextStep,
  upgradePlan = null,
}: {
  title: string;
  message: string;
  nextStep: string | null;
  /** Shows a link to the plans page with this plan preselected (a plan gate or a used-up quota). */
  upgradePlan?: PlanTier | null;
}) {
  const revealRef = useRevealOnMount<HTMLDivElement>();
  return (
    <div
      ref={revealRef}
      className="scroll-mt-36 flex min-h-72 flex-col items-center justify-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
    >
      <div aria-hidden="true" className="mb-3 rounded-full bg-red-100 p-3 text-red-700">
        <CircleAlert className="size-7" />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-sm break-words text-slate-800">{message}</p>
      {nextStep ? <p className="mt-3 max-w-md text-sm font-medium text-slate-700">{nextStep}</p> : null}
      {upgradePlan ? (
        <Link to={plansLink(upgradePlan)} className={`mt-5 ${buttonClasses('primary', 'md')}`}>
          {upgradePlan === 'plus' || upgradePlan === 'max'
            ? `See ${tierLabel(upgradePlan)} plan`
            : 'See plans'}
        </Link>
      ) : null}
    </div>
  );
}
