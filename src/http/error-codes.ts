import { PACKAGE_NOT_USABLE, PACKAGE_OPERATION_CODES } from '../domain/packages/schemas.ts';

/**
 * The error codes each operation can answer, by status, for the OpenAPI document (each error
 * answer narrows the Error schema's `type` and `code` to these). The rules below cover what the
 * HTTP layer answers for every operation; OPERATION_CODES adds what a service refuses with.
 * Every test app (test/helpers/test-app.ts, checkErrorCodes) fails its test file
 * when an operation answers a code its document does not list, so this cannot drift.
 */
export interface ErrorCode {
  type: string;
  code: string;
}

const codes = (type: string, ...names: string[]): ErrorCode[] => names.map((code) => ({ type, code }));

/** docs/api-conventions.md#errors: the create-event refusals of a booking. */
export const BOOKING_REFUSALS = [
  'time_slot_not_available',
  'outside_booking_window',
  'invalid_guest_count',
  'event_type_not_bookable',
  'employee_not_available',
  'space_not_available',
] as const;
/** docs/api-conventions.md#classes: refusals of a seat in a class (scheduled event). */
export const SEAT_REFUSALS = [
  'scheduled_event_full',
  'tier_full',
  'group_size_out_of_range',
  'scheduled_event_over',
] as const;
/** What changing a seat booking refuses with (src/domain/bookings/event-update.ts). */
const SEAT_CHANGE_REFUSALS = ['scheduled_event_over', 'group_size_out_of_range', 'tier_full'] as const;
export const CREATE_EVENT_CODES = [
  ...BOOKING_REFUSALS,
  'time_slot_reservation_expired',
  ...SEAT_REFUSALS,
] as const;

/** Idempotency-Key answers of the booking POSTs (src/domain/bookings/idempotency.ts). */
const IDEMPOTENT: Record<string, ErrorCode[]> = {
  '409': codes('conflict_error', 'idempotency_key_in_use'),
  '422': codes('idempotency_error', 'idempotency_key_reused'),
};

/** The payment provider (Stripe) unreachable or failing (src/domain/payments/stripe-provider.ts). */
const PROVIDER_DOWN = codes('unavailable_error', 'payment_provider_unavailable');

/** A customer's change of a booking (src/domain/bookings/event-update.ts), by id or by manage link. */
const CUSTOMER_CHANGE: Record<string, ErrorCode[]> = {
  '400': [
    // A seat's change (more or fewer seats of its tier) meets the class refusals too.
    ...codes('create_event_error', ...BOOKING_REFUSALS, ...SEAT_CHANGE_REFUSALS, PACKAGE_NOT_USABLE),
    ...codes(
      'validation_error',
      'cancel_not_allowed',
      'cancel_too_late',
      'reschedule_not_allowed',
      'reschedule_too_late',
    ),
  ],
  // A change that asks a difference opens a charge at the provider (docs/payments.md#a-bookings-balance).
  '503': PROVIDER_DOWN,
};

/** A manage link changed, revoked or past its booking's end; guessing held off (bookings/booking-links.ts). */
const MANAGE_LINK: Record<string, ErrorCode[]> = {
  '401': codes('authentication_error', 'invalid_manage_link'),
  '429': codes('rate_limit_error', 'too_many_attempts'),
};

/**
 * What services refuse with, beyond the rules of errorCodesOf, by operationId: each key is checked
 * against the operations of openapi/openapi.json (test/http/error-codes.test.ts).
 */
