// Rate limits: RATE_LIMIT requests per minute per client, counted by @fastify/rate-limit in
// Redis when REDIS_URL is set (every instance shares the counters) and in this process's memory
// otherwise (the embedded database is one process anyway). Counting costs no database work.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/shared/errors.ts';
import { hqCallerFor } from './auth.ts';

export interface RateLimitOptions {
  /** Requests per minute per client; 0 turns rate limiting off. */
  perMinute: number;
  /** redis://…: counters shared by every instance; empty: in memory. */
  redisUrl: string;
  /** Put before every Redis key (several apps, or test runs, may share one Redis). */
  redisKeyPrefix: string;
}

const CREDENTIAL_PATHS = /^\/v1\/marketplace\/(auth\/token|users(\/confirmation)?)\/?(\?|$)/;

/**
 * Who a request is counted against: a customer by the subject of a valid JWT, an HQ token by
 * its id once the token is known to be live (the lookup the HQ auth needs anyway, made once per
 * request), anything else (no token, an expired or forged JWT, an unknown token) by the
 * client's IP, so that rotating garbage tokens does not escape the limit. Synchronous but for the
 * HQ token lookup: most requests need no promise of their own for their key (issue 15).
 */
export function rateLimitKey(app: FastifyInstance, request: FastifyRequest): string | Promise<string> {
  const ip = `ip:${request.ip}`;
  // Log-in, sign-up and its confirmation are counted by address whatever token is sent: a
  // customer token (and sign-up mints them) must not open a fresh bucket of guesses.
  if (request.method === 'POST' && CREDENTIAL_PATHS.test(request.url)) return ip;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return ip;
  const token = match[1];
  if (token.split('.').length === 3) {
    try {
      const claims = app.jwt.verify<{ sub?: string; kind?: string }>(token);
      if (claims.kind === 'customer' && typeof claims.sub === 'string') return `customer:${claims.sub}`;
    } catch {
      // not a valid JWT: counted by IP
    }
    return ip;
  }
  if (!request.url.startsWith('/v1/hq/')) return ip;
  return hqCallerFor(app, request, token).then((caller) => (caller ? `hq:${caller.tokenId}` : ip));
}

/** RATE_LIMIT requests per minute per client (0: off); a 429 in the error shape with Retry-After. */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  if (options.perMinute <= 0) return;
  // ioredis is loaded only when counters go to Redis (about 8 MB and 30 ms of every start otherwise).
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        keyPrefix: options.redisKeyPrefix,
        // A request waits for Redis at most a moment; then it is let through (skipOnError).
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    // Not per route (those hooks would run after the HQ auth hook, which answers a garbage
    // token 401 uncounted): one root onRequest hook below, ahead of every route's own.
    global: false,
    max: options.perMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    // Redis down: serve rather than refuse everybody (each instance keeps answering).
    skipOnError: true,
    keyGenerator: (request) => rateLimitKey(app, request),
    // Probes of a load balancer are not clients.
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limit_error',
        'rate_limited',
        `Too many requests: at most ${context.max} per minute; retry in ${context.after}.`,
      ),
  });
  app.addHook('onRequest', app.rateLimit());
}
