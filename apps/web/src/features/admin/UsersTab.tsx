import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserChange,
  PLAN_TIERS,
  type PlanTier,
  tierLabel,
} from '@studybot/contract';
import { ChevronLeft, ChevronRight, Search, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from './api/list-admin-users';
import { useUpdateAdminUser } from './api/update-admin-user';
import { formatCount } from './figures';
import { LoadFailed } from './LoadFailed';
import { UPDATE_FAILED } from './messages';

const SEARCH_DELAY_MS = 300;
/** The server answers 400 to a longer search. */
const MAX_SEARCH_LENGTH = 100;

const STATUS: Record<AdminUser['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
  disabled: { label: 'Disabled', tone: 'red' },
};

/** A change waiting for the admin's confirmation. */
interface PendingChange {
  user: AdminUser;
  change: AdminUserChange;
  title: string;
  description: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
}

const fieldClasses =
  'h-10 rounded-lg border border-slate-300 bg-white text-base shadow-sm focus:border-indigo-500 ' +
  'focus:outline-2 focus:outline-indigo-500/40 sm:text-sm';

/** Every user, searched, filtered by plan and paged on the server, with their plan, role and access. */
export function UsersTab() {
  const { user: me, refreshUser } = useAuth();
  const { toast } = useToast();
  const searchId = useId();
  const planId = useId();
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanTier | ''>('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A new search or filter starts again at the first page.
  const filterKey = `${query}\n${plan}`;
  const [paging, setPaging] = useState({ key: filterKey, offset: 0 });
  const offset = paging.key === filterKey ? paging.offset : 0;
  const goTo = (next: number) => setPaging({ key: filterKey, offset: Math.max(0, next) });

  const users = useAdminUsers({ search: query, plan: plan || undefined, offset });
  const [pending, setPending] = useState<PendingChange | null>(null);
  const update = useUpdateAdminUser({
    onSuccess: (updated) => {
      setPending(null);
      toast(ADMIN_MESSAGES.saved, 'success');
      // The admin's own plan: the nav bar and the plan gates read it from the signed-in user.
      if (updated.id === me?.id) void refreshUser();
    },
    onError: (error) => {
      setPending(null);
      toast(errorMessage(error, UPDATE_FAILED), 'error');
    },
  });
  const busyId = update.isPending ? update.variables.userId : null;

  const ask = (user: AdminUser, change: AdminUserChange) => {
    const name = user.username;
    if (change.plan_tier !== undefined) {
      setPending({
        user,
        change,
        title: `Change ${name}'s plan?`,
        description: `${name} moves from ${tierLabel(user.plan_tier)} to ${tierLabel(change.plan_tier)}. Their limits and features change at once.`,
        confirmLabel: `Change to ${tierLabel(change.plan_tier)}`,
        tone: 'primary',
      });
    } else if (change.is_admin === true) {
      setPending({
        user,
        change,
        title: `Make ${name} an admin?`,
        description:
          'Admins can open this panel: see every user, change plans and roles, disable accounts and manage the blog.',
        confirmLabel: 'Make admin',
        tone: 'primary',
      });
    } else if (change.is_admin === false) {
      setPending({
        user,
        change,
        title: `Remove ${name}'s admin rights?`,
        description: `${name} keeps their account and plan but can no longer open the admin panel.`,
        confirmLabel: 'Remove admin',
        tone: 'danger',
      });
    } else if (change.disabled === true) {
      setPending({
        user,
        change,
        title: `Disable ${name}'s account?`,
        description: `${name} cannot sign in until you enable the account again. Their work is kept.`,
        confirmLabel: 'Disable account',
        tone: 'danger',
      });
    } else {
      // Enabling an account gives nothing away: no need to ask.
      update.mutate({ userId: user.id, change });
    }
  };

  const filtering = query !== '' || plan !== '';
  const data = users.data;
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const page = Math.floor(offset / ADMIN_USERS_PAGE_SIZE) + 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Search by username or email"
            className={`w-full pr-3 pl-9 placeholder:text-slate-500 ${fieldClasses}`}
          />
        </div>
        <label htmlFor={planId} className="sr-only">
          Filter by plan
        </label>
        <select
          id={planId}
          value={plan}
          onChange={(event) => setPlan(event.target.value as PlanTier | '')}
          className={`px-3 ${fieldClasses}`}
        >
          <option value="">All plans</option>
          {PLAN_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tierLabel(tier)}
            </option>
          ))}
        </select>
      </div>

      {users.isPending ? (
        <Spinner label="Loading users..." className="min-h-48" />
      ) : users.isError ? (
        <LoadFailed error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : total === 0 ? (
        <EmptyState
          icon={<UserX className="size-6" />}
          title={filtering ? 'No users match' : 'No users yet'}
          description={filtering ? 'Try another name or email, or another plan.' : undefined}
          action={
            filtering ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setPlan('');
                }}
              >
                Clear search and filter
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {formatCount(total)} {filtering ? 'matching' : 'total'} {total === 1 ? 'user' : 'users'}
          </p>
          <UserTable
            users={data?.users ?? []}
            meId={me?.id ?? null}
            busyId={busyId}
            loading={users.isPlaceholderData}
            onChange={ask}
          />
          {total > ADMIN_USERS_PAGE_SIZE ? (
            <nav aria-label="User pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0 || users.isPlaceholderData}
                onClick={() => goTo(offset - ADMIN_USERS_PAGE_SIZE)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <p className="text-sm text-slate-700">
                Page {page} of {lastPage}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= lastPage || users.isPlaceholderData}
                onClick={() => goTo(offset + ADMIN_USERS_PAGE_SIZE)}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirmLabel}
        tone={pending?.tone}
        busy={update.isPending}
        onConfirm={() => pending && update.mutate({ userId: pending.user.id, change: pending.change })}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

/** Shown as stacked cards on a phone, where a wide table would scroll sideways. */
const cell =
  'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:py-1 md:px-3 md:py-3';

function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-xs font-medium text-slate-500 md:hidden">
      {children}
    </span>
  );
}

function UserTable({
  users,
  meId,
  busyId,
  loading,
  onChange,
}: {
  users: readonly AdminUser[];
  meId: string | null;
  busyId: string | null;
  loading: boolean;
  onChange(user: AdminUser, change: AdminUserChange): void;
}) {
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table
        aria-busy={loading}
        className={`w-full text-left text-sm max-md:block ${loading ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">Users</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2.5">
              User
            </th>
            <th scope="col" className="px-3 py-2.5">
              Email
            </th>
            <th scope="col" className="px-3 py-2.5">
              Plan
            </th>
            <th scope="col" className="px-3 py-2.5">
              Joined
            </th>
            <th scope="col" className="px-3 py-2.5">
              Status
            </th>
            <th scope="col" className="px-3 py-2.5">
              Email opt-in
            </th>
            <th scope="col" className="px-3 py-2.5">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              self={user.id === meId}
              busy={busyId === user.id}
              onChange={(change) => onChange(user, change)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  self,
  busy,
  onChange,
}: {
  user: AdminUser;
  self: boolean;
  busy: boolean;
  onChange(change: AdminUserChange): void;
}) {
  const status = STATUS[user.status];
  // The visible words start each button's name, so speech input can say them.
  const adminLabel = user.is_admin ? 'Remove admin' : 'Make admin';
  const accessLabel = user.disabled ? 'Enable' : 'Disable';
  return (
    <tr
      data-user-id={user.id}
      aria-busy={busy}
      className="align-middle max-md:block max-md:rounded-2xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm"
    >
      <td className="max-md:mb-2 max-md:block md:px-3 md:py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700"
          >
            {user.username.charAt(0).toUpperCase()}
          </span>
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-all text-slate-900">{user.username}</span>
            {user.is_admin ? <Badge tone="indigo">Admin</Badge> : null}
            {self ? <span className="text-xs text-slate-500">(you)</span> : null}
          </div>
        </div>
      </td>
      <td className={cell}>
        <CellLabel>Email</CellLabel>
        <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere] max-md:text-right">
          {user.email}
        </span>
      </td>
      <td className={cell}>
        <CellLabel>Plan</CellLabel>
        <label className="sr-only" htmlFor={`plan-${user.id}`}>
          Plan for {user.username}
        </label>
        <select
          id={`plan-${user.id}`}
          value={user.plan_tier}
          disabled={busy}
          onChange={(event) => onChange({ plan_tier: event.target.value as PlanTier })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-base shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 disabled:opacity-60 sm:text-sm"
        >
          {PLAN_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tierLabel(tier)}
            </option>
          ))}
        </select>
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-700`}>
        <CellLabel>Joined</CellLabel>
        <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
      </td>
      <td className={cell}>
        <CellLabel>Status</CellLabel>
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
      <td className={`${cell} text-slate-700`}>
        <CellLabel>Email opt-in</CellLabel>
        {user.email_consent ? 'Yes' : 'No'}
      </td>
      <td
        className={`${cell} max-md:mt-2 max-md:justify-end max-md:border-t max-md:border-slate-100 max-md:pt-3`}
      >
        {self ? (
          <span className="text-xs text-slate-500">Your account</span>
        ) : (
          <div className="flex flex-wrap gap-2 md:flex-nowrap">
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => onChange({ is_admin: !user.is_admin })}
              aria-label={`${adminLabel} ${user.username}`}
            >
              {adminLabel}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => onChange({ disabled: !user.disabled })}
              aria-label={`${accessLabel} ${user.username}`}
            >
              {accessLabel}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
