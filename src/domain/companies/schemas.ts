// The company update's request schema and the settings groups it shares with the answers
// (src/http/schemas/company.ts): the route validates with it and the company service's input type
// is derived from it (Static<>).
import { type Static, type TOptional, type TSchema, Type } from 'typebox';
import {
  BookingInterval,
  Id,
  Image,
  Location,
  literals,
  Nullable,
  Obj,
  PaymentSettings,
  Str,
  Timestamp,
  TranslationMap,
  type View,
} from '../shared/schemas.ts';

const Int = (min = 0, max = 1_000_000, options: { description?: string } = {}) =>
  Type.Integer({ minimum: min, maximum: max, ...options });
const Opt = Type.Optional;
const HHMM = Type.String({
  maxLength: 5,
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$',
  description: 'HH:MM local time',
});

/** What an HQ company list may be sorted by. */
export const COMPANY_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'enterprise_order'] as const;

/** What a company's url_name may be: lower-case letters and digits, joined by hyphens. */
export const URL_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const OpeningHour = Obj({ opens_at: Opt(HHMM), closes_at: Opt(HHMM), is_closed: Opt(Type.Boolean()) });

export const CompanyProfile = Obj({
  store_name: Opt(Str(200)),
  description: Opt(Str(10_000)),
  description_translations: Opt(TranslationMap),
  favorites: Opt(Int()),
  image: Opt(Nullable(Image)),
  cover_images: Opt(Type.Array(Image, { maxItems: 50 })),
  phone_country_code: Opt(Str(8)),
  phone_number: Opt(Str(32)),
  contact_email: Opt(Str(320)),
  max_bookable_future_days: Opt(Int(0, 3650)),
  min_booking_notice_minutes: Opt(Int(0, 525_600)),
  client_reschedule_disabled: Opt(Type.Boolean()),
  min_reschedule_notice_hours: Opt(Int(0, 8760)),
  client_cancel_disabled: Opt(Type.Boolean()),
  min_cancel_notice_hours: Opt(Int(0, 8760)),
  booking_interval: Opt(BookingInterval),
  service_buffer: Opt(Int(0, 1440)),
  min_guests_per_booking: Opt(Int(1, 10_000)),
  max_guests_per_booking: Opt(Int(1, 10_000)),
  max_guests_per_interval: Opt(Int(1, 100_000)),
  max_same_time_arrival: Opt(Int(1, 100_000)),
  assignment: Opt(
    Type.Union([Type.Literal('random'), Type.Literal('balanced')], {
      description:
        'Who serves a booking that leaves the person open: `random` (the default) among the free and qualified, ' +
        'or `balanced`: the one with the fewest booked minutes that day per their `marketplace.assignment_weight`, ties at random (docs/slots.md, "Fair any").',
    }),
  ),
  max_bookings_per_employee_per_day: Opt(
    Nullable(
      Int(1, 1000, {
        description:
          "The most bookings one employee takes per local day; a person who has them has no more slots that day. An employee's own `marketplace.max_bookings_per_day` wins. Null: no cap.",
      }),
    ),
  ),
  prefer_12_hours: Opt(Type.Boolean()),
  required_fields: Opt(
    Obj({ kennitala: Opt(Type.Boolean()), email: Opt(Type.Boolean()), license_plate: Opt(Type.Boolean()) }),
  ),
  license_plate: Opt(Type.Boolean()),
  web_auth_opt_out: Opt(Type.Boolean()),
  exceed_max_guests_message: Opt(Str()),
  booking_success_message: Opt(Str()),
  booking_redirect_url: Opt(Str()),
  company_types: Opt(Type.Array(Str(64), { maxItems: 50 })),
  opening_hours: Opt(
    Type.Array(OpeningHour, { maxItems: 7, description: 'Seven days, Monday first (ISO weekday order).' }),
  ),
  store_opens_at: Opt(Int(0, 24)),
  store_closes_at: Opt(Int(0, 24)),
  unconfirmed_opening_hours: Opt(Type.Boolean()),
  price_category: Opt(Int(0, 10)),
});

