import { useEffect, useMemo, useRef } from 'react';
import { linesLabel, splitLines } from './labels';

/**
 * The resume as analyzed, read-only and numbered the way the feedback counts lines. The lines of
 * the selected point are highlighted and scrolled into view.
 */
export function ResumeLines({ text, highlighted }: { text: string; highlighted: readonly number[] }) {
  const lines = useMemo(() => splitLines(text), [text]);
  const marked = useMemo(() => new Set(highlighted), [highlighted]);
  const listRef = useRef<HTMLOListElement>(null);

  // Runs for each new selection (its lines are a new array), even one starting on the same line.
  useEffect(() => {
    if (highlighted.length === 0) return;
    const line = listRef.current?.querySelector(`[data-line="${Math.min(...highlighted)}"]`);
    // Not every browser (nor jsdom) has scrollIntoView options; a missing method just skips it.
    line?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);

  const digits = String(lines.length).length;
  return (
    <div className="min-w-0">
      <p aria-live="polite" className="sr-only">
        {highlighted.length ? `Highlighted in your resume: ${linesLabel(highlighted)}` : ''}
      </p>
      <ol
        ref={listRef}
        // A scrolling region: focusable so it scrolls from the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        aria-label="Your resume, line by line"
        className="max-h-[32rem] overflow-auto rounded-xl border border-slate-200 bg-slate-50 py-2 font-mono text-xs leading-relaxed text-slate-800 lg:max-h-[calc(100dvh-14rem)]"
      >
        {lines.map((line, index) => {
          const number = index + 1;
          const on = marked.has(number);
          return (
            <li
              // Lines of a fixed text, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-line={number}
              data-highlighted={on}
              className={`flex scroll-mt-24 scroll-mb-8 gap-3 px-3 ${on ? 'bg-amber-100 shadow-[inset_3px_0_0] shadow-amber-500' : ''}`}
            >
              <span
                aria-hidden="true"
                className="shrink-0 text-right text-slate-600 select-none"
                style={{ width: `${digits}ch` }}
              >
                {number}
              </span>
              <span className="min-w-0 break-words whitespace-pre-wrap">
                <span className="sr-only">{`Line ${number}${on ? ' (highlighted)' : ''}: `}</span>
                {line || '\u00a0'}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
