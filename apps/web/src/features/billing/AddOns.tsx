import { ADD_ONS, formatPrice, type PriceId } from '@studybot/contract';
import { Button } from '../../components/ui/Button';
import { addOnDescription } from './plans';

/** The one-off purchases: credits and bootcamp passes. Without `canBuy`, a price list only. */
export function AddOns({
  canBuy,
  pending,
  onBuy,
}: {
  canBuy: boolean;
  pending: PriceId | null;
  onBuy(priceId: PriceId): void;
}) {
  return (
    <ul aria-label="Add-ons" className="grid gap-4 sm:grid-cols-2">
      {ADD_ONS.map((addOn) => {
        const busy = pending === addOn.id;
        return (
          <li
            key={addOn.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{addOn.name}</p>
              <p className="mt-0.5 text-sm text-slate-600">{addOnDescription(addOn.id)}</p>
            </div>
            <div className="flex shrink-0 items-center justify-between gap-4 sm:justify-end">
              <span className="text-lg font-bold text-slate-900">
                {formatPrice(addOn.price, { cents: true })}
              </span>
              {canBuy ? (
                <Button
                  variant="secondary"
                  busy={busy}
                  disabled={pending !== null}
                  aria-label={`Buy ${addOn.name}`}
                  onClick={() => onBuy(addOn.id)}
                >
                  {busy ? 'Starting...' : 'Buy'}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
