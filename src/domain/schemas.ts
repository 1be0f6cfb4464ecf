// TypeBox primitives the domain's request schemas are built from (src/domain/<area>/schemas.ts).
// They live in the domain because the domain never imports src/http; src/http/schemas/common.ts
// re-exports them for the response schemas.
import { type Static, type TNull, type TSchema, type TUnion, type TUnsafe, Type } from 'typebox';

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * Nullable in responses: fields the record may not have set. A scalar becomes
 * `type: [T, "null"]` (JSON Schema 2020-12, as OpenAPI 3.1 reads it); fast-json-stringify writes
 * that directly, where an anyOf costs a schema validation per field and answer (it was a
 * tenth of a booking's serialization). Anything else is an anyOf with null.
 */
export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> | TUnsafe<Static<T> | null> => {
  const json = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  if (typeof json.type === 'string' && SCALARS.has(json.type) && !('anyOf' in json))
    return Type.Unsafe<Static<T> | null>({ ...json, type: [json.type, 'null'] });
  return Type.Union([schema, Type.Null()]);
};

export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'An object ID.' });

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });
