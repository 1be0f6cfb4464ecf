// Booking seats of a class (docs/api-conventions.md#classes, docs/api-conventions.md#prices) on both databases: tiers, group sizes,
// customer_selects_tier, prices per seat, cancellation rules, refusals that write nothing, the
// HQ attendee list. The simultaneous version is class-concurrency.test.ts (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let other: Shop;
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

interface TierSpec {
  name: string;
  max_capacity: number;
  min_group_size?: number;
  max_group_size?: number;
  marketplace_visible?: boolean;
  variations?: { id: string; label: string; price: number }[];
  booking_questions?: { id: string; title: string; answer_required: boolean }[];
}

/** A class of `owner` via the HQ API; answers its id and tier ids by name. */
async function makeClass(
  owner: Shop,
  tiers: TierSpec[],
  data: Record<string, unknown> = {},
): Promise<{ id: string; tier: Record<string, string> }> {
  const res = await t.http
    .post('/v1/hq/scheduled_events')
    .set(owner.auth)
    .send({
      company: owner.companyId,
      name: 'Yoga',
      starts_at: inHours(48).toISOString(),
      ends_at: inHours(49).toISOString(),
      marketplace_visible: true,
      tiers,
      ...data,
    });
  expect(res.status).toBe(200);
  return {
    id: res.body.id,
    tier: Object.fromEntries(res.body.tiers.map((x: { name: string; id: string }) => [x.name, x.id])),
  };
}

const book = (body: Record<string, unknown>) =>
  t.http.post('/v1/marketplace/events').send({ company: shop.companyId, customer_name: 'Guest', ...body });
const seatsLeft = async (id: string) => (await t.http.get(`/v1/marketplace/scheduled_events/${id}`)).body;
const eventCount = (scheduledEventId: string) =>
  t.db.prisma.event.count({ where: { scheduled_event_id: scheduledEventId } });

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma);
  other = await createShop(t.db.prisma);
  // Prices of tiers default to the company's currency.
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
});
afterAll(() => t?.close());

