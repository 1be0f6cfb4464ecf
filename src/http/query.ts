import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { type TObject, type TSchema, Type } from 'typebox';
import { fieldError, validationError } from '../domain/shared/errors.ts';
import { DEFAULT_LIMIT, type Page } from '../domain/shared/paging.ts';
import { CursorPagination, Pagination } from '../domain/shared/schemas.ts';

export { CursorPagination, Pagination };

/** Query parameters that carry objects: URL-encoded JSON (documented), or the bracket form. */
export const JSON_QUERY_PARAMS = ['sort', 'pagination', 'filter', 'user_location', 'visit'] as const;
const OBJECT_PARAMS: ReadonlySet<string> = new Set(JSON_QUERY_PARAMS);

/**
 * Query strings: `a=1&a=2` and `a[]=1&a[]=2` both give `a: ['1', '2']` (docs/api-conventions.md#query-parameters).
 * A single value stays a string; the route schema (ajv with coerceTypes 'array') turns it into
 * an array where the schema asks for one.
 *
 * The object parameters (`sort`, `pagination`, `filter`, `user_location`, `visit`) are also read in the
 * bracket form generic clients send (`pagination[limit]=20&filter[location][lat]=64.1`, as
 * Stripe's API takes them): they become the same object the JSON form gives, with text leaves
 * that the route schema coerces exactly as it coerces any query value.
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  const parsed = parse(raw);
  const out: Record<string, unknown> = {};
  // Every request with a query runs this: one pass over the keys (for...in over parse's
  // null-prototype object, no entry arrays), and the bracket objects' second pass only when a
  // bracketed key came (issue 15: it was more than half of a time-slot query's parsing).
  let bracketed = false;
  for (const rawKey in parsed) {
    const value = parsed[rawKey];
    if (value === undefined) continue;
    const open = rawKey.indexOf('[');
    if (open > 0 && OBJECT_PARAMS.has(rawKey.slice(0, open))) {
      addBracketed(out, rawKey.slice(0, open), rawKey.slice(open), value);
      bracketed = true;
      continue;
    }
    const listed = open >= 0 && rawKey.endsWith('[]');
    const key = listed ? rawKey.slice(0, -2) : rawKey;
    const previous = out[key];
    if (previous === undefined) {
      out[key] = listed && !Array.isArray(value) ? [value] : value;
    } else if (previous instanceof BracketObject) {
      out[key] = BracketObject.malformed(key);
    } else {
      out[key] = ([] as string[]).concat(previous as string | string[], value);
    }
  }
  if (bracketed) {
    for (const [key, value] of Object.entries(out)) {
      if (value instanceof BracketObject) out[key] = value.error ?? value.root;
    }
  }
  return out;
}

/** Deep enough for `filter[location][lat]` and `filter[ids][]`; an index past this is refused. */
const MAX_DEPTH = 4;
const MAX_INDEX = 499;
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** An object parameter being assembled from bracketed keys (or why it cannot be). */
class BracketObject {
  root: Record<string, unknown> = {};
  error?: BracketError;
  static malformed(name: string) {
    const b = new BracketObject();
    b.error = new BracketError(name);
    return b;
  }
}

/** Carried in the parsed query to the preValidation hook, which answers it with a 400. */
export class BracketError {
  readonly name: string;

  constructor(name: string) {
    this.name = name;
  }
}

function addBracketed(out: Record<string, unknown>, name: string, rest: string, value: string | string[]) {
  let target = out[name];
  if (target === undefined) target = out[name] = new BracketObject();
  if (!(target instanceof BracketObject)) {
    // `pagination={...}&pagination[limit]=1`: two forms of one parameter.
    out[name] = BracketObject.malformed(name);
    return;
  }
  if (target.error) return;
  const segments = rest.match(/^(\[[^[\]]*\])+$/) ? rest.slice(1, -1).split('][') : undefined;
  if (!segments || segments.length > MAX_DEPTH || !placeValue(target.root, segments, value)) {
    target.error = new BracketError(name);
  }
}

/**
 * Puts `value` at `segments` under `root`: a name is an object field, `[]` appends to an array,
 * `[n]` is the n-th item; a repeated key gives an array. False when the keys contradict each
 * other (a field that is both a value and an object) or name something unsafe.
 */
function placeValue(root: Record<string, unknown>, segments: string[], value: string | string[]): boolean {
  let node: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    if (UNSAFE_KEYS.has(segment)) return false;
    if (Array.isArray(node)) {
      // Inside an array only `[]` or an index may follow, and an item holds a value.
      if (!last) return false;
      if (segment === '') node.push(...([] as string[]).concat(value));
      else if (/^\d+$/.test(segment) && Number(segment) <= MAX_INDEX) node[Number(segment)] = value;
      else return false;
      return true;
    }
    if (segment === '') return false;
    const next: string | undefined = segments[i + 1];
    if (last) {
      const previous = node[segment];
      if (previous === undefined) node[segment] = value;
      else if (typeof previous === 'string' || Array.isArray(previous)) {
        if (Array.isArray(previous) && previous.some((p) => typeof p !== 'string')) return false;
        node[segment] = ([] as unknown[]).concat(previous, value);
      } else return false;
      return true;
    }
    const wantsArray = next === '' || /^\d+$/.test(next);
    let child = node[segment];
    if (child === undefined) {
      child = wantsArray ? [] : {};
      node[segment] = child;
    } else if (typeof child === 'string' && wantsArray) {
      child = node[segment] = [child];
    }
    if (typeof child !== 'object' || child === null || Array.isArray(child) !== wantsArray) return false;
    node = child as Record<string, unknown> | unknown[];
  }
  return true;
}

