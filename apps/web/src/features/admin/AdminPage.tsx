import { Activity, LayoutDashboard, type LucideIcon, Newspaper, Settings, Shield, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { usePageTitle } from '../../lib/usePageTitle';
import { ActivityTab } from './ActivityTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';
import { UsersTab } from './UsersTab';

// The blog manager (also at /admin/blog) loads when its tab is first opened.
const BlogManager = lazy(async () => ({
  default: (await import('../../components/blog/BlogManager')).BlogManager,
}));

export const ADMIN_TABS = ['overview', 'users', 'activity', 'blog', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_LABELS: Record<AdminTab, { label: string; icon: LucideIcon }> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  users: { label: 'Users', icon: Users },
  activity: { label: 'Activity', icon: Activity },
  blog: { label: 'Blog', icon: Newspaper },
  settings: { label: 'Settings', icon: Settings },
};

function isTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly (string | null)[]).includes(value);
}

/**
 * /admin (admins only; the route guards it): platform stats, users, activity, blog posts and
 * settings. The open tab is kept in `?tab=` so a reload or a shared link opens the same one.
 */
export function AdminPage() {
  usePageTitle('Admin Panel');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'overview';
  const selectTab = (value: string) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="min-w-0 space-y-6">
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className="rounded-xl bg-indigo-50 p-2.5 text-indigo-600">
          <Shield className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Panel</h1>
          <p className="mt-1 text-slate-600">Platform stats, users, activity, blog posts and settings.</p>
        </div>
      </header>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Admin sections" className="grid grid-cols-5 sm:inline-grid">
          {ADMIN_TABS.map((value) => {
            const { label, icon: Icon } = TAB_LABELS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="max-sm:flex-col max-sm:gap-1 max-sm:px-1 max-sm:text-xs max-sm:leading-tight"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <UsersTab />
        </TabsContent>
        <TabsContent value="activity" className="mt-6">
          <ActivityTab />
        </TabsContent>
        <TabsContent value="blog" className="mt-6">
          <Suspense fallback={<Spinner label="Loading posts..." className="min-h-48" />}>
            <BlogManager />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
