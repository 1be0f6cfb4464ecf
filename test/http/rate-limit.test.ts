// Rate limits (RATE_LIMIT per minute per client) counted in memory, without REDIS_URL; garbage
// tokens count against the caller's IP. In Redis, shared by instances: test/hardening/limits.test.ts.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const opened: TestApp[] = [];
async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened) await t.close();
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

  it('counts log-in and sign-up by address whatever customer token is sent (no fresh bucket per token)', async () => {
    const t = await app({ RATE_LIMIT: '3' });
    const tokens = ['a', 'b', 'c', 'd'].map((sub) =>
      t.app.jwt.sign({ sub: `customer-${sub}`, kind: 'customer' }),
    );
    const statuses: number[] = [];
    for (const token of tokens)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/v1/marketplace/auth/token',
            headers: { authorization: `Bearer ${token}` },
            payload: { email: 'nobody@example.test', password: 'guess' },
          })
        ).statusCode,
      );
    // Three wrong guesses (401), the 4th refused by the address's bucket although each carried a
    // different valid customer token; sign-up shares the address's bucket.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/v1/marketplace/users',
      headers: { authorization: `Bearer ${t.app.jwt.sign({ sub: 'customer-e', kind: 'customer' })}` },
      payload: { email: 'new@example.test', password: 'long enough 1' },
    });
    expect([signUp.statusCode, signUp.json().code]).toEqual([429, 'rate_limited']);
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
