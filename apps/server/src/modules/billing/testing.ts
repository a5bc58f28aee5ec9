import type { PriceId } from '@studybot/contract';
import type { BuiltApp } from '../../app.ts';

type Session = { headers: { authorization: string } };

/** Starts a checkout as the web does (success back to /billing?paid=1) and returns its URL. */
export async function startCheckout(t: BuiltApp, who: Session, priceId: PriceId): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/billing/create-checkout-session',
    headers: who.headers,
    payload: { price_id: priceId, success_url: '/billing?paid=1', cancel_url: '/billing' },
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().checkout_url;
}

/** Pays a local test checkout (`/checkout/{id}`), as the Pay button does. */
export async function payLocalCheckout(t: BuiltApp, who: Session, checkoutUrl: string): Promise<void> {
  const id = checkoutUrl.split('/').at(-1);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/billing/checkout/${id}/pay`,
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
}

/** Buys an item through the local test checkout (PAYMENTS_PROVIDER=local). */
export async function buy(t: BuiltApp, who: Session, priceId: PriceId): Promise<void> {
  await payLocalCheckout(t, who, await startCheckout(t, who, priceId));
}
