import { ArrowRight } from 'lucide-react';
import { useAuth } from '../../lib/auth/AuthProvider';
import { container } from './styles';

/** White-on-indigo buttons; the shared Button variants are drawn for light backgrounds. */
const ctaBase =
  'inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function FinalCta() {
  const { openAuthDialog } = useAuth();
  return (
    <section aria-labelledby="cta-heading" className="pb-16 sm:pb-24">
      <div className={container}>
        <div className="rounded-3xl bg-linear-to-br from-indigo-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to study smarter?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
            Create a free account in under a minute. No card needed, and your first quiz is a click away.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <button
              type="button"
              className={`${ctaBase} bg-white text-indigo-700 shadow-sm hover:bg-indigo-50`}
              onClick={() => openAuthDialog('register')}
            >
              Create Free Account
              <ArrowRight className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${ctaBase} text-white ring-1 ring-white/70 hover:bg-white/10`}
              onClick={() => openAuthDialog('login')}
            >
              I already have an account
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
