import { ExternalLink } from 'lucide-react';
import { formatPercent } from '../../lib/format';
import { QUOTED_COLOURS, sourceColours } from './colours';
import type { Source } from './report';

const KIND_LABELS: Record<string, string> = {
  reference: 'Reference',
};

export const TEXT_WITHHELD = 'text withheld';

function SourceTitle({ source }: { source: Source }) {
  if (source.withheld) {
    return (
      <span className="font-medium break-words text-slate-900">{`${source.title} — ${TEXT_WITHHELD}`}</span>
    );
  }
  const title = source.title || source.url || 'Untitled source';
  // Only web addresses become links: a saved item could hold anything.
  if (source.url && /^https?:\/\//i.test(source.url)) {
    return (
      <a
        href={source.url}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center gap-1 font-medium break-words text-indigo-700 underline-offset-2 hover:underline"
      >
        {title}
        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      </a>
    );
  }
  return <span className="font-medium break-words text-slate-900">{title}</span>;
}

function Passages({ source }: { source: Source }) {
  if (source.passages.length === 0) return null;
  return (
    <ol className="mt-3 space-y-3">
      {source.passages.map((passage) => (
        <li key={`${passage.start}-${passage.end}`} className="grid gap-2 text-sm">
          <div>
            <p className="text-xs font-medium text-slate-600">Your text</p>
            <blockquote className="mt-0.5 rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
              {passage.text}
            </blockquote>
          </div>
          {passage.sourceText === null ? null : (
            <div>
              <p className="text-xs font-medium text-slate-600">Source</p>
              <blockquote className="mt-0.5 rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
                {passage.sourceText || '—'}
              </blockquote>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Sources with their number (matching the highlights), link, figures and passages. */
export function SourceList({
  sources,
  quoted = false,
  label,
}: {
  sources: Source[];
  /** Quoted and cited sources: neutral colour, no number. */
  quoted?: boolean;
  label: string;
}) {
  return (
    <ul aria-label={label} className="space-y-3">
      {sources.map((source, index) => {
        const number = index + 1;
        const colours = quoted ? QUOTED_COLOURS : sourceColours(number);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the source's number
            key={index}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
          >
            <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${colours.badge}`}
              >
                {quoted ? '”' : number}
              </span>
              <div className="min-w-0 flex-1">
                {quoted ? null : <span className="sr-only">Source {number}: </span>}
                <SourceTitle source={source} />
                {source.withheld ? (
                  <p className="text-xs text-slate-600">
                    Their text stays private: only your words that match it are shown.
                  </p>
                ) : source.kind ? (
                  <p className="text-xs text-slate-600">{KIND_LABELS[source.kind] ?? source.kind}</p>
                ) : null}
              </div>
              {source.similarity !== null ? (
                <span className="font-semibold text-slate-800">
                  {formatPercent(source.similarity)} similar
                </span>
              ) : null}
            </div>
            {source.matchedWords !== null ? (
              <p className="mt-1 text-slate-600">{`${source.matchedWords} matched words`}</p>
            ) : null}
            <Passages source={source} />
          </li>
        );
      })}
    </ul>
  );
}
