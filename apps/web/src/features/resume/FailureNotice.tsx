import { Link } from 'react-router';
import { FormError } from '../../components/ui/FormError';
import { plansLink } from '../../lib/billing/plans-link';
import type { ResumeFailure } from './failure';
import { resumeTierLabel } from './plan';

/** A failed call under its form: the message, and a way to the plan that lifts a plan limit. */
export function FailureNotice({ id, failure }: { id: string; failure: ResumeFailure }) {
  return (
    <div className="space-y-2">
      <FormError id={id} message={failure.message} />
      {failure.upgradePlan ? (
        <Link
          to={plansLink(failure.upgradePlan)}
          className="inline-block text-sm font-medium text-indigo-700 underline-offset-2 hover:text-indigo-900 hover:underline"
        >
          Upgrade to {resumeTierLabel(failure.upgradePlan)}
        </Link>
      ) : null}
    </div>
  );
}
