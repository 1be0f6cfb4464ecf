import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_ROLES,
  ENTERPRISE_PERMISSIONS,
  type Permission,
  type Role,
} from '../../src/domain/auth/roles.ts';
import { Operator } from '../../src/domain/operator/operator.ts';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { modelsFor, type Operation, operationsOf, servedDocument } from './openapi-walk.ts';
import { strictArb } from './schema-arb.ts';

/**
 * Every HQ operation of the served OpenAPI document, called as every role and as a read token
 * and a company-limited token, on the demo's objects (the salon's where it has them; each role is
 * held in every demo company, so every demo object is the callers' own; docs/roles.md). What each may do is
 * read from the document itself (`x-roles`, `x-permission`, generated from the matrix), never
 * from a list kept here:
 *
 * - allowed: anything but a 403 permission_error (a 2xx, or a 4xx the request's body or the
 *   object's state earns), and no 404 while the object is still there;
 * - forbidden: 403 permission_error;
 * - foreign (another tenant, holding every role of its own): 404.
 *
 * One app, the demo data loaded once. Operations run reads first, then changes, then deletes,
 * so that a removal comes after every other use of its object.
 */
let t: TestApp;
let ops: Operation[];
let foreign: Tenant;
const SALON = DEMO.salon;
const ENTERPRISE = DEMO.enterprise;
/** The demo's companies and enterprises: each role is held in all of them, so every demo object is its own. */
const COMPANIES = [DEMO.salon, DEMO.clinic, DEMO.restaurant];
const ENTERPRISES = [DEMO.enterprise, DEMO.restaurantEnterprise];

interface Caller {
  name: string;
  auth: { Authorization: string };
  /** The role it acts in, in every demo company (and enterprise, for an enterprise role). */
  role: Role;
  scope: 'read' | 'write';
  /** Limited to the demo's companies: no enterprise-wide object. */
  limited: boolean;
  /** Its own spare token, the one it may revoke. */
  spareTokenId: string;
}
const callers: Caller[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.appDb.prisma);
  const operator = new Operator(t.appDb.prisma);
  const prisma = t.db.prisma;
  const add = async (
    name: string,
    email: string,
    role: Role,
    options: { scope?: 'read' | 'write'; companyIds?: string[] } = {},
  ) => {
    const { token } = await operator.issueToken(email, options);
    await operator.issueToken(email, { name: `spare of ${name}` });
    const user = await prisma.hqUser.findUniqueOrThrow({ where: { email } });
    const spare = await prisma.apiToken.findFirstOrThrow({
      where: { user_id: user.id, name: `spare of ${name}` },
    });
    callers.push({
      name,
      auth: { Authorization: `Bearer ${token}` },
      role,
      scope: options.scope ?? 'write',
      limited: (options.companyIds ?? []).length > 0,
      spareTokenId: spare.id,
    });
  };
  // Staff see the bookings they serve and those customers only (docs/roles.md): the staff caller
  // is, in the salon, the employee who serves the booking the calls name, and its customer's.
  const served = await prisma.event.findFirstOrThrow({
    where: {
      company_id: SALON,
      employee_id: { not: null },
      customer_id: { not: null },
      scheduled_event_id: null,
    },
    orderBy: { id: 'asc' },
  });
  PREFERRED.event_id = served.id;
  PREFERRED.customer_id = served.customer_id ?? undefined;
  for (const role of COMPANY_ROLES) {
    const email = `matrix-${role}@example.test`;
    if (role === 'staff') {
      const user = await operator.createUser({
        email,
        companies: COMPANIES.filter((c) => c !== SALON),
        role,
      });
      await t.db.sql.query(
        `UPDATE employees SET user_id = $3, role = 'staff' WHERE company_id = $1 AND id = $2`,
        [SALON, served.employee_id, user.id],
      );
    } else await operator.createUser({ email, companies: COMPANIES, role });
    await add(role, email, role);
  }
  const admin = await operator.createUser({
    email: 'matrix-admin@example.test',
    enterprise: ENTERPRISE,
    enterpriseRole: 'admin',
  });
  await prisma.enterpriseAdmin.create({
    data: { enterprise_id: DEMO.restaurantEnterprise, user_id: admin.id, role: 'admin' },
  });
  await add('admin', 'matrix-admin@example.test', 'admin');
  await add('owner', DEMO.ownerEmail, 'owner');
  await add('owner, read token', DEMO.ownerEmail, 'owner', { scope: 'read' });
  await add('owner, token limited to the companies', DEMO.ownerEmail, 'owner', { companyIds: COMPANIES });
  foreign = await createTenant(prisma, { name: 'Foreign', enterpriseRole: 'owner' });
  const order = (op: Operation) => (op.method === 'get' ? 0 : op.method === 'delete' ? 2 : 1);
  ops = operationsOf(await servedDocument(t.app))
    .filter((op) => op.auth === 'hq')
    .sort((a, b) => order(a) - order(b));
}, 120_000);
afterAll(() => t?.close());

