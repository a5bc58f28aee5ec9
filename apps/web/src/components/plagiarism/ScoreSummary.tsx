import { formatPercent } from '../../lib/format';
import { scoreBand } from './colours';
import type { Report } from './report';

function Figure({ label, value }: { label: string; value: number | null }) {
  if (value === null) return null;
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}

/** The similarity score, large and coloured by band with its label, and the check's figures. */
export function ScoreSummary({ report }: { report: Report }) {
  const { band, label, className } = scoreBand(report.score);
  return (
    <dl className="flex flex-wrap items-end gap-x-8 gap-y-4">
      <div>
        <dt className="text-xs font-medium text-slate-600">Similarity score</dt>
        <dd data-band={band} className={className}>
          <span className="block text-4xl font-bold tabular-nums">{formatPercent(report.score)}</span>
          <span className="block text-sm font-semibold">{label}</span>
        </dd>
      </div>
      <Figure label="Words checked" value={report.totalWords} />
      <Figure label="Sources found" value={report.sourcesFound} />
      <Figure label="Documents checked" value={report.documentsChecked} />
    </dl>
  );
}
