import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { openSse } from '../helpers/sse.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * The live stream (docs/api-conventions.md#the-live-stream) over real HTTP: GET /v1/hq/companies/{id}/stream as
 * server-sent events, fed through LISTEN/NOTIFY; Last-Event-ID resumes; heartbeats; shutdown
 * ends it. On PostgreSQL also across two app instances on one database.
 */
const config = loadConfig({
  RATE_LIMIT: '0',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  STREAM_HEARTBEAT_SECONDS: '0.3',
});
let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let base: string;
let a: Shop;
let cut: string;
const day = dayAfter(8);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  drop = opened.drop;
  app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  a = await createShop(db.prisma, { employees: 3 });
  cut = await createEventType(db.prisma, a);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const streamUrl = () => `${base}/v1/hq/companies/${a.companyId}/stream`;
const book = (on: FastifyInstance, starts_at: string, employee: string) =>
  supertest(on.server)
    .post('/v1/hq/events')
    .set(a.auth)
    .send({ company: a.companyId, event_types: [cut], starts_at, employee, customer_name: 'Stream' });

describe('GET /v1/hq/companies/{company_id}/stream', () => {
  it('sends each change as it commits, in order, with id, event and the webhook body; heartbeats between', async () => {
    const s = await openSse(streamUrl(), a.auth);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    const created = await book(app, at('09:00'), a.employees[0]);
    expect(created.status).toBe(200);
    const cancelled = await supertest(app.server)
      .post(`/v1/hq/events/${created.body.id}`)
      .set(a.auth)
      .send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const [m1, m2] = await s.waitFor(2);
    expect([m1.event, m2.event]).toEqual(['event.created', 'event.cancelled']);
    expect(Number(m2.id)).toBe(Number(m1.id) + 1); // the company's positions, in commit order
    expect(m1.data).toMatchObject({ type: 'event.created', company: a.companyId });
    // The objects are what the HQ API answered: the create's answer, then the event as it is now.
    expect(m1.data.data.object).toEqual(created.body);
    expect(m2.data.data.object).toEqual(
      (await supertest(app.server).get(`/v1/hq/events/${created.body.id}`).set(a.auth)).body,
    );
    expect(m2.data.data.previous_attributes.status).toBe('confirmed');
    await expect.poll(() => s.comments.includes('heartbeat'), { timeout: 3000 }).toBe(true);
    s.close();
  });

  it('a reconnect with Last-Event-ID gets every change after it, none twice; without it, only new ones', async () => {
    const s1 = await openSse(streamUrl(), a.auth);
    await book(app, at('10:00'), a.employees[0]);
    const [first] = await s1.waitFor(1);
    s1.close();
    // Changes while disconnected.
    const missed: string[] = [];
    for (const e of a.employees) missed.push((await book(app, at('11:00'), e)).body.id);
    const s2 = await openSse(streamUrl(), { ...a.auth, 'last-event-id': first.id! });
    const got = await s2.waitFor(3);
    expect(got.map((m) => m.data.data.object.id)).toEqual(missed);
    expect(got.map((m) => Number(m.id))).toEqual([1, 2, 3].map((k) => Number(first.id) + k));
    // Then the live ones continue on the same stream.
    const live = (await book(app, at('12:00'), a.employees[0])).body.id;
    const [, , , fourth] = await s2.waitFor(4);
    expect(fourth.data.data.object.id).toBe(live);
    s2.close();
    // A fresh stream (no Last-Event-ID) starts now: nothing old.
    const s3 = await openSse(streamUrl(), a.auth);
    await new Promise((r) => setTimeout(r, 500));
    expect(s3.messages).toHaveLength(0);
    s3.close();
  });

  it('resumes from every position of a stream of twelve changes in numeric order, none twice', async () => {
    // A company of its own, so its stream starts at position 1 and holds exactly what this test makes:
    // 12 bookings (3 stylists x 09:00-12:00) are positions 1..12. Positions 10-12 sort before 2 as
    // text, so an order by text would show here.
    const shop = await createShop(db.prisma, { employees: 3 });
    const service = await createEventType(db.prisma, shop);
    const url = `${base}/v1/hq/companies/${shop.companyId}/stream`;
    const bookShop = (starts_at: string, employee: string) =>
      supertest(app.server)
        .post('/v1/hq/events')
        .set(shop.auth)
        .send({
          company: shop.companyId,
          event_types: [service],
          starts_at,
          employee,
          customer_name: 'Resume',
        });
    const on = dayAfter(9);
    const ids: string[] = [];
    for (const hour of ['09', '10', '11', '12'])
      for (const e of shop.employees) {
        const res = await bookShop(`${on}T${hour}:00:00.000Z`, e);
        expect(res.status).toBe(200);
        ids.push(res.body.id);
      }
    expect(ids).toHaveLength(12);
    for (let from = 0; from < 12; from++) {
      const total = ids.length; // 12 + from: each round adds one
      const s = await openSse(url, { ...shop.auth, 'last-event-id': String(from) });
      expect(s.status).toBe(200);
      // Resuming after position `from` gives positions from+1..total: total - from changes.
      const got = await s.waitFor(total - from);
      expect(got.map((m) => Number(m.id))).toEqual(
        Array.from({ length: total - from }, (_, k) => from + 1 + k),
      );
      expect(got.map((m) => m.data.data.object.id)).toEqual(ids.slice(from));
      // The next change arrives once, at position total + 1, and nothing is repeated after it.
      const hour = String(13 + Math.floor(from / 3)); // 13:00-16:00, a stylist each round
      const next = await bookShop(`${on}T${hour}:00:00.000Z`, shop.employees[from % 3]);
      expect(next.status).toBe(200);
      ids.push(next.body.id);
      const live = await s.waitFor(total - from + 1);
      expect(Number(live[live.length - 1].id)).toBe(total + 1);
      expect(live[live.length - 1].data.data.object.id).toBe(next.body.id);
      await new Promise((r) => setTimeout(r, 100)); // a repeat, if any, would arrive here
      expect(s.messages).toHaveLength(total - from + 1);
      s.close();
      await s.ended;
    }
  }, 60_000);

  it('answers with the request id and the security headers, as every other answer', async () => {
    const aborted = new AbortController();
    const res = await fetch(streamUrl(), {
      headers: { ...a.auth, 'x-request-id': 'stream-7' },
      signal: aborted.signal,
    });
    aborted.abort();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-request-id')).toBe('stream-7');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('another tenant gets 404 in the error shape, not a stream', async () => {
    const b = await createShop(db.prisma);
    const res = await fetch(streamUrl(), { headers: b.auth });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ type: 'not_found_error' });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two instances on one PostgreSQL: bookings through one reach a stream held by the other within 1 s, in order',
    async () => {
      const db2 = await openDatabase({
        url: process.env.DATABASE_URL ?? '',
        dataDir: '',
        schema: db.schema,
        poolSize: 5,
        migrate: false,
      });
      const other = await buildApp({ config, db: db2, logger: false });
      await other.ready();
      try {
        const s = await openSse(streamUrl(), a.auth);
        await new Promise((r) => setTimeout(r, 200)); // the stream is subscribed
        const sent: { id: string; at: number }[] = [];
        for (const [i, e] of a.employees.entries()) {
          const res = await book(other, at(`1${3 + i}:00`), e);
          expect(res.status).toBe(200);
          sent.push({ id: res.body.id, at: Date.now() });
        }
        const got = await s.waitFor(3, 5000);
        expect(got.map((m) => m.data.data.object.id)).toEqual(sent.map((x) => x.id));
        for (const [i, m] of got.entries()) expect(m.at - sent[i].at).toBeLessThan(1000);
        s.close();
      } finally {
        await other.close();
      }
    },
  );

  it('shutdown ends open streams so the server closes at once', async () => {
    const own = await openTestDatabase();
    const app2 = await buildApp({ config, db: own.db, logger: false });
    await app2.listen({ port: 0, host: '127.0.0.1' });
    const shop = await createShop(own.db.prisma);
    const port = (app2.server.address() as { port: number }).port;
    const s = await openSse(`http://127.0.0.1:${port}/v1/hq/companies/${shop.companyId}/stream`, shop.auth);
    expect(s.status).toBe(200);
    const started = Date.now();
    await app2.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(5000);
    await own.drop();
  });
});
