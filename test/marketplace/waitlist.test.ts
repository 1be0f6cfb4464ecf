// docs/api-conventions.md#waitlist-and-booking-offers through HTTP: a full day, a waitlist, a cancellation, the offer e-mail, accept and
// booked; a declined and an expired offer passing the time to the next entry in line; expiry of
// offers and entries without any request (the job's function run with a clock); bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { one } from '../helpers/rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const mp = (p: string) => `/v1/marketplace${p}`;
const day = dayAfter(3);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`;
// createShop: Atlantic/Reykjavik (UTC, no DST), open 09:00-17:00, booking_interval 60; a 60-minute
// service and one employee give 8 slots a day: 09:00, 10:00, ..., 16:00.
const HOURS = ['09', '10', '11', '12', '13', '14', '15', '16'];
const WAITLIST = {
  waitlist_enabled: true,
  booking_offer_expiry_minutes: 30,
  booking_offer_message: 'Bring your own coffee.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function shopWithFullDay(marketplace: Record<string, unknown> = WAITLIST) {
  const shop = await createShop(t.db.prisma, { marketplace });
  const et = await createEventType(t.db.prisma, shop);
  const events: Record<string, string> = {};
  for (const h of HOURS) {
    const res = await t.http.post(mp('/events')).send({
      company: shop.companyId,
      event_types: [et],
      starts_at: at(`${h}:00`),
      customer_name: `Guest ${h}`,
    });
    expect(res.status).toBe(200);
    events[h] = res.body.id;
  }
  return { shop, et, events };
}

function join(shop: Shop, et: string, name: string, extra: Record<string, unknown> = {}) {
  return t.http.post(mp('/waitlist_entries')).send({
    company: shop.companyId,
    event_types: [et],
    dates: [{ date: day, from: '10:00', to: '16:00' }],
    customer_name: name,
    email: `${name.toLowerCase()}@example.test`,
    ...extra,
  });
}

const cancel = (eventId: string) => t.http.post(mp(`/events/${eventId}`)).send({ status: 'cancelled' });
const run = (now?: number) => t.app.services.waitlist.run({ now });
const offerMails = (to: string) =>
  t.db.prisma.outboxMessage.findMany({
    where: { to, kind: 'booking_offer' },
    orderBy: { created_at: 'asc' },
  });
const typesPublished = async (companyId: string) =>
  (
    await t.db.prisma.webhookMessage.findMany({ where: { company_id: companyId }, orderBy: { seq: 'asc' } })
  ).map((m) => m.type);

describe('the waitlist story through HTTP', () => {
  it('full day, entry, cancellation, offer e-mail, accept, booked; decline and expiry pass to the next', async () => {
    const { shop, et, events } = await shopWithFullDay();
    // The day is full: the time slots answer none on it.
    const full = await t.http
      .get(mp(`/companies/${shop.companyId}/time_slots`))
      .query({ event_type_ids: et, start_date: day, end_date: day });
    expect(full.body[0].slots).toEqual([]);

    const anna = await join(shop, et, 'Anna');
    expect(anna.status).toBe(200);
    expect(anna.body).toMatchObject({ status: 'waiting', offer: null, event: null, number_of_guests: 1 });
    const ben = (await join(shop, et, 'Ben')).body;
    const cara = (await join(shop, et, 'Cara')).body;
    const dan = (await join(shop, et, 'Dan')).body;
    // Nothing is free: a run offers nothing.
    expect((await run()).offersMade).toBe(0);

    // A cancellation frees 11:00; it records a trigger in its own transaction (no matching in it).
    expect((await cancel(events['11'])).status).toBe(200);
    expect(await t.db.prisma.waitlistTrigger.count({ where: { company_id: shop.companyId } })).toBe(1);
    const report = await run();
    expect(report.offersMade).toBe(1);

    // Anna, first in line, is offered 11:00, held until 30 minutes from now, and e-mailed.
    const entryA = (await t.http.get(mp(`/waitlist_entries/${anna.body.id}`)).query({ expand: 'offer' }))
      .body;
    expect(entryA.status).toBe('offered');
    const offerA = entryA.offer;
    expect(offerA).toMatchObject({ status: 'pending', starts_at: at('11:00'), ends_at: at('12:00') });
    const held = Date.parse(offerA.expires_at) - Date.parse(offerA.created_at);
    expect(held).toBe(30 * 60_000);
    const [mail] = await offerMails('anna@example.test');
    expect(mail.body).toContain('Bring your own coffee.');
    expect(mail.body).toContain(`/v1/marketplace/booking_offers/${offerA.id}/accept`);
    expect(mail.body).toContain(`${day} 11:00`);
    // The others still wait.
    for (const e of [ben, cara, dan])
      expect((await t.http.get(mp(`/waitlist_entries/${e.id}`))).body.status).toBe('waiting');

    // The hold is busy time: no slot at 11:00, and an ordinary booking there is refused.
    const slots = await t.http
      .get(mp(`/companies/${shop.companyId}/time_slots`))
      .query({ event_type_ids: et, start_date: day, end_date: day });
    expect(slots.body[0].slots).toEqual([]);
    const intruder = await t.http
      .post(mp('/events'))
      .send({ company: shop.companyId, event_types: [et], starts_at: at('11:00'), customer_name: 'X' });
    expect(intruder.status).toBe(400);
    expect(intruder.body.code).toBe('time_slot_not_available');

    // Accept books it through the booking path: an event at 11:00 with Anna's details.
    const accepted = await t.http.post(mp(`/booking_offers/${offerA.id}/accept`));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      starts_at: at('11:00'),
      status: 'confirmed',
      customer_name: 'Anna',
      email: 'anna@example.test',
      company: shop.companyId,
    });
    const again = await t.http.post(mp(`/booking_offers/${offerA.id}/accept`));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(accepted.body.id);
    const bookedA = (await t.http.get(mp(`/waitlist_entries/${anna.body.id}`))).body;
    expect(bookedA).toMatchObject({ status: 'booked', event: accepted.body.id });
    expect((await t.http.get(mp(`/booking_offers/${offerA.id}`))).body.status).toBe('accepted');
    // 8 slots, 8 active bookings again (7 left + Anna's), none twice at 11:00.
    const active = await t.db.prisma.event.count({
      where: { company_id: shop.companyId, status: { notIn: ['cancelled', 'noshow'] } },
    });
    expect(active).toBe(8);

    // 13:00 frees: Ben (next in line) is offered it, declines, and Cara gets it.
    await cancel(events['13']);
    expect((await run()).offersMade).toBe(1);
    const offerB = (await t.http.get(mp(`/waitlist_entries/${ben.id}`)).query({ expand: 'offer' })).body
      .offer;
    expect(offerB).toMatchObject({ status: 'pending', starts_at: at('13:00') });
    const declined = await t.http.post(mp(`/booking_offers/${offerB.id}/decline`));
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect((await t.http.get(mp(`/waitlist_entries/${ben.id}`))).body).toMatchObject({
      status: 'waiting',
      offer: null,
    });
    // Accepting a declined offer is a 409.
    const late = await t.http.post(mp(`/booking_offers/${offerB.id}/accept`));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('booking_offer_not_pending');
    expect((await run()).offersMade).toBe(1);
    const offerC = (await t.http.get(mp(`/waitlist_entries/${cara.id}`)).query({ expand: 'offer' })).body
      .offer;
    expect(offerC).toMatchObject({ status: 'pending', starts_at: at('13:00') });
    // Ben declined 13:00: never offered it again.
    expect((await t.http.get(mp(`/waitlist_entries/${ben.id}`))).body.status).toBe('waiting');

    // Cara does not answer: with no request at all, the job expires her offer at its time and
    // Dan, next in line who has not had 13:00, is offered it.
    const after = Date.parse(offerC.expires_at) + 1000;
    const expiry = await run(after);
    expect(expiry.offersExpired).toBe(1);
    expect(expiry.offersMade).toBe(1);
    const expiredC = (await t.http.get(mp(`/booking_offers/${offerC.id}`))).body;
    expect(expiredC.status).toBe('expired');
    expect((await t.http.get(mp(`/waitlist_entries/${cara.id}`))).body.status).toBe('waiting');
    const offerD = (await t.http.get(mp(`/waitlist_entries/${dan.id}`)).query({ expand: 'offer' })).body
      .offer;
    expect(offerD).toMatchObject({ status: 'pending', starts_at: at('13:00') });
    expect((await offerMails('dan@example.test')).length).toBe(1);

    // Webhooks and the stream carried each step, in order.
    const types = (await typesPublished(shop.companyId)).filter((x) => !x.startsWith('event.'));
    expect(types).toEqual([
      'waitlist_entry.created',
      'waitlist_entry.created',
      'waitlist_entry.created',
      'waitlist_entry.created',
      'booking_offer.created', // Anna
      'booking_offer.accepted',
      'booking_offer.created', // Ben
      'booking_offer.declined',
      'booking_offer.created', // Cara
      'booking_offer.expired',
      'booking_offer.created', // Dan
    ]);
  }, 60_000);

  it('accept takes an Idempotency-Key like every booking POST: the same key replays the answer', async () => {
    const { shop, et, events } = await shopWithFullDay();
    const entry = (await join(shop, et, 'Ivar')).body;
    await cancel(events['15']);
    await run();
    const offer = (await t.http.get(mp(`/waitlist_entries/${entry.id}`))).body.offer;
    const first = await t.http.post(mp(`/booking_offers/${offer}/accept`)).set('Idempotency-Key', 'ivar-1');
    expect(first.status).toBe(200);
    expect(first.body.starts_at).toBe(at('15:00'));
    const replay = await t.http.post(mp(`/booking_offers/${offer}/accept`)).set('Idempotency-Key', 'ivar-1');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect(
      await t.db.prisma.event.count({ where: { company_id: shop.companyId, email: 'ivar@example.test' } }),
    ).toBe(1);
  });

  it('a read treats a past-due offer as expired (no job needed)', async () => {
    const { shop, et, events } = await shopWithFullDay({ ...WAITLIST, booking_offer_expiry_minutes: 1 });
    const entry = (await join(shop, et, 'Eve')).body;
    await cancel(events['12']);
    await run();
    const offer = (await t.http.get(mp(`/waitlist_entries/${entry.id}`)).query({ expand: 'offer' })).body
      .offer;
    expect(offer.status).toBe('pending');
    // Make it past due in the database, as time would.
    await one(
      t.db.prisma.bookingOffer.updateMany({
        where: { id: offer.id },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    const read = await t.http.get(mp(`/booking_offers/${offer.id}`));
    expect(read.body.status).toBe('expired');
    const accept = await t.http.post(mp(`/booking_offers/${offer.id}/accept`));
    expect(accept.status).toBe(409);
    expect(accept.body.code).toBe('booking_offer_not_pending');
  });

  it('entries expire when their dates have passed; leaving withdraws the offer', async () => {
    const { shop, et, events } = await shopWithFullDay();
    const stay = (await join(shop, et, 'Finn')).body;
    const leave = (await join(shop, et, 'Gudrun')).body;
    await cancel(events['10']);
    await run();
    const offer = (await t.http.get(mp(`/waitlist_entries/${stay.id}`))).body.offer;
    expect(typeof offer).toBe('string');
    // Finn leaves while offered: the offer is withdrawn and 10:00 goes to Gudrun.
    expect((await t.http.delete(mp(`/waitlist_entries/${stay.id}`))).status).toBe(204);
    expect((await t.http.get(mp(`/booking_offers/${offer}`))).body.status).toBe('withdrawn');
    expect((await t.http.get(mp(`/waitlist_entries/${stay.id}`))).body.status).toBe('cancelled');
    expect((await run()).offersMade).toBe(1);
    const g = (await t.http.get(mp(`/waitlist_entries/${leave.id}`)).query({ expand: 'offer' })).body;
    expect(g.offer).toMatchObject({ starts_at: at('10:00'), status: 'pending' });
    // Two days after the entry's only date, with no request: the offer (held at most until its
    // start) expires, and the entry, its dates past, expires too.
    const later = Date.parse(`${day}T12:00:00.000Z`) + 2 * 86_400_000;
    // (The job works across companies: the other tests' offers and entries of the same day go too.)
    const report = await run(later);
    expect(report.offersExpired).toBeGreaterThanOrEqual(1);
    expect(report.entriesExpired).toBeGreaterThanOrEqual(1);
    const row = await t.db.prisma.bookingOffer.findFirstOrThrow({ where: { id: g.offer.id } });
    expect(row.status).toBe('expired');
    expect((await t.http.get(mp(`/waitlist_entries/${leave.id}`))).body.status).toBe('expired');
    // A closed entry cannot be left; a cancelled one answers 204 again.
    expect((await t.http.delete(mp(`/waitlist_entries/${leave.id}`))).status).toBe(409);
    expect((await t.http.delete(mp(`/waitlist_entries/${stay.id}`))).status).toBe(204);
  });
});

describe('bad input', () => {
  let shop: Shop;
  let et: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, {
      marketplace: WAITLIST,
      profile: { max_bookable_future_days: 30 },
    });
    et = await createEventType(t.db.prisma, shop);
  });
  const body = (extra: Record<string, unknown> = {}) => ({
    company: shop.companyId,
    event_types: [et],
    dates: [{ date: day }],
    customer_name: 'Hildur',
    email: 'hildur@example.test',
    ...extra,
  });
  const post = (b: Record<string, unknown>) => t.http.post(mp('/waitlist_entries')).send(b);

  it('a company without a waitlist refuses with 400 waitlist_disabled', async () => {
    const off = await createShop(t.db.prisma);
    const offEt = await createEventType(t.db.prisma, off);
    const res = await post({ ...body(), company: off.companyId, event_types: [offEt] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'validation_error', code: 'waitlist_disabled' });
  });

  it('days outside the booking window: yesterday, and past max_bookable_future_days (30)', async () => {
    for (const date of [dayAfter(-1), dayAfter(31)]) {
      const res = await post(body({ dates: [{ date }] }));
      expect(res.status, date).toBe(400);
      expect(res.body.code).toBe('outside_booking_window');
      expect(res.body.details[0].field).toBe('dates[0].date');
    }
    // The last day of the window (today + 30) is inside it.
    expect((await post(body({ dates: [{ date: dayAfter(30) }] }))).status).toBe(200);
  });

  it('more than 14 days, none, a day twice, a window that ends before it starts, a non-date', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ date: dayAfter(i + 1) }));
    for (const dates of [
      fifteen,
      [],
      [{ date: day }, { date: day }],
      [{ date: day, from: '15:00', to: '10:00' }],
      [{ date: '2026-02-30' }],
      [{ date: day, from: '25:00' }],
    ]) {
      const res = await post(body({ dates }));
      expect(res.status, JSON.stringify(dates)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    expect((await post(body({ dates: fifteen.slice(0, 14) }))).status).toBe(200);
  });

  it("another company's event type or employee, an unknown company: 404", async () => {
    const other = await createShop(t.db.prisma, { marketplace: WAITLIST });
    const otherEt = await createEventType(t.db.prisma, other);
    for (const b of [
      body({ event_types: [otherEt] }),
      body({ employee: other.employees[0] }),
      body({ company: 'nosuchcompany0000000000' }),
    ]) {
      const res = await post(b);
      expect(res.status, JSON.stringify(b)).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
  });

  it("a customer's entry is theirs: another customer and a guest get 404; unknown offers 404", async () => {
    const tokenOf = async (email: string) => {
      await signUpCustomer(t.app, t.db.sql, { email, password: 'a long passphrase 1' });
      return (await t.http.post(mp('/auth/token')).send({ email, password: 'a long passphrase 1' })).body
        .token;
    };
    const mine = { Authorization: `Bearer ${await tokenOf(`w1-${Date.now()}@example.test`)}` };
    const theirs = { Authorization: `Bearer ${await tokenOf(`w2-${Date.now()}@example.test`)}` };
    const entry = await post(body()).set(mine);
    expect(entry.status).toBe(200);
    expect((await t.http.get(mp(`/waitlist_entries/${entry.body.id}`)).set(mine)).status).toBe(200);
    expect((await t.http.get(mp(`/waitlist_entries/${entry.body.id}`)).set(theirs)).status).toBe(404);
    expect((await t.http.get(mp(`/waitlist_entries/${entry.body.id}`))).status).toBe(404);
    expect((await t.http.delete(mp(`/waitlist_entries/${entry.body.id}`)).set(theirs)).status).toBe(404);
    const list = await t.http.get(mp('/waitlist_entries')).set(mine);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([entry.body.id]);
    expect((await t.http.get(mp('/waitlist_entries')).set(theirs)).body).toEqual([]);
    expect((await t.http.get(mp('/booking_offers/nosuchoffer000000000000'))).status).toBe(404);
    expect((await t.http.post(mp('/booking_offers/nosuchoffer000000000000/accept'))).status).toBe(404);
  });
});
