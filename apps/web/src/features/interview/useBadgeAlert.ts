import type { Badge } from '@studybot/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../components/ui/Toast';
import { badgesEarned } from './messages';

/** Spec part 2 §9: new badges are announced a second after the feedback appears. */
export const BADGE_ALERT_DELAY_MS = 1000;

/** Announces newly earned badges after the delay; nothing is announced once the page is gone. */
export function useBadgeAlert() {
  const { toast } = useToast();
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.length = 0;
    };
  }, []);

  return useCallback(
    (badges: readonly Badge[]) => {
      if (badges.length === 0) return;
      const names = badges.map((badge) => badge.name);
      timers.current.push(
        window.setTimeout(() => toast(badgesEarned(names), 'success'), BADGE_ALERT_DELAY_MS),
      );
    },
    [toast],
  );
}
