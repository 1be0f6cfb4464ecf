// The whole customer journey through HTTP only, as a customer app walks it (issue 12): no id is
// known in advance; each step takes what it needs from the answers before. The business's set-up
// is written directly (as HQ would); everything after it goes through the marketplace API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
const NAME = `Journey Salon ${Date.now().toString(36)}`;
const day = dayAfter(3);
const mp = (path: string) => `/v1/marketplace${path}`;
const isk = (amount: number) => [{ currency: 'ISK', amount }];

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  // Open 09-17 in UTC, 60-minute grid, two stylists; ISK prices.
  shop = await createShop(p, { employees: 2 });
  await p.company.update({ where: { id: shop.companyId }, data: { name: NAME, currency_code: 'ISK' } });
  await p.company.update({ where: { id: shop.companyId }, data: { payments: { flat_fee: 1000 } } });
  const cut = await p.eventType.create({
    data: {
      company_id: shop.companyId,
      vat_id: shop.vatId,
      title: 'Haircut',
      duration: 60,
      variations: [
        { id: 'short', label: 'Short hair', selectable_in_marketplace: true, prices: isk(7900) },
        { id: 'long', label: 'Long hair', selectable_in_marketplace: true, prices: isk(9900) },
        { id: 'staff', label: 'Staff price', selectable_in_marketplace: false, prices: isk(100) },
      ],
    },
  });
  const beard = await p.eventType.create({
    data: {
      company_id: shop.companyId,
      vat_id: shop.vatId,
      title: 'Beard trim',
      duration: 30,
      variations: [{ id: 'std', label: 'Beard', selectable_in_marketplace: true, prices: isk(3900) }],
    },
  });
  await p.eventTypeGroup.create({
    data: {
      company_id: shop.companyId,
      title: 'Hair',
      items: {
        create: [
          { event_type_id: cut.id, order: 0 },
          { event_type_id: beard.id, order: 1 },
        ],
      },
    },
  });
  await p.scheduledEvent.create({
    data: {
      company_id: shop.companyId,
      name: 'Morning yoga',
      starts_at: new Date(`${day}T08:00:00.000Z`),
      ends_at: new Date(`${day}T09:00:00.000Z`),
      marketplace_visible: true,
      customer_selects_tier: true,
      min_cancel_notice_minutes: 60,
      tiers: {
        create: [
          {
            name: 'Mat',
            order: 0,
            max_capacity: 8,
            max_group_size: 4,
            currency: 'ISK',
            variations: [
              { id: 'dropin', label: 'Drop-in', price: 3500 },
              { id: 'student', label: 'Student', price: 2500 },
            ],
          },
          { name: 'Reformer', order: 1, max_capacity: 2, currency: 'ISK' },
        ],
      },
    },
  });
});
afterAll(() => t?.close());

/** What the app learns in the first steps. */
async function discover() {
  const found = await t.http.get(mp(`/companies?search=${encodeURIComponent(NAME)}`));
  expect(found.status).toBe(200);
  expect(found.body).toHaveLength(1);
  const company = found.body[0];
  expect(company.name).toBe(NAME);
  const slug = company.url_name ?? company.id;
  const groups = await t.http.get(mp(`/companies/${slug}/event_type_groups?expand=event_types`));
  expect(groups.status).toBe(200);
  const hair = groups.body.find((g: { title: string }) => g.title === 'Hair');
  const service = hair.ordered_event_types[0].event_type;
  expect(service.title).toBe('Haircut');
  // The staff price is not on the menu; the customer picks "Long hair".
  expect(service.variations.map((v: { label: string }) => v.label)).toEqual(['Short hair', 'Long hair']);
  const variation = service.variations.find((v: { label: string }) => v.label === 'Long hair');
  return { company, slug, service, variation };
}

async function freeSlots(companyId: string, eventTypeId: string): Promise<string[]> {
  const res = await t.http.get(
    mp(`/companies/${companyId}/time_slots?event_type_ids=${eventTypeId}&start_date=${day}&end_date=${day}`),
  );
  expect(res.status).toBe(200);
  return res.body[0].slots.map((s: { timestamp: string }) => s.timestamp);
}

