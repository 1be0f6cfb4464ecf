import { newId } from '../domain/shared/ids.ts';
import { newVoucherCode } from '../domain/vouchers/voucher-service.ts';

/**
 * The ids of the demo objects that a marketplace caller can use by knowing them alone: a guest's
 * booking (read, moved and cancelled by its id), a booking offer (accepted by its id) and its
 * hold, a guest's waitlist entry, a payment (read by its id) and a voucher's code (spent by it,
 * 10,000 ISK). Made afresh for every load, as the API makes them, so that an install with the demo
 * data hands none of them out. The owner finds them through the HQ API (the demo data's log line
 * says where). The companies, services, staff and templates keep fixed ids: the marketplace lists
 * them to anyone anyway, and the docs' examples name them.
 */
export function newDemoIds() {
  return {
    events: {
      gudrun: [newId(), newId(), newId(), newId()],
      jon: newId(),
      olafur: newId(),
      noshow: newId(),
      colourPrepaid: newId(),
      pilatesSeat: newId(),
    },
    payments: { noshow: newId(), prepayment: newId() },
    voucher: { id: newId(), code: newVoucherCode() },
    waitlist: { waiting: newId(), offered: newId() },
    offer: newId(),
    offerHold: newId(),
  };
}

export type DemoIds = ReturnType<typeof newDemoIds>;

/** Where the owner finds the demo's private ids (printed when the demo data is loaded). */
export const DEMO_IDS_WHERE = {
  vouchers: 'GET /v1/hq/companies/demo_company_salon/vouchers',
  bookings: 'GET /v1/hq/companies/demo_company_salon/events (and demo_company_clinic)',
  payments: 'GET /v1/hq/companies/demo_company_salon/payments',
  waitlist: 'GET /v1/hq/companies/demo_company_salon/waitlist_entries?expand=offer',
} as const;