export const OPERATION_CODES: Record<string, Record<string, ErrorCode[]>> = {
  createEvent: {
    // docs/api-conventions.md#customers-paying: a voucher used up, expired or for another service.
    // docs/packages.md: the package or membership named cannot cover it.
    '400': [...codes('create_event_error', ...CREATE_EVENT_CODES, 'voucher_not_usable', PACKAGE_NOT_USABLE)],
    ...IDEMPOTENT,
    '503': PROVIDER_DOWN,
  },
  // docs/api-conventions.md#customers-paying: paying (src/domain/bookings/checkout.ts, src/domain/payments/provider.ts, src/domain/vouchers/voucher-shop.ts).
  confirmPayment: {
    '400': codes('validation_error', 'invalid_payment_method'),
    '402': codes('payment_error', 'card_declined'),
    '409': codes('conflict_error', 'payment_not_payable', 'payment_expired'),
    '503': PROVIDER_DOWN,
  },
  buyVoucher: {
    '400': codes('validation_error', 'invalid_payment_method'),
    '402': codes('payment_error', 'card_declined'),
    '503': PROVIDER_DOWN,
  },
  // Stripe's webhook (src/marketplace/stripe-webhook.routes.ts): a body it did not sign.
  receiveStripeWebhook: {
    '400': codes('validation_error', 'invalid_signature'),
    '503': PROVIDER_DOWN,
  },
  createHqEvent: {
    '400': codes('create_event_error', ...CREATE_EVENT_CODES, PACKAGE_NOT_USABLE),
    ...IDEMPOTENT,
    // Staff book into their own calendar only (auth/caller.ts ownEmployee).
    '403': codes('permission_error', 'own_calendar_only'),
  },
  // docs/bookings.md#series: an occurrence refused is a conflict of the series (its dates listed);
  // an overlap lost to racing bookings more often than the retries is a booking refusal.
  createSeries: {
    '400': codes('create_event_error', ...BOOKING_REFUSALS, PACKAGE_NOT_USABLE),
    '403': codes('permission_error', 'own_calendar_only'),
    '409': [...codes('conflict_error', 'series_conflict'), ...IDEMPOTENT['409']],
    '422': IDEMPOTENT['422'],
  },
  createMarketplaceSeries: {
    // A voucher that cannot pay every occurrence refuses the series (docs/bookings.md#series).
    '400': codes('create_event_error', ...BOOKING_REFUSALS, PACKAGE_NOT_USABLE, 'voucher_not_usable'),
    // concurrent_update: a series paid up front whose free weeks kept changing while its charge
    // was opened for them (docs/payments.md#a-series-paid-up-front).
    '409': [...codes('conflict_error', 'series_conflict', 'concurrent_update'), ...IDEMPOTENT['409']],
    '422': IDEMPOTENT['422'],
  },
  // A change of a series: an occurrence that cannot be placed is a conflict of the change (its
  // dates listed); an overlap lost to racing bookings more often than the retries is a refusal.
  changeSeries: {
    '400': codes('create_event_error', ...BOOKING_REFUSALS),
    '403': codes('permission_error', 'own_calendar_only'),
    '409': codes('conflict_error', 'series_conflict'),
  },
  changeMySeries: {
    '400': [
      ...codes('create_event_error', ...BOOKING_REFUSALS),
      ...codes('validation_error', 'reschedule_not_allowed', 'reschedule_too_late'),
    ],
    '409': codes('conflict_error', 'series_conflict'),
  },
  // A customer's cancel of their series: the company's rules for a customer's cancel, per occurrence.
  cancelMySeries: { '400': codes('validation_error', 'cancel_not_allowed', 'cancel_too_late') },
  createTimeSlotReservation: { '400': codes('create_event_error', ...BOOKING_REFUSALS), ...IDEMPOTENT },
  updateEvent: CUSTOMER_CHANGE,
  // docs/bookings.md#the-manage-link: a link changed, revoked or past its booking's end; guessing held off.
  getManagedEvent: MANAGE_LINK,
  updateManagedEvent: { ...CUSTOMER_CHANGE, ...MANAGE_LINK },
  updateHqEvent: {
    // docs/packages.md: a covered booking's party grown past what its package covers.
    '400': codes('create_event_error', ...BOOKING_REFUSALS, ...SEAT_CHANGE_REFUSALS, PACKAGE_NOT_USABLE),
    '403': codes('permission_error', 'own_calendar_only'),
    '503': PROVIDER_DOWN,
  },
  updateCompany: {
    '409': codes('conflict_error', 'url_name_taken'),
    // domain/auth/roles.ts PLATFORM_FIELDS, refused to every role.
    '403': codes('permission_error', 'platform_owned_field'),
  },
  updateEnterprise: { '409': codes('conflict_error', 'url_name_taken') },
  createEmployee: { '409': codes('conflict_error', 'employee_exists') },
  // Managing people (domain/members/member-service.ts).
  createCompanyInvitation: { '409': codes('conflict_error', 'already_member', 'employee_has_login') },
  createEnterpriseInvitation: { '409': codes('conflict_error', 'already_member') },
  revokeCompanyInvitation: { '409': codes('conflict_error', 'invitation_accepted') },
  revokeEnterpriseInvitation: { '409': codes('conflict_error', 'invitation_accepted') },
  updateEnterpriseMember: { '409': codes('conflict_error', 'last_owner') },
  removeEnterpriseMember: { '409': codes('conflict_error', 'last_owner') },
  acceptInvitation: {
    '401': codes('authentication_error', 'invalid_invitation'),
    '429': codes('rate_limit_error', 'too_many_attempts'),
  },
  updateEmployee: { '409': codes('conflict_error', 'employee_exists') },
  signUpCustomer: { '429': codes('rate_limit_error', 'too_many_attempts') },
  confirmCustomerSignUp: { '400': codes('invalid_request_error', 'invalid_confirmation') },
  streamCompanyChanges: {
    '429': codes('rate_limit_error', 'too_many_streams'),
    '503': codes('unavailable_error', 'streams_full'),
  },
  sendEventNotification: { '429': codes('rate_limit_error', 'too_many_attempts') },
  logInCustomer: {
    '401': codes('authentication_error', 'invalid_credentials'),
    '429': codes('rate_limit_error', 'too_many_attempts'),
  },
  createPayment: { '409': codes('conflict_error', 'payment_exists') },
  updatePayment: {
    '400': codes('validation_error', 'invalid_status_transition'),
    '409': codes('conflict_error', 'payment_changed'),
  },
  createCustomer: { '409': codes('conflict_error', 'customer_exists') },
  updateCustomer: { '409': codes('conflict_error', 'customer_exists') },
  deleteVoucherTemplate: { '409': codes('conflict_error', 'voucher_template_in_use') },
  updateScheduledEvent: { '409': codes('conflict_error', 'tier_has_bookings') },
  deleteScheduledEvent: { '409': codes('conflict_error', 'scheduled_event_has_bookings') },
  // docs/api-conventions.md#waitlist-and-booking-offers: the waitlist (src/domain/waitlist).
  createWaitlistEntry: {
    '400': codes('validation_error', 'waitlist_disabled', 'outside_booking_window'),
    ...IDEMPOTENT,
  },
  cancelWaitlistEntry: { '409': codes('conflict_error', 'waitlist_entry_closed') },
  deleteWaitlistEntry: { '409': codes('conflict_error', 'waitlist_entry_closed') },
  offerWaitlistEntry: {
    '400': codes('create_event_error', ...BOOKING_REFUSALS),
    '409': codes('conflict_error', 'waitlist_entry_not_waiting'),
  },
  acceptBookingOffer: {
    // The ordinary booking's refusals (from the hold, a voucher-free create) and the offer's state.
    '400': codes('create_event_error', 'time_slot_reservation_expired'),
    '409': [...codes('conflict_error', 'booking_offer_not_pending'), ...IDEMPOTENT['409']],
    '422': IDEMPOTENT['422'],
  },
  declineBookingOffer: { '409': codes('conflict_error', 'booking_offer_not_pending') },
  // docs/packages.md (src/domain/packages).
  ...PACKAGE_OPERATION_CODES,
};

