import { formatPrice, type LocalCheckout } from '@studybot/contract';
import { ArrowLeft, CircleCheck, CircleSlash, FlaskConical, SearchX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormError } from '../../components/ui/FormError';
import { PageSpinner } from '../../components/ui/Spinner';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useGoToCheckout } from '../../lib/billing/go-to-checkout';
import { usePageTitle } from '../../lib/usePageTitle';
import { useCancelCheckout } from './api/cancel-checkout';
import { useCheckout } from './api/get-checkout';
import { usePayCheckout } from './api/pay-checkout';
import { CHECKOUT_LOAD_FAILED, CHECKOUT_NOT_FOUND, LEAVE_CHECKOUT_FAILED, PAYMENT_FAILED } from './messages';

/**
 * /checkout/:id: the built-in test checkout (`PAYMENTS_PROVIDER=local`). Paying here changes exactly
 * what a real payment would, but no money moves, and the page says so before anything else.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { id = '' } = useParams();
  const checkout = useCheckout(id);

  if (checkout.isPending) return <PageSpinner label="Loading checkout..." />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <CheckoutMessage
        icon={<SearchX className="size-7" />}
        title={missing ? 'Checkout not found' : 'Checkout unavailable'}
        description={missing ? CHECKOUT_NOT_FOUND : errorMessage(checkout.error, CHECKOUT_LOAD_FAILED)}
      >
        {missing ? null : (
          <Button variant="primary" onClick={() => void checkout.refetch()}>
            Try again
          </Button>
        )}
      </CheckoutMessage>
    );
  }

  const session = checkout.data;
  if (session.status !== 'open') {
    const paid = session.status === 'paid';
    return (
      <CheckoutMessage
        icon={paid ? <CircleCheck className="size-7" /> : <CircleSlash className="size-7" />}
        title={paid ? 'This checkout is already paid' : 'This checkout was cancelled'}
        description={
          paid
            ? `${session.name} has been paid for. There is nothing more to do here.`
            : `${session.name} was not bought. Start again from Billing whenever you like.`
        }
      />
    );
  }
  return <OpenCheckout session={session} />;
}

/** A checkout that cannot be paid (missing, paid, cancelled): why, and the way back to Billing. */
function CheckoutMessage({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <div aria-hidden="true" className="mb-3 rounded-full bg-indigo-50 p-3 text-indigo-600">
        {icon}
      </div>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-700">{description}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {children}
        <Link to="/billing" className={buttonClasses('secondary', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Billing
        </Link>
      </div>
    </div>
  );
}

function periodText(period: LocalCheckout['period']): string {
  if (period === 'monthly') return 'a month, renews each month until cancelled';
  if (period === 'yearly') return 'a year, renews each year until cancelled';
  return 'one-time payment';
}

function OpenCheckout({ session }: { session: LocalCheckout }) {
  const goTo = useGoToCheckout();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const headingId = useId();
  const price = formatPrice(session.amount, { cents: true });

  const pay = usePayCheckout({
    onSuccess: ({ redirect_url }) => goTo(redirect_url),
    onError: (err) => setError(errorMessage(err, PAYMENT_FAILED)),
  });
  const leave = useCancelCheckout({
    onSuccess: ({ redirect_url }) => goTo(redirect_url),
    onError: (err) => setError(errorMessage(err, LEAVE_CHECKOUT_FAILED)),
  });
  const busy = pay.isPending || leave.isPending;

  return (
    <div className="mx-auto max-w-lg space-y-6">
      <div
        role="note"
        aria-label="Test payment"
        className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-5 py-4 text-amber-950"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
        <div>
          <p className="text-lg font-bold">Test payment — no money moves</p>
          <p className="mt-1 text-sm">
            This is StudyBot&apos;s built-in test checkout. Paying here activates your purchase without
            charging any card, and no card details are asked for.
          </p>
        </div>
      </div>

      <Card className="p-6">
        <section aria-labelledby={headingId} className="space-y-5">
          <h1 id={headingId} className="text-2xl font-bold text-slate-900">
            Checkout
          </h1>
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            <div className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="text-sm text-slate-600">Item</dt>
              <dd className="text-right font-semibold text-slate-900">{session.name}</dd>
            </div>
            <div className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="text-sm text-slate-600">Price</dt>
              <dd className="text-right text-slate-900">
                <span className="text-lg font-bold">{price}</span>{' '}
                <span className="text-sm text-slate-600">{periodText(session.period)}</span>
              </dd>
            </div>
          </dl>
          {error ? <FormError id={errorId} message={error} /> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              size="lg"
              busy={leave.isPending}
              disabled={busy}
              onClick={() => {
                setError(null);
                leave.mutate(session.id);
              }}
            >
              {leave.isPending ? 'Cancelling...' : 'Cancel'}
            </Button>
            <Button
              size="lg"
              busy={pay.isPending}
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
              onClick={() => {
                setError(null);
                pay.mutate(session.id);
              }}
            >
              {pay.isPending ? 'Paying...' : `Pay ${price}`}
            </Button>
          </div>
        </section>
      </Card>
    </div>
  );
}
