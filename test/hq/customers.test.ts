// HQ customer records (docs/api-conventions.md#customers): create, read, update, list (search, filter, sort,
// paging), stats counted at read time, a customer's events, merge, and expansion on payments and
// vouchers. Export and erasure: customer-privacy.test.ts. Linking bookings: customer-link.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../helpers/rows.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
  // Iceland: a national number "555 1234" is +354 555 1234.
  await t.db.prisma.company.update({ where: { id: a.companyId }, data: { country_code: 'IS' } });
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, tenant: Tenant = a) =>
  t.http
    .post('/v1/hq/customers')
    .set(tenant.auth)
    .send({ company: tenant.companyId, ...body });

const event = (customerId: string, startsAt: number, status: string) =>
  t.db.prisma.event.create({
    data: {
      company_id: a.companyId,
      customer_id: customerId,
      starts_at: new Date(startsAt),
      ends_at: new Date(startsAt + HOUR),
      status: status as 'confirmed',
      customer_name: 'x',
    },
  });

describe('create, read, update', () => {
  it('creates with the phone in E.164 and zero stats', async () => {
    const res = await create({
      name: 'Sigríður Jónsdóttir',
      email: 'Sigga@Example.test',
      phone_number: '555 1234',
      kennitala: '0101902149',
      notes: 'Prefers mornings',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      name: 'Sigríður Jónsdóttir',
      email: 'Sigga@Example.test',
      phone: '+3545551234',
      phone_country_code: '354',
      phone_number: '5551234',
      kennitala: '0101902149',
      notes: 'Prefers mornings',
      marketplace_user: null,
      stats: { bookings: 0, cancellations: 0, noshows: 0, last_visit_at: null, next_visit_at: null },
    });
    const read = await t.http.get(`/v1/hq/customers/${res.body.id}`).set(a.auth);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('answers 409 for an e-mail (any case) or a phone (any spelling) another customer holds', async () => {
    const email = await create({ name: 'Other', email: 'SIGGA@example.TEST' });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ type: 'conflict_error', code: 'customer_exists' });
    // +354 555 1234 written internationally, and with the calling code apart: the same number.
    for (const phone of [
      { phone_number: '+354 555-1234' },
      { phone_country_code: '354', phone_number: '5551234' },
    ]) {
      const res = await create({ name: 'Other', ...phone });
      expect(res.status, JSON.stringify(phone)).toBe(409);
    }
    // Another company may hold the same person.
    expect((await create({ name: 'Sigga', email: 'sigga@example.test' }, b)).status).toBe(200);
    expect(await t.db.prisma.customer.count({ where: { company_id: a.companyId } })).toBe(1);
  });

  it('refuses a blank name, a phone that cannot be one, and a company the caller does not reach', async () => {
    expect((await create({ name: '' })).status).toBe(400);
    const bad = await create({ name: 'X', phone_number: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('phone_number');
    // A calling code no numbering plan has (found by the fuzzer: the library throws on it).
    expect((await create({ name: 'X', phone_country_code: '|6', phone_number: '5551234' })).status).toBe(400);
    const foreign = await t.http
      .post('/v1/hq/customers')
      .set(b.auth)
      .send({ company: a.companyId, name: 'X' });
    expect(foreign.status).toBe(404);
  });

  it('updates, clears with unset, and refuses a taken e-mail', async () => {
    const one = (await create({ name: 'Jón', email: 'jon@example.test' })).body;
    const two = (await create({ name: 'Anna', phone_country_code: '44', phone_number: '07700 900123' })).body;
    expect(two.phone).toBe('+447700900123');
    const taken = await t.http
      .post(`/v1/hq/customers/${two.id}`)
      .set(a.auth)
      .send({ email: 'JON@example.test' });
    expect(taken.status).toBe(409);
    const up = await t.http
      .post(`/v1/hq/customers/${two.id}?unset=phone_number`)
      .set(a.auth)
      .send({ name: 'Anna B.', email: 'anna@example.test' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      name: 'Anna B.',
      email: 'anna@example.test',
      phone: null,
      phone_number: null,
    });
    const foreign = await t.http.post(`/v1/hq/customers/${one.id}`).set(b.auth).send({ name: 'Mine' });
    expect(foreign.status).toBe(404);
    expect((await t.http.get(`/v1/hq/customers/${one.id}`).set(b.auth)).status).toBe(404);
  });
});

describe('stats', () => {
  it('are counted from the bookings when read, so a change shows at once', async () => {
    const c = (await create({ name: 'Stats Person', email: 'stats@example.test' })).body;
    const now = Date.now();
    await event(c.id, now - 30 * 24 * HOUR, 'completed'); // a visit
    const lastVisit = now - 7 * 24 * HOUR;
    const visit = await event(c.id, lastVisit, 'confirmed'); // the latest visit
    await event(c.id, now - 3 * 24 * HOUR, 'noshow'); // not a visit
    await event(c.id, now - 2 * 24 * HOUR, 'cancelled'); // not a visit
    const next = now + 5 * 24 * HOUR;
    await event(c.id, next, 'confirmed');
    await event(c.id, now + 9 * 24 * HOUR, 'unconfirmed');
    const read = await t.http.get(`/v1/hq/customers/${c.id}`).set(a.auth);
    // 6 bookings: 1 cancellation, 1 no-show; last visit 7 days ago, next in 5 days.
    expect(read.body.stats).toEqual({
      bookings: 6,
      cancellations: 1,
      noshows: 1,
      last_visit_at: iso(lastVisit),
      next_visit_at: iso(next),
    });
    await one(t.db.prisma.event.updateMany({ where: { id: visit.id }, data: { status: 'noshow' } }));
    const again = await t.http.get(`/v1/hq/customers/${c.id}`).set(a.auth);
    expect(again.body.stats).toMatchObject({ noshows: 2, last_visit_at: iso(now - 30 * 24 * HOUR) });
  });
});

describe('list', () => {
  let tenant: Tenant;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    tenant = await createTenant(t.db.prisma);
    await t.db.prisma.company.update({ where: { id: tenant.companyId }, data: { country_code: 'IS' } });
    const people = [
      ['Ásta Björk', 'asta@example.test', '6901111'],
      ['Bjarni Ólafsson', 'bjarni@example.test', '6902222'],
      ['Ásgeir Trausti', 'asgeir@music.test', '8223333'],
      ['Clara Smith', 'clara@example.test', null],
    ] as const;
    for (const [name, email, phone] of people) {
      const res = await create({ name, email, ...(phone ? { phone_number: phone } : {}) }, tenant);
      ids[name] = res.body.id;
    }
    // Ásta came 2 days ago, Bjarni 10 days ago and missed one; Ásgeir and Clara never came.
    const now = Date.now();
    const write = (customer: string, at: number, status: string) =>
      t.db.prisma.event.create({
        data: {
          company_id: tenant.companyId,
          customer_id: customer,
          starts_at: new Date(at),
          ends_at: new Date(at + HOUR),
          status: status as 'confirmed',
        },
      });
    await write(ids['Ásta Björk'], now - 2 * 24 * HOUR, 'completed');
    await write(ids['Bjarni Ólafsson'], now - 10 * 24 * HOUR, 'completed');
    await write(ids['Bjarni Ólafsson'], now - 1 * 24 * HOUR, 'noshow');
  });
  const list = (query: string) =>
    t.http.get(`/v1/hq/companies/${tenant.companyId}/customers?${query}`).set(tenant.auth);
  const names = (res: { body: { name: string }[] }) => res.body.map((c) => c.name);

  it('searches name (accents and case ignored), e-mail and phone by a fragment', async () => {
    expect(names(await list('search=asta'))).toEqual(['Ásta Björk']);
    expect(names(await list('search=OLAFS'))).toEqual(['Bjarni Ólafsson']);
    expect(names(await list('search=music.test'))).toEqual(['Ásgeir Trausti']);
    expect(names(await list('search=822'))).toEqual(['Ásgeir Trausti']);
    // Typed as a person writes a phone: "690 2" is the digits 6902 of +3546902222.
    expect(names(await list(`search=${encodeURIComponent('690 22')}`))).toEqual(['Bjarni Ólafsson']);
    expect(
      names(await list(`search=${encodeURIComponent('+354 690')}&sort=${q({ field: 'name' })}`)),
    ).toEqual(['Ásta Björk', 'Bjarni Ólafsson']);
    // A LIKE wildcard is matched literally.
    expect(names(await list('search=%25'))).toEqual([]);
  });

  it('filters on no-shows and creation time', async () => {
    expect(names(await list(`filter=${q({ has_noshow: true })}`))).toEqual(['Bjarni Ólafsson']);
    expect(names(await list(`filter=${q({ has_noshow: false })}`))).toHaveLength(3);
    const clara = await t.db.prisma.customer.findFirstOrThrow({ where: { id: ids['Clara Smith'] } });
    expect(names(await list(`filter=${q({ created_from: clara.created_at.toISOString() })}`))).toEqual([
      'Clara Smith',
    ]);
    expect(names(await list(`filter=${q({ created_to: clara.created_at.toISOString() })}`))).not.toContain(
      'Clara Smith',
    );
    expect((await list(`filter=${q({ created_from: 'yesterday' })}`)).status).toBe(400);
    expect((await list(`filter=${q({ vip: true })}`)).status).toBe(400);
  });

  it('sorts on name, created_at and last visit (never-visited last), and pages', async () => {
    // Accents do not move a name to the end: Ásgeir, Ásta, Bjarni, Clara.
    expect(names(await list(`sort=${q({ field: 'name' })}`))).toEqual([
      'Ásgeir Trausti',
      'Ásta Björk',
      'Bjarni Ólafsson',
      'Clara Smith',
    ]);
    expect(names(await list(`sort=${q({ field: 'created_at', order: 'desc' })}`))).toEqual([
      'Clara Smith',
      'Ásgeir Trausti',
      'Bjarni Ólafsson',
      'Ásta Björk',
    ]);
    const visits = names(await list(`sort=${q({ field: 'last_visit_at', order: 'desc' })}`));
    expect(visits.slice(0, 2)).toEqual(['Ásta Björk', 'Bjarni Ólafsson']);
    const asc = names(await list(`sort=${q({ field: 'last_visit_at', order: 'asc' })}`));
    expect(asc.slice(0, 2)).toEqual(['Bjarni Ólafsson', 'Ásta Björk']);
    const page = await list(`sort=${q({ field: 'created_at' })}&pagination=${q({ limit: 2, offset: 1 })}`);
    expect(names(page)).toEqual(['Bjarni Ólafsson', 'Ásgeir Trausti']);
    expect(page.body[0].stats).toMatchObject({ bookings: 2, noshows: 1 });
  });

  it('answers 404 for a company the caller does not reach', async () => {
    expect((await t.http.get(`/v1/hq/companies/${tenant.companyId}/customers`).set(a.auth)).status).toBe(404);
  });
});

