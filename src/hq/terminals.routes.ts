import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TerminalBody } from '../domain/terminals/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { Nullable } from '../http/schemas/common.ts';

const tags = ['HQ: payment terminals'];

export const PaymentTerminalConnection = Type.Object(
  {
    id: Type.String(),
    readable_identifier: Type.Optional(Nullable(Type.String())),
    brand: Type.Optional(Nullable(Type.String())),
    model: Type.Optional(Nullable(Type.String())),
    provider: Type.Optional(Nullable(Type.String())),
    serial: Type.Optional(Nullable(Type.String())),
    issuer: Type.Optional(Type.String({ description: 'User or company id; empty while disconnected.' })),
    description: Type.Optional(Nullable(Type.String())),
    default: Type.Optional(Type.Boolean()),
    created_at: Type.Optional(Type.Number({ description: 'Epoch milliseconds.' })),
  },
  { title: 'PaymentTerminalConnection' },
);

/** docs/api-conventions.md#payment-terminals-and-fiscalization: connect, move or disconnect a card terminal (`acquirer` stands for the provider). */
export const terminalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/integrations/acquirer/terminals',
    {
      schema: {
        operationId: 'connectPaymentTerminal',
        summary: 'Connect, move or disconnect a payment terminal',
        description:
          'Not yet connected: created and connected to `issuer`. Connected to another issuer: moved. ' +
          '`issuer` empty: disconnected. Each change is recorded. `issuer` must be a company the caller ' +
          'reaches or a user employed in one (404 otherwise); a terminal connected in a company the ' +
          'caller does not reach answers 404.',
        tags,
        security: hqSecurity,
        querystring: Type.Object(
          {
            select: Type.Optional(SelectParam(PaymentTerminalConnection)),
            expand: Type.Optional(ExpandParam([])),
          },
          { additionalProperties: false },
        ),
        body: TerminalBody,
        response: responses({ 200: PaymentTerminalConnection }),
      },
    },
    (request) => app.services.terminals.connect(hqCaller(request), request.body),
  );
};
