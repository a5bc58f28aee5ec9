import { BRAND } from '@studybot/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PUBLIC_LINKS, PublicHeader, textLink } from '../../components/site/PublicHeader';
import { useAuth } from '../../lib/auth/AuthProvider';

/**
 * Frame of the public blog pages. Signed-out visitors get the site's small header (brand, public
 * links, sign in); signed-in users already have the app's navigation bar above the page.
 */
export function BlogLayout({ children, width = 'max-w-6xl' }: { children: ReactNode; width?: string }) {
  const { user } = useAuth();
  return (
    <div className="flex flex-1 flex-col overflow-x-clip bg-white text-slate-900">
      {user ? null : <PublicHeader />}
      <main
        id="main-content"
        className={`mx-auto w-full ${width} flex-1 px-4 pt-6 pb-12 sm:px-6 sm:pt-10 sm:pb-16`}
      >
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {BRAND.name}
          </p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap justify-center gap-5">
              {PUBLIC_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={textLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href="/rss.xml" className={textLink}>
                  RSS feed
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