describe("a customer's events", () => {
  it('lists only theirs, filtered and sorted', async () => {
    const c = (await create({ name: 'Events Person' })).body;
    const other = (await create({ name: 'Someone Else' })).body;
    const now = Date.now();
    const e1 = await event(c.id, now + 24 * HOUR, 'confirmed');
    const e2 = await event(c.id, now + 48 * HOUR, 'cancelled');
    await event(other.id, now + 24 * HOUR, 'confirmed');
    const res = await t.http.get(`/v1/hq/customers/${c.id}/events`).set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([e1.id, e2.id]);
    const cancelled = await t.http
      .get(`/v1/hq/customers/${c.id}/events?filter=${q({ status: 'cancelled' })}`)
      .set(a.auth);
    expect(cancelled.body.map((e: { id: string }) => e.id)).toEqual([e2.id]);
    expect((await t.http.get(`/v1/hq/customers/${c.id}/events`).set(b.auth)).status).toBe(404);
  });
});

describe('merge', () => {
  it('moves events, payments, vouchers and messages in one go and deletes the others', async () => {
    const into = (await create({ name: 'Merged Into', email: 'keep@example.test', notes: 'First' })).body;
    const dup1 = (await create({ name: 'Dup One', phone_number: '7771234', notes: 'Second' })).body;
    const dup2 = (await create({ name: 'Dup Two', email: 'dup2@example.test', kennitala: '1203894569' }))
      .body;
    const e1 = await event(dup1.id, Date.now() - 24 * HOUR, 'completed');
    const e2 = await event(dup2.id, Date.now() + 24 * HOUR, 'confirmed');
    const pay = await t.db.prisma.payment.create({
      data: { company_id: a.companyId, customer_id: dup1.id, event_id: e1.id, currency: 'ISK', amount: 9000 },
    });
    const voucher = await t.db.prisma.voucher.create({
      data: {
        company_id: a.companyId,
        customer_id: dup2.id,
        code: 'MRGE-TEST-0001',
        currency: 'ISK',
        amount: 5000,
      },
    });
    const mail = await t.db.prisma.outboxMessage.create({
      data: {
        company_id: a.companyId,
        customer_id: dup1.id,
        kind: 'booking_confirmation',
        to: 'x@example.test',
      },
    });
    const res = await t.http
      .post(`/v1/hq/customers/${into.id}/merge`)
      .set(a.auth)
      .send({ from: [dup1.id, dup2.id] });
    expect(res.status).toBe(200);
    // The e-mail it had stays; the phone and kennitala it lacked come from the others; notes append.
    expect(res.body).toMatchObject({
      id: into.id,
      name: 'Merged Into',
      email: 'keep@example.test',
      phone: '+3547771234',
      kennitala: '1203894569',
      notes: 'First\n\nSecond',
      stats: { bookings: 2 },
    });
    const p = t.db.prisma;
    expect((await p.event.findFirstOrThrow({ where: { id: e1.id } })).customer_id).toBe(into.id);
    expect((await p.event.findFirstOrThrow({ where: { id: e2.id } })).customer_id).toBe(into.id);
    expect((await p.payment.findFirstOrThrow({ where: { id: pay.id } })).customer_id).toBe(into.id);
    expect((await p.voucher.findFirstOrThrow({ where: { id: voucher.id } })).customer_id).toBe(into.id);
    expect((await p.outboxMessage.findUniqueOrThrow({ where: { id: mail.id } })).customer_id).toBe(into.id);
    expect(await p.customer.count({ where: { id: { in: [dup1.id, dup2.id] } } })).toBe(0);
  });

  it("refuses itself and another company's customers, and then changes nothing", async () => {
    const into = (await create({ name: 'Target' })).body;
    const mine = (await create({ name: 'Mine' })).body;
    const theirs = (await create({ name: 'Theirs' }, b)).body;
    const self = await t.http
      .post(`/v1/hq/customers/${into.id}/merge`)
      .set(a.auth)
      .send({ from: [into.id] });
    expect(self.status).toBe(400);
    const foreign = await t.http
      .post(`/v1/hq/customers/${into.id}/merge`)
      .set(a.auth)
      .send({ from: [mine.id, theirs.id] });
    expect(foreign.status).toBe(404);
    expect(await t.db.prisma.customer.count({ where: { id: { in: [mine.id, theirs.id] } } })).toBe(2);
    const fromB = await t.http
      .post(`/v1/hq/customers/${into.id}/merge`)
      .set(b.auth)
      .send({ from: [theirs.id] });
    expect(fromB.status).toBe(404);
  });
});

describe('expansion on payments and vouchers', () => {
  it('gives the customer record, stats included', async () => {
    const c = (await create({ name: 'Expanded', email: 'expanded@example.test' })).body;
    await event(c.id, Date.now() - HOUR * 30, 'completed');
    const pay = await t.db.prisma.payment.create({
      data: { company_id: a.companyId, customer_id: c.id, currency: 'ISK', amount: 100 },
    });
    const res = await t.http.get(`/v1/hq/payments/${pay.id}?expand=customer`).set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ id: c.id, name: 'Expanded', stats: { bookings: 1 } });
    const voucher = await t.db.prisma.voucher.create({
      data: {
        company_id: a.companyId,
        customer_id: c.id,
        code: 'EXPD-TEST-0001',
        currency: 'ISK',
        amount: 1,
      },
    });
    const v = await t.http.get(`/v1/hq/vouchers/${voucher.id}?expand=customer`).set(a.auth);
    expect(v.body.customer).toMatchObject({
      id: c.id,
      email: 'expanded@example.test',
      stats: { bookings: 1 },
    });
  });
});
