import type { FastifyInstance } from 'fastify';

/** Marks, in a route's schema, that a missing body is read as `{}` (openapi-finish.ts reads it). */
export const BODY_MAY_BE_OMITTED = 'x-body-may-be-omitted';

/**
 * A POST without a body (e.g. an update that only names `unset`, or one that changes nothing)
 * is read as `{}` instead of failing "body must be object". Encapsulated: register it inside a
 * route plugin to cover that plugin's routes. The routes it covers are marked, so the OpenAPI
 * document says their body is optional when `{}` is valid (requestBody.required: false).
 */
export function emptyBodyIsEmptyObject(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.schema = Object.assign({}, route.schema, { [BODY_MAY_BE_OMITTED]: true });
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });
}
