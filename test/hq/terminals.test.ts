import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let secondCompanyA: string;
let colleagueA: string;

const PATH = '/v1/hq/integrations/acquirer/terminals';

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
  const operator = new Operator(t.appDb.prisma);
  // Tenant a's user also works in a second company of the same enterprise, with a colleague there.
  secondCompanyA = (await operator.createCompany({ enterprise: a.enterpriseId, name: 'A second' })).id;
  await t.db.prisma.employee.create({
    data: { company_id: secondCompanyA, user_id: a.userId, name: 'Owner', role: 'manager' },
  });
  colleagueA = (
    await operator.createUser({ email: `colleague-${Date.now()}@example.test`, companies: [secondCompanyA] })
  ).id;
});
afterAll(() => t?.close());

const moves = (terminalId: string) =>
  t.db.prisma.paymentTerminalMove.findMany({
    where: { payment_terminal: { terminal_id: terminalId } },
    orderBy: { created_at: 'asc' },
  });

describe('connect, move, disconnect', () => {
  it('connects a new terminal to a company and records the move', async () => {
    const res = await t.http
      .post(PATH)
      .set(a.auth)
      .send({ terminal_id: 'V400m-324689776', issuer: a.companyId, description: 'Front desk' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      readable_identifier: 'V400m-324689776',
      brand: null,
      model: 'V400m',
      provider: 'acquirer',
      serial: '324689776',
      issuer: a.companyId,
      description: 'Front desk',
      default: true, // the company's first terminal
      created_at: expect.any(Number),
    });
    expect(Math.abs(res.body.created_at - Date.now())).toBeLessThan(60_000);
    const log = await moves('V400m-324689776');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      from_issuer: null,
      to_issuer: a.companyId,
      company_id: a.companyId,
      moved_by: a.userId,
    });
  });

  it('moves it to a user, to another company, and disconnects it; each change recorded', async () => {
    const id = 'P400Plus-275039202';
    const first = await t.http.post(PATH).set(a.auth).send({ terminal_id: id, issuer: a.companyId });
    expect(first.body.default).toBe(false); // the company already has the front desk terminal

    const toUser = await t.http.post(PATH).set(a.auth).send({ terminal_id: id, issuer: colleagueA });
    expect(toUser.status).toBe(200);
    expect(toUser.body).toMatchObject({ id: first.body.id, issuer: colleagueA, default: true });
    const row = await t.db.prisma.paymentTerminal.findUniqueOrThrow({ where: { terminal_id: id } });
    // The colleague works only in the second company: the terminal belongs there now.
    expect(row).toMatchObject({ issuer_type: 'user', company_id: secondCompanyA });

    const toCompany = await t.http.post(PATH).set(a.auth).send({ terminal_id: id, issuer: secondCompanyA });
    expect(toCompany.body).toMatchObject({ issuer: secondCompanyA, created_at: first.body.created_at });

    // Same issuer again: only the description changes, no move.
    const same = await t.http
      .post(PATH)
      .set(a.auth)
      .send({ terminal_id: id, issuer: secondCompanyA, description: 'Bar' });
    expect(same.body).toMatchObject({ issuer: secondCompanyA, description: 'Bar' });

    const off = await t.http.post(PATH).set(a.auth).send({ terminal_id: id, issuer: '' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: first.body.id, issuer: '', default: false, description: 'Bar' });
    expect(await t.db.prisma.paymentTerminal.findUniqueOrThrow({ where: { terminal_id: id } })).toMatchObject(
      {
        company_id: null,
        issuer: null,
      },
    );
    expect((await moves(id)).map((m) => [m.from_issuer, m.to_issuer])).toEqual([
      [null, a.companyId],
      [a.companyId, colleagueA],
      [colleagueA, secondCompanyA],
      [secondCompanyA, null],
    ]);

    // Disconnected terminals have no owner: any tenant may connect it now.
    const claimed = await t.http.post(PATH).set(b.auth).send({ terminal_id: id, issuer: b.companyId });
    expect(claimed.status).toBe(200);
    expect(claimed.body.issuer).toBe(b.companyId);
  });

  it('connects to the caller as a user', async () => {
    const res = await t.http.post(PATH).set(a.auth).send({ terminal_id: 'S1F2-000158', issuer: a.userId });
    expect(res.status).toBe(200);
    expect(res.body.issuer).toBe(a.userId);
  });

  it('answers select', async () => {
    const res = await t.http
      .post(PATH)
      .query('select=issuer')
      .set(a.auth)
      .send({ terminal_id: 'AMS1-100', issuer: a.companyId });
    expect(res.body).toEqual({ id: expect.any(String), issuer: a.companyId });
  });

  it.each([
    ['a missing terminal_id', { issuer: 'x' }],
    ['a missing issuer', { terminal_id: 'T-1' }],
    ['an empty terminal_id', { terminal_id: '', issuer: 'x' }],
    ['a terminal_id with spaces', { terminal_id: 'T 1', issuer: 'x' }],
    ['an object as issuer', { terminal_id: 'T-1', issuer: { id: 'x' } }],
    ['an unknown field', { terminal_id: 'T-1', issuer: 'x', brand: 'Acme' }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await t.http.post(PATH).set(a.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
  });

  it('refuses unknown issuers and disconnecting unknown terminals with 404', async () => {
    for (const body of [
      { terminal_id: 'T-2', issuer: 'no-such-issuer' },
      { terminal_id: 'T-never-seen', issuer: '' },
    ]) {
      const res = await t.http.post(PATH).set(a.auth).send(body);
      expect(res.status).toBe(404);
    }
  });
});

describe('another tenant', () => {
  it('gets 404 for issuers and terminals it does not reach, and changes nothing', async () => {
    await t.http.post(PATH).set(a.auth).send({ terminal_id: 'V400m-900', issuer: a.companyId });
    const calls = [
      // b attaching its own terminal to a's company or a's user
      t.http.post(PATH).set(b.auth).send({ terminal_id: 'B-1', issuer: a.companyId }),
      t.http.post(PATH).set(b.auth).send({ terminal_id: 'B-1', issuer: a.userId }),
      // b taking, moving or disconnecting a's terminal
      t.http.post(PATH).set(b.auth).send({ terminal_id: 'V400m-900', issuer: b.companyId }),
      t.http.post(PATH).set(b.auth).send({ terminal_id: 'V400m-900', issuer: '' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    const row = await t.db.prisma.paymentTerminal.findUniqueOrThrow({ where: { terminal_id: 'V400m-900' } });
    expect(row.issuer).toBe(a.companyId);
    expect(await t.db.prisma.paymentTerminal.findUnique({ where: { terminal_id: 'B-1' } })).toBeNull();
  });
});
