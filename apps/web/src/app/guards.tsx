import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { useAuth } from '../lib/auth/AuthProvider';

/** Signed-in users only; others go to the landing page. Waits (spinner) while the user loads. */
export function RequireAuth() {
  const { user, status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Loading your account..." />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admins only; everyone else is sent to `fallback`. */
export function RequireAdmin({ fallback }: { fallback: string }) {
  const { user, status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Loading your account..." />;
  if (!user?.is_admin) return <Navigate to={fallback} replace />;
  return <Outlet />;
}

/** Shown to signed-out visitors only; signed-in users go to `to`. */
export function SignedOutOnly({ to, children }: { to: string; children: ReactNode }) {
  const { user, status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Loading your account..." />;
  if (user) return <Navigate to={to} replace />;
  return children;
}
