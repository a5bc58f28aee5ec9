import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { container } from './styles';

/** The headline claims the spec asks the landing page to make. */
export const HERO_STATS = [
  { value: '10K+', label: 'Students' },
  { value: '95%', label: 'Success rate' },
  { value: '24/7', label: 'Support' },
  { value: '12', label: 'AI tools' },
] as const;

export function Hero() {
  const { openAuthDialog } = useAuth();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-linear-to-b from-indigo-50 via-white to-white"
    >
      <div className={`${container} pt-16 pb-4 text-center sm:pt-24 sm:pb-8`}>
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-700">
          <Sparkles className="size-4" aria-hidden="true" />
          Open source and self-hostable
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
        >
          Your study partner for{' '}
          <span className="bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
            every subject
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">
          Twelve AI tools in one place: solve math step by step, write and cite essays, quiz yourself with
          flashcards, rehearse interviews and learn Python. It works out of the box, with no API keys, on your
          own computer or your school&apos;s server.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" onClick={() => openAuthDialog('register')}>
            Get Started Free
            <ArrowRight className="size-5" aria-hidden="true" />
          </Button>
          <Button size="lg" variant="secondary" onClick={() => openAuthDialog('login')}>
            Sign In
          </Button>
        </div>
        <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {HERO_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-sm"
            >
              <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-indigo-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
