import { CheckCircle2, CircleDashed, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { LESSON_COMPLETED } from '../messages';
import type { SaveStatus } from './useProgressSaver';

const STATUS_TEXT: Record<SaveStatus, string> = { saved: 'Saved', saving: 'Saving…', unsaved: 'Not saved' };

interface LessonFooterProps {
  saveStatus: SaveStatus;
  completed: boolean;
  /** Completed just now, on this screen: worth a word of praise. */
  justCompleted: boolean;
  completing: boolean;
  onComplete(): void;
}

/** Whether the code is saved, and the way to finish the lesson. */
export function LessonFooter({
  saveStatus,
  completed,
  justCompleted,
  completing,
  onComplete,
}: LessonFooterProps) {
  const Icon = saveStatus === 'saving' ? Loader2 : saveStatus === 'saved' ? CheckCircle2 : CircleDashed;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Icon aria-hidden="true" className={`size-4 ${saveStatus === 'saving' ? 'animate-spin' : ''}`} />
        <span>
          <span className="sr-only">Your code: </span>
          {STATUS_TEXT[saveStatus]}
        </span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {justCompleted ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {LESSON_COMPLETED}
          </p>
        ) : null}
        <Button onClick={onComplete} disabled={completed} busy={completing}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {completed ? 'Completed' : 'Mark Complete'}
        </Button>
      </div>
    </div>
  );
}
