import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hqCredential } from '../http/auth.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

/** docs/api-conventions.md#the-live-stream: the live stream of a company's changes (server-sent events). */
export const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifySSE, { heartbeatInterval: app.config.streamHeartbeatSeconds * 1000 });
  const stream = app.services.liveStream;

  app.get(
    '/companies/:company_id/stream',
    {
      // 'manual': no Accept negotiation (curl's */* and EventSource's text/event-stream both stream).
      sse: 'manual',
      // A stream holds its connection for hours: it takes no place among the requests served at
      // once (http/overload.ts), and has budgets of its own (domain/webhooks/live-stream.ts).
      config: { admission: false },
      schema: {
        operationId: 'streamCompanyChanges',
        summary: "A company's changes, live (server-sent events)",
        description:
          'text/event-stream: one message per change of the webhook types, as it commits on any instance: `id` (the position in the ' +
          "company's stream), `event` (the type) and `data` (the webhook body `{ type, timestamp, company, data: { object, previous_attributes? } }`). " +
          'A reconnect with `Last-Event-ID` gets every change after that id (kept 24 hours) before the live ones; without it the stream starts now. ' +
          `A \`: heartbeat\` comment every ${app.config.streamHeartbeatSeconds} s keeps proxies from closing it; the server ends it when it shuts down (reconnect). ` +
          `At most ${app.config.streamBudget.perToken} streams per token and ${app.config.streamBudget.perCompany} per company are open at once across all servers ` +
          '(429 `too_many_streams` with Retry-After), and a server holding as many as it may answers 503 `streams_full`. ' +
          'The right to read is checked again while the stream is open: when the token is revoked or expires, or its user no longer reaches the company, the stream ends within a second.',
        tags: ['HQ: webhooks'],
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object({}, { additionalProperties: false }),
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({ maxLength: 64, description: 'Resume after this id (the last one received).' }),
          ),
        }),
        response: responses({
          200: {
            description: 'The stream (never ends by itself).',
            content: { 'text/event-stream': { schema: Type.String({ title: 'ServerSentEvents' }) } },
          } as never,
        }),
      },
    },
    async (request, reply) => {
      const companyId = request.params.company_id;
      const events = reply.sse;
      // Budgets and the right to read are checked before the answer starts (an error can still be sent).
      const handle = await stream.openFor(
        hqCredential(request),
        companyId,
        events.lastEventId,
        async (message) => {
          if (events.isConnected) await events.send(message);
        },
        () => events.close(),
        () => {
          events.keepAlive();
          events.sendHeaders(200);
        },
      );
      // Node holds the headers until the first write (a heartbeat, seconds away): sent now that
      // the stream's starting position is read, the client learns at once that it is open, and
      // every change committed after that reaches it.
      if (events.isConnected) reply.raw.flushHeaders();
      events.onClose(() => handle.close());
      if (!events.isConnected) handle.close(); // gone before it was subscribed
    },
  );
};
