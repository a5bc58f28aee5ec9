import { type BillingHistoryEntry, formatPrice } from '@studybot/contract';
import { Receipt } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate, humanize } from '../../lib/format';
import { useBillingHistory } from './api/get-billing-history';
import { HISTORY_LOAD_FAILED } from './messages';

/** "$8.99", "−$8.99" for a refund, "—" when nothing was charged (a cancellation or expiry). */
function amountText(entry: BillingHistoryEntry): string {
  if (entry.amount === 0) return '—';
  const text = formatPrice(Math.abs(entry.amount), { cents: true });
  return entry.amount < 0 ? `−${text}` : text;
}

/** Every purchase, renewal, cancellation and refund, newest first. */
export function BillingHistoryList() {
  const history = useBillingHistory();
  if (history.isPending) return <Spinner label="Loading billing history..." className="py-6" />;
  if (history.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 py-2">
        <p className="text-sm text-slate-700">{HISTORY_LOAD_FAILED}</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const entries = history.data.entries;
  if (entries.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
        <Receipt aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
        No payments yet. Purchases and renewals will be listed here.
      </div>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Billing history</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <th scope="col" className="py-2 pr-3 font-medium">
            Date
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Description
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="py-3 pr-3 align-top whitespace-nowrap text-slate-700">
              <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
            </td>
            <td className="px-3 py-3 align-top break-words text-slate-900">
              {entry.description}
              <span className="block text-xs text-slate-600">{humanize(entry.kind)}</span>
            </td>
            <td className="py-3 pl-3 text-right align-top font-medium whitespace-nowrap text-slate-900 tabular-nums">
              {amountText(entry)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
