// Roles (issue 29, docs/roles.md): the three cases the issue found, refused, and the platform's
// fields set only by the operator. Every operation as every role: test/hardening/roles-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let operator: Operator;
/** An enterprise with a salon and a clinic; the salon's user is the enterprise's owner. */
let salon: Tenant;
let clinicId: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Tokens: the owner's, limited to the salon; the clinic's employees, one per company role. */
let salonOnly: { Authorization: string };
const clinic: Record<string, { Authorization: string }> = {};
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = new Operator(t.appDb.prisma);
  salon = await createTenant(t.db.prisma, { name: 'Salon', enterpriseRole: 'owner' });
  clinicId = (await operator.createCompany({ enterprise: salon.enterpriseId, name: 'Clinic' })).id;
  const owner = await t.db.prisma.hqUser.findUniqueOrThrow({ where: { id: salon.userId } });
  salonOnly = auth((await operator.issueToken(owner.email, { companyIds: [salon.companyId] })).token);
  for (const role of ['manager', 'front_desk', 'staff', 'accountant']) {
    const email = `clinic-${role}@example.test`;
    await operator.createUser({ email, companies: [clinicId], role });
    clinic[role] = auth((await operator.issueToken(email)).token);
  }
  accountId = (
    await t.db.prisma.settlementAccount.create({
      data: { enterprise_id: salon.enterpriseId, name: 'Main', ssn: '0101302829', account: '0133-26-2829' },
    })
  ).id;
});
afterAll(() => t?.close());

const enterpriseUrl = () => `/v1/hq/enterprise/${salon.enterpriseId}`;

describe('the cases of the issue', () => {
  it('refuses a clinic employee renaming the enterprise or hiding it from the marketplace, whatever the company role', async () => {
    const before = await t.db.prisma.enterprise.findUniqueOrThrow({ where: { id: salon.enterpriseId } });
    for (const [role, headers] of Object.entries(clinic)) {
      const res = await t.http
        .post(enterpriseUrl())
        .set(headers)
        .send({
          connections: { available_on_marketplace: false },
          profile: { name: 'Renamed by clinic staff' },
        });
      expect([role, res.status, res.body.type, res.body.code]).toEqual([
        role,
        403,
        'permission_error',
        'role_not_permitted',
      ]);
      // They still read it: it is their company's enterprise.
      expect((await t.http.get(enterpriseUrl()).set(headers)).status).toBe(200);
    }
    const after = await t.db.prisma.enterprise.findUniqueOrThrow({ where: { id: salon.enterpriseId } });
    expect([after.name, after.available_on_marketplace]).toEqual([
      before.name,
      before.available_on_marketplace,
    ]);
    // The owner may.
    const res = await t.http
      .post(enterpriseUrl())
      .set(salon.auth)
      .send({ profile: { name: 'Salon group' } });
    expect(res.status).toBe(200);
  });

  it('refuses a token limited to the salon changing the enterprise or reading its settlement accounts', async () => {
    const change = await t.http
      .post(enterpriseUrl())
      .set(salonOnly)
      .send({ profile: { name: 'Renamed by a salon token' } });
    expect([change.status, change.body.code]).toEqual([403, 'role_not_permitted']);
    for (const url of [
      `${enterpriseUrl()}/settlement_accounts`,
      `${enterpriseUrl()}/settlement_accounts/${accountId}`,
    ]) {
      const res = await t.http.get(url).set(salonOnly);
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'role_not_permitted']);
      expect(res.text).not.toContain('2829');
      // The same user's unlimited token reads them (masked).
      expect((await t.http.get(url).set(salon.auth)).status).toBe(200);
    }
    // The salon itself it still manages.
    const own = await t.http
      .post(`/v1/hq/companies/${salon.companyId}`)
      .set(salonOnly)
      .send({ name: 'Salon' });
    expect(own.status).toBe(200);
    // And the clinic it does not reach at all.
    expect((await t.http.get(`/v1/hq/companies/${clinicId}`).set(salonOnly)).status).toBe(404);
  });

  it("refuses every role setting the platform's fields; the operator sets them", async () => {
    const before = await t.db.prisma.company.findUniqueOrThrow({ where: { id: clinicId } });
    const platform = {
      payment_fees: { event: 0 },
      billing_status: { paid_invoices: 9, unpaid_invoices: 0 },
      subscriptions: [{ type: 'premium', status: 'active' }],
      signup: { completed: true },
      claims: { claimant_id: 'me' },
    };
    for (const headers of [clinic.manager, salon.auth]) {
      for (const [field, value] of Object.entries(platform)) {
        const res = await t.http
          .post(`/v1/hq/companies/${clinicId}`)
          .set(headers)
          .send({ name: 'Clinic', [field]: value });
        expect([field, res.status, res.body.type, res.body.code, res.body.details]).toEqual([
          field,
          403,
          'permission_error',
          'platform_owned_field',
          [{ field, message: 'is set by the platform operator' }],
        ]);
      }
    }
    const after = await t.db.prisma.company.findUniqueOrThrow({ where: { id: clinicId } });
    expect(after).toEqual(before);

    // The operator's command line sets them, merged like an HQ update; HQ shows them.
    const set = await operator.setPlatformFields(
      clinicId,
      JSON.stringify({ payment_fees: { event: 0.02 }, billing_status: { unpaid_invoices: 1 } }),
    );
    expect(set).toMatchObject({ payment_fees: { event: 0.02 }, billing_status: { unpaid_invoices: 1 } });
    const shown = await t.http.get(`/v1/hq/companies/${clinicId}`).set(clinic.accountant);
    expect(shown.body.payment_fees).toMatchObject({ event: 0.02 });
    await expect(operator.setPlatformFields(clinicId, '{"name":"x"}')).rejects.toThrow(
      "Only the platform's fields",
    );
    await expect(operator.setPlatformFields(clinicId, '{"payment_fees":{"event":2}}')).rejects.toThrow();
  });
});

