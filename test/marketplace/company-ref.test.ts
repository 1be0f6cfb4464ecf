// One rule for naming a company on the marketplace (issue 26, item 2): every `{company_id}` in a
// marketplace path and every `company` field of a marketplace request body takes the company's id
// or its url_name, and both answer the same. The operations are walked from the committed OpenAPI
// document: one added later without a case here fails the first test, so it cannot be left out.
import { readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { DEMO_PACKAGES } from '../../src/seed/demo-packages.ts';
import { dayAfter } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { DemoSlotPool } from '../helpers/free-slots.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
// This test's database is its own: a pool of its own hands out the salon's free slots.
const slots = new DemoSlotPool();

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoDataIfEmpty(t.appDb.prisma)).not.toBeNull();
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

/** A customer holding the salon's beard club (docs/packages.md), bought naming the salon by url_name. */
let member: Promise<{ auth: Record<string, string>; id: string }> | undefined;
const beardClubMember = () => {
  member ??= (async () => {
    const signed = await signUpCustomer(t.app, t.db.sql, {
      email: 'company-ref-member@example.test',
      password: 'a long enough password',
    });
    const auth = { Authorization: `Bearer ${signed.body.token}` };
    const bought = ok(
      await t.http.post(mp('/customer_packages')).set(auth).send({
        company: SALON.urlName,
        package_product: DEMO_PACKAGES.beardClub,
        payment_method: 'tok_visa',
      }),
    );
    expect(bought.customer_package.company).toBe(SALON.id);
    return { auth, id: bought.customer_package.id };
  })();
  return member;
};
/** An operation on the member's own membership, by id and by url_name: the same answer. */
const sameOwn = (method: 'get' | 'post', tail: string, body?: object) => async () => {
  const { auth, id } = await beardClubMember();
  const call = (company: string) => {
    const url = mp(`/companies/${company}/customer_packages${tail.replace('{id}', id)}`);
    return method === 'get' ? t.http.get(url).set(auth) : t.http.post(url).set(auth).send(body);
  };
  // A change made twice is stamped twice: the rest is the same.
  const same = (res: Response) => ({ ...ok(res), updated_at: undefined });
  expect(same(await call(SALON.urlName))).toEqual(same(await call(SALON.id)));
};

/** A signed-in customer's own weekly series at the salon (one occurrence: the pool hands out single slots). */
const ownSeries = async (email: string) => {
  const signed = await signUpCustomer(t.app, t.db.sql, { email, password: 'a long enough password' });
  const auth = { Authorization: `Bearer ${signed.body.token}` };
  const series = ok(
    await t.http
      .post(mp('/series'))
      .set(auth)
      .send({
        company: SALON.id,
        event_types: ['demo_et_beard'],
        ...slots.takeOne(),
        recurrence: 'FREQ=WEEKLY;COUNT=1',
        customer_name: 'Series Guest',
      }),
  );
  return { auth, id: series.id as string, occurrence: series.occurrences[0].id as string };
};
/** The answer without what differs between two calls of the same read (the request's own id). */
const sameError = (res: Response) => ({ status: res.status, body: { ...res.body, request_id: undefined } });

const cases: Record<string, () => Promise<void>> = {
  listMarketplacePackageProducts: sameGet(SALON, '/package_products'),
  buyPackage: async () => {
    await beardClubMember();
  },
  listMyCustomerPackages: sameOwn('get', ''),
  getMyCustomerPackage: sameOwn('get', '/{id}'),
  updateMyCustomerPackagePaymentMethod: sameOwn('post', '/{id}/payment_method', {
    payment_method: 'tok_visa',
  }),
  cancelMyCustomerPackage: sameOwn('post', '/{id}/cancel'),
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
  getMySeries: async () => {
    const { auth, id } = await ownSeries('company-ref-series-get@example.test');
    const read = (company: string) => t.http.get(mp(`/companies/${company}/series/${id}`)).set(auth);
    expect(ok(await read(SALON.urlName))).toEqual(ok(await read(SALON.id)));
  },
  getMySeriesCalendar: async () => {
    const { auth, id } = await ownSeries('company-ref-series-ics@example.test');
    const ics = async (company: string) => {
      const res = await t.http.get(mp(`/companies/${company}/series/${id}/calendar.ics`)).set(auth);
      expect(res.status).toBe(200);
      // DTSTAMP is the moment of the answer: the rest is the series.
      return res.text.replace(/^DTSTAMP:.*$/gm, '');
    };
    expect(await ics(SALON.urlName)).toEqual(await ics(SALON.id));
  },
  cancelMySeries: async () => {
    const { auth, id } = await ownSeries('company-ref-series-cancel@example.test');
    const cancelled = ok(
      await t.http
        .post(mp(`/companies/${SALON.urlName}/series/${id}/cancellation`))
        .set(auth)
        .send({ scope: 'all' }),
    );
    expect([cancelled.id, cancelled.company, cancelled.occurrences[0].status]).toEqual([
      id,
      SALON.id,
      'cancelled',
    ]);
  },
  changeMySeries: async () => {
    // An occurrence that is not of this series: refused once the series is found in its company,
    // the same by id and by url_name.
    const { auth, id } = await ownSeries('company-ref-series-change@example.test');
    const change = (company: string) =>
      t.http
        .post(mp(`/companies/${company}/series/${id}/changes`))
        .set(auth)
        .send({ scope: 'one', occurrence: 'not_an_occurrence_of_it', time: '12:00' });
    const byId = sameError(await change(SALON.id));
    expect(byId.status).toBeGreaterThanOrEqual(400);
    expect(sameError(await change(SALON.urlName))).toEqual(byId);
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
