import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the `rate_limit_counters` table: one fixed window per key,
 * counted with a single atomic upsert, so that every instance of the API (and a restarted one)
 * sees the same counts. Expired rows are swept now and then.
 */
export function postgresStore(prisma: PrismaClient) {
  return class PostgresRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      this.count(key, timeWindow).then(
        (res) => cb(null, res),
        (err) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      prisma.rateLimitCounter.findUnique({ where: { key } }).then(
        (row) => {
          const ttl = row ? row.expires_at.getTime() - Date.now() : 0;
          cb(null, ttl > 0 && row ? { current: row.count, ttl } : { current: 0, ttl: 0 });
        },
        (err) => cb(err),
      );
    }

    child() {
      return new PostgresRateLimitStore();
    }

    private async count(key: string, timeWindow: number) {
      const rows = await prisma.$queryRaw<{ count: number; ttl: number }[]>`
        INSERT INTO rate_limit_counters (key, count, expires_at)
        VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_counters.expires_at <= now() THEN 1
                       ELSE rate_limit_counters.count + 1 END,
          expires_at = CASE WHEN rate_limit_counters.expires_at <= now() THEN EXCLUDED.expires_at
                            ELSE rate_limit_counters.expires_at END
        RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::int AS ttl`;
      if (Math.random() < 0.01) {
        await prisma.$executeRaw`DELETE FROM rate_limit_counters WHERE expires_at < now() - interval '1 minute'`;
      }
      return { current: Number(rows[0].count), ttl: Number(rows[0].ttl) };
    }
  };
}

/**
 * Who a request is counted against: a verified customer JWT by its subject, any other bearer
 * token by its hash (HQ tokens are stored only as hashes too), else the client's IP.
 */
export function rateLimitKey(app: FastifyInstance, request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match) {
    const token = match[1];
    if (token.split('.').length === 3) {
      try {
        const claims = app.jwt.verify<{ sub?: string; kind?: string }>(token);
        if (claims.kind === 'customer' && typeof claims.sub === 'string') return `customer:${claims.sub}`;
      } catch {
        // not a valid JWT: counted as an opaque token
      }
    }
    return `token:${createHash('sha256').update(token).digest('hex')}`;
  }
  return `ip:${request.ip}`;
}

/** RATE_LIMIT requests per minute per client (0: off); a 429 in the error shape with Retry-After. */
export async function registerRateLimit(app: FastifyInstance, prisma: PrismaClient, perMinute: number) {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    store: postgresStore(prisma) as any,
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
}
