// The request bodies of bookings (reservations, events created and changed from HQ and the
// marketplace): the routes validate with them, and the booking service's input types are derived
// from them (Static<>), so each field is written once.
import { type Static, type TLiteral, Type } from 'typebox';
import {
  CancellationPolicy,
  CompanyRef,
  Id,
  Nullable,
  Str,
  Timestamp,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;
const Guests = Type.Integer({ minimum: 1, maximum: 10_000, description: 'Party size; default 1.' });
const IdList = Type.Array(Id, { minItems: 1, maxItems: 20 });

/** One literal per value, typed per value (a plain map would type the union as never). */
function literals<const T extends readonly string[]>(values: T) {
  return values.map((v) => Type.Literal(v)) as { -readonly [K in keyof T]: TLiteral<T[K]> };
}

export const EVENT_STATUSES = ['confirmed', 'unconfirmed', 'cancelled', 'noshow', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event's status. */
export const StatusEnum = Type.Union(literals(EVENT_STATUSES));

const Answer = Type.Object(
  { question: Str(200, { minLength: 1 }), answer: Str(5000) },
  { additionalProperties: false },
);

export const contactFields = {
  customer_name: Opt(Str(200)),
  email: Opt(Str(320)),
  phone_country_code: Opt(Str(8)),
  phone_number: Opt(Str(32)),
  kennitala: Opt(Str(20)),
  license_plate: Opt(Str(20)),
  comment: Opt(Str(5000)),
  booking_question_answers: Opt(Type.Array(Answer, { maxItems: 50 })),
};

const VariationChoices = Type.Array(
  Type.Object(
    { event_type: Id, variation: Id },
    { additionalProperties: false, description: 'The variation of one of the booking’s event types.' },
  ),
  {
    maxItems: 20,
    description:
      'At most one per event type. Without one, an event type is booked at its cheapest variation the caller may ' +
      'choose (marketplace: selectable_in_marketplace) in the company currency.',
  },
);

/** Booking a seat of a class (docs/api-conventions.md#classes) instead of event types at a time. */
const seatFields = {
  scheduled_event: Opt({
    ...Id,
    description: 'Book seats of this class (then no event_types/starts_at/employee/space).',
  }),
  tier: Opt({ ...Id, description: 'Required when customer_selects_tier; else the first tier with room.' }),
  variation: Opt({ ...Id, description: 'A variation of the tier; its price is per seat.' }),
  variations: Opt(VariationChoices),
};

/**
 * docs/bookings.md#visits: one segment of a visit, as time_slots takes it (`visit`): a service,
 * and the person and space the customer chose for it, if any.
 */
export const VisitSegment = Type.Object(
  {
    event_type_id: Id,
    employee_id: Opt({ ...Id, description: 'The person the customer chose for this segment.' }),
    space_id: Opt({ ...Id, description: 'The space the customer chose for this segment.' }),
  },
  { additionalProperties: false },
);

/**
 * A visit to book or hold: the same object as time_slots' `visit`, so a client passes on what it
 * searched; event creation and time-slot reservations take this one schema.
 */
const VisitBody = Type.Object(
  { segments: Type.Array(VisitSegment, { minItems: 1, maxItems: 5 }) },
  {
    additionalProperties: false,
    description:
      'Book (or hold) a visit (docs/bookings.md#visits): services one after the other, each by its own person ' +
      "(and space), segment n + 1 starting where segment n's customer-visible time ends, as time_slots with " +
      '`visit` found it. Replaces event_types, employee and space; a segment without employee_id (space_id) gets ' +
      'one chosen among those free. ONE event is booked (or held), with one service per segment; all segments ' +
      "or none. More than one segment needs the company's marketplace.allow_booking_multiple_services not " +
      'false (marketplace only).',
  },
);

export const ReservationBody = Type.Object(
  {
    company: CompanyRef,
    event_types: Opt(IdList),
    starts_at: Timestamp,
    number_of_guests: Opt(Guests),
    employee: Opt(Id),
    space: Opt(Id),
    visit: Opt(VisitBody),
  },
  {
    additionalProperties: false,
    description:
      'event_types (with employee/space if chosen), or visit: the segments of a visit, each held with its ' +
      'own person (docs/bookings.md#visits).',
  },
);

/**
 * A change of a booked visit's segments (docs/bookings.md#visits), in an event update: the booked
 * segments in order, some left out (removed) or with another person or space named (reassigned).
 */
const VisitChangeBody = Type.Object(
  { segments: Type.Array(VisitSegment, { minItems: 1, maxItems: 5 }) },
  {
    additionalProperties: false,
    description:
      "Change a booked visit's segments (docs/bookings.md#visits), with starts_at (its current value to keep the " +
      "time): the booking's services in their order, any of them left out to remove it (the later ones move up, " +
      "re-checked; the price becomes the sum of the remaining services' prices as booked), and a segment's " +
      'employee_id or space_id to reassign it (re-checked: 400 naming visit.segments[n] when that person is not ' +
      'free or does not do the service). A segment without employee_id (space_id) keeps its own at the same time, ' +
      'and gets one chosen among the free at a new time. Replaces employee and space.',
  },
);

export const MarketplaceEventCreateBody = Type.Object(
  {
    company: Opt(CompanyRef),
    event_types: Opt(IdList),
    starts_at: Opt(Timestamp),
    employee: Opt(Id),
    space: Opt(Id),
    visit: Opt(VisitBody),
    number_of_guests: Opt(Guests),
    time_slot_reservation: Opt(Id),
    ...seatFields,
    ...contactFields,
    customer_name: Str(200, { minLength: 1 }),
    voucher: Opt(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'A voucher code of the company: an amount voucher pays up to its balance, a service voucher one session ' +
          'of its service; given back if the booking is cancelled. Such a booking does not prepay.',
      }),
    ),
    pay_in_full: Opt(
      Type.Boolean({
        description:
          "Pay the booking's whole price up front instead of its prepayment, where the payment settings' " +
          'optional_full_payment allows it.',
      }),
    ),
    customer_package: Opt({
      ...Id,
      description:
        "Cover it with the customer's package or membership (docs/packages.md): its price and prepayment are " +
        'zero and a credit is taken (one per guest of a shareable one); given back if it is cancelled inside ' +
        'the cancellation policy. Refused with 400 `package_not_usable` when it does not cover the booking.',
    }),
  },
  {
    additionalProperties: false,
    description:
      'With time_slot_reservation the reservation fixes company, time, services, party and staff; with ' +
      'scheduled_event, seats of that class are booked (company optional: the class names it; tier/variation optional); else company, ' +
      'event_types and starts_at are required.',
  },
);

