import { ArrowLeft, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { useLesson } from '../api/get-lesson';
import { LESSON_LOAD_FAILED, LESSON_NOT_FOUND } from '../messages';
import { LessonHeading } from './LessonHeading';
import { LockedLessonView } from './LockedLessonView';
import { OpenLessonView } from './OpenLessonView';

/**
 * One bootcamp lesson, opened from the bootcamp home (which it replaces until `onBack`). Loaded
 * fresh each time, so saved code and progress are never shown stale.
 */
export function LessonScreen({ lessonId, onBack }: { lessonId: string; onBack(): void }) {
  const lesson = useLesson(lessonId);

  let body: ReactNode;
  if (lesson.isPending) {
    body = <PageSpinner label="Loading lesson..." />;
  } else if (lesson.isError) {
    body = (
      <LessonProblem icon={<TriangleAlert className="size-7" />} title={LESSON_LOAD_FAILED} alert>
        <Button variant="secondary" onClick={() => void lesson.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </LessonProblem>
    );
  } else if (lesson.data.kind === 'missing') {
    body = (
      <LessonProblem icon={<SearchX className="size-7" />} title={LESSON_NOT_FOUND}>
        <p className="text-sm text-slate-600">
          This lesson does not exist. Pick another one from the bootcamp.
        </p>
      </LessonProblem>
    );
  } else if (lesson.data.kind === 'locked') {
    body = <LockedLessonView lesson={lesson.data.lesson} onUpgrade={onBack} />;
  } else {
    body = <OpenLessonView key={lesson.data.lesson.id} lesson={lesson.data.lesson} />;
  }

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Bootcamp
      </Button>
      {body}
    </div>
  );
}

/** Why there is no lesson to show, as the page's heading. */
function LessonProblem({
  icon,
  title,
  alert = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center"
    >
      <div aria-hidden="true" className="rounded-full bg-indigo-50 p-3 text-indigo-600">
        {icon}
      </div>
      <LessonHeading>{title}</LessonHeading>
      {children}
    </div>
  );
}
