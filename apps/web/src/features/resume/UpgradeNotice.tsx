import type { PlanTier } from '@studybot/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { plansLink } from '../../lib/billing/plans-link';
import { resumeTierLabel } from './plan';

/** What the plan leaves out, with a link to the plans page (the plan that has it preselected). */
export function UpgradeNotice({
  icon,
  tier,
  children,
}: {
  icon: ReactNode;
  /** The plan to offer; null shows the text alone. */
  tier: PlanTier | null;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      aria-label="Upgrade notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 shrink-0 text-amber-600 [&>svg]:size-5">
          {icon}
        </span>
        <p className="min-w-0 flex-1 break-words">{children}</p>
      </div>
      {tier ? (
        <Link
          to={plansLink(tier)}
          className={`${buttonClasses('primary', 'sm')} shrink-0 self-start sm:self-auto`}
        >
          Upgrade to {resumeTierLabel(tier)}
        </Link>
      ) : null}
    </div>
  );
}