describe('booking a seat', () => {
  it('needs no company: the class names it (the OpenAPI required list is customer_name only)', async () => {
    const c = await makeClass(shop, [{ name: 'Mat', max_capacity: 3 }]);
    const res = await t.http
      .post('/v1/marketplace/events')
      .send({ scheduled_event: c.id, customer_name: 'Guest' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ company: shop.companyId, scheduled_event: c.id, number_of_guests: 1 });
    // 3 seats - 1 booked = 2 left.
    expect((await seatsLeft(c.id)).remaining_capacity).toBe(2);
    // A class that does not exist is a 404, as with a company.
    const none = await t.http
      .post('/v1/marketplace/events')
      .send({ scheduled_event: 'no_such_class', customer_name: 'Guest' });
    expect(none.status).toBe(404);
    // A company that is not the class's: 404 too, never a seat of another company's class.
    const wrong = await t.http
      .post('/v1/marketplace/events')
      .send({ company: other.companyId, scheduled_event: c.id, customer_name: 'Guest' });
    expect(wrong.status).toBe(404);
  });

  it('takes seats of the first tier with room, prices them per seat, and counts them', async () => {
    const c = await makeClass(shop, [
      { name: 'Front', max_capacity: 2, variations: [{ id: 'f', label: 'Front', price: 5000 }] },
      {
        name: 'Back',
        max_capacity: 10,
        variations: [
          { id: 'adult', label: 'Adult', price: 3000 },
          { id: 'child', label: 'Child', price: 1500 },
        ],
      },
    ]);
    // 2 guests: Front has 2 seats, it is first → 2 x 5000 = 10000.
    const first = await book({ scheduled_event: c.id, number_of_guests: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      scheduled_event: c.id,
      tier: c.tier.Front,
      variation: 'f',
      number_of_guests: 2,
      price: { amount: 10000, currency: 'ISK' },
      services: [],
      event_types: [],
      status: 'confirmed',
    });
    // Front is full now: the next booking goes to Back, at its cheapest variation (child 1500) x 3.
    const second = await book({ scheduled_event: c.id, number_of_guests: 3 });
    expect(second.body).toMatchObject({ tier: c.tier.Back, variation: 'child', price: { amount: 4500 } });
    // Naming the variation: adult 3000 x 1.
    const third = await book({
      scheduled_event: c.id,
      tier: c.tier.Back,
      variation: 'adult',
      email: 'seat@example.test',
    });
    expect(third.body).toMatchObject({ tier: c.tier.Back, variation: 'adult', price: { amount: 3000 } });
    // The confirmation names the class and the tier.
    const mail = await t.db.prisma.outboxMessage.findFirst({
      where: { company_id: shop.companyId, to: 'seat@example.test' },
    });
    expect(mail?.body).toContain('Yoga (Back)');
    // The class shows time and place from the scheduled event.
    const view = await seatsLeft(c.id);
    expect(first.body.starts_at).toBe(view.starts_at);
    // Front 2 of 2 taken; Back 3 + 1 = 4 of 10 taken → 6 left; 12 seats, 6 left.
    expect(view.tiers.map((x: { remaining: number }) => x.remaining)).toEqual([0, 6]);
    expect(view).toMatchObject({ total_capacity: 12, remaining_capacity: 6, is_full: false });
  });

  it('refuses each bad request with its own code and writes nothing', async () => {
    const c = await makeClass(
      shop,
      [
        {
          name: 'Mat',
          max_capacity: 4,
          min_group_size: 2,
          max_group_size: 3,
          variations: [{ id: 'm', label: 'Mat', price: 100 }],
        },
        { name: 'Staff', max_capacity: 4, marketplace_visible: false },
      ],
      { customer_selects_tier: true },
    );
    const foreign = await makeClass(other, [{ name: 'Theirs', max_capacity: 5 }]);
    const asking = await makeClass(shop, [
      {
        name: 'Mat',
        max_capacity: 5,
        booking_questions: [{ id: 'inj', title: 'Injuries?', answer_required: true }],
      },
    ]);
    const past = await makeClass(shop, [{ name: 'Old', max_capacity: 5 }], {
      starts_at: inHours(-2).toISOString(),
      ends_at: inHours(1).toISOString(),
    });
    const expectRefusal = async (
      body: Record<string, unknown>,
      status: number,
      type: string,
      code: string,
    ) => {
      const res = await book(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toMatchObject({ type, code });
    };
    // customer_selects_tier: the tier must be named.
    await expectRefusal(
      { scheduled_event: c.id, number_of_guests: 2 },
      400,
      'validation_error',
      'invalid_request',
    );
    // Group sizes 2..3.
    for (const n of [1, 4])
      await expectRefusal(
        { scheduled_event: c.id, tier: c.tier.Mat, number_of_guests: n },
        400,
        'create_event_error',
        'group_size_out_of_range',
      );
    // Unknown, foreign and staff-only tiers; unknown variation; unknown and foreign classes.
    for (const tier of ['nope', foreign.tier.Theirs, c.tier.Staff])
      await expectRefusal(
        { scheduled_event: c.id, tier, number_of_guests: 2 },
        404,
        'not_found_error',
        'resource_missing',
      );
    await expectRefusal(
      { scheduled_event: c.id, tier: c.tier.Mat, variation: 'nope', number_of_guests: 2 },
      404,
      'not_found_error',
      'resource_missing',
    );
    for (const id of ['nope', foreign.id])
      await expectRefusal(
        { scheduled_event: id, number_of_guests: 2 },
        404,
        'not_found_error',
        'resource_missing',
      );
    // A required booking question of the tier.
    await expectRefusal({ scheduled_event: asking.id }, 400, 'validation_error', 'invalid_request');
    expect(await eventCount(asking.id)).toBe(0);
    const answered = await book({
      scheduled_event: asking.id,
      booking_question_answers: [{ question: 'inj', answer: 'None' }],
    });
    expect(answered.status).toBe(200);
    // A class that has started.
    await expectRefusal({ scheduled_event: past.id }, 400, 'create_event_error', 'scheduled_event_over');
    // Service fields do not go with a seat; a tier alone is not a seat booking.
    await expectRefusal(
      { scheduled_event: c.id, tier: c.tier.Mat, starts_at: inHours(48).toISOString() },
      400,
      'validation_error',
      'invalid_request',
    );
    await expectRefusal(
      { tier: c.tier.Mat, event_types: ['x'], starts_at: inHours(48).toISOString() },
      400,
      'validation_error',
      'invalid_request',
    );
    expect(await eventCount(c.id)).toBe(0);
    expect(await eventCount(past.id)).toBe(0);
    // Fill the tier (3 + ... 4 seats: 3 fit, then 2 more do not): tier_full, 1 seat left.
    expect((await book({ scheduled_event: c.id, tier: c.tier.Mat, number_of_guests: 3 })).status).toBe(200);
    await expectRefusal(
      { scheduled_event: c.id, tier: c.tier.Mat, number_of_guests: 2 },
      400,
      'create_event_error',
      'tier_full',
    );
    expect(await eventCount(c.id)).toBe(1);
    expect((await seatsLeft(c.id)).tiers[0]).toMatchObject({ remaining: 1, is_full: false });
  });

  it('answers scheduled_event_full when no tier has room for the party', async () => {
    const c = await makeClass(shop, [
      { name: 'A', max_capacity: 1 },
      { name: 'B', max_capacity: 1 },
    ]);
    expect((await book({ scheduled_event: c.id })).body.tier).toBe(c.tier.A);
    expect((await book({ scheduled_event: c.id })).body.tier).toBe(c.tier.B);
    const full = await book({ scheduled_event: c.id });
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ type: 'create_event_error', code: 'scheduled_event_full' });
    expect(await seatsLeft(c.id)).toMatchObject({ remaining_capacity: 0, is_full: true });
    expect(await eventCount(c.id)).toBe(2);
  });
});

