import { Type } from 'typebox';
import { EVENT_SORT_FIELDS } from '../../domain/bookings/booking-inputs.ts';
import { StatusEnum, VisitSegment } from '../../domain/bookings/schemas.ts';
import { Str } from '../../domain/shared/schemas.ts';
import { REASONS } from '../../slots/index.ts';
import { ExpandParam, SelectParam, SortParam } from '../query.ts';
import { CompanyRef, Id, Nullable, Timestamp } from './common.ts';

export { Event, Reservation } from '../../domain/bookings/schemas.ts';

const Opt = Type.Optional;
const Date_ = Type.String({
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Local date YYYY-MM-DD.',
});

const SegmentAssignment = Type.Object(
  { employeeIds: Type.Array(Type.String()), spaceIds: Type.Array(Type.String()) },
  {
    title: 'TimeSlotSegment',
    description:
      'Who may serve this segment of the visit: each id lies on at least one free chain of people and spaces ' +
      'for the whole visit (empty when the slot is unavailable).',
  },
);

const SeriesOfSlot = Type.Object(
  {
    occurrences: Type.Integer({ description: 'How many occurrences the series starting that day has.' }),
    available: Type.Integer({ description: 'In how many of them this wall time is free.' }),
    unavailable: Type.Array(
      Type.Object({
        date: Date_,
        timestamp: Nullable(Timestamp),
        reason: Type.Union(
          [...REASONS, 'not_a_slot'].map((r) => Type.Literal(r)),
          {
            description:
              "Why it is not free that day; not_a_slot: that date has no such wall time (a DST gap, or off the day's grid).",
          },
        ),
      }),
      { description: 'The occurrences where this wall time is not free, with why.' },
    ),
  },
  {
    title: 'TimeSlotSeries',
    description:
      'With recurrence: this wall time as a standing time of the series starting that day. employeeIds and ' +
      'spaceIds are those free at it in every occurrence where it is free.',
  },
);

export const Slot = Type.Object(
  {
    time: Type.String({ description: 'HH:MM in the company time zone.' }),
    timestamp: Timestamp,
    employeeIds: Type.Array(Type.String()),
    spaceIds: Type.Array(Type.String()),
    available: Opt(Type.Boolean({ description: 'Only with time_slot_type unavailable/all.' })),
    reason: Opt(
      Type.Union(
        REASONS.map((r) => Type.Literal(r)),
        { description: 'Why the slot is unavailable.' },
      ),
    ),
    segments: Opt(
      Type.Array(SegmentAssignment, {
        description:
          "Only with visit: per segment, in the visit's order, who may serve it. employeeIds and spaceIds of the " +
          'slot are then everyone taking part in some free chain.',
      }),
    ),
    series: Opt(SeriesOfSlot),
  },
  { title: 'TimeSlot' },
);

export const DaySlots = Type.Object(
  {
    date: Date_,
    status: Type.Union([Type.Literal('available'), Type.Literal('unavailable'), Type.Literal('closed')]),
    slots: Type.Array(Slot),
  },
  { title: 'TimeSlotsOfDay' },
);
export const TimeSlots = Type.Array(DaySlots, { title: 'TimeSlots' });

export const EventTypeWithTimeSlots = Type.Object(
  {
    event_type: Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())], {
      description: 'The event type id, or the object with expand=event_type.',
    }),
    time_slots: TimeSlots,
  },
  { title: 'EventTypeWithTimeSlots' },
);

