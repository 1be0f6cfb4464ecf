// Managing people (issue 29, docs/roles.md "Managing people"): inviting into a company and an
// enterprise, accepting without an account, changing a role, removing, the last owner kept, and
// every change in the activity log with the role its actor held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let operator: Operator;
/** The salon's user is the enterprise's owner and the salon's manager. */
let salon: Tenant;
let other: Tenant;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let manager: { Authorization: string };
let frontDesk: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = new Operator(t.appDb.prisma);
  salon = await createTenant(t.db.prisma, { name: 'Salon', enterpriseRole: 'owner' });
  other = await createTenant(t.db.prisma, { name: 'Elsewhere', enterpriseRole: 'owner' });
  await operator.createUser({ email: 'mgr@example.test', companies: [salon.companyId], role: 'manager' });
  manager = auth((await operator.issueToken('mgr@example.test')).token);
  await operator.createUser({ email: 'desk@example.test', companies: [salon.companyId], role: 'front_desk' });
  frontDesk = auth((await operator.issueToken('desk@example.test')).token);
});
afterAll(() => t?.close());

const companyUrl = () => `/v1/hq/companies/${salon.companyId}`;
const enterpriseUrl = () => `/v1/hq/enterprise/${salon.enterpriseId}`;

async function invite(url: string, headers: Record<string, string>, body: object) {
  const res = await t.http.post(`${url}/invitations`).set(headers).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('inviting into a company', () => {
  it('a new person accepts without an account, gets a token, and acts in the invited role only', async () => {
    const invitation = await invite(companyUrl(), manager, {
      email: 'New.Stylist@Example.test',
      role: 'staff',
    });
    expect(invitation).toMatchObject({
      company_id: salon.companyId,
      enterprise_id: null,
      email: 'new.stylist@example.test',
      role: 'staff',
      status: 'pending',
    });
    // Seven days: 7 x 86,400,000 ms between made and expiring.
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(7 * 86_400_000);
    expect(invitation.invite_link_token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    // The list shows it pending, never its token.
    const listed = await t.http.get(`${companyUrl()}/invitations`).set(manager);
    expect(listed.status).toBe(200);
    const mine = listed.body.find((i: { id: string }) => i.id === invitation.id);
    expect(mine.status).toBe('pending');
    expect(mine.invite_link_token).toBeUndefined();

    const accepted = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: invitation.invite_link_token, name: 'Nina' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ company_id: salon.companyId, role: 'staff' });
    expect(accepted.body.api_token).toMatch(/^hq_/);
    const nina = auth(accepted.body.api_token);

    // Staff read bookings but not the company's settings; the company is theirs now.
    expect((await t.http.get(`${companyUrl()}/employees`).set(nina)).status).toBe(200);
    const change = await t.http.post(companyUrl()).set(nina).send({ name: 'Renamed' });
    expect([change.status, change.body.code]).toEqual([403, 'role_not_permitted']);
    expect((await t.http.get(`/v1/hq/companies/${other.companyId}`).set(nina)).status).toBe(404);

    // A member now, with the role, and the e-mail verified by accepting.
    const members = await t.http.get(`${companyUrl()}/members`).set(manager);
    const member = members.body.find((m: { email: string }) => m.email === 'new.stylist@example.test');
    expect(member).toMatchObject({ name: 'Nina', role: 'staff', user_id: accepted.body.user_id });
    const user = await t.db.prisma.hqUser.findUniqueOrThrow({ where: { id: accepted.body.user_id } });
    expect(user.email_verified).toBe(true);

    // Accepted once: the same token again answers 401.
    const again = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: invitation.invite_link_token });
    expect([again.status, again.body.code]).toEqual([401, 'invalid_invitation']);
    const after = await t.http.get(`${companyUrl()}/invitations`).set(manager);
    expect(after.body.find((i: { id: string }) => i.id === invitation.id).status).toBe('accepted');
  });

  it('an existing HQ user gets the role and no new token; an invitation to an employee links that calendar', async () => {
    const employee = await t.http
      .post('/v1/hq/employees')
      .set(manager)
      .send({ company: salon.companyId, name: 'Calendar without login' });
    expect(employee.status).toBe(200);
    await operator.createUser({
      email: 'elsewhere@example.test',
      companies: [other.companyId],
      role: 'staff',
    });
    const invitation = await invite(companyUrl(), manager, {
      email: 'elsewhere@example.test',
      role: 'front_desk',
      employee_id: employee.body.id,
    });
    const accepted = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: invitation.invite_link_token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'front_desk', api_token: null });
    const linked = await t.db.prisma.employee.findFirstOrThrow({
      where: { company_id: salon.companyId, id: employee.body.id },
    });
    expect([linked.user_id, linked.role]).toEqual([accepted.body.user_id, 'front_desk']);
    // That employee is taken now: inviting someone else to it is a 409.
    const taken = await t.http
      .post(`${companyUrl()}/invitations`)
      .set(manager)
      .send({ email: 'x@example.test', role: 'staff', employee_id: employee.body.id });
    expect([taken.status, taken.body.code]).toEqual([409, 'employee_has_login']);
  });

  it('refuses a member twice, a tampered, revoked or replaced token, and people management to the front desk', async () => {
    const dup = await t.http
      .post(`${companyUrl()}/invitations`)
      .set(manager)
      .send({ email: 'desk@example.test', role: 'staff' });
    expect([dup.status, dup.body.code]).toEqual([409, 'already_member']);

    const first = await invite(companyUrl(), manager, { email: 'twice@example.test', role: 'staff' });
    const second = await invite(companyUrl(), manager, { email: 'twice@example.test', role: 'accountant' });
    // Sending again revoked the first.
    const replaced = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: first.invite_link_token });
    expect([replaced.status, replaced.body.code]).toEqual([401, 'invalid_invitation']);
    const tampered = `${second.invite_link_token.slice(0, -1)}${second.invite_link_token.endsWith('A') ? 'B' : 'A'}`;
    const bad = await t.http.post('/v1/hq/invitations/accept').send({ invite_link_token: tampered });
    expect([bad.status, bad.body.code]).toEqual([401, 'invalid_invitation']);
    const revoke = await t.http.delete(`${companyUrl()}/invitations/${second.id}`).set(manager);
    expect(revoke.status).toBe(204);
    const revoked = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: second.invite_link_token });
    expect([revoked.status, revoked.body.code]).toEqual([401, 'invalid_invitation']);

    for (const request of [
      t.http.get(`${companyUrl()}/members`),
      t.http.post(`${companyUrl()}/invitations`).send({ email: 'y@example.test', role: 'manager' }),
    ]) {
      const res = await request.set(frontDesk);
      expect([res.status, res.body.code]).toEqual([403, 'role_not_permitted']);
    }
    // Another tenant's company is not found, whatever the caller may do in their own.
    const foreign = await t.http.get(`/v1/hq/companies/${other.companyId}/members`).set(manager);
    expect(foreign.status).toBe(404);
  });

  it('changes a role and removes a member, who then reaches the company no more', async () => {
    const invitation = await invite(companyUrl(), manager, { email: 'temp@example.test', role: 'staff' });
    const accepted = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: invitation.invite_link_token });
    const temp = auth(accepted.body.api_token);
    const userId = accepted.body.user_id;

    const promoted = await t.http
      .post(`${companyUrl()}/members/${userId}`)
      .set(manager)
      .send({ role: 'manager' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('manager');
    // The new role holds from the next request: a manager may see the members.
    expect((await t.http.get(`${companyUrl()}/members`).set(temp)).status).toBe(200);

    const removed = await t.http.delete(`${companyUrl()}/members/${userId}`).set(manager);
    expect(removed.status).toBe(204);
    expect((await t.http.get(companyUrl()).set(temp)).status).toBe(404);
    // The employee record stays, without a login.
    const employee = await t.db.prisma.employee.findFirstOrThrow({
      where: { company_id: salon.companyId, email: 'temp@example.test' },
    });
    expect([employee.user_id, employee.deleted_at]).toEqual([null, null]);
    const gone = await t.http.delete(`${companyUrl()}/members/${userId}`).set(manager);
    expect(gone.status).toBe(404);
  });

  it('records each change with the role its actor held', async () => {
    const invitation = await invite(companyUrl(), manager, { email: 'audited@example.test', role: 'staff' });
    const log = await t.http
      .get(`${companyUrl()}/activities`)
      .set(salon.auth)
      .query({ filter: JSON.stringify({ object_type: 'hq_invitations' }) });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entry = log.body.find(
      (a: { object: { id: string }; action: string }) =>
        a.object.id === invitation.id && a.action === 'create',
    );
    expect(entry.actor).toMatchObject({ type: 'hq_user', roles: ['manager'] });
    expect(entry.operation).toBe('createCompanyInvitation');
    // The owner acts as the enterprise's owner and as the salon's own manager (createTenant makes both).
    const desk = await t.db.prisma.hqUser.findUniqueOrThrow({ where: { email: 'desk@example.test' } });
    const changed = await t.http
      .post(`${companyUrl()}/members/${desk.id}`)
      .set(salon.auth)
      .send({ role: 'staff' });
    expect(changed.status).toBe(200);
    const employees = await t.http
      .get(`${companyUrl()}/activities`)
      .set(salon.auth)
      .query({ filter: JSON.stringify({ object_type: 'employees' }) });
    const roleChange = employees.body.find(
      (a: { operation: string; changes: Record<string, unknown> }) =>
        a.operation === 'updateCompanyMember' && a.changes.role !== undefined,
    );
    expect(roleChange.actor.roles).toEqual(['owner', 'manager']);
    expect(roleChange.changes.role).toEqual({ old: 'front_desk', new: 'staff' });
    // Put back for the other tests.
    await t.http.post(`${companyUrl()}/members/${desk.id}`).set(salon.auth).send({ role: 'front_desk' });
  });
});

