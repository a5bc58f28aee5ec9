import { ADMIN_ACTIVITY_KINDS, type AdminActivityItem, type AdminActivityKind } from '@studybot/contract';
import { FilePlus2, type LucideIcon, RefreshCw, ShieldCheck, ShoppingCart, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { formatDateTime } from '../../lib/format';
import { ACTIVITY_MAX, ACTIVITY_PAGE_SIZE, useAdminActivity } from './api/list-admin-activity';
import { LoadFailed } from './LoadFailed';

const KINDS: Record<AdminActivityKind, { label: string; filter: string; icon: LucideIcon; tone: BadgeTone }> =
  {
    sign_up: { label: 'Sign-up', filter: 'Sign-ups', icon: UserPlus, tone: 'green' },
    project: { label: 'Content', filter: 'Content', icon: FilePlus2, tone: 'blue' },
    purchase: { label: 'Purchase', filter: 'Purchases', icon: ShoppingCart, tone: 'indigo' },
    admin: { label: 'Admin', filter: 'Admin actions', icon: ShieldCheck, tone: 'grey' },
  };

/** The latest sign-ups, content, purchases and admin changes, newest first, from the server's log. */
export function ActivityTab() {
  const kindId = useId();
  const [kind, setKind] = useState<AdminActivityKind | ''>('');
  const [limit, setLimit] = useState(ACTIVITY_PAGE_SIZE);
  const activity = useAdminActivity(kind || undefined, limit);
  const items = activity.data?.items ?? [];
  const more = items.length >= limit && limit < ACTIVITY_MAX;

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Activity log</h2>
          <p className="text-sm text-slate-600">Sign-ups, new content, purchases and admin changes.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={kindId} className="sr-only">
            Show activity
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as AdminActivityKind | '');
              setLimit(ACTIVITY_PAGE_SIZE);
            }}
            className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm"
          >
            <option value="">All activity</option>
            {ADMIN_ACTIVITY_KINDS.map((value) => (
              <option key={value} value={value}>
                {KINDS[value].filter}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void activity.refetch()}
            busy={activity.isFetching && !activity.isPending}
            disabled={activity.isPending}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
        </div>
      </div>

      <div className="mt-4">
        {activity.isPending ? (
          <Spinner label="Loading activity..." className="min-h-40" />
        ) : activity.isError ? (
          <LoadFailed
            error={activity.error}
            onRetry={() => void activity.refetch()}
            retrying={activity.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={kind ? `No ${KINDS[kind].filter.toLowerCase()} yet` : 'No activity yet'}
            description="Sign-ups, new content, purchases and admin changes appear here as they happen."
          />
        ) : (
          <>
            <ul
              aria-label="Recent activity"
              aria-busy={activity.isPlaceholderData}
              className="divide-y divide-slate-100"
            >
              {keyed(items).map(({ key, item }) => (
                <ActivityRow key={key} item={item} />
              ))}
            </ul>
            {more ? (
              <div className="mt-4 text-center">
                <Button
                  variant="secondary"
                  onClick={() => setLimit(Math.min(ACTIVITY_MAX, limit * 2))}
                  busy={activity.isPlaceholderData}
                >
                  Show more
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * Entries carry no id: each is keyed by what it says, numbered when the same thing happened twice
 * in the same second, so a row keeps its key when newer entries arrive above it.
 */
function keyed(items: readonly AdminActivityItem[]): { key: string; item: AdminActivityItem }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = `${item.at}|${item.kind}|${item.username}|${item.summary}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: `${base}#${count}`, item };
  });
}

function ActivityRow({ item }: { item: AdminActivityItem }) {
  const { label, icon: Icon, tone } = KINDS[item.kind];
  return (
    <li className="flex items-start gap-3 py-3">
      <span aria-hidden="true" className="mt-0.5 rounded-full bg-slate-100 p-2 text-slate-600">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-800">
          <span className="font-medium text-slate-900">{item.username}</span> {item.summary}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <Badge tone={tone}>{label}</Badge>
          <time dateTime={item.at}>{formatDateTime(item.at)}</time>
        </p>
      </div>
    </li>
  );
}
