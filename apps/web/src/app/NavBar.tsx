import { BRAND } from '@studybot/contract';
import {
  BarChart3,
  BookOpen,
  Briefcase,
  Calculator,
  CreditCard,
  GraduationCap,
  HelpCircle,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquare,
  PenLine,
  Shield,
  Sparkles,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../components/ui/Button';
import { useAuth } from '../lib/auth/AuthProvider';
import { ACCOUNT_ACTIONS, type AccountAction, AccountDialogs, AccountMenu, UserSummary } from './AccountMenu';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/create', label: 'Create', icon: Sparkles },
  { to: '/interview', label: 'Interview', icon: Users },
  { to: '/resume-analyzer', label: 'Resume', icon: Briefcase },
  { to: '/bootcamp', label: 'Bootcamp', icon: GraduationCap },
  { to: '/writing-assistant', label: 'Writing', icon: PenLine },
  { to: '/math-tutor', label: 'Math Tutor', icon: Calculator },
  { to: '/chat', label: 'Chat', icon: MessageSquare },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/library', label: 'Library', icon: BookOpen },
  { to: '/billing', label: 'Billing', icon: CreditCard },
];

const ADMIN_ENTRY: NavEntry = { to: '/admin', label: 'Admin', icon: Shield };

function linkClass({ isActive }: { isActive: boolean }, layout: 'row' | 'column'): string {
  const shape = layout === 'row' ? 'px-2 py-1.5 text-sm xl:px-2.5' : 'w-full px-3 py-2.5 text-base';
  const tone = isActive
    ? 'bg-indigo-50 text-indigo-700 font-semibold'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  return `flex items-center gap-2 rounded-lg ${shape} ${tone} focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600`;
}

/**
 * The signed-in app bar: logo, tool links, the account menu (plan, password, sign out
 * everywhere) and logout. Collapses below 1024px.
 */
export function NavBar() {
  const { user, logout } = useAuth();
  const location = useLocation();
  const [accountAction, setAccountAction] = useState<AccountAction | null>(null);
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpenAt(null);
        menuButton.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (!user) return null;
  const entries = user.is_admin ? [...NAV_ENTRIES, ADMIN_ENTRY] : NAV_ENTRIES;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700 focus:shadow"
      >
        Skip to main content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/dashboard"
          className="flex items-center gap-2 rounded-lg text-xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span aria-hidden="true" className="rounded-lg bg-indigo-600 p-1.5 text-white">
            <GraduationCap className="size-5" />
          </span>
          {BRAND.name}
        </Link>

        <div className="hidden items-center gap-3 lg:flex">
          <AccountMenu user={user} onChoose={setAccountAction} />
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            aria-label="Help"
            title="Help"
          >
            <HelpCircle aria-hidden="true" className="size-5" />
          </a>
          <Button variant="secondary" size="sm" onClick={logout}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>

        <button
          ref={menuButton}
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <nav aria-label="Main" className="hidden border-t border-slate-100 lg:block">
        <NavLinks entries={entries} layout="row" />
      </nav>

      {menuOpen ? (
        <div
          id={menuId}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg lg:hidden"
        >
          <nav aria-label="Main menu" className="px-4 py-3">
            <NavLinks entries={entries} layout="column" />
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
            <UserSummary user={user} />
            <div className="flex flex-wrap items-center gap-2">
              {ACCOUNT_ACTIONS.map(({ action, label, icon: Icon }) => (
                <Button key={action} variant="ghost" size="sm" onClick={() => setAccountAction(action)}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Button>
              ))}
              <a
                href={`mailto:${BRAND.supportEmail}`}
                className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <HelpCircle aria-hidden="true" className="size-4" />
                Help
              </a>
              <Button variant="secondary" size="sm" onClick={logout}>
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      <AccountDialogs action={accountAction} onClose={() => setAccountAction(null)} />
    </header>
  );
}

/** The navigation entries as a row (desktop bar) or a column (phone menu). */
function NavLinks({
  entries,
  layout,
}: {
  entries: readonly (typeof NAV_ENTRIES)[number][];
  layout: 'row' | 'column';
}) {
  return (
    <ul
      className={
        layout === 'row'
          ? 'mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 sm:px-6 lg:px-8'
          : 'grid gap-1 sm:grid-cols-2'
      }
    >
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} className={(state) => linkClass(state, layout)}>
            <entry.icon
              aria-hidden="true"
              className={layout === 'row' ? 'hidden size-4 xl:block' : 'size-5'}
            />
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
