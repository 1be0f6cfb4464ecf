// The booking insert (booking-store.ts insertBooking): hand-written text, ONE statement, whose
// answer is declared of the schema's events row (Row<'events'>) rather than asserted on the
// rows. What it declares is checked here against what the driver really answers (PGlite, or
// PostgreSQL with DATABASE_URL): the event it answers is the row Kysely reads back, field for
// field, and its customer is found or made in the same statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qb, row } from '../../../src/db/kysely.ts';
import { insertBooking } from '../../../src/domain/bookings/booking-store.ts';
import { createEventType, createShop, type Shop } from '../../helpers/bookings.ts';
import { openTestDatabase } from '../../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let shop: Shop;
let eventType: string;
beforeAll(async () => {
  opened = await openTestDatabase();
  shop = await createShop(opened.db.prisma, { employees: 1 });
  eventType = await createEventType(opened.db.prisma, shop);
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

/** One booking of the shop's employee at `hour` (UTC, 2030-01-01), for two guests, by Ada. */
function book(hour: number) {
  const startsAt = new Date(Date.UTC(2030, 0, 1, hour));
  const endsAt = new Date(Date.UTC(2030, 0, 1, hour + 1));
  const employee = shop.employees[0];
  return opened.db.sql.transaction((tx) =>
    insertBooking(
      tx,
      {
        company_id: shop.companyId,
        employee_id: employee,
        event_type_ids: [eventType],
        starts_at: startsAt,
        ends_at: endsAt,
        number_of_guests: 2,
        customer_name: 'Ada Insert',
        email: 'ada.insert@example.com',
        price: '25.5',
        currency: 'ISK',
        booking_question_answers: [{ question: 'q', answer: 'a' }],
      },
      [
        {
          event_type_id: eventType,
          employee_id: employee,
          resource_id: null,
          order: 0,
          starts_at: startsAt,
          ends_at: endsAt,
        },
      ],
      (eventId) => [
        {
          company_id: shop.companyId,
          event_id: eventId,
          employee_id: employee,
          starts_at: startsAt,
          ends_at: endsAt,
          guests: 2,
          blocks: true,
        },
      ],
      {
        person: { company_id: shop.companyId, customer_name: 'Ada Insert', email: 'ada.insert@example.com' },
        country: null,
      },
    ),
  );
}

describe('the booking insert', () => {
  it("answers the event as the schema's row: what Kysely reads back, field for field", async () => {
    const { event, customerMade, services } = await book(10);
    const stored = await row(
      opened.db.sql,
      qb.selectFrom('events').selectAll().where('company_id', '=', shop.companyId).where('id', '=', event.id),
    );
    expect(event).toEqual(stored);
    // The types the declaration claims: a timestamptz is a Date, numeric exact text (scale 4),
    // JSON parsed, the guests a number.
    expect(event.starts_at).toBeInstanceOf(Date);
    expect(event.starts_at.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(event.price).toBe('25.5000');
    expect(event.booking_question_answers).toEqual([{ question: 'q', answer: 'a' }]);
    expect(event.number_of_guests).toBe(2);
    // Made from the booking's own contact data, in the same statement.
    expect(customerMade).toBe(true);
    expect(typeof event.customer_id).toBe('string');
    // Its one service, as written (rendered by json_agg: the times as text).
    expect(services).toHaveLength(1);
    expect(services[0].event_type_id).toBe(eventType);
    expect(Date.parse(services[0].starts_at)).toBe(Date.UTC(2030, 0, 1, 10));
  });

  it('finds the customer the first booking made: the second one links it, making none', async () => {
    const first = await book(12);
    const second = await book(14);
    expect(second.customerMade).toBe(false);
    expect(second.event.customer_id).toBe(first.event.customer_id);
  });
});
