// The demo's one user per role (src/seed/demo.ts, docs/roles.md): each token printed in the
// start-up log works, and each role sees the matrix's differences at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, rolesFor } from '../../src/domain/auth/roles.ts';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let roles: NonNullable<Awaited<ReturnType<typeof loadDemoDataIfEmpty>>>['roles'];

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  if (!seeded) throw new Error('the test database was not empty');
  roles = seeded.roles;
});
afterAll(() => t?.close());

describe('the demo users, one per role', () => {
  it('has a user and a token for every role', () => {
    expect(Object.keys(roles).sort()).toEqual([...ROLES].sort());
    expect(roles.owner.token).toMatch(/\S{20,}/);
  });

  it('reads the salon with every token, and changes it or the enterprise only where the matrix says', async () => {
    const answers: Record<string, [number, number, number]> = {};
    for (const [role, user] of Object.entries(roles)) {
      const auth = { Authorization: `Bearer ${user.token}` };
      const read = await t.http.get(`/v1/hq/companies/${DEMO.salon}`).set(auth);
      const settings = await t.http.post(`/v1/hq/companies/${DEMO.salon}`).set(auth).send({});
      const enterprise = await t.http.post(`/v1/hq/enterprise/${DEMO.enterprise}`).set(auth).send({});
      answers[role] = [read.status, settings.status, enterprise.status];
    }
    const status = (op: string, role: string) => (rolesFor(op).some((r) => r === role) ? 200 : 403);
    expect(answers).toEqual(
      Object.fromEntries(
        Object.keys(roles).map((role) => [
          role,
          [200, status('updateCompany', role), status('updateEnterprise', role)],
        ]),
      ),
    );
    // As the matrix has it today: settings for the owner, the admin and the manager; the
    // enterprise for the owner and the admin.
    expect(answers.manager).toEqual([200, 200, 403]);
    expect(answers.front_desk).toEqual([200, 403, 403]);
    expect(answers.admin).toEqual([200, 200, 200]);
  });
});
