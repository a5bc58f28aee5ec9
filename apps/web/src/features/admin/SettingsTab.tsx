import { Mail, Server, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { SystemChecks } from './SystemChecks';

/**
 * What the server is configured with, read-only: each provider's status, the subscriber export,
 * and where limits and registration are set (the server's environment, not this screen).
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

      <SettingsSection icon={<SlidersHorizontal />} title="Limits and registration">
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-600">
          <li>
            Plan limits come from the app&apos;s plan rules and are the same on every server.{' '}
            <Link to="/billing" className="font-medium text-indigo-700 hover:underline">
              See the plans and their limits
            </Link>
          </li>
          <li>
            Registration is open; new accounts start on the Free plan. Change a user&apos;s plan in Users.
          </li>
          <li>
            Providers and the first admin account are set in the server&apos;s environment (for example{' '}
            <code className="text-slate-800">AI_PROVIDER</code>,{' '}
            <code className="text-slate-800">PAYMENTS_PROVIDER</code>,{' '}
            <code className="text-slate-800">MAILERLITE_API_KEY</code>,{' '}
            <code className="text-slate-800">ADMIN_USERNAME</code>) and apply when it restarts.
          </li>
        </ul>
        <p className="mt-3 text-sm text-slate-600">None of these can be changed from this screen.</p>
      </SettingsSection>
    </div>
  );
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
