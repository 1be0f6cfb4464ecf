// The settlement records as answered (the routes' response schemas, and View<> their views' return
// types) and the list's filter (the route validates with it, the service's filter is its Static<>).
import { type Static, Type } from 'typebox';
import { Id, Nullable, Timestamp, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;

export const SettlementAccount = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    description: Opt(Nullable(Type.String())),
    ssn: Opt(Nullable(Type.String({ description: 'Masked: only the last four characters are shown.' }))),
    bank: Opt(Nullable(Type.String())),
    book: Opt(Nullable(Type.String())),
    account: Opt(Nullable(Type.String({ description: 'Masked: only the last four characters are shown.' }))),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'SettlementAccount' },
);

export const LineItem = Type.Object({
  title: Type.String(),
  quantity: Type.Integer(),
  total: Type.Number(),
  fee: Type.Number(),
  net_total: Type.Number(),
});

export const Settlement = Type.Object(
  {
    id: Id,
    transferred_to_enterprise: Opt(Type.Boolean()),
    transferred_to_enterprise_at: Opt(Nullable(Timestamp)),
    line_items: Opt(Type.Array(LineItem)),
    total: Opt(Type.Number()),
    fee: Opt(Type.Number()),
    net_total: Opt(Type.Number()),
    currency: Opt(Nullable(Type.String())),
    settled_to: Opt(Type.String()),
    settlement_account: Opt(Nullable(SettlementAccount)),
    payments_from: Opt(Timestamp),
    payments_to: Opt(Timestamp),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Settlement' },
);

export type SettlementAccountView = View<typeof SettlementAccount>;
export type LineItemView = View<typeof LineItem>;
export type SettlementView = View<typeof Settlement>;

export const SettlementFilter = Type.Object(
  {
    settled_to: Opt(Type.String({ maxLength: 100 })),
    settlement_account: Opt(Id),
    transferred_to_enterprise: Opt(Type.Boolean()),
    payments_from: Opt(
      Type.String({ maxLength: 64, format: 'date-time', description: 'weeks starting at or after this' }),
    ),
    payments_to: Opt(
      Type.String({ maxLength: 64, format: 'date-time', description: 'weeks starting before this' }),
    ),
  },
  { additionalProperties: false, description: 'SettlementFilter, URL-encoded JSON.' },
);

export type SettlementFilter = Static<typeof SettlementFilter>;

/** The fields a settlement list may be sorted by. */
export const SETTLEMENT_SORT_FIELDS = ['payments_from', 'created_at', 'total', 'net_total'] as const;
