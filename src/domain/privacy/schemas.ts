// What a customer's GDPR export answers: the person's record and everything held about them
// in the areas below (bookings, payments, vouchers, messages, the waitlist). Its own area, above
// them all, so that the customer area needs none of them.
import { Type } from 'typebox';
import { Event } from '../bookings/schemas.ts';
import { Customer, CustomerMessage } from '../customers/schemas.ts';
import { Payment } from '../payments/schemas.ts';
import { Timestamp } from '../shared/schemas.ts';
import { Voucher } from '../vouchers/schemas.ts';
import { WaitlistEntry } from '../waitlist/schemas.ts';

export const CustomerExport = Type.Object(
  {
    exported_at: Timestamp,
    customer: Customer,
    events: Type.Array(Event),
    payments: Type.Array(Payment),
    vouchers: Type.Array(Voucher),
    messages: Type.Array(CustomerMessage),
    waitlist_entries: Type.Array(WaitlistEntry, {
      description:
        'Their waitlist entries (docs/api-conventions.md#waitlist-and-booking-offers): by their marketplace account or e-mail.',
    }),
  },
  { title: 'CustomerExport', description: 'Everything held about the person (GDPR access).' },
);
