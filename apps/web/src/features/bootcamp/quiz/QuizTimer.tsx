import { AlertTriangle, Timer } from 'lucide-react';
import { formatTimeLeft, QUIZ_WARNING_SECONDS } from './quiz';

/** mm:ss left; under five minutes it turns red and says so in words. */
export function QuizTimer({ remaining }: { remaining: number }) {
  const urgent = remaining < QUIZ_WARNING_SECONDS;
  const Icon = urgent ? AlertTriangle : Timer;
  return (
    <>
      <p
        role="timer"
        data-urgent={urgent}
        className={`flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold tabular-nums ${
          urgent ? 'bg-red-50 text-red-700' : 'text-slate-700'
        }`}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">Time left </span>
        {formatTimeLeft(remaining)}
        {urgent ? <span className="font-medium">· under 5 min</span> : null}
      </p>
      <span className="sr-only" aria-live="polite">
        {urgent && remaining > 0 ? 'Less than 5 minutes left' : ''}
      </span>
    </>
  );
}
