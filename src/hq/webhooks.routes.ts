import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { Pagination, pageOf } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import {
  WebhookCreateBody,
  WebhookDelivery,
  WebhookDeliveryFilter,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookUpdateBody,
} from '../http/schemas/webhook.ts';

const tags = ['HQ: webhooks'];
const NoQuery = Type.Object({}, { additionalProperties: false });
const NoBody = Type.Object({}, { additionalProperties: false });

/** docs/api-conventions.md#webhooks: webhook endpoints, their secrets, test pings, delivery log and retries. */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const webhooks = app.services.webhooks;
  emptyBodyIsEmptyObject(app);

  app.post(
    '/webhooks',
    {
      schema: {
        operationId: 'createWebhook',
        summary: 'Create a webhook endpoint',
        description:
          'Answers the endpoint with its signing `secret` (whsec_..., Standard Webhooks), shown only here and on rotate_secret. ' +
          'Each change of the types in `events` (or all, with "*") is POSTed to `url`, signed (`webhook-id`, `webhook-timestamp`, `webhook-signature`), ' +
          'and retried with growing delays for about three days until the endpoint answers 2xx within 10 s.',
        tags,
        security: hqSecurity,
        querystring: NoQuery,
        body: WebhookCreateBody,
        response: responses({ 200: WebhookEndpointWithSecret }),
      },
    },
    (request) => webhooks.create(hqCaller(request), request.body),
  );

  app.get(
    '/companies/:company_id/webhooks',
    {
      schema: {
        operationId: 'listCompanyWebhooks',
        summary: "List a company's webhook endpoints",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object({ pagination: Type.Optional(Pagination) }, { additionalProperties: false }),
        response: responses({ 200: Type.Array(WebhookEndpoint) }),
      },
    },
    (request) =>
      webhooks.list(hqCaller(request), request.params.company_id, pageOf(request.query.pagination)),
  );

  app.get(
    '/webhooks/:webhook_id',
    {
      schema: {
        operationId: 'getWebhook',
        summary: 'Retrieve a webhook endpoint',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id'),
        querystring: NoQuery,
        response: responses({ 200: WebhookEndpoint }),
      },
    },
    (request) => webhooks.get(hqCaller(request), request.params.webhook_id),
  );

  app.post(
    '/webhooks/:webhook_id',
    {
      schema: {
        operationId: 'updateWebhook',
        summary: 'Update a webhook endpoint',
        description: 'A disabled endpoint gets no new deliveries; those already queued are still sent.',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id'),
        querystring: NoQuery,
        body: WebhookUpdateBody,
        response: responses({ 200: WebhookEndpoint }),
      },
    },
    (request) => webhooks.update(hqCaller(request), request.params.webhook_id, request.body),
  );

  app.delete(
    '/webhooks/:webhook_id',
    {
      schema: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint (and its delivery log)',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id'),
        querystring: NoQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted.' }) }),
      },
    },
    async (request, reply) => {
      await webhooks.delete(hqCaller(request), request.params.webhook_id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:webhook_id/rotate_secret',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: "Rotate a webhook endpoint's signing secret",
        description:
          'Answers the new secret. For 24 hours every delivery carries signatures with both the new and the old secret (`previous_secret_expires_at`), so the receiver can switch over without a gap.',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id'),
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: WebhookEndpointWithSecret }),
      },
    },
    (request) => webhooks.rotateSecret(hqCaller(request), request.params.webhook_id),
  );

  app.post(
    '/webhooks/:webhook_id/test',
    {
      schema: {
        operationId: 'testWebhook',
        summary: 'Send a test ping',
        description:
          'Queues a `ping` to the endpoint, sent at once (retried like any delivery); answers the delivery.',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id'),
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: WebhookDelivery }),
      },
    },
    (request) => webhooks.test(hqCaller(request), request.params.webhook_id),
  );

  app.get(
    '/webhooks/:webhook_id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "A webhook endpoint's delivery log",
        description: 'Newest first; each with its status, attempts, last response and next attempt.',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id'),
        querystring: Type.Object(
          { filter: Type.Optional(WebhookDeliveryFilter), pagination: Type.Optional(Pagination) },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(WebhookDelivery) }),
      },
    },
    (request) =>
      webhooks.deliveries(hqCaller(request), request.params.webhook_id, {
        filter: request.query.filter,
        page: pageOf(request.query.pagination),
      }),
  );

  app.post(
    '/webhooks/:webhook_id/deliveries/:delivery_id/retry',
    {
      schema: {
        operationId: 'retryWebhookDelivery',
        summary: 'Retry a delivery now',
        description:
          'A new attempt at once, with the same `webhook-id` and body. Deliveries of one object still go in order: a retry waits behind an earlier pending delivery of the same object.',
        tags,
        security: hqSecurity,
        params: IdParams('webhook_id', 'delivery_id'),
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: WebhookDelivery }),
      },
    },
    (request) => webhooks.retry(hqCaller(request), request.params.webhook_id, request.params.delivery_id),
  );
};
