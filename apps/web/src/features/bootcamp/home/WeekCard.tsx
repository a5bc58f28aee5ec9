import {
  BOOTCAMP_QUIZ_MINUTES,
  BOOTCAMP_QUIZ_QUESTIONS,
  LESSON_DURATION_LABEL,
  type LessonSummary,
} from '@studybot/contract';
import { CheckCircle2, ChevronRight, ClipboardCheck, Clock, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { humanize } from '../../../lib/format';
import type { BootcampWeek } from './weeks';

interface WeekCardProps {
  week: BootcampWeek;
  onOpenLesson(lessonId: string): void;
  onOpenQuiz(week: BootcampWeek): void;
  onUnlock(): void;
  /** The lesson the student just came back from: its button takes focus again. */
  focusLessonId: string | null;
}

export function WeekCard({ week, onOpenLesson, onOpenQuiz, onUnlock, focusLessonId }: WeekCardProps) {
  const headingId = `bootcamp-week-${week.week}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${
        week.locked ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Week {week.week}
        </h2>
        {week.locked ? (
          <Badge tone="grey">
            <Lock aria-hidden="true" className="mr-1 size-3" />
            Locked
          </Badge>
        ) : null}
      </div>

      {week.locked ? (
        <div className="mt-3">
          <p className="text-sm text-slate-600">
            Upgrade to open this week&apos;s {week.lessons.length} lessons and its quiz.
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onUnlock}>
            Unlock Week {week.week}
          </Button>
        </div>
      ) : week.lessons.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Lessons for this week are coming soon.</p>
      ) : (
        <>
          <ul className="mt-3 space-y-2">
            {week.lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonRow
                  lesson={lesson}
                  onOpen={() => onOpenLesson(lesson.id)}
                  focus={lesson.id === focusLessonId}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onOpenQuiz(week)}
            className="mt-3 flex w-full cursor-pointer items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-3 py-3 text-left transition-colors hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <ClipboardCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-indigo-900">Week {week.week} Quiz</span>
              <span className="block text-sm text-indigo-800">
                {BOOTCAMP_QUIZ_QUESTIONS} questions · {BOOTCAMP_QUIZ_MINUTES} minutes
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
          </button>
        </>
      )}
    </section>
  );
}

function LessonRow({ lesson, onOpen, focus }: { lesson: LessonSummary; onOpen(): void; focus: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);

  const details = (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <Badge
        tone={
          lesson.difficulty === 'beginner'
            ? 'green'
            : lesson.difficulty === 'intermediate'
              ? 'blue'
              : 'indigo'
        }
      >
        {humanize(lesson.difficulty)}
      </Badge>
      <span className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {LESSON_DURATION_LABEL}
      </span>
      {lesson.completed ? (
        <span className="flex items-center gap-1 font-medium text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          Completed
        </span>
      ) : null}
    </span>
  );

  if (!lesson.accessible) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-slate-600">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">
            <span className="sr-only">Locked: </span>
            {lesson.title}
          </span>
          {details}
        </span>
      </div>
    );
  }

  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      className="flex w-full cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-left transition-colors hover:border-indigo-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words text-slate-900">{lesson.title}</span>
        {details}
      </span>
      <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
    </button>
  );
}
