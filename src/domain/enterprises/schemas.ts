// The enterprise update's request schema: the route validates with it and the enterprise service's
// input type is derived from it (Static<>).
import { type Static, Type } from 'typebox';
import { Id, Image, Nullable, Obj, Timestamp, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;

const Slug = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  minLength: 1,
  maxLength: 100,
  description: 'Lower-case slug: letters, digits and single dashes.',
});

/** docs/api-conventions.md#enterprises `connections`, as written. */
export const EnterpriseConnectionsBody = Obj({
  available_on_marketplace: Opt(Type.Boolean()),
  url_name: Opt(Slug),
  allows_booking_without_auth: Opt(Type.Boolean()),
  marketplace: Opt(Obj({ enable_vouchers: Opt(Type.Boolean()) })),
  vouchers: Opt(
    Obj({
      enabled: Opt(Type.Boolean()),
      settlement_account_id: Opt(
        Nullable(
          Type.String({
            minLength: 1,
            maxLength: 64,
            description: 'A settlement account of this enterprise.',
          }),
        ),
      ),
    }),
  ),
});

export const EnterpriseProfileBody = Obj({
  name: Opt(Type.String({ minLength: 1, maxLength: 200 })),
  image: Opt(Image),
  cover_images: Opt(Type.Array(Image, { maxItems: 50 })),
});

export const EnterpriseUpdateBody = Obj(
  { connections: Opt(EnterpriseConnectionsBody), profile: Opt(EnterpriseProfileBody) },
  { description: 'Partial update: named fields replace the stored ones, the rest stay.' },
);

export type EnterpriseInput = Static<typeof EnterpriseUpdateBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

/** The `connections` group as answered (and as stored, where the view reads it). */
export const EnterpriseConnections = Type.Object({
  available_on_marketplace: Opt(Type.Boolean()),
  url_name: Opt(Nullable(Type.String())),
  allows_booking_without_auth: Opt(Type.Boolean()),
  marketplace: Opt(Type.Object({ enable_vouchers: Opt(Type.Boolean()) })),
  vouchers: Opt(
    Type.Object({ enabled: Opt(Type.Boolean()), settlement_account_id: Opt(Nullable(Type.String())) }),
  ),
});

/** The `profile` group as answered (and as stored). */
export const EnterpriseProfile = Type.Object({
  name: Opt(Type.String()),
  image: Opt(Nullable(Image)),
  cover_images: Opt(Type.Array(Image)),
});

export const Enterprise = Type.Object(
  {
    id: Id,
    companies: Opt(
      Type.Array(Type.String(), { description: 'Companies of the enterprise the caller reaches.' }),
    ),
    connections: Opt(EnterpriseConnections),
    profile: Opt(EnterpriseProfile),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Enterprise' },
);

export type EnterpriseView = View<typeof Enterprise>;

/** `EnterpriseFields` of the update's `unset`. */
export const ENTERPRISE_UNSET_FIELDS = ['image'] as const;
export type EnterpriseUnsetField = (typeof ENTERPRISE_UNSET_FIELDS)[number];
