// The matrix (src/domain/auth/roles.ts) against the OpenAPI document: every HQ operation has its
// permission, no entry names an operation that is gone, and a permission's kind (read or not)
// matches what the operation does, so a read token's narrowing and the method check agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENTERPRISE_PERMISSIONS,
  isReadPermission,
  OPERATION_PERMISSIONS,
  PERMISSION_NAMES,
  ROLE_PERMISSIONS,
  ROLES,
  rolesFor,
} from '../../../src/domain/auth/roles.ts';

const doc = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const hqOperations = Object.values<Record<string, any>>(doc.paths).flatMap((item) =>
  Object.entries<Record<string, any>>(item)
    .filter(([method, op]) => METHODS.includes(method) && op.security?.some((s: object) => 'HqBearer' in s))
    .map(([method, op]) => ({ method, operationId: String(op.operationId), op })),
);

describe('the roles matrix', () => {
  it('finds the HQ operations of the document (the reader itself works)', () => {
    expect(hqOperations.length).toBeGreaterThan(50);
    expect(hqOperations.map((o) => o.operationId)).toContain('updateEnterprise');
  });

  it('gives every HQ operation of openapi/openapi.json a permission, and names no other', () => {
    const ids = hqOperations.map((o) => o.operationId).sort();
    expect(ids.filter((id) => !(id in OPERATION_PERMISSIONS))).toEqual([]);
    expect(Object.keys(OPERATION_PERMISSIONS).sort()).toEqual(ids);
  });

  it('needs a read permission for every GET and a changing one for every other method', () => {
    const wrong = hqOperations
      .filter((o) => isReadPermission(OPERATION_PERMISSIONS[o.operationId]) !== (o.method === 'get'))
      .map((o) => `${o.method} ${o.operationId}: ${OPERATION_PERMISSIONS[o.operationId]}`);
    expect(wrong).toEqual([]);
  });

  it('uses every permission, and gives each role only known ones', () => {
    const used = new Set(Object.values(OPERATION_PERMISSIONS));
    expect(PERMISSION_NAMES.filter((p) => !used.has(p))).toEqual([]);
    for (const role of ROLES) {
      for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSION_NAMES).toContain(p);
    }
  });

  it('grants enterprise-wide permissions to enterprise roles only, and who holds the enterprise to its owners', () => {
    for (const p of ENTERPRISE_PERMISSIONS) {
      const holders = ROLES.filter((r) => ROLE_PERMISSIONS[r].includes(p));
      expect(holders, p).toEqual(p === 'enterprise_members.write' ? ['owner'] : ['owner', 'admin']);
    }
    // Owner and admin differ in that one permission only.
    expect(PERMISSION_NAMES.filter((p) => !ROLE_PERMISSIONS.admin.includes(p))).toEqual([
      'enterprise_members.write',
    ]);
  });

  it('says in the document which roles may call each HQ operation', () => {
    for (const { operationId, op } of hqOperations) {
      expect(op['x-roles'], operationId).toEqual(rolesFor(operationId));
      expect(op.description, operationId).toContain(`permission \`${OPERATION_PERMISSIONS[operationId]}\``);
    }
  });
});
