import type { FastifyInstance } from 'fastify';

/**
 * The security headers of helmet 8's defaults, without Content-Security-Policy (Swagger UI serves
 * inline scripts), as @fastify/helmet set them until issue 15. They never vary by request, so they
 * are written once here and set by one synchronous hook: @fastify/helmet ran two hooks per request
 * (one async, decorating every reply with helmet functions no route used) and a chain of eleven
 * middleware calls, about a quarter of the framework's cost of a cheap read (README, Benchmarks).
 * test/http/security-headers.test.ts compares this list with what @fastify/helmet sets.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Every answer (errors, load shedding's 503 and the docs included) carries the security headers
 * and X-Request-Id (the caller's when sane, else the id Fastify made). One synchronous hook, the
 * first of all, sets both: the request id was an onSend hook of its own, one more hook call on
 * every request (issue 15). Cache-Control: no-store goes on every answer to a request that carries
 * credentials. The router's own errors (a malformed URL, http/errors.ts
 * frameworkErrors) run no hook and carry neither, as before.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of ENTRIES) reply.header(name, value);
    reply.header('x-request-id', request.id);
    // An answer to an authenticated request is that caller's (a GDPR export, a token list): no
    // shared or browser cache may keep it. Answers that hand out a token set the same themselves.
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    done();
  });
}
