import { OPERATION_PERMISSIONS, rolesFor, rolesSentence } from '../domain/auth/roles.ts';
import { BODY_MAY_BE_OMITTED } from './empty-body.ts';
import { errorCodesOf } from './error-codes.ts';
import { JSON_QUERY_PARAMS } from './query.ts';

/**
 * The last pass over the document @fastify/swagger builds from the routes (its `transformObject`),
 * so that generated clients come out well without any route spelling OpenAPI by hand:
 *
 * - every schema with a `title` becomes a named component (`#/components/schemas/<title>`) used
 *   through `$ref`, so a client gets `Company`, not an anonymous type per operation. A new record
 *   schema is named by giving it a title; nothing else to register;
 * - the object query parameters (`sort`, `pagination`, `filter`, `user_location`) are declared as
 *   `content: application/json`, which is how they are documented to be sent;
 * - integers get `int32` (or `int64` when their bounds do not fit), numbers `double`;
 * - a deprecated query parameter or header carries `deprecated: true` itself, not only its schema;
 * - each operation's error answers list the codes it can answer (`error-codes.ts`);
 * - an operation without a security requirement says so (`security: []`: public);
 * - the rate limit's headers and Retry-After are described on the answers that carry them;
 * - each HQ operation says which roles may call it (`x-roles` and a sentence of its description),
 *   from the one matrix in domain/auth/roles.ts.
 */
export function finishDocument(doc: Record<string, any>): Record<string, any> {
  doc.components ??= {};
  doc.components.headers = structuredClone(RESPONSE_HEADERS);
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Record<string, any>>(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      finishParameters(op);
      finishRequestBody(op);
      const codes = errorCodesOf(method, op);
      for (const [status, list] of Object.entries(codes)) documentCodes(op, status, list);
      documentHeaders(path, op);
      documentRoles(op);
      if (!op.security) op.security = [];
    }
  }
  walkSchemas(doc, specDefaults);
  walkSchemas(doc, mergeLiteralUnions);
  walkSchemas(doc, flattenSingleAnyOf);
  walkSchemas(doc, addFormats);
  nameTitledSchemas(doc);
  return doc;
}

/**
 * A route that reads a missing body as `{}` (empty-body.ts) takes a POST without one whenever its
 * schema requires no field: its body is then optional, and the document says so.
 */
