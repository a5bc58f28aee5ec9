import type { LessonSummary } from '@studybot/contract';
import { groupByWeek } from './weeks';

/** Every week's lesson titles, for students deciding whether to buy. */
export function Curriculum({ lessons }: { lessons: readonly LessonSummary[] }) {
  return (
    <section aria-labelledby="bootcamp-curriculum-heading">
      <h2 id="bootcamp-curriculum-heading" className="text-xl font-semibold text-slate-900">
        Course Curriculum
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groupByWeek(lessons).map(({ week, lessons: inWeek }) => (
          <li key={week} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">Week {week}</h3>
            {inWeek.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {inWeek.map((lesson) => (
                  <li key={lesson.id}>{lesson.title}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">Lessons coming soon.</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
