import { Type } from 'typebox';
import { Order } from '../../domain/marketplace/schemas.ts';
import { Id, Image, Nullable, Timestamp, TranslationMap } from './common.ts';
import { MarketplaceCompany } from './company.ts';

const Opt = Type.Optional;
const Obj = <T extends Record<string, any>>(props: T, description?: string) =>
  Type.Object(props, { additionalProperties: false, ...(description ? { description } : {}) });

/** Company types, service types, cuisines, dietaries, ambiences. */
export const Category = Type.Object(
  {
    id: Id,
    readable_id: Opt(Nullable(Type.String())),
    name: Opt(Type.String()),
    name_translations: Opt(TranslationMap),
    country_code: Opt(Nullable(Type.String({ description: 'null: applies in every country.' }))),
    order: Opt(Type.Integer()),
    image: Opt(Nullable(Image)),
    metadata: Opt(Type.Object({}, { additionalProperties: true })),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Category' },
);

export const CATEGORY_SORT_FIELDS = ['order', 'name', 'created_at'] as const;
export const CategorySort = Obj(
  { field: Type.Union(CATEGORY_SORT_FIELDS.map((f) => Type.Literal(f))), order: Opt(Order) },
  'URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name.',
);

const EnterpriseProfile = Obj({
  name: Opt(Type.String()),
  image: Opt(Nullable(Image)),
  cover_images: Opt(Type.Array(Image)),
});

const EnterpriseConnections = Obj({
  available_on_marketplace: Opt(Type.Boolean()),
  url_name: Opt(Nullable(Type.String())),
  allows_booking_without_auth: Opt(Type.Boolean()),
  marketplace: Opt(Obj({ enable_vouchers: Opt(Type.Boolean()) })),
  vouchers: Opt(Obj({ enabled: Opt(Type.Boolean()) })),
});

/** A marketplace enterprise without its company list (what `expand=enterprise` gives a company). */
export const MarketplaceEnterpriseSummary = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    url_name: Opt(Nullable(Type.String())),
    connections: Opt(EnterpriseConnections),
    profile: Opt(EnterpriseProfile),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'MarketplaceEnterpriseSummary' },
);

/** MarketplaceCompany whose `company_types` and `enterprise` may be expanded. */
export const MarketplaceCompanyExpandable = Type.Object(
  {
    ...MarketplaceCompany.properties,
    enterprise: Opt(Nullable(Type.Union([Type.String(), MarketplaceEnterpriseSummary]))),
    company_types: Opt(Type.Array(Type.Union([Type.String(), Category]))),
  },
  { title: 'MarketplaceCompanyExpandable' },
);

/** An enterprise as customers see it; `companies` holds only its marketplace-visible companies. */
export const MarketplaceEnterprise = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    url_name: Opt(Nullable(Type.String())),
    companies: Opt(Type.Array(Type.Union([Type.String(), MarketplaceCompanyExpandable]))),
    connections: Opt(EnterpriseConnections),
    profile: Opt(EnterpriseProfile),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'MarketplaceEnterprise' },
);

/** The compact record of the map view. */
export const MapCompany = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    url_name: Opt(Nullable(Type.String())),
    enterprise: Opt(Nullable(Type.String())),
    lat_lng: Opt(Obj({ lat: Type.Number(), lng: Type.Number() })),
    company_types: Opt(Type.Array(Type.String())),
    favorites: Opt(Type.Integer()),
    distance: Opt(Type.Number({ description: 'Metres from filter.location, when given.' })),
  },
  { title: 'MapCompany' },
);

/** An employee as customers see it: no contact details, login state or internal settings. */
export const MarketplaceEmployee = Type.Object(
  {
    id: Id,
    company_id: Opt(Type.String()),
    company: Opt(Type.Union([Type.String(), MarketplaceCompany])),
    name: Opt(Type.String()),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    image: Opt(Nullable(Image)),
    order: Opt(Type.Integer()),
    marketplace: Opt(
      Obj({
        enabled: Opt(Type.Boolean()),
        prioritized: Opt(Type.Boolean()),
        booking_interval: Opt(Nullable(Type.Integer())),
      }),
    ),
    event_types: Opt(
      Type.Array(Type.String(), { description: 'Event types the employee performs on the marketplace.' }),
    ),
    distance: Opt(Type.Number({ description: "Metres from user_location to the employee's company." })),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'MarketplaceEmployee' },
);
