import {
  BRAND,
  CANCEL_REASONS,
  CANCEL_SUCCESS,
  type CancelSubscriptionRequest,
  cancelFailure,
} from '@studybot/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { INPUT_CLASSES } from '../../components/ui/Field';
import { FormError } from '../../components/ui/FormError';
import { useToast } from '../../components/ui/Toast';
import { useCancelSubscription } from './api/cancel-subscription';

type Reason = (typeof CANCEL_REASONS)[number];

const FEEDBACK_MAX = 2000;

/**
 * Asks to confirm the cancellation, with an optional reason and feedback (spec part 2 §5). The plan
 * keeps running to `accessUntil`; the page shows it as cancelled once the server agrees.
 */
export function CancelSubscriptionDialog({
  open,
  onClose,
  planName,
  accessUntil,
}: {
  open: boolean;
  onClose(): void;
  planName: string;
  /** "Feb 1, 2026", or empty when the plan has no end date. */
  accessUntil: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Cancel Subscription"
      description={
        accessUntil
          ? `You keep ${planName} until ${accessUntil}. After that your account returns to the Free plan.`
          : `Your account returns to the Free plan when ${planName} ends.`
      }
      widthClass="max-w-lg"
    >
      {/* Remounted on each opening, so an earlier answer or error does not linger. */}
      {open ? <CancelForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function CancelForm({ onDone }: { onDone(): void }) {
  const { toast } = useToast();
  const [reason, setReason] = useState<Reason | null>(null);
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { reasons: useId(), feedback: useId(), error: useId() };
  const cancel = useCancelSubscription({
    onSuccess: () => {
      toast(CANCEL_SUCCESS, 'success');
      onDone();
    },
    onError: () => setError(cancelFailure(BRAND.supportEmail)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    setError(null);
    const body: CancelSubscriptionRequest = {};
    if (reason) body.reason = reason;
    const text = feedback.trim();
    if (text) body.feedback = text;
    cancel.mutate(body);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      {error ? <FormError id={ids.error} message={error} /> : null}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Why are you cancelling? <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CANCEL_REASONS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-500 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
            >
              <input
                type="radio"
                name={ids.reasons}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-4 accent-indigo-600"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={ids.feedback} className="block text-sm font-medium text-slate-800">
          Anything else you would like to tell us?{' '}
          <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={ids.feedback}
          rows={3}
          maxLength={FEEDBACK_MAX}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          className={`${INPUT_CLASSES} py-2`}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={cancel.isPending}>
          Keep Subscription
        </Button>
        <Button
          type="submit"
          variant="danger"
          busy={cancel.isPending}
          aria-describedby={error ? ids.error : undefined}
        >
          {cancel.isPending ? 'Cancelling...' : 'Confirm Cancellation'}
        </Button>
      </div>
    </form>
  );
}
