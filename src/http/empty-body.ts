import type { FastifyInstance } from 'fastify';

/**
 * A POST without a body (e.g. an update that only names `unset`, or one that changes nothing)
 * is read as `{}` instead of failing "body must be object". Encapsulated: register it inside a
 * route plugin to cover that plugin's routes.
 */
export function emptyBodyIsEmptyObject(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });
}
