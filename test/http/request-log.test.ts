// Request logs at the default level: one line per request (not Fastify's two), carrying the
// request (method, url), the answer's status, the time taken and the request id.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

const lines: Record<string, any>[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const config = loadConfig({ RATE_LIMIT: '0', LOG_LEVEL: 'info', DEMO_DATA: 'false' });
  app = await buildApp({ config, db: opened.db, logger: { level: 'info', stream }, jobs: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('request logs', () => {
  it('write one line per request with method, url, status, time and request id', async () => {
    lines.length = 0;
    const res = await app.inject({
      url: '/v1/marketplace/companies/no-such-slug',
      headers: { 'x-request-id': 'log-test-1' },
    });
    expect(res.statusCode).toBe(404);
    const mine = lines.filter((l) => l.reqId === 'log-test-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/v1/marketplace/companies/no-such-slug' },
      res: { statusCode: 404 },
    });
    expect(typeof mine[0].responseTime).toBe('number');
  });

  it("masks a manage link's secret, which is a credential (docs/bookings.md#the-manage-link)", async () => {
    lines.length = 0;
    const secret = 'S'.repeat(43);
    const res = await app.inject({
      url: `/v1/marketplace/manage/company_x.link_y.${secret}?expand=employee`,
      headers: { 'x-request-id': 'log-test-2' },
    });
    expect(res.statusCode).toBe(401);
    const [line] = lines.filter((l) => l.reqId === 'log-test-2');
    expect(line.req.url).toBe('/v1/marketplace/manage/company_x.link_y.***?expand=employee');
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
