// The request schema of event types (create and update body, docs/api-conventions.md#event-types): the route validates with
// it and the event type service's input type is derived from it (Static<>).
import { type Static, Type } from 'typebox';
import {
  Id,
  Image,
  literals,
  Nullable,
  Obj,
  PaymentSettings,
  Str,
  Timestamp,
  TranslationMap,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;
const Minutes = (min = 0, max = 1440) => Type.Integer({ minimum: min, maximum: max });
const Currency = Type.String({
  maxLength: 3,
  pattern: '^[A-Z]{3}$',
  description: 'ISO 4217 code, e.g. EUR.',
});
const Amount = Type.Number({ minimum: 0, maximum: 1e9 });
export const ServiceNeeds = Type.Union(literals(['employee', 'space', 'employee_and_space', 'none']), {
  description: 'What the service occupies (docs/api-conventions.md#enumerated-values).',
});
export const Overbookable = Type.Union(
  literals(['not_overbookable', 'partially_overbookable', 'fully_overbookable']),
);

export const VariationPrice = Obj({ currency: Currency, amount: Amount });
export const Variation = Obj({
  id: Opt(Type.String({ minLength: 1, maxLength: 64, description: 'Given by the server when absent.' })),
  label: Opt(Str(200)),
  description: Opt(Str(10_000)),
  selectable_in_marketplace: Opt(Type.Boolean()),
  prices: Opt(Type.Array(VariationPrice, { maxItems: 20 })),
  customer_group: Opt(Nullable(Str(200))),
});
export const PriceRange = Obj({ min: Amount, max: Amount, currency: Currency });
export const BookingQuestion = Obj({
  id: Opt(Type.String({ minLength: 1, maxLength: 64, description: 'Given by the server when absent.' })),
  title: Type.String({ minLength: 1, maxLength: 500 }),
  description: Opt(Str(10_000)),
  answer_required: Opt(Type.Boolean()),
  answer_type: Opt(Type.String({ minLength: 1, maxLength: 64, description: 'e.g. text, number, boolean.' })),
});
export const Connections = Obj({
  service_needs: Opt(ServiceNeeds),
  customer_selects: Opt(ServiceNeeds),
  booking_question: Opt(Str(2000)),
  booking_questions: Opt(Type.Array(BookingQuestion, { maxItems: 50 })),
  booking_success_message: Opt(Str(10_000)),
  hidden: Opt(Type.Boolean()),
});

/** Create and update body (docs/api-conventions.md#event-types). Create needs company (or company_id), title, duration. */
export const EventTypeBody = Obj(
  {
    reference_id: Opt(Str(200)),
    company: Opt(Id),
    company_id: Opt({ ...Id, description: 'Deprecated: use company.', deprecated: true }),
    event_type_category: Opt(Nullable(Id)),
    event_type_category_group: Opt(Nullable(Id)),
    vat: Opt({
      ...Id,
      description: "The VAT rate; on create, without it, the company's default (GET /companies/{id}/vats).",
    }),
    title: Opt(Type.String({ minLength: 1, maxLength: 200 })),
    title_translations: Opt(TranslationMap),
    description: Opt(Str(10_000)),
    description_translations: Opt(TranslationMap),
    duration: Opt(Minutes(1, 1440)),
    delay: Opt(Minutes()),
    beforePause: Opt(Minutes()),
    pause: Opt(Minutes()),
    afterPause: Opt(Minutes()),
    buffer_after_service: Opt(Minutes()),
    min_guests_per_booking: Opt(Type.Integer({ minimum: 1, maximum: 10_000 })),
    max_guests_per_booking: Opt(Type.Integer({ minimum: 1, maximum: 10_000 })),
    thumb: Opt({ ...Str(2048), description: 'Deprecated: use images.', deprecated: true }),
    image: Opt({ ...Str(2048), description: 'Deprecated: use images.', deprecated: true }),
    images: Opt(Type.Array(Image, { maxItems: 50 })),
    color: Opt(Type.String({ minLength: 1, maxLength: 32 })),
    overbookable: Opt(Overbookable),
    variations: Opt(Type.Array(Variation, { maxItems: 100 })),
    price_ranges: Opt(Type.Array(PriceRange, { maxItems: 20 })),
    connections: Opt(Connections),
    custom_payment_settings: Opt(
      Type.Boolean({
        description: 'Deprecated: implied by `payments`; false removes them.',
        deprecated: true,
      }),
    ),
    payments: Opt(PaymentSettings),
    tax_exemption_reason: Opt(Str(2000)),
  },
  {
    description:
      "Create requires company (or the deprecated company_id), title and duration; vat defaults to the company's.",
  },
);

export type EventTypeInput = Static<typeof EventTypeBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

export const EventTypeCategory = Type.Object(
  {
    id: Id,
    company: Type.String(),
    event_type_category_group: Opt(Nullable(Type.String())),
    title: Type.String(),
    title_translations: TranslationMap,
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    order: Type.Integer(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'EventTypeCategory' },
);

export const EventTypeCategoryGroup = Type.Object(
  {
    id: Id,
    company: Type.String(),
    title: Type.String(),
    title_translations: TranslationMap,
    order: Type.Integer(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'EventTypeCategoryGroup' },
);

const Expandable = (object: ReturnType<typeof Type.Object>) => Nullable(Type.Union([Type.String(), object]));

export const EventType = Type.Object(
  {
    id: Id,
    reference_id: Opt(Nullable(Type.String())),
    company_id: Opt(Type.String({ description: 'Deprecated: same as company.', deprecated: true })),
    company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    event_type_category: Opt(Expandable(EventTypeCategory)),
    event_type_category_group: Opt(Expandable(EventTypeCategoryGroup)),
    vat: Opt(
      Type.Union([
        Type.String(),
        Type.Object({
          id: Id,
          ratio: Type.Number(),
          country_code: Type.String(),
          name: Opt(Type.String()),
          default: Type.Boolean(),
        }),
      ]),
    ),
    title: Opt(Type.String()),
    title_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    duration: Opt(Type.Integer()),
    delay: Opt(Type.Integer()),
    beforePause: Opt(Type.Integer()),
    pause: Opt(Type.Integer()),
    afterPause: Opt(Type.Integer()),
    buffer_after_service: Opt(Nullable(Type.Integer())),
    min_guests_per_booking: Opt(Nullable(Type.Integer())),
    max_guests_per_booking: Opt(Nullable(Type.Integer())),
    images: Opt(Type.Array(Image)),
    color: Opt(Nullable(Type.String())),
    overbookable: Opt(Overbookable),
    variations: Opt(
      Type.Array(
        Type.Object({
          id: Type.String(),
          label: Opt(Type.String()),
          description: Opt(Type.String()),
          selectable_in_marketplace: Opt(Type.Boolean()),
          prices: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Number() })),
          customer_group: Opt(Nullable(Type.String())),
        }),
      ),
    ),
    price_ranges: Opt(
      Type.Array(Type.Object({ min: Type.Number(), max: Type.Number(), currency: Type.String() })),
    ),
    connections: Opt(
      Type.Object({
        service_needs: ServiceNeeds,
        customer_selects: Opt(ServiceNeeds),
        booking_question: Opt(Type.String()),
        booking_questions: Opt(
          Type.Array(
            Type.Object({
              id: Type.String(),
              title: Type.String(),
              description: Opt(Type.String()),
              answer_required: Opt(Type.Boolean()),
              answer_type: Opt(Type.String()),
            }),
          ),
        ),
        booking_success_message: Opt(Type.String()),
        hidden: Type.Boolean(),
      }),
    ),
    custom_payment_settings: Opt(Type.Boolean()),
    payments: Opt(Nullable(PaymentSettings)),
    price: Opt(
      Nullable(
        Type.Object(
          {
            currency: Type.String(),
            amount: Type.Number(),
            amount_upper_limit: Nullable(Type.Number()),
          },
          {
            description:
              'Lowest price of the variations (else of the price ranges) in the company currency when ' +
              'one is in it, else in the first currency given; amount_upper_limit the highest, when higher.',
          },
        ),
      ),
    ),
    tax_exemption_reason: Opt(Nullable(Type.String())),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'EventType' },
);

