import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Memo } from '../domain/shared/answer-cache.ts';

/**
 * Sends a cached answer, serialized by the route's response schema once and then reused as
 * bytes: a cache hit costs no serialization. With `select` the answer is trimmed per request,
 * so it takes the ordinary path (the preSerialization hook, then the schema's serializer).
 */
export function sendMemo<V>(request: FastifyRequest, reply: FastifyReply, memo: Memo<V>): V | Buffer {
  const select = (request.query as { select?: unknown } | undefined)?.select;
  if (Array.isArray(select) && select.length > 0) return memo.value;
  memo.serialized ??= Buffer.from(reply.serialize(memo.value) as string);
  reply.type('application/json; charset=utf-8');
  return memo.serialized;
}
