import { Quote } from 'lucide-react';
import { container } from './styles';

/** Illustrative quotes: attributed to roles, not to real, named people. */
const TESTIMONIALS = [
  {
    role: 'High-school junior',
    quote:
      'Seeing every step of a solution is what finally made quadratics click. Now I check my homework and can tell exactly where I went wrong.',
  },
  {
    role: 'First-year engineering student',
    quote:
      'I turn lecture notes into flashcards on the bus, and the review schedule tells me what to go over before each exam.',
  },
  {
    role: 'Parent of a 9th grader',
    quote:
      'I like that it shows where its answers come from, and that our school can run it on its own server.',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="testimonials-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            How students use StudyBot
          </h2>
          <p className="mt-4 text-slate-600">
            Illustrative examples of the kind of feedback we hear, attributed by role rather than by name.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.role}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="size-6 text-violet-600" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 text-sm font-semibold text-slate-900">{item.role}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
