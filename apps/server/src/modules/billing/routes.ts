import {
  BillingHistory,
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CheckoutDoneResponse,
  CheckoutIdParams,
  CheckoutSessionResponse,
  CreateCheckoutSessionRequest,
  ErrorBody,
  LocalCheckout,
  Pagination,
  SubscriptionResponse,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { BillingService } from './service.ts';

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService; guards: Guards }> = async (
  app,
  { billing, guards },
) => {
  const tags = ['billing'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

  app.get(
    '/api/billing/subscription',
    { onRequest: guards.requireUser, schema: { tags, response: { 200: SubscriptionResponse, ...errors } } },
    (request) => billing.subscription(currentUser(request)),
  );

  app.post(
    '/api/billing/create-checkout-session',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        body: CreateCheckoutSessionRequest,
        response: { 200: CheckoutSessionResponse, ...errors },
      },
    },
    (request) => billing.createCheckout(currentUser(request), request.body),
  );

  app.get(
    '/api/billing/checkout/:id',
    {
      onRequest: guards.requireUser,
      schema: { tags, params: CheckoutIdParams, response: { 200: LocalCheckout, ...errors } },
    },
    (request) => billing.localCheckout(currentUser(request), request.params.id),
  );

  app.post(
    '/api/billing/checkout/:id/pay',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        description: 'The local test checkout (PAYMENTS_PROVIDER=local): no money moves.',
        params: CheckoutIdParams,
        response: { 200: CheckoutDoneResponse, ...errors },
      },
    },
    (request) => billing.payLocal(currentUser(request), request.params.id),
  );

  app.post(
    '/api/billing/checkout/:id/cancel',
    {
      onRequest: guards.requireUser,
      schema: { tags, params: CheckoutIdParams, response: { 200: CheckoutDoneResponse, ...errors } },
    },
    (request) => billing.cancelLocal(currentUser(request), request.params.id),
  );

  app.post(
    '/api/billing/cancel-subscription',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        body: CancelSubscriptionRequest,
        response: { 200: CancelSubscriptionResponse, ...errors },
      },
    },
    (request) => billing.cancel(currentUser(request), request.body ?? {}),
  );

  app.get(
    '/api/billing/history',
    {
      onRequest: guards.requireUser,
      schema: { tags, querystring: Pagination, response: { 200: BillingHistory, ...errors } },
    },
    async (request) => ({
      entries: await billing.history(currentUser(request), request.query.limit, request.query.offset),
    }),
  );

  // Stripe signs the exact bytes it sent, so this route reads its body unparsed.
  app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/billing/webhook',
      {
        schema: {
          tags,
          description: 'Stripe events (PAYMENTS_PROVIDER=stripe), checked against STRIPE_WEBHOOK_SECRET.',
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorBody, 404: ErrorBody },
        },
      },
      (request) => {
        const signature = request.headers['stripe-signature'];
        return billing.webhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
