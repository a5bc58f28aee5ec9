import { BRAND } from '@studybot/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink, PUBLIC_LINKS, SkipToContent, textLink } from '../../components/site/PublicHeader';
import { useAuth } from '../../lib/auth/AuthProvider';
import { BackButton } from './BackButton';

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
          <SkipToContent />
          <div className="mx-auto flex w-full max-w-4xl items-center px-4 py-3 sm:px-6">
            <BrandLink />
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
              {PUBLIC_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={textLink}>
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
