// One style for every validation message (issue 26, item 7): `message` is "<field>: <problem>"
// and `details[].field` names the field the same way, as the client wrote it: a body field by its
// path in the JSON (`tiers[0].max_capacity`), a query or path parameter by its name. Whether the
// schema validator, the input guard, the JSON query decoder or a service found the problem, and
// on every route, the Stripe webhook's included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  });
  shop = await createShop(t.db.prisma);
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  body: { type: string; message: string; details?: { field: string; message: string }[] };
}

/** A 400 validation_error in the one style; answers its first detail. */
function oneStyle(res: Answer, field: string, problem: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.type).toBe('validation_error');
  const first = res.body.details?.[0];
  expect(first?.field).toBe(field);
  if (typeof problem === 'string') expect(first?.message).toBe(problem);
  else expect(first?.message).toMatch(problem);
  expect(res.body.message).toBe(`${first?.field}: ${first?.message}`);
}

describe('validation messages', () => {
  it('body, schema validator: a too short password, a missing field, an unknown field', async () => {
    const short = await t.http
      .post('/v1/marketplace/users')
      .send({ email: 'style@example.test', password: 'short' });
    oneStyle(short, 'password', 'must NOT have fewer than 8 characters');
    const missing = await t.http.post('/v1/marketplace/users').send({ email: 'style@example.test' });
    oneStyle(missing, 'password', 'is required');
    const unknown = await t.http
      .post('/v1/marketplace/users')
      .send({ email: 'style@example.test', password: 'long enough', shoe_size: 44 });
    oneStyle(unknown, 'shoe_size', 'is not a known field');
  });

  it('body, nested: an array item by its index', async () => {
    const res = await t.http
      .post('/v1/hq/scheduled_events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        name: 'Yoga',
        starts_at: `${dayAfter(5)}T10:00:00.000Z`,
        ends_at: `${dayAfter(5)}T11:00:00.000Z`,
        tiers: [{ name: 'Mat', max_capacity: 0 }],
      });
    oneStyle(res, 'tiers[0].max_capacity', /^must be >= 1$/);
  });

  it('body, service: the same style as the schema validator', async () => {
    const res = await t.http
      .post('/v1/hq/scheduled_events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        name: 'Yoga',
        starts_at: `${dayAfter(5)}T10:00:00.000Z`,
        ends_at: `${dayAfter(5)}T09:00:00.000Z`,
        tiers: [{ name: 'Mat', max_capacity: 5 }],
      });
    oneStyle(res, 'ends_at', /^must be after starts_at/);
  });

  it('query: a parameter by its name, from the schema, the JSON decoder and a service', async () => {
    const url = `/v1/marketplace/companies/${shop.companyId}/time_slots`;
    const badDate = await t.http.get(url).query({ start_date: 'soon', end_date: dayAfter(3) });
    oneStyle(badDate, 'start_date', /^must match pattern/);
    const service = await t.http.get(url).query({ start_date: dayAfter(3), end_date: dayAfter(3) });
    oneStyle(service, 'event_type_ids', 'is required unless event_id is given');
    const json = await t.http
      .get(`/v1/marketplace/companies/${shop.companyId}/opening_hours`)
      .query({ filter: '{not json' });
    oneStyle(json, 'filter', 'is not valid JSON');
  });

  it('path: a parameter by its name, from the schema and from the input guard', async () => {
    const long = await t.http.get(`/v1/hq/events/${'x'.repeat(65)}`).set(shop.auth);
    oneStyle(long, 'event_id', 'must NOT have more than 64 characters');
    const nul = await t.http.get('/v1/hq/events/a%00b').set(shop.auth);
    oneStyle(nul, 'event_id', 'must not contain the NUL character');
  });

  it("the Stripe webhook: its event's missing type", async () => {
    const res = await t.http
      .post('/v1/webhooks/stripe')
      .set('Stripe-Signature', 't=1,v1=00')
      .send({ id: 'evt_1', data: {} });
    oneStyle(res, 'type', 'is required');
  });
});
