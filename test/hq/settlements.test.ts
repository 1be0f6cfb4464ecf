import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousWeekStart, weekStartOf } from '../../src/domain/settlements/settlement-service.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { createEmployee } from '../helpers/money.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let enterpriseAccount: string;
let employeeAccount: string;
let employeeId: string;
const week = new Date('2026-03-02T00:00:00Z'); // a Monday
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

async function payment(
  companyId: string,
  data: Partial<Prisma.PaymentUncheckedCreateInput> & { amount: number; at: string },
) {
  const { at, amount, ...rest } = data;
  return t.db.prisma.payment.create({
    data: {
      company_id: companyId,
      currency: 'EUR',
      status: 'unsettled',
      reason: 'noshow',
      settled_to: 'enterprise',
      ...rest,
      amount: new Prisma.Decimal(amount),
      created_at: new Date(at),
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // Owners of their enterprises: settlement accounts need a role in it (docs/roles.md).
  a = await createTenant(t.db.prisma, { enterpriseRole: 'owner' });
  b = await createTenant(t.db.prisma, { enterpriseRole: 'owner' });
  const prisma = t.db.prisma;
  await prisma.company.update({
    where: { id: a.companyId },
    data: { payment_fees: { event: 0.05, voucher: 0.1, paylink: 0.02 } },
  });
  const employee = await createEmployee(prisma, a.companyId, { ownSettlements: true });
  employeeId = employee.id;
  enterpriseAccount = (
    await prisma.settlementAccount.create({
      data: {
        enterprise_id: a.enterpriseId,
        name: 'Main account',
        ssn: '0101302989',
        bank: '0133',
        book: '26',
        account: '0133-26-001234',
      },
    })
  ).id;
  employeeAccount = (
    await prisma.settlementAccount.create({
      data: {
        enterprise_id: a.enterpriseId,
        employee_id: employeeId,
        name: 'Anna',
        ssn: '1111',
        account: '9999-26-004321',
      },
    })
  ).id;
});
afterAll(() => t?.close());

describe('weeks', () => {
  it('starts on Monday 00:00 UTC', () => {
    expect(weekStartOf(new Date('2026-03-08T23:59:59Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(weekStartOf(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(previousWeekStart(new Date('2026-03-09T03:00:00Z')).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });
});

describe('settleWeek', () => {
  it('bulks the week into one settlement per recipient, once, however often it runs', async () => {
    const p1 = await payment(a.companyId, { amount: 1000, at: '2026-03-03T09:00:00Z' });
    const p2 = await payment(a.companyId, { amount: 2500.5, at: '2026-03-05T09:00:00Z' });
    const p3 = await payment(a.companyId, { amount: 10000, reason: 'voucher', at: '2026-03-08T23:59:00Z' });
    const nextWeek = await payment(a.companyId, { amount: 800, at: '2026-03-09T00:00:00Z' });
    const pending = await payment(a.companyId, {
      amount: 999,
      status: 'pending',
      at: '2026-03-04T09:00:00Z',
    });
    const refunded = await payment(a.companyId, {
      amount: 700,
      status: 'refunded',
      at: '2026-03-04T09:00:00Z',
    });
    const dollars = await payment(a.companyId, { amount: 50, currency: 'USD', at: '2026-03-04T09:00:00Z' });
    const own = await payment(a.companyId, {
      amount: 3000,
      at: '2026-03-04T09:00:00Z',
      employee_id: employeeId,
      settles_to_employee: true,
      settled_to: `employee:${employeeId}`,
    });
    const foreign = await payment(b.companyId, { amount: 123, at: '2026-03-04T09:00:00Z' });

    const settlements = t.app.services.settlements;
    const first = await settlements.settleWeek(a.companyId, week);
    expect(first.created).toHaveLength(2);
    expect(first.existing).toHaveLength(0);
    const again = await settlements.settleWeek(a.companyId, week);
    expect(again.created).toHaveLength(0);
    expect(again.existing.map((s) => s.id).sort()).toEqual(first.created.map((s) => s.id).sort());
    // Concurrent runs (two instances) add nothing either.
    const racing = await Promise.all([
      settlements.settleWeek(a.companyId, week),
      settlements.settleWeek(a.companyId, week),
    ]);
    expect(racing.flatMap((r) => r.created)).toHaveLength(0);
    expect(await t.db.prisma.settlement.count({ where: { company_id: a.companyId } })).toBe(2);

    const ent = first.created.find((s) => s.settled_to === 'enterprise')!;
    // No-show fees: 1000 + 2500.50 = 3500.50; fee 3500.50 × 0.05 = 175.025 → 175.03 (half-up);
    //   net 3500.50 − 175.03 = 3325.47.
    // Vouchers: 10000; fee 10000 × 0.10 = 1000; net 9000.
    // Totals: 3500.50 + 10000 = 13500.50; fee 175.03 + 1000 = 1175.03; net 13500.50 − 1175.03 = 12325.47.
    expect(ent.line_items).toEqual([
      { title: 'No-show fees', quantity: 2, total: 3500.5, fee: 175.03, net_total: 3325.47 },
      { title: 'Vouchers', quantity: 1, total: 10000, fee: 1000, net_total: 9000 },
    ]);
    expect(ent.total.toNumber()).toBe(13500.5);
    expect(ent.fee.toNumber()).toBe(1175.03);
    expect(ent.net_total.toNumber()).toBe(12325.47);
    expect(ent.settlement_account_id).toBe(enterpriseAccount);
    expect(ent.payments_from.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(ent.payments_to.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    // The totals equal the sum of the line items and of the linked payments.
    const items = ent.line_items as { total: number; fee: number; net_total: number }[];
    const sum = (k: 'total' | 'fee' | 'net_total') =>
      items.reduce((acc, i) => acc.plus(i[k]), new Prisma.Decimal(0));
    expect(sum('total').equals(ent.total)).toBe(true);
    expect(sum('fee').equals(ent.fee)).toBe(true);
    expect(sum('net_total').equals(ent.net_total)).toBe(true);
    const linked = await t.db.prisma.payment.findMany({ where: { settlement_id: ent.id } });
    expect(linked.map((p) => p.id).sort()).toEqual([p1.id, p2.id, p3.id].sort());
    expect(linked.reduce((acc, p) => acc.plus(p.amount), new Prisma.Decimal(0)).equals(ent.total)).toBe(true);
    for (const p of linked) {
      expect(p.status).toBe('settled');
      expect(p.settled_at).toBeInstanceOf(Date);
    }

    const emp = first.created.find((s) => s.settled_to === `employee:${employeeId}`)!;
    // 3000 × 0.05 = 150; net 2850.
    expect(emp.line_items).toEqual([
      { title: 'No-show fees', quantity: 1, total: 3000, fee: 150, net_total: 2850 },
    ]);
    expect(emp.settlement_account_id).toBe(employeeAccount);
    expect((await t.db.prisma.payment.findFirstOrThrow({ where: { id: own.id } })).settlement_id).toBe(
      emp.id,
    );

    // Left alone: next week's, pending, refunded, another currency, another company.
    for (const p of [nextWeek, pending, refunded, dollars, foreign]) {
      const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: p.id } });
      expect(row.settlement_id, p.id).toBeNull();
      expect(row.status).toBe(p.status);
    }

    // A payment of the settled week captured late is taken by the next week's run (with that week's).
    const late = await payment(a.companyId, { amount: 200, at: '2026-03-06T09:00:00Z' });
    expect((await settlements.settleWeek(a.companyId, week)).created).toHaveLength(0);
    const next = await settlements.settleWeek(a.companyId, new Date('2026-03-09T00:00:00Z'));
    expect(next.created).toHaveLength(1);
    // 800 + 200 = 1000 no-show fees; fee 50; net 950.
    expect(next.created[0].line_items).toEqual([
      { title: 'No-show fees', quantity: 2, total: 1000, fee: 50, net_total: 950 },
    ]);
    expect((await t.db.prisma.payment.findFirstOrThrow({ where: { id: late.id } })).status).toBe('settled');
  });

  it('refuses a week start that is not a Monday 00:00 UTC', async () => {
    await expect(
      t.app.services.settlements.settleWeek(a.companyId, new Date('2026-03-03T00:00:00Z')),
    ).rejects.toThrow(/Monday/);
  });
});

describe('settlement routes', () => {
  it('lists the settlements newest week first, with the account masked', async () => {
    const url = `/v1/hq/companies/${a.companyId}/settlements`;
    const res = await t.http.get(url).set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.payments_from)).toEqual([
      '2026-03-09T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    const ent = res.body.find(
      (s: any) => s.settled_to === 'enterprise' && s.payments_from.startsWith('2026-03-02'),
    );
    expect(ent).toMatchObject({
      total: 13500.5,
      fee: 1175.03,
      net_total: 12325.47,
      transferred_to_enterprise: false,
    });
    expect(ent.settlement_account).toMatchObject({
      id: enterpriseAccount,
      ssn: '******2989',
      account: '**********1234',
    });
    const filtered = await t.http
      .get(`${url}?filter=${q({ settled_to: `employee:${employeeId}` })}&select=total`)
      .set(a.auth);
    expect(filtered.body).toEqual([{ id: expect.any(String), total: 3000 }]);
    const byWeek = await t.http
      .get(`${url}?filter=${q({ payments_from: '2026-03-09T00:00:00Z' })}`)
      .set(a.auth);
    expect(byWeek.body).toHaveLength(1);
    const sorted = await t.http
      .get(`${url}?sort=${q({ field: 'total', order: 'asc' })}&pagination=${q({ limit: 2 })}`)
      .set(a.auth);
    expect(sorted.body.map((s: any) => s.total)).toEqual([1000, 3000]);
    for (const bad of [`filter=${q({ amount: 1 })}`, `sort=${q({ field: 'fee' })}`, 'expand=company']) {
      expect((await t.http.get(`${url}?${bad}`).set(a.auth)).status, bad).toBe(400);
    }
    expect((await t.http.get(url).set(b.auth)).status).toBe(404);
  });

  it('lists and retrieves settlement accounts masked; other enterprises get 404', async () => {
    const url = `/v1/hq/enterprise/${a.enterpriseId}/settlement_accounts`;
    const list = await t.http.get(url).set(a.auth);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({
      id: enterpriseAccount,
      name: 'Main account',
      ssn: '******2989',
      bank: '0133',
      book: '26',
      account: '**********1234',
    });
    // Four characters or fewer are masked whole.
    expect(list.body[1]).toMatchObject({ id: employeeAccount, ssn: '****', account: '**********4321' });
    const one = await t.http.get(`${url}/${enterpriseAccount}?select=ssn`).set(a.auth);
    expect(one.body).toEqual({ id: enterpriseAccount, ssn: '******2989' });
    expect((await t.http.get(url).set(b.auth)).status).toBe(404);
    expect((await t.http.get(`${url}/${enterpriseAccount}`).set(b.auth)).status).toBe(404);
    expect(
      (
        await t.http
          .get(`/v1/hq/enterprise/${b.enterpriseId}/settlement_accounts/${enterpriseAccount}`)
          .set(b.auth)
      ).status,
    ).toBe(404);
    expect((await t.http.get(`${url}?select=password`).set(a.auth)).status).toBe(400);
  });
});
