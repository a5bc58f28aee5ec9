import type { ReactNode } from 'react';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A score as a ring filled in proportion (`fraction`, 0–1) in the band's stroke colour, with the
 * figure (and any caption) set in its middle. `label` is what a screen reader hears.
 */
export function ScoreRing({
  fraction,
  strokeClass,
  label,
  className,
  children,
}: {
  fraction: number;
  strokeClass: string;
  label: string;
  className: string;
  /** SVG <text> elements for the middle. */
  children: ReactNode;
}) {
  const filled = Math.min(1, Math.max(0, fraction)) * CIRCUMFERENCE;
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} className={className}>
      <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-100" />
      <circle
        cx="50"
        cy="50"
        r={RADIUS}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        transform="rotate(-90 50 50)"
        className={strokeClass}
      />
      {children}
    </svg>
  );
}
