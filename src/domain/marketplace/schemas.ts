// The marketplace's browse parameters (the company, enterprise and map lists' filter and sort, the
// employee lists' filter and sort, where the customer is): the routes validate with them and the
// browse service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { MarketplaceCompany } from '../companies/schemas.ts';
import { MAX_LIMIT } from '../shared/paging.ts';
import {
  Id,
  Image,
  Nullable,
  Obj,
  Pagination,
  Search,
  specDefault,
  Timestamp,
  TranslationMap,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;

const Ids = (description: string) => Type.Array(Id, { maxItems: 100, description });
const Lat = Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, degrees.' });
const Lng = Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees.' });
/** Half the Earth's circumference (metres): a radius this large covers the globe. */
export const MAX_RADIUS = 20_037_509;
const Radius = Type.Number({
  exclusiveMinimum: 0,
  maximum: MAX_RADIUS,
  description: 'Metres (great-circle distance); default 100000.',
  ...specDefault(100_000),
});
export const Order = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** A point and a radius: companies within `radius` metres of (lat, lng). */
export const GeoCircle = Obj({ lat: Lat, lng: Lng, radius: Opt(Radius) });

/** Where the customer is (shared `user_location` query parameter, URL-encoded JSON). */
export const UserLocation = Obj(
  {
    lat: Opt(Lat),
    lng: Opt(Lng),
    radius: Opt(Radius),
    country_code: Opt(
      Type.String({
        maxLength: 2,
        pattern: '^[A-Za-z]{2}$',
        description: 'ISO 3166-1 alpha-2; else found from lat/lng.',
      }),
    ),
  },
  { description: 'URL-encoded JSON, e.g. {"lat":64.14,"lng":-21.94}. lat and lng go together.' },
);

const companyFilterProps = {
  company_types: Opt(Ids('Companies of any of these company types.')),
  service_types: Opt(Ids('Companies offering any of these service types.')),
  cuisines: Opt(Ids('Companies with any of these cuisines.')),
  dietaries: Opt(Ids('Companies with any of these dietaries.')),
  ambiences: Opt(Ids('Companies with any of these ambiences.')),
  enterprises: Opt(Ids('Companies of these enterprises.')),
  ids: Opt(Type.Array(Id, { maxItems: 500, description: 'Only these companies.' })),
  text: Opt(Search),
  location: Opt(GeoCircle),
  country_code: Opt(Type.String({ maxLength: 2, pattern: '^[A-Za-z]{2}$' })),
};

export const CompanyFilter = Obj(companyFilterProps, {
  description: 'URL-encoded JSON. Every given criterion must hold; lists match any of their items.',
});

export const MapBounds = Obj(
  {
    north: Lat,
    south: Lat,
    east: Lng,
    west: Lng,
  },
  { description: 'The map viewport; west > east means it spans the antimeridian.' },
);

export const MapCompanyFilter = Obj(
  { ...companyFilterProps, bounds: Opt(MapBounds) },
  { description: 'CompanyFilter plus the map viewport `bounds`.' },
);

export const COMPANY_SORT_FIELDS = ['distance', 'name', 'popularity', 'created_at'] as const;
export const CompanySort = Obj(
  {
    field: Type.Union(COMPANY_SORT_FIELDS.map((f) => Type.Literal(f))),
    order: Opt(Order),
  },
  {
    description:
      'URL-encoded JSON, e.g. {"field":"distance"}. `distance` needs a location; `popularity` (favorites) ' +
      'defaults to descending, the others to ascending. Ties are broken by id.',
  },
);

const deprecated = (text: string) => `Deprecated: ${text}.`;
/** Marks a deprecated parameter (OpenAPI `deprecated: true`). */
const old = { deprecated: true } as const;

/** The deprecated parameters of both lists (docs/api-conventions.md#marketplace-operations, docs/api-conventions.md#deprecated-parameters), with what replaces each. */
const legacyLocation = {
  sort_by: Opt(
    Type.Union([Type.Literal('popular'), Type.Literal('distance')], {
      description: deprecated('use sort {"field":"popularity"} or {"field":"distance"}'),
      ...old,
    }),
  ),
  lat: Opt(
    Type.Number({ minimum: -90, maximum: 90, description: deprecated('use filter.location.lat'), ...old }),
  ),
  lng: Opt(
    Type.Number({ minimum: -180, maximum: 180, description: deprecated('use filter.location.lng'), ...old }),
  ),
  radius: Opt(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_RADIUS,
      description: deprecated('use filter.location.radius; metres, default 100000'),
      ...old,
      ...specDefault(100_000),
    }),
  ),
  company_type_id: Opt({ ...Id, description: deprecated('use filter.company_types'), ...old }),
};
const Count = (description: string, min: number, max: number) =>
  Type.Integer({ minimum: min, maximum: max, description });

