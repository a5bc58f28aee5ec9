import { BLOG_MESSAGES } from '@studybot/contract';
import { ExternalLink, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { BlogManager } from '../../components/blog/BlogManager';
import { buttonClasses } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * /admin/blog: the blog dashboard. The route sends non-admins to /dashboard; should anyone else
 * reach this screen, it says so (spec §6) rather than showing the tools.
 */
export function BlogAdminPage() {
  const { user } = useAuth();
  usePageTitle(user?.is_admin ? 'Blog Admin' : 'Access Denied');

  if (!user?.is_admin) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="size-10 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="text-slate-700">{BLOG_MESSAGES.adminOnly}</p>
        <Link to="/blog" className={buttonClasses('secondary', 'md')}>
          Go to the blog
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Blog Admin</h1>
          <p className="mt-1 text-slate-600">Write, publish and manage the posts on the public blog.</p>
        </div>
        <Link to="/blog" className={buttonClasses('secondary', 'md')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          View Blog
        </Link>
      </header>
      <BlogManager />
    </div>
  );
}
