import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';

/** Back to the dashboard for signed-in users, back to the landing page for everyone else. */
export function BackButton() {
  const { user } = useAuth();
  const to = user ? '/dashboard' : '/';
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {user ? 'Back to Dashboard' : 'Back to Home'}
    </Link>
  );
}
