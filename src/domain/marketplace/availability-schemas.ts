// The cross-company availability search's parameters and answer (GET /marketplace/availability):
// the route validates with them, the service's input type is derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { MarketplaceCompany } from '../companies/schemas.ts';
import { Id, Obj, Search, Timestamp, type View } from '../shared/schemas.ts';
import { GeoCircle } from './schemas.ts';

const Opt = Type.Optional;
const Ids = (description: string) => Type.Array(Id, { maxItems: 100, description });
const LocalDate = Type.String({
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "Local date YYYY-MM-DD (each company's own time zone).",
});
const LocalTime = (description: string) =>
  Type.String({ maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description });

/** The longest window a search may cover: every day is an engine run per candidate company. */
export const MAX_SEARCH_DAYS = 7;
/** The nearest this many candidates are searched (docs/slots.md#first-available-across-companies). */
export const MAX_CANDIDATES = 2000;
export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;
export const MAX_SLOTS_PER_COMPANY = 20;
export const DEFAULT_SLOTS_PER_COMPANY = 3;

export const AvailabilityFilter = Obj(
  {
    location: GeoCircle,
    start_date: LocalDate,
    end_date: Opt({
      ...LocalDate,
      description: `Last local date (inclusive); default start_date; at most ${MAX_SEARCH_DAYS} days.`,
    }),
    service_types: Opt(Ids('Companies offering any of these service types.')),
    company_types: Opt(Ids('Companies of any of these company types (categories).')),
    text: Opt({
      ...Search,
      description:
        "Services (event types) whose title contains this, ignoring case and accents, e.g. 'haircut'.",
    }),
    time_from: Opt(LocalTime('Slots starting at or after this local time, HH:MM.')),
    time_to: Opt(LocalTime('Slots starting before this local time, HH:MM.')),
  },
  {
    description:
      'URL-encoded JSON, e.g. {"location":{"lat":64.14,"lng":-21.94,"radius":5000},"start_date":"2026-11-26","text":"cut"}.',
  },
);

export const AVAILABILITY_SORT_FIELDS = ['time', 'distance'] as const;
export const AvailabilitySort = Obj(
  { field: Type.Union(AVAILABILITY_SORT_FIELDS.map((f) => Type.Literal(f))) },
  {
    description:
      'URL-encoded JSON. `time` (default): earliest first slot first; `distance`: nearest first. Ties by distance, then id.',
  },
);

export const AvailabilityPagination = Obj(
  {
    limit: Opt(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE })),
    offset: Opt(Type.Integer({ minimum: 0, maximum: MAX_CANDIDATES, default: 0 })),
  },
  {
    description: `URL-encoded JSON, e.g. {"limit":20,"offset":20}. limit 1..${MAX_PAGE} (default ${DEFAULT_PAGE}).`,
  },
);

export const AvailabilityQuery = Type.Object(
  {
    filter: AvailabilityFilter,
    sort: Opt(AvailabilitySort),
    pagination: Opt(AvailabilityPagination),
    slots_per_company: Opt(
      Type.Integer({
        minimum: 1,
        maximum: MAX_SLOTS_PER_COMPANY,
        default: DEFAULT_SLOTS_PER_COMPANY,
        description: 'How many of its earliest slots each company carries.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AvailableSlot = Type.Object(
  {
    event_type_id: Id,
    date: Type.String({ description: 'Local date of the company.' }),
    time: Type.String({ description: 'HH:MM in the company time zone.' }),
    timestamp: Timestamp,
    employeeIds: Type.Array(Type.String()),
    spaceIds: Type.Array(Type.String()),
  },
  { title: 'AvailableSlot' },
);

export const CompanyAvailability = Type.Object(
  {
    company: MarketplaceCompany,
    distance: Type.Number({ description: 'Metres from filter.location.' }),
    first_slot_at: Timestamp,
    time_slots: Type.Array(AvailableSlot, {
      description: "The company's earliest slots in the window, by time: each one its own time_slots shows.",
    }),
  },
  { title: 'CompanyAvailability' },
);

export type AvailabilityQuery = Omit<Static<typeof AvailabilityQuery>, 'sort'> & {
  sort?: { field: (typeof AVAILABILITY_SORT_FIELDS)[number] };
};
export type AvailableSlotView = View<typeof AvailableSlot>;
export type CompanyAvailabilityView = View<typeof CompanyAvailability>;
