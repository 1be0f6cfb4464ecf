// TypeBox primitives the domain's request schemas are built from (src/domain/<area>/schemas.ts).
// They live in the domain because the domain never imports src/http; src/http/schemas/common.ts
// re-exports them for the response schemas.
import {
  type Static,
  type TLiteral,
  type TNull,
  type TSchema,
  type TUnion,
  type TUnsafe,
  Type,
} from 'typebox';
import { Compile } from 'typebox/compile';
import { DEFAULT_LIMIT, MAX_LIMIT } from './paging.ts';

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

/** An object that refuses fields it does not name (request bodies and JSON query objects). */
export const Obj = <T extends Record<string, any>>(props: T, options: Record<string, unknown> = {}) =>
  Type.Object(props, { additionalProperties: false, ...options });

/** A string of at most `max` characters. */
export const Str = (max = 2000, extra: Record<string, unknown> = {}) =>
  Type.String({ maxLength: max, ...extra });

export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'An object ID.' });

/** A company as the marketplace names it: its id or its url_name (http/company-ref.ts). */
export const CompanyRef = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'The company id or its url_name.',
});

export const Search = Type.String({
  maxLength: 200,
  description: 'Case- and accent-insensitive text search.',
});

export const Timestamp = Type.String({ maxLength: 64, format: 'date-time', description: 'ISO 8601, UTC.' });

export const TranslationMap = Type.Record(
  Type.String({ pattern: '^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$' }),
  Type.String({ maxLength: 10_000 }),
  {
    description: 'Language code → translated text.',
  },
);

export const Image = Type.Object(
  {
    thumb: Type.Optional(Type.String({ maxLength: 2048 })),
    image: Type.Optional(Type.String({ maxLength: 2048 })),
    public_id: Type.Optional(Type.String({ maxLength: 512 })),
    type: Type.Optional(Type.String({ maxLength: 64 })),
    provider: Type.Optional(Type.String({ maxLength: 64 })),
    width: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    height: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    // The file's size. 50 MB at most: the largest image a hosting provider's paid plans take, and
    // inside int32 (a bound OpenAPI clients can type).
    bytes: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 * 1024 * 1024 })),
  },
  { additionalProperties: false },
);

export const Location = Type.Object(
  {
    google_place_id: Type.Optional(Type.String({ maxLength: 512 })),
    address: Type.Optional(
      Type.Object(
        {
          city: Type.Optional(Type.String({ maxLength: 200 })),
          postalCode: Type.Optional(Type.String({ maxLength: 40 })),
          street: Type.Optional(Type.String({ maxLength: 300 })),
          region: Type.Optional(Type.String({ maxLength: 200 })),
          locality: Type.Optional(Type.String({ maxLength: 200 })),
          country: Type.Optional(Type.String({ maxLength: 200 })),
        },
        { additionalProperties: false },
      ),
    ),
    formatted_address: Type.Optional(Type.String({ maxLength: 1000 })),
    lat_lng: Type.Optional(
      Type.Object(
        {
          lat: Type.Number({ minimum: -90, maximum: 90 }),
          lng: Type.Number({ minimum: -180, maximum: 180 }),
        },
        { additionalProperties: false },
      ),
    ),
    country: Type.Optional(
      Type.Object(
        {
          short_name: Type.Optional(Type.String({ maxLength: 8 })),
          long_name: Type.Optional(Type.String({ maxLength: 200 })),
        },
        { additionalProperties: false },
      ),
    ),
    time_zone: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone name.' })),
  },
  { additionalProperties: false },
);

/**
 * What a customer's late cancellation costs (docs/payments.md#cancellation-policy). Captured on
 * each booking when it is made; a booking's own event type's policy before the company's.
 */