const slotQueryFields = {
  employee_id: Opt(Id),
  space_id: Opt(Id),
  event_type_ids: Opt(Type.Array(Id, { maxItems: 20 })),
  event_id: Opt(Id),
  start_date: Date_,
  end_date: Date_,
  capacity: Opt(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  time_slot_type: Opt(
    Type.Union([Type.Literal('available'), Type.Literal('unavailable'), Type.Literal('all')], {
      default: 'available',
    }),
  ),
};

/** docs/slots.md "Time slots over HTTP": a visit of several services by different people. */
export const VisitParam = Type.Object(
  {
    // the segment createEvent's `visit` takes too: a client books what it searched
    segments: Type.Array(VisitSegment, { minItems: 1, maxItems: 5 }),
  },
  {
    additionalProperties: false,
    description:
      'A visit: services one after the other, each by its own qualified person (and space), each starting ' +
      "where the previous one's customer-visible time ends. URL-encoded JSON, e.g. " +
      '{"segments":[{"event_type_id":"colour"},{"event_type_id":"cut"}]} (a list of objects has no bracket ' +
      'form). Replaces event_type_ids, event_id, employee_id and space_id. ' +
      'More than one segment needs the company to allow several services in one booking.',
  },
);

export const TimeSlotsQuery = Type.Object(
  {
    ...slotQueryFields,
    visit: Opt(VisitParam),
    recurrence: Opt(
      Str(200, {
        minLength: 1,
        description:
          'Standing times: the RRULE subset a series takes (FREQ=DAILY|WEEKLY|MONTHLY, INTERVAL, BYDAY, COUNT or ' +
          'UNTIL). Each date from start_date to end_date (at most 7 days) is the first occurrence of a series; ' +
          'its slots are the wall times free in at least min_occurrences of them, each with series. ' +
          'Example: FREQ=WEEKLY;BYDAY=TU;COUNT=8.',
      }),
    ),
    min_occurrences: Opt(
      Type.Integer({
        minimum: 1,
        maximum: 52,
        description: 'With recurrence: in how many occurrences a wall time must be free (default: all).',
      }),
    ),
    select: Opt(SelectParam(DaySlots)),
    expand: Opt(ExpandParam([])),
  },
  { additionalProperties: false },
);

export const MultipleTimeSlotsQuery = Type.Object(
  {
    ...slotQueryFields,
    min_capacity: Opt(Type.Integer({ minimum: 1, maximum: 100 })),
    max_capacity: Opt(Type.Integer({ minimum: 1, maximum: 1000 })),
    select: Opt(SelectParam(EventTypeWithTimeSlots)),
    expand: Opt(ExpandParam(['event_type'])),
  },
  { additionalProperties: false },
);

export const OpeningHourFilter = Type.Object(
  { start_date: Opt(Date_), end_date: Opt(Date_) },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON {"start_date","end_date"}; at most 62 days; default the next 7.',
  },
);

export const OpeningHoursOfDay = Type.Object(
  {
    date: Date_,
    is_closed: Type.Boolean(),
    intervals: Type.Array(Type.Object({ opens_at: Type.String(), closes_at: Type.String() })),
  },
  { title: 'OpeningHoursOfDay' },
);

const StatusFilter = Type.Union([StatusEnum, Type.Array(StatusEnum, { maxItems: 5 })]);

export const MarketplaceEventFilter = Type.Object(
  {
    starts_after: Opt(Timestamp),
    starts_before: Opt(Timestamp),
    status: Opt(StatusFilter),
    company: Opt(CompanyRef),
  },
  { additionalProperties: false, description: 'starts_after inclusive, starts_before exclusive.' },
);

export const HqEventFilter = Type.Object(
  {
    starts_after: Opt(Timestamp),
    starts_before: Opt(Timestamp),
    status: Opt(StatusFilter),
    employee: Opt(Id),
    space: Opt(Id),
    customer: Opt(Id),
    marketplace_user: Opt(Id),
    email: Opt(Str(320)),
    origin: Opt(Type.Union([Type.Literal('marketplace'), Type.Literal('hq')])),
    series: Opt({ ...Id, description: 'The occurrences of this series.' }),
  },
  {
    additionalProperties: false,
    description:
      'starts_after inclusive, starts_before exclusive; space matches any resource the event occupies.',
  },
);

export const EventSort = SortParam(EVENT_SORT_FIELDS);

export const NotificationBody = Type.Object(
  { email: Opt(Str(320, { minLength: 3 })) },
  {
    additionalProperties: false,
    description:
      "Recipient: the booking's own e-mail address (the event's, or its customer record's), which is the default; any other is refused. At most 3 an hour per booking (429 too_many_attempts).",
  },
);

export const NotificationAnswer = Type.Object({
  event: Type.String(),
  recipient: Type.String(),
  queued: Type.Boolean(),
});

export const ValidateAnswer = Type.Object(
  {
    valid: Type.Boolean(),
    errors: Type.Array(
      Type.Object({
        field: Type.String(),
        code: Type.Union([Type.Literal('required'), Type.Literal('invalid'), Type.Literal('out_of_range')]),
        message: Type.String(),
      }),
    ),
    price: Opt(
      Nullable(
        Type.Object(
          { amount: Type.Number(), currency: Type.String() },
          { description: 'What the booking would cost (as the event would carry it).' },
        ),
      ),
    ),
    services: Opt(
      Type.Array(
        Type.Object({
          event_type: Type.String(),
          variation: Nullable(Type.String()),
          price: Nullable(Type.Object({ amount: Type.Number(), currency: Type.String() })),
        }),
      ),
    ),
  },
  { title: 'BookingFlowValidation' },
);