describe('the enterprise', () => {
  it('only an owner manages owners and admins; the last owner can be neither demoted nor removed', async () => {
    const invitation = await invite(enterpriseUrl(), salon.auth, {
      email: 'admin@example.test',
      role: 'admin',
    });
    const accepted = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: invitation.invite_link_token });
    expect(accepted.body).toMatchObject({ enterprise_id: salon.enterpriseId, role: 'admin' });
    const admin = auth(accepted.body.api_token);

    // The admin runs the enterprise and reads its members, but chooses no one.
    expect((await t.http.get(`${enterpriseUrl()}/members`).set(admin)).status).toBe(200);
    const byAdmin = await t.http
      .post(`${enterpriseUrl()}/invitations`)
      .set(admin)
      .send({ email: 'z@example.test', role: 'owner' });
    expect([byAdmin.status, byAdmin.body.type, byAdmin.body.code]).toEqual([
      403,
      'permission_error',
      'role_not_permitted',
    ]);
    // A company manager reaches the enterprise but holds no role in it.
    const byManager = await t.http.get(`${enterpriseUrl()}/members`).set(manager);
    expect(byManager.status).toBe(403);

    const members = await t.http.get(`${enterpriseUrl()}/members`).set(salon.auth);
    const owners = members.body.filter((m: { role: string }) => m.role === 'owner');
    expect(owners.map((m: { user_id: string }) => m.user_id)).toEqual([salon.userId]);
    const demote = await t.http
      .post(`${enterpriseUrl()}/members/${salon.userId}`)
      .set(salon.auth)
      .send({ role: 'admin' });
    expect([demote.status, demote.body.code]).toEqual([409, 'last_owner']);
    const remove = await t.http.delete(`${enterpriseUrl()}/members/${salon.userId}`).set(salon.auth);
    expect([remove.status, remove.body.code]).toEqual([409, 'last_owner']);

    // With a second owner, the first may step down; then the second is the last.
    const promote = await t.http
      .post(`${enterpriseUrl()}/members/${accepted.body.user_id}`)
      .set(salon.auth)
      .send({ role: 'owner' });
    expect(promote.body.role).toBe('owner');
    const stepDown = await t.http
      .post(`${enterpriseUrl()}/members/${salon.userId}`)
      .set(salon.auth)
      .send({ role: 'admin' });
    expect(stepDown.status).toBe(200);
    const last = await t.http.delete(`${enterpriseUrl()}/members/${accepted.body.user_id}`).set(admin);
    expect([last.status, last.body.code]).toEqual([409, 'last_owner']);
    // Put back as it was for the other tests: the first owner again, the second removed.
    expect(
      (await t.http.post(`${enterpriseUrl()}/members/${salon.userId}`).set(admin).send({ role: 'owner' }))
        .status,
    ).toBe(200);
    expect(
      (await t.http.delete(`${enterpriseUrl()}/members/${accepted.body.user_id}`).set(salon.auth)).status,
    ).toBe(204);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const invitation = await invite(enterpriseUrl(), salon.auth, {
      email: 'co-owner@example.test',
      role: 'owner',
    });
    const accepted = await t.http
      .post('/v1/hq/invitations/accept')
      .send({ invite_link_token: invitation.invite_link_token });
    const coOwner = auth(accepted.body.api_token);
    const [a, b] = await Promise.all([
      t.http
        .post(`${enterpriseUrl()}/members/${accepted.body.user_id}`)
        .set(salon.auth)
        .send({ role: 'admin' }),
      t.http.post(`${enterpriseUrl()}/members/${salon.userId}`).set(coOwner).send({ role: 'admin' }),
    ]);
    // One wins. The other is refused: by the owners' count under the lock (409 last_owner), or,
    // when the winner committed before it was authorised, as an admin now (403).
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await t.db.prisma.enterpriseAdmin.count({
      where: { enterprise_id: salon.enterpriseId, role: 'owner' },
    });
    expect(owners).toBe(1);
  });
});
