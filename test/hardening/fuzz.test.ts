import AjvModule from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type JsonSchema, type Operation, operationsOf, realValues, servedDocument } from './openapi-walk.ts';
import { type ArbContext, fuzzArb, junk, strictArb } from './schema-arb.ts';

/**
 * Bad-input fuzzing of every operation of the served OpenAPI document (issue 7). fast-check
 * generates each request from the operation's own schemas: path IDs (real ones from the demo data
 * and a foreign tenant, mixed with invalid ones), query parameters (JSON objects, malformed JSON,
 * unknown select/expand/unset names, arrays in both spellings), bodies (valid, edge-of-bounds,
 * wrong types, missing and unknown fields, huge, deeply nested, malformed JSON) and credentials.
 *
 * Every answer must be a 4xx in the one error shape (docs/api-conventions.md#errors), or a 2xx the operation documents
 * whose body matches its response schema; never a 5xx, never slower than the per-request timeout.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_RUNS sets the number of requests; FUZZ_OPS
 * narrows the run to the operations whose "METHOD /path" contains it.
 */
// A fixed seed by default, so CI is repeatable; FUZZ_SEED=random explores a new one (printed).
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0
    : Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/**
 * Requests in flight at once. 1 (default) keeps a run replayable from its seed; more (on
 * PostgreSQL) also races writes on the same object, which a seed cannot replay exactly.
 */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 1);
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 15_000);

const Ajv = (AjvModule as any).default ?? AjvModule;
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
((addFormats as any).default ?? addFormats)(ajv);

let t: TestApp;
let hqToken: string;
let customerToken: string;
let ops: Operation[];
const pools = new Map<string, string[]>();

/** Every property and parameter name in a schema: the names real IDs are looked up by. */
function namesIn(schema: unknown, out: Set<string>) {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const s of schema) namesIn(s, out);
    return;
  }
  const s = schema as JsonSchema;
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.add(k);
    namesIn(v, out);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf']) namesIn(s[key], out);
}

async function refreshPools(op: Operation) {
  const names = new Set<string>();
  for (const p of op.params) {
    names.add(p.name);
    namesIn(p.schema, names);
  }
  namesIn(op.body, names);
  for (const name of names) pools.set(name, await realValues(t.db.prisma, name));
}

const ctx: ArbContext = { idsFor: (name) => pools.get(name) ?? [] };

const malformedJson = fc.constantFrom(
  '{',
  '{"limit":',
  'null',
  '[]',
  '"text"',
  '42',
  '{"limit":1,"limit":2}',
  '{"__proto__":{"x":1}}',
  "{'single':'quotes'}",
  '',
  '%7B',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
);

type Pair = [string, string];
/** URL-encodes any string; lone surrogates become U+FFFD as a client's UTF-8 encoder would. */
const enc = (s: string) => encodeURIComponent((s as any).toWellFormed());
const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** `name[a][b]=v`, `name[list][]=v` for an object; anything else as its JSON text. */
function bracketPairs(name: string, value: unknown): Pair[] {
  if (Array.isArray(value)) return value.flatMap((v) => bracketPairs(`${name}[]`, v));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => bracketPairs(`${name}[${k}]`, v));
  }
  return [[name, text(value)]];
}

