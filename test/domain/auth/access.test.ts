import { describe, expect, it } from 'vitest';
import { companyOf, reachable } from '../../../src/domain/auth/access.ts';
import type { HqCaller } from '../../../src/domain/auth/caller.ts';
import { ApiError } from '../../../src/domain/shared/errors.ts';

const caller: HqCaller = {
  userId: 'u1',
  tokenId: 't1',
  scope: 'write',
  companyIds: new Set(['own']),
  enterpriseIds: new Set(),
  companyRoles: new Map([['own', ['manager']]]),
  enterpriseRoles: new Map(),
  employeeIds: new Map(),
  heldRoles: { employee: {}, enterprise: {} },
  need: 'staff.read',
};

/** The error a call throws, for its status and message. */
async function thrown(fn: () => unknown): Promise<ApiError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

describe('the access point', () => {
  it('answers the company a caller reaches', () => {
    expect(companyOf(caller, 'own')).toBe('own');
  });

  it('answers 404 "No such <thing>" for another tenant\'s company, a missing one and none', async () => {
    for (const companyId of ['foreign', '', null, undefined]) {
      const err = await thrown(() => companyOf(caller, companyId, 'employee'));
      expect([err.statusCode, err.message]).toEqual([404, 'No such employee.']);
    }
    expect((await thrown(() => companyOf(caller, 'foreign'))).message).toBe('No such company.');
  });

  it('loads, then checks the company: a foreign object answers as a missing one', async () => {
    const own = { id: 'e1', company_id: 'own' };
    expect(await reachable(caller, 'employee', async () => own)).toBe(own);
    const foreign = await thrown(() =>
      reachable(caller, 'employee', async () => ({ id: 'e2', company_id: 'x' })),
    );
    const missing = await thrown(() => reachable(caller, 'employee', async () => undefined));
    expect([foreign.statusCode, foreign.message]).toEqual([404, 'No such employee.']);
    expect([missing.statusCode, missing.message]).toEqual([404, 'No such employee.']);
  });
});
