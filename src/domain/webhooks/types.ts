// docs/api-conventions.md#webhooks: every type a webhook endpoint or the live stream can carry.
export const WEBHOOK_EVENT_TYPES = [
  'event.created',
  'event.updated',
  'event.rescheduled',
  'event.cancelled',
  'payment.created',
  'payment.updated',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'payment.settled',
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'voucher.created',
  'voucher.updated',
  'customer_package.created',
  'customer_package.updated',
  'customer_package.renewed',
  'customer_package.paused',
  'customer_package.ended',
  'waitlist_entry.created',
  'booking_offer.created',
  'booking_offer.accepted',
  'booking_offer.declined',
  'booking_offer.expired',
  'ping',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A change's type: every webhook type but `ping` (which is sent only by the test operation). */
export type ChangeType = Exclude<WebhookEventType, 'ping'>;

/** What an endpoint may subscribe to: the types, or "*" for all (ping is always sent on request). */
export const WEBHOOK_SUBSCRIBABLE = ['*', ...WEBHOOK_EVENT_TYPES.filter((t) => t !== 'ping')] as const;
