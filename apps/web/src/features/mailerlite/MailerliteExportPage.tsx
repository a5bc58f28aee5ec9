import { MAILERLITE_MESSAGES } from '@studybot/contract';
import { Mail, ShieldAlert } from 'lucide-react';
import { PageSpinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/AuthProvider';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSubscriberStats } from './api/get-subscriber-stats';
import { useExportHistory } from './api/list-export-history';
import { ExportHistoryTable } from './ExportHistoryTable';
import { ExportPanel } from './ExportPanel';
import { ACCESS_DENIED, PAGE_TITLE } from './messages';
import { SubscriberStatsCards } from './SubscriberStatsCards';

/** /mailerlite-export (admin only): subscriber counts, the export form and past exports. */
export function MailerliteExportPage() {
  usePageTitle(PAGE_TITLE);
  const { user, status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Loading your account..." />;
  if (!user?.is_admin) return <AccessDenied />;
  return <AdminView />;
}

function AdminView() {
  // The route guard already checked; the server has the last word (a revoked admin gets 403).
  const stats = useSubscriberStats();
  const history = useExportHistory();
  const refused = [stats.error, history.error].some(
    (error) => error instanceof ApiError && error.status === 403,
  );
  if (refused) return <AccessDenied />;

  return (
    <div className="min-w-0 space-y-8">
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className="rounded-xl bg-indigo-50 p-2.5 text-indigo-600">
          <Mail className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{PAGE_TITLE}</h1>
          <p className="mt-1 text-slate-600">
            Send the users who agreed to email at sign-up to MailerLite, filtered by plan and sign-up date.
          </p>
        </div>
      </header>
      <SubscriberStatsCards />
      <ExportPanel />
      <ExportHistoryTable />
    </div>
  );
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <div aria-hidden="true" className="mx-auto mb-4 w-fit rounded-full bg-red-50 p-4 text-red-600">
        <ShieldAlert className="size-8" />
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{ACCESS_DENIED}</h1>
      <p className="mt-3 text-slate-600">{MAILERLITE_MESSAGES.adminOnly}</p>
    </div>
  );
}
