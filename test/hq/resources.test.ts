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

describe('resources', () => {
  it('creates and reads a table', async () => {
    const res = await t.http
      .post('/v1/hq/resources')
      .set(a.auth)
      .send({ company: a.companyId, type: 'table', name: 'Table 1', min_capacity: 2, max_capacity: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company: a.companyId, type: 'table', name: 'Table 1', max_capacity: 4 });
    const got = await t.http.get(`/v1/hq/resources/${res.body.id}`).set(a.auth);
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(res.body.id);
  });
});
