/**
 * A customer app's booking journey, through the generated client only (clients/typescript):
 * find a company, read its menu, read time slots (and who else nearby is free), hold one, book
 * it, cancel it.
 *
 *   npm start                                   # the API with its demo data, in another terminal
 *   npx tsc -p examples                         # type-check against the generated client
 *   node examples/book-an-appointment.ts        # API_URL=http://127.0.0.1:3000 by default
 *
 * Run against the demo data, it finds the hair salon by name (COMPANY_SEARCH to change). Each step prints what it got; any error
 * answer stops the journey with its status and code (BookingApiError), exit code 1.
 */
import { BookingApiError, createBookingClient, idempotencyKey, unwrap } from '@booking-api/client';

const baseUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
const search = process.env.COMPANY_SEARCH ?? 'Norðurljós'; // the demo data's hair salon
const api = createBookingClient({ baseUrl });

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  // 1. Find a company: marketplace search, first by name.
  const companies = unwrap(
    await api.GET('/v1/marketplace/companies', {
      params: { query: { search, sort: { field: 'name' }, pagination: { limit: 5 } } },
    }),
  );
  const company = companies[0];
  if (!company) throw new Error(`no company on the marketplace matches "${search}"`);
  console.log(`1. company: ${company.name} (${company.id})`);

  // 2. Its menu: the services a customer can book online (docs/api-conventions.md#the-service-menu).
  const menu = unwrap(
    await api.GET('/v1/marketplace/companies/{company_id}/event_types', {
      params: { path: { company_id: company.id }, query: { pagination: { limit: 50 } } },
    }),
  );
  const service = menu[0];
  if (!service) throw new Error(`${company.name} has no service to book online`);
  console.log(`2. menu: ${menu.length} services; taking "${service.title}" (${service.duration} min)`);

  // 3. Time slots for the next two weeks; the first available one.
  const days = unwrap(
    await api.GET('/v1/marketplace/companies/{company_id}/time_slots', {
      params: {
        path: { company_id: company.id },
        query: { event_type_ids: [service.id], start_date: day(1), end_date: day(14) },
      },
    }),
  );
  const slot = days.flatMap((d) => d.slots)[0];
  if (!slot) throw new Error(`no free time for "${service.title}" in the next two weeks`);
  console.log(`3. time slots: ${days.length} days; first free ${slot.timestamp}`);

  // 3b. Or ask the marketplace who else near the company has this service free that day, earliest
  // first (docs/slots.md#first-available-across-companies); each slot is one its time_slots shows.
  const at = company.location?.lat_lng;
  if (at?.lat != null && at.lng != null) {
    const near = unwrap(
      await api.GET('/v1/marketplace/availability', {
        params: {
          query: {
            filter: {
              location: { lat: at.lat, lng: at.lng, radius: 10_000 },
              start_date: slot.timestamp.slice(0, 10),
              text: service.title,
            },
            pagination: { limit: 5 },
          },
        },
      }),
    );
    console.log(
      `3b. near it, free that day: ${near.map((c) => `${c.company.name} ${c.first_slot_at}`).join('; ') || 'none'}`,
    );
  }

  // 4. Hold it while the customer types their details.
  const hold = unwrap(
    await api.POST('/v1/marketplace/time_slot_reservations', {
      params: { header: { 'Idempotency-Key': idempotencyKey() } },
      body: {
        company: company.id,
        event_types: [service.id],
        starts_at: slot.timestamp,
        number_of_guests: 1,
      },
    }),
  );
  console.log(`4. held until ${hold.expires_at} (reservation ${hold.id})`);

  // 5. Book it. The same key makes a retry after a lost answer safe: it replays the booking.
  const bookingKey = idempotencyKey();
  const event = unwrap(
    await api.POST('/v1/marketplace/events', {
      params: { header: { 'Idempotency-Key': bookingKey } },
      body: {
        time_slot_reservation: hold.id,
        customer_name: 'Example Customer',
        email: 'customer@example.com',
      },
    }),
  );
  console.log(`5. booked: event ${event.id}, ${event.starts_at}, status ${event.status}`);

  // 6. Cancel it (a guest's booking is changed by its unguessable id).
  const cancelled = unwrap(
    await api.POST('/v1/marketplace/events/{event_id}', {
      params: { path: { event_id: event.id } },
      body: { status: 'cancelled' },
    }),
  );
  console.log(`6. cancelled: status ${cancelled.status}`);
  if (cancelled.status !== 'cancelled') throw new Error(`expected status cancelled, got ${cancelled.status}`);
}

main().catch((err) => {
  if (err instanceof BookingApiError) {
    console.error(
      `the API refused: ${err.status} ${err.type}/${err.code}: ${err.message} (request ${err.requestId})`,
    );
  } else {
    console.error(err);
  }
  process.exit(1);
});