describe('the customer journey, through HTTP only', () => {
  it('a guest: find the company, read the menu, hold a slot, book at a price, move, cancel', async () => {
    const { company, service, variation } = await discover();
    const slots = await freeSlots(company.id, service.id);
    expect(slots.length).toBeGreaterThan(2);
    // Hold the first slot, then book it with the chosen variation.
    const hold = await t.http
      .post(mp('/time_slot_reservations'))
      .send({ company: company.id, event_types: [service.id], starts_at: slots[0] });
    expect(hold.status).toBe(200);
    const booked = await t.http.post(mp('/events')).send({
      time_slot_reservation: hold.body.id,
      customer_name: 'Gunna',
      email: 'gunna@example.test',
      variations: [{ event_type: service.id, variation: variation.id }],
    });
    expect(booked.status).toBe(200);
    // Long hair: 9,900 ISK, per booking.
    expect(booked.body.price).toEqual({ amount: 9900, currency: 'ISK' });
    // One service: served by the booking's person over the booking's own time.
    expect(booked.body.services).toEqual([
      {
        event_type: service.id,
        variation: variation.id,
        price: { amount: 9900, currency: 'ISK' },
        employee: booked.body.employee,
        space: null,
        starts_at: slots[0],
        ends_at: booked.body.ends_at,
      },
    ]);
    const id = booked.body.id;
    expect((await t.http.get(mp(`/events/${id}`))).body.price).toEqual({ amount: 9900, currency: 'ISK' });
    // The business sees the same price.
    const hq = await t.http.get(`/v1/hq/events/${id}`).set(shop.auth);
    expect(hq.body).toMatchObject({
      price: { amount: 9900, currency: 'ISK' },
      services: booked.body.services,
    });

    // Move it to the last free slot: the price stays as booked.
    const target = (await freeSlots(company.id, service.id)).at(-1)!;
    const moved = await t.http.post(mp(`/events/${id}`)).send({ starts_at: target });
    expect(moved.status).toBe(200);
    expect(moved.body.starts_at).toBe(target);
    expect(moved.body.price).toEqual({ amount: 9900, currency: 'ISK' });
    expect(moved.body.services[0].variation).toBe(variation.id);

    // Cancel it: the slot is free again.
    expect(await freeSlots(company.id, service.id)).toContain(target);
    const cancelled = await t.http.post(mp(`/events/${id}`)).send({ status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.price).toEqual({ amount: 9900, currency: 'ISK' });
  });

  it('a signed-in customer: book directly at the cheapest price, see it in their list, no-show fee', async () => {
    const { company, service } = await discover();
    const email = `c-${Date.now()}@example.test`;
    expect((await signUpCustomer(t.app, t.db.sql, { email, password: 'a long passphrase 1' })).status).toBe(
      200,
    );
    const login = await t.http.post(mp('/auth/token')).send({ email, password: 'a long passphrase 1' });
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const [slot] = await freeSlots(company.id, service.id);
    // No variation named: the cheapest the customer may choose (Short 7,900; the staff price is not theirs).
    const booked = await t.http
      .post(mp('/events'))
      .set(auth)
      .send({ company: company.id, event_types: [service.id], starts_at: slot, customer_name: 'Siggi' });
    expect(booked.status).toBe(200);
    expect(booked.body.price).toEqual({ amount: 7900, currency: 'ISK' });
    expect(booked.body.services[0].variation).toBe('short');
    const mine = await t.http.get(mp('/events')).set(auth);
    expect(mine.body.map((e: { id: string }) => e.id)).toEqual([booked.body.id]);
    expect(mine.body[0].price).toEqual({ amount: 7900, currency: 'ISK' });
    // Marked a no-show, the fee is the booking's price, not the company's flat fee (1,000).
    await t.http.post(`/v1/hq/events/${booked.body.id}`).set(shop.auth).send({ status: 'noshow' });
    const fee = await t.http
      .post('/v1/hq/payments')
      .set(shop.auth)
      .send({ reason: 'noshow', event: booked.body.id });
    expect(fee.status).toBe(200);
    expect(fee.body).toMatchObject({ amount: 7900, currency: 'ISK' });
  });

  it('a class seat: find the class, pick tier and variation, book at a price per seat, cancel', async () => {
    const { slug } = await discover();
    const classes = await t.http.get(mp(`/companies/${slug}/scheduled_events`));
    expect(classes.status).toBe(200);
    const yoga = classes.body.find((c: { name: string }) => c.name === 'Morning yoga');
    expect(yoga).toMatchObject({ total_capacity: 10, remaining_capacity: 10, customer_selects_tier: true });
    const mat = yoga.tiers.find((x: { name: string }) => x.name === 'Mat');
    const student = mat.variations.find((v: { label: string }) => v.label === 'Student');
    const booked = await t.http.post(mp('/events')).send({
      company: yoga.company,
      scheduled_event: yoga.id,
      tier: mat.id,
      variation: student.id,
      number_of_guests: 2,
      customer_name: 'Ása',
    });
    expect(booked.status).toBe(200);
    // 2 seats x 2,500 ISK.
    expect(booked.body).toMatchObject({
      scheduled_event: yoga.id,
      tier: mat.id,
      price: { amount: 5000, currency: 'ISK' },
      starts_at: yoga.starts_at,
      ends_at: yoga.ends_at,
    });
    const after = await t.http.get(mp(`/scheduled_events/${yoga.id}`));
    expect(after.body.tiers[0]).toMatchObject({ remaining: 6 });
    expect(after.body.remaining_capacity).toBe(8);
    const attendees = await t.http.get(`/v1/hq/scheduled_events/${yoga.id}/events`).set(shop.auth);
    expect(attendees.body.map((e: { id: string }) => e.id)).toEqual([booked.body.id]);
    const cancelled = await t.http.post(mp(`/events/${booked.body.id}`)).send({ status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await t.http.get(mp(`/scheduled_events/${yoga.id}`))).body.remaining_capacity).toBe(10);
  });

  it('bad input is a 4xx with its own code and writes nothing', async () => {
    const { company, service } = await discover();
    const [slot] = await freeSlots(company.id, service.id);
    const before = await t.db.prisma.event.count({ where: { company_id: shop.companyId } });
    const base = { company: company.id, event_types: [service.id], starts_at: slot, customer_name: 'X' };
    const other = await createShop(t.db.prisma);
    const foreignType = await t.db.prisma.eventType.create({
      data: {
        company_id: other.companyId,
        vat_id: other.vatId,
        title: 'Theirs',
        duration: 60,
        variations: [{ id: 'theirs', label: 'Theirs', selectable_in_marketplace: true, prices: isk(1) }],
      },
    });
    for (const [variations, status] of [
      [[{ event_type: service.id, variation: 'nope' }], 404],
      // A variation of another company's event type.
      [[{ event_type: service.id, variation: 'theirs' }], 404],
      // Staff-only on the marketplace.
      [[{ event_type: service.id, variation: 'staff' }], 404],
      // An event type not in the booking.
      [[{ event_type: foreignType.id, variation: 'theirs' }], 400],
      // Two for one event type.
      [
        [
          { event_type: service.id, variation: 'short' },
          { event_type: service.id, variation: 'long' },
        ],
        400,
      ],
    ] as const) {
      const res = await t.http.post(mp('/events')).send({ ...base, variations });
      expect(res.status, JSON.stringify(variations)).toBe(status);
      expect(res.body.type).toBe(status === 404 ? 'not_found_error' : 'validation_error');
    }
    expect(await t.db.prisma.event.count({ where: { company_id: shop.companyId } })).toBe(before);
    // HQ may book the staff price.
    const hq = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({ ...base, variations: [{ event_type: service.id, variation: 'staff' }] });
    expect(hq.status).toBe(200);
    expect(hq.body.price).toEqual({ amount: 100, currency: 'ISK' });
    // Validate answers the price the booking would have: 9,900 for Long hair.
    const v = await t.http.post(mp(`/companies/${company.id}/events/validate`)).send({
      event_types: [service.id],
      variations: [{ event_type: service.id, variation: 'long' }],
      customer_name: 'X',
    });
    expect(v.body).toMatchObject({ valid: true, price: { amount: 9900, currency: 'ISK' } });
  });
});
