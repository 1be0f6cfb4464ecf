import type { FastifyInstance } from 'fastify';
import { ApiError } from '../domain/shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they arrived, where a plugin keeps them (keepRawJsonBody). */
    rawBody?: Buffer;
  }
}

/**
 * JSON bodies kept as the bytes that arrived, beside the parsed body: a signature (Stripe's
 * webhook) is computed over the exact bytes, and re-serialising the parsed JSON would not give
 * them back. Encapsulated: register it inside the route plugin that needs it.
 */
export function keepRawJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(
        new ApiError(400, 'invalid_request_error', 'invalid_json', 'The body is not valid JSON.'),
        undefined,
      );
    }
  });
}
