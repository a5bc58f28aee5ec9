import { BRAND } from '@studybot/contract';
import { GraduationCap } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Button } from '../ui/Button';

/** The public pages everyone may open (landing, blog and legal headers and footers). */
export const PUBLIC_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export const focusRing =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
export const textLink = `${focusRing} font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline`;

/** The brand mark and name, linking home. */
export function BrandLink() {
  return (
    <Link to="/" className={`${focusRing} inline-flex items-center gap-2 text-lg font-bold text-slate-900`}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      {BRAND.name}
    </Link>
  );
}

/** The first stop for keyboard users: jumps to `#main-content`. */
export function SkipToContent() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700 focus:shadow"
    >
      Skip to content
    </a>
  );
}

/** The signed-out visitor's header: brand, the public pages, Sign In and Get Started. */
export function PublicHeader({ sticky = false, width = 'max-w-6xl' }: { sticky?: boolean; width?: string }) {
  const { openAuthDialog } = useAuth();
  return (
    <header
      className={`border-b border-slate-200 ${sticky ? 'sticky top-0 z-30 bg-white/95 backdrop-blur' : 'bg-white'}`}
    >
      <SkipToContent />
      <div
        className={`mx-auto flex w-full ${width} flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8`}
      >
        <BrandLink />
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex items-center justify-center gap-6 text-sm">
            {PUBLIC_LINKS.map((link) => (
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
