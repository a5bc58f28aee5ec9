import type { ExportHistoryItem } from '@studybot/contract';
import { History } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useExportHistory } from './api/list-export-history';
import { HISTORY_LOAD_FAILED, NO_EXPORTS, NO_EXPORTS_HINT } from './messages';

const DESTINATIONS: Record<ExportHistoryItem['destination'], string> = {
  mailerlite: 'MailerLite',
  csv: 'CSV',
};

const th = 'px-3 py-2 font-medium first:pl-4 last:pr-4';
const td = 'px-3 py-3 align-top first:pl-4 last:pr-4';

/** Past exports, newest first: when, by whom, where to, and how many went through. */
export function ExportHistoryTable() {
  const history = useExportHistory();
  return (
    <section aria-labelledby="export-history-heading" className="space-y-3">
      <h2 id="export-history-heading" className="text-lg font-semibold text-slate-900">
        Export History
      </h2>
      {history.isPending ? (
        <Spinner label="Loading export history..." className="py-8" />
      ) : history.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3">
          <p className="text-sm text-red-800">{HISTORY_LOAD_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : history.data.exports.length === 0 ? (
        <EmptyState icon={<History className="size-6" />} title={NO_EXPORTS} description={NO_EXPORTS_HINT} />
      ) : (
        // Its own scroll region on narrow screens (focusable, so the keyboard can scroll it too).
        <section
          aria-label="Export history table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Past subscriber exports, newest first</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Admin
                </th>
                <th scope="col" className={th}>
                  Destination
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Total
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Successful
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Failed
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {history.data.exports.map((item) => (
                <tr key={item.id}>
                  <td className={`${td} whitespace-nowrap text-slate-700`}>
                    <time dateTime={item.export_date}>{formatDateTime(item.export_date)}</time>
                  </td>
                  <td className={`${td} break-words text-slate-900`}>{item.admin_name}</td>
                  <td className={`${td} text-slate-700`}>{DESTINATIONS[item.destination]}</td>
                  <td className={`${td} text-right text-slate-900 tabular-nums`}>{item.total_subscribers}</td>
                  <td className={`${td} text-right text-slate-900 tabular-nums`}>
                    {item.successful_exports}
                  </td>
                  <td className={`${td} text-right text-slate-900 tabular-nums`}>{item.failed_exports}</td>
                  <td className={td}>
                    <StatusBadge status={item.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
