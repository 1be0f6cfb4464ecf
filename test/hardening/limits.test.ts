import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Rate limits (per token / customer / IP; here in the Redis on 127.0.0.1:6379, under keys of this
 * run's own prefix, as instances share them), body size, helmet, CORS, compression.
 */
describe('rate limit (RATE_LIMIT=3 per minute)', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const env = {
    RATE_LIMIT: '3',
    REDIS_URL,
    REDIS_KEY_PREFIX: `test-limits-${randomBytes(6).toString('hex')}:`,
  };
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    t = await createTestApp(env);
    a = await createTenant(t.db.prisma);
    b = await createTenant(t.db.prisma);
  });
  afterAll(async () => {
    await t?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('answers the 4th request of a token within the minute with a 429 in the error shape and Retry-After', async () => {
    const url = `/v1/hq/companies/${a.companyId}`;
    for (let i = 1; i <= 3; i++) {
      const ok = await t.http.get(url).set(a.auth);
      expect(ok.status).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(3 - i)); // 2, 1, 0 left
    }
    const refused = await t.http.get(url).set(a.auth);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    expect(typeof refused.body.message).toBe('string');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60); // within the one-minute window
    // Another token (another tenant) has its own count.
    expect((await t.http.get(`/v1/hq/companies/${b.companyId}`).set(b.auth)).status).toBe(200);
  });

  it('counts guests per IP and customers per account, and health probes not at all', async () => {
    for (let i = 0; i < 3; i++) expect((await t.http.get('/v1/marketplace/cuisines')).status).toBe(200);
    expect((await t.http.get('/v1/marketplace/cuisines')).status).toBe(429);
    const signUp = await t.http
      .post('/v1/marketplace/users')
      .set('x-forwarded-for', '203.0.113.9')
      .send({ email: 'limit@example.test', password: 'correct horse battery' });
    // The sign-up itself came from the same (test) IP, already over its limit.
    expect(signUp.status).toBe(429);
    const token = t.app.jwt.sign({ sub: 'some-customer', kind: 'customer' });
    const asCustomer = await t.http.get('/v1/marketplace/cuisines').set('Authorization', `Bearer ${token}`);
    expect(asCustomer.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await t.http.get('/healthz')).status).toBe(200);
  });

  it('shares the counts between two instances over the same Redis (stateless instances)', async () => {
    const c = await createTenant(t.db.prisma);
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    const second = await buildApp({ config, db: { ...t.appDb, close: async () => {} }, logger: false });
    await second.ready();
    try {
      const url = `/v1/hq/companies/${c.companyId}`;
      expect((await t.app.inject({ url, headers: c.auth })).statusCode).toBe(200);
      expect((await second.inject({ url, headers: c.auth })).statusCode).toBe(200);
      expect((await t.app.inject({ url, headers: c.auth })).statusCode).toBe(200);
      // 3 requests used across both instances: the 4th, on either, is refused.
      expect((await second.inject({ url, headers: c.auth })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('body size, security headers, CORS, compression', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT: '2048', CORS_ORIGIN: 'https://app.example,https://admin.example' });
    token = (await loadDemoDataIfEmpty(t.appDb.prisma))!.token;
  });
  afterAll(() => t?.close());

  it('refuses a body over BODY_LIMIT with a 413 in the error shape', async () => {
    const res = await t.http
      .post('/v1/hq/resources')
      .set('Authorization', `Bearer ${token}`)
      .send({ company: 'demo_company_salon', type: 'space', name: 'x', description: 'd'.repeat(3000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ type: 'invalid_request_error', code: 'payload_too_large' });
  });

  it('sets the security headers of helmet', async () => {
    const res = await t.http.get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows only the configured origins (CORS_ORIGIN), preflight included', async () => {
    const allowed = await t.http.get('/v1/marketplace/cuisines').set('Origin', 'https://app.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const other = await t.http.get('/v1/marketplace/cuisines').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.http
      .options('/v1/hq/resources')
      .set('Origin', 'https://admin.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://admin.example');
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
  });

  it('compresses large answers when the client accepts gzip', async () => {
    const res = await t.app.inject({
      url: '/v1/hq/companies',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const companies = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(companies.map((c: { id: string }) => c.id).sort()).toEqual([
      'demo_company_clinic',
      'demo_company_restaurant',
      'demo_company_salon',
    ]);
    const plain = await t.app.inject({
      url: '/v1/hq/companies',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
