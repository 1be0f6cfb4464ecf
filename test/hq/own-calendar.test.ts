// Staff see their own calendar (issue 29, docs/roles.md "Staff see their own calendar"): a user
// whose only role in a company is `staff` reads and books the bookings they serve, and reads the
// customers of those bookings; everyone else in the company, and a staff member's other roles,
// see it whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let haircut: string;
/** Anna serves employees[0]'s calendar; Bjarni employees[1]'s. */
let anna: { Authorization: string };
let desk: { Authorization: string };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const at = (day: number, hour: number) => `${dayAfter(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

async function book(headers: object, body: Record<string, unknown>) {
  return t.http
    .post('/v1/hq/events')
    .set(headers as Record<string, string>)
    .send({ company: shop.companyId, event_types: [haircut], ...body });
}

beforeAll(async () => {
  t = await createTestApp();
  const operator = new Operator(t.appDb.prisma);
  shop = await createShop(t.db.prisma, { employees: 2 });
  haircut = await createEventType(t.db.prisma, shop);
  const user = await operator.createUser({ email: 'anna@example.test', companies: [], role: 'staff' });
  // Anna's login becomes the first employee's (as accepting an invitation to that employee would).
  await t.db.sql.query(
    `UPDATE employees SET user_id = $3, role = 'staff' WHERE company_id = $1 AND id = $2`,
    [shop.companyId, shop.employees[0], user.id],
  );
  anna = auth((await operator.issueToken('anna@example.test')).token);
  await operator.createUser({ email: 'desk@example.test', companies: [shop.companyId], role: 'front_desk' });
  desk = auth((await operator.issueToken('desk@example.test')).token);
});
afterAll(() => t?.close());

describe('staff', () => {
  it("read and change the bookings they serve, not another's", async () => {
    const annas = await book(desk, {
      starts_at: at(3, 10),
      employee: shop.employees[0],
      customer_name: 'Ósk',
    });
    const bjarnis = await book(desk, {
      starts_at: at(3, 10),
      employee: shop.employees[1],
      customer_name: 'Páll',
    });
    expect([annas.status, bjarnis.status]).toEqual([200, 200]);

    const list = await t.http.get(`/v1/hq/companies/${shop.companyId}/events`).set(anna);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([annas.body.id]);
    // The front desk sees both: 2 bookings.
    const all = await t.http.get(`/v1/hq/companies/${shop.companyId}/events`).set(desk);
    expect(all.body.map((e: { id: string }) => e.id).sort()).toEqual([annas.body.id, bjarnis.body.id].sort());

    expect((await t.http.get(`/v1/hq/events/${annas.body.id}`).set(anna)).status).toBe(200);
    expect((await t.http.get(`/v1/hq/events/${bjarnis.body.id}`).set(anna)).status).toBe(404);
    const cancelOther = await t.http
      .post(`/v1/hq/events/${bjarnis.body.id}`)
      .set(anna)
      .send({ status: 'cancelled' });
    expect(cancelOther.status).toBe(404);

    // Moving her own booking keeps it in her calendar; handing it to Bjarni is refused.
    const moved = await t.http
      .post(`/v1/hq/events/${annas.body.id}`)
      .set(anna)
      .send({ starts_at: at(3, 12) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect([moved.body.starts_at, moved.body.employee]).toEqual([at(3, 12), shop.employees[0]]);
    const handOver = await t.http
      .post(`/v1/hq/events/${annas.body.id}`)
      .set(anna)
      .send({ starts_at: at(3, 12), employee: shop.employees[1] });
    expect([handOver.status, handOver.body.code]).toEqual([403, 'own_calendar_only']);
  });

  it('book into their own calendar only', async () => {
    const own = await book(anna, { starts_at: at(4, 10), customer_name: 'Rún' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.employee).toBe(shop.employees[0]);
    const other = await book(anna, {
      starts_at: at(4, 11),
      employee: shop.employees[1],
      customer_name: 'Sif',
    });
    expect([other.status, other.body.type, other.body.code]).toEqual([
      403,
      'permission_error',
      'own_calendar_only',
    ]);
  });

  it('read the customers they serve, not the others', async () => {
    const mine = await t.http
      .post('/v1/hq/customers')
      .set(desk)
      .send({ company: shop.companyId, name: 'Served by Anna' });
    const theirs = await t.http
      .post('/v1/hq/customers')
      .set(desk)
      .send({ company: shop.companyId, name: 'Served by Bjarni' });
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    await book(desk, { starts_at: at(5, 10), employee: shop.employees[0], customer: mine.body.id });
    await book(desk, { starts_at: at(5, 10), employee: shop.employees[1], customer: theirs.body.id });

    const list = await t.http.get(`/v1/hq/companies/${shop.companyId}/customers`).set(anna);
    expect(list.status).toBe(200);
    const names = list.body.map((c: { name: string }) => c.name);
    expect(names).toContain('Served by Anna');
    expect(names).not.toContain('Served by Bjarni');
    expect((await t.http.get(`/v1/hq/customers/${mine.body.id}`).set(anna)).status).toBe(200);
    expect((await t.http.get(`/v1/hq/customers/${theirs.body.id}`).set(anna)).status).toBe(404);
    expect((await t.http.get(`/v1/hq/customers/${theirs.body.id}/events`).set(anna)).status).toBe(404);
    expect((await t.http.get(`/v1/hq/customers/${theirs.body.id}`).set(desk)).status).toBe(200);
  });

  it('see the company whole once they hold another role there', async () => {
    await t.http
      .post(
        `/v1/hq/companies/${shop.companyId}/members/${(await t.db.prisma.hqUser.findUniqueOrThrow({ where: { email: 'anna@example.test' } })).id}`,
      )
      .set(shop.auth)
      .send({ role: 'front_desk' })
      .expect(200);
    const list = await t.http.get(`/v1/hq/companies/${shop.companyId}/events`).set(anna);
    const employees = new Set(list.body.map((e: { employee: string }) => e.employee));
    expect([...employees].sort()).toEqual([...shop.employees].sort());
  });
});
