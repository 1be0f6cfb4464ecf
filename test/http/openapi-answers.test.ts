// What the server sends beside its bodies is in the OpenAPI document too (issue 26, item 8): the
// rate limit's headers and Retry-After, the tags its operations use, the 500 answer, the bound on
// an image's size; and the OWASP lint's ruleset says why each rule it turns off is off. Each fact
// is checked on the committed document by walking every operation, and against the server.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/openapi-document.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const doc = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const operations = Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
  Object.entries<any>(item)
    .filter(([method]) => METHODS.has(method))
    .map(([method, op]) => ({ path, method, op, name: `${method.toUpperCase()} ${path}` })),
);
const PROBES = new Set(['/healthz', '/readyz']);
const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
const IMAGE_MAX_BYTES = 50 * 1024 * 1024; // 52,428,800

let t: TestApp;
let a: Tenant;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: '5' });
  a = await createTenant(t.db.prisma);
});
afterAll(() => t?.close());

describe('the document names what the server sends', () => {
  it('walks every operation (a walk of nothing proves nothing)', () => {
    expect(operations.length).toBeGreaterThan(140);
  });

  it('declares every tag an operation uses, each with a description, and no tag nobody uses', () => {
    const declared = new Map<string, string>(doc.tags.map((tag: any) => [tag.name, tag.description]));
    const used = new Set(operations.flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
    for (const [tag, description] of declared) expect(description?.length, tag).toBeGreaterThan(10);
  });

  it('gives every operation a 500 answer in the error shape', () => {
    for (const { op, name } of operations) {
      const schema = op.responses['500']?.content?.['application/json']?.schema;
      expect(schema?.allOf?.[0], name).toEqual({ $ref: '#/components/schemas/Error' });
      expect(schema.allOf[1].properties, name).toEqual({
        type: { type: 'string', enum: ['internal_error'] },
        code: { type: 'string', enum: ['internal_error'] },
      });
    }
  });

  it('describes the rate limit headers on every answer of a counted operation, and Retry-After on each 429 and 503', () => {
    for (const name of [...RATE_HEADERS, 'Retry-After']) {
      expect(doc.components.headers[name]?.schema?.type, name).toBe('integer');
    }
    expect(doc.components.headers['Retry-After'].required).toBe(true);
    let retryAfters = 0;
    for (const { path, op, name } of operations) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        const headers = Object.keys(response.headers ?? {});
        expect(
          RATE_HEADERS.filter((h) => !headers.includes(h)),
          `${name} ${status}`,
        ).toEqual(PROBES.has(path) ? RATE_HEADERS : []);
        if (status === '429' || status === '503') {
          expect(response.headers?.['Retry-After'], `${name} ${status}`).toEqual({
            $ref: '#/components/headers/Retry-After',
          });
          retryAfters++;
        }
      }
    }
    // Every operation answers 503, every one but the two probes 429.
    expect(retryAfters).toBe(2 * operations.length - 2);
  });

  it('sends those headers: the limit, what is left, when it resets, and Retry-After once refused', async () => {
    const url = '/v1/marketplace/companies/no-such-slug';
    // Counted by the client's address: one of its own, so that the other tests here count apart.
    const get = () => t.app.inject({ url, remoteAddress: '192.0.2.1' });
    const first = await get();
    expect(first.statusCode).toBe(404);
    // RATE_LIMIT=5: this is the first request of the minute, so 5 - 1 = 4 are left.
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
    const reset = Number(first.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) await get();
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The probes are not counted, and say nothing of a limit.
    const probe = await t.app.inject({ url: '/healthz' });
    expect(probe.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe("an image's size", () => {
  it('has an upper bound in the document, wherever an image is', () => {
    // An image is an object with thumb, image, public_id, ... and bytes.
    const sizes: unknown[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const props = (node as any).properties;
      if (props?.bytes && props.public_id && props.thumb) sizes.push(props.bytes);
      for (const value of Object.values(node)) walk(value);
    };
    walk(doc);
    expect(sizes.length).toBeGreaterThan(10);
    for (const bytes of sizes)
      expect(bytes).toMatchObject({ type: 'integer', minimum: 0, maximum: IMAGE_MAX_BYTES });
  });

  it('is enforced: 50 MB is accepted, a byte more is a 400 naming the field', async () => {
    // A fresh address for the rate limit of 5 per minute: counted per HQ token, this tenant's own.
    const post = (bytes: number) =>
      t.http
        .post('/v1/hq/event_type_groups')
        .set(a.auth)
        .send({
          company: a.companyId,
          title: `Group ${bytes}`,
          images: [{ image: 'https://i/h.png', bytes }],
        });
    const ok = await post(IMAGE_MAX_BYTES);
    expect(ok.status).toBe(200);
    expect(ok.body.images).toEqual([{ image: 'https://i/h.png', bytes: IMAGE_MAX_BYTES }]);
    const tooBig = await post(IMAGE_MAX_BYTES + 1);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.type).toBe('validation_error');
    expect(JSON.stringify(tooBig.body.details)).toContain('images');
  });
});

describe('customer tokens (RFC 8725)', () => {
  it('are refused when they name an algorithm other than HS256', async () => {
    const hs256 = t.app.jwt.sign({ sub: 'customer-rfc8725', kind: 'customer' });
    const hs512 = t.app.jwt.sign({ sub: 'customer-rfc8725', kind: 'customer' }, { algorithm: 'HS512' });
    const alg = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg;
    expect([alg(hs256), alg(hs512)]).toEqual(['HS256', 'HS512']);
    const list = (token: string) =>
      t.app.inject({
        url: '/v1/marketplace/events',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '192.0.2.2',
      });
    expect((await list(hs256)).statusCode).toBe(200);
    expect((await list(hs512)).statusCode).toBe(401);
  });
});

describe('.spectral.yaml', () => {
  it('says why, in a comment just above, for each rule it turns off', () => {
    const lines = readFileSync(resolve(import.meta.dirname, '../../.spectral.yaml'), 'utf8').split('\n');
    const off = lines.flatMap((line, i) => (/^\s+[\w:-]+: off\s*$/.test(line) ? [i] : []));
    expect(off.length).toBeGreaterThan(5);
    for (const i of off) {
      // Above it: its reason (a comment), or another rule turned off for the same reason.
      let j = i - 1;
      while (j >= 0 && /^\s+[\w:-]+: off\s*$/.test(lines[j])) j--;
      const above = lines[j].trim();
      const inOverride = /^rules:$/.test(above) && /^\s*-?\s*"?openapi\//.test(lines[j - 1] ?? '');
      expect(above.startsWith('#') || inOverride, lines[i]).toBe(true);
    }
  });
});