const Money = Type.Object({ currency: Type.String(), amount: Type.Number() });

/** An event type on the marketplace menu (docs/api-conventions.md#the-service-menu). */
export const MarketplaceEventType = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    event_type_category: Opt(Nullable(Type.String())),
    event_type_category_group: Opt(Nullable(Type.String())),
    title: Opt(Type.String()),
    title_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    duration: Opt(Type.Integer({ description: 'Minutes the customer is served (pauses included).' })),
    delay: Opt(Type.Integer()),
    beforePause: Opt(Type.Integer()),
    pause: Opt(Type.Integer()),
    afterPause: Opt(Type.Integer()),
    min_guests_per_booking: Opt(Nullable(Type.Integer())),
    max_guests_per_booking: Opt(Nullable(Type.Integer())),
    images: Opt(Type.Array(Image)),
    color: Opt(Nullable(Type.String())),
    variations: Opt(
      Type.Array(
        Type.Object({
          id: Type.String(),
          label: Type.String(),
          description: Nullable(Type.String()),
          prices: Type.Array(Money),
        }),
        {
          description:
            'Only the variations selectable_in_marketplace; book one with `variations` on the event.',
        },
      ),
    ),
    price_ranges: Opt(
      Type.Array(Type.Object({ min: Type.Number(), max: Type.Number(), currency: Type.String() })),
    ),
    price: Opt(
      Nullable(
        Type.Object(
          { currency: Type.String(), amount: Type.Number(), amount_upper_limit: Nullable(Type.Number()) },
          { description: 'The lowest price a customer can book it for; amount_upper_limit the highest.' },
        ),
      ),
    ),
    connections: Opt(
      Type.Object({
        service_needs: ServiceNeeds,
        customer_selects: Nullable(Type.String()),
        booking_questions: Type.Array(Type.Object({}, { additionalProperties: true })),
        booking_success_message: Nullable(Type.String()),
      }),
    ),
  },
  { title: 'MarketplaceEventType' },
);

export type EventTypeView = View<typeof EventType>;
export type EventTypeCategoryView = View<typeof EventTypeCategory>;
export type EventTypeCategoryGroupView = View<typeof EventTypeCategoryGroup>;
export type MarketplaceEventTypeView = View<typeof MarketplaceEventType>;

/** The fields an event type list may be sorted by. */
export const EVENT_TYPE_SORT_FIELDS = ['title', 'duration', 'created_at', 'updated_at'] as const;
