import { Type } from 'typebox';
import { Overbookable, ServiceNeeds } from '../../domain/event-types/schemas.ts';
import { Id, Image, Nullable, PaymentSettings, Timestamp, TranslationMap } from './common.ts';

// menu.ts reads ServiceNeeds from here, beside the response schemas.
export { ServiceNeeds };

const Opt = Type.Optional;

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
