import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/faults.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The shapes an outage takes, as `pg`, the server and Prisma's adapter raise them (seen in db-outage.test.ts). */
const socket = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });
const server = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL', name: 'error' });
const prisma = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error('Invalid `prisma.x()` invocation'), {
    name: 'PrismaClientKnownRequestError',
    code,
    meta: { driverAdapterError: { cause } },
  });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused connection', socket('ECONNREFUSED')],
    ['reset connection', socket('ECONNRESET')],
    [
      'fast shutdown ends the session (57P01)',
      server('57P01', 'terminating connection due to administrator command'),
    ],
    ['starting up or shutting down (57P03)', server('57P03', 'the database system is shutting down')],
    ['no connection left (53300)', server('53300', 'sorry, too many clients already')],
    ['idle connection killed', new Error('Connection terminated unexpectedly')],
    ['pool wait timed out', new Error('timeout exceeded when trying to connect')],
    ['Prisma: P1001', prisma('P1001', { kind: 'DatabaseNotReachable' })],
    [
      'Prisma raw query: P2010 wrapping DatabaseNotReachable',
      prisma('P2010', { kind: 'DatabaseNotReachable' }),
    ],
    ['Prisma: P2039 wrapping 57P01', prisma('P2039', { kind: 'postgres', originalCode: '57P01' })],
    ['wrapped as a cause', Object.assign(new Error('outer'), { cause: socket('ECONNREFUSED') })],
  ])('%s: yes', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', server('23505', 'duplicate key')],
    ['exclusion violation', server('23P01', 'conflicting key value violates exclusion constraint')],
    ['Prisma P2002', prisma('P2002', { kind: 'UniqueConstraintViolation' })],
    ['Prisma P2010 wrapping a syntax error', prisma('P2010', { kind: 'postgres', originalCode: '42601' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s: no', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('an unreachable database in a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 503 unavailable_error with Retry-After in the error shape; other failures stay 500', async () => {
    const spy = vi.spyOn(t.app.services.auth, 'hqCaller').mockRejectedValueOnce(socket('ECONNREFUSED'));
    const res = await t.app.inject({ url: '/v1/hq/companies', headers: { authorization: 'Bearer hq_x' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      type: 'unavailable_error',
      code: 'database_unavailable',
      message: expect.stringMatching(/retry/),
      request_id: expect.any(String),
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|5432/);
    // A bug is still a bug: 500, no Retry-After.
    spy.mockRejectedValueOnce(new TypeError('boom'));
    const bug = await t.app.inject({ url: '/v1/hq/companies', headers: { authorization: 'Bearer hq_x' } });
    expect([bug.statusCode, bug.json().type, bug.headers['retry-after']]).toEqual([
      500,
      'internal_error',
      undefined,
    ]);
    spy.mockRestore();
  });
});
