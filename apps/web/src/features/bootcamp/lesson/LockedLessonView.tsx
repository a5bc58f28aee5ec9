import type { LockedLesson } from '@studybot/contract';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LessonHeading } from './LessonHeading';
import { LessonReading } from './LessonReading';
import { lessonMeta } from './labels';

/** A lesson outside the student's plan: what it covers, and the way to unlock it. */
export function LockedLessonView({ lesson, onUpgrade }: { lesson: LockedLesson; onUpgrade(): void }) {
  const headingId = useId();
  const hintId = useId();
  return (
    <>
      <header className="space-y-2">
        <LessonHeading>{lesson.title}</LessonHeading>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{lessonMeta(lesson)}</span>
          <Badge tone="grey">
            <Lock aria-hidden="true" className="mr-1 size-3" />
            Locked
          </Badge>
        </div>
      </header>
      <LessonReading plan={lesson.plan} explanation={lesson.explanation_md} />
      <Card className="border-indigo-200 bg-indigo-50 p-5 sm:p-6">
        <section aria-labelledby={headingId} className="space-y-3">
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Lock aria-hidden="true" className="size-5 text-indigo-700" />
            Unlock Full Lesson
          </h2>
          <p className="text-slate-700">
            Upgrade to get the annotated code, the solution, the code editor with tests and the practice
            exercises for every week of the bootcamp.
          </p>
          <Button onClick={onUpgrade} aria-describedby={hintId}>
            Upgrade to Access
          </Button>
          <p id={hintId} className="text-sm text-slate-600">
            Takes you back to the bootcamp home, where the plans are listed.
          </p>
        </section>
      </Card>
    </>
  );
}
