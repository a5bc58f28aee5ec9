import { Mail, Server, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { useAdminSettings } from './api/get-admin-settings';
import { LimitsForm } from './LimitsForm';
import { LoadFailed } from './LoadFailed';
import { SystemChecks } from './SystemChecks';

/**
 * Each provider's status, the subscriber export, and the limits and sign-up setting an admin
 * changes here.
 */
export function SettingsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SettingsSection icon={<Server />} title="API Configuration" className="lg:col-span-2">
        <p className="mb-3 text-sm text-slate-600">
          The providers this server uses and whether each one answers now.
        </p>
        <SystemChecks label="API configuration" />
      </SettingsSection>

      <SettingsSection icon={<Mail />} title="Email marketing">
        <p className="text-sm text-slate-600">
          Export the users who agreed to receive email to MailerLite, filtered by plan and sign-up date, and
          see past exports.
        </p>
        <Link to="/mailerlite-export" className={`mt-4 ${buttonClasses('primary', 'md')}`}>
          Export Subscribers
        </Link>
      </SettingsSection>

      <SettingsSection icon={<SlidersHorizontal />} title="System Limits" className="lg:col-span-2">
        <p className="mb-4 text-sm text-slate-600">
          Saved for every server of this StudyBot; each applies a change within a few seconds. Providers and
          the first admin account are set in the server&apos;s environment (for example{' '}
          <code className="text-slate-800">AI_PROVIDER</code>,{' '}
          <code className="text-slate-800">PAYMENTS_PROVIDER</code>,{' '}
          <code className="text-slate-800">MAILERLITE_API_KEY</code>) and apply when it restarts.
        </p>
        <SystemLimits />
      </SettingsSection>
    </div>
  );
}

function SystemLimits() {
  const settings = useAdminSettings();
  if (settings.isPending) return <Spinner label="Loading settings..." className="min-h-32" />;
  if (settings.isError) {
    return (
      <LoadFailed
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <LimitsForm settings={settings.data} />;
}

function SettingsSection({
  icon,
  title,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={`min-w-0 ${className ?? ''}`}>
      <Card className="h-full p-4 sm:p-5">
        <h2 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
          <span aria-hidden="true" className="text-indigo-600 [&>svg]:size-5">
            {icon}
          </span>
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
