import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let eventTypeId: string;
let siggi: any;
let self: any;

const list = (query: Record<string, string | undefined> = {}, tenant = () => a) =>
  t.http.get(`/v1/hq/companies/${tenant().companyId}/employees`).query(query).set(tenant().auth);

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  b = await createTenant(t.db.prisma, { name: 'Beta' });
  const vats = await t.http.get(`/v1/hq/companies/${a.companyId}/vats`).set(a.auth);
  const et = await t.http
    .post('/v1/hq/event_types')
    .set(a.auth)
    .send({ company: a.companyId, vat: vats.body[0].id, title: 'Cut', duration: 30 });
  eventTypeId = et.body.id;
});
afterAll(() => t?.close());

describe('employees', () => {
  it('creates an employee linked to a new HQ user', async () => {
    const res = await t.http
      .post('/v1/hq/employees')
      .set(a.auth)
      .send({
        company: a.companyId,
        name: 'Sigurður Jónsson',
        email: 'Siggi@Example.test',
        description: 'Barber',
        phone_country_code: '354',
        phone_number: '6601234',
        order: 2,
        marketplace: { enabled: true, prioritized: true, booking_interval: 30 },
        notifications: { booking_email: true },
        sms: { from: 'Alpha', custom_text: 'See you' },
        event_type_preferences: [
          { event_type: eventTypeId, has_custom_duration: true, custom_duration: { duration: 45 } },
        ],
      });
    expect(res.status).toBe(200);
    siggi = res.body;
    expect(siggi).toMatchObject({
      company: a.companyId,
      company_id: a.companyId,
      name: 'Sigurður Jónsson',
      email: 'siggi@example.test',
      email_verified: false,
      has_password: false,
      order: 2,
      marketplace: { enabled: true, prioritized: true, booking_interval: 30 },
      notifications: { booking_email: true },
      sms: { from: 'Alpha', custom_text: 'See you' },
      event_type_preferences: [
        {
          event_type: eventTypeId,
          skip: false,
          has_custom_duration: true,
          custom_duration: { duration: 45 },
        },
      ],
    });
    const user = await t.db.prisma.hqUser.findUniqueOrThrow({ where: { email: 'siggi@example.test' } });
    expect(user.password_hash).toBeNull();
  });

  it('lets one HQ user be an employee of several companies; has_password from the user', async () => {
    // The tenant-b owner has no password; give them one and verify the email.
    const operator = new Operator(t.appDb.prisma);
    const withPassword = await operator.createUser({ email: 'pw@example.test', password: 'secret-pass-1' });
    await t.db.prisma.hqUser.update({ where: { id: withPassword.id }, data: { email_verified: true } });
    const inA = await t.http
      .post('/v1/hq/employees')
      .set(a.auth)
      .send({ company: a.companyId, email: 'pw@example.test' });
    const inB = await t.http
      .post('/v1/hq/employees')
      .set(b.auth)
      .send({ company: b.companyId, email: 'pw@example.test' });
    expect(inA.status).toBe(200);
    expect(inB.status).toBe(200);
    // The name defaults to the local part of the email.
    expect(inA.body).toMatchObject({ name: 'pw', has_password: true, email_verified: true });
    expect(inB.body).toMatchObject({ has_password: true, company: b.companyId });
    const rows = await t.db.prisma.employee.findMany({ where: { user_id: withPassword.id } });
    expect(rows.map((r) => r.company_id).sort()).toEqual([a.companyId, b.companyId].sort());
    // The same user twice in one company: 409.
    const again = await t.http
      .post('/v1/hq/employees')
      .set(a.auth)
      .send({ company: a.companyId, email: 'PW@example.test' });
    expect(again.status).toBe(409);
  });

  it('retrieves and updates, merging the settings groups', async () => {
    const url = `/v1/hq/companies/${a.companyId}/employees/${siggi.id}`;
    const got = await t.http.get(url).query('select=name&expand=company').set(a.auth);
    expect(got.status).toBe(200);
    expect(Object.keys(got.body).sort()).toEqual(['id', 'name']);
    const res = await t.http
      .post(url)
      .set(a.auth)
      .send({
        marketplace: { enabled: false, own_settlements: true },
        notifications: { booking_email: false },
        sms: { custom_text: 'Bye' },
        event_type_preferences: [{ event_type: eventTypeId, skip: true }],
        image: { image: 'https://i/s.png' },
      });
    expect(res.status).toBe(200);
    expect(res.body.marketplace).toEqual({
      enabled: false,
      prioritized: true,
      booking_interval: 30,
      own_settlements: true,
    });
    expect(res.body.sms).toEqual({ from: 'Alpha', custom_text: 'Bye' });
    expect(res.body.image).toEqual({ image: 'https://i/s.png' });
    const row = await t.db.prisma.employee.findFirstOrThrow({ where: { id: siggi.id } });
    expect(row.marketplace_enabled).toBe(false);
    const cleared = await t.http
      .post(url)
      .set(a.auth)
      .send({ image: null, marketplace: { enabled: true } });
    expect(cleared.body.image).toBeNull();
  });

  it('lists with search, filter, sort and pagination', async () => {
    await t.http
      .post('/v1/hq/employees')
      .set(a.auth)
      .send({ company: a.companyId, name: 'Anna Ólafsdóttir', order: 1 });
    // Accent- and case-insensitive: "sigurdur" finds "Sigurður", "OLAFS" finds "Ólafsdóttir".
    let res = await list({ search: 'sigurdur' });
    expect(res.body.map((e: any) => e.name)).toEqual(['Sigurður Jónsson']);
    res = await list({ search: 'OLAFS' });
    expect(res.body.map((e: any) => e.name)).toEqual(['Anna Ólafsdóttir']);
    // Four employees: the tenant owner (order 0), pw (0), Anna (1), Siggi (2); by order then name.
    res = await list();
    expect(res.body).toHaveLength(4);
    expect(res.body.map((e: any) => e.order)).toEqual([0, 0, 1, 2]);
    self = res.body.find((e: any) => e.email?.startsWith('owner-'));
    const anna = res.body.find((e: any) => e.name === 'Anna Ólafsdóttir');
    const byNameDesc = (pagination: object) =>
      list({
        filter: JSON.stringify({ ids: [anna.id, siggi.id] }),
        sort: JSON.stringify({ field: 'name', order: 'desc' }),
        pagination: JSON.stringify(pagination),
      });
    // "Sigurður Jónsson" > "Anna Ólafsdóttir" descending; limit 1, then offset 1.
    expect((await byNameDesc({ limit: 1 })).body.map((e: any) => e.name)).toEqual(['Sigurður Jónsson']);
    expect((await byNameDesc({ offset: 1 })).body.map((e: any) => e.name)).toEqual(['Anna Ólafsdóttir']);
    res = await list({ pagination: JSON.stringify({ limit: 1, offset: 3 }) });
    expect(res.body.map((e: any) => e.name)).toEqual(['Sigurður Jónsson']);
    // Siggi skips the event type: filtering on it leaves the other three.
    res = await list({ filter: JSON.stringify({ event_types: [eventTypeId] }) });
    expect(res.body.map((e: any) => e.id)).not.toContain(siggi.id);
    expect(res.body).toHaveLength(3);
    res = await list({ filter: JSON.stringify({ ids: [siggi.id], marketplace_enabled: true }) });
    expect(res.body.map((e: any) => e.id)).toEqual([siggi.id]);
    res = await list({ filter: JSON.stringify({ email: 'SIGGI@example.test' }) });
    expect(res.body.map((e: any) => e.id)).toEqual([siggi.id]);
    for (const q of [
      { filter: '{"unknown":1}' },
      { filter: '{"marketplace_enabled":"maybe"}' },
      { sort: '{"field":"salary"}' },
      { pagination: '{"limit":0}' },
      { select: 'salary' },
      { expand: 'user' },
    ]) {
      expect((await list(q)).status, JSON.stringify(q)).toBe(400);
    }
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { name: 'no company' },
      { company: a.companyId },
      { company: a.companyId, name: '' },
      { company: a.companyId, name: 'X', email: 'not-an-email' },
      { company: a.companyId, name: 'X', order: 'first' },
      { company: a.companyId, name: 'X', marketplace: { booking_interval: 7 } },
      { company: a.companyId, name: 'X', marketplace: { enabled: 'yes' } },
      { company: a.companyId, name: 'X', notifications: { sms: true } },
      { company: a.companyId, name: 'X', event_type_preferences: [{ skip: true }] },
      {
        company: a.companyId,
        name: 'X',
        event_type_preferences: [{ event_type: eventTypeId }, { event_type: eventTypeId }],
      },
      { company: a.companyId, name: 'X', salary: 100 },
    ]) {
      const res = await t.http.post('/v1/hq/employees').set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    const url = `/v1/hq/companies/${a.companyId}/employees/${siggi.id}`;
    expect((await t.http.post(url).set(a.auth).send({ company: b.companyId })).status).toBe(400);
    expect((await t.http.post(url).query('unset=name').set(a.auth).send({})).status).toBe(400);
  });

  it("answers 404 to another tenant's token and for their IDs", async () => {
    const url = `/v1/hq/companies/${a.companyId}/employees/${siggi.id}`;
    const bEt = await t.db.prisma.eventType.findFirst({ where: { company_id: b.companyId } });
    for (const res of [
      await t.http.get(url).set(b.auth),
      await t.http.post(url).set(b.auth).send({ name: 'x' }),
      await t.http.delete(url).set(b.auth),
      await t.http.get(`/v1/hq/companies/${a.companyId}/employees`).set(b.auth),
      await t.http.post('/v1/hq/employees').set(b.auth).send({ company: a.companyId, name: 'Spy' }),
      // a's employee under b's company path
      await t.http.get(`/v1/hq/companies/${b.companyId}/employees/${siggi.id}`).set(b.auth),
      // an event type of another company in the preferences
      await t.http
        .post(url)
        .set(a.auth)
        .send({ event_type_preferences: [{ event_type: bEt?.id ?? 'unknown-event-type' }] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
  });

  it('deletes (204); the HQ user then no longer reaches the company', async () => {
    const operator = new Operator(t.appDb.prisma);
    const { token } = await operator.issueToken('siggi@example.test');
    const auth = { Authorization: `Bearer ${token}` };
    expect((await t.http.get(`/v1/hq/companies/${a.companyId}`).set(auth)).status).toBe(200);
    const url = `/v1/hq/companies/${a.companyId}/employees/${siggi.id}`;
    const res = await t.http.delete(url).set(a.auth);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.http.get(url).set(a.auth)).status).toBe(404);
    expect((await t.http.get(`/v1/hq/companies/${a.companyId}`).set(auth)).status).toBe(404);
    // Re-adding the same user revives the row.
    const back = await t.http
      .post('/v1/hq/employees')
      .set(a.auth)
      .send({ company: a.companyId, email: 'siggi@example.test', name: 'Siggi' });
    expect(back.status).toBe(200);
    expect(back.body.id).toBe(siggi.id);
    expect(back.body.name).toBe('Siggi');
    expect(back.body.sms).toEqual({});
    expect(self).toBeTruthy();
  });
});
