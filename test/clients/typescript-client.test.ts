import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../clients/typescript/scripts/generate.ts';
import {
  BookingApiError,
  createBookingClient,
  serializeQuery,
  unwrap,
} from '../../clients/typescript/src/index.ts';
import { createTenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeCompany, makeEnterprise } from '../marketplace/fixtures.ts';

describe('clients/typescript', () => {
  it('is generated from the committed document (else: npm run client)', async () => {
    const rendered = await render();
    expect(readFileSync(new URL('../../clients/typescript/src/schema.d.ts', import.meta.url), 'utf8')).toBe(
      rendered.schema,
    );
    expect(
      readFileSync(new URL('../../clients/typescript/src/json-query-params.ts', import.meta.url), 'utf8'),
    ).toBe(rendered.params);
  });

  it('sends the object parameters as JSON and arrays as repeated keys', () => {
    const query = serializeQuery({
      pagination: { limit: 2, offset: 1 },
      sort: { field: 'name', order: 'desc' },
      select: ['name', 'id'],
      search: 'a b',
      skip: undefined,
    });
    const parsed = new URLSearchParams(query);
    expect(JSON.parse(parsed.get('pagination') ?? '')).toEqual({ limit: 2, offset: 1 });
    expect(JSON.parse(parsed.get('sort') ?? '')).toEqual({ field: 'name', order: 'desc' });
    expect(parsed.getAll('select')).toEqual(['name', 'id']);
    expect(parsed.get('search')).toBe('a b');
    expect(parsed.has('skip')).toBe(false);
  });
});

describe('the client against a running server', () => {
  let t: TestApp;
  let baseUrl: string;
  const names = ['Alpha Cuts', 'Bravo Nails', 'Charlie Spa'];
  beforeAll(async () => {
    t = await createTestApp();
    const enterprise = await makeEnterprise(t.db.prisma, 'Client Test', true, 'client-test');
    for (const name of names) await makeCompany(t.db.prisma, { name, enterprise: enterprise.id });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('lists with typed sort and pagination objects, as the server documents them', async () => {
    const client = createBookingClient({ baseUrl });
    const page = unwrap(
      await client.GET('/v1/marketplace/companies', {
        params: { query: { sort: { field: 'name', order: 'desc' }, pagination: { limit: 2, offset: 0 } } },
      }),
    );
    // Names descending: Charlie Spa, Bravo Nails | Alpha Cuts.
    expect(page.map((c) => c.name)).toEqual(['Charlie Spa', 'Bravo Nails']);
  });

  it('turns an error answer into a BookingApiError with its code', async () => {
    const client = createBookingClient({ baseUrl });
    const result = await client.GET('/v1/marketplace/companies', {
      params: { query: { pagination: { limit: 0 } } },
    });
    expect(result.response.status).toBe(400);
    expect(result.error?.code).toBe('invalid_request');
    expect(() => unwrap(result)).toThrow(BookingApiError);
    const tenant = await createTenant(t.db.prisma);
    const hq = createBookingClient({ baseUrl, token: tenant.token });
    const companies = unwrap(await hq.GET('/v1/hq/companies'));
    expect(companies.map((c) => c.id)).toEqual([tenant.companyId]);
    const missing = await hq.GET('/v1/hq/companies/{company_id}', {
      params: { path: { company_id: 'nope' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.code).toBe('resource_missing');
  });
});
