import type { Badge } from '@studybot/contract';
import { Award, Cpu, Flame, type LucideIcon, MessageCircle, Mic, Puzzle, Trophy } from 'lucide-react';
import { formatDate } from '../../lib/format';

/** The lucide icons named in BADGE_INFO. */
const ICONS: Record<string, LucideIcon> = {
  'message-circle': MessageCircle,
  cpu: Cpu,
  puzzle: Puzzle,
  mic: Mic,
  trophy: Trophy,
  flame: Flame,
};

/** A badge's colour (BADGE_INFO names it) as classes, written out in full for Tailwind. */
const COLOURS: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-700 ring-blue-300',
  purple: 'bg-purple-100 text-purple-700 ring-purple-300',
  green: 'bg-green-100 text-green-700 ring-green-300',
  orange: 'bg-orange-100 text-orange-700 ring-orange-300',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  red: 'bg-red-100 text-red-700 ring-red-300',
};
const UNEARNED = 'bg-slate-100 text-slate-400 ring-slate-200';

export function BadgeIcon({ badge, earned }: { badge: Pick<Badge, 'icon' | 'color'>; earned: boolean }) {
  const Icon = ICONS[badge.icon] ?? Award;
  return (
    <span
      aria-hidden="true"
      className={`grid size-11 shrink-0 place-items-center rounded-full ring-2 ${earned ? (COLOURS[badge.color] ?? COLOURS.blue) : UNEARNED}`}
    >
      <Icon className="size-5" />
    </span>
  );
}

/** Every badge: earned ones in colour with the date, the rest greyed with what earns them. */
export function BadgeShelf({ badges }: { badges: readonly Badge[] }) {
  const earned = badges.filter((badge) => badge.earned_at).length;
  return (
    <section aria-labelledby="badges-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="badges-heading" className="text-lg font-semibold text-slate-900">
          Your badges
        </h2>
        <p className="text-sm text-slate-600">
          {earned} of {badges.length} earned
        </p>
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((badge) => {
          const isEarned = badge.earned_at !== null;
          return (
            <li
              key={badge.key}
              data-earned={isEarned}
              className={`flex items-center gap-3 rounded-xl border p-3 ${isEarned ? 'border-slate-200 bg-white' : 'border-dashed border-slate-200 bg-slate-50'}`}
            >
              <BadgeIcon badge={badge} earned={isEarned} />
              <div className="min-w-0">
                <p className={`font-medium ${isEarned ? 'text-slate-900' : 'text-slate-600'}`}>
                  {badge.name}
                </p>
                <p className="text-xs text-slate-600">
                  {isEarned ? (
                    <>
                      Earned{' '}
                      <time dateTime={badge.earned_at ?? undefined}>{formatDate(badge.earned_at)}</time>
                    </>
                  ) : (
                    <>
                      <span className="sr-only">Not earned yet: </span>
                      {badge.description}
                    </>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
