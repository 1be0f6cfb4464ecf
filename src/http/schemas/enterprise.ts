import { Type } from 'typebox';
import { Id, Image, Nullable, Timestamp } from './common.ts';

const Opt = Type.Optional;

export const Enterprise = Type.Object(
  {
    id: Id,
    companies: Opt(
      Type.Array(Type.String(), { description: 'Companies of the enterprise the caller reaches.' }),
    ),
    connections: Opt(
      Type.Object({
        available_on_marketplace: Opt(Type.Boolean()),
        url_name: Opt(Nullable(Type.String())),
        allows_booking_without_auth: Opt(Type.Boolean()),
        marketplace: Opt(Type.Object({ enable_vouchers: Opt(Type.Boolean()) })),
        vouchers: Opt(
          Type.Object({ enabled: Opt(Type.Boolean()), settlement_account_id: Opt(Nullable(Type.String())) }),
        ),
      }),
    ),
    profile: Opt(
      Type.Object({
        name: Opt(Type.String()),
        image: Opt(Nullable(Image)),
        cover_images: Opt(Type.Array(Image)),
      }),
    ),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Enterprise' },
);
