import { BRAND } from '@studybot/contract';
import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const textLink = `rounded-md font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline ${focusRing}`;

const SITE_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
] as const;

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
              {SITE_LINKS.map((link) => (
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

function PublicHeader() {
  const { openAuthDialog } = useAuth();
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className={`inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 ${focusRing}`}
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          {BRAND.name}
        </Link>
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex items-center justify-center gap-6 text-sm">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={false}
                  className={({ isActive }) => `${textLink} px-1 py-1 ${isActive ? 'text-indigo-700' : ''}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => openAuthDialog('login')}>
            Sign In
          </Button>
          <Button size="sm" onClick={() => openAuthDialog('register')}>
            Get Started
          </Button>
        </div>
      </div>
    </header>
  );
}
