// One rule for naming a company on the marketplace (issue 26, item 2): every `{company_id}` in a
// marketplace path and every `company` field of a marketplace request body takes the company's id
// or its url_name, and both answer the same. The operations are walked from the committed OpenAPI
// document: one added later without a case here fails the first test, so it cannot be left out.
import { readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { dayAfter } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { DemoSlotPool } from '../helpers/free-slots.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
// This test's database is its own: a pool of its own hands out the salon's free slots.
const slots = new DemoSlotPool();

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoDataIfEmpty(t.db.prisma)).not.toBeNull();
});
afterAll(async () => {
  await t?.close();
});

// The demo companies (src/seed/demo.ts), by id and by url_name.
const SALON = { id: DEMO.salon, urlName: 'nordurljos-salon' };
const RESTAURANT = { id: DEMO.restaurant, urlName: 'harbour-kitchen' };

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  operationId: string;
  parameters?: { in: string; schema?: Schema; content?: Record<string, { schema?: Schema }> }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
const doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
} = JSON.parse(readFileSync('openapi/openapi.json', 'utf8'));

const deref = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? deref(doc.components.schemas[s.$ref.split('/').pop() ?? '']) : s;
const hasCompanyField = (s: Schema | undefined): boolean => {
  const schema = deref(s);
  if (!schema) return false;
  if (schema.properties && 'company' in schema.properties) return true;
  return [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(hasCompanyField);
};

/** Every marketplace operation that names a company in its path, its body or a query object, by operationId. */
function companyNamingOperations(): string[] {
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/v1/marketplace/')) continue;
    for (const op of Object.values(ops)) {
      if (typeof op !== 'object' || !op.operationId) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.schema ?? p.content?.['application/json']?.schema);
      if (path.includes('{company_id}') || hasCompanyField(body) || query.some(hasCompanyField))
        out.push(op.operationId);
    }
  }
  return out.sort();
}

const mp = (path: string) => `/v1/marketplace${path}`;
const day = dayAfter(7);

/** A GET asked by id and by url_name: both 200 with the same answer. */
const sameGet =
  (company: { id: string; urlName: string }, path: string, query: Record<string, unknown> = {}) =>
  async () => {
    const byId = await t.http.get(mp(`/companies/${company.id}${path}`)).query(query);
    const byName = await t.http.get(mp(`/companies/${company.urlName}${path}`)).query(query);
    expect(byId.status).toBe(200);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
  };

