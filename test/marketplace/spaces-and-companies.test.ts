import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationCode } from '../helpers/customers.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shown: Tenant;
let hidden: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  shown = await createTenant(t.db.prisma, { name: 'Shown Salon', urlName: 'shown-salon' });
  hidden = await createTenant(t.db.prisma, { name: 'Hidden Salon', urlName: 'hidden-salon' });
  await t.db.prisma.company.update({
    where: { id: shown.companyId },
    data: { marketplace_enabled: true, marketplace_visible: true },
  });
  // Enabled but not visible: still hidden from customers.
  await t.db.prisma.company.update({ where: { id: hidden.companyId }, data: { marketplace_enabled: true } });
  for (const tenant of [shown, hidden]) {
    for (const [name, marketplace, type] of [
      ['Room 1', true, 'space'],
      ['Back office', false, 'space'],
      ['Table 9', true, 'table'],
    ] as const) {
      const res = await t.http
        .post('/v1/hq/resources')
        .set(tenant.auth)
        .send({ company: tenant.companyId, type, name, marketplace });
      expect(res.status).toBe(200);
    }
  }
});
afterAll(() => t?.close());

describe('GET /v1/marketplace/companies/{url_name}', () => {
  it('answers a visible company by slug, without its internal settings', async () => {
    const res = await t.http.get('/v1/marketplace/companies/shown-salon');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: shown.companyId, name: 'Shown Salon', url_name: 'shown-salon' });
    expect(res.body.location.time_zone).toBe('Atlantic/Reykjavik');
    for (const secret of [
      'google_analytics',
      'locked_sections',
      'billing_status',
      'invite_link_token',
      'pos',
    ]) {
      expect(res.body).not.toHaveProperty(secret);
    }
  });

  it('answers 404 for a hidden company and for an unknown slug', async () => {
    expect((await t.http.get('/v1/marketplace/companies/hidden-salon')).status).toBe(404);
    expect((await t.http.get(`/v1/marketplace/companies/${hidden.companyId}`)).status).toBe(404);
    const res = await t.http.get('/v1/marketplace/companies/no-such-place');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('not_found_error');
  });
});