describe('cancelling a seat', () => {
  it('frees the seats at once, and follows allow_cancellation and min_cancel_notice_minutes', async () => {
    // Starts in 48 hours; notice 60 minutes: cancelling now is in time.
    const c = await makeClass(shop, [{ name: 'Mat', max_capacity: 3 }], { min_cancel_notice_minutes: 60 });
    const seat = await book({ scheduled_event: c.id, number_of_guests: 3 });
    expect((await seatsLeft(c.id)).remaining_capacity).toBe(0);
    const cancelled = await t.http
      .post(`/v1/marketplace/events/${seat.body.id}`)
      .send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await seatsLeft(c.id)).remaining_capacity).toBe(3);
    // Cancelling again changes nothing (the seats are not freed twice).
    await t.http.post(`/v1/marketplace/events/${seat.body.id}`).send({ status: 'cancelled' });
    expect((await seatsLeft(c.id)).remaining_capacity).toBe(3);

    // Notice 49 hours on a class 48 hours away: too late.
    const late = await makeClass(shop, [{ name: 'Mat', max_capacity: 3 }], {
      min_cancel_notice_minutes: 49 * 60,
    });
    const lateSeat = await book({ scheduled_event: late.id });
    const tooLate = await t.http
      .post(`/v1/marketplace/events/${lateSeat.body.id}`)
      .send({ status: 'cancelled' });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.code).toBe('cancel_too_late');
    const fixed = await makeClass(shop, [{ name: 'Mat', max_capacity: 3 }], { allow_cancellation: false });
    const fixedSeat = await book({ scheduled_event: fixed.id });
    const refused = await t.http
      .post(`/v1/marketplace/events/${fixedSeat.body.id}`)
      .send({ status: 'cancelled' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('cancel_not_allowed');
    expect((await seatsLeft(fixed.id)).remaining_capacity).toBe(2);
    // Staff may cancel it; the seat is free again.
    const byStaff = await t.http
      .post(`/v1/hq/events/${fixedSeat.body.id}`)
      .set(shop.auth)
      .send({ status: 'cancelled' });
    expect(byStaff.status).toBe(200);
    expect((await seatsLeft(fixed.id)).remaining_capacity).toBe(3);
    // A seat cannot be moved.
    const move = await t.http
      .post(`/v1/marketplace/events/${lateSeat.body.id}`)
      .send({ starts_at: inHours(50).toISOString() });
    expect(move.status).toBe(400);
  });
});

