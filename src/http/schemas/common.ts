import { Type } from 'typebox';
import { Id, Nullable, Timestamp } from '../../domain/schemas.ts';

export { Id, Nullable, Timestamp };

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
    bytes: Type.Optional(Type.Integer({ minimum: 0 })),
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

export const IdParams = <const K extends string>(...names: K[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as { [P in K]: typeof Id }, {
    additionalProperties: false,
  });

export const Search = Type.String({
  maxLength: 200,
  description: 'Case- and accent-insensitive text search.',
});
