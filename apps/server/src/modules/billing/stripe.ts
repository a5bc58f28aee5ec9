import type { CatalogueItem } from '@studybot/contract';
import Stripe from 'stripe';
import { toCents } from './periods.ts';

export interface StripeCheckoutInput {
  checkoutId: string;
  userId: string;
  email: string;
  item: CatalogueItem;
  successUrl: string;
  cancelUrl: string;
}

/** What StudyBot asks of Stripe; everything else about a payment stays in Stripe. */
export interface StripeGateway {
  createCheckout(input: StripeCheckoutInput): Promise<{ id: string; url: string }>;
  /** The card paying for a subscription, for subscription management (never stored in full). */
  cardOf(subscriptionId: string): Promise<{ brand: string; last4: string } | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  cancelNow(subscriptionId: string): Promise<void>;
  /** The event in a webhook request; throws when the signature does not match the body. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe-compatible API at another address (a local stand-in in tests). */
  apiUrl?: string;
}

export function createStripeGateway({ secretKey, webhookSecret, apiUrl }: StripeOptions): StripeGateway {
  const endpoint = apiUrl ? new URL(apiUrl) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: Number(endpoint.port),
          protocol: endpoint.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    async createCheckout({ checkoutId, userId, email, item, successUrl, cancelUrl }) {
      const priceData = {
        currency: 'usd',
        unit_amount: toCents(item.amount),
        product_data: { name: `StudyBot ${item.name}` },
      };
      const session = await stripe.checkout.sessions.create({
        mode: item.kind === 'plan' ? 'subscription' : 'payment',
        customer_email: email,
        client_reference_id: userId,
        metadata: { checkout_id: checkoutId },
        success_url: successUrl,
        cancel_url: cancelUrl,
        line_items: [
          {
            quantity: 1,
            price_data:
              item.kind === 'plan'
                ? { ...priceData, recurring: { interval: item.period === 'monthly' ? 'month' : 'year' } }
                : priceData,
          },
        ],
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async cardOf(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['default_payment_method'],
      });
      const method = subscription.default_payment_method;
      if (!method || typeof method === 'string' || !method.card) return null;
      return { brand: method.card.brand, last4: method.card.last4 };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}
