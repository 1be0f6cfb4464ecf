import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

/** The Idempotency-Key request header of booking POSTs (documented on each of them). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'Makes the POST safe to retry for 24 hours: the same key and body replay the first answer; another body is a 422; a retry while the first runs is a 409.',
    }),
  ),
});

/** Who the key belongs to: the signed-in customer, the HQ user, else the client address. */
export function idempotencyScope(request: FastifyRequest): string {
  if (request.hq) return `hq:${request.hq.userId}`;
  if (request.customer) return `mkt:${request.customer.userId}`;
  return `ip:${request.ip}`;
}

export function idempotentRequest(request: FastifyRequest) {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return null;
  return {
    scope: idempotencyScope(request),
    key,
    method: request.method,
    path: request.url.split('?')[0],
    body: request.body,
  };
}

/** Sends the answer of an idempotent run (a replay says so in a header). */
export function sendAnswer(
  reply: FastifyReply,
  answer: { status: number; body: unknown; replayed: boolean },
) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