export const HqEventCreateBody = Type.Object(
  {
    company: Id,
    event_types: Opt(IdList),
    starts_at: Opt(Timestamp),
    ...seatFields,
    employee: Opt(Id),
    space: Opt(Id),
    visit: Opt(VisitBody),
    number_of_guests: Opt(Guests),
    status: Opt(
      Type.Union([Type.Literal('confirmed'), Type.Literal('unconfirmed')], { default: 'confirmed' }),
    ),
    customer: Opt(Id),
    ...contactFields,
    customer_package: Opt({
      ...Id,
      description:
        "Cover it with the customer's package or membership (docs/packages.md): its price and prepayment are " +
        'zero and a credit is taken (one per guest of a shareable one); given back if it is cancelled inside ' +
        'the cancellation policy. Refused with 400 `package_not_usable` when it does not cover the booking.',
    }),
  },
  {
    additionalProperties: false,
    description: 'event_types and starts_at, or scheduled_event (seats of a class).',
  },
);

export const MarketplaceEventUpdateBody = Type.Object(
  {
    starts_at: Opt(Timestamp),
    employee: Opt(Id),
    space: Opt(Id),
    visit: Opt(VisitChangeBody),
    number_of_guests: Opt(Guests),
    status: Opt(Type.Literal('cancelled')),
    ...contactFields,
  },
  {
    additionalProperties: false,
    description:
      'Spec rules: without employee/space a new one is chosen at random for a new time; to move between resources or change the party only, pass starts_at with its current value.',
  },
);

