import { type FormEvent, useId, useState } from 'react';
import { Button } from '../components/ui/Button';
import { Dialog } from '../components/ui/Dialog';
import { FormError } from '../components/ui/FormError';
import { useToast } from '../components/ui/Toast';
import { errorMessage } from '../lib/api-error';
import { useAuth } from '../lib/auth/AuthProvider';

export const PASSWORD_CHANGED = 'Password changed. Your other devices have been signed out.';
const FAILED = 'Could not change your password. Please try again.';

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Change password"
      description="Other devices signed in to your account will be signed out."
    >
      {/* Remounted on each opening, so no typed password outlives the dialog. */}
      {open ? <ChangePasswordForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const { changePassword } = useAuth();
  const { toast } = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { current: useId(), next: useId(), confirm: useId(), error: useId() };
  const describedBy = error ? ids.error : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (next !== confirm) {
      setError('Passwords do not match');
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, next);
      toast(PASSWORD_CHANGED, 'success');
      onDone();
    } catch (err) {
      setError(errorMessage(err, FAILED));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {error ? <FormError id={ids.error} message={error} /> : null}
      <PasswordField
        id={ids.current}
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        describedBy={describedBy}
      />
      <PasswordField
        id={ids.next}
        label="New password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        describedBy={describedBy}
      />
      <PasswordField
        id={ids.confirm}
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        describedBy={describedBy}
      />
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {busy ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  );
}

function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  describedBy: string | undefined;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="password"
        required
        maxLength={128}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm"
      />
    </div>
  );
}
