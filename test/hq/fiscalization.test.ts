import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/domain/fiscalization/secret-box.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;

const path = (companyId: string) => `/v1/hq/fiscalizations/companies/${companyId}/onboarding/restart`;
const data = {
  provider: 'fiscal-provider',
  acquirer_company: 'ACME-1',
  acquirer_store: 'STORE-7',
  fiscal_code: 'FC-123',
  tax_credentials_username: 'acme',
  tax_credentials_password: 's3cret-password',
  series: ['A', 'B'],
};

beforeAll(async () => {
  t = await createTestApp({ FISCALIZATION_KEY: 'test-fiscalization-key-0123456789' });
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
});
afterAll(() => t?.close());

const rows = (companyId: string) =>
  t.db.prisma.fiscalizationOnboarding.findMany({
    where: { company_id: companyId },
    orderBy: { created_at: 'asc' },
  });

describe('restart onboarding', () => {
  it('starts an onboarding, never returning or storing the password in plain', async () => {
    await t.db.prisma.company.update({ where: { id: a.companyId }, data: { pos: { vat_number: 'IS-111' } } });
    const res = await t.http.post(path(a.companyId)).set(a.auth).send({ data });
    expect(res.status).toBe(200);
    const { tax_credentials_password: _secret, ...shown } = data;
    expect(res.body).toEqual({ data: shown });
    expect(JSON.stringify(res.body)).not.toContain('s3cret');
    const [row] = await rows(a.companyId);
    expect(row).toMatchObject({ status: 'active', tax_id: 'IS-111' });
    expect(JSON.stringify(row.data)).not.toContain('s3cret');
    expect(row.tax_credentials_password_encrypted).toMatch(/^v1\./);
    expect(row.tax_credentials_password_encrypted).not.toContain('s3cret');
    // Sealed with the configured key: it opens with it, and not with another.
    expect(
      new SecretBox('test-fiscalization-key-0123456789').open(row.tax_credentials_password_encrypted!),
    ).toBe('s3cret-password');
    expect(() =>
      new SecretBox('another-key-0123456789').open(row.tax_credentials_password_encrypted!),
    ).toThrow();
    expect(await t.app.services.fiscalization.credentialsPassword(a.companyId)).toBe('s3cret-password');
  });

  it('archives the current connection when the Tax ID changes and restarts with the previous settings', async () => {
    await t.db.prisma.company.update({ where: { id: a.companyId }, data: { pos: { vat_number: 'IS-222' } } });
    const res = await t.http
      .post(path(a.companyId))
      .set(a.auth)
      .send({ data: { acquirer_store: 'STORE-8' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      acquirer_store: 'STORE-8',
      fiscal_code: 'FC-123',
      series: ['A', 'B'],
    });
    const all = await rows(a.companyId);
    expect(all.map((r) => [r.status, r.tax_id])).toEqual([
      ['archived', 'IS-111'],
      ['active', 'IS-222'],
    ]);
    expect(all[0].archived_at).toBeInstanceOf(Date);
    // The password carried over, still encrypted.
    expect(await t.app.services.fiscalization.credentialsPassword(a.companyId)).toBe('s3cret-password');

    // No body at all: a plain restart.
    const bare = await t.http.post(path(a.companyId)).set(a.auth);
    expect(bare.status).toBe(200);
    expect(bare.body.data.acquirer_store).toBe('STORE-8');
    expect((await rows(a.companyId)).filter((r) => r.status === 'active')).toHaveLength(1);
  });

  it('keeps one active onboarding under concurrent restarts', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post(path(b.companyId)).set(b.auth).send({})),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const all = await rows(b.companyId);
    expect(all).toHaveLength(3);
    expect(all.filter((r) => r.status === 'active')).toHaveLength(1);
  });

  it.each([
    ['an unknown data field', { data: { colour: 'red' } }],
    ['an unknown top-level field', { provider: 'x' }],
    ['series as an object', { data: { series: { a: 1 } } }],
    ['an object as username', { data: { tax_credentials_username: { name: 'x' } } }],
    ['an empty password', { data: { tax_credentials_password: '' } }],
    ['data as a list', { data: [] }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await t.http.post(path(a.companyId)).set(a.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
  });

  it('answers 404 for a company the caller does not reach, changing nothing', async () => {
    const before = await rows(a.companyId);
    for (const id of [a.companyId, 'no-such-company']) {
      const res = await t.http.post(path(id)).set(b.auth).send({ data });
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    expect(await rows(a.companyId)).toEqual(before);
  });
});
