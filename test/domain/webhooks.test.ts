import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { publishChange } from '../../src/domain/webhooks/publish.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.ts';

/**
 * Webhooks (docs/api-conventions.md#webhooks) end to end: the app runs its job queue (pg-boss) and POSTs to a real
 * HTTP receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true allows http and loopback). Retry delays
 * are 0.2 s and the timeout 3 s so that the three-day schedule runs in a second.
 */
let app: FastifyInstance;
let db: Database;
let drop: () => Promise<void>;
let http: ReturnType<typeof supertest>;
let rx: Receiver;
let a: Shop;
let cut: string;
const day = dayAfter(6);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  drop = opened.drop;
  const config = loadConfig({
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2',
    WEBHOOK_TIMEOUT_MS: '3000',
    WEBHOOK_CONCURRENCY: '2',
  });
  app = await buildApp({
    config,
    db,
    logger: process.env.WH_DEBUG ? { level: 'error' } : false,
    jobs: true,
    jobsPollingSeconds: 0.5,
  });
  await app.ready();
  http = supertest(app.server);
  rx = await startReceiver();
  a = await createShop(db.prisma, { employees: 3 });
  cut = await createEventType(db.prisma, a);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rx?.close();
  await drop?.();
});

async function endpoint(path: string, events: string[] = ['*'], shop: Shop = a) {
  const res = await http
    .post('/v1/hq/webhooks')
    .set(shop.auth)
    .send({ company: shop.companyId, url: rx.url(path), events });
  expect(res.status).toBe(200);
  return res.body as { id: string; secret: string };
}

const book = (starts_at: string, employee = a.employees[0], extra: Record<string, unknown> = {}) =>
  http
    .post('/v1/hq/events')
    .set(a.auth)
    .send({
      company: a.companyId,
      event_types: [cut],
      starts_at,
      employee,
      customer_name: 'Guest',
      ...extra,
    });

const at_ = (path: string) => rx.received.filter((r) => r.path === path);
/** Each message once (at least once: an answer slower than the timeout is sent again). */
const distinct = (path: string) =>
  at_(path).filter(
    (r, i, all) => all.findIndex((o) => o.headers['webhook-id'] === r.headers['webhook-id']) === i,
  );
const waitFor = (path: string, n: number, timeout = 10_000) =>
  expect.poll(() => at_(path).length, { timeout, interval: 50 }).toBeGreaterThanOrEqual(n);

describe('webhook endpoints (HQ)', () => {
  it('create answers the whsec_ secret once; list, read and update never show it; delete removes it', async () => {
    const created = await http
      .post('/v1/hq/webhooks')
      .set(a.auth)
      .send({
        company: a.companyId,
        url: rx.url('/crud'),
        events: ['event.created', 'event.created'],
        description: 'POS',
      });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      company: a.companyId,
      url: rx.url('/crud'),
      events: ['event.created'], // each type once
      description: 'POS',
      enabled: true,
      previous_secret_expires_at: null,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/); // 32 bytes in base64
    const id = created.body.id;
    const got = await http.get(`/v1/hq/webhooks/${id}`).set(a.auth);
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    const listed = await http.get(`/v1/hq/companies/${a.companyId}/webhooks`).set(a.auth);
    expect(listed.body.map((w: { id: string }) => w.id)).toContain(id);
    expect(listed.body.every((w: object) => !('secret' in w))).toBe(true);
    const updated = await http
      .post(`/v1/hq/webhooks/${id}`)
      .set(a.auth)
      .send({ events: ['*'], enabled: false, description: null });
    expect(updated.body).toMatchObject({ events: ['*'], enabled: false, description: null });
    expect(updated.body.secret).toBeUndefined();
    expect((await http.delete(`/v1/hq/webhooks/${id}`).set(a.auth)).status).toBe(204);
    expect((await http.get(`/v1/hq/webhooks/${id}`).set(a.auth)).status).toBe(404);
  });

  it('refuses unknown types and another tenant’s company or endpoint (404)', async () => {
    const bad = await http
      .post('/v1/hq/webhooks')
      .set(a.auth)
      .send({ company: a.companyId, url: rx.url('/x'), events: ['event.exploded'] });
    expect(bad.status).toBe(400);
    const b = await createShop(db.prisma);
    const foreign = await http
      .post('/v1/hq/webhooks')
      .set(b.auth)
      .send({ company: a.companyId, url: rx.url('/x'), events: ['*'] });
    expect(foreign.status).toBe(404);
    const mine = await endpoint('/fence');
    for (const req of [
      http.get(`/v1/hq/webhooks/${mine.id}`),
      http.post(`/v1/hq/webhooks/${mine.id}/rotate_secret`),
      http.get(`/v1/hq/webhooks/${mine.id}/deliveries`),
      http.get(`/v1/hq/companies/${a.companyId}/stream`),
    ])
      expect((await req.set(b.auth)).status).toBe(404);
  });
});

