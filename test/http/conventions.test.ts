import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/http/query.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('parseQueryString', () => {
  it('reads repeated keys and bracketed keys as arrays', () => {
    expect(parseQueryString('select=a&select=b')).toEqual({ select: ['a', 'b'] });
    expect(parseQueryString('select[]=a&select[]=b')).toEqual({ select: ['a', 'b'] });
    expect(parseQueryString('select[]=a')).toEqual({ select: ['a'] });
    expect(parseQueryString('select=a&select[]=b')).toEqual({ select: ['a', 'b'] });
    expect(parseQueryString('search=x')).toEqual({ search: 'x' });
  });

  it('reads the object parameters in the bracket form as the objects the JSON form gives', () => {
    expect(parseQueryString('pagination[limit]=20&pagination[offset]=40')).toEqual({
      pagination: { limit: '20', offset: '40' },
    });
    expect(
      parseQueryString('filter[location][lat]=1.5&filter[ids][]=a&filter[ids][]=b&sort[field]=name'),
    ).toEqual({ filter: { location: { lat: '1.5' }, ids: ['a', 'b'] }, sort: { field: 'name' } });
    expect(parseQueryString('filter[ids][1]=b&filter[ids][0]=a')).toEqual({ filter: { ids: ['a', 'b'] } });
    expect(parseQueryString('filter[ids]=a&filter[ids]=b')).toEqual({ filter: { ids: ['a', 'b'] } });
    expect(parseQueryString('user_location[lat]=64.1&user_location[lng]=-21.9')).toEqual({
      user_location: { lat: '64.1', lng: '-21.9' },
    });
    // Other names keep their brackets: only the object parameters have fields.
    expect(parseQueryString('other[x]=1')).toEqual({ 'other[x]': '1' });
  });
});

describe('HTTP conventions', () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t.db.prisma);
  });
  afterAll(() => t?.close());

  it('answers unknown routes with a 404 in the error shape', async () => {
    const res = await t.http.get('/v1/hq/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: 'not_found_error', code: 'route_not_found' });
  });

  it('echoes the request id in the header and the error body', async () => {
    const res = await t.http.get('/v1/hq/companies').set('x-request-id', 'trace-123');
    expect(res.status).toBe(401);
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.body.request_id).toBe('trace-123');
  });

  it('lists the companies a token reaches, with select', async () => {
    const res = await t.http.get('/v1/hq/companies?select[]=name').set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: a.companyId, name: expect.any(String) }]);
  });

  it('masks company secrets', async () => {
    await t.db.prisma.company.update({
      where: { id: a.companyId },
      data: {
        google_analytics: { measurement_id: 'G-1', api_secret: 'super-secret-value-9876' },
        locked_sections: { reports: true, pin_hash: 'x' },
      },
    });
    const res = await t.http.get(`/v1/hq/companies/${a.companyId}`).set(a.auth);
    expect(res.body.google_analytics).toEqual({ measurement_id: 'G-1', api_secret: '****9876' });
    expect(res.body.locked_sections).toEqual({ reports: true, has_pin: true });
    expect(JSON.stringify(res.body)).not.toContain('super-secret');
  });

  it('refuses bodies that are not JSON objects', async () => {
    // A media type with no parser: 415.
    const xml = await t.http
      .post('/v1/hq/resources')
      .set(a.auth)
      .set('content-type', 'application/xml')
      .send('<a/>');
    expect(xml.status).toBe(415);
    expect(xml.body.type).toBe('invalid_request_error');
    // Text is parsed as a string, which is not the object the schema wants: 400.
    const text = await t.http
      .post('/v1/hq/resources')
      .set(a.auth)
      .set('content-type', 'text/plain')
      .send('hello');
    expect(text.status).toBe(400);
    expect(text.body.type).toBe('validation_error');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await t.http.get('/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/v1/hq/resources/{resource_id}/duplicate']).toBeTruthy();
    expect((await t.http.get('/docs')).status).toBeLessThan(400);
  });

  it('answers health and readiness', async () => {
    expect((await t.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.http.get('/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('HTTPS redirect behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORCE_HTTPS: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  it('redirects requests that reached the proxy over plain HTTP', async () => {
    const get = await t.http
      .get('/healthz?x=1')
      .set('x-forwarded-proto', 'http')
      .set('host', 'api.example.com');
    expect(get.status).toBe(301);
    expect(get.headers.location).toBe('https://api.example.com/healthz?x=1');
    const post = await t.http
      .post('/v1/hq/resources')
      .set('x-forwarded-proto', 'http')
      .set('host', 'api.example.com');
    expect(post.status).toBe(308);
    expect((await t.http.get('/healthz').set('x-forwarded-proto', 'https')).status).toBe(200);
  });
});