describe('changing a seat', () => {
  it('takes more or fewer seats of its tier at the same price per seat, never past capacity', async () => {
    const c = await makeClass(shop, [
      {
        name: 'Mat',
        max_capacity: 4,
        max_group_size: 3,
        variations: [{ id: 'm', label: 'Mat', price: 1000 }],
      },
    ]);
    const seat = await book({ scheduled_event: c.id, number_of_guests: 1 });
    const other = await book({ scheduled_event: c.id, number_of_guests: 1 });
    expect(other.status).toBe(200);
    const url = `/v1/marketplace/events/${seat.body.id}`;
    // 1 → 3 seats: 3 x 1000; 4 of 4 taken.
    const more = await t.http.post(url).send({ number_of_guests: 3 });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ number_of_guests: 3, price: { amount: 3000, currency: 'ISK' } });
    expect((await seatsLeft(c.id)).remaining_capacity).toBe(0);
    // Over the group size, and (for the other booking) over the seats left.
    expect((await t.http.post(url).send({ number_of_guests: 4 })).body.code).toBe('group_size_out_of_range');
    const full = await t.http.post(`/v1/marketplace/events/${other.body.id}`).send({ number_of_guests: 2 });
    expect(full.body).toMatchObject({ type: 'create_event_error', code: 'tier_full' });
    // 3 → 2: one seat free again, price 2 x 1000.
    const fewer = await t.http.post(url).send({ number_of_guests: 2 });
    expect(fewer.body).toMatchObject({ number_of_guests: 2, price: { amount: 2000 } });
    expect((await seatsLeft(c.id)).remaining_capacity).toBe(1);
    expect((await t.http.post(url).send({ starts_at: inHours(50).toISOString() })).status).toBe(400);
  });

  it('moving the class moves its bookings', async () => {
    const c = await makeClass(shop, [{ name: 'Mat', max_capacity: 4 }]);
    const seat = await book({ scheduled_event: c.id });
    const starts = inHours(72).toISOString();
    const ends = inHours(73).toISOString();
    const moved = await t.http
      .post(`/v1/hq/scheduled_events/${c.id}`)
      .set(shop.auth)
      .send({ starts_at: starts, ends_at: ends });
    expect(moved.status).toBe(200);
    const after = await t.http.get(`/v1/marketplace/events/${seat.body.id}`);
    expect(after.body).toMatchObject({ starts_at: starts, ends_at: ends });
  });
});

