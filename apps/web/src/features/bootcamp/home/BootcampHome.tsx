import type { BootcampAccess, BootcampProgress, LessonSummary } from '@studybot/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ProgressCard } from './ProgressCard';
import { UpgradeDialog } from './UpgradeDialog';
import { WeekCard } from './WeekCard';
import { type BootcampWeek, groupByWeek } from './weeks';

// The quiz renders markdown with code highlighting: loaded when a quiz is first opened.
const QuizModal = lazy(async () => ({ default: (await import('../quiz/QuizModal')).QuizModal }));

interface BootcampHomeProps {
  access: BootcampAccess;
  lessons: readonly LessonSummary[];
  progress: BootcampProgress['progress'];
  onOpenLesson(lessonId: string): void;
  focusLessonId: string | null;
}

/** The home for a student with access: progress, then each week's lessons and quiz. */
export function BootcampHome({ access, lessons, progress, onOpenLesson, focusLessonId }: BootcampHomeProps) {
  const weeks = useMemo(() => groupByWeek(lessons), [lessons]);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [quizWeek, setQuizWeek] = useState<BootcampWeek | null>(null);
  const quizLessonId = quizWeek?.lessons[0]?.id;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">AI Coding Bootcamp</h1>
        <p className="mt-1 text-slate-600">
          Twelve weeks of Python: read, run, test, then take the week&apos;s quiz.
        </p>
      </header>
      <ProgressCard progress={progress} currentWeek={access.current_week} />
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {weeks.map((week) => (
          <WeekCard
            key={week.week}
            week={week}
            onOpenLesson={onOpenLesson}
            onOpenQuiz={setQuizWeek}
            onUnlock={() => setUpgradeOpen(true)}
            focusLessonId={focusLessonId}
          />
        ))}
      </div>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
      {quizWeek && quizLessonId ? (
        <Suspense fallback={null}>
          <QuizModal week={quizWeek.week} lessonId={quizLessonId} onClose={() => setQuizWeek(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
