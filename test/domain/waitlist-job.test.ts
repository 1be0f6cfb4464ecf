// The waitlist job through the real queue (pg-boss): a cancellation that frees time for someone
// waiting ends in an offer with no request and no direct call, because the change's trigger row
// kicks a `waitlist-match` run after its commit.
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { createEventType, createShop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let app: FastifyInstance;
let drop: () => Promise<void>;
let http: ReturnType<typeof supertest>;
let prisma: PrismaClient;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  prisma = opened.db.prisma;
  const config = loadConfig({ RATE_LIMIT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  app = await buildApp({ config, db: opened.db, logger: false, jobs: true, jobsPollingSeconds: 0.5 });
  await app.ready();
  http = supertest(app.server);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('waitlist-match job', () => {
  it('a cancellation is matched by the queued run: the entry is offered the freed hour', async () => {
    const day = dayAfter(2);
    // One bookable hour a day (09:00-10:00), taken.
    const shop = await createShop(prisma, {
      marketplace: { waitlist_enabled: true },
      profile: {
        opening_hours: Array.from({ length: 7 }, () => ({ opens_at: '09:00', closes_at: '10:00' })),
      },
    });
    const et = await createEventType(prisma, shop);
    const booked = await http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      event_types: [et],
      starts_at: `${day}T09:00:00.000Z`,
      customer_name: 'A',
    });
    expect(booked.status).toBe(200);
    const entry = await http.post('/v1/marketplace/waitlist_entries').send({
      company: shop.companyId,
      event_types: [et],
      dates: [{ date: day }],
      customer_name: 'Waiting',
      email: 'waiting@example.test',
    });
    expect(entry.status).toBe(200);
    expect(
      (await http.post(`/v1/marketplace/events/${booked.body.id}`).send({ status: 'cancelled' })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await http.get(`/v1/marketplace/waitlist_entries/${entry.body.id}`)).body.status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('offered');
    const read = await http
      .get(`/v1/marketplace/waitlist_entries/${entry.body.id}`)
      .query({ expand: 'offer' });
    expect(read.body.offer.starts_at).toBe(`${day}T09:00:00.000Z`);
  }, 60_000);
});
