// docs/api-conventions.md#waitlist-and-booking-offers, the business's side: the waitlist listed (line order, filters), read (offer
// expanded), an entry taken off (its offer withdrawn, the hold given back), an offer made by hand
// (checked like a staff booking; only to a waiting entry); another tenant sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const day = dayAfter(3);
const other = dayAfter(4);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`;

let t: TestApp;
let shop: Shop;
let et: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, {
    marketplace: { waitlist_enabled: true, booking_offer_expiry_minutes: 45, booking_offer_message: 'Hi!' },
  });
  et = await createEventType(t.db.prisma, shop);
  // Three entries, in this order: two for `day`, one for `other`.
  for (const [name, date] of [
    ['Asa', day],
    ['Bjarki', day],
    ['Dagny', other],
  ] as const) {
    const res = await t.http.post('/v1/marketplace/waitlist_entries').send({
      company: shop.companyId,
      event_types: [et],
      dates: [{ date }],
      customer_name: name,
      email: `${name.toLowerCase()}@example.test`,
    });
    expect(res.status).toBe(200);
    ids[name] = res.body.id;
  }
});
afterAll(() => t?.close());

const hq = (path: string) => `/v1/hq${path}`;

describe('HQ waitlist', () => {
  it('lists in line order, filters by date and status', async () => {
    const all = await t.http.get(hq(`/companies/${shop.companyId}/waitlist_entries`)).set(shop.auth);
    expect(all.status).toBe(200);
    expect(all.body.map((e: { customer_name: string }) => e.customer_name)).toEqual([
      'Asa',
      'Bjarki',
      'Dagny',
    ]);
    const onDay = await t.http
      .get(hq(`/companies/${shop.companyId}/waitlist_entries`))
      .query({ filter: JSON.stringify({ date: other }) })
      .set(shop.auth);
    expect(onDay.body.map((e: { id: string }) => e.id)).toEqual([ids.Dagny]);
    const offered = await t.http
      .get(hq(`/companies/${shop.companyId}/waitlist_entries`))
      .query({ filter: JSON.stringify({ status: 'offered' }) })
      .set(shop.auth);
    expect(offered.body).toEqual([]);
    const bad = await t.http
      .get(hq(`/companies/${shop.companyId}/waitlist_entries`))
      .query({ filter: JSON.stringify({ status: 'sleeping' }) })
      .set(shop.auth);
    expect(bad.status).toBe(400);
  });

  it('offers a time by hand: held for booking_offer_expiry_minutes (45), e-mailed; not twice', async () => {
    const before = Date.now();
    const res = await t.http
      .post(hq(`/waitlist_entries/${ids.Asa}/offer`))
      .set(shop.auth)
      .send({ starts_at: at('10:00'), employee: shop.employees[0] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      waitlist_entry: ids.Asa,
      starts_at: at('10:00'),
      ends_at: at('11:00'),
      employee: shop.employees[0],
      status: 'pending',
      origin: 'hq',
    });
    const held = Date.parse(res.body.expires_at) - before;
    expect(held).toBeGreaterThanOrEqual(45 * 60_000 - 1000);
    expect(held).toBeLessThanOrEqual(45 * 60_000 + 60_000);
    const mail = await t.db.prisma.outboxMessage.findFirstOrThrow({
      where: { to: 'asa@example.test', kind: 'booking_offer' },
    });
    expect(mail.body).toContain('Hi!');
    const read = await t.http
      .get(hq(`/waitlist_entries/${ids.Asa}`))
      .query({ expand: 'offer' })
      .set(shop.auth);
    expect(read.body).toMatchObject({ status: 'offered', offer: { id: res.body.id, status: 'pending' } });
    // Asa is offered already: a second offer is a 409.
    const twice = await t.http
      .post(hq(`/waitlist_entries/${ids.Asa}/offer`))
      .set(shop.auth)
      .send({ starts_at: at('12:00') });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('waitlist_entry_not_waiting');
    // 10:00 with that employee is held for Asa: offering it to Bjarki is refused as a staff
    // booking would be (the company's other employee, not on the marketplace, could take it).
    const busy = await t.http
      .post(hq(`/waitlist_entries/${ids.Bjarki}/offer`))
      .set(shop.auth)
      .send({ starts_at: at('10:00'), employee: res.body.employee });
    expect(busy.status).toBe(400);
    expect(busy.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect((await t.http.get(hq(`/waitlist_entries/${ids.Bjarki}`)).set(shop.auth)).body.status).toBe(
      'waiting',
    );
  });

  it('taking an offered entry off withdraws its offer and gives the slot back', async () => {
    const entry = (await t.http.get(hq(`/waitlist_entries/${ids.Asa}`)).set(shop.auth)).body;
    const del = await t.http.delete(hq(`/waitlist_entries/${ids.Asa}`)).set(shop.auth);
    expect(del.status).toBe(204);
    const offer = await t.db.prisma.bookingOffer.findFirstOrThrow({ where: { id: entry.offer } });
    expect(offer.status).toBe('withdrawn');
    // The hold holds nothing: 10:00 with the marketplace's only employee can be booked again.
    const booked = await t.http
      .post('/v1/marketplace/events')
      .send({ company: shop.companyId, event_types: [et], starts_at: at('10:00'), customer_name: 'Z' });
    expect(booked.status).toBe(200);
    expect((await t.http.get(hq(`/waitlist_entries/${ids.Asa}`)).set(shop.auth)).body.status).toBe(
      'cancelled',
    );
  });

  it("another tenant's token: 404 on the list, the entry, its deletion and an offer", async () => {
    const stranger = await createTenant(t.db.prisma);
    const calls = [
      t.http.get(hq(`/companies/${shop.companyId}/waitlist_entries`)).set(stranger.auth),
      t.http.get(hq(`/waitlist_entries/${ids.Bjarki}`)).set(stranger.auth),
      t.http.delete(hq(`/waitlist_entries/${ids.Bjarki}`)).set(stranger.auth),
      t.http
        .post(hq(`/waitlist_entries/${ids.Bjarki}/offer`))
        .set(stranger.auth)
        .send({ starts_at: at('14:00') }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    expect((await t.http.get(hq(`/waitlist_entries/${ids.Bjarki}`)).set(shop.auth)).body.status).toBe(
      'waiting',
    );
  });

  it('a rule set that opens time records a trigger in its transaction, and the run offers that time', async () => {
    const late = await createShop(t.db.prisma, { marketplace: { waitlist_enabled: true } });
    const lateEt = await createEventType(t.db.prisma, late);
    const entry = await t.http.post('/v1/marketplace/waitlist_entries').send({
      company: late.companyId,
      event_types: [lateEt],
      dates: [{ date: other, from: '18:00' }],
      customer_name: 'Eyja',
      email: 'eyja@example.test',
    });
    expect(entry.status).toBe(200);
    // Open 09:00-17:00: nothing from 18:00.
    await t.app.services.waitlist.matcher.matchCompany(late.companyId);
    expect((await t.http.get(hq(`/waitlist_entries/${entry.body.id}`)).set(late.auth)).body.status).toBe(
      'waiting',
    );
    await t.db.prisma.waitlistTrigger.deleteMany({ where: { company_id: late.companyId } });
    const set = await t.http
      .post(hq('/rule_sets'))
      .set(late.auth)
      .send({
        company: late.companyId,
        date: other,
        starts_at: '18:00',
        ends_at: '21:00',
        rules: [{ type: 'availability', open: true }],
      });
    expect(set.status).toBe(200);
    expect(await t.db.prisma.waitlistTrigger.count({ where: { company_id: late.companyId } })).toBe(1);
    // (Only this company: a full run would also match this file's other shop.)
    await t.app.services.waitlist.matcher.matchCompany(late.companyId);
    const read = await t.http
      .get(hq(`/waitlist_entries/${entry.body.id}`))
      .query({ expand: 'offer' })
      .set(late.auth);
    expect(read.body.offer).toMatchObject({ starts_at: at('18:00', other), status: 'pending' });
  });

  it("erasing a customer (GDPR) takes their entries off, blanked, and gives an offer's hold back", async () => {
    // Bjarki books once (so the business has a customer record of him), and waits for `day`.
    const booking = await t.http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      event_types: [et],
      starts_at: at('09:00', dayAfter(6)),
      customer_name: 'Bjarki',
      email: 'BJARKI@example.test',
    });
    expect(booking.status).toBe(200);
    const offer = await t.http
      .post(hq(`/waitlist_entries/${ids.Bjarki}/offer`))
      .set(shop.auth)
      .send({ starts_at: at('14:00'), employee: shop.employees[0] });
    expect(offer.status).toBe(200);
    const customer = (await t.http.get(hq(`/events/${booking.body.id}`)).set(shop.auth)).body.customer;
    // GDPR access first: the export lists his entry (found by his e-mail, whatever its case), not Dagny's.
    const exported = await t.http.get(hq(`/customers/${customer}/export`)).set(shop.auth);
    expect(exported.status).toBe(200);
    expect(exported.body.waitlist_entries.map((e: { id: string }) => e.id)).toEqual([ids.Bjarki]);
    expect(exported.body.waitlist_entries[0]).toMatchObject({ status: 'offered', offer: offer.body.id });
    expect((await t.http.delete(hq(`/customers/${customer}`)).set(shop.auth)).status).toBe(204);
    const entry = (await t.http.get(hq(`/waitlist_entries/${ids.Bjarki}`)).set(shop.auth)).body;
    expect(entry).toMatchObject({ status: 'cancelled', customer_name: '', email: '', phone_number: null });
    const row = await t.db.prisma.bookingOffer.findFirstOrThrow({ where: { id: offer.body.id } });
    expect(row.status).toBe('withdrawn');
    expect(
      await t.db.prisma.occupancy.count({ where: { time_slot_reservation_id: row.reservation_id } }),
    ).toBe(0);
    // The entry's webhook message (waitlist_entry.created) no longer carries his name or address.
    const message = await t.db.prisma.webhookMessage.findFirstOrThrow({
      where: { object_id: ids.Bjarki, type: 'waitlist_entry.created' },
    });
    expect(JSON.stringify(message.payload)).not.toContain('bjarki');
    expect(JSON.stringify(message.payload)).not.toContain('Bjarki');
    // The audit trail of his entry (its creation recorded his name and address) keeps what
    // changed and when, with his values erased; the entry's status change stays readable.
    const trail = await t.db.prisma.activity.findMany({ where: { object_id: ids.Bjarki } });
    expect(trail.length).toBeGreaterThan(0);
    expect(JSON.stringify(trail.map((a) => a.changes)).toLowerCase()).not.toContain('bjarki');
    expect(trail.some((a) => JSON.stringify(a.changes).includes('"[erased]"'))).toBe(true);
    // Dagny, someone else, is untouched.
    expect((await t.http.get(hq(`/waitlist_entries/${ids.Dagny}`)).set(shop.auth)).body.customer_name).toBe(
      'Dagny',
    );
  });
});
