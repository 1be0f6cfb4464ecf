// The request bodies and the record of a series (docs/bookings.md#series), the standing
// appointment: schemas.ts's pieces of a booking, with the recurrence and what a conflict does.
import { type Static, type TSchemaOptions, Type } from 'typebox';
import { CompanyRef, Id, Nullable, Str, Timestamp, type View } from '../shared/schemas.ts';
import { contactFields, Event } from './schemas.ts';

const Opt = Type.Optional;

export const ON_CONFLICT = ['refuse', 'skip', 'other_employee'] as const;
const OnConflict = (options: TSchemaOptions = {}) =>
  Type.Union([Type.Literal('refuse'), Type.Literal('skip'), Type.Literal('other_employee')], options);

const Recurrence = Str(200, {
  minLength: 1,
  description:
    'An RRULE (RFC 5545) subset: FREQ=DAILY|WEEKLY|MONTHLY, INTERVAL, BYDAY (MO..SU; with an ordinal ' +
    'such as 2TU or -1FR for MONTHLY), and COUNT (at most 52) or UNTIL (YYYYMMDD, or YYYYMMDDTHHMMSSZ). ' +
    "Expanded in the company's time zone: 10:00 local stays 10:00 across a DST change. starts_at is the " +
    'first occurrence and must match the rule. Example: FREQ=WEEKLY;BYDAY=TU;COUNT=8.',
  examples: ['FREQ=WEEKLY;BYDAY=TU;COUNT=8'],
});

export const HqSeriesCreateBody = Type.Object(
  {
    company: Id,
    event_types: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    starts_at: { ...Timestamp, description: 'The first occurrence.' },
    recurrence: Recurrence,
    on_conflict: Opt(
      OnConflict({
        default: 'refuse',
        description:
          'What an occurrence that cannot be booked does: refuse (the whole series is not booked; 409 ' +
          'series_conflict lists every such date and why), skip (booked without it; the series lists it in ' +
          'skipped), other_employee (another qualified employee takes it at the same time; if none can, as ' +
          'refuse).',
      }),
    ),
    employee: Opt({
      ...Id,
      description:
        "Each occurrence's employee. Without one, the first occurrence's employee is kept where free, and " +
        'another qualified one takes an occurrence where not.',
    }),
    space: Opt(Id),
    number_of_guests: Opt(
      Type.Integer({ minimum: 1, maximum: 10_000, description: 'Party size; default 1.' }),
    ),
    status: Opt(
      Type.Union([Type.Literal('confirmed'), Type.Literal('unconfirmed')], { default: 'confirmed' }),
    ),
    customer: Opt(Id),
    ...contactFields,
  },
  { additionalProperties: false },
);

export const SeriesCancelBody = Type.Object(
  {
    scope: Type.Union([Type.Literal('one'), Type.Literal('following'), Type.Literal('all')], {
      description:
        'one: the occurrence named; following: it and every later one; all: every occurrence still to come ' +
        '(and the series is cancelled). Occurrences already cancelled or past stay as they are.',
    }),
    occurrence: Opt({ ...Id, description: 'The occurrence (event id) for one and following.' }),
  },
  { additionalProperties: false },
);

/**
 * A customer's series on the marketplace: the services, time, staff and contact fields of a
 * booking made directly (no hold, voucher or prepayment), with the recurrence.
 */
export const MarketplaceSeriesCreateBody = Type.Object(
  {
    company: CompanyRef,
    event_types: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    starts_at: { ...Timestamp, description: 'The first occurrence.' },
    recurrence: Recurrence,
    on_conflict: Opt(
      OnConflict({
        default: 'refuse',
        description:
          'refuse (409 series_conflict with every date that cannot be booked), skip, or other_employee, as ' +
          'on HQ.',
      }),
    ),
    employee: Opt(Id),
    space: Opt(Id),
    number_of_guests: Opt(
      Type.Integer({ minimum: 1, maximum: 10_000, description: 'Party size; default 1.' }),
    ),
    ...contactFields,
    customer_name: Str(200, { minLength: 1 }),
  },
  {
    additionalProperties: false,
    description: 'Services that must be prepaid online cannot be booked as a series yet (400 on recurrence).',
  },
);

export type SeriesCreateInput = Static<typeof HqSeriesCreateBody>;
export type MarketplaceSeriesCreateInput = Static<typeof MarketplaceSeriesCreateBody>;
export type SeriesCancelInput = Static<typeof SeriesCancelBody>;

const Skipped = Type.Object({
  starts_at: Timestamp,
  code: Type.String(),
  message: Type.String(),
});

export const Series = Type.Object(
  {
    id: Type.String(),
    company: Type.String(),
    recurrence: Type.String({ description: 'The rule, in canonical form.' }),
    starts_at: { ...Timestamp, description: 'The first occurrence as asked.' },
    time_zone: Type.String({ description: 'The zone the rule was expanded in (the company’s).' }),
    event_types: Type.Array(Type.String()),
    employee: Nullable(Type.String()),
    space: Nullable(Type.String()),
    customer: Nullable(Type.String()),
    number_of_guests: Type.Integer(),
    on_conflict: OnConflict(),
    skipped: Type.Array(Skipped, { description: 'Occurrences of the rule not booked (on_conflict skip).' }),
    cancelled_at: Nullable(Timestamp),
    occurrences: Type.Array(Event, {
      description: 'Its bookings, earliest first, cancelled ones too; each carries series.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Series' },
);

export type SeriesView = View<typeof Series>;
