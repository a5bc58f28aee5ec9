import { useEffect, useRef } from 'react';

/**
 * Scrolls the element into view when it first appears: on a phone the result panel sits below the
 * form, so a new result would otherwise appear out of sight.
 */
export function useRevealOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  return ref;
}
