import type { RunResult } from '@studybot/contract';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Heading, type HeadingLevel } from './Heading';
import { NO_OUTPUT, UNKNOWN_ERROR } from './run';

/** What the terminal shows: nothing yet, a message (saved output, a failure), or a run's result. */
export type TerminalContent =
  | { kind: 'empty' }
  | { kind: 'message'; text: string; tone: 'plain' | 'error' }
  | { kind: 'result'; result: RunResult };

/** The Output Terminal: 240–400 px tall, scrolling, monospace (spec part 2 §9). */
export function OutputTerminal({
  content,
  running,
  headingLevel,
}: {
  content: TerminalContent;
  running: boolean;
  headingLevel: HeadingLevel;
}) {
  const headingId = useId();
  const result = content.kind === 'result' ? content.result : null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <Heading level={headingLevel} id={headingId} className="text-sm font-semibold text-slate-800">
        Output Terminal
      </Heading>
      <div
        role="log"
        aria-labelledby={headingId}
        aria-busy={running}
        // Focusable so keyboard users can scroll long output.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[400px] min-h-[240px] overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-sm break-words whitespace-pre-wrap text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {running ? (
          <p className="text-slate-300">Running...</p>
        ) : content.kind === 'empty' ? (
          <p className="text-slate-300">Run your code to see its output here.</p>
        ) : content.kind === 'message' ? (
          <p className={content.tone === 'error' ? 'text-red-300' : undefined}>{content.text}</p>
        ) : content.result.success ? (
          <>
            {content.result.output ? (
              <div>{content.result.output}</div>
            ) : (
              <p className="text-green-300">{NO_OUTPUT}</p>
            )}
            <p className="mt-3 text-xs text-slate-300">
              Finished in {content.result.execution_time.toFixed(2)} s
            </p>
          </>
        ) : (
          <>
            {content.result.output ? <div>{content.result.output}</div> : null}
            <p className="text-red-300">Error: {content.result.error ?? UNKNOWN_ERROR}</p>
          </>
        )}
      </div>
      {result && !result.success && result.error_explanation ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-center gap-1.5 font-semibold">
            <Sparkles aria-hidden="true" className="size-4" />
            AI Explanation
          </p>
          <p className="mt-1 whitespace-pre-wrap">{result.error_explanation}</p>
        </div>
      ) : null}
    </section>
  );
}
