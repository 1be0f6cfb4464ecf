import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Behind a TLS-terminating proxy, a request that reached the proxy over plain HTTP is sent to
 * its HTTPS address (spec: "plain HTTP requests are redirected to HTTPS"). Off by default so that
 * local development over http://127.0.0.1 works.
 */
export function registerHttpsRedirect(app: FastifyInstance, config: Config) {
  if (!config.forceHttps) return;
  app.addHook('onRequest', async (request, reply) => {
    const proto = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim();
    if (proto !== 'http') return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    // 308 keeps the method and body of a POST; GET and HEAD take the classic 301.
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.redirect(`https://${host}${request.url}`, status);
  });
}