export const CancellationPolicy = Type.Object(
  {
    window_hours: Type.Integer({
      minimum: 0,
      maximum: 8760,
      description: 'A customer who cancels less than this many hours before the start cancels late.',
    }),
    fee_type: Type.Union([Type.Literal('fixed'), Type.Literal('percent')], {
      description:
        '`fixed`: `fee` is an amount in the booking currency; `percent`: a share of the booking price.',
    }),
    fee: Type.Number({ minimum: 0, maximum: 1e9, description: 'The late-cancellation fee (see fee_type).' }),
    deposit: Type.Union([Type.Literal('refund'), Type.Literal('keep'), Type.Literal('keep_up_to_fee')], {
      description:
        "What a late cancellation does with the booking's paid prepayment: `refund` gives it all back (the fee " +
        'is then owed as a payment of its own), `keep` keeps all of it (in place of the fee), `keep_up_to_fee` ' +
        'keeps up to the fee and gives the rest back (a fee above the prepayment is owed for the difference).',
    }),
    no_show_fee: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1e9,
        description:
          'What a no-show costs (see no_show_fee_type): kept of the paid prepayment by `deposit` as a late ' +
          'cancellation fee is, the excess owed as a `noshow` payment. Absent: a no-show keeps its prepayment whole.',
      }),
    ),
    no_show_fee_type: Type.Optional(
      Type.Union([Type.Literal('fixed'), Type.Literal('percent')], {
        description: "How no_show_fee is read (as fee_type); absent: the policy's fee_type.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const PaymentSettings = Type.Object(
  {
    pre_payment_enabled: Type.Optional(Type.Boolean()),
    pre_payment_type: Type.Optional(Type.String({ maxLength: 64 })),
    pre_payment_required: Type.Optional(Type.Boolean()),
    pre_payment_min_pax: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    flat_fee: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
    pre_payment_ratio: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    optional_full_payment: Type.Optional(Type.Boolean()),
    settlement_account: Type.Optional(Type.String({ maxLength: 64 })),
    onboarded_at: Type.Optional(Timestamp),
    enabled_card_types: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
    cancellation_policy: Type.Optional(Type.Union([CancellationPolicy, Type.Null()])),
    series_prepayment: Type.Optional(
      Type.Union([Type.Literal('per_occurrence'), Type.Literal('up_front')], {
        description:
          'How a series booked on the marketplace prepays services that must be prepaid (docs/bookings.md#series): ' +
          "per_occurrence, each occurrence opens its own pending prepayment at booking, as a single booking's " +
          '(unconfirmed until paid; an unpaid one expires alone); up_front, the series opens ONE pending payment ' +
          "for the sum of its occurrences' prepayments (paying it confirms them all; unpaid when its hold passes, " +
          "they are all cancelled; a cancelled occurrence's part is refunded by the cancellation policy). " +
          'Absent: such a series is refused (400 on recurrence). Company settings only.',
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * A default of the specification that the server applies itself (when it creates the object, or
 * reads an absent parameter), for the document only (openapi-finish.ts turns it into `default`):
 * a `default` in the route schema would be written into update bodies by ajv (useDefaults) and
 * into answers by fast-json-stringify.
 */
export const specDefault = (value: number | string | boolean) => ({ 'x-default': value });

/** In request bodies: an ID string, or an object carrying its `id`. */
export const RefIn = Type.Union([Id, Type.Object({ id: Id }, { additionalProperties: true })]);

export const Currency = Type.String({
  maxLength: 3,
  pattern: '^[A-Za-z]{3}$',
  description: 'ISO 4217 code, e.g. EUR, ISK.',
});

export const Email = Type.String({ format: 'email', maxLength: 320 });

/** A filter field that takes one value or a few. */
export const oneOrMany = <T extends ReturnType<typeof Type.Union>>(item: T) =>
  Type.Union([item, Type.Array(item, { maxItems: 10 })]);

export const BOOKING_INTERVALS = [
  5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240,
] as const;

export const BookingInterval = Type.Union(
  BOOKING_INTERVALS.map((m) => Type.Literal(m)),
  {
    description: `Minutes between bookable starts; one of ${BOOKING_INTERVALS.join(', ')}.`,
    ...specDefault(15),
  },
);

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

/**
 * `pagination` of a list that also pages by cursor (docs/api-conventions.md#pagination): Stripe's
 * `starting_after`, the id of the last item of the previous page. Offsets skip rows one by one
 * (the 10,000th page of 100 reads a million rows); a cursor starts where the last page ended.
 */
export const CursorPagination = Type.Object(
  {
    limit: Pagination.properties.limit,
    offset: Pagination.properties.offset,
    starting_after: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          "The id of the last item of the previous page (Stripe's starting_after): the page starts right after it, " +
          'in the same sort order and with the same filter, and costs what the first page costs however deep it is. ' +
          'An id that is not an item of this list (unknown, or of another company) is a 400; not with an offset above 0.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'URL-encoded JSON, e.g. {"limit":20,"offset":40} or {"limit":20,"starting_after":"<id of the last item>"}. ' +
      'limit 1..500 (default 100), offset >= 0; starting_after pages by cursor (deep pages stay fast).',
  },
);

/**
 * A record as its view function builds it, from the record's response schema: every field the
 * schema lists is present. The response schemas mark fields optional because `select` may leave
 * them out of an answer (src/http/query.ts trims after the view); the view itself must build them
 * all, so a dropped or misspelled field fails the type check. `Added` names the fields the view
 * leaves to its caller (what a create adds to the record, for instance): optional here too.
 */
export type View<T extends TSchema, Added extends keyof Static<T> = never> = Required<
  Omit<Static<T>, Added>
> &
  Partial<Pick<Static<T>, Added>>;

/** One literal per value, typed per value (a plain map would type each literal as the whole union). */
export function literals<const T extends readonly string[]>(values: T) {
  return values.map((v) => Type.Literal(v)) as { -readonly [K in keyof T]: TLiteral<T[K]> };
}

/** Whether a stored text is one of the values a schema allows (the column itself is plain text). */
export function isOneOf<const T extends readonly string[]>(values: T, value: string): value is T[number] {
  return values.includes(value);
}

/** A stored text as one of the values its response schema allows; anything else is a bug, not an answer. */
export function oneOf<const T extends readonly string[]>(values: T, value: string): T[number] {
  if (isOneOf(values, value)) return value;
  throw new Error(`Stored value ${JSON.stringify(value)} is not one of ${values.join(', ')}`);
}

/**
 * Reads a Json column as the schema of what the app writes there. The type system cannot know
 * what a Json column holds, so this checks it (a compiled TypeBox check) instead of casting. A
 * stored value that does not match is a bug of ours or a row older than its schema: it is
 * reported once per kind of value (a process warning naming the first mismatch, which the logs
 * and the test runner show), and answered as stored, as before these checks, rather than
 * turning one odd row into a 500 for every list that holds it; `test/domain/record-views.test.ts`
 * fails on such drift in development. The check is compiled at its first use (not at start-up);
 * a module in an import cycle with its schema's passes the schema as a function, read then.
 */
export function storedJson<T extends TSchema>(
  schema: T | (() => T),
  what: string,
): (value: unknown) => Static<T> {
  const resolved = (): T => (typeof schema === 'function' ? schema() : schema);
  let validator: ReturnType<typeof Compile<T>> | undefined;
  let warned = false;
  return (value) => {
    validator ??= Compile(resolved());
    if (validator.Check(value)) return value;
    if (!warned) {
      warned = true;
      const first = validator.Errors(value)[0];
      process.emitWarning(
        `Stored ${what} does not match its schema${first ? ` (${first.instancePath || '/'}: ${first.message})` : ''}; answered as stored`,
        { code: 'STORED_JSON_MISMATCH' },
      );
    }
    return value as Static<T>;
  };
}

/** The Json columns many records share, read as their response schemas type them. */
export const storedTranslations = storedJson(TranslationMap, 'translations');
export const storedImage = storedJson(Nullable(Image), 'image');
export const storedImages = storedJson(Type.Array(Image), 'images');
