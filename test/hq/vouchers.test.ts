import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVoucherCode } from '../../src/domain/vouchers/voucher-service.ts';
import { now } from '../helpers/clock.ts';
import { one } from '../helpers/rows.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let eventTypeId: string;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
  const vat = await t.db.prisma.vat.create({
    data: { company_id: a.companyId, ratio: 0.24, country_code: 'IS' },
  });
  const et = await t.db.prisma.eventType.create({
    data: {
      company_id: a.companyId,
      vat_id: vat.id,
      title: 'Haircut',
      duration: 30,
      variations: [{ id: 'v1', label: 'Short', prices: [{ currency: 'EUR', amount: 40 }] }],
    },
  });
  eventTypeId = et.id;
});
afterAll(() => t?.close());

describe('voucher templates', () => {
  let templateId: string;

  it('creates with the spec defaults', async () => {
    const res = await t.http
      .post('/v1/hq/voucher_templates')
      .set(a.auth)
      .send({ company: a.companyId, currency: 'EUR', amount: 50, title: 'Gift card' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      currency: 'EUR',
      amount: 50,
      type: 'amount',
      title: 'Gift card',
      number_of_guests: 1,
      expiration_months_after_purchase: 48,
      marketplace: false,
      images: [],
      event_type: null,
    });
    templateId = res.body.id;
  });

  it('creates a service template tied to an event type variation, expandable', async () => {
    const res = await t.http
      .post('/v1/hq/voucher_templates?expand=event_type')
      .set(a.auth)
      .send({
        company: a.companyId,
        currency: 'eur',
        amount: 40,
        type: 'service',
        event_type: { id: eventTypeId },
        variation_id: 'v1',
        sessions_total: 3,
        number_of_guests: 2,
        expiration_months_after_purchase: 12,
        primary_color: '#aa3300',
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'EUR',
      sessions_total: 3,
      number_of_guests: 2,
      variation_id: 'v1',
    });
    expect(res.body.event_type).toMatchObject({ id: eventTypeId, title: 'Haircut' });
  });

  it('refuses bad template bodies', async () => {
    const base = { company: a.companyId, currency: 'EUR', amount: 10 };
    for (const body of [
      { company: a.companyId, currency: 'EUR' },
      { company: a.companyId, amount: 10 },
      { currency: 'EUR', amount: 10 },
      { ...base, amount: 0 },
      { ...base, amount: 0.5 },
      { ...base, amount: 'ten' },
      { ...base, currency: 'EURO' },
      { ...base, number_of_guests: 0 },
      { ...base, expiration_months_after_purchase: 0 },
      { ...base, type: 'gift' },
      { ...base, colour: 'red' },
      { ...base, primary_color: 'red' },
      { ...base, type: 'service' },
      { ...base, variation_id: 'v1' },
      { ...base, event_type: eventTypeId, variation_id: 'nope' },
    ]) {
      const res = await t.http.post('/v1/hq/voucher_templates').set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    expect(
      (await t.http.post('/v1/hq/voucher_templates').set(b.auth).send(base)).status,
      'another company',
    ).toBe(404);
    expect(
      (
        await t.http
          .post('/v1/hq/voucher_templates')
          .set(b.auth)
          .send({ company: b.companyId, currency: 'EUR', amount: 10, event_type: eventTypeId })
      ).status,
      "another company's event type",
    ).toBe(404);
  });

  it('retrieves, updates and lists; other companies get 404', async () => {
    const url = `/v1/hq/voucher_templates/${templateId}`;
    expect((await t.http.get(url).set(a.auth)).body.title).toBe('Gift card');
    expect((await t.http.get(url).set(b.auth)).status).toBe(404);
    const updated = await t.http
      .post(url)
      .set(a.auth)
      .send({ amount: 75, marketplace: true, title: 'Gift card 75' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      amount: 75,
      marketplace: true,
      title: 'Gift card 75',
      currency: 'EUR',
    });
    for (const body of [{ amount: 0 }, { currency: 'USD' }, { company: b.companyId }, { type: 'service' }]) {
      expect((await t.http.post(url).set(a.auth).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.http.post(url).set(b.auth).send({ amount: 80 })).status).toBe(404);

    const list = `/v1/hq/companies/${a.companyId}/voucher_templates`;
    const all = await t.http.get(list).set(a.auth);
    expect(all.body).toHaveLength(2);
    const market = await t.http.get(`${list}?filter=${q({ marketplace: true })}`).set(a.auth);
    expect(market.body.map((x: any) => x.id)).toEqual([templateId]);
    const byAmount = await t.http
      .get(`${list}?sort=${q({ field: 'amount', order: 'desc' })}&select=amount`)
      .set(a.auth);
    expect(byAmount.body.map((x: any) => x.amount)).toEqual([75, 40]);
    expect((await t.http.get(`${list}?filter=${q({ kind: 'x' })}`).set(a.auth)).status).toBe(400);
    expect((await t.http.get(list).set(b.auth)).status).toBe(404);
  });

  it('deletes an unused template; a used one is a 409', async () => {
    const spare = await t.http
      .post('/v1/hq/voucher_templates')
      .set(a.auth)
      .send({ company: a.companyId, currency: 'EUR', amount: 5 });
    expect((await t.http.delete(`/v1/hq/voucher_templates/${spare.body.id}`).set(b.auth)).status).toBe(404);
    const del = await t.http.delete(`/v1/hq/voucher_templates/${spare.body.id}`).set(a.auth);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await t.http.get(`/v1/hq/voucher_templates/${spare.body.id}`).set(a.auth)).status).toBe(404);

    await t.app.services.vouchers.issueFromTemplate(t.db.sql, a.companyId, templateId);
    const refused = await t.http.delete(`/v1/hq/voucher_templates/${templateId}`).set(a.auth);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'conflict_error', code: 'voucher_template_in_use' });
  });
});

