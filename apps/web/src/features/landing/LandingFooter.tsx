import { BRAND } from '@studybot/contract';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink, PUBLIC_LINKS } from '../../components/site/PublicHeader';
import { useAuth } from '../../lib/auth/AuthProvider';
import { container, focusRing, textLink } from './styles';

export function LandingFooter() {
  const { openAuthDialog } = useAuth();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className={`${container} grid gap-10 py-12 md:grid-cols-3`}>
        <div>
          <BrandLink />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            The open-source, self-hostable AI study platform for students 13 and older.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="text-sm font-semibold text-slate-900">Explore</p>
          <ul className="mt-3 space-y-2 text-sm">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={textLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-slate-900">Need help?</p>
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className={`${textLink} mt-3 inline-flex items-center gap-2 text-sm`}
          >
            <Mail className="size-4" aria-hidden="true" />
            Contact support
          </a>
          <p className="mt-2 text-sm text-slate-600">
            Write to {BRAND.supportEmail} and we will reply within {BRAND.supportReplyHours} hours.
          </p>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div
          className={`${container} flex flex-col items-center justify-between gap-3 py-6 text-sm text-slate-600 sm:flex-row`}
        >
          <p>
            © {year} {BRAND.name}. Open source and free to self-host.
          </p>
          <button
            type="button"
            onClick={() => openAuthDialog('admin')}
            className={`${focusRing} cursor-pointer px-2 py-1 text-xs text-slate-600 hover:text-slate-900 hover:underline`}
          >
            Admin Access
          </button>
        </div>
      </div>
    </footer>
  );
}