const SCOPES = [
  { company_id: SALON },
  { company_id: { in: COMPANIES } },
  { enterprise_id: ENTERPRISE },
  { enterprise_id: { in: ENTERPRISES } },
];

/**
 * The salon's (or its enterprise's) object a parameter or field names, found by its name as the
 * tenant fence finds them; one that belongs to an object named before it when the model says so
 * (a webhook's delivery). Employees with a login are left alone: they are the callers.
 */
/** Objects the calls name by preference: the booking the staff caller serves, and its customer. */
const PREFERRED: Record<string, string | undefined> = {};

async function valueFor(name: string, before: Record<string, string>): Promise<string | undefined> {
  if (PREFERRED[name]) return PREFERRED[name];
  if (name === 'company' || name === 'company_id') return SALON;
  if (name === 'enterprise' || name === 'enterprise_id') return ENTERPRISE;
  // A person of the salon or its enterprise (a member) who is none of the callers: the demo's own
  // staff user, or its enterprise admin.
  if (name === 'user_id') {
    const notCallers = { email: { notIn: [DEMO.ownerEmail], not: { startsWith: 'matrix-' } } };
    const user = before.enterprise_id
      ? await t.db.prisma.hqUser.findFirst({
          where: { ...notCallers, enterprise_admins: { some: { enterprise_id: before.enterprise_id } } },
          orderBy: { id: 'asc' },
        })
      : await t.db.prisma.hqUser.findFirst({
          where: { ...notCallers, employees: { some: { company_id: SALON, deleted_at: null } } },
          orderBy: { id: 'asc' },
        });
    return user?.id;
  }
  for (const model of modelsFor(t.db.prisma, name)) {
    const delegate = (t.db.prisma as any)[model];
    const parents = Object.fromEntries(Object.entries(before).filter(([k]) => k !== name));
    for (const scope of SCOPES) {
      for (const where of [
        { ...scope, ...parents, user_id: null, deleted_at: null },
        { ...scope, ...parents, deleted_at: null },
        { ...scope, ...parents },
        scope,
      ]) {
        try {
          const row = await delegate.findFirst({ where, orderBy: { id: 'asc' }, select: { id: true } });
          if (row) return row.id;
        } catch {
          // a field the model has not: the next, looser filter
        }
      }
    }
  }
  return undefined;
}