describe('company roles', () => {
  it('lets each role do its work and answers 403 for the rest of its own company, 404 outside it', async () => {
    const company = `/v1/hq/companies/${clinicId}`;
    const customer = { company: clinicId, name: 'Gudrun' };
    // company settings: manager only (2 of the 4 roles refused: 403 each)
    const settings = {} as Record<string, number>;
    const customers = {} as Record<string, number>;
    const payments = {} as Record<string, number>;
    for (const [role, headers] of Object.entries(clinic)) {
      settings[role] = (await t.http.post(company).set(headers).send({ name: 'Clinic' })).status;
      customers[role] = (await t.http.post('/v1/hq/customers').set(headers).send(customer)).status;
      payments[role] = (await t.http.get(`${company}/payments`).set(headers)).status;
    }
    expect(settings).toEqual({ manager: 200, front_desk: 403, staff: 403, accountant: 403 });
    expect(customers).toEqual({ manager: 200, front_desk: 200, staff: 403, accountant: 403 });
    expect(payments).toEqual({ manager: 200, front_desk: 200, staff: 403, accountant: 200 });
    // Another company of the same enterprise is outside a clinic employee's reach: 404.
    expect((await t.http.get(`/v1/hq/companies/${salon.companyId}`).set(clinic.manager)).status).toBe(404);
  });

  it('follows a role changed by the operator at the next request', async () => {
    const url = `/v1/hq/companies/${clinicId}`;
    expect((await t.http.post(url).set(clinic.staff).send({ name: 'Clinic' })).status).toBe(403);
    await operator.setRole({ email: 'clinic-staff@example.test', company: clinicId, role: 'manager' });
    expect((await t.http.post(url).set(clinic.staff).send({ name: 'Clinic' })).status).toBe(200);
    await operator.setRole({ email: 'clinic-staff@example.test', company: clinicId, role: 'staff' });
    expect((await t.http.post(url).set(clinic.staff).send({ name: 'Clinic' })).status).toBe(403);
    await expect(
      operator.setRole({ email: 'clinic-staff@example.test', company: clinicId, role: 'owner' }),
    ).rejects.toThrow('A company role is one of');
  });
});
