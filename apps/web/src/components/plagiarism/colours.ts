import { similarityBand } from '@studybot/contract';

/** Highlight colours per source, cycled; each source also has a number, so colour is never alone. */
const SOURCE_COLOURS = [
  { mark: 'bg-rose-100 ring-rose-300', badge: 'bg-rose-600 text-white' },
  { mark: 'bg-sky-100 ring-sky-300', badge: 'bg-sky-700 text-white' },
  { mark: 'bg-amber-100 ring-amber-300', badge: 'bg-amber-700 text-white' },
  { mark: 'bg-violet-100 ring-violet-300', badge: 'bg-violet-700 text-white' },
  { mark: 'bg-emerald-100 ring-emerald-300', badge: 'bg-emerald-700 text-white' },
  { mark: 'bg-orange-100 ring-orange-300', badge: 'bg-orange-700 text-white' },
] as const;

export const QUOTED_COLOURS = { mark: 'bg-slate-200 ring-slate-300', badge: 'bg-slate-600 text-white' };

/** Colours of source number `n` (1-based). */
export function sourceColours(n: number) {
  return SOURCE_COLOURS[(n - 1) % SOURCE_COLOURS.length] ?? SOURCE_COLOURS[0];
}

const BANDS = {
  low: { label: 'Low similarity', className: 'text-green-700' },
  medium: { label: 'Moderate similarity', className: 'text-yellow-700' },
  high: { label: 'High similarity', className: 'text-red-700' },
} as const;

/** The score's band (under 15 green, under 30 yellow, else red) with words to say it. */
export function scoreBand(score: number) {
  const band = similarityBand(score);
  return { band, ...BANDS[band] };
}