const ok = (res: Response) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const cases: Record<string, () => Promise<void>> = {
  getMarketplaceCompany: sameGet(SALON, ''),
  listMarketplaceSpaces: sameGet(RESTAURANT, '/spaces'),
  listMarketplaceCompanyEmployees: sameGet(SALON, '/employees'),
  getMarketplaceEmployee: sameGet(SALON, '/employees/demo_emp_anna'),
  listMarketplaceEventTypes: sameGet(SALON, '/event_types'),
  listMarketplaceEventTypeGroups: sameGet(SALON, '/event_type_groups'),
  listMarketplaceScheduledEvents: sameGet(RESTAURANT, '/scheduled_events'),
  listTimeSlots: sameGet(SALON, '/time_slots', {
    event_type_ids: ['demo_et_beard'],
    start_date: day,
    end_date: day,
  }),
  listMultipleTimeSlots: sameGet(SALON, '/multiple_time_slots', {
    event_type_ids: ['demo_et_beard'],
    start_date: day,
    end_date: day,
  }),
  listOpeningHours: sameGet(SALON, '/opening_hours', {
    filter: JSON.stringify({ start_date: day, end_date: dayAfter(9) }),
  }),
  listMarketplaceVoucherTemplates: sameGet(SALON, '/voucher_templates'),
  validateBookingData: async () => {
    const body = { event_types: ['demo_et_beard'], customer_name: 'Guest', email: 'not an e-mail' };
    const byId = await t.http.post(mp(`/companies/${SALON.id}/events/validate`)).send(body);
    const byName = await t.http.post(mp(`/companies/${SALON.urlName}/events/validate`)).send(body);
    expect(ok(byName)).toEqual(ok(byId));
  },
  createTimeSlotReservation: async () => {
    const slot = slots.takeOne();
    const held = ok(
      await t.http
        .post(mp('/time_slot_reservations'))
        .send({ company: SALON.urlName, event_types: ['demo_et_beard'], ...slot }),
    );
    expect(held.company).toBe(SALON.id);
  },
  createMarketplaceSeries: async () => {
    // One occurrence: the pool hands out single slots, not weekly ones.
    const slot = slots.takeOne();
    const series = ok(
      await t.http.post(mp('/series')).send({
        company: SALON.urlName,
        event_types: ['demo_et_beard'],
        ...slot,
        recurrence: 'FREQ=WEEKLY;COUNT=1',
        customer_name: 'Guest',
      }),
    );
    expect([series.company, series.occurrences[0].company]).toEqual([SALON.id, SALON.id]);
  },
  createEvent: async () => {
    const slot = slots.takeOne();
    const booked = ok(
      await t.http
        .post(mp('/events'))
        .send({ company: SALON.urlName, event_types: ['demo_et_beard'], ...slot, customer_name: 'Guest' }),
    );
    expect(booked.company).toBe(SALON.id);
    // A class seat names its company the same way (the wine tasting of the restaurant).
    const seat = ok(
      await t.http.post(mp('/events')).send({
        company: RESTAURANT.urlName,
        scheduled_event: 'demo_scheduled_wine',
        customer_name: 'Guest',
      }),
    );
    expect(seat.company).toBe(RESTAURANT.id);
  },
  listMyEvents: async () => {
    const customer = await signUpCustomer(t.app, t.db.sql, {
      email: 'company-ref@example.test',
      password: 'a long enough password',
    });
    const auth = { Authorization: `Bearer ${customer.body.token}` };
    const booked = ok(
      await t.http
        .post(mp('/events'))
        .set(auth)
        .send({
          company: SALON.id,
          event_types: ['demo_et_beard'],
          ...slots.takeOne(),
          customer_name: 'Guest',
        }),
    );
    const mine = (company: string) =>
      t.http
        .get(mp('/events'))
        .set(auth)
        .query({ filter: JSON.stringify({ company }) });
    const byId = ok(await mine(SALON.id));
    expect(byId.map((e: { id: string }) => e.id)).toEqual([booked.id]);
    expect(ok(await mine(SALON.urlName))).toEqual(byId);
  },
  createWaitlistEntry: async () => {
    const entry = ok(
      await t.http.post(mp('/waitlist_entries')).send({
        company: SALON.urlName,
        event_types: ['demo_et_beard'],
        dates: [{ date: day, from: '10:00', to: '16:00' }],
        customer_name: 'Waiting Guest',
        email: 'waiting@example.test',
      }),
    );
    expect(entry.company).toBe(SALON.id);
  },
};

describe('a marketplace company by id or url_name', () => {
  it('every operation that names a company has a case here', () => {
    expect(Object.keys(cases).sort()).toEqual(companyNamingOperations());
  });

  for (const [operationId, run] of Object.entries(cases)) {
    it(`${operationId}: the url_name answers as the id does`, run);
  }

  it('a name that is neither answers 404 not_found, on a path and in a body', async () => {
    const path = await t.http.get(mp('/companies/no-such-salon/time_slots')).query({
      event_type_ids: ['demo_et_beard'],
      start_date: day,
      end_date: day,
    });
    expect(path.status).toBe(404);
    expect(path.body.type).toBe('not_found_error');
    const slot = slots.takeOne();
    const body = await t.http
      .post(mp('/events'))
      .send({ company: 'no-such-salon', event_types: ['demo_et_beard'], ...slot, customer_name: 'Guest' });
    expect(body.status).toBe(404);
    expect(body.body.type).toBe('not_found_error');
  });
});
