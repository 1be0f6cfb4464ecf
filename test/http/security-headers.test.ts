// The security headers: helmet's defaults without Content-Security-Policy, now written once in
// src/http/security-headers.ts instead of computed per request by @fastify/helmet (issue 15). The
// list must stay what @fastify/helmet sets, and every kind of answer must carry it.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { SECURITY_HEADERS } from '../../src/http/security-headers.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const config = loadConfig({ RATE_LIMIT: '0', DEMO_DATA: 'false' });
  app = await buildApp({ config, db: opened.db, logger: false, jobs: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** The headers a bare Fastify answers with, with and without @fastify/helmet as the app used it. */
async function helmetHeaders(): Promise<Record<string, unknown>> {
  const answer = async (withHelmet: boolean) => {
    const bare = Fastify({ logger: false });
    if (withHelmet) await bare.register(helmet, { contentSecurityPolicy: false });
    bare.get('/', async () => ({ ok: true }));
    const res = await bare.inject({ url: '/' });
    await bare.close();
    return res.headers;
  };
  const [plain, helmeted] = [await answer(false), await answer(true)];
  return Object.fromEntries(
    Object.entries(helmeted).filter(([name]) => name !== 'date' && plain[name] === undefined),
  );
}

describe('security headers', () => {
  it('are exactly the ones @fastify/helmet set (defaults, no CSP)', async () => {
    const expected = await helmetHeaders();
    // Eleven headers in helmet 8: a changed default shows up here.
    expect(Object.keys(expected)).toHaveLength(11);
    expect(SECURITY_HEADERS).toEqual(expected);
  });

  it('are on a 200, a 404, a 400, a 401 and the docs', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/healthz' }),
      app.inject({ url: '/v1/marketplace/companies/no-such-slug' }),
      app.inject({ url: '/v1/marketplace/companies?pagination=not-json' }),
      app.inject({ url: '/v1/hq/companies' }),
      app.inject({ url: '/docs/json' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 401, 200]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });
});