export const HqEventUpdateBody = Type.Object(
  {
    starts_at: Opt(Timestamp),
    employee: Opt(Id),
    space: Opt(Id),
    visit: Opt(VisitChangeBody),
    number_of_guests: Opt(Guests),
    status: Opt(StatusEnum),
    customer: Opt(Id),
    ...contactFields,
  },
  { additionalProperties: false },
);

export const ValidateBody = Type.Object(
  {
    event_types: Opt(Type.Array(Id, { maxItems: 20 })),
    number_of_guests: Opt(Guests),
    ...seatFields,
    ...contactFields,
  },
  { additionalProperties: false },
);

/** What the marketplace or HQ asks to reserve. */
export type ReservationInput = Static<typeof ReservationBody>;

/** The contact fields a booking carries (both bodies share them). */
export const ContactFields = Type.Object(contactFields);
export type ContactInput = Static<typeof ContactFields>;

/**
 * What callers hand the booking service to create an event: the marketplace's fields and HQ's
 * (status, customer), every one optional here (each body says what it requires).
 */
export type EventCreateInput = Partial<
  Static<typeof MarketplaceEventCreateBody> & Static<typeof HqEventCreateBody>
>;

/** A change of an event, from a customer or staff (`customer` is HQ's, given separately). */
export type EventUpdateInput = Omit<Static<typeof HqEventUpdateBody>, 'customer'>;

// ------------------------------------------------------------------ responses
// The records as answered (a route's response schema, the view's type).

/** An expandable reference: the ID, or the object when named in `expand`. */
const Ref = Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())]);

export const Reservation = Type.Object(
  {
    id: Type.String(),
    company: Opt(Type.String()),
    event_types: Opt(Type.Array(Type.String())),
    starts_at: Opt(Timestamp),
    ends_at: Opt(Timestamp),
    number_of_guests: Opt(Type.Integer()),
    employee: Opt(Nullable(Type.String())),
    space: Opt(Nullable(Type.String())),
    resources: Opt(Type.Array(Type.String())),
    segments: Opt(
      Nullable(
        Type.Array(
          Type.Object({
            event_type: Type.String(),
            employee: Nullable({ ...Type.String(), description: 'Who serves this segment.' }),
            space: Nullable({ ...Type.String(), description: 'The space it takes place in.' }),
            starts_at: { ...Timestamp, description: "When this segment's customer-visible time starts." },
            ends_at: { ...Timestamp, description: "When this segment's customer-visible time ends." },
          }),
          {
            description:
              'A hold of a visit (docs/bookings.md#visits): its segments in order, each with the person and space ' +
              'held for it and its times; the booking made from the hold has exactly these services. null: a ' +
              'hold of services by one person (employee/space).',
          },
        ),
      ),
    ),
    expires_at: Opt(Timestamp),
    created_at: Opt(Timestamp),
  },
  { title: 'TimeSlotReservation' },
);

/**
 * What a hold of a visit keeps of each segment (time_slot_reservations.segments, Json): as the
 * placement chose it, read back through this schema (storedJson), never asserted.
 */
export const HeldSegments = Type.Array(
  Type.Object({
    event_type_id: Type.String(),
    employee_id: Nullable(Type.String()),
    space_id: Nullable(Type.String()),
    starts_at: Type.String(),
    ends_at: Type.String(),
  }),
);
export type HeldSegment = Static<typeof HeldSegments>[number];