function queryParamArb(p: { name: string; schema: JsonSchema }): fc.Arbitrary<Pair[]> {
  const s = p.schema ?? {};
  const isObject = s.type === 'object' || s.properties;
  const isArray = s.type === 'array';
  if (isObject) {
    return fc.oneof(
      { weight: 6, arbitrary: fuzzArb(s, ctx, p.name).map((v): Pair[] => [[p.name, text(v)]]) },
      { weight: 1, arbitrary: malformedJson.map((v): Pair[] => [[p.name, v]]) },
      // The bracket form a generic client sends (pagination[limit]=20), read as the same object.
      { weight: 2, arbitrary: fuzzArb(s, ctx, p.name).map((v): Pair[] => bracketPairs(p.name, v)) },
      {
        weight: 1,
        arbitrary: fc.tuple(fuzzArb(s, ctx, p.name), fuzzArb(s, ctx, p.name)).map(([a, b]): Pair[] => [
          [p.name, text(a)],
          [p.name, text(b)],
        ]),
      },
    );
  }
  if (isArray) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(fc.array(fuzzArb(s.items ?? {}, ctx, p.name), { maxLength: 4 }), fc.boolean())
          .map(([items, brackets]): Pair[] => items.map((v) => [brackets ? `${p.name}[]` : p.name, text(v)])),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('not_a_field', 'id,name', '', '__proto__', 'x'.repeat(5000))
          .map((v): Pair[] => [[p.name, v]]),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(101, 1000)
          .map((n): Pair[] => Array.from({ length: n }, () => [p.name, 'id'])),
      },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fuzzArb(s, ctx, p.name).map((v): Pair[] => [[p.name, text(v)]]) },
    {
      weight: 1,
      arbitrary: fc.tuple(junk, junk).map(([a, b]): Pair[] => [
        [p.name, text(a)],
        [p.name, text(b)],
      ]),
    },
  );
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request valid in every part (real IDs, schema-conforming query and body, own credentials). */
function validRequestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => strictArb(p.schema, ctx, p.name).map(text)))
    .map((values) => {
      let i = 0;
      return op.path.replace(/\{(\w+)\}/g, () => enc(values[i++] as string));
    });
  const query = fc
    .tuple(
      ...queryParams.map((p) => {
        const value = strictArb(p.schema, ctx, p.name).map((v): Pair[] =>
          Array.isArray(v) && p.schema.type === 'array'
            ? v.map((x) => [p.name, text(x)])
            : [[p.name, text(v)]],
        );
        return p.required ? value : fc.oneof({ weight: 2, arbitrary: fc.constant([] as Pair[]) }, value);
      }),
    )
    .map((lists) =>
      lists
        .flat()
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join('&'),
    );
  const body = op.body
    ? strictArb(op.body, ctx, 'body').map((v) => JSON.stringify(v))
    : fc.constant(undefined);
  const auth =
    op.auth === 'hq' ? `Bearer ${hqToken}` : op.auth === 'none' ? undefined : `Bearer ${customerToken}`;
  return fc.record({ path, query, body }).map(({ path, query, body }) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return {
      method: op.method.toUpperCase(),
      url: query ? `${path}?${query}` : path,
      headers,
      payload: body,
    };
  });
}

/** A third valid requests (so handlers run on real data), the rest fuzzed in some part. */
function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: validRequestArb(op) },
    { weight: 2, arbitrary: fuzzedRequestArb(op) },
  );
}

function fuzzedRequestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(
      ...pathParams.map((p) => {
        const ids = ctx.idsFor(p.name);
        const bad = fc.oneof(fuzzArb(p.schema, ctx, p.name), junk).map(text);
        return ids.length > 0 ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...ids) }, bad) : bad;
      }),
    )
    .map((values) => {
      let i = 0;
      return op.path.replace(/\{(\w+)\}/g, () => enc(values[i++] as string));
    });
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        p.required
          ? queryParamArb(p)
          : fc.oneof({ weight: 2, arbitrary: fc.constant([] as Pair[]) }, queryParamArb(p)),
      ),
      fc.oneof(
        { weight: 10, arbitrary: fc.constant([] as Pair[]) },
        fc.constantFrom<Pair[]>(
          [['unknown_param', '1']],
          [['select', 'nope']],
          [['expand', 'nope']],
          [['unset', 'nope']],
        ),
      ),
    )
    .map((lists) =>
      lists
        .flat()
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join('&'),
    );
  const wantsBody = op.method !== 'get' && op.method !== 'delete';
  const body: fc.Arbitrary<string | undefined> = op.body
    ? fc.oneof(
        { weight: 14, arbitrary: fuzzArb(op.body, ctx, 'body').map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: malformedJson },
        { weight: 1, arbitrary: junk.map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : wantsBody
      ? fc.oneof(
          fc.constant(undefined),
          fc.constant('{}'),
          junk.map((v) => JSON.stringify(v)),
        )
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constant('{"x":1}') },
        );
  const hq = `Bearer ${hqToken}`;
  const customer = `Bearer ${customerToken}`;
  const otherCreds = fc.constantFrom<string | undefined>(
    undefined,
    'Bearer not-a-token',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwia2luZCI6ImN1c3RvbWVyIn0.c2lnbmF0dXJl',
    `Bearer ${'t'.repeat(5000)}`,
  );
  const own = op.auth === 'hq' ? hq : op.auth === 'none' ? undefined : customer;
  const other = op.auth === 'hq' ? customer : hq;
  const auth = fc.oneof(
    { weight: 12, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constant(other) },
    { weight: 2, arbitrary: otherCreds },
  );
  const contentType = fc.oneof(
    { weight: 20, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      '',
    ),
  );
  return fc
    .record({ path, query, body, auth, contentType })
    .map(({ path, query, body, auth, contentType }) => {
      const headers: Record<string, string> = {};
      if (auth !== undefined) headers.authorization = auth;
      if (body !== undefined && contentType) headers['content-type'] = contentType;
      return {
        method: op.method.toUpperCase(),
        url: query ? `${path}?${query}` : path,
        headers,
        payload: body,
      };
    });
}

