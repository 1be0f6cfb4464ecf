import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database.ts';
import { RETRY_AFTER_SECONDS } from '../domain/shared/database-errors.ts';
import { ErrorResponse } from '../http/errors.ts';

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'healthz',
        tags: ['Operations'],
        summary: 'Liveness: the process answers.',
        response: { 200: Status },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'readyz',
        tags: ['Operations'],
        summary: 'Readiness: the database answers.',
        response: { 200: Status, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        await db.ping();
        return { status: 'ready' };
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
          type: 'unavailable_error',
          code: 'database_unreachable',
          message: 'The database does not answer.',
          request_id: request.id,
        });
      }
    },
  );
};