/** Sends one request; a stream (which never ends by itself) is judged by its head. */
async function send(op: Operation, url: string, body: unknown, auth: { Authorization: string }) {
  const req = {
    method: op.method.toUpperCase() as 'GET',
    url,
    headers: { ...auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  };
  if (!op.responses['200']?.content?.['text/event-stream']) {
    const res = await t.app.inject(req);
    return { status: res.statusCode, body: res.body };
  }
  const res = await t.app.inject({ ...req, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode < 300) {
    stream.destroy();
    return { status: res.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

/** What the matrix, as the document states it, says of this caller and operation. */
function allows(caller: Caller, roles: Role[], permission: Permission, method: string): boolean {
  if (!roles.includes(caller.role)) return false;
  if (caller.scope === 'read' && method !== 'get') return false;
  if (caller.limited && ENTERPRISE_PERMISSIONS.has(permission)) return false;
  return true;
}

describe('every HQ operation as every role', () => {
  it('answers as the matrix of the OpenAPI document says', async () => {
    const doc = await servedDocument(t.app);
    const wrong: string[] = [];
    let calls = 0;
    const seen = { allowed: 0, forbidden: 0, foreign: 0 };
    for (const [index, op] of ops.entries()) {
      const declared = doc.paths[op.path][op.method];
      const roles: Role[] = declared['x-roles'] ?? [];
      const permission: Permission = declared['x-permission'];
      if (!permission) {
        wrong.push(`${op.key}: no x-permission in the document`);
        continue;
      }
      // The path's objects (each a salon's or its enterprise's) and a smallest valid body.
      const path: Record<string, string> = {};
      for (const p of op.params.filter((p) => p.in === 'path')) {
        if (p.name === 'token_id') continue; // each caller's own spare token, below
        const value = await valueFor(p.name, path);
        if (!value) wrong.push(`${op.key}: no ${p.name} of the salon in the demo data`);
        else path[p.name] = value;
      }
      const pools = new Map<string, string[]>();
      const fields = Object.keys(op.body?.properties ?? {});
      for (const name of fields) {
        const value = await valueFor(name, path);
        if (value) pools.set(name, [value]);
      }
      const required = new Set<string>(op.body?.required ?? []);
      const minimal = op.body
        ? {
            ...op.body,
            properties: Object.fromEntries(
              Object.entries(op.body.properties ?? {}).filter(([k]) => required.has(k) || k === 'company'),
            ),
          }
        : undefined;
      const body = minimal
        ? fc.sample(strictArb(minimal, { idsFor: (n) => pools.get(n) ?? [] }, 'body'), {
            seed: 29 + index,
            numRuns: 1,
          })[0]
        : undefined;
      const urlFor = (spare: string) =>
        op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(name === 'token_id' ? spare : path[name]),
        );
      // Forbidden callers first: an allowed change must not decide what they see.
      const ordered = [...callers].sort(
        (a, b) =>
          Number(allows(a, roles, permission, op.method)) - Number(allows(b, roles, permission, op.method)),
      );
      for (const caller of ordered) {
        const url = urlFor(caller.spareTokenId);
        const res = await send(op, url, body, caller.auth);
        calls++;
        const type = res.body ? safeJson(res.body)?.type : undefined;
        const said = `${op.key} as ${caller.name} → ${res.status} ${res.body.slice(0, 160)}`;
        if (allows(caller, roles, permission, op.method)) {
          seen.allowed++;
          if (res.status === 403 && type === 'permission_error') wrong.push(`allowed, refused: ${said}`);
          // A 404 the owner (every permission, every demo object) gets as well is the request's
          // own (an id of its body that does not exist, an object an earlier call removed), not
          // the role's.
          if (res.status === 404) {
            const owner = callers.find((c) => c.name === 'owner');
            const again = owner ? await send(op, urlFor(owner.spareTokenId), body, owner.auth) : res;
            if (again.status !== 404) wrong.push(`allowed, not found: ${said} (the owner: ${again.status})`);
          }
          if (res.status >= 500) wrong.push(`allowed, failed: ${said}`);
        } else {
          seen.forbidden++;
          if (!(res.status === 403 && type === 'permission_error')) wrong.push(`forbidden, not 403: ${said}`);
        }
      }
      // Another tenant, with every role of its own: the salon's objects are not there for it.
      if (Object.keys(path).length > 0) {
        const res = await send(op, urlFor(callers[0].spareTokenId), body, foreign.auth);
        calls++;
        seen.foreign++;
        if (res.status !== 404)
          wrong.push(`foreign, not 404: ${op.key} → ${res.status} ${res.body.slice(0, 160)}`);
      }
    }
    console.log(
      `roles matrix: ${ops.length} HQ operations, ${callers.length} callers, ${calls} calls: ${JSON.stringify(seen)}`,
    );
    expect(wrong).toEqual([]);
    expect(ops.length).toBeGreaterThan(80);
    // Each kind of answer was asked for, many times (the matrix is not all yes or all no).
    expect(Math.min(seen.allowed, seen.forbidden, seen.foreign)).toBeGreaterThan(50);
  }, 300_000);
});

function safeJson(text: string): Record<string, any> | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