const listParams = {
  filter: Opt(CompanyFilter),
  sort: Opt(CompanySort),
  pagination: Opt(Pagination),
  search: Opt(Search),
  ...legacyLocation,
};

/** GET /companies's parameters but select and expand (the route adds those, built from the answer). */
export const CompanyListParams = Type.Object({
  ...listParams,
  enterprise_id: Opt({ ...Id, description: deprecated('use filter.enterprises'), ...old }),
  limit: Opt({ ...Count(deprecated('use pagination.limit'), 1, MAX_LIMIT), ...old }),
  skip: Opt({ ...Count(deprecated('use pagination.offset'), 0, 10_000_000), ...old }),
});

/** GET /enterprises's parameters but select and expand. */
export const EnterpriseListParams = Type.Object({
  ...listParams,
  enterprise_ids: Opt(
    Type.Array(Id, { maxItems: 100, description: deprecated('use filter.enterprises'), ...old }),
  ),
  limit_companies: Opt({ ...Count(deprecated('use pagination.limit'), 1, MAX_LIMIT), ...old }),
  skip_companies: Opt({ ...Count(deprecated('use pagination.offset'), 0, 10_000_000), ...old }),
});

export const EMPLOYEE_SORT_FIELDS = ['order', 'name', 'created_at'] as const;

/** What a service menu's event types and groups may be sorted by, and what a group expands. */
export const MENU_EVENT_TYPE_SORT_FIELDS = ['title', 'duration', 'created_at'] as const;
export const MENU_GROUP_SORT_FIELDS = ['order', 'title', 'created_at'] as const;
export const MENU_GROUP_EXPANDABLE = ['event_types'] as const;

/** The global category lists customers filter companies by (each a table of its own). */
export const CATEGORY_KINDS = [
  'company_types',
  'service_types',
  'cuisines',
  'dietaries',
  'ambiences',
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const EmployeeSort = Obj(
  { field: Type.Union(EMPLOYEE_SORT_FIELDS.map((f) => Type.Literal(f))), order: Opt(Order) },
  { description: 'URL-encoded JSON, e.g. {"field":"name"}. Default: order, then name.' },
);

export const EmployeeFilter = Obj(
  {
    event_types: Opt(Ids('Employees who perform every one of these event types on the marketplace.')),
    ids: Opt(Ids('Only these employees.')),
    text: Opt(Search),
  },
  { description: 'URL-encoded JSON.' },
);

/** CompanyFilter plus the map's `bounds`: what the company query takes. */
export type CompanyFilterInput = Static<typeof MapCompanyFilter>;
// The sort fields come from the constant: a union built by mapping an array is `never` to Static<>.
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];
export type UserLocation = Static<typeof UserLocation>;
export type EmployeeFilter = Static<typeof EmployeeFilter>;
export type EmployeeSort = Omit<Static<typeof EmployeeSort>, 'field'> & {
  field: (typeof EMPLOYEE_SORT_FIELDS)[number];
};

/**
 * The query of the company lists (both lists' parameters, the deprecated ones included; the map's
 * filter with `bounds`); the sort field from the constant, as above.
 */
export type CompanyListQuery = Omit<
  Static<typeof CompanyListParams> & Static<typeof EnterpriseListParams>,
  'filter' | 'sort'
> & {
  filter?: CompanyFilterInput;
  sort?: Omit<Static<typeof CompanySort>, 'field'> & { field: CompanySortField };
};

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

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

/** `country_code` only for the kinds that are country specific. */
export type CategoryView = View<typeof Category, 'country_code'>;
export type MarketplaceCompanyExpandableView = View<typeof MarketplaceCompanyExpandable, 'distance'>;
export type MarketplaceEnterpriseSummaryView = View<typeof MarketplaceEnterpriseSummary>;
export type MarketplaceEnterpriseView = View<typeof MarketplaceEnterprise>;
export type MapCompanyView = View<typeof MapCompany, 'distance'>;
export type MarketplaceEmployeeView = View<typeof MarketplaceEmployee, 'distance'>;
