// Customer changes reach webhooks and the live stream (docs/api-conventions.md#webhooks types customer.*): each is
// written as a webhook message in the change's own transaction, carrying the record exactly as
// HQ answers it; an erasure leaves only { id, company, deleted } behind, and blanks the earlier
// messages about the person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
});
afterAll(() => t?.close());

const messages = (objectId: string) =>
  t.db.prisma.webhookMessage.findMany({ where: { object_id: objectId }, orderBy: { seq: 'asc' } });

describe('customer webhooks', () => {
  it('publishes created, updated (with previous_attributes) and deleted, in order', async () => {
    const created = await t.http
      .post('/v1/hq/customers')
      .set(a.auth)
      .send({ company: a.companyId, name: 'Anna Berg', email: 'anna@example.test', notes: 'left-handed' });
    expect(created.status).toBe(200);
    const id = created.body.id as string;

    const updated = await t.http
      .post(`/v1/hq/customers/${id}`)
      .set(a.auth)
      .send({ name: 'Anna Bergsdóttir' });
    expect(updated.status).toBe(200);

    let rows = await messages(id);
    expect(rows.map((m) => m.type)).toEqual(['customer.created', 'customer.updated']);
    // The object is the HQ answer itself (one view function).
    expect((rows[0].payload as any).data.object).toEqual(created.body);
    expect((rows[1].payload as any).data.object).toEqual(updated.body);
    // Only the fields that changed (the name, and so updated_at), with their old values.
    expect((rows[1].payload as any).data.previous_attributes).toEqual({
      name: 'Anna Berg',
      updated_at: created.body.updated_at,
    });
    expect(Number(rows[1].seq)).toBeGreaterThan(Number(rows[0].seq));

    expect((await t.http.delete(`/v1/hq/customers/${id}`).set(a.auth)).status).toBe(204);
    rows = await messages(id);
    expect(rows.map((m) => m.type)).toEqual(['customer.created', 'customer.updated', 'customer.deleted']);
    expect((rows[2].payload as any).data.object).toEqual({ id, company: a.companyId, deleted: true });
    // Erasure blanked what the earlier messages held about the person.
    const text = JSON.stringify(rows.map((m) => m.payload));
    for (const personal of ['Anna', 'anna@example.test', 'left-handed']) expect(text).not.toContain(personal);
  });

  it('publishes nothing for a refused create (409: e-mail held by another customer)', async () => {
    const first = await t.http
      .post('/v1/hq/customers')
      .set(a.auth)
      .send({ company: a.companyId, name: 'Bo', email: 'bo@example.test' });
    expect(first.status).toBe(200);
    const before = await t.db.prisma.webhookMessage.count({ where: { company_id: a.companyId } });
    const again = await t.http
      .post('/v1/hq/customers')
      .set(a.auth)
      .send({ company: a.companyId, name: 'Bo Two', email: 'BO@example.test' });
    expect(again.status).toBe(409);
    expect(await t.db.prisma.webhookMessage.count({ where: { company_id: a.companyId } })).toBe(before);
  });

  it('a merge publishes the merged-away record as deleted, then the kept one as updated', async () => {
    const mk = async (name: string, email: string) =>
      (await t.http.post('/v1/hq/customers').set(a.auth).send({ company: a.companyId, name, email })).body
        .id as string;
    const keep = await mk('Kári', 'kari@example.test');
    const gone = await mk('Kari S.', 'kari.s@example.test');
    const res = await t.http
      .post(`/v1/hq/customers/${keep}/merge`)
      .set(a.auth)
      .send({ from: [gone] });
    expect(res.status).toBe(200);
    expect((await messages(gone)).map((m) => m.type)).toEqual(['customer.created', 'customer.deleted']);
    const kept = await messages(keep);
    expect(kept.map((m) => m.type)).toEqual(['customer.created', 'customer.updated']);
    expect((kept[1].payload as any).data.object).toEqual(res.body);
  });
});
