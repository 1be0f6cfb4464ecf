import { Type } from 'typebox';
import {
  CompanyGroups,
  CompanyMarketplace,
  CompanyProfile,
  Subscription,
} from '../../domain/companies/schemas.ts';
import { Id, Location, Nullable, PaymentSettings, Timestamp } from './common.ts';

const Opt = Type.Optional;

/** Company as the HQ API answers it (spec 2.4); secrets are never included. */
export const Company = Type.Object(
  {
    id: Id,
    reference_id: Opt(Nullable(Type.String())),
    vertical: Opt(Type.String()),
    enterprise: Opt(Nullable(Type.String())),
    enterprise_order: Opt(Nullable(Type.Integer())),
    name: Opt(Type.String()),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    ...Object.fromEntries(Object.entries(CompanyGroups).map(([k, v]) => [k, Opt(v)])),
    subscriptions: Opt(Type.Array(Subscription)),
    noshow_claims_enabled: Opt(Type.Boolean()),
    has_secretary: Opt(Type.Boolean()),
    invite_link_token: Opt(Nullable(Type.String())),
    last_active_at: Opt(Nullable(Timestamp)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Company' },
);

/** What a customer sees of a company on the marketplace. */
export const MarketplaceCompany = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    url_name: Opt(Nullable(Type.String())),
    vertical: Opt(Type.String()),
    enterprise: Opt(Nullable(Type.String())),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    profile: Opt(CompanyProfile),
    marketplace: Opt(CompanyMarketplace),
    location: Opt(Location),
    currency: Opt(CompanyGroups.currency),
    locale: Opt(CompanyGroups.locale),
    payments: Opt(PaymentSettings),
    vouchers: Opt(CompanyGroups.vouchers),
    visible_fields: Opt(CompanyGroups.visible_fields),
    company_types: Opt(Type.Array(Type.String())),
    distance: Opt(Type.Number({ description: 'Metres from the given point, when one was given.' })),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'MarketplaceCompany' },
);
