import { BOOTCAMP_WEEKS, type LessonSummary } from '@studybot/contract';
import { Curriculum } from './Curriculum';
import { PricingPlans } from './PricingPlans';

/** The home for a student without bootcamp access: the plans, then what the course covers. */
export function BootcampPricing({ lessons }: { lessons: readonly LessonSummary[] }) {
  return (
    <div className="space-y-10">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">AI Coding Bootcamp</h1>
        <p className="mx-auto mt-2 max-w-2xl text-slate-600">
          Learn Python in {BOOTCAMP_WEEKS} weeks: short lessons, code you run and test in the browser, and a
          quiz every week.
        </p>
      </header>
      <section aria-labelledby="bootcamp-plans-heading">
        <h2 id="bootcamp-plans-heading" className="sr-only">
          Choose a plan
        </h2>
        <PricingPlans />
      </section>
      <Curriculum lessons={lessons} />
    </div>
  );
}
