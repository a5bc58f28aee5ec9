import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/Button';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/usePageTitle';

/** Stands in for a tool whose screen is not built yet; each route replaces it with the real page. */
export function FeaturePlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <div aria-hidden="true" className="mx-auto mb-4 w-fit rounded-full bg-indigo-50 p-4 text-indigo-600">
        <Construction className="size-8" />
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">This tool is not available yet. Check back soon.</p>
      <Link to={user ? '/dashboard' : '/'} className={`${buttonClasses('secondary', 'md')} mt-6`}>
        {user ? 'Back to Dashboard' : 'Back to Home'}
      </Link>
    </div>
  );
}
