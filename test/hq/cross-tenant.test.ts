import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Walks every HQ route of the served OpenAPI document with the token of another tenant: every
 * operation on tenant A's objects (IDs in the path, or the company in a create body) must answer
 * 404, never revealing that the object exists.
 */
let t: TestApp;
let a: Tenant;
let b: Tenant;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  // B holds every role of its own: the test is of reach, not roles (docs/roles.md).
  b = await createTenant(t.db.prisma, { name: 'Beta', enterpriseRole: 'owner' });
  const vats = await t.http.get(`/v1/hq/companies/${a.companyId}/vats`).set(a.auth);
  const et = await t.http
    .post('/v1/hq/event_types')
    .set(a.auth)
    .send({ company: a.companyId, vat: vats.body[0].id, title: 'Cut', duration: 30 });
  const group = await t.http
    .post('/v1/hq/event_type_groups')
    .set(a.auth)
    .send({ company: a.companyId, title: 'G' });
  const employee = await t.http
    .post('/v1/hq/employees')
    .set(a.auth)
    .send({ company: a.companyId, name: 'E' });
  const resource = await t.http
    .post('/v1/hq/resources')
    .set(a.auth)
    .send({ company: a.companyId, type: 'space', name: 'Room' });
  const event = await t.db.prisma.event.create({
    data: { company_id: a.companyId, starts_at: new Date(), ends_at: new Date(Date.now() + 3_600_000) },
  });
  Object.assign(ids, {
    event_id: event.id,
    company_id: a.companyId,
    enterprise_id: a.enterpriseId,
    event_type_id: et.body.id,
    event_type_group_id: group.body.id,
    employee_id: employee.body.id,
    resource_id: resource.body.id,
  });
});
afterAll(() => t?.close());

/** Bodies of the creates that take the company in the body. */
const creates: Record<string, () => Record<string, unknown>> = {
  '/v1/hq/event_types': () => ({ company: a.companyId, vat: 'vat_is_24', title: 'x', duration: 30 }),
  '/v1/hq/event_type_groups': () => ({ company: a.companyId }),
  '/v1/hq/employees': () => ({ company: a.companyId, name: 'x' }),
  '/v1/hq/resources': () => ({ company: a.companyId, type: 'space', name: 'x' }),
  '/v1/hq/events': () => ({
    company: a.companyId,
    event_types: [ids.event_type_id],
    starts_at: new Date(Date.now() + 86_400_000).toISOString(),
  }),
};

/** Valid bodies of operations on an object in the path whose body has required fields. */
const bodies: Record<string, () => Record<string, unknown>> = {
  '/v1/hq/companies/{company_id}/invitations': () => ({ email: 'x@example.test', role: 'staff' }),
  '/v1/hq/enterprise/{enterprise_id}/invitations': () => ({ email: 'x@example.test', role: 'admin' }),
};

describe("every HQ route with another tenant's token", () => {
  it('answers 404', async () => {
    const doc = (await t.http.get('/docs/json')).body;
    const walked: string[] = [];
    for (const [path, item] of Object.entries<Record<string, unknown>>(doc.paths)) {
      if (!path.startsWith('/v1/hq/')) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const method of Object.keys(item)) {
        if (!['get', 'post', 'delete'].includes(method)) continue;
        let body: Record<string, unknown> | undefined;
        if (params.length === 0) {
          if (method !== 'post' || !creates[path]) continue; // lists of the caller's own objects
          body = creates[path]();
        } else if (params.some((p) => !ids[p])) {
          continue; // an object kind this walk does not create (other areas' routes)
        }
        const url = path.replace(/\{(\w+)\}/g, (_, p) => ids[p]);
        let req = (t.http as any)[method](url).set(b.auth);
        if (method === 'post')
          req = req.send(body ?? bodies[path]?.() ?? (path.endsWith('/duplicate') ? { count: 1 } : {}));
        const res = await req;
        walked.push(`${method.toUpperCase()} ${path}`);
        expect(res.status, `${method.toUpperCase()} ${path}`).toBe(404);
        expect(res.body.type, `${method.toUpperCase()} ${path}`).toBe('not_found_error');
      }
    }
    // The walk covered the operations of this area at least.
    for (const op of [
      'GET /v1/hq/enterprise/{enterprise_id}',
      'POST /v1/hq/enterprise/{enterprise_id}',
      'GET /v1/hq/enterprise/{enterprise_id}/companies',
      'GET /v1/hq/companies/{company_id}',
      'POST /v1/hq/companies/{company_id}',
      'GET /v1/hq/companies/{company_id}/vats',
      'POST /v1/hq/event_types',
      'GET /v1/hq/companies/{company_id}/event_types',
      'GET /v1/hq/event_types/{event_type_id}',
      'POST /v1/hq/event_types/{event_type_id}',
      'DELETE /v1/hq/event_types/{event_type_id}',
      'POST /v1/hq/event_type_groups',
      'GET /v1/hq/companies/{company_id}/event_type_groups',
      'GET /v1/hq/event_type_groups/{event_type_group_id}',
      'POST /v1/hq/event_type_groups/{event_type_group_id}',
      'DELETE /v1/hq/event_type_groups/{event_type_group_id}',
      'POST /v1/hq/employees',
      'GET /v1/hq/companies/{company_id}/employees',
      'GET /v1/hq/companies/{company_id}/employees/{employee_id}',
      'POST /v1/hq/companies/{company_id}/employees/{employee_id}',
      'DELETE /v1/hq/companies/{company_id}/employees/{employee_id}',
      'POST /v1/hq/events',
      'GET /v1/hq/companies/{company_id}/events',
      'GET /v1/hq/events/{event_id}',
      'POST /v1/hq/events/{event_id}',
    ]) {
      expect(walked).toContain(op);
    }
    // And nothing of A's changed: its objects are all still there for A.
    for (const url of [
      `/v1/hq/event_types/${ids.event_type_id}`,
      `/v1/hq/event_type_groups/${ids.event_type_group_id}`,
      `/v1/hq/companies/${a.companyId}/employees/${ids.employee_id}`,
    ]) {
      expect((await t.http.get(url).set(a.auth)).status, url).toBe(200);
    }
  });
});