export const CompanyMarketplace = Obj({
  onboarded_at: Opt(Nullable(Timestamp)),
  enabled: Opt(Type.Boolean()),
  visible: Opt(Type.Boolean()),
  url_name: Opt(Nullable(Type.String({ pattern: URL_NAME_PATTERN, maxLength: 100 }))),
  email_notification: Opt(Type.Boolean()),
  allow_booking_without_confirmation: Opt(Type.Boolean()),
  allow_booking_over_cancelled_events: Opt(Type.Boolean()),
  allow_booking_multiple_services: Opt(Type.Boolean()),
  waitlist_enabled: Opt(Type.Boolean()),
  booking_offer_expiry_minutes: Opt(Int(0, 100_000)),
  booking_offer_message: Opt(Str()),
});

export const CompanyMessaging = Obj({
  custom_reminder: Opt(Str()),
  enable_reminders: Opt(Type.Boolean()),
  sender_name: Opt(Str(100)),
  send_sms_from_employee: Opt(Type.Boolean()),
  show_booking_ends_at: Opt(Type.Boolean()),
});

export const CompanyGroups = {
  profile: CompanyProfile,
  marketplace: CompanyMarketplace,
  messaging: CompanyMessaging,
  location: Location,
  currency: Obj({ code: Opt(Str(3)), name: Opt(Str(100)), symbol: Opt(Str(8)) }),
  locale: Obj({ ui_language: Opt(Str(16)), messaging_language: Opt(Str(16)) }),
  checkin: Obj({ success_message: Opt(Str()) }),
  payments: PaymentSettings,
  payment_fees: Obj({
    event: Opt(Type.Number({ minimum: 0, maximum: 1 })),
    paylink: Opt(Type.Number({ minimum: 0, maximum: 1 })),
    voucher: Opt(Type.Number({ minimum: 0, maximum: 1 })),
    // docs/packages.md: packages and memberships sold (absent: the voucher ratio).
    package: Opt(Type.Number({ minimum: 0, maximum: 1 })),
    membership: Opt(Type.Number({ minimum: 0, maximum: 1 })),
  }),
  vouchers: Obj({ enabled: Opt(Type.Boolean()), amount_vouchers_enabled: Opt(Type.Boolean()) }),
  pos: Obj({
    name_on_invoices: Opt(Str()),
    legal_address: Opt(Str()),
    extra_invoice_info: Opt(Str()),
    initial_invoice_number: Opt(Int(0, 2_000_000_000)),
    eac_code: Opt(Str(64)),
    vat_number: Opt(Str(64)),
    default_vat: Opt(Str(64)),
    kennitala: Opt(Str(32)),
    checkout_first_tab: Opt(Str(64)),
    fiscalization_enabled: Opt(Type.Boolean()),
  }),
  acquirer_a: Obj({ connected: Opt(Type.Boolean()), has_token: Opt(Type.Boolean()) }),
  acquirer_b: Obj({
    onboarded_at: Opt(Nullable(Timestamp)),
    onboarding_status: Opt(Type.Union(literals(['not_started', 'in_progress', 'completed', 'rejected']))),
    has_transfer_instrument: Opt(Type.Boolean()),
  }),
  google_analytics: Obj({
    measurement_id: Opt(Str(64)),
    api_secret: Opt(Str(256)),
  }),
  claims: Obj({ claimant_id: Opt(Nullable(Str(64))) }),
  signup: Obj({ completed: Opt(Type.Boolean()), company_size: Opt(Str(32)) }),
  billing_status: Obj({ paid_invoices: Opt(Int()), unpaid_invoices: Opt(Int()) }),
  locked_sections: Obj({
    reports: Opt(Type.Boolean()),
    transactions: Opt(Type.Boolean()),
    dashboard: Opt(Type.Boolean()),
    pin_expiry_time: Opt(Int(0, 1_000_000)),
    pin_hash: Opt(Str(256)),
    pin: Opt(
      Type.String({ maxLength: 8, pattern: '^[0-9]{4,8}$', description: 'Request only: sets pin_hash.' }),
    ),
    has_pin: Opt(Type.Boolean({ description: 'Response only.' })),
  }),
  visible_fields: Obj({
    kennitala: Opt(Type.Boolean()),
    email: Opt(Type.Boolean()),
    license_plate: Opt(Type.Boolean()),
  }),
};

