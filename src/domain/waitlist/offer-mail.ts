// The booking offer e-mail (docs/api-conventions.md#waitlist-and-booking-offers): the time held, until when, the company's
// booking_offer_message, and how to accept or decline (the marketplace operations by the
// offer's id, which is the customer's key to it, as a guest's event id is).
import { formatLocalTime, ZoneTimeline } from '../../slots/calendar.ts';
import type { OutgoingMail } from '../messaging/outbox.ts';
import type { EntryRow, OfferRow } from './waitlist-store.ts';

/** "2026-11-24 14:30" in the company's zone. */
function localDateTime(zone: string, at: Date): string {
  const min = Math.floor(at.getTime() / 60_000);
  const wall = new ZoneTimeline(zone, min - 1440, min + 1440).wall(min);
  const day = Math.floor(wall / 1440);
  return `${new Date(day * 86_400_000).toISOString().slice(0, 10)} ${formatLocalTime(wall - day * 1440)}`;
}

export function offerMail(
  company: { id: string; name: string; time_zone: string },
  entry: EntryRow,
  offer: OfferRow,
  message: string,
): OutgoingMail {
  const when = localDateTime(company.time_zone, offer.starts_at);
  const until = localDateTime(company.time_zone, offer.expires_at);
  const path = `/v1/marketplace/booking_offers/${offer.id}`;
  return {
    company_id: company.id,
    kind: 'booking_offer',
    to: entry.email,
    subject: `A time has opened up at ${company.name}: ${when}`,
    body: [
      `Hello ${entry.customer_name},`,
      '',
      `You are on the waitlist of ${company.name}, and a time has opened up for you: ${when}.`,
      `We hold it for you until ${until}.`,
      ...(message.trim() ? ['', message.trim()] : []),
      '',
      `Accept: POST ${path}/accept`,
      `Decline: POST ${path}/decline`,
      `Offer: ${offer.id}`,
      '',
      `Kind regards,\n${company.name}`,
    ].join('\n'),
  };
}
