import fc from 'fast-check';
import type { JsonSchema } from './openapi-walk.ts';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document: mostly valid values (so
 * handlers are reached), with invalid and edge-case values mixed in at every depth: wrong types,
 * missing required and unknown fields, values just outside the bounds, huge strings and arrays,
 * deep nesting, unicode (NUL, surrogates, RTL, emoji), negative and huge numbers.
 */
export interface ArbContext {
  /** Real values for an ID-carrying field or parameter name (empty: none known). */
  idsFor(name: string): string[];
}

const nasty = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦',
  'Þórður Ægisson',
  "'; DROP TABLE company; --",
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$ne":null}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  '9999-99-99',
  '0000-00-00T00:00:00Z',
  '24:60',
  'a'.repeat(65),
  'a'.repeat(257),
];

const hugeNumbers = [
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
  1e21,
];

function deep(depth: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Any JSON value, with the nasty ones favoured. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, {}, [], ...nasty, ...hugeNumbers),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(10_000, 100_000, 2_000_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(1_000, 20_000).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.constantFrom(50, 500).map((d) => deep(d, 'leaf')),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}')),
  fc.jsonValue({ maxDepth: 3 }),
);

const DEPTH_LIMIT = 6;

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return [];
}

function isoDate(d: Date) {
  return d.toISOString().slice(0, 10);
}

const dates = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 1e9));
    } catch {
      // a pattern JavaScript cannot read: plain strings
    }
  }
  switch (schema.format) {
    case 'date':
      return dates.map(isoDate);
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`);
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
  );
}

/** Values that violate or sit on the edge of the schema's own bounds. */
function edge(schema: JsonSchema): fc.Arbitrary<unknown> {
  const out: unknown[] = [];
  for (const t of types(schema)) {
    if (t === 'string') {
      if (schema.maxLength !== undefined)
        out.push('y'.repeat(schema.maxLength), 'y'.repeat(schema.maxLength + 1));
      if (schema.minLength) out.push('y'.repeat(schema.minLength - 1));
      out.push(...nasty);
    } else if (t === 'integer' || t === 'number') {
      for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) {
        const v = schema[k];
        if (typeof v === 'number') out.push(v, v - 1, v + 1, v - 0.5, v + 0.5);
      }
      out.push(...hugeNumbers, '5', '1e3');
    } else if (t === 'array') {
      if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => 'z'));
      if (schema.minItems) out.push([]);
      out.push([null], [[]], 'not-an-array');
    } else if (t === 'object') {
      out.push({ unknown_field: 1 }, [], 'object?', {
        ...Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
      });
    } else if (t === 'boolean') {
      out.push('true', 1, 0, 'yes');
    }
  }
  if (schema.enum) out.push('not-in-enum', `${schema.enum[0]} `, String(schema.enum[0]).toUpperCase());
  out.push(null);
  return fc.constantFrom(...out);
}

/** A valid value of the schema whose parts are fuzzed (`fuzz`) one level down. */
export function validArb(
  schema: JsonSchema,
  ctx: ArbContext,
  name: string,
  depth = 0,
  strict = false,
): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return strict ? fc.constant('x') : junk;
  const next = (s: JsonSchema, n: string) =>
    strict ? validArb(s, ctx, n, depth + 1, true) : fuzzArb(s, ctx, n, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v: JsonSchema) => validArb(v, ctx, name, depth, strict)));
  if (schema.allOf) return validArb(Object.assign({}, ...schema.allOf), ctx, name, depth, strict);
  const t = types(schema);
  // A type list (a nullable scalar: ["string", "null"]) is a choice, as an anyOf would be.
  if (t.length > 1)
    return fc.oneof(...t.map((one) => validArb({ ...schema, type: one }, ctx, name, depth, strict)));
  const kind = t[0] ?? (schema.properties ? 'object' : undefined);
  switch (kind) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(
        schema.minimum ?? -1_000_000,
        (schema.exclusiveMinimum ?? -Infinity) + 1,
        -1_000_000_000,
      );
      const max = Math.min(
        schema.maximum ?? 1_000_000,
        (schema.exclusiveMaximum ?? Infinity) - 1,
        1_000_000_000,
      );
      return min <= max ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.constant(min);
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, schema.exclusiveMinimum ?? -1e6);
      const max = Math.min(schema.maximum ?? 1e6, schema.exclusiveMaximum ?? 1e6);
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .filter((v) => v !== schema.exclusiveMinimum && v !== schema.exclusiveMaximum);
    }
    case 'string': {
      const ids = ctx.idsFor(name);
      const plain = validString(schema);
      if (ids.length === 0) return plain;
      return strict
        ? fc.constantFrom(...ids)
        : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, plain);
    }
    case 'array': {
      if (depth > DEPTH_LIMIT) return fc.constant([]);
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      return fc.array(next(schema.items ?? {}, name), { minLength, maxLength });
    }
    case 'object': {
      if (depth > DEPTH_LIMIT) return fc.constant({});
      const props: Record<string, JsonSchema> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, next(s, k)])), {
        requiredKeys: required.filter((k) => k in props),
      });
      const extra =
        typeof schema.additionalProperties === 'object'
          ? fc.dictionary(
              fc.string({ minLength: 1, maxLength: 8 }),
              next(schema.additionalProperties, name),
              {
                maxKeys: 3,
              },
            )
          : fc.constant({});
      return fc.tuple(extra, record).map(([a, b]) => ({ ...a, ...b }));
    }
    default:
      return strict ? fc.constant('x') : junk;
  }
}

/** A value of the schema all the way down (IDs from the real ones where known). */
export const strictArb = (schema: JsonSchema, ctx: ArbContext, name: string) =>
  validArb(schema, ctx, name, 0, true);

/** Mostly valid, sometimes an edge of the schema, sometimes anything; objects lose or gain keys. */
export function fuzzArb(schema: JsonSchema, ctx: ArbContext, name: string, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArb(schema, ctx, name, depth);
  const isObject = types(schema).includes('object') || Boolean(schema?.properties);
  const arbs: fc.WeightedArbitrary<unknown>[] = [
    { weight: 12, arbitrary: valid },
    { weight: 1, arbitrary: edge(schema ?? {}) },
    { weight: 1, arbitrary: junk },
  ];
  if (isObject) {
    arbs.push(
      {
        weight: 1,
        arbitrary: valid.chain((v) => {
          const keys = Object.keys((v as object) ?? {});
          return keys.length === 0
            ? fc.constant(v)
            : fc.constantFrom(...keys).map((k) => {
                const copy = { ...(v as Record<string, unknown>) };
                delete copy[k];
                return copy;
              });
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            valid,
            fc.constantFrom('unknown_field', 'id', 'created_at', 'deleted_at', 'company_id'),
            junk,
          )
          .map(([v, k, j]) => ({ ...(v as object), [k]: j })),
      },
    );
  }
  return fc.oneof(...arbs);
}