export const Subscription = Obj({
  id: Opt(Str(64)),
  type: Opt(Str(64)),
  status: Opt(Type.Union(literals(['active', 'trialing', 'inactive']))),
  active_since: Opt(Nullable(Timestamp)),
  deactivated_at: Opt(Nullable(Timestamp)),
  trial_started_at: Opt(Nullable(Timestamp)),
  trial_end_acknowledged_at: Opt(Nullable(Timestamp)),
});

/** Every schema of `schemas` optional, keys in their order. */
const optionalAll = <T extends Record<string, TSchema>>(schemas: T) =>
  Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, Opt(v)])) as {
    [K in keyof T]: TOptional<T[K]>;
  };

// The update takes locked_sections in its own shape (a PIN to set, never has_pin): after the rest.
const { locked_sections: _lockedSections, ...updatableGroups } = CompanyGroups;

/** Update body of `POST /v1/hq/companies/{company_id}`: every group optional, merged field by field. */
export const CompanyUpdateBody = Type.Object(
  {
    name: Opt(Type.String({ minLength: 1, maxLength: 200 })),
    reference_id: Opt(Nullable(Str(200))),
    vertical: Opt(Type.String({ minLength: 1, maxLength: 64 })),
    enterprise_order: Opt(Nullable(Int(0, 1_000_000))),
    phone_country_code: Opt(Nullable(Str(8))),
    phone_number: Opt(Nullable(Str(32))),
    ...optionalAll(updatableGroups),
    locked_sections: Opt(
      Obj({
        reports: Opt(Type.Boolean()),
        transactions: Opt(Type.Boolean()),
        dashboard: Opt(Type.Boolean()),
        pin_expiry_time: Opt(Int(0, 1_000_000)),
        pin: Opt(
          Type.String({
            maxLength: 8,
            pattern: '^([0-9]{4,8})?$',
            description: 'The PIN (4 to 8 digits); stored only as a hash. An empty string removes it.',
          }),
        ),
        pin_hash: Opt(
          Type.String({
            maxLength: 8,
            pattern: '^([0-9]{4,8})?$',
            description: 'Accepted like `pin` (hashed before it is stored); never returned.',
          }),
        ),
      }),
    ),
    subscriptions: Opt(Type.Array(Subscription, { maxItems: 50 })),
    noshow_claims_enabled: Opt(Type.Boolean()),
    has_secretary: Opt(Type.Boolean()),
  },
  { additionalProperties: false },
);

export type CompanyUpdateInput = Static<typeof CompanyUpdateBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

/** Company as the HQ API answers it (docs/api-conventions.md#companies); secrets are never included. */
export const Company = Type.Object(
  {
    id: Id,
    reference_id: Opt(Nullable(Type.String())),
    vertical: Opt(Type.String()),
    enterprise: Opt(Nullable(Type.String())),
    enterprise_order: Opt(Nullable(Type.Integer())),
    name: Opt(Type.String()),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    ...optionalAll(CompanyGroups),
    subscriptions: Opt(Type.Array(Subscription)),
    noshow_claims_enabled: Opt(Type.Boolean()),
    has_secretary: Opt(Type.Boolean()),
    invite_link_token: Opt(Nullable(Type.String())),
    last_active_at: Opt(Nullable(Timestamp)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Company' },
);

/** What a customer sees of a company on the marketplace. */
export const MarketplaceCompany = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    url_name: Opt(Nullable(Type.String())),
    vertical: Opt(Type.String()),
    enterprise: Opt(Nullable(Type.String())),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    profile: Opt(CompanyProfile),
    marketplace: Opt(CompanyMarketplace),
    location: Opt(Location),
    currency: Opt(CompanyGroups.currency),
    locale: Opt(CompanyGroups.locale),
    payments: Opt(PaymentSettings),
    vouchers: Opt(CompanyGroups.vouchers),
    visible_fields: Opt(CompanyGroups.visible_fields),
    company_types: Opt(Type.Array(Type.String())),
    distance: Opt(Type.Number({ description: 'Metres from the given point, when one was given.' })),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'MarketplaceCompany' },
);

export type CompanyView = View<typeof Company>;
export type MarketplaceCompanyView = View<typeof MarketplaceCompany, 'distance'>;