/**
 * Sends one request. An operation that answers a server-sent-event stream (which never ends by
 * itself) is read until its head: a 2xx must be `text/event-stream`, judged on its status alone.
 */
async function send(
  op: Operation,
  req: FuzzRequest,
): Promise<{ statusCode: number; headers: any; body: string }> {
  if (!op.responses['200']?.content?.['text/event-stream']) return t.app.inject(req as any);
  const res = await t.app.inject({ ...(req as any), payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode >= 200 && res.statusCode < 300) {
    stream.destroy();
    const streams = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
    return { statusCode: res.statusCode, headers: res.headers, body: streams ? '' : 'not an event stream' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') };
}

const validators = new Map<string, (v: unknown) => boolean>();
function validatorFor(op: Operation, status: number) {
  const key = `${op.key} ${status}`;
  let v = validators.get(key);
  if (!v) {
    const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
    v = schema ? ajv.compile(schema) : () => true;
    validators.set(key, v as (x: unknown) => boolean);
  }
  return v as ((x: unknown) => boolean) & { errors?: unknown };
}

const ErrorShape = {
  type: 'object',
  required: ['type', 'code', 'message'],
  properties: {
    type: { type: 'string', minLength: 1 },
    code: { type: 'string', minLength: 1 },
    message: { type: 'string', minLength: 1 },
    user_message: { type: 'string' },
    user_title: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    request_id: { type: 'string' },
  },
};
const errorShape = ajv.compile(ErrorShape);

/**
 * The operation that actually answers a URL: an empty path parameter can make a URL another
 * route's (`/items/` is the list, with trailing slashes ignored).
 */
function routeOf(op: Operation, url: string): Operation {
  const path = url.split('?')[0].replace(/\/+$/, '') || '/';
  const same = ops.filter((o) => o.method === op.method);
  const matches = (o: Operation) =>
    new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+').replace(/\/+$/, '')}$`).test(path);
  return matches(op) ? op : (same.find(matches) ?? op);
}

/** What is wrong with an answer, or undefined. */
function judge(
  op: Operation,
  status: number,
  headers: Record<string, unknown>,
  raw: string,
): string | undefined {
  if (status >= 500) return `status ${status}: ${raw.slice(0, 300)}`;
  if (status >= 200 && status < 300) {
    if (!op.responses[String(status)]) return `undocumented status ${status}`;
    if (op.responses[String(status)].content?.['text/event-stream'])
      return raw === '' ? undefined : `2xx that is not an event stream: ${raw.slice(0, 100)}`;
    // An .ics (a series' calendar): iCalendar text, as the document says.
    if (op.responses[String(status)].content?.['text/calendar'])
      return String(headers['content-type'] ?? '').startsWith('text/calendar') &&
        raw.startsWith('BEGIN:VCALENDAR\r\n') &&
        raw.endsWith('END:VCALENDAR\r\n')
        ? undefined
        : `2xx that is not an iCalendar object: ${raw.slice(0, 100)}`;
    if (status === 204) return raw === '' ? undefined : `204 with a body: ${raw.slice(0, 100)}`;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return `2xx body is not JSON: ${raw.slice(0, 100)}`;
    }
    const validate = validatorFor(op, status);
    if (!validate(body))
      return `2xx body does not match the schema: ${JSON.stringify(validate.errors).slice(0, 400)}`;
    return undefined;
  }
  if (status >= 400 && status < 500) {
    if (!String(headers['content-type'] ?? '').startsWith('application/json'))
      return `${status} without JSON: ${headers['content-type']}`;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return `${status} body is not JSON: ${raw.slice(0, 100)}`;
    }
    if (!errorShape(body)) return `${status} not in the error shape: ${raw.slice(0, 300)}`;
    const message = (body as { message: string }).message;
    if (
      /prisma|at .*\.ts:\d+|node_modules/i.test(raw) ||
      /\b(SELECT|INSERT|UPDATE) .*\b(FROM|INTO|SET)\b/.test(raw)
    )
      return `${status} leaks internals: ${message}`;
    const expected: Record<number, string[]> = {
      400: ['validation_error', 'invalid_request_error', 'create_event_error'],
      401: ['authentication_error'],
      404: ['not_found_error'],
      409: ['conflict_error'],
      422: ['idempotency_error', 'validation_error'],
      429: ['rate_limit_error'],
    };
    const type = (body as { type: string }).type;
    if (expected[status] && !expected[status].includes(type)) return `${status} with type ${type}`;
    return undefined;
  }
  return `unexpected status ${status}`;
}

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  if (!seeded) throw new Error('demo data not loaded');
  hqToken = seeded.token;
  await createTenant(t.db.prisma, { name: 'Foreign' }); // IDs the owner may not reach
  const signUp = await signUpCustomer(t.app, t.db.sql, {
    email: 'fuzz@example.test',
    password: 'correct horse battery',
    name: 'Fuzz',
  });
  customerToken = signUp.body.token;
  // FUZZ_OPS: only the operations whose "METHOD /path" contains it (e.g. FUZZ_OPS=webhooks).
  ops = operationsOf(await servedDocument(t.app)).filter(
    (o) => !process.env.FUZZ_OPS || o.key.includes(process.env.FUZZ_OPS),
  );
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} over ${ops.length} operations`);
});
afterAll(() => t?.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers every generated request with a documented 2xx or a 4xx in the error shape (seed ${SEED})`, async () => {
    const failures: string[] = [];
    const statuses = new Map<string, Record<number, number>>();
    let sent = 0;
    const timing = { pools: 0, generate: 0, requests: 0 };
    const byStatus: Record<string, number> = {};
    const perOp = Math.ceil(RUNS / ops.length);
    for (const [index, op] of ops.entries()) {
      let mark = performance.now();
      await refreshPools(op);
      timing.pools += performance.now() - mark;
      mark = performance.now();
      const requests = fc.sample(requestArb(op), { seed: SEED + index, numRuns: perOp });
      timing.generate += performance.now() - mark;
      mark = performance.now();
      const counts: Record<number, number> = {};
      const one = async (req: FuzzRequest) => {
        sent++;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
        });
        const started = performance.now();
        const res = await Promise.race([send(op, req), timeout]);
        clearTimeout(timer);
        const ms = performance.now() - started;
        if (process.env.FUZZ_VERBOSE && ms > 200)
          console.log(
            `slow ${Math.round(ms)} ms ${req.method} ${req.url.slice(0, 120)} ${req.payload?.length ?? 0}B ${res === 'timeout' ? '' : res.statusCode}`,
          );
        const replay = `${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.headers).slice(0, 200)} ${req.payload?.slice(0, 300) ?? ''}`;
        if (res === 'timeout') {
          failures.push(`${op.key}: no answer within ${REQUEST_TIMEOUT_MS} ms\n  ${replay}`);
          return;
        }
        counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
        const bucket = `${res.statusCode}${(req.payload?.length ?? 0) > 50_000 ? ' big' : ''}${req.url.length > 5000 ? ' longurl' : ''}`;
        byStatus[bucket] = (byStatus[bucket] ?? 0) + ms;
        const problem = judge(routeOf(op, req.url), res.statusCode, res.headers, res.body);
        if (problem) failures.push(`${op.key}: ${problem}\n  ${replay}`);
      };
      for (let i = 0; i < requests.length; i += CONCURRENCY) {
        await Promise.all(requests.slice(i, i + CONCURRENCY).map(one));
      }
      timing.requests += performance.now() - mark;
      statuses.set(op.key, counts);
      if (process.env.FUZZ_VERBOSE) console.log(op.key, JSON.stringify(counts));
    }
    // Handlers were reached, not only the validation: most operations answered a 2xx at least once.
    console.log(
      `fuzz timing (ms): ${JSON.stringify(timing, (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`,
    );
    if (process.env.FUZZ_VERBOSE)
      console.log(JSON.stringify(byStatus, (_, v) => (typeof v === 'number' ? Math.round(v) : v)));
    const reached = [...statuses.values()].filter((c) => Object.keys(c).some((s) => Number(s) < 300)).length;
    console.log(
      `fuzz: ${sent} requests, ${reached}/${ops.length} operations answered a 2xx, ${failures.length} failures`,
    );
    // One example of each kind of failure (operation and first words of the problem).
    const kinds = new Map<string, string>();
    for (const f of failures) {
      const kind = f.split('\n')[0].slice(0, 90);
      if (!kinds.has(kind)) kinds.set(kind, f);
    }
    if (failures.length > 0)
      console.log(`fuzz failures (FUZZ_SEED=${SEED}):\n${[...kinds.values()].join('\n')}`);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect([...kinds.keys()]).toEqual([]);
    expect(reached).toBeGreaterThanOrEqual(Math.floor(ops.length * 0.6));
  }, 600_000);
});
