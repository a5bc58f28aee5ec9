import { SearchCheck } from 'lucide-react';
import { useId } from 'react';
import { HighlightedText } from './HighlightedText';
import type { Report } from './report';
import { ScoreSummary } from './ScoreSummary';
import { SourceList } from './SourceList';

export const NO_MATCHES = 'No matching sources found';
export const CHECK_TRUNCATED =
  'This text is so repetitive that the check stopped early, so some matches may be missing.';

function NoMatches({ documentsChecked }: { documentsChecked: number | null }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-green-300 bg-green-50/60 px-4 py-8 text-center">
      <SearchCheck aria-hidden="true" className="mb-2 size-7 text-green-700" />
      <p className="font-semibold text-slate-900">{NO_MATCHES}</p>
      <p className="mt-1 text-sm text-slate-600">
        {documentsChecked
          ? `None of the ${documentsChecked.toLocaleString()} documents checked share passages with your text.`
          : 'No passages of your text were found in other documents.'}
      </p>
    </div>
  );
}

/**
 * A plagiarism check: score and figures, then the submitted text (matches highlighted) beside the
 * sources (stacked on narrow screens), and quoted-and-cited passages apart, as they do not count.
 */
export function PlagiarismReport({ report }: { report: Report }) {
  const id = useId();
  const sources =
    report.matches.length === 0 ? (
      <NoMatches documentsChecked={report.documentsChecked} />
    ) : (
      <SourceList sources={report.matches} label="Matching sources" />
    );

  return (
    <div className="space-y-6">
      <ScoreSummary report={report} />
      {report.truncated ? (
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {CHECK_TRUNCATED}
        </p>
      ) : null}
      <div className={report.text ? 'grid gap-6 xl:grid-cols-2' : ''}>
        {report.text ? (
          <section aria-labelledby={`${id}-text`} className="min-w-0">
            <h3 id={`${id}-text`} className="mb-1 text-sm font-semibold text-slate-900">
              Your text
            </h3>
            <p className="mb-2 text-xs text-slate-600">
              Highlighted passages match the numbered sources
              {report.quoted.length > 0 ? '; grey ones are quoted and cited' : ''}.
            </p>
            <HighlightedText text={report.text} report={report} />
          </section>
        ) : null}
        <section aria-labelledby={`${id}-sources`} className="min-w-0">
          <h3 id={`${id}-sources`} className="mb-2 text-sm font-semibold text-slate-900">
            Sources
          </h3>
          {sources}
        </section>
      </div>
      {report.quoted.length > 0 ? (
        <section aria-labelledby={`${id}-quoted`}>
          <h3 id={`${id}-quoted`} className="text-sm font-semibold text-slate-900">
            Quoted and cited
          </h3>
          <p className="mt-0.5 mb-2 text-xs text-slate-600">
            These passages are in quotation marks with a citation, so they are not counted in the score.
          </p>
          <SourceList sources={report.quoted} quoted label="Quoted and cited sources" />
        </section>
      ) : null}
    </div>
  );
}
