import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/domain/auth/auth-service.ts';
import { hashToken } from '../../src/domain/auth/secrets.ts';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Scoped HQ tokens (issue 17): `read` tokens may only GET (a write answers 403 permission_error
 * and changes nothing); a token limited to companies reaches only those (others answer 404, as
 * for any object the caller cannot see); expired tokens are refused; a user lists and revokes
 * their own tokens, and the token itself is never shown again.
 */
let t: TestApp;
let a: Tenant;
let b: Tenant;
let second: string; // a second company of A's owner
let auth: AuthService;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  b = await createTenant(t.db.prisma, { name: 'Beta' });
  const operator = new Operator(t.appDb.prisma);
  second = (await operator.createCompany({ enterprise: a.enterpriseId, name: 'Alpha Two' })).id;
  await t.db.prisma.employee.create({
    data: { company_id: second, user_id: a.userId, name: 'Owner', role: 'manager' },
  });
  auth = new AuthService(t.appDb.prisma);
});
afterAll(() => t?.close());

describe('scoped HQ tokens', () => {
  it('a read token reads, and each write answers 403 permission_error without changing anything', async () => {
    const token = await auth.issueToken(a.userId, { name: 'reader', scope: 'read' });
    const list = await t.app.inject({
      url: `/v1/hq/companies/${a.companyId}/resources`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const before = await t.db.prisma.resource.count();
    const writes = [
      {
        method: 'POST' as const,
        url: '/v1/hq/resources',
        payload: { company: a.companyId, type: 'space', name: 'X' },
      },
      { method: 'POST' as const, url: `/v1/hq/companies/${a.companyId}`, payload: { name: 'Renamed' } },
      { method: 'DELETE' as const, url: '/v1/hq/api_tokens/whatever' },
    ];
    for (const w of writes) {
      const res = await t.app.inject({ ...w, headers: bearer(token) });
      expect([res.statusCode, res.json().type, res.json().code], w.url).toEqual([
        403,
        'permission_error',
        'insufficient_scope',
      ]);
    }
    expect(await t.db.prisma.resource.count()).toBe(before);
    expect((await t.db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } })).name).toBe('Alpha');
    // The same write with a write token goes through: the 403 was the scope, not the request.
    const ok = await t.app.inject({ ...writes[0], headers: a.auth });
    expect(ok.statusCode).toBe(200);
  });

  it('a token limited to one company reaches only it, though its user reaches two', async () => {
    const token = await auth.issueToken(a.userId, { companyIds: [a.companyId] });
    const mine = await t.app.inject({ url: '/v1/hq/companies', headers: bearer(token) });
    expect(mine.json().map((c: { id: string }) => c.id)).toEqual([a.companyId]);
    const all = await t.app.inject({ url: '/v1/hq/companies', headers: a.auth });
    expect(
      all
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a.companyId, second].sort());
    const other = await t.app.inject({ url: `/v1/hq/companies/${second}`, headers: bearer(token) });
    expect(other.statusCode).toBe(404);
    // A company outside the user's reach cannot be named: 404, no token.
    await expect(auth.issueToken(a.userId, { companyIds: [b.companyId] })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('an expired token answers 401', async () => {
    const token = await auth.issueToken(a.userId, { expiresAt: new Date(Date.now() - 1_000) });
    const res = await t.app.inject({ url: '/v1/hq/companies', headers: bearer(token) });
    expect([res.statusCode, res.json().type]).toEqual([401, 'authentication_error']);
  });

  it("lists the user's live tokens without the token or its hash; revokes its own, 404 for another's", async () => {
    const token = await auth.issueToken(a.userId, { name: 'to revoke', scope: 'write' });
    const row = await t.db.prisma.apiToken.findUniqueOrThrow({ where: { token_hash: hashToken(token) } });
    const list = await t.app.inject({ url: '/v1/hq/api_tokens', headers: a.auth });
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((x: { id: string }) => x.id === row.id);
    expect(entry).toMatchObject({ id: row.id, name: 'to revoke', scope: 'write', companies: [] });
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row.token_hash);
    // Only A's user's tokens: B's is not there, and expired ones are not either.
    const bRow = await t.db.prisma.apiToken.findFirstOrThrow({ where: { user_id: b.userId } });
    expect(list.json().map((x: { id: string }) => x.id)).not.toContain(bRow.id);
    for (const x of list.json())
      expect(x.expires_at === null || Date.parse(x.expires_at) > Date.now()).toBe(true);

    // B cannot revoke A's token (404), A can.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v1/hq/api_tokens/${row.id}`,
      headers: b.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/hq/companies', headers: bearer(token) })).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v1/hq/api_tokens/${row.id}`,
      headers: a.auth,
    });
    expect([revoke.statusCode, revoke.body]).toEqual([204, '']);
    expect((await t.app.inject({ url: '/v1/hq/companies', headers: bearer(token) })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/hq/api_tokens/${row.id}`,
      headers: a.auth,
    });
    expect(again.statusCode).toBe(404);
    const after = await t.app.inject({ url: '/v1/hq/api_tokens', headers: a.auth });
    expect(after.json().map((x: { id: string }) => x.id)).not.toContain(row.id);
  });
});
