// The input guard (src/http/input-guard.ts): what the schemas let through but the database
// cannot store, answered 400 naming the field, however deep in the params, query or body it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refusal = async (url: string, body?: unknown) => {
  const res = await t.app.inject({ url, method: body ? 'POST' : 'GET', payload: body as never });
  return { status: res.statusCode, ...res.json() };
};
const booking = { company: 'x', event_types: ['a'], starts_at: '2030-01-01T10:00:00Z', customer_name: 'x' };

describe('input guard', () => {
  it('names the field of a NUL or a lone surrogate, in params, query and body, with its path', async () => {
    expect(await refusal('/v1/marketplace/companies/a%00b')).toMatchObject({
      status: 400,
      message: 'company_id: must not contain the NUL character',
      details: [{ field: 'company_id', message: 'must not contain the NUL character' }],
    });
    expect(await refusal('/v1/marketplace/companies?search=b%00')).toMatchObject({
      status: 400,
      details: [{ field: 'search', message: 'must not contain the NUL character' }],
    });
    // The second item of an array: its index is part of the path.
    expect(
      await refusal('/v1/marketplace/events', { ...booking, event_types: ['a', 'b\u0000'] }),
    ).toMatchObject({
      status: 400,
      message: 'event_types[1]: must not contain the NUL character',
      details: [{ field: 'event_types[1]', message: 'must not contain the NUL character' }],
    });
    expect(await refusal('/v1/marketplace/events', { ...booking, customer_name: 'x\ud800' })).toMatchObject({
      status: 400,
      details: [
        { field: 'customer_name', message: 'must be well-formed Unicode (a lone surrogate was sent)' },
      ],
    });
  });
});
