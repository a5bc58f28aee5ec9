import { ArrowUp } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';

/** How far down (px) the page must be scrolled before the button appears. */
export const SCROLL_TOP_AFTER = 400;

/**
 * A floating "Scroll to top" button, shown once the reader has scrolled down. It scrolls back up
 * and moves keyboard focus to `target` (the post's heading), so a keyboard user carries on from there.
 */
export function ScrollToTop({ target }: { target: RefObject<HTMLElement | null> }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        target.current?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-20 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