function finishRequestBody(op: Record<string, any>) {
  if (!op[BODY_MAY_BE_OMITTED]) return;
  delete op[BODY_MAY_BE_OMITTED];
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (op.requestBody && !(schema?.required?.length > 0)) op.requestBody.required = false;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const OBJECT_PARAMS: ReadonlySet<string> = new Set(JSON_QUERY_PARAMS);

function finishParameters(op: Record<string, any>) {
  for (const param of op.parameters ?? []) {
    if (param.schema?.deprecated) param.deprecated = true;
    if (param.in === 'query' && OBJECT_PARAMS.has(param.name) && param.schema) {
      param.content = { 'application/json': { schema: param.schema } };
      delete param.schema;
    }
    // Headers are case-insensitive; Fastify needs their schemas in lower case, readers expect
    // the usual spelling (Idempotency-Key).
    if (param.in === 'header') {
      param.name = String(param.name).replace(
        /(^|-)([a-z])/g,
        (_: string, dash: string, c: string) => dash + c.toUpperCase(),
      );
    }
  }
}

/** An error answer that names its codes: the shared Error schema, its `type` and `code` narrowed. */
function documentCodes(op: Record<string, any>, status: string, codes: { type: string; code: string }[]) {
  const list = [...new Set(codes.map((c) => c.code))].sort();
  const types = [...new Set(codes.map((c) => c.type))].sort();
  op.responses ??= {};
  op.responses[status] = {
    description: `${STATUS_TEXT[status] ?? 'Error'}: ${list.map((c) => `\`${c}\``).join(', ')}.`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            structuredClone(errorSchemaOf(op)),
            {
              type: 'object',
              properties: {
                type: { type: 'string', enum: types },
                code: { type: 'string', enum: list },
              },
            },
          ],
        },
      },
    },
  };
}

/** The Error schema (title `Error`) of an error answer the route declares. */
function errorSchemaOf(op: Record<string, any>) {
  for (const response of Object.values<any>(op.responses ?? {})) {
    const schema = response?.content?.['application/json']?.schema;
    if (schema?.title === 'Error') return schema;
    if (schema?.allOf?.[0]?.title === 'Error') return schema.allOf[0];
  }
  throw new Error(`operation ${op.operationId} declares no error answer to take the Error schema from`);
}

const STATUS_TEXT: Record<string, string> = {
  '400': 'Refused',
  '401': 'Not authenticated',
  '403':
    "Not permitted (the caller's role does not allow this operation, or a token of scope read and this operation writes)",
  '404': 'Not found',
  '408': 'The body stopped arriving (a pause longer than the body idle limit)',
  '409': 'Conflict',
  '413': 'Body too large',
  '415': 'Not JSON',
  '422': 'Idempotency key reused with another body',
  '429': 'Rate limited',
  '500': 'A bug on our side: the body says only that, with the request id to find it in the logs',
  '503':
    'Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds',
};

/**
 * The roles that may call an HQ operation (domain/auth/roles.ts): `x-roles`, and a sentence at
 * the end of its description. An HQ operation missing from the matrix gets none, and fails
 * test/domain/auth/roles.test.ts.
 */
function documentRoles(op: Record<string, any>) {
  const hq = (op.security ?? []).some((s: Record<string, unknown>) => 'HqBearer' in s);
  if (!hq || !(op.operationId in OPERATION_PERMISSIONS)) return;
  op['x-roles'] = rolesFor(op.operationId);
  op['x-permission'] = OPERATION_PERMISSIONS[op.operationId];
  const sentence = rolesSentence(op.operationId);
  op.description = op.description ? `${op.description}\n\n${sentence}` : sentence;
}

/** Paths that @fastify/rate-limit does not count (http/rate-limit.ts `allowList`): the probes. */
const UNCOUNTED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * The headers the server sends beside a body: on every answer of a counted operation the rate
 * limit's three (@fastify/rate-limit; only while RATE_LIMIT > 0, so not required), and Retry-After
 * on every 429 (the rate limit, log-in back-off, too many streams) and 503 (database down, load
 * shed, probes), where http/errors.ts sets it when the refusal did not.
 */
const RESPONSE_HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Requests this client may make per minute (RATE_LIMIT). Sent while rate limiting is on.',
    schema: { type: 'integer', minimum: 1, format: 'int32' },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left to this client in the current minute. Sent while rate limiting is on.',
    schema: { type: 'integer', minimum: 0, format: 'int32' },
  },
  'X-RateLimit-Reset': {
    description:
      'Seconds until the current minute ends and the count starts again. Sent while rate limiting is on.',
    schema: { type: 'integer', minimum: 0, format: 'int32' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 0, format: 'int32' },
  },
} as const;

function documentHeaders(path: string, op: Record<string, any>) {
  const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
  for (const [status, response] of Object.entries<Record<string, any>>(op.responses ?? {})) {
    const headers: Record<string, unknown> = {};
    if (!UNCOUNTED_PATHS.has(path)) {
      for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'])
        headers[name] = ref(name);
    }
    if (status === '429' || status === '503') headers['Retry-After'] = ref('Retry-After');
    if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
  }
}

type Visitor = (schema: Record<string, any>) => void;

/** Calls `visit` on every schema object of the document (parameters, bodies, answers, components). */
function walkSchemas(doc: Record<string, any>, visit: Visitor) {
  const seen = new Set<object>();
  const schema = (s: unknown) => {
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const node = s as Record<string, any>;
    for (const key of ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else']) {
      if (node[key] && typeof node[key] === 'object') schema(node[key]);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
      if (Array.isArray(node[key])) node[key].forEach(schema);
    }
    for (const key of ['properties', 'patternProperties', '$defs']) {
      if (node[key] && typeof node[key] === 'object') Object.values(node[key]).forEach(schema);
    }
    visit(node);
  };
  const media = (content: Record<string, any> | undefined) => {
    for (const m of Object.values<any>(content ?? {})) schema(m?.schema);
  };
  for (const item of Object.values<Record<string, any>>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Record<string, any>>(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      for (const p of op.parameters ?? []) {
        schema(p.schema);
        media(p.content);
      }
      media(op.requestBody?.content);
      for (const r of Object.values<any>(op.responses ?? {})) {
        media(r?.content);
        for (const h of Object.values<any>(r?.headers ?? {})) schema(h?.schema);
      }
    }
  }
  for (const s of Object.values(doc.components?.schemas ?? {})) schema(s);
}

const INT32 = 2 ** 31;

function typesOf(schema: Record<string, any>): string[] {
  return Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
}

/** int32 when the bounds fit in it (the spec's int32 fields all do), else int64; numbers double. */
function addFormats(schema: Record<string, any>) {
  if (schema.format) return;
  const types = typesOf(schema);
  if (types.includes('integer')) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    const fits = typeof low === 'number' && typeof high === 'number' && low >= -INT32 && high < INT32;
    schema.format = fits ? 'int32' : 'int64';
  } else if (types.includes('number')) {
    schema.format = 'double';
  }
}

/** `x-default` (schemas/common.ts specDefault) is the document's `default`. */
function specDefaults(schema: Record<string, any>) {
  if (!('x-default' in schema)) return;
  schema.default = schema['x-default'];
  delete schema['x-default'];
}

/** A union of literals of one type (TypeBox's enumeration) is one `enum`, integers typed so. */
function mergeLiteralUnions(schema: Record<string, any>) {
  const items = schema.anyOf;
  if (!Array.isArray(items) || items.length === 0) return;
  const values: unknown[] = [];
  let type: string | undefined;
  for (const item of items) {
    const keys = Object.keys(item);
    if (!keys.every((k) => k === 'type' || k === 'enum' || k === 'const')) return;
    if (type !== undefined && item.type !== type) return;
    type = item.type;
    if ('const' in item) values.push(item.const);
    else if (Array.isArray(item.enum)) values.push(...item.enum);
    else return;
  }
  if (typeof type !== 'string') return;
  delete schema.anyOf;
  schema.type = type === 'number' && values.every((v) => Number.isInteger(v)) ? 'integer' : type;
  schema.enum = values;
  if (schema.type === 'integer') {
    schema.minimum ??= Math.min(...(values as number[]));
    schema.maximum ??= Math.max(...(values as number[]));
  }
}

/** A union of one (an enumeration of one value) is that schema itself. */
function flattenSingleAnyOf(schema: Record<string, any>) {
  if (!Array.isArray(schema.anyOf) || schema.anyOf.length !== 1) return;
  const [only] = schema.anyOf;
  delete schema.anyOf;
  for (const [key, value] of Object.entries(only as Record<string, unknown>)) {
    if (!(key in schema)) schema[key] = value;
  }
}

/**
 * Moves every schema with a `title` into components.schemas under that title and puts a `$ref`
 * in its place, innermost first (so a named record refers to the named records inside it). Two
 * different schemas with one title keep the name for the first met and get `Title2`, `Title3`...
 */
function nameTitledSchemas(doc: Record<string, any>) {
  doc.components ??= {};
  doc.components.schemas ??= {};
  const components: Record<string, any> = doc.components.schemas;
  const byText = new Map<string, string>();
  for (const [name, s] of Object.entries(components)) byText.set(JSON.stringify(s), name);

  const replace = (holder: Record<string, any> | any[], key: string | number) => {
    const s = (holder as any)[key];
    if (!s || typeof s !== 'object' || typeof s.title !== 'string' || s.$ref) return;
    const text = JSON.stringify(s);
    let name = byText.get(text);
    if (name === undefined) {
      const base: string = s.title.replace(/[^A-Za-z0-9._-]/g, '_');
      let free = base;
      for (let n = 2; components[free]; n++) free = `${base}${n}`;
      components[free] = s;
      byText.set(text, free);
      name = free;
    }
    (holder as any)[key] = { $ref: `#/components/schemas/${name}` };
  };

  // Post-order: children are replaced before their parent is named. `map` marks an object whose
  // keys are names (properties, responses, content types), not keywords.
  const visit = (node: unknown, map = false) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        visit(child);
        replace(node, i);
      });
      return;
    }
    const n = node as Record<string, any>;
    for (const [key, child] of Object.entries(n)) {
      if (!map && VALUE_KEYWORDS.has(key)) continue;
      visit(child, !map && NAME_MAPS.has(key));
      if (map ? false : SCHEMA_SLOTS.has(key)) replace(n, key);
    }
    for (const key of ['properties', 'patternProperties']) {
      if (!map && n[key] && typeof n[key] === 'object')
        for (const p of Object.keys(n[key])) replace(n[key], p);
    }
  };
  visit(doc.paths);
  // Components named so far may hold titled schemas of their own (already replaced in place).
}

/** Keywords whose value is data, never a schema. */
const VALUE_KEYWORDS = new Set(['examples', 'example', 'default', 'enum', 'const', 'required']);
/** Keywords whose value maps names to schemas or objects holding them. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'paths',
  'responses',
  'content',
  'headers',
]);
/** Keys whose value is a schema (arrays of schemas are handled as arrays). */
const SCHEMA_SLOTS = new Set(['schema', 'items', 'additionalProperties', 'not', 'contains']);
