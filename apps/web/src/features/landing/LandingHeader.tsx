import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { container, focusRing, textLink } from './styles';

export const PUBLIC_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export function Logo() {
  return (
    <Link to="/" className={`${focusRing} inline-flex items-center gap-2 text-lg font-bold text-slate-900`}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      StudyBot
    </Link>
  );
}

export function LandingHeader() {
  const { openAuthDialog } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700 focus:shadow"
      >
        Skip to content
      </a>
      <div className={`${container} flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3`}>
        <Logo />
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex items-center justify-center gap-6 text-sm">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${textLink} px-1 py-1`}>
                  {link.label}
                </Link>
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
