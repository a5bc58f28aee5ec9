import { BRAND } from '@studybot/contract';
import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { BackButton } from './BackButton';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const footerLink = `rounded-md font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline ${focusRing}`;

const FOOTER_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
] as const;

/**
 * Frame shared by the About and Privacy pages. Signed-out visitors get a small brand header
 * (signed-in users already have the app's navigation bar above the page); the back button sits
 * at the top of the main content for everyone.
 */
export function LegalLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="flex flex-1 flex-col overflow-x-clip bg-white text-slate-900">
      {user ? null : (
        <header className="border-b border-slate-200 bg-white">
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700 focus:shadow"
          >
            Skip to content
          </a>
          <div className="mx-auto flex w-full max-w-4xl items-center px-4 py-3 sm:px-6">
            <Link
              to="/"
              className={`inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 ${focusRing}`}
            >
              <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white">
                <GraduationCap className="size-5" aria-hidden="true" />
              </span>
              {BRAND.name}
            </Link>
          </div>
        </header>
      )}
      <main id="main-content" className="mx-auto w-full max-w-4xl flex-1 px-4 pt-4 pb-12 sm:px-6 sm:pb-16">
        <div className="-ml-3">
          <BackButton />
        </div>
        <div className="mt-6 sm:mt-8">{children}</div>
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex w-full max-w-4xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {BRAND.name}
          </p>
          <nav aria-label="Footer">
            <ul className="flex gap-5">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
