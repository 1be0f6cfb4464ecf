import { Type } from 'typebox';
import {
  MENU_EVENT_TYPE_SORT_FIELDS,
  MENU_GROUP_SORT_FIELDS,
} from '../../domain/marketplace/service-menu.ts';
import { SortParam } from '../query.ts';
import { Id, Image, Nullable, TranslationMap } from './common.ts';
import { ServiceNeeds } from './event-type.ts';

const Opt = Type.Optional;
const Money = Type.Object({ currency: Type.String(), amount: Type.Number() });

/** An event type on the marketplace menu (CONTRACT.md 9.1). */
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

export const MarketplaceEventTypeGroup = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    parent_event_type_group: Opt(Nullable(Type.String())),
    title: Opt(Type.String()),
    title_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    images: Opt(Type.Array(Image)),
    order: Opt(Type.Integer()),
    is_default_group: Opt(Type.Boolean()),
    ordered_event_types: Opt(
      Type.Array(
        Type.Object({
          order: Type.Integer(),
          event_type: Type.Union([Type.String(), MarketplaceEventType], {
            description: 'The event type id, or the object with expand=event_types.',
          }),
        }),
        { description: 'Bookable members only (hidden or deleted event types are left out).' },
      ),
    ),
  },
  { title: 'MarketplaceEventTypeGroup' },
);

export const MenuEventTypeFilter = Type.Object(
  {
    employee: Opt({ ...Id, description: 'Only what this employee performs.' }),
    space: Opt({ ...Id, description: 'Only what takes place in this space.' }),
    group: Opt({ ...Id, description: 'Only members of this event type group.' }),
  },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON, e.g. {"employee":"..."}. An unknown employee, space or group is a 404.',
  },
);

export const MenuEventTypeSort = SortParam(MENU_EVENT_TYPE_SORT_FIELDS);
export const MenuGroupSort = SortParam(MENU_GROUP_SORT_FIELDS);

/** `{company_id}` on the menu paths: the company's id or its url_name (CONTRACT.md 9). */
export const CompanyRefParams = Type.Object(
  {
    company_id: Type.String({ minLength: 1, maxLength: 100, description: 'The company id or its url_name.' }),
  },
  { additionalProperties: false },
);
