import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard } from '../../components/ui/StatCard';
import type { TrendDirection } from './figures';

const TREND_ICON = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;
const TREND_TONE = { up: 'text-green-700', down: 'text-amber-700', flat: 'text-slate-500' } as const;

/** A stat card with its trend in words under the figure; the arrow only repeats what the words say. */
export function AdminStatCard({
  label,
  icon,
  value,
  caption,
  direction,
}: {
  label: string;
  icon: ReactNode;
  value: string;
  caption: string;
  direction: TrendDirection;
}) {
  const TrendIcon = TREND_ICON[direction];
  return (
    <StatCard
      label={label}
      icon={icon}
      value={value}
      caption={
        <>
          <TrendIcon aria-hidden="true" className={`mt-px size-3.5 shrink-0 ${TREND_TONE[direction]}`} />
          <span data-testid={`trend-${label}`}>{caption}</span>
        </>
      }
    />
  );
}
