import { useMemo } from 'react';
import { QUOTED_COLOURS, sourceColours } from './colours';
import { type Report, segmentText } from './report';

const markBase = 'rounded-sm px-0.5 text-inherit ring-1 ring-inset';
const markerBase = 'ml-0.5 rounded px-1 align-super text-[0.65rem] leading-none font-bold';

/** The submitted text with each matched passage highlighted in its source's colour and number. */
export function HighlightedText({ text, report }: { text: string; report: Report }) {
  const segments = useMemo(() => segmentText(text, report.matches, report.quoted), [text, report]);
  return (
    <section
      aria-label="Your text with matches highlighted"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long text
      tabIndex={0}
      className="max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-sm leading-7 break-words whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {segments.map((segment) => {
        if (segment.kind === 'plain') return <span key={segment.start}>{segment.text}</span>;
        if (segment.kind === 'quoted') {
          return (
            <mark key={segment.start} data-quoted="true" className={`${markBase} ${QUOTED_COLOURS.mark}`}>
              <span>{segment.text}</span>
              <span aria-hidden="true" className={`${markerBase} ${QUOTED_COLOURS.badge}`}>
                ”
              </span>
              <span className="sr-only"> (quoted and cited)</span>
            </mark>
          );
        }
        const colours = sourceColours(segment.source);
        return (
          <mark key={segment.start} data-source={segment.source} className={`${markBase} ${colours.mark}`}>
            <span>{segment.text}</span>
            <span aria-hidden="true" className={`${markerBase} ${colours.badge}`}>
              {segment.source}
            </span>
            <span className="sr-only"> (source {segment.source})</span>
          </mark>
        );
      })}
    </section>
  );
}
