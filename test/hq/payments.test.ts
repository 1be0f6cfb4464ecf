import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createEvent } from '../helpers/money.ts';
import { one } from '../helpers/rows.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
});
afterAll(() => t?.close());

const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

describe('create payment', () => {
  it('charges a no-show: the event price, pending, linked to the event, its employee and customer', async () => {
    const employee = await createEmployee(t.db.prisma, a.companyId);
    const customer = await t.db.prisma.customer.create({
      data: { company_id: a.companyId, name: 'Jón', email: 'jon@example.test' },
    });
    const event = await createEvent(t.db.prisma, a.companyId, {
      price: 4500,
      employeeId: employee.id,
      customerId: customer.id,
    });
    const res = await t.http.post('/v1/hq/payments').set(a.auth).send({ reason: 'noshow', event: event.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      event: event.id,
      employee: employee.id,
      customer: customer.id,
      reason: 'noshow',
      status: 'pending',
      amount: 4500,
      currency: 'EUR',
      settles_to_employee: false,
      settled_to: 'enterprise',
      settlement: null,
    });
    // One live no-show payment per event.
    const again = await t.http
      .post('/v1/hq/payments')
      .set(a.auth)
      .send({ reason: 'noshow', event: event.id });
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('conflict_error');
  });

  it("falls back on the company's payments.flat_fee for an event without a price", async () => {
    await t.db.prisma.company.update({ where: { id: a.companyId }, data: { payments: { flat_fee: 1500 } } });
    const event = await createEvent(t.db.prisma, a.companyId, { price: null });
    const res = await t.http.post('/v1/hq/payments').set(a.auth).send({ reason: 'noshow', event: event.id });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(1500);
    await t.db.prisma.company.update({ where: { id: a.companyId }, data: { payments: {} } });
    const none = await createEvent(t.db.prisma, a.companyId, { price: null });
    const refused = await t.http
      .post('/v1/hq/payments')
      .set(a.auth)
      .send({ reason: 'noshow', event: none.id });
    expect(refused.status).toBe(400);
    expect(refused.body.type).toBe('validation_error');
  });

  it('refuses other reasons, events not marked noshow, unknown fields and missing fields', async () => {
    const event = await createEvent(t.db.prisma, a.companyId, { status: 'confirmed' });
    const notNoshow = await t.http
      .post('/v1/hq/payments')
      .set(a.auth)
      .send({ reason: 'noshow', event: event.id });
    expect(notNoshow.status).toBe(400);
    expect(notNoshow.body.details[0].field).toBe('event');
    for (const body of [
      { reason: 'voucher', event: event.id },
      { reason: 'noshow' },
      { event: event.id },
      { reason: 'noshow', event: event.id, amount: 10 },
      { reason: 'noshow', event: '' },
    ]) {
      const res = await t.http.post('/v1/hq/payments').set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
  });

  it("answers 404 for another company's event and unknown events", async () => {
    const event = await createEvent(t.db.prisma, a.companyId);
    const foreign = await t.http
      .post('/v1/hq/payments')
      .set(b.auth)
      .send({ reason: 'noshow', event: event.id });
    expect(foreign.status).toBe(404);
    const unknown = await t.http
      .post('/v1/hq/payments')
      .set(a.auth)
      .send({ reason: 'noshow', event: 'nope' });
    expect(unknown.status).toBe(404);
    const anonymous = await t.http.post('/v1/hq/payments').send({ reason: 'noshow', event: event.id });
    expect(anonymous.status).toBe(401);
  });
});

describe('retrieve, list, update', () => {
  let c: Tenant;
  let ids: { cheap: string; dear: string; other: string };
  let employeeId: string;
  let eventId: string;

  beforeAll(async () => {
    c = await createTenant(t.db.prisma);
    const employee = await createEmployee(t.db.prisma, c.companyId, { name: 'Bára' });
    employeeId = employee.id;
    const e1 = await createEvent(t.db.prisma, c.companyId, {
      price: 1000,
      employeeId,
      customerName: 'Guðrún Helga',
    });
    const e2 = await createEvent(t.db.prisma, c.companyId, { price: 9000 });
    const e3 = await createEvent(t.db.prisma, c.companyId, { price: 3000 });
    eventId = e1.id;
    const made = [];
    for (const e of [e1, e2, e3]) {
      const res = await t.http.post('/v1/hq/payments').set(c.auth).send({ reason: 'noshow', event: e.id });
      expect(res.status).toBe(200);
      made.push(res.body.id);
    }
    ids = { cheap: made[0], dear: made[1], other: made[2] };
    // Spread the creation times: cheap in January, dear in February, other in March.
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: ids.cheap },
        data: { created_at: new Date('2026-01-10T12:00:00Z') },
      }),
    );
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: ids.dear },
        data: { created_at: new Date('2026-02-10T12:00:00Z') },
      }),
    );
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: ids.other },
        data: { created_at: new Date('2026-03-10T12:00:00Z') },
      }),
    );
  });

  it('retrieves with expansions and hides it from another company', async () => {
    const res = await t.http
      .get(`/v1/hq/payments/${ids.cheap}?expand=event&expand=employee&expand[]=company`)
      .set(c.auth);
    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({ id: eventId, status: 'noshow' });
    expect(res.body.employee).toMatchObject({ id: employeeId, name: 'Bára' });
    expect(res.body.company).toMatchObject({ id: c.companyId });
    const selected = await t.http.get(`/v1/hq/payments/${ids.cheap}?select=amount`).set(c.auth);
    expect(selected.body).toEqual({ id: ids.cheap, amount: 1000 });
    expect((await t.http.get(`/v1/hq/payments/${ids.cheap}`).set(a.auth)).status).toBe(404);
    expect((await t.http.get(`/v1/hq/payments/${ids.cheap}?expand=vat`).set(c.auth)).status).toBe(400);
  });

  it('lists newest first, with filters, sort, pagination and search', async () => {
    const url = `/v1/hq/companies/${c.companyId}/payments`;
    const all = await t.http.get(url).set(c.auth);
    expect(all.status).toBe(200);
    expect(all.body.map((p: any) => p.id)).toEqual([ids.other, ids.dear, ids.cheap]);
    const byAmount = await t.http.get(`${url}?sort=${q({ field: 'amount', order: 'desc' })}`).set(c.auth);
    expect(byAmount.body.map((p: any) => p.amount)).toEqual([9000, 3000, 1000]);
    const page = await t.http
      .get(`${url}?sort=${q({ field: 'amount' })}&pagination=${q({ limit: 1, offset: 1 })}`)
      .set(c.auth);
    expect(page.body.map((p: any) => p.amount)).toEqual([3000]);
    const range = await t.http
      .get(`${url}?filter=${q({ created_from: '2026-02-01T00:00:00Z', created_to: '2026-03-01T00:00:00Z' })}`)
      .set(c.auth);
    expect(range.body.map((p: any) => p.id)).toEqual([ids.dear]);
    const byEmployee = await t.http.get(`${url}?filter=${q({ employee: employeeId })}`).set(c.auth);
    expect(byEmployee.body.map((p: any) => p.id)).toEqual([ids.cheap]);
    const byEvent = await t.http.get(`${url}?filter=${q({ event: eventId })}`).set(c.auth);
    expect(byEvent.body.map((p: any) => p.id)).toEqual([ids.cheap]);
    const byStatus = await t.http.get(`${url}?filter=${q({ status: ['unsettled', 'settled'] })}`).set(c.auth);
    expect(byStatus.body).toEqual([]);
    const search = await t.http.get(`${url}?search=gudrun`).set(c.auth);
    // Plain ILIKE: "gudrun" does not match "Guðrún"; "helga" does.
    expect(search.body).toEqual([]);
    const search2 = await t.http.get(`${url}?search=HELGA`).set(c.auth);
    expect(search2.body.map((p: any) => p.id)).toEqual([ids.cheap]);
  });

  it('refuses bad list queries and other companies', async () => {
    const url = `/v1/hq/companies/${c.companyId}/payments`;
    for (const query of [
      `filter=${q({ colour: 'red' })}`,
      `filter=${q({ status: 'lost' })}`,
      'filter=%7Bnot-json',
      `sort=${q({ field: 'password' })}`,
      `pagination=${q({ limit: 0 })}`,
      `pagination=${q({ limit: 501 })}`,
      'select=secret',
    ]) {
      const res = await t.http.get(`${url}?${query}`).set(c.auth);
      expect(res.status, query).toBe(400);
    }
    expect((await t.http.get(url).set(a.auth)).status).toBe(404);
  });

  it('moves statuses along the allowed paths and refuses the rest', async () => {
    const url = `/v1/hq/payments/${ids.other}`;
    const skip = await t.http.post(url).set(c.auth).send({ status: 'settled' });
    expect(skip.status).toBe(400);
    expect(skip.body.code).toBe('invalid_status_transition');
    const captured = await t.http.post(url).set(c.auth).send({ status: 'unsettled' });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ status: 'unsettled', refundable: true });
    const back = await t.http.post(url).set(c.auth).send({ status: 'pending' });
    expect(back.status).toBe(400);
    const refunded = await t.http.post(url).set(c.auth).send({ status: 'refunded' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(refunded.body.refunded_at).toEqual(expect.any(String));
    expect(refunded.body.refundable).toBe(false);
    const settle = await t.http.post(url).set(c.auth).send({ status: 'settled' });
    expect(settle.status).toBe(400);
    expect(settle.body.message).toContain('refunded is final');
    // Same status again is a no-op.
    expect((await t.http.post(url).set(c.auth).send({ status: 'refunded' })).status).toBe(200);
  });

  it('updates references within the company only, and refuses bad bodies', async () => {
    const url = `/v1/hq/payments/${ids.dear}`;
    const ok = await t.http
      .post(url)
      .set(c.auth)
      .send({ employee: { id: employeeId } });
    expect(ok.status).toBe(200);
    expect(ok.body.employee).toBe(employeeId);
    const foreignEmployee = await createEmployee(t.db.prisma, a.companyId);
    expect((await t.http.post(url).set(c.auth).send({ employee: foreignEmployee.id })).status).toBe(404);
    expect((await t.http.post(url).set(c.auth).send({ event: 'nope' })).status).toBe(404);
    expect((await t.http.post(url).set(c.auth).send({ company: a.companyId })).status).toBe(400);
    expect((await t.http.post(url).set(c.auth).send({ status: 'lost' })).status).toBe(400);
    expect((await t.http.post(url).set(c.auth).send({ amount: 1 })).status).toBe(400);
    expect((await t.http.post(url).set(a.auth).send({ status: 'unsettled' })).status).toBe(404);
  });

  it('queues a receipt in the outbox, in the messaging language', async () => {
    await t.db.prisma.company.update({
      where: { id: c.companyId },
      data: { locale: { ui_language: 'is', messaging_language: 'is' } },
    });
    const res = await t.http
      .post(`/v1/hq/payments/${ids.dear}/receipt`)
      .set(c.auth)
      .send({ email: 'payer@example.test' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(ids.dear);
    const messages = await t.db.prisma.outboxMessage.findMany({ where: { company_id: c.companyId } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'payment_receipt',
      to: 'payer@example.test',
      status: 'pending',
    });
    expect(messages[0].subject).toContain('Kvittun');
    expect(messages[0].body).toContain('9000.00 EUR');
    // Without an e-mail: the booking's address (jon@example.test).
    const fallback = await t.http.post(`/v1/hq/payments/${ids.dear}/receipt`).set(c.auth).send({});
    expect(fallback.status).toBe(200);
    expect(
      await t.db.prisma.outboxMessage.count({ where: { to: 'jon@example.test', company_id: c.companyId } }),
    ).toBe(1);
    expect(
      (await t.http.post(`/v1/hq/payments/${ids.dear}/receipt`).set(c.auth).send({ email: 'nope' })).status,
    ).toBe(400);
    expect(
      (await t.http.post(`/v1/hq/payments/${ids.dear}/receipt`).set(c.auth).send({ to: 'x@y.z' })).status,
    ).toBe(400);
    expect(
      (await t.http.post(`/v1/hq/payments/${ids.dear}/receipt`).set(a.auth).send({ email: 'x@y.zz' })).status,
    ).toBe(404);
  });
});
