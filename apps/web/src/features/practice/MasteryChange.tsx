/** "42% → 48% (+6)": how an objective's mastery moved. */
export function MasteryChange({ before, after }: { before: number; after: number }) {
  const delta = after - before;
  const tone = delta > 0 ? 'text-green-700' : delta < 0 ? 'text-red-700' : 'text-slate-600';
  return (
    <span className="tabular-nums">
      <span aria-hidden="true">
        {before}% → <strong className="font-semibold text-slate-900">{after}%</strong>{' '}
        <span className={tone}>({delta > 0 ? `+${delta}` : delta === 0 ? '±0' : delta})</span>
      </span>
      <span className="sr-only">
        from {before}% to {after}%
      </span>
    </span>
  );
}
