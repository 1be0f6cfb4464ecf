// Rate limits (RATE_LIMIT per minute per client): counted in memory without REDIS_URL and in
// Redis with it (shared by instances); garbage tokens count against the caller's IP.
// Redis: the one on 127.0.0.1:6379, keys under a prefix unique to this run (deleted after).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const prefix = `test-${randomBytes(6).toString('hex')}:`;
const opened: TestApp[] = [];
async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened) await t.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const garbage = () => ({ authorization: `Bearer ${randomBytes(32).toString('base64url')}` });

describe('rate limits in memory (no REDIS_URL)', () => {
  it('answers the request after the limit 429 in the error shape, with Retry-After', async () => {
    const { app: a } = await app({ RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await a.inject({ url: '/v1/marketplace/companies/no-such-slug' })).statusCode);
    }
    // 3 allowed (each a 404: unknown slug), the 4th of the minute refused.
    expect(statuses).toEqual([404, 404, 404, 429]);
    const refused = await a.inject({ url: '/v1/marketplace/companies/no-such-slug' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    expect(refused.json().request_id).toBe(refused.headers['x-request-id']);
    // Load balancer probes are never counted.
    expect((await a.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts rotating garbage tokens against the IP; a live HQ token has a count of its own', async () => {
    const t = await app({ RATE_LIMIT: '3' });
    const tenant = await createTenant(t.db.prisma);
    const url = `/v1/hq/companies/${tenant.companyId}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ url, headers: garbage() })).statusCode);
    // Three unknown tokens: 401 each, counted as ip:127.0.0.1; the fourth is over that IP's 3.
    expect(statuses).toEqual([401, 401, 401, 429]);
    // So is a request without any token from the same IP.
    expect((await t.app.inject({ url: '/v1/marketplace/companies/x' })).statusCode).toBe(429);
    // The live token is counted by itself: 3 answered, the 4th refused.
    const live: number[] = [];
    for (let i = 0; i < 4; i++)
      live.push(
        (await t.app.inject({ url, headers: { authorization: tenant.auth.Authorization } })).statusCode,
      );
    expect(live).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  it('two instances share one count per client', async () => {
    const env = { RATE_LIMIT: '3', REDIS_URL, REDIS_KEY_PREFIX: prefix };
    const a = await app(env);
    const b = await app(env);
    const get = (t: TestApp) => t.app.inject({ url: '/v1/marketplace/companies/no-such-slug' });
    const statuses = [
      (await get(a)).statusCode,
      (await get(b)).statusCode,
      (await get(a)).statusCode,
      (await get(b)).statusCode,
    ];
    // 2 + 1 requests counted on one key across both instances; the 4th is refused by b.
    expect(statuses).toEqual([404, 404, 404, 429]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.length).toBe(1);
    expect(keys[0]).toContain('ip:127.0.0.1');
  });
});