export const Event = Type.Object(
  {
    id: Type.String(),
    company: Opt(Type.String()),
    event_types: Opt(Type.Array(Ref)),
    starts_at: Opt(Timestamp),
    ends_at: Opt(Timestamp),
    employee: Opt(Nullable(Ref)),
    space: Opt(Nullable(Ref)),
    resources: Opt(Type.Array(Type.String())),
    number_of_guests: Opt(Type.Integer()),
    status: Opt(StatusEnum),
    origin: Opt(Type.Union([Type.Literal('marketplace'), Type.Literal('hq')])),
    customer_name: Opt(Type.String()),
    email: Opt(Nullable(Type.String())),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    kennitala: Opt(Nullable(Type.String())),
    license_plate: Opt(Nullable(Type.String())),
    comment: Opt(Nullable(Type.String())),
    booking_question_answers: Opt(
      Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
    ),
    customer: Opt(Nullable(Ref)),
    marketplace_user: Opt(Nullable(Type.String())),
    time_slot_reservation: Opt(Nullable(Type.String())),
    scheduled_event: Opt(Nullable({ ...Type.String(), description: 'The class, for a seat booking.' })),
    tier: Opt(Nullable(Type.String())),
    series: Opt(
      Nullable({
        ...Type.String(),
        description:
          'The series (a standing appointment, docs/bookings.md#series) this booking is an occurrence of.',
      }),
    ),
    variation: Opt(Nullable({ ...Type.String(), description: 'The tier variation of a seat booking.' })),
    customer_package: Opt(
      Nullable({
        ...Type.String(),
        description:
          "What covered it (docs/packages.md): the customer's package or membership a credit was taken from " +
          '(its price is zero); null: none.',
      }),
    ),
    price: Opt(
      Nullable(
        Type.Object(
          { amount: Type.Number(), currency: Type.String() },
          {
            description:
              'What the booking costs, as booked: the sum of its services, or per seat times number_of_guests. ' +
              'null: no price.',
          },
        ),
      ),
    ),
    cancellation_policy: Opt(
      Nullable({
        ...CancellationPolicy,
        description:
          'The cancellation policy the booking was made under (docs/payments.md#cancellation-policy), kept with ' +
          'it when it was made; null: none (cancelling costs nothing).',
      }),
    ),
    services: Opt(
      Type.Array(
        Type.Object({
          event_type: Type.String(),
          variation: Nullable(Type.String()),
          price: Nullable(Type.Object({ amount: Type.Number(), currency: Type.String() })),
          employee: Opt(Nullable({ ...Type.String(), description: 'Who serves this service.' })),
          space: Opt(Nullable({ ...Type.String(), description: 'The space it takes place in.' })),
          starts_at: Opt({ ...Timestamp, description: "When this service's customer-visible time starts." }),
          ends_at: Opt({ ...Timestamp, description: "When this service's customer-visible time ends." }),
        }),
        {
          description:
            'Per event type: the variation booked and its price (per booking), and who serves it when (a visit, ' +
            'docs/bookings.md#visits: each segment its own person and times). Empty for a seat.',
        },
      ),
    ),
    payment: Opt(
      Nullable({
        ...Ref,
        description:
          'Its prepayment (docs/api-conventions.md#customers-paying): the payment id, or with expand=payment the CheckoutPayment. A create ' +
          'that needs one answers it expanded, with the checkout to pay it; the booking stays unconfirmed until paid.',
      }),
    ),
    balance: Opt(
      Nullable(
        Type.Object(
          {
            amount_due: Type.Number({
              description:
                'What the booking owes up front now, under the prepayment terms it was made under, for its price ' +
                'and party as they are (a cancelled booking or a no-show: what it kept).',
            }),
            amount_paid: Type.Number({ description: 'What of it was paid and not given back.' }),
            amount_pending: Type.Number({
              description:
                'What is asked and not paid yet (its pending prepayments: pay them to confirm it).',
            }),
            currency: Nullable(Type.String()),
          },
          {
            description:
              "The booking's balance (docs/payments.md#a-bookings-balance): a change of its party or price asks " +
              'the difference or gives it back. null: it prepays nothing.',
          },
        ),
      ),
    ),
    voucher: Opt(
      Type.Object(
        { code: Type.String(), amount: Type.Number(), sessions: Type.Integer() },
        { description: 'On a create that spent a voucher: what it took (an amount, or sessions).' },
      ),
    ),
    cancelled_at: Opt(Nullable(Timestamp)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Event' },
);

/** The event as eventView builds it; `voucher` is what a create that spent one adds. */
export type EventView = View<typeof Event, 'voucher'>;
export type ReservationView = View<typeof Reservation>;
/** What a create that spent a voucher took from it (the event's `voucher`). */
export type SpentVoucher = NonNullable<EventView['voucher']>;
