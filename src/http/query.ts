import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { type TObject, type TSchema, Type } from 'typebox';
import { validationError } from '../domain/errors.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, type Page } from '../domain/paging.ts';

/**
 * Query strings: `a=1&a=2` and `a[]=1&a[]=2` both give `a: ['1', '2']` (CONTRACT.md section 2).
 * A single value stays a string; the route schema (ajv with coerceTypes 'array') turns it into
 * an array where the schema asks for one.
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  const parsed = parse(raw);
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(parsed)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (value === undefined) continue;
    const previous = out[key];
    if (previous === undefined) {
      out[key] = rawKey.endsWith('[]') && !Array.isArray(value) ? [value] : value;
    } else {
      out[key] = ([] as string[]).concat(previous as string | string[], value);
    }
  }
  return out;
}

/** Query parameters that carry URL-encoded JSON objects. */
export const JSON_QUERY_PARAMS = ['sort', 'pagination', 'filter', 'user_location'] as const;

/**
 * Turns the JSON-object query parameters into objects before the route schema validates them,
 * so that their inner fields are checked like a body's (unknown fields: 400).
 */
export function registerJsonQueryParams(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const name of JSON_QUERY_PARAMS) {
      const value = query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string') {
        throw validationError(`${name} must be one URL-encoded JSON object.`, [
          { field: `querystring.${name}`, message: 'must be one URL-encoded JSON object' },
        ]);
      }
      let decoded: unknown;
      try {
        decoded = JSON.parse(value);
      } catch {
        throw validationError(`${name} is not valid JSON.`, [
          { field: `querystring.${name}`, message: 'is not valid JSON' },
        ]);
      }
      if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) {
        throw validationError(`${name} must be a JSON object.`, [
          { field: `querystring.${name}`, message: 'must be a JSON object' },
        ]);
      }
      query[name] = decoded;
    }
  });
}

export const Pagination = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
  },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0.',
  },
);

export function pageOf(pagination?: { limit?: number; offset?: number }): Page {
  return { limit: pagination?.limit ?? DEFAULT_LIMIT, offset: pagination?.offset ?? 0 };
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
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const select = (request.query as { select?: string[] } | undefined)?.select;
    if (!Array.isArray(select)) return payload;
    const response = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
    return applySelect(payload, select, requiredFields(response));
  });
}