describe('marketplace spaces', () => {
  it('lists only marketplace-visible resources of a visible company', async () => {
    const res = await t.http.get(`/v1/marketplace/companies/${shown.companyId}/spaces`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.name).sort()).toEqual(['Room 1', 'Table 9']);
    const onlySpaces = await t.http.get(
      `/v1/marketplace/companies/${shown.companyId}/spaces?filter=${encodeURIComponent('{"type":"space"}')}`,
    );
    expect(onlySpaces.body.map((r: any) => r.name)).toEqual(['Room 1']);
    // Two types: both visible ones; no type at all (an empty list): none, not an error.
    const both = await t.http.get(
      `/v1/marketplace/companies/${shown.companyId}/spaces?filter=${encodeURIComponent('{"type":["space","table"]}')}`,
    );
    expect(both.body.map((r: any) => r.name).sort()).toEqual(['Room 1', 'Table 9']);
    const none = await t.http.get(
      `/v1/marketplace/companies/${shown.companyId}/spaces?filter=${encodeURIComponent('{"type":[]}')}`,
    );
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('does not widen visibility through the filter', async () => {
    const res = await t.http.get(
      `/v1/marketplace/companies/${shown.companyId}/spaces?filter=${encodeURIComponent('{"marketplace":false}')}`,
    );
    expect(res.body.map((r: any) => r.name)).not.toContain('Back office');
  });

  it('answers 404 for the spaces of a hidden company', async () => {
    expect((await t.http.get(`/v1/marketplace/companies/${hidden.companyId}/spaces`)).status).toBe(404);
  });

  it('answers one visible space, and 404 for a hidden one', async () => {
    const all = await t.db.prisma.resource.findMany({
      where: { company_id: { in: [shown.companyId, hidden.companyId] } },
    });
    const visible = all.find((r) => r.company_id === shown.companyId && r.name === 'Room 1')!;
    const back = all.find((r) => r.company_id === shown.companyId && r.name === 'Back office')!;
    const ofHidden = all.find((r) => r.company_id === hidden.companyId && r.name === 'Room 1')!;
    const res = await t.http.get(`/v1/marketplace/spaces/${visible.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: visible.id, name: 'Room 1' });
    expect((await t.http.get(`/v1/marketplace/spaces/${back.id}`)).status).toBe(404);
    expect((await t.http.get(`/v1/marketplace/spaces/${ofHidden.id}`)).status).toBe(404);
  });
});

describe('customer accounts', () => {
  it('signs up by e-mail confirmation, logs in and reads itself with the JWT', async () => {
    const started = await t.http
      .post('/v1/marketplace/users')
      .send({ email: 'Guest@Example.com', password: 'correct horse', name: 'Guðrún' });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ status: 'confirmation_sent', email: 'guest@example.com' });
    expect(started.headers['cache-control']).toBe('no-store');
    // No account until the code from the e-mail comes back.
    expect(await t.db.prisma.marketplaceUser.count({ where: { email: 'guest@example.com' } })).toBe(0);
    const code = await confirmationCode(t.db.sql, 'guest@example.com');
    const signUp = await t.http.post('/v1/marketplace/users/confirmation').send({ token: code });
    expect(signUp.status).toBe(200);
    expect(signUp.body.user).toMatchObject({ email: 'guest@example.com', name: 'Guðrún' });
    expect(signUp.body.token_type).toBe('Bearer');
    // A code works once.
    const again = await t.http.post('/v1/marketplace/users/confirmation').send({ token: code });
    expect([again.status, again.body.code]).toEqual([400, 'invalid_confirmation']);

    // Signing up again with the address answers exactly as for a free one: nothing tells a caller
    // the address has an account. Its owner gets a note saying so, and no code.
    const dup = await t.http
      .post('/v1/marketplace/users')
      .send({ email: 'guest@example.com', password: 'another one' });
    expect(dup.status).toBe(202);
    expect(dup.body).toEqual({ status: 'confirmation_sent', email: 'guest@example.com' });
    const mails = await t.db.sql.query<{ kind: string }>(
      `SELECT kind FROM outbox_messages WHERE "to" = 'guest@example.com' ORDER BY created_at, id`,
    );
    expect(mails.map((m) => m.kind)).toEqual(['signup_confirmation', 'signup_existing_account']);

    const wrong = await t.http
      .post('/v1/marketplace/auth/token')
      .send({ email: 'guest@example.com', password: 'nope nope' });
    expect(wrong.status).toBe(401);

    const login = await t.http
      .post('/v1/marketplace/auth/token')
      .send({ email: 'guest@example.com', password: 'correct horse' });
    expect(login.status).toBe(200);
    const me = await t.http
      .get('/v1/marketplace/users/me')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(signUp.body.user.id);
    // The stored password is a slow hash, never the password.
    const row = await t.db.prisma.marketplaceUser.findUnique({ where: { email: 'guest@example.com' } });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses weak input and bad tokens', async () => {
    expect(
      (await t.http.post('/v1/marketplace/users').send({ email: 'not-an-email', password: 'long enough' }))
        .status,
    ).toBe(400);
    expect(
      (await t.http.post('/v1/marketplace/users').send({ email: 'a@b.co', password: 'short' })).status,
    ).toBe(400);
    expect((await t.http.get('/v1/marketplace/users/me')).status).toBe(401);
    const forged = await t.http
      .get('/v1/marketplace/users/me')
      .set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(forged.status).toBe(401);
    // An HQ token is not a customer token.
    expect((await t.http.get('/v1/marketplace/users/me').set(shown.auth)).status).toBe(401);
  });
});
