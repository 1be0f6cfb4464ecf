import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hqCaller } from '../http/auth.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

/** CONTRACT.md 9.6: the live stream of a company's changes (server-sent events). */
export const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifySSE, { heartbeatInterval: app.config.streamHeartbeatSeconds * 1000 });
  const stream = app.services.liveStream;

  app.get(
    '/companies/:company_id/stream',
    {
      // 'manual': no Accept negotiation (curl's */* and EventSource's text/event-stream both stream).
      sse: 'manual',
      schema: {
        operationId: 'streamCompanyChanges',
        summary: "A company's changes, live (server-sent events)",
        description:
          'text/event-stream: one message per change of the webhook types, as it commits on any instance: `id` (the position in the ' +
          "company's stream), `event` (the type) and `data` (the webhook body `{ type, timestamp, company, data: { object, previous_attributes? } }`). " +
          'A reconnect with `Last-Event-ID` gets every change after that id (kept 24 hours) before the live ones; without it the stream starts now. ' +
          `A \`: heartbeat\` comment every ${app.config.streamHeartbeatSeconds} s keeps proxies from closing it; the server ends it when it shuts down (reconnect).`,
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
      await stream.check(hqCaller(request), companyId);
      const events = reply.sse;
      events.keepAlive();
      events.sendHeaders(200);
      const handle = await stream.subscribe(
        companyId,
        events.lastEventId,
        async (message) => {
          if (events.isConnected) await events.send(message);
        },
        () => events.close(),
      );
      events.onClose(() => handle.close());
      if (!events.isConnected) handle.close(); // gone before it was subscribed
    },
  );
};
