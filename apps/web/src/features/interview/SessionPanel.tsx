import type { InterviewSession } from '@studybot/contract';
import { formatClock } from '../../lib/format';
import { useCountdown } from '../../lib/useCountdown';
import { categoryLabel, DIFFICULTY_LABELS, SESSION_TYPE_LABELS } from './labels';
import { ScoreChip } from './ScoreChip';

/** Seconds left of the time limit, counted from when the interview started (so a reload keeps it). */
function secondsLeft(session: InterviewSession): number {
  const deadline = Date.parse(session.created_at) + session.time_limit_minutes * 60_000;
  return Math.max(0, Math.round((deadline - Date.now()) / 1000));
}

/** The side panel: the interview's settings, progress, time and the questions answered so far. */
export function SessionPanel({ session }: { session: InterviewSession }) {
  const left = useCountdown(secondsLeft(session), true);
  return (
    <section
      aria-labelledby="session-panel-heading"
      className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="session-panel-heading" className="text-base font-semibold text-slate-900">
        This interview
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
        <Fact term="Type" value={SESSION_TYPE_LABELS[session.session_info.type]} />
        <Fact term="Difficulty" value={DIFFICULTY_LABELS[session.session_info.difficulty]} />
        <Fact term="Progress" value={`Question ${session.question_number} / ${session.max_questions}`} />
        <Fact term="Time limit" value={`${session.time_limit_minutes} minutes`} />
        <div className="col-span-2 lg:col-span-1">
          <dt className="text-slate-600">Time left</dt>
          <dd
            className={`font-mono text-lg font-semibold tabular-nums ${left < 60 ? 'text-red-700' : 'text-slate-900'}`}
          >
            {left > 0 ? (
              <span role="timer" aria-label="Time left">
                {formatClock(left)}
              </span>
            ) : (
              <span className="font-sans text-base">Time's up: finish when you are ready</span>
            )}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="previous-heading">
        <h3 id="previous-heading" className="text-sm font-semibold text-slate-900">
          Previous questions
        </h3>
        {session.previous.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None answered yet.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {session.previous.map((item, index) => {
              const overall = item.feedback?.scores?.overall;
              return (
                <li
                  key={item.question.id}
                  className="flex items-start justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">Q{index + 1}</span>{' '}
                    <span className="break-words text-slate-700">
                      {categoryLabel(item.question.category)}
                    </span>
                  </span>
                  {typeof overall === 'number' ? (
                    <ScoreChip score={overall} />
                  ) : (
                    <span className="text-xs font-medium text-slate-600">N/A</span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
