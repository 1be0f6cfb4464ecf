import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
// On PostgreSQL the CLI works in a schema of its own (Prisma's `?schema=` URL convention).
const pgUrl = process.env.DATABASE_URL;
const schema = `cli_${randomBytes(5).toString('hex')}`;
const cliDatabaseUrl = pgUrl ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}schema=${schema}` : '';

beforeAll(async () => {
  if (pgUrl) await sql(`CREATE SCHEMA "${schema}"`);
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await sql(`DROP SCHEMA "${schema}" CASCADE`);
});

async function sql(text: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** Runs `npm run admin -- ...` as an operator would; answers the JSON of its last line. */
async function admin(...args: string[]): Promise<any> {
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, ['src/cli/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: cliDatabaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    }));
  } catch (err: any) {
    // Keep the exit code and stderr for the assertions, and show them when a step fails.
    throw Object.assign(new Error(`admin ${args.join(' ')} exited ${err.code}: ${err.stderr}`), {
      code: err.code,
      stderr: String(err.stderr),
    });
  }
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/** What the bootstrap made, for the tests after it (the same database). */
let bootstrapped: { company: string; user: string } | undefined;

describe('npm run admin', () => {
  it('bootstraps an enterprise, a company, a user and a token that works on the HQ API', async () => {
    const enterprise = await admin('create-enterprise', '--name', 'Acme');
    expect(enterprise.id).toMatch(/^[\w-]{24}$/);
    const company = await admin(
      'create-company',
      '--enterprise',
      enterprise.id,
      '--name',
      'Acme Salon',
      '--time-zone',
      'Europe/London',
    );
    const user = await admin('create-user', '--email', 'boss@acme.test', '--company', company.id);
    expect(user.id).toBeTruthy();
    const { token } = await admin('issue-token', '--email', 'boss@acme.test');
    expect(token).toMatch(/^hq_/);
    // A read token limited to the company, expiring in 2 hours.
    const issuedAt = Date.now();
    const scoped = await admin(
      'issue-token',
      '--email',
      'boss@acme.test',
      '--scope',
      'read',
      '--company',
      company.id,
      '--expires-in',
      '2h',
      '--name',
      'dashboard',
    );

    // The token works against a server on the same database.
    const { openDatabase } = await import('../../src/db/database.ts');
    const { buildApp } = await import('../../src/app.ts');
    const { loadConfig } = await import('../../src/config.ts');
    const db = await openDatabase({ url: cliDatabaseUrl, dataDir });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, logger: false });
    const res = await app.inject({ url: '/v1/hq/companies', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: any) => [c.id, c.name, c.location.time_zone])).toEqual([
      [company.id, 'Acme Salon', 'Europe/London'],
    ]);
    const readOnly = { authorization: `Bearer ${scoped.token}` };
    expect((await app.inject({ url: '/v1/hq/companies', headers: readOnly })).statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/v1/hq/resources',
      headers: readOnly,
      payload: { company: company.id, type: 'space', name: 'Chair' },
    });
    expect([write.statusCode, write.json().type]).toEqual([403, 'permission_error']);
    const row = await db.prisma.apiToken.findFirstOrThrow({ where: { name: 'dashboard' } });
    expect([row.scope, row.company_ids]).toEqual(['read', [company.id]]);
    // 2 h = 7,200,000 ms after the command ran (give the process start a minute).
    const expiresIn = (row.expires_at?.getTime() ?? 0) - issuedAt;
    expect(expiresIn).toBeGreaterThan(7_200_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7_200_000 + 60_000);
    await app.close();

    expect(await admin('revoke-token', '--token', token)).toEqual({ revoked: true });
    expect(await admin('revoke-token', '--token', token)).toEqual({ revoked: false });
    bootstrapped = { company: company.id, user: user.id };
    // Several processes, each opening the embedded database (WASM), the first also migrating it:
    // 120 s ran out on the CI machine at a load average of 20 (measured).
  }, 300_000);

  it("sets a user's role and a company's platform fields (docs/roles.md)", async () => {
    if (!bootstrapped) throw new Error('the bootstrap above did not finish');
    const { company, user } = bootstrapped;
    expect(
      await admin('set-role', '--email', 'boss@acme.test', '--company', company, '--role', 'accountant'),
    ).toEqual({ user, company, role: 'accountant' });
    expect(
      await admin('set-platform-fields', '--company', company, '--json', '{"payment_fees":{"event":0.02}}'),
    ).toMatchObject({ id: company, payment_fees: { event: 0.02 } });
    await expect(
      admin('set-role', '--email', 'boss@acme.test', '--company', company, '--role', 'owner'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('A company role is one of') });
    // Three processes, each opening the embedded database: the bootstrap's allowance for them.
  }, 300_000);

  it('manages people as HQ does: invite, accept, list, remove, and the last owner kept (docs/roles.md)', async () => {
    if (!bootstrapped) throw new Error('the bootstrap above did not finish');
    const { company } = bootstrapped;
    const invitation = await admin(
      'invite',
      '--email',
      'Desk@Acme.test',
      '--company',
      company,
      '--role',
      'front_desk',
    );
    expect(invitation).toMatchObject({ email: 'desk@acme.test', role: 'front_desk', status: 'pending' });
    const accepted = await admin(
      'accept-invitation',
      '--token',
      invitation.invite_link_token,
      '--name',
      'Desk',
    );
    expect(accepted).toMatchObject({ company_id: company, role: 'front_desk' });
    expect(accepted.api_token).toMatch(/^hq_/);
    const members = await admin('list-members', '--company', company);
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['boss@acme.test', 'accountant'],
      ['desk@acme.test', 'front_desk'],
    ]);
    expect(await admin('remove-member', '--email', 'desk@acme.test', '--company', company)).toMatchObject({
      removed: true,
      company,
    });

    // An enterprise whose one owner cannot step down or be removed.
    const enterprise = await admin('create-enterprise', '--name', 'Solo');
    await admin('create-user', '--email', 'solo@acme.test', '--enterprise', enterprise.id);
    await expect(
      admin('set-role', '--email', 'solo@acme.test', '--enterprise', enterprise.id, '--role', 'admin'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('last owner') });
  }, 300_000);

  it('fails with a message and exit code 1 on bad input', async () => {
    await expect(
      admin('create-company', '--name', 'No zone', '--time-zone', 'Mars/Olympus'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown time zone'),
    });
    await expect(admin('issue-token', '--email', 'boss@acme.test', '--scope', 'admin')).rejects.toMatchObject(
      { code: 1, stderr: expect.stringContaining('--scope must be read or write') },
    );
    await expect(
      admin('issue-token', '--email', 'boss@acme.test', '--expires-in', 'tomorrow'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--expires-in must look like') });
    await expect(admin('frobnicate')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage'),
    });
  }, 120_000);
});
