import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha Bistro' });
  b = await createTenant(t.db.prisma, { name: 'Beta Salon' });
});
afterAll(() => t?.close());

const create = (tenant: Tenant, body: Record<string, unknown>) =>
  t.http
    .post('/v1/hq/resources')
    .set(tenant.auth)
    .send({ company: tenant.companyId, ...body });

describe('POST /v1/hq/resources (create)', () => {
  it('creates a table with the fields given and defaults for the rest', async () => {
    const res = await create(a, { type: 'table', name: 'Table 1', min_capacity: 2, max_capacity: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      type: 'table',
      name: 'Table 1',
      min_capacity: 2,
      max_capacity: 4,
      priority: 'normal',
      allow_overlapping_bookings: false,
      available_for_bookings: true,
      booking_interval: null,
      sub_resources: [],
      event_type_preferences: [],
    });
    expect(res.body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Date.parse(res.body.created_at)).not.toBeNaN();
  });

  it('files the resource under a group given by title, and shows the group as an object', async () => {
    const first = await create(a, { type: 'space', name: 'Chair 1', resource_group: 'Chairs' });
    expect(first.status).toBe(200);
    const group = first.body.resource_group;
    expect(group).toMatchObject({ title: 'Chairs', company: a.companyId });
    // The same group id reused: both chairs are members; nested members carry only the group's id.
    const second = await create(a, { type: 'space', name: 'Chair 2', resource_group: group.id });
    expect(second.body.resource_group.id).toBe(group.id);
    const names = second.body.resource_group.resources.map((r: any) => r.name).sort();
    expect(names).toEqual(['Chair 1', 'Chair 2']);
    expect(second.body.resource_group.resources[0].resource_group).toEqual({ id: group.id });
  });

  it('accepts every allowed booking_interval and refuses others', async () => {
    for (const minutes of [5, 75, 160, 240]) {
      const res = await create(a, { type: 'space', name: `Room ${minutes}`, booking_interval: minutes });
      expect(res.status).toBe(200);
      expect(res.body.booking_interval).toBe(minutes);
    }
    for (const minutes of [7, 0, 14, 241, -15]) {
      const res = await create(a, { type: 'space', name: 'Bad', booking_interval: minutes });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ type: 'validation_error' });
      expect(res.body.details[0].field).toBe('booking_interval');
    }
  });

  it('refuses bad input with a 400 in the one error shape', async () => {
    const cases: Record<string, unknown>[] = [
      { type: 'table', name: 'x', max_capacity: 'four' }, // wrong type
      { type: 'table', name: 'x', colour: 'red' }, // unknown field
      { type: 'bench', name: 'x' }, // not an enum value
      { name: 'no type' }, // missing required field
      { type: 'table', name: 'x', min_capacity: 6, max_capacity: 4 }, // min above max
      { type: 'table', name: 'x', sub_resources: ['abc'] }, // only combinations have sub-resources
    ];
    for (const body of cases) {
      const res = await create(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
      expect(typeof res.body.message).toBe('string');
      expect(res.body.request_id).toBeTruthy();
    }
  });

  it('refuses malformed JSON bodies', async () => {
    const res = await t.http
      .post('/v1/hq/resources')
      .set(a.auth)
      .set('content-type', 'application/json')
      .send('{"company": ');
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('invalid_request_error');
  });

  it('builds a table combination from tables of the same company only', async () => {
    const t1 = await create(a, { type: 'table', name: 'T-A', max_capacity: 2 });
    const t2 = await create(a, { type: 'table', name: 'T-B', max_capacity: 2 });
    const combo = await create(a, {
      type: 'table_combination',
      name: 'T-A+B',
      max_capacity: 4,
      sub_resources: [t1.body.id, t2.body.id],
    });
    expect(combo.status).toBe(200);
    expect(combo.body.sub_resources).toEqual([t1.body.id, t2.body.id]);
    const expanded = await t.http.get(`/v1/hq/resources/${combo.body.id}?expand=sub_resources`).set(a.auth);
    expect(expanded.body.sub_resources.map((r: any) => r.name)).toEqual(['T-A', 'T-B']);

    const foreignTable = await create(b, { type: 'table', name: 'Theirs' });
    const res = await create(a, {
      type: 'table_combination',
      name: 'Stolen',
      sub_resources: [foreignTable.body.id],
    });
    expect(res.status).toBe(404);
    const space = await create(a, { type: 'space', name: 'Not a table' });
    const res2 = await create(a, { type: 'table_combination', name: 'Odd', sub_resources: [space.body.id] });
    expect(res2.status).toBe(400);
  });

  it('cannot create in a company the caller does not reach', async () => {
    const res = await t.http
      .post('/v1/hq/resources')
      .set(a.auth)
      .send({ company: b.companyId, type: 'space', name: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('not_found_error');
  });
});

describe('POST /v1/hq/resources/{id} (update)', () => {
  it('changes only the fields given', async () => {
    const made = await create(a, { type: 'space', name: 'Studio', description: 'Bright', order: 3 });
    const res = await t.http
      .post(`/v1/hq/resources/${made.body.id}`)
      .set(a.auth)
      .send({ name: 'Studio A', priority: 'high' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Studio A', priority: 'high', description: 'Bright', order: 3 });
  });

  it('clears fields named in unset, in both array forms', async () => {
    const made = await create(a, {
      type: 'space',
      name: 'Loft',
      description: 'Top floor',
      reference_id: 'ext-1',
      booking_interval: 30,
      resource_group: 'Upstairs',
    });
    const res = await t.http
      .post(
        `/v1/hq/resources/${made.body.id}?unset=description&unset[]=booking_interval&unset=resource_group`,
      )
      .set(a.auth)
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: null,
      booking_interval: null,
      resource_group: null,
      reference_id: 'ext-1',
    });
  });

  it('refuses an unset name outside ResourceField', async () => {
    const made = await create(a, { type: 'space', name: 'Hall' });
    const res = await t.http.post(`/v1/hq/resources/${made.body.id}?unset=name`).set(a.auth).send({});
    expect(res.status).toBe(400);
    const res2 = await t.http.post(`/v1/hq/resources/${made.body.id}?unset=nonsense`).set(a.auth).send({});
    expect(res2.status).toBe(400);
    expect(res2.body.details[0].field).toMatch(/^unset/);
  });

  it('stores event_type_preferences for the company’s own event types only', async () => {
    const vat = await t.db.prisma.vat.create({
      data: { company_id: a.companyId, ratio: 0.24, country_code: 'IS', name: 'VAT' },
    });
    const et = await t.db.prisma.eventType.create({
      data: { company_id: a.companyId, vat_id: vat.id, title: 'Haircut', duration: 30 },
    });
    const made = await create(a, { type: 'space', name: 'Chair X' });
    const prefs = [
      { event_type: et.id, skip: false, has_custom_duration: true, custom_duration: { duration: 45 } },
    ];
    const res = await t.http
      .post(`/v1/hq/resources/${made.body.id}`)
      .set(a.auth)
      .send({ event_type_preferences: prefs });
    expect(res.status).toBe(200);
    expect(res.body.event_type_preferences).toEqual([
      {
        event_type: et.id,
        skip: false,
        skip_calendar: false,
        skip_marketplace: false,
        has_custom_duration: true,
        custom_duration: { duration: 45 },
      },
    ]);
    const bad = await t.http
      .post(`/v1/hq/resources/${made.body.id}`)
      .set(a.auth)
      .send({ event_type_preferences: [{ event_type: 'no-such-event-type' }] });
    expect(bad.status).toBe(404);
  });

  it('refuses moving a resource to another company', async () => {
    const made = await create(a, { type: 'space', name: 'Mine' });
    const res = await t.http
      .post(`/v1/hq/resources/${made.body.id}`)
      .set(a.auth)
      .send({ company: b.companyId });
    expect(res.status).toBe(400);
  });
});

describe('POST /v1/hq/resources/{id}/duplicate', () => {
  it('makes N copies right after the original, pushing later resources down by N', async () => {
    const c = await createTenant(t.db.prisma);
    const mk = (body: Record<string, unknown>) => create(c, body);
    const t4 = await mk({ type: 'table', name: 'Table 4', order: 4, max_capacity: 6 });
    const after = await mk({ type: 'table', name: 'Bar', order: 5 });
    const res = await t.http.post(`/v1/hq/resources/${t4.body.id}/duplicate`).set(c.auth).send({ count: 3 });
    expect(res.status).toBe(200);
    // Copies of order 4 take 5, 6, 7; "Table 4" continues as 5, 6, 7.
    expect(res.body.map((r: any) => [r.name, r.order, r.max_capacity])).toEqual([
      ['Table 5', 5, 6],
      ['Table 6', 6, 6],
      ['Table 7', 7, 6],
    ]);
    // The resource that was at 5 moves to 5 + 3 = 8.
    const moved = await t.http.get(`/v1/hq/resources/${after.body.id}`).set(c.auth);
    expect(moved.body.order).toBe(8);
    const list = await t.http.get(`/v1/hq/companies/${c.companyId}/resources`).set(c.auth);
    expect(list.body.map((r: any) => r.name)).toEqual(['Table 4', 'Table 5', 'Table 6', 'Table 7', 'Bar']);
  });

  it('accepts count 1 and 50 and refuses 0, 51 and non-integers', async () => {
    const made = await create(a, { type: 'space', name: 'Booth' });
    const one = await t.http
      .post(`/v1/hq/resources/${made.body.id}/duplicate`)
      .set(a.auth)
      .send({ count: 1 });
    expect(one.status).toBe(200);
    expect(one.body.map((r: any) => r.name)).toEqual(['Booth 2']);
    const fifty = await t.http
      .post(`/v1/hq/resources/${made.body.id}/duplicate`)
      .set(a.auth)
      .send({ count: 50 });
    expect(fifty.status).toBe(200);
    expect(fifty.body).toHaveLength(50);
    for (const count of [0, 51, 2.5, '3', null]) {
      const res = await t.http.post(`/v1/hq/resources/${made.body.id}/duplicate`).set(a.auth).send({ count });
      expect(res.status, String(count)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    const missing = await t.http.post(`/v1/hq/resources/${made.body.id}/duplicate`).set(a.auth).send({});
    expect(missing.status).toBe(400);
  });
});

describe('GET /v1/hq/companies/{id}/resources (list)', () => {
  let c: Tenant;
  beforeAll(async () => {
    c = await createTenant(t.db.prisma);
    const rows = [
      { type: 'table', name: 'Fjörður', order: 2, max_capacity: 2, marketplace: true },
      { type: 'table', name: 'Garður', order: 1, max_capacity: 8 },
      { type: 'space', name: 'Hársnyrting stóll', order: 3, marketplace: true },
      { type: 'space', name: 'Nail_bar 100%', order: 4 },
    ];
    for (const row of rows) expect((await create(c, row)).status).toBe(200);
  });
  const list = (query: string) => t.http.get(`/v1/hq/companies/${c.companyId}/resources${query}`).set(c.auth);

  it('orders by `order` by default and sorts on request', async () => {
    expect((await list('')).body.map((r: any) => r.order)).toEqual([1, 2, 3, 4]);
    const sorted = await list(`?sort=${encodeURIComponent('{"field":"max_capacity","order":"desc"}')}`);
    expect(sorted.body[0].name).toBe('Garður');
  });

  it('pages with limit and offset', async () => {
    const page = await list(`?pagination=${encodeURIComponent('{"limit":2,"offset":1}')}`);
    expect(page.body.map((r: any) => r.order)).toEqual([2, 3]);
  });

  it('filters by fields', async () => {
    const tables = await list(`?filter=${encodeURIComponent('{"type":"table"}')}`);
    expect(tables.body.map((r: any) => r.name)).toEqual(['Garður', 'Fjörður']);
    const visible = await list(`?filter=${encodeURIComponent('{"marketplace":true,"type":["space"]}')}`);
    expect(visible.body.map((r: any) => r.name)).toEqual(['Hársnyrting stóll']);
  });

  it('searches ignoring case and accents, with wildcards taken literally', async () => {
    expect((await list('?search=harsnyrting')).body.map((r: any) => r.name)).toEqual(['Hársnyrting stóll']);
    expect((await list('?search=FJORD')).body.map((r: any) => r.name)).toEqual(['Fjörður']);
    expect((await list('?search=100%25')).body.map((r: any) => r.name)).toEqual(['Nail_bar 100%']);
    expect((await list('?search=_')).body.map((r: any) => r.name)).toEqual(['Nail_bar 100%']);
  });

  it('answers only the selected fields plus id', async () => {
    const res = await list('?select=name&select[]=order');
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'name', 'order']);
  });

  it('refuses malformed or unknown JSON query objects and out-of-range pages', async () => {
    for (const query of [
      '?filter={"type":',
      `?filter=${encodeURIComponent('{"colour":"red"}')}`,
      `?sort=${encodeURIComponent('{"field":"secret"}')}`,
      `?pagination=${encodeURIComponent('{"limit":0}')}`,
      `?pagination=${encodeURIComponent('{"limit":501}')}`,
      `?pagination=${encodeURIComponent('{"offset":-1}')}`,
      `?filter=${encodeURIComponent('[1,2]')}`,
      '?select=password',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
  });

  it('expands the company on request', async () => {
    const res = await list('?expand=company&pagination={"limit":1}');
    expect(res.body[0].company).toMatchObject({ id: c.companyId });
  });
});

describe('DELETE /v1/hq/resources/{id}', () => {
  it('answers 204 with an empty body, after which the resource is gone', async () => {
    const t1 = await create(a, { type: 'table', name: 'Gone soon' });
    const t2 = await create(a, { type: 'table', name: 'Stays' });
    const combo = await create(a, {
      type: 'table_combination',
      name: 'Both',
      sub_resources: [t1.body.id, t2.body.id],
    });
    const res = await t.http.delete(`/v1/hq/resources/${t1.body.id}`).set(a.auth);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.http.get(`/v1/hq/resources/${t1.body.id}`).set(a.auth)).status).toBe(404);
    expect((await t.http.delete(`/v1/hq/resources/${t1.body.id}`).set(a.auth)).status).toBe(404);
    // The combination no longer lists the deleted table.
    const after = await t.http.get(`/v1/hq/resources/${combo.body.id}`).set(a.auth);
    expect(after.body.sub_resources).toEqual([t2.body.id]);
  });
});

describe('tenancy', () => {
  it('answers 404 to another tenant on all six operations and leaves the resource unchanged', async () => {
    const mine = await create(a, { type: 'table', name: 'Private', max_capacity: 2 });
    const id = mine.body.id;
    const calls = [
      t.http.get(`/v1/hq/resources/${id}`).set(b.auth),
      t.http.post(`/v1/hq/resources/${id}`).set(b.auth).send({ name: 'Hijacked' }),
      t.http.post(`/v1/hq/resources/${id}/duplicate`).set(b.auth).send({ count: 2 }),
      t.http
        .post('/v1/hq/resources')
        .set(b.auth)
        .send({ company: a.companyId, type: 'space', name: 'Intruder' }),
      t.http.get(`/v1/hq/companies/${a.companyId}/resources`).set(b.auth),
      t.http.delete(`/v1/hq/resources/${id}`).set(b.auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    const still = await t.http.get(`/v1/hq/resources/${id}`).set(a.auth);
    expect(still.body).toMatchObject({ name: 'Private', max_capacity: 2 });
    const count = await t.db.prisma.resource.count({
      where: { company_id: a.companyId, name: { in: ['Intruder', 'Private 2'] } },
    });
    expect(count).toBe(0);
  });

  it('answers 401 without a token, with a malformed header, and with a revoked token', async () => {
    expect((await t.http.get(`/v1/hq/companies/${a.companyId}/resources`)).status).toBe(401);
    const bad = await t.http
      .get(`/v1/hq/companies/${a.companyId}/resources`)
      .set('Authorization', 'Token abc');
    expect(bad.status).toBe(401);
    expect(bad.body.type).toBe('authentication_error');
    const unknown = await t.http
      .get(`/v1/hq/companies/${a.companyId}/resources`)
      .set('Authorization', 'Bearer hq_nope');
    expect(unknown.status).toBe(401);
    const c = await createTenant(t.db.prisma);
    expect((await t.http.get(`/v1/hq/companies/${c.companyId}/resources`).set(c.auth)).status).toBe(200);
    await new Operator(t.appDb.prisma).revokeToken(c.token);
    expect((await t.http.get(`/v1/hq/companies/${c.companyId}/resources`).set(c.auth)).status).toBe(401);
  });
});