/**
 * Turns the JSON-object query parameters into objects before the route schema validates them,
 * so that their inner fields are checked like a body's (unknown fields: 400).
 */
export function registerJsonQueryParams(app: FastifyInstance) {
  // Synchronous: every request runs it, and most carry none of these parameters.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      decodeJsonQueryParams(request.query as Record<string, unknown> | undefined);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}

/** Throws the 400 of a malformed one. */
function decodeJsonQueryParams(query: Record<string, unknown> | undefined) {
  if (!query || typeof query !== 'object') return;
  for (const name of JSON_QUERY_PARAMS) {
    const value = query[name];
    if (value === undefined) continue;
    if (value instanceof BracketError) {
      throw validationError(
        `${name}: is malformed: use one form (JSON or name[field]=value) and consistent keys`,
        [
          {
            field: name,
            message: 'is malformed: use one form (JSON or name[field]=value) and consistent keys',
          },
        ],
      );
    }
    // The bracket form arrives as an object already; its leaves are text, coerced by the schema.
    if (isPlainObject(value)) {
      if (sparse(value)) {
        throw validationError(`${name}: has an array with missing items`, [
          { field: name, message: 'has an array with missing items' },
        ]);
      }
      continue;
    }
    if (typeof value !== 'string') {
      throw validationError(`${name}: must be one URL-encoded JSON object`, [
        { field: name, message: 'must be one URL-encoded JSON object' },
      ]);
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(value);
    } catch {
      throw validationError(`${name}: is not valid JSON`, [{ field: name, message: 'is not valid JSON' }]);
    }
    if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) {
      throw validationError(`${name}: must be a JSON object`, [
        { field: name, message: 'must be a JSON object' },
      ]);
    }
    query[name] = decoded;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof BracketError);

/** True when an array inside has holes (`filter[ids][3]=x` without items 0..2). */
function sparse(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || sparse(value[i])) return true;
    return false;
  }
  if (value !== null && typeof value === 'object') return Object.values(value).some(sparse);
  return false;
}

export function pageOf(pagination?: { limit?: number; offset?: number; starting_after?: string }): Page {
  const page: Page = { limit: pagination?.limit ?? DEFAULT_LIMIT, offset: pagination?.offset ?? 0 };
  if (pagination?.starting_after === undefined) return page;
  // A cursor says where the page starts; an offset past it too would be two answers to one question.
  if (page.offset > 0)
    throw fieldError('pagination.offset', 'must not be given with pagination.starting_after');
  return { ...page, startingAfter: pagination.starting_after };
}

/** `sort` for a list: one of the given fields, ascending or descending. */
export function SortParam<const F extends string>(fields: readonly F[]) {
  return Type.Object(
    {
      field: Type.Union(fields.map((f) => Type.Literal(f))),
      order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
    },
    {
      additionalProperties: false,
      description: 'URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}.',
    },
  );
}

/** Names of the top-level fields of an object schema (for `select`). */
export function fieldNames(schema: TObject): string[] {
  return Object.keys(schema.properties);
}

/** `select`: top-level fields of the response object; the answer always keeps `id`. */
export function SelectParam(schema: TObject) {
  return Type.Unsafe<string[]>(
    Type.Array(Type.Union(fieldNames(schema).map((f) => Type.Literal(f))), {
      description: 'Only these top-level fields (plus id) in the response.',
      maxItems: 100,
    }),
  );
}

/** `expand`: the expandable references of the response, returned as full objects. */
export function ExpandParam<const F extends string>(fields: readonly F[]) {
  const items: TSchema =
    fields.length > 0 ? Type.Union(fields.map((f) => Type.Literal(f))) : Type.String({ maxLength: 0 });
  return Type.Unsafe<F[]>(
    Type.Array(items, { description: 'Expandable references to return as objects.', maxItems: 20 }),
  );
}

/** `unset`: fields to clear on update, from the operation's enumeration. */
export function UnsetParam<const F extends string>(fields: readonly F[], name: string) {
  return Type.Unsafe<F[]>(
    Type.Array(Type.Union(fields.map((f) => Type.Literal(f))), {
      description: `${name}: fields to clear.`,
      maxItems: 50,
    }),
  );
}

/** Keeps `id`, the selected top-level fields and those the answer must have (`required`). */
export function applySelect<T>(payload: T, select?: readonly string[], required: readonly string[] = []): T {
  if (!select || select.length === 0) return payload;
  const keep = new Set(['id', ...required, ...select]);
  const pick = (item: unknown) => {
    if (item === null || typeof item !== 'object') return item;
    return Object.fromEntries(Object.entries(item).filter(([k]) => keep.has(k)));
  };
  return (Array.isArray(payload) ? payload.map(pick) : pick(payload)) as T;
}

/** The `required` fields of a route's 200 answer (of its items, for a list). */
function requiredFields(schema: unknown): string[] {
  const s = schema as { type?: string; items?: { required?: string[] }; required?: string[] } | undefined;
  if (!s) return [];
  return (s.type === 'array' ? s.items?.required : s.required) ?? [];
}

/** Applies `select` to every successful JSON answer of a route whose query declares it. */
export function registerSelect(app: FastifyInstance) {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 300) return done(null, payload);
    const select = (request.query as { select?: string[] } | undefined)?.select;
    if (!Array.isArray(select)) return done(null, payload);
    const response = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
    done(null, applySelect(payload, select, requiredFields(response)));
  });
}
