import { tierLabel, type User } from '@studybot/contract';
import { ChevronDown, KeyRound, MonitorSmartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { useToast } from '../components/ui/Toast';
import { errorMessage } from '../lib/api-error';
import { useAuth } from '../lib/auth/AuthProvider';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export type AccountAction = 'change-password' | 'sign-out-everywhere';

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device.';
const SIGN_OUT_EVERYWHERE_FAILED = 'Could not sign out everywhere. Please try again.';

export const ACCOUNT_ACTIONS: ReadonlyArray<{ action: AccountAction; label: string; icon: typeof KeyRound }> =
  [
    { action: 'change-password', label: 'Change password', icon: KeyRound },
    { action: 'sign-out-everywhere', label: 'Sign out everywhere', icon: MonitorSmartphone },
  ];

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The desktop account button: the user's initial, name and plan; it opens a small list of
 * account actions. A disclosure (button + list of buttons): closes on Escape, outside clicks
 * and after a choice.
 */
export function AccountMenu({ user, onChoose }: { user: User; onChoose(action: AccountAction): void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`Account: ${user.username}, ${tierLabel(user.plan_tier)} Plan`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex items-center gap-1.5 rounded-lg p-1 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <UserSummary user={user} />
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open ? (
        <ul
          id={panelId}
          aria-label="Account"
          className="absolute right-0 z-40 mt-2 w-56 space-y-0.5 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {ACCOUNT_ACTIONS.map(({ action, label, icon: Icon }) => (
            <li key={action}>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setOpen(false);
                  onChoose(action);
                }}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function UserSummary({ user }: { user: User }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5 text-left">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-sm font-semibold text-white uppercase"
      >
        {user.username.charAt(0)}
      </span>
      <span className="block min-w-0 leading-tight">
        <span className="block truncate text-sm font-semibold text-slate-900">{user.username}</span>
        <span className="block text-xs text-slate-600">{`${tierLabel(user.plan_tier)} Plan`}</span>
      </span>
    </span>
  );
}

/** The dialogs behind the account actions, shared by the desktop menu and the phone menu. */
export function AccountDialogs({ action, onClose }: { action: AccountAction | null; onClose(): void }) {
  const { logoutEverywhere } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await logoutEverywhere();
      toast(SIGNED_OUT_EVERYWHERE, 'success');
    } catch (error) {
      toast(errorMessage(error, SIGN_OUT_EVERYWHERE_FAILED), 'error');
      setBusy(false);
      onClose();
    }
  }

  return (
    <>
      <ChangePasswordDialog open={action === 'change-password'} onClose={onClose} />
      <ConfirmDialog
        open={action === 'sign-out-everywhere'}
        title="Sign out everywhere?"
        description="This signs you out on every device and browser, including this one."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onConfirm={signOutEverywhere}
        onCancel={onClose}
      />
    </>
  );
}
