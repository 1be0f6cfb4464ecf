import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let owner: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  b = await createTenant(t.db.prisma, { name: 'Beta', enterpriseRole: 'owner' });
  // Changing an enterprise needs a role in it (docs/roles.md): its owner changes it.
  const operator = new Operator(t.appDb.prisma);
  await operator.createUser({ email: 'owner-alpha@example.test', enterprise: a.enterpriseId });
  owner = { Authorization: `Bearer ${(await operator.issueToken('owner-alpha@example.test')).token}` };
});
afterAll(() => t?.close());

describe('enterprises', () => {
  it('lists the enterprises the user reaches (through their company)', async () => {
    const res = await t.http.get('/v1/hq/enterprises').set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => e.id)).toEqual([a.enterpriseId]);
    expect(res.body[0]).toMatchObject({ companies: [a.companyId], profile: { name: 'Alpha group' } });
  });

  it('retrieves one, with select', async () => {
    const res = await t.http.get(`/v1/hq/enterprise/${a.enterpriseId}`).query('select=profile').set(a.auth);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'profile']);
  });

  it('updates connections and profile, merging into what is stored', async () => {
    const image = { image: 'https://img.example/e.png', thumb: 'https://img.example/e-t.png', width: 10 };
    let res = await t.http
      .post(`/v1/hq/enterprise/${a.enterpriseId}`)
      .set(owner)
      .send({
        connections: {
          url_name: 'alpha-group',
          available_on_marketplace: true,
          allows_booking_without_auth: true,
          marketplace: { enable_vouchers: true },
          vouchers: { enabled: true },
        },
        profile: { name: 'Alpha Holdings', image, cover_images: [image] },
      });
    expect(res.status).toBe(200);
    expect(res.body.connections).toMatchObject({
      url_name: 'alpha-group',
      available_on_marketplace: true,
      allows_booking_without_auth: true,
      marketplace: { enable_vouchers: true },
      vouchers: { enabled: true },
    });
    expect(res.body.profile).toMatchObject({ name: 'Alpha Holdings', image, cover_images: [image] });
    // Mirrors: the real columns follow the JSON.
    const row = await t.db.prisma.enterprise.findUniqueOrThrow({ where: { id: a.enterpriseId } });
    expect(row).toMatchObject({
      url_name: 'alpha-group',
      available_on_marketplace: true,
      name: 'Alpha Holdings',
    });

    // A second partial update keeps the fields it does not name.
    res = await t.http
      .post(`/v1/hq/enterprise/${a.enterpriseId}`)
      .set(owner)
      .send({ connections: { vouchers: { enabled: false } } });
    expect(res.status).toBe(200);
    expect(res.body.connections).toMatchObject({
      url_name: 'alpha-group',
      allows_booking_without_auth: true,
      vouchers: { enabled: false },
    });
  });

  it('unsets the image', async () => {
    // No body at all: an update that only names `unset`.
    const res = await t.http.post(`/v1/hq/enterprise/${a.enterpriseId}`).query('unset=image').set(owner);
    expect(res.status).toBe(200);
    expect(res.body.profile.image).toBeUndefined();
    expect(res.body.profile.name).toBe('Alpha Holdings');
  });

  it('refuses bad input', async () => {
    const url = `/v1/hq/enterprise/${a.enterpriseId}`;
    for (const [query, body] of [
      ['unset=name', {}],
      ['', { connections: { url_name: 'Not A Slug' } }],
      ['', { connections: { available_on_marketplace: 'yes' } }],
      ['', { profile: { name: { first: 'x' } } }],
      ['', { profile: { colour: 'red' } }],
      ['', { name: 'top-level fields are not writable' }],
      ['', { profile: { image: { image: 'x', bogus: 1 } } }],
      ['unset=image', { profile: { image: { image: 'x' } } }],
    ] as const) {
      const res = await t.http.post(url).query(query).set(owner).send(body);
      expect(res.status, JSON.stringify([query, body])).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    // a settlement account that is not this enterprise's
    const res = await t.http
      .post(url)
      .set(owner)
      .send({ connections: { vouchers: { settlement_account_id: 'nope' } } });
    expect(res.status).toBe(404);
  });

  it('answers 409 for a url_name another enterprise has', async () => {
    const res = await t.http
      .post(`/v1/hq/enterprise/${b.enterpriseId}`)
      .set(b.auth)
      .send({ connections: { url_name: 'alpha-group' } });
    expect(res.status).toBe(409);
    expect(res.body.type).toBe('conflict_error');
  });

  it('lists its companies with sort and pagination', async () => {
    const operator = new Operator(t.appDb.prisma);
    const second = await operator.createCompany({ enterprise: a.enterpriseId, name: 'Alpha Two' });
    // The user is an admin of the enterprise from now on: they reach both companies.
    const admin = await operator.createUser({
      email: 'admin-alpha@example.test',
      enterprise: a.enterpriseId,
    });
    expect(admin.id).toBeTruthy();
    const { token } = await operator.issueToken('admin-alpha@example.test');
    const auth = { Authorization: `Bearer ${token}` };
    let res = await t.http.get(`/v1/hq/enterprise/${a.enterpriseId}/companies`).set(auth);
    expect(res.status).toBe(200);
    // default order: enterprise_order (0 for the first company, 1 for the second)
    expect(res.body.map((c: any) => c.id)).toEqual([a.companyId, second.id]);
    res = await t.http
      .get(`/v1/hq/enterprise/${a.enterpriseId}/companies`)
      .query({
        sort: JSON.stringify({ field: 'name', order: 'desc' }),
        pagination: JSON.stringify({ limit: 1 }),
      })
      .set(auth);
    // names "Alpha Two" > "Alpha" descending: "Alpha Two" first, limit 1
    expect(res.body.map((c: any) => c.name)).toEqual(['Alpha Two']);
    res = await t.http
      .get(`/v1/hq/enterprise/${a.enterpriseId}/companies`)
      .query({ pagination: JSON.stringify({ limit: 1, offset: 1 }) })
      .set(auth);
    expect(res.body.map((c: any) => c.id)).toEqual([second.id]);
    // The employee of the first company sees only that one.
    res = await t.http.get(`/v1/hq/enterprise/${a.enterpriseId}/companies`).set(a.auth);
    expect(res.body.map((c: any) => c.id)).toEqual([a.companyId]);
    for (const q of [{ sort: '{"field":"nope"}' }, { pagination: '{"limit":0}' }, { pagination: 'nojson' }]) {
      const bad = await t.http.get(`/v1/hq/enterprise/${a.enterpriseId}/companies`).query(q).set(auth);
      expect(bad.status).toBe(400);
    }
  });

  it("answers 404 to another tenant's token on every operation", async () => {
    const id = a.enterpriseId;
    for (const res of [
      await t.http.get(`/v1/hq/enterprise/${id}`).set(b.auth),
      await t.http
        .post(`/v1/hq/enterprise/${id}`)
        .set(b.auth)
        .send({ profile: { name: 'x' } }),
      await t.http.get(`/v1/hq/enterprise/${id}/companies`).set(b.auth),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    const list = await t.http.get('/v1/hq/enterprises').set(b.auth);
    expect(list.body.map((e: any) => e.id)).toEqual([b.enterpriseId]);
    expect((await t.http.get('/v1/hq/enterprises')).status).toBe(401);
  });
});
