import { useId } from 'react';
import { Button } from '../../components/ui/Button';

/** The form's submit button; while the input is not valid yet it is disabled and says why. */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  notReady,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Why the form cannot be sent yet (what is missing or too long), or null when it can. */
  notReady: string | null;
}) {
  const hintId = useId();
  return (
    <div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        disabled={notReady !== null}
        aria-describedby={notReady ? hintId : undefined}
      >
        {busy ? busyLabel : label}
      </Button>
      {notReady ? (
        <p id={hintId} className="mt-1.5 text-center text-sm text-slate-600">
          {notReady}
        </p>
      ) : null}
    </div>
  );
}
