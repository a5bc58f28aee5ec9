import type { MathCheckLine, MathCheckResponse } from '@studybot/contract';
import {
  CircleAlert,
  CircleCheck,
  CircleHelp,
  CircleMinus,
  CircleX,
  type LucideIcon,
  Sigma,
} from 'lucide-react';
import { mistakeLabel, taskLabel } from '../../components/math/labels';
import { Tex } from '../../components/math/Tex';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { useRevealOnMount } from '../../lib/useRevealOnMount';

type Status = MathCheckLine['status'];

const STATUS: Record<Status, { label: string; icon: LucideIcon; mark: string; row: string }> = {
  start: { label: 'Problem', icon: Sigma, mark: 'text-indigo-700', row: 'border-slate-200 bg-slate-50' },
  correct: { label: 'Correct', icon: CircleCheck, mark: 'text-green-700', row: 'border-green-200 bg-white' },
  wrong: { label: 'Mistake', icon: CircleX, mark: 'text-red-700', row: 'border-2 border-red-300 bg-red-50' },
  unreadable: {
    label: 'Could not read this line',
    icon: CircleHelp,
    mark: 'text-yellow-800',
    row: 'border-2 border-yellow-300 bg-yellow-50',
  },
  unchecked: {
    label: 'Not checked',
    icon: CircleMinus,
    mark: 'text-slate-500',
    row: 'border-slate-200 bg-white',
  },
};

/** The student's own working, line by line: which lines follow, where the first mistake is, and why. */
export function CheckResult({ result }: { result: MathCheckResponse }) {
  const top = useRevealOnMount<HTMLDivElement>();
  const hasUnchecked = result.lines.some((line) => line.status === 'unchecked');
  return (
    <div ref={top} className="scroll-mt-24">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Your working, checked</h2>
          <Badge tone="indigo">{taskLabel(result.task_type)}</Badge>
        </div>
        <Outcome result={result} />

        <ol aria-label="Your lines of working" className="mt-4 space-y-2">
          {result.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are read-only and may repeat
            <CheckedLine key={index} line={line} name={lineName(index)} />
          ))}
        </ol>
        {hasUnchecked ? (
          <p className="mt-3 text-sm text-slate-600">
            Lines after a mistake are not checked. Fix the mistake in your working and check again.
          </p>
        ) : null}
      </Card>
    </div>
  );
}

/** The first line is the problem; the student's working follows as Step 1, Step 2… */
function lineName(index: number): string {
  return index === 0 ? 'Problem' : `Step ${index}`;
}

function Outcome({ result }: { result: MathCheckResponse }) {
  const [Icon, title, classes] = result.finished
    ? [
        CircleCheck,
        'Finished: every step follows and the answer is right',
        'border-green-300 bg-green-50 text-green-900',
      ]
    : result.first_error !== null
      ? [
          CircleX,
          `${lineName(result.first_error)} needs another look`,
          'border-red-300 bg-red-50 text-red-900',
        ]
      : [
          CircleAlert,
          'Every step follows so far, but you have not reached the answer yet',
          'border-blue-300 bg-blue-50 text-blue-900',
        ];
  return (
    <div className={`mt-4 rounded-xl border p-4 ${classes}`}>
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {title}
      </p>
      {result.summary ? <p className="mt-1 text-sm">{result.summary}</p> : null}
    </div>
  );
}

function CheckedLine({ line, name }: { line: MathCheckLine; name: string }) {
  const status = STATUS[line.status];
  const Icon = status.icon;
  const dim = line.status === 'unchecked';
  return (
    <li data-status={line.status} className={`rounded-xl border p-3 ${status.row}`}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={`mt-1 size-5 shrink-0 ${status.mark}`} />
        <div className="min-w-0 flex-1">
          <p
            className={`text-xs font-semibold tracking-wide uppercase ${dim ? 'text-slate-500' : status.mark}`}
          >
            {line.status === 'start' ? name : `${name} · ${status.label}`}
            {line.status === 'wrong' && line.mistake ? `: ${mistakeLabel(line.mistake)}` : ''}
          </p>
          <div className={dim ? 'text-slate-500' : 'text-slate-900'}>
            {line.latex.trim() ? (
              <Tex latex={line.latex} block className="[&_.katex-display>.katex]:text-left" />
            ) : (
              <p className="font-mono">{line.text}</p>
            )}
          </div>
          {line.hint ? (
            <p className="mt-1 text-sm text-slate-800">
              <span className="font-semibold">Hint: </span>
              {line.hint}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
