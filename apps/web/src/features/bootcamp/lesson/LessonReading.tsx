import { type ReactNode, useId } from 'react';
import { Markdown } from './Markdown';

/** One titled part of a lesson (Plan, Explanation, ...). */
export function LessonSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The parts anyone may read, locked or not: the plan and the explanation. */
export function LessonReading({ plan, explanation }: { plan: string; explanation: string }) {
  return (
    <>
      <LessonSection title="Lesson Plan">
        <div className="rounded-xl border border-indigo-100 bg-indigo-50/60 px-4 py-1">
          <Markdown>{plan}</Markdown>
        </div>
      </LessonSection>
      <LessonSection title="Explanation">
        <Markdown>{explanation}</Markdown>
      </LessonSection>
    </>
  );
}