describe('HQ: seats and the attendee list', () => {
  it('books from HQ (staff-only tiers too) and lists the bookings of the class', async () => {
    const c = await makeClass(shop, [
      { name: 'Public', max_capacity: 5, variations: [{ id: 'p', label: 'Seat', price: 2000 }] },
      { name: 'Staff', max_capacity: 2, marketplace_visible: false },
    ]);
    const hq = await t.http.post('/v1/hq/events').set(shop.auth).send({
      company: shop.companyId,
      scheduled_event: c.id,
      tier: c.tier.Staff,
      number_of_guests: 2,
      customer_name: 'VIP',
    });
    expect(hq.status).toBe(200);
    expect(hq.body).toMatchObject({ origin: 'hq', tier: c.tier.Staff, price: null });
    const guest = await book({ scheduled_event: c.id, number_of_guests: 2, customer_name: 'Ann' });
    expect(guest.body.price).toEqual({ amount: 4000, currency: 'ISK' });
    const list = await t.http.get(`/v1/hq/scheduled_events/${c.id}/events`).set(shop.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { customer_name: string }) => e.customer_name).sort()).toEqual(['Ann', 'VIP']);
    expect(list.body.find((e: { customer_name: string }) => e.customer_name === 'Ann').price).toEqual({
      amount: 4000,
      currency: 'ISK',
    });
    // The tenant fence: another company's token sees a 404, and cannot book its seats.
    expect((await t.http.get(`/v1/hq/scheduled_events/${c.id}/events`).set(other.auth)).status).toBe(404);
    const foreign = await t.http
      .post('/v1/hq/events')
      .set(other.auth)
      .send({ company: other.companyId, scheduled_event: c.id, customer_name: 'X' });
    expect(foreign.status).toBe(404);
    // The HQ view of the class counts every tier: 7 seats, 4 taken.
    const hqView = await t.http.get(`/v1/hq/scheduled_events/${c.id}`).set(shop.auth);
    expect(hqView.body).toMatchObject({ total_capacity: 7, remaining_capacity: 3 });
  });

  it('validate answers the price of a seat and whether it fits', async () => {
    const c = await makeClass(shop, [
      {
        name: 'Mat',
        max_capacity: 3,
        max_group_size: 2,
        variations: [{ id: 'm', label: 'Mat', price: 1200 }],
      },
    ]);
    const url = `/v1/marketplace/companies/${shop.companyId}/events/validate`;
    const ok = await t.http
      .post(url)
      .send({ scheduled_event: c.id, number_of_guests: 2, customer_name: 'A' });
    expect(ok.body).toEqual({
      valid: true,
      errors: [],
      price: { amount: 2400, currency: 'ISK' },
      services: [],
    });
    const big = await t.http
      .post(url)
      .send({ scheduled_event: c.id, number_of_guests: 3, customer_name: 'A' });
    expect(big.body.valid).toBe(false);
    expect(big.body.errors[0]).toMatchObject({ field: 'number_of_guests', code: 'out_of_range' });
    expect((await t.http.post(url).send({ scheduled_event: 'nope' })).status).toBe(404);
    // The company by its url_name too.
    const slug = `yoga-${Date.now().toString(36)}`;
    await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { url_name: slug } });
    const bySlug = await t.http
      .post(`/v1/marketplace/companies/${slug}/events/validate`)
      .send({ scheduled_event: c.id, number_of_guests: 1, customer_name: 'A' });
    expect(bySlug.body.price).toEqual({ amount: 1200, currency: 'ISK' });
    expect(await eventCount(c.id)).toBe(0);
  });

  it("a class's seats count against its tier, not the company's guest caps for services", async () => {
    // At most 2 guests arriving per interval for services; the class at 10:00 takes 2 seats.
    const capped = await createShop(t.db.prisma, { profile: { max_guests_per_interval: 2 } });
    const et = await createEventType(t.db.prisma, capped);
    const day = dayAfter(2);
    const c = await t.db.prisma.scheduledEvent.create({
      data: {
        company_id: capped.companyId,
        name: 'Class',
        starts_at: new Date(`${day}T10:00:00.000Z`),
        ends_at: new Date(`${day}T11:00:00.000Z`),
        marketplace_visible: true,
        tiers: { create: [{ name: 'Mat', max_capacity: 5 }] },
      },
    });
    const seat = await t.http
      .post('/v1/marketplace/events')
      .send({ company: capped.companyId, scheduled_event: c.id, number_of_guests: 2, customer_name: 'A' });
    expect(seat.status).toBe(200);
    const slots = await t.http.get(
      `/v1/marketplace/companies/${capped.companyId}/time_slots?event_type_ids=${et}&start_date=${day}&end_date=${day}&capacity=2`,
    );
    expect(slots.body[0].slots.map((x: { time: string }) => x.time)).toContain('10:00');
  });
});
