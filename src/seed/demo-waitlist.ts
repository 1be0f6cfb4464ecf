// Demo data for the waitlist (docs/api-conventions.md#waitlist-and-booking-offers): the salon keeps one, with one customer waiting and
// one holding an offer, so HQ's waitlist (GET /v1/hq/companies/demo_company_salon/waitlist_entries)
// and a marketplace offer (GET /v1/marketplace/booking_offers/{id}, the id in HQ's list) have
// something to show. The days are counted from when the data is loaded (a waitlist lies in the
// future); the entries', the offer's and the hold's ids are made per load (demo-ids.ts): a guest's
// entry is read and cancelled, and an offer accepted, by its id alone.
import type { Prisma } from '../generated/prisma/client.ts';
import type { DemoIds } from './demo-ids.ts';

type Tx = Prisma.TransactionClient;

const SALON = 'demo_company_salon';
const DAY = 86_400_000;

/** The first day at least `from` days after `now` whose UTC weekday is one of `days` (0 Sunday), as YYYY-MM-DD. */
function dayAfter(now: number, from: number, days: number[]): string {
  for (let d = from; ; d++) {
    const day = new Date(now + d * DAY);
    if (days.includes(day.getUTCDay())) return day.toISOString().slice(0, 10);
  }
}

export async function loadDemoWaitlist(tx: Tx, ids: DemoIds, now = Date.now()) {
  const salon = await tx.company.findUniqueOrThrow({ where: { id: SALON }, select: { marketplace: true } });
  await tx.company.update({
    where: { id: SALON },
    data: {
      marketplace: {
        ...(salon.marketplace as Record<string, unknown>),
        waitlist_enabled: true,
        booking_offer_expiry_minutes: 30,
        booking_offer_message:
          'A chair has opened up for you. Reply within the time shown, or it goes to the next person.',
      },
    },
  });
  // Sigrún wants a Saturday evening (the salon closes at 16:00 on Saturdays): she waits until the
  // salon opens later on one (a rule set, which triggers the matching) or HQ offers her a time.
  const saturday = dayAfter(now, 2, [6]);
  const nextSaturday = dayAfter(Date.parse(`${saturday}T12:00:00Z`), 1, [6]);
  // Kári's offer: a weekday at 12:30 (the salon's long days; Reykjavík time is UTC all year). On
  // the half hour, so the hold never meets the on-the-hour demo bookings the hardening tests make.
  const second = dayAfter(now, 3, [1, 2, 3, 4, 5]);
  const offered = new Date(`${second}T12:30:00.000Z`);
  const ends = new Date(offered.getTime() + 30 * 60_000);
  await tx.waitlistEntry.create({
    data: {
      id: ids.waitlist.waiting,
      company_id: SALON,
      event_type_ids: ['demo_et_colour'],
      employee_id: 'demo_emp_anna',
      dates: [
        { date: saturday, from: '16:00', to: '18:00' },
        { date: nextSaturday, from: '16:00', to: '18:00' },
      ],
      first_date: new Date(`${saturday}T00:00:00Z`),
      last_date: new Date(`${nextSaturday}T00:00:00Z`),
      customer_name: 'Sigrún Halldórsdóttir',
      email: 'sigrun@example.com',
      status: 'waiting',
      created_at: new Date(now - 2 * DAY),
    },
  });
  await tx.waitlistEntry.create({
    data: {
      id: ids.waitlist.offered,
      company_id: SALON,
      event_type_ids: ['demo_et_haircut'],
      dates: [{ date: second, from: '12:00', to: '15:00' }],
      first_date: new Date(`${second}T00:00:00Z`),
      last_date: new Date(`${second}T00:00:00Z`),
      customer_name: 'Kári Pétursson',
      email: 'kari@example.com',
      status: 'offered',
      offer_id: ids.offer,
      created_at: new Date(now - DAY),
    },
  });
  // The offer's hold is a reservation with its occupancy, as one made through the API. Held
  // until an hour before the slot (not 30 minutes) so that the demo keeps it to look at.
  const expires = new Date(offered.getTime() - 60 * 60_000);
  await tx.timeSlotReservation.create({
    data: {
      id: ids.offerHold,
      company_id: SALON,
      event_type_ids: ['demo_et_haircut'],
      starts_at: offered,
      ends_at: ends,
      employee_id: 'demo_emp_katla',
      expires_at: expires,
    },
  });
  await tx.occupancy.create({
    data: {
      company_id: SALON,
      time_slot_reservation_id: ids.offerHold,
      employee_id: 'demo_emp_katla',
      starts_at: offered,
      ends_at: ends,
      guests: 1,
      blocks: true,
    },
  });
  await tx.bookingOffer.create({
    data: {
      id: ids.offer,
      company_id: SALON,
      waitlist_entry_id: ids.waitlist.offered,
      reservation_id: ids.offerHold,
      event_type_ids: ['demo_et_haircut'],
      starts_at: offered,
      ends_at: ends,
      employee_id: 'demo_emp_katla',
      number_of_guests: 1,
      expires_at: expires,
      status: 'pending',
      origin: 'hq',
    },
  });
}
