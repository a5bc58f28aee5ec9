import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left of a `seconds`-long countdown that runs while `running`. It counts from a
 * deadline on the clock (so a throttled background tab stays accurate) and stops at 0. Remount the
 * caller (a `key`) to start over. Works with fake timers, which also fake `Date.now()`.
 */
export function useCountdown(seconds: number, running: boolean): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(id);
    };
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  }, [deadline, running]);

  return remaining;
}
