import { Dumbbell } from 'lucide-react';
import { useId } from 'react';
import { CodeEditor } from '../../../components/code/CodeEditor';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useCodeExamples } from '../../../lib/code/api/list-code-examples';
import { EXERCISES_FAILED } from '../messages';
import { LessonSection } from './LessonReading';
import { capitalised, EXERCISE_TONES } from './labels';
import { Markdown } from './Markdown';

/** Extra exercises on the lesson's topic, loaded when the student asks for them. */
export function PracticeExercises({ lessonId }: { lessonId: string }) {
  const exercises = useCodeExamples(lessonId);
  return (
    <LessonSection title="Practice Exercises">
      {exercises.data ? (
        <ol className="space-y-6">
          {exercises.data.map((exercise) => (
            <li key={exercise.title}>
              <Exercise {...exercise} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="space-y-3">
          <p className="text-slate-700">Want more practice? Get a few exercises on this lesson's topic.</p>
          {exercises.isError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              {EXERCISES_FAILED}
            </p>
          ) : null}
          <Button variant="secondary" onClick={() => exercises.mutate()} busy={exercises.isPending}>
            <Dumbbell aria-hidden="true" className="size-4" />
            {exercises.isPending ? 'Generating...' : 'Generate Practice Exercises'}
          </Button>
        </div>
      )}
    </LessonSection>
  );
}

function Exercise({
  title,
  difficulty,
  description,
  starter_code,
}: {
  title: string;
  difficulty: keyof typeof EXERCISE_TONES;
  description: string;
  starter_code: string;
}) {
  const headingId = useId();
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <article aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <Badge tone={EXERCISE_TONES[difficulty]}>{capitalised(difficulty)}</Badge>
        </div>
        <Markdown>{description}</Markdown>
        <CodeEditor initialCode={starter_code} headingLevel={4} codeLabel={`${title} code`} />
      </article>
    </Card>
  );
}
