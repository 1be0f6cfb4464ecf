import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { keepRawJsonBody } from '../http/raw-body.ts';
import { responses } from '../http/route-schemas.ts';

/**
 * docs/api-conventions.md#customers-paying: Stripe's webhook, at the path the contract names (`POST /v1/webhooks/stripe`,
 * registered by app.ts under /v1/webhooks: Stripe calls it, not a customer's app, so it is
 * outside /v1/marketplace and its customer authentication). Authenticated by its signature.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The signature covers the exact bytes Stripe sent: kept beside the parsed body.
  keepRawJsonBody(app);
  const { stripeWebhook } = app.services;

  app.post(
    '/stripe',
    {
      schema: {
        operationId: 'receiveStripeWebhook',
        summary: "Stripe's webhook: a PaymentIntent succeeded, failed or was cancelled; a membership renewed",
        description:
          'Configure this URL as a webhook endpoint in Stripe (events `payment_intent.succeeded`, ' +
          '`payment_intent.payment_failed`, `payment_intent.canceled`, and for memberships `invoice.paid`, ' +
          '`invoice.payment_failed`, `customer.subscription.deleted`) and its signing secret as ' +
          '`STRIPE_WEBHOOK_SECRET`. The `Stripe-Signature` header is checked over the raw body with ' +
          "the `stripe` package's verifier; a bad or old signature is a 400 `invalid_signature`. A " +
          'succeeded intent confirms its prepayment and booking in one transaction; a paid invoice renews a ' +
          'membership, a failed one pauses it (docs/packages.md). Duplicate ' +
          'deliveries answer 200 and change nothing. 404 when the server does not use Stripe.',
        tags: ['Marketplace: payments'],
        security: [],
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })) }),
        body: Type.Object(
          {
            id: Type.String({ maxLength: 255 }),
            type: Type.String({ maxLength: 255 }),
            data: Type.Object({}, { additionalProperties: true }),
          },
          {
            additionalProperties: true,
            title: 'StripeEvent',
            description: 'A Stripe event, as Stripe sends it.',
          },
        ),
        response: responses({
          200: Type.Object(
            {
              received: Type.Boolean(),
              outcome: Type.Union(
                [
                  'confirmed',
                  'voided',
                  'refunded',
                  'unchanged',
                  'attempt_failed',
                  'ignored',
                  'renewed',
                  'paused',
                  'ended',
                ].map((o) => Type.Literal(o)),
                { description: 'What the event did here; `unchanged` for a duplicate delivery.' },
              ),
            },
            { title: 'StripeWebhookAnswer' },
          ),
        }),
      },
    },
    (request) => stripeWebhook.receive(request.rawBody, request.headers['stripe-signature']),
  );
};
