// The request bodies and the record of a series (docs/bookings.md#series), the standing
// appointment: schemas.ts's pieces of a booking, with the recurrence and what a conflict does.
import { type Static, type TSchemaOptions, Type } from 'typebox';
import { CheckoutPayment } from '../payments/schemas.ts';
import { CompanyRef, Id, Nullable, Str, Timestamp, type View } from '../shared/schemas.ts';
import { contactFields, Event } from './schemas.ts';

const Opt = Type.Optional;

/** The package or membership that covers every occurrence (HQ and marketplace series alike). */
const SeriesPackage = Opt({
  ...Id,
  description:
    "Cover every occurrence with the customer's package or membership (docs/packages.md): each is priced " +
    "zero and takes one credit (one per guest of a shareable one), all in the series' one transaction. A " +
    'package with fewer credits than the occurrences booked refuses the whole series (400 ' +
    '`package_not_usable`, whatever on_conflict says) and takes nothing; an occurrence cancelled inside ' +
    'the cancellation policy gives its credit back.',
});

/** A voucher every occurrence is paid with (the marketplace series; the single booking's `voucher`). */
const SeriesVoucher = Opt(
  Type.String({
    minLength: 1,
    maxLength: 64,
    description:
      "A voucher code of the company that pays every occurrence, as a single booking's voucher does: an amount " +
      "voucher each occurrence's whole price, a service voucher one session each, all redeemed in the series' " +
      'one transaction. A voucher that cannot cover every occurrence booked (its balance or sessions run out, it ' +
      'is for another service, it expires) refuses the whole series (400 voucher_not_usable naming voucher, ' +
      'whatever on_conflict says) and nothing is redeemed; a cancelled occurrence gives its part back. Such a ' +
      'series prepays nothing.',
  }),
);

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
    customer_package: SeriesPackage,
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

/** POST .../series/{series_id}/changes: a new time of day and/or employee for some occurrences. */
export const SeriesChangeBody = Type.Object(
  {
    scope: Type.Union([Type.Literal('one'), Type.Literal('following'), Type.Literal('all')], {
      description:
        'one: the occurrence named (it becomes an exception: a later change of following or all keeps what ' +
        'was changed of it alone); following: it and every later one; all: every one still to come. ' +
        'Occurrences cancelled or started stay as they are.',
    }),
    occurrence: Opt({ ...Id, description: 'The occurrence (event id) for one and following.' }),
    time: Opt(
      Type.String({
        pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
        maxLength: 5,
        description:
          "The new wall time (HH:MM) on the company's clock, on each occurrence's own day (10:00 stays 10:00 " +
          'across a DST change).',
        examples: ['14:30'],
      }),
    ),
    weekday: Opt(
      Type.Union(
        ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((d) => Type.Literal(d)),
        {
          description:
            'The new day of the week: each occurrence moves to that day of its own week (Monday to Sunday on the ' +
            "company's clock), at its time or the new time: Tuesdays become Thursdays from the occurrence named " +
            '(following). A day that has passed is a conflict. The rule stays as booked: moved occurrences are ' +
            'overrides of its starts (the .ics shows them so).',
          examples: ['TH'],
        },
      ),
    ),
    employee: Opt({ ...Id, description: "The occurrences' new employee." }),
  },
  { additionalProperties: false, description: 'At least one of time, weekday and employee.' },
);

/**
 * A customer's series on the marketplace: the services, time, staff and contact fields of a
 * booking made directly (no hold), with the recurrence and what covers it (a package or a voucher).
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
    customer_package: SeriesPackage,
    voucher: SeriesVoucher,
  },
  {
    additionalProperties: false,
    description:
      "Services that must be prepaid online are booked as a series only under the company's " +
      'payments.series_prepayment (per_occurrence: each occurrence unconfirmed with its own pending prepayment, ' +
      "expanded in its payment; up_front: one pending payment for the whole series, in the series' payment); " +
      'without it, 400 on recurrence.',
  },
);

export type SeriesCreateInput = Static<typeof HqSeriesCreateBody>;
export type MarketplaceSeriesCreateInput = Static<typeof MarketplaceSeriesCreateBody>;
export type SeriesCancelInput = Static<typeof SeriesCancelBody>;
export type SeriesChangeInput = Static<typeof SeriesChangeBody>;

const Skipped = Type.Object({
  starts_at: Timestamp,
  code: Type.String(),
  message: Type.String(),
});

/** What GET .../series/{series_id}/calendar.ics answers (series-ics.ts). */
export const SERIES_CALENDAR =
  "The series as one iCalendar object (RFC 5545, text/calendar): a VTIMEZONE for the company's zone, " +
  'one VEVENT with DTSTART on that wall clock (TZID), the RRULE, an EXDATE for each start of the rule ' +
  'that is not booked (skipped when booked, cancelled since), and an override VEVENT (the same UID, ' +
  "RECURRENCE-ID the rule's start) for each occurrence moved off it.";

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
    payment: Opt({
      ...CheckoutPayment,
      description:
        "A marketplace series paid up front (payments.series_prepayment up_front): the series' one prepayment, the " +
        "sum of every occurrence's, and its checkout; paying it confirms every occurrence. In the booking's answer, " +
        "the customer's reads of their series, and HQ's with expand=payment.",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Series' },
);

export type SeriesView = View<typeof Series, 'payment'>;
