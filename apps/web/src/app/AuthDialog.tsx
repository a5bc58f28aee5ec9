import { SETTINGS_MESSAGES } from '@studybot/contract';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/ui/Button';
import { Dialog } from '../components/ui/Dialog';
import { Field, INPUT_CLASSES } from '../components/ui/Field';
import { FormError } from '../components/ui/FormError';
import { errorMessage } from '../lib/api-error';
import type { AuthDialogProps, AuthMode } from '../lib/auth/AuthProvider';
import { useRegistrationStatus } from '../lib/auth/api/get-registration-status';

export const USERNAME_REQUIRED = 'Username is required';
export const EMAIL_CONSENT_LABEL = 'Email me study tips and StudyBot news (optional)';

const COPY: Record<
  AuthMode,
  { title: string; subtitle: string; submit: string; busy: string; failed: string }
> = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue your learning journey',
    submit: 'Sign In',
    busy: 'Signing In...',
    failed: 'Login failed',
  },
  register: {
    title: 'Create Account',
    subtitle: 'Join thousands of students improving their studies',
    submit: 'Create Account',
    busy: 'Creating Account...',
    failed: 'Registration failed',
  },
  admin: {
    title: 'Admin Sign In',
    subtitle: 'Administrator access only',
    submit: 'Sign In as Admin',
    busy: 'Signing In...',
    failed: 'Admin login failed',
  },
};

export function AuthDialog({ mode, onModeChange, onClose, ...actions }: AuthDialogProps) {
  // Keep the last mode's text while the dialog animates closed.
  const [shownMode, setShownMode] = useState<AuthMode>('login');
  if (mode && mode !== shownMode) setShownMode(mode);
  const copy = COPY[mode ?? shownMode];

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={copy.subtitle}
    >
      <AuthForm key={mode ?? shownMode} mode={mode ?? shownMode} onModeChange={onModeChange} {...actions} />
    </Dialog>
  );
}

type AuthFormProps = Omit<AuthDialogProps, 'mode' | 'onClose'> & { mode: AuthMode };

function AuthForm({ mode, onModeChange, login, register, adminLogin }: AuthFormProps) {
  const copy = COPY[mode];
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Opt-in only: unchecked until the student ticks it.
  const [emailConsent, setEmailConsent] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Set when a request fails: the submit button was disabled (so focus was lost) until now.
  const [refocusSubmit, setRefocusSubmit] = useState(false);
  // An admin may close sign-up; the server refuses it then too, this only says so up front.
  const registration = useRegistrationStatus(mode === 'register');

  useEffect(() => {
    if (!refocusSubmit || busy) return;
    setRefocusSubmit(false);
    submitRef.current?.focus();
  }, [refocusSubmit, busy]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const name = username.trim();
    if (!name) {
      setError(USERNAME_REQUIRED);
      usernameRef.current?.focus();
      return;
    }
    if (mode === 'register' && password !== confirm) {
      setError('Passwords do not match');
      return;
    }
    setBusy(true);
    try {
      if (mode === 'register') await register(name, email.trim(), password, emailConsent);
      else if (mode === 'admin') await adminLogin(name, password);
      else await login(name, password);
    } catch (err) {
      setError(errorMessage(err, copy.failed));
      setBusy(false);
      setRefocusSubmit(true);
    }
  }

  const passwordType = showPassword ? 'text' : 'password';
  const describedBy = error ? errorId : undefined;

  if (mode === 'register' && registration.data?.open === false) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {SETTINGS_MESSAGES.registrationClosed}
        </p>
        <p className="text-center text-sm text-slate-600">
          Already have an account? <ToggleLink onClick={() => onModeChange('login')}>Sign in</ToggleLink>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {error ? <FormError id={errorId} message={error} /> : null}

      <Field label="Username">
        {(id) => (
          <input
            ref={usernameRef}
            id={id}
            name="username"
            required
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>

      {mode === 'register' ? (
        <Field label="Email">
          {(id) => (
            <input
              id={id}
              name="email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      ) : null}

      <Field label="Password">
        {(id) => (
          <div className="relative">
            <input
              id={id}
              name="password"
              type={passwordType}
              required
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={describedBy}
              className={`${inputClass} pr-11`}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        )}
      </Field>

      {mode === 'register' ? (
        <Field label="Confirm Password">
          {(id) => (
            <input
              id={id}
              name="confirm_password"
              type={passwordType}
              required
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      ) : null}

      {mode === 'register' ? (
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="email_consent"
            checked={emailConsent}
            onChange={(e) => setEmailConsent(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          <span>{EMAIL_CONSENT_LABEL}</span>
        </label>
      ) : null}

      <Button
        ref={submitRef}
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        aria-describedby={describedBy}
      >
        {busy ? copy.busy : copy.submit}
      </Button>

      <p className="text-center text-sm text-slate-600">
        {mode === 'login' ? (
          <>
            Don&apos;t have an account?{' '}
            <ToggleLink onClick={() => onModeChange('register')}>Sign up</ToggleLink>
          </>
        ) : mode === 'register' ? (
          <>
            Already have an account? <ToggleLink onClick={() => onModeChange('login')}>Sign in</ToggleLink>
          </>
        ) : (
          <>
            Not an administrator? <ToggleLink onClick={() => onModeChange('login')}>Sign in</ToggleLink>
          </>
        )}
      </p>
    </form>
  );
}

const inputClass = `${INPUT_CLASSES} h-11`;

function ToggleLink({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {children}
    </button>
  );
}
