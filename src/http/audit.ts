import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { type AuditActor, asActor } from '../domain/shared/audit-actor.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that may write runs its handler inside the audit context (db/audit.ts, entered
 * through domain/shared/audit-actor.ts): who (the HQ user and token, the signed-in customer, or a
 * guest), which operation, which request. A preHandler, because by then authentication has run and
 * the body is parsed, and the handler is called from inside `asActor`, so everything it awaits
 * sees the context. Added to the writing routes only (a route's own hooks run after the app's, as
 * this one did): a read has nothing to audit, and a hook on it would cost every read a hook call
 * (issue 15).
 */
export function registerAuditContext(app: FastifyInstance) {
  const hook: preHandlerHookHandler = (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    const schema = request.routeOptions.schema as { operationId?: string } | undefined;
    const actor: AuditActor = request.hq
      ? {
          actor_type: 'hq_user',
          user_id: request.hq.userId,
          token_id: request.hq.tokenId,
          roles: request.hq.heldRoles,
        }
      : request.customer
        ? { actor_type: 'customer', marketplace_user_id: request.customer.userId }
        : { actor_type: 'guest' };
    actor.request_id = request.id;
    actor.operation = schema?.operationId;
    asActor(actor, done);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((m) => READS.has(m))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), hook];
  });
}