describe('delivery', () => {
  it('signs per Standard Webhooks; the object is what GET /v1/hq/events/{id} answers', async () => {
    const hook = await endpoint('/signed', ['event.created']);
    const res = await book(at('09:00'));
    expect(res.status).toBe(200);
    await waitFor('/signed', 1);
    const [r] = at_('/signed');
    // The verifier checks v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret.
    const verified = new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>) as any;
    expect(r.headers['webhook-id']).toMatch(/^msg_/);
    expect(verified.type).toBe('event.created');
    expect(verified.company).toBe(a.companyId);
    const read = await http.get(`/v1/hq/events/${res.body.id}`).set(a.auth);
    expect(verified.data.object).toEqual(read.body);
    expect(verified.data.previous_attributes).toBeUndefined();
    // Another secret does not verify it.
    const other = await endpoint('/other', ['payment.created']);
    expect(() => new Webhook(other.secret).verify(r.body, r.headers as Record<string, string>)).toThrow();
  });

  it('a marketplace booking from a reservation: the object names it, as GET answers it', async () => {
    await endpoint('/reserved', ['event.created', 'event.updated']);
    const r = await http
      .post('/v1/marketplace/time_slot_reservations')
      .send({ company: a.companyId, event_types: [cut], starts_at: at('16:00') });
    expect(r.status).toBe(200);
    const booked = await http
      .post('/v1/marketplace/events')
      .send({ time_slot_reservation: r.body.id, customer_name: 'Online', email: 'online@example.test' });
    expect(booked.status).toBe(200);
    const moved = await http
      .post(`/v1/hq/events/${booked.body.id}`)
      .set(a.auth)
      .send({ comment: 'window seat' });
    expect(moved.status).toBe(200);
    await expect.poll(() => distinct('/reserved').length, { timeout: 10_000 }).toBe(2);
    const [created, updated] = distinct('/reserved').map((x) => x.json);
    expect(created.data.object.time_slot_reservation).toBe(r.body.id);
    expect(created.data.object).toEqual(booked.body);
    expect(updated.type).toBe('event.updated');
    expect(updated.data.object).toEqual((await http.get(`/v1/hq/events/${booked.body.id}`).set(a.auth)).body);
    expect(updated.data.previous_attributes).toMatchObject({ comment: null });
  });

  it('an update carries previous_attributes; a cancel never arrives before its create', async () => {
    await endpoint('/order', ['event.created', 'event.updated', 'event.cancelled']);
    // The receiver takes 300 ms per answer, so the cancel is committed while the create is in flight.
    rx.behave('/order', () => new Promise((r) => setTimeout(() => r(200), 300)));
    const created = await book(at('10:00'));
    const id = created.body.id;
    const cancelled = await http.post(`/v1/hq/events/${id}`).set(a.auth).send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => distinct('/order').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const mine = distinct('/order').filter((r) => r.json.data.object.id === id);
    expect(mine.map((r) => r.json.type)).toEqual(['event.created', 'event.cancelled']);
    // One at a time per object: the cancel was sent only after the create was answered.
    expect(mine[1].at).toBeGreaterThanOrEqual(mine[0].answeredAt!);
    expect(mine[1].json.data.object.status).toBe('cancelled');
    expect(mine[1].json.data.previous_attributes).toMatchObject({ status: 'confirmed', cancelled_at: null });
    expect(mine[1].json.data.previous_attributes.customer_name).toBeUndefined(); // unchanged fields are left out
  });

  it('500 twice then 200: three attempts with the same webhook-id; the log says so', async () => {
    const hook = await endpoint('/flaky', ['event.created']);
    rx.behave('/flaky', (_r, n) => (n < 2 ? 500 : 200));
    const res = await book(at('11:00'));
    await waitFor('/flaky', 3);
    const attempts = at_('/flaky');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    expect(attempts[2].json.data.object.id).toBe(res.body.id);
    await expect
      .poll(
        async () => (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body[0]?.status,
        {
          timeout: 5000,
        },
      )
      .toBe('succeeded');
    const [log] = (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body;
    expect(log).toMatchObject({
      event_type: 'event.created',
      status: 'succeeded',
      attempts: 3,
      response_status: 200,
      next_attempt_at: null,
      message_id: attempts[0].headers['webhook-id'],
    });
    expect(log.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('a receiver that hangs past the timeout is retried, then failed after the last attempt; retry sends again', async () => {
    const hook = await endpoint('/hang', ['event.created']);
    rx.behave('/hang', () => 'hang');
    await book(at('12:00'));
    // 1 + 3 retries (WEBHOOK_RETRY_SCHEDULE has three delays), each cut at 3 s.
    await waitFor('/hang', 4, 20_000);
    await expect
      .poll(
        async () => (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body[0]?.status,
        {
          timeout: 5000,
        },
      )
      .toBe('failed');
    const [log] = (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body;
    expect(log).toMatchObject({ attempts: 4, response_status: null, next_attempt_at: null });
    expect(log.last_error).toMatch(/no answer within 3000 ms/);
    expect(at_('/hang')).toHaveLength(4);
    // A manual retry: a new attempt at once, same webhook-id.
    rx.behave('/hang', () => 200);
    const retried = await http.post(`/v1/hq/webhooks/${hook.id}/deliveries/${log.id}/retry`).set(a.auth);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('pending');
    await waitFor('/hang', 5);
    expect(at_('/hang')[4].headers['webhook-id']).toBe(at_('/hang')[0].headers['webhook-id']);
    await expect
      .poll(async () => (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body[0]?.status)
      .toBe('succeeded');
  });

  it('keeps at most WEBHOOK_CONCURRENCY (2) requests in flight per endpoint', async () => {
    const hook = await endpoint('/busy', ['event.created']);
    rx.behave('/busy', () => new Promise((r) => setTimeout(() => r(200), 200)));
    const d2 = dayAfter(7);
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00'];
    for (const s of starts) for (const e of a.employees) expect((await book(at(s, d2), e)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body.filter(
            (d: { status: string }) => d.status === 'succeeded',
          ).length,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(15);
    const log = (await http.get(`/v1/hq/webhooks/${hook.id}/deliveries`).set(a.auth)).body as {
      message_id: string;
      attempts: number;
    }[];
    // The receiver sees the sender's view for deliveries answered at their first attempt (an
    // attempt cut by the timeout on a starved machine is over for the sender, not the receiver).
    const once = new Set(log.filter((d) => d.attempts === 1).map((d) => d.message_id));
    const busy = at_('/busy').filter((r) => once.has(String(r.headers['webhook-id'])));
    expect(busy.length).toBeGreaterThanOrEqual(8);
    let most = 0;
    for (const r of busy)
      most = Math.max(most, busy.filter((o) => o.at <= r.at && (o.answeredAt ?? Infinity) > r.at).length);
    expect(most).toBe(2); // they did overlap, never more than two
  });

  it('a rolled-back change sends nothing; the next committed one is sent', async () => {
    await endpoint('/rollback', ['event.created', 'payment.created']);
    await expect(
      db.sql.transaction(async (tx) => {
        await publishChange(tx, {
          type: 'payment.created',
          company: a.companyId,
          object: { id: 'pay_rolled_back' },
        });
        throw new Error('the change fails after it was announced');
      }),
    ).rejects.toThrow('announced');
    // A booking refused inside its transaction (slot taken) announces nothing either.
    expect((await book(at('09:00'))).status).toBe(400);
    const ok = await book(at('13:00'));
    await waitFor('/rollback', 1);
    await new Promise((r) => setTimeout(r, 1000)); // anything else queued would have gone by now
    expect(at_('/rollback').map((r) => r.json.data.object.id)).toEqual([ok.body.id]);
    expect(
      await db.prisma.webhookMessage.count({
        where: { company_id: a.companyId, object_id: 'pay_rolled_back' },
      }),
    ).toBe(0);
  });

  it('test ping; after a rotation both signatures are sent and each secret verifies', async () => {
    const hook = await endpoint('/rotate', ['event.created']);
    const ping = await http.post(`/v1/hq/webhooks/${hook.id}/test`).set(a.auth);
    expect(ping.status).toBe(200);
    expect(ping.body).toMatchObject({ event_type: 'ping', status: 'pending', webhook: hook.id });
    await waitFor('/rotate', 1);
    expect(
      new Webhook(hook.secret).verify(at_('/rotate')[0].body, at_('/rotate')[0].headers as any),
    ).toMatchObject({
      type: 'ping',
      data: { object: { webhook: hook.id } },
    });
    const rotated = await http.post(`/v1/hq/webhooks/${hook.id}/rotate_secret`).set(a.auth);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    const overlap = Date.parse(rotated.body.previous_secret_expires_at) - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 3600_000); // 24 hours
    expect(overlap).toBeLessThanOrEqual(24 * 3600_000);
    await book(at('14:00'));
    await waitFor('/rotate', 2);
    const r = at_('/rotate')[1];
    expect(String(r.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => new Webhook(rotated.body.secret).verify(r.body, r.headers as any)).not.toThrow();
    expect(() => new Webhook(hook.secret).verify(r.body, r.headers as any)).not.toThrow();
  });

  it('payment and voucher changes are published from their services', async () => {
    await endpoint('/money', ['payment.created', 'payment.succeeded']);
    const ev = await book(at('15:00'));
    await http.post(`/v1/hq/events/${ev.body.id}`).set(a.auth).send({ status: 'noshow' });
    await db.prisma.company.update({ where: { id: a.companyId }, data: { payments: { flat_fee: 1500 } } });
    const pay = await http.post('/v1/hq/payments').set(a.auth).send({ reason: 'noshow', event: ev.body.id });
    expect(pay.body).toMatchObject({ status: 'pending' });
    const moved = await http.post(`/v1/hq/payments/${pay.body.id}`).set(a.auth).send({ status: 'unsettled' });
    expect(moved.status).toBe(200);
    await expect.poll(() => distinct('/money').length, { timeout: 10_000 }).toBe(2);
    const [c, u] = distinct('/money').map((r) => r.json);
    expect(c.type).toBe('payment.created');
    expect(u.type).toBe('payment.succeeded'); // pending to unsettled: paid
    expect(u.data.object).toEqual((await http.get(`/v1/hq/payments/${pay.body.id}`).set(a.auth)).body);
    expect(u.data.previous_attributes.status).toBe('pending');
  });
});