/**
 * Every code an operation can answer, by status: the HTTP layer's (schema validation, auth,
 * missing objects, rate limit; bodies that are not JSON or too large; a path parameter too
 * long), the database races every write can meet (errors.ts fromDatabaseError), and its own.
 */
export function errorCodesOf(method: string, op: Record<string, any>): Record<string, ErrorCode[]> {
  const declared = new Set(Object.keys(op.responses ?? {}));
  const out: Record<string, ErrorCode[]> = {};
  const add = (status: string, list: ErrorCode[]) => {
    out[status] = [...(out[status] ?? []), ...list];
  };
  // Our own bug, answered without internals (http/errors.ts); declared for every operation by app.ts.
  if (declared.has('500')) add('500', codes('internal_error', 'internal_error'));
  if (!declared.has('400')) return out; // the operational probes (healthz, readyz) take no input
  add('400', codes('validation_error', 'invalid_request'));
  if (declared.has('401')) add('401', codes('authentication_error', 'unauthenticated'));
  if (declared.has('404')) add('404', codes('not_found_error', 'resource_missing'));
  if (declared.has('429')) add('429', codes('rate_limit_error', 'rate_limited'));
  // HQ writes with a token of scope read (http/auth.ts; declared by src/hq/index.ts), and a role
  // that does not allow the operation (domain/auth/caller.ts, docs/roles.md).
  if (declared.has('403')) add('403', codes('permission_error', 'insufficient_scope', 'role_not_permitted'));
  // The database unreachable (http/errors.ts) or load shed (http/overload.ts); declared by app.ts.
  if (declared.has('503')) add('503', codes('unavailable_error', 'database_unavailable', 'overloaded'));
  const params: { in: string }[] = op.parameters ?? [];
  if (params.some((p) => p.in === 'path'))
    add('414', codes('invalid_request_error', 'path_parameter_too_long'));
  // Fastify reads a body sent with any method but GET, whether the operation takes one or not.
  if (op.requestBody || method !== 'get') {
    add('400', codes('invalid_request_error', 'invalid_json'));
    add('413', codes('invalid_request_error', 'payload_too_large'));
    // A body that stops arriving (http/connections.ts).
    add('408', codes('invalid_request_error', 'request_timeout'));
    add('415', codes('invalid_request_error', 'unsupported_media_type'));
  }
  if (method !== 'get')
    add('409', codes('conflict_error', 'already_exists', 'still_referenced', 'concurrent_update'));
  for (const [status, list] of Object.entries(OPERATION_CODES[op.operationId] ?? {})) add(status, list);
  return out;
}
