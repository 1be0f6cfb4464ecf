import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContext } from '../../src/db/audit.ts';
import { AuthService } from '../../src/domain/auth/auth-service.ts';
import { hashToken } from '../../src/domain/auth/secrets.ts';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { one } from '../helpers/rows.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The audit trail (issue 17): every change made through the API is recorded by the database in
 * the transaction of the change, with who (HQ user and token, customer, guest), what (operation,
 * object, changed fields old -> new, secrets masked) and when; listed per company with filters
 * and paging; foreign companies answer 404.
 */
let t: TestApp;
let shop: Shop;
let other: Tenant;
let colleague: { userId: string; token: string };
let cut: string;

const get = (url: string, token = shop.token) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const activities = async (query = '', token = shop.token) => {
  const res = await get(`/v1/hq/companies/${shop.companyId}/activities${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as any[];
};
const filter = (f: object) => `?filter=${encodeURIComponent(JSON.stringify(f))}`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, { employees: 2 });
  cut = await createEventType(t.db.prisma, shop);
  other = await createTenant(t.db.prisma, { name: 'Other' });
  const operator = new Operator(t.appDb.prisma);
  const user = await operator.createUser({ email: 'colleague@example.test', companies: [shop.companyId] });
  colleague = {
    userId: user.id,
    token: await new AuthService(t.appDb.prisma).issueToken(user.id, 'colleague'),
  };
});
afterAll(() => t?.close());

describe('audit trail', () => {
  it('records create, update and delete of an HQ object with who, what and the changed fields', async () => {
    // The trail is stamped by the database (its trigger's now()): compared on the database's clock.
    const started = (await t.db.prisma.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`)[0].now;
    // Nothing written yet through the API: fixtures written directly are not activities.
    expect(await activities()).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/hq/resources',
      headers: shop.auth,
      payload: { company: shop.companyId, type: 'space', name: 'Chair 1' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const renamed = await t.app.inject({
      method: 'POST',
      url: `/v1/hq/resources/${id}`,
      headers: { authorization: `Bearer ${colleague.token}` },
      payload: { name: 'Chair 2' },
    });
    expect(renamed.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/hq/resources/${id}`,
      headers: shop.auth,
    });
    expect(removed.statusCode).toBe(204);

    const trail = await activities(filter({ object_id: id }));
    // Newest first: the delete (a soft delete: deleted_at set), the rename, the create.
    expect(trail.map((a) => [a.operation, a.object.type, a.action])).toEqual([
      ['deleteResource', 'resources', 'update'],
      ['updateResource', 'resources', 'update'],
      ['createResource', 'resources', 'create'],
    ]);
    const ownerToken = await t.db.prisma.apiToken.findUniqueOrThrow({
      where: { token_hash: hashToken(shop.token) },
    });
    const colleagueToken = await t.db.prisma.apiToken.findUniqueOrThrow({
      where: { token_hash: hashToken(colleague.token) },
    });
    // Both are the shop's managers (createUser's default company role), as the trail says.
    expect(trail[2].actor).toEqual({
      type: 'hq_user',
      user: shop.userId,
      token: ownerToken.id,
      marketplace_user: null,
      roles: ['manager'],
    });
    expect(trail[1].actor).toEqual({
      type: 'hq_user',
      user: colleague.userId,
      token: colleagueToken.id,
      marketplace_user: null,
      roles: ['manager'],
    });
    // The rename changed exactly the name (updated_at is not a change of its own).
    expect(trail[1].changes).toEqual({ name: { old: 'Chair 1', new: 'Chair 2' } });
    expect(trail[0].changes.deleted_at.old).toBeNull();
    expect(typeof trail[0].changes.deleted_at.new).toBe('string');
    expect(trail[2].changes.name).toEqual({ old: null, new: 'Chair 1' });
    for (const a of trail) {
      expect(a.company).toBe(shop.companyId);
      expect(Date.parse(a.created_at)).toBeGreaterThanOrEqual(started.getTime() - 1_000);
      expect(a.request_id).toEqual(expect.any(String));
    }
    // Filters: by user, by object type, by time; paging.
    const byColleague = await activities(filter({ user: colleague.userId }));
    expect(byColleague.map((a) => a.operation)).toEqual(['updateResource']);
    expect((await activities(filter({ object_type: 'events' }))).length).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await activities(filter({ from: future }))).toEqual([]);
    expect((await activities(filter({ to: future, object_id: id }))).length).toBe(3);
    const page = await activities(
      `${filter({ object_id: id })}&pagination=${encodeURIComponent('{"limit":1,"offset":1}')}`,
    );
    expect(page.map((a) => a.operation)).toEqual(['updateResource']);
  });

  it("records a created row's every non-null field, from null, and nothing else", async () => {
    // audit_row() has a path of its own for an insert (migration audit_insert_cheaper): the
    // change must be the row as stored, less its null fields and its timestamps.
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/hq/resources',
      headers: shop.auth,
      payload: { company: shop.companyId, type: 'space', name: 'Chair 9' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const [stored] = await t.db.prisma.$queryRaw<{ row: Record<string, unknown> }[]>`
      SELECT to_jsonb(r) AS row FROM resources r WHERE r.company_id = ${shop.companyId} AND r.id = ${id}`;
    const expected = Object.fromEntries(
      Object.entries(stored.row)
        .filter(([k, v]) => v !== null && k !== 'created_at' && k !== 'updated_at')
        .map(([k, v]) => [k, { old: null, new: v }]),
    );
    // Some fields are null on a new resource, and they are not in the change.
    expect(Object.keys(expected).length).toBeLessThan(Object.keys(stored.row).length - 2);
    const [made] = await activities(filter({ object_id: id }));
    expect(made.action).toBe('create');
    expect(made.changes).toEqual(expected);
  });

  it('records a single write outside a transaction (an employee removed)', async () => {
    const employee = shop.employees[1];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/hq/companies/${shop.companyId}/employees/${employee}`,
      headers: shop.auth,
    });
    expect(res.statusCode, res.body).toBe(204);
    const trail = await activities(filter({ object_type: 'employees', object_id: employee }));
    expect(trail.map((a) => [a.operation, a.action, Object.keys(a.changes)])).toEqual([
      ['deleteEmployee', 'update', ['deleted_at']],
    ]);
  });

  it("another tenant's token answers 404 and sees nothing", async () => {
    const res = await get(`/v1/hq/companies/${shop.companyId}/activities`, other.token);
    expect([res.statusCode, res.json().type]).toEqual([404, 'not_found_error']);
  });

  it("records a customer's booking and its cancellation, as that customer", async () => {
    const signUp = await signUpCustomer(t.app, t.db.sql, {
      email: 'audit-customer@example.test',
      password: 'correct horse battery',
      name: 'Ann',
    });
    const customer = signUp.body;
    const auth = { authorization: `Bearer ${customer.token}` };
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/marketplace/events',
      headers: auth,
      payload: {
        company: shop.companyId,
        event_types: [cut],
        starts_at: `${dayAfter(3)}T10:00:00.000Z`,
        customer_name: 'Ann',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const eventId = booked.json().id;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/marketplace/events/${eventId}`,
      headers: auth,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const trail = await activities(filter({ object_type: 'events', object_id: eventId }));
    expect(trail.map((a) => a.action)).toEqual(['update', 'create']);
    for (const a of trail)
      expect(a.actor).toEqual({
        type: 'customer',
        user: null,
        token: null,
        marketplace_user: customer.user.id,
        roles: [],
      });
    expect(trail[0].changes.status).toEqual({ old: 'confirmed', new: 'cancelled' });
  });

  it('is written in the transaction of the change: rolled back with it', async () => {
    const resource = await t.db.prisma.resource.create({
      data: { company_id: shop.companyId, type: 'space', name: 'Rollback me' },
    });
    const actor = { actor_type: 'hq_user' as const, user_id: shop.userId, operation: 'test' };
    // Prisma interactive transaction, then plain SQL (db/sql.ts): a change then a failure.
    await expect(
      auditContext.run(actor, async () =>
        t.db.prisma.$transaction(async (tx) => {
          await one(tx.resource.updateMany({ where: { id: resource.id }, data: { name: 'Changed' } }));
          throw new Error('rollback');
        }),
      ),
    ).rejects.toThrow('rollback');
    await expect(
      auditContext.run(actor, () =>
        t.db.sql.transaction(async (tx) => {
          await tx.query('UPDATE resources SET name = $1 WHERE id = $2', ['Changed', resource.id]);
          throw new Error('rollback');
        }),
      ),
    ).rejects.toThrow('rollback');
    expect(await activities(filter({ object_id: resource.id }))).toEqual([]);
    // The same writes committed are recorded, a single Prisma write outside a transaction too.
    await auditContext.run(actor, () =>
      t.db.sql.transaction((tx) =>
        tx.query('UPDATE resources SET name = $1 WHERE id = $2', ['Changed', resource.id]),
      ),
    );
    // (Prisma's promises are lazy: awaited inside the context, as a request handler does.)
    await auditContext.run(actor, async () => {
      await one(
        t.db.prisma.resource.updateMany({ where: { id: resource.id }, data: { name: 'Changed again' } }),
      );
    });
    const trail = await activities(filter({ object_id: resource.id }));
    expect(trail.map((a) => a.changes.name)).toEqual([
      { old: 'Changed', new: 'Changed again' },
      { old: 'Rollback me', new: 'Changed' },
    ]);
  });

  it('masks secrets: a stored credential shows as *** in old and new', async () => {
    await auditContext.run({ actor_type: 'hq_user', user_id: shop.userId, operation: 'test' }, async () => {
      await t.db.prisma.fiscalizationOnboarding.create({
        data: {
          company_id: shop.companyId,
          tax_credentials_password_encrypted: 'v1:ciphertext-of-a-password',
        },
      });
    });
    const [row] = await activities(filter({ object_type: 'fiscalization_onboardings' }));
    expect(row.changes.tax_credentials_password_encrypted).toEqual({ old: null, new: '***' });
    expect(JSON.stringify(row)).not.toContain('ciphertext');
  });
});