describe('vouchers', () => {
  let templateId: string;
  let voucherId: string;

  beforeAll(async () => {
    const tpl = await t.http.post('/v1/hq/voucher_templates').set(a.auth).send({
      company: a.companyId,
      currency: 'EUR',
      amount: 100,
      title: 'Spa day',
      expiration_months_after_purchase: 12,
    });
    templateId = tpl.body.id;
  });

  it('issues vouchers with unguessable unique codes and the expiration from the template', async () => {
    expect(newVoucherCode()).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const codes = new Set(Array.from({ length: 1000 }, newVoucherCode));
    expect(codes.size).toBe(1000);
    // Issued at noon (UTC) on the first of this month: it expires 12 months later, at noon on the
    // first of this month next year, and is not expired on any day the suite runs.
    const today = new Date(now());
    const [year, month] = [today.getUTCFullYear(), today.getUTCMonth()];
    const v = await t.app.services.vouchers.issueFromTemplate(t.db.sql, a.companyId, templateId, {
      email: 'friend@example.test',
      message: 'Happy birthday',
      now: new Date(Date.UTC(year, month, 1, 12)),
    });
    voucherId = v.id;
    const res = await t.http.get(`/v1/hq/vouchers/${v.id}`).set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 100,
      currency: 'EUR',
      status: 'never_used',
      template: templateId,
      company: a.companyId,
      expiration: new Date(Date.UTC(year + 1, month, 1, 12)).toISOString(),
      data: { type: 'amount', voucher_template: templateId, voucher_template_amount: 100 },
    });
    expect(res.body.code).toBe(v.code);
    expect((await t.http.get(`/v1/hq/vouchers/${v.id}`).set(b.auth)).status).toBe(404);
    expect(
      (await t.http.get(`/v1/hq/vouchers/${v.id}?expand=template`).set(a.auth)).body.template,
    ).toMatchObject({
      id: templateId,
      title: 'Spa day',
    });
  });

  it('updates, sets and unsets the customer, derives the status from use', async () => {
    const customer = await t.db.prisma.customer.create({ data: { company_id: a.companyId, name: 'Sigga' } });
    const url = `/v1/hq/vouchers/${voucherId}`;
    const set = await t.http
      .post(url)
      .set(a.auth)
      .send({ customer: customer.id, color: '#ffcc00', message: 'Njóttu!' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ customer: customer.id, color: '#ffcc00', message: 'Njóttu!' });
    const unset = await t.http.post(`${url}?unset=customer`).set(a.auth).send({});
    expect(unset.body.customer).toBeNull();
    for (const query of ['unset=email', 'unset=code']) {
      expect((await t.http.post(`${url}?${query}`).set(a.auth).send({})).status, query).toBe(400);
    }
    for (const body of [
      { code: 'AAAA' },
      { status: 'used' },
      { amount: -1 },
      { email: 'nope' },
      { data: { foo: 1 } },
    ]) {
      expect((await t.http.post(url).set(a.auth).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.http.post(`${url}?unset=customer`).set(a.auth).send({ customer: customer.id })).status,
    ).toBe(400);
    const foreignCustomer = await t.db.prisma.customer.create({
      data: { company_id: b.companyId, name: 'X' },
    });
    expect((await t.http.post(url).set(a.auth).send({ customer: foreignCustomer.id })).status).toBe(404);
    expect((await t.http.post(url).set(a.auth).send({ company: b.companyId })).status).toBe(400);
    expect((await t.http.post(url).set(b.auth).send({ color: '#000' })).status).toBe(404);

    // Status from use: 40 of 100 redeemed → partially_used; 100 of 100 → used.
    await one(t.db.prisma.voucher.updateMany({ where: { id: voucherId }, data: { amount_used: 40 } }));
    expect((await t.http.post(url).set(a.auth).send({})).body.status).toBe('partially_used');
    await one(t.db.prisma.voucher.updateMany({ where: { id: voucherId }, data: { amount_used: 100 } }));
    expect((await t.http.post(url).set(a.auth).send({ color: '#000000' })).body.status).toBe('used');
  });

  it('lists with VoucherFilter (status incl. expired), sort and pagination', async () => {
    const fresh = await t.app.services.vouchers.issueFromTemplate(t.db.sql, a.companyId, templateId, {
      email: 'X@Example.test',
    });
    const old = await t.app.services.vouchers.issueFromTemplate(t.db.sql, a.companyId, templateId, {
      now: new Date('2020-01-01T00:00:00Z'),
    });
    const list = `/v1/hq/companies/${a.companyId}/vouchers`;
    const ids = async (filter: unknown) =>
      (await t.http.get(`${list}?filter=${q(filter)}`).set(a.auth)).body.map((v: any) => v.id).sort();
    expect(await ids({ status: 'expired' })).toEqual([old.id]);
    expect(await ids({ status: 'used' })).toEqual([voucherId]);
    expect((await ids({ status: 'never_used' })).includes(fresh.id)).toBe(true);
    expect((await ids({ status: 'never_used' })).includes(old.id)).toBe(false);
    expect(await ids({ code: fresh.code.toLowerCase() })).toEqual([fresh.id]);
    expect(await ids({ email: 'x@example.TEST' })).toEqual([fresh.id]);
    const byExpiry = await t.http
      .get(`${list}?sort=${q({ field: 'expiration', order: 'asc' })}&pagination=${q({ limit: 1 })}`)
      .set(a.auth);
    expect(byExpiry.body.map((v: any) => v.id)).toEqual([old.id]);
    expect((await t.http.get(`${list}?filter=${q({ status: 'lost' })}`).set(a.auth)).status).toBe(400);
    expect((await t.http.get(list).set(b.auth)).status).toBe(404);
  });

  it('queues the voucher notification in the outbox', async () => {
    const url = `/v1/hq/vouchers/${voucherId}/notification`;
    const res = await t.http.post(url).set(a.auth).send({ email: 'friend2@example.test' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(voucherId);
    const msg = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'friend2@example.test' } });
    expect(msg.kind).toBe('voucher_notification');
    expect(msg.body).toContain(
      (await t.db.prisma.voucher.findFirstOrThrow({ where: { id: voucherId } })).code,
    );
    expect(msg.subject).toBe(
      `Your gift voucher from ${(await t.db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } })).name}`,
    );
    expect((await t.http.post(url).set(a.auth).send({ email: 'bad' })).status).toBe(400);
    expect((await t.http.post(url).set(a.auth).send({ email: 'a@b.cd', cc: 'x' })).status).toBe(400);
    expect((await t.http.post(url).set(b.auth).send({ email: 'a@b.cd' })).status).toBe(404);
  });
});
