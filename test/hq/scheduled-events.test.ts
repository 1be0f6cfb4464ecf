import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../helpers/rows.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
});
afterAll(() => t?.close());

const concert = () => ({
  name: 'Jazz night',
  name_translations: { is: 'Djasskvöld' },
  description: 'Live music',
  starts_at: '2099-06-01T19:00:00.000Z',
  ends_at: '2099-06-01T22:00:00.000Z',
  marketplace_visible: true,
  allow_cancellation: true,
  min_cancel_notice_minutes: 120,
  customer_selects_tier: true,
  booking_success_message: 'See you there',
  location: { formatted_address: 'Harpa, Reykjavík', time_zone: 'Atlantic/Reykjavik' },
  images: [{ image: 'https://img.example/jazz.jpg', type: 'thumbnail' }],
  tiers: [
    {
      name: 'Standing',
      max_capacity: 50,
      min_group_size: 1,
      max_group_size: 6,
      currency: 'ISK',
      variations: [
        { label: 'Adult', price: 4900 },
        { label: 'Student', price: 2900 },
      ],
      booking_questions: [{ title: 'Allergies?', answer_required: false, answer_type: 'text' }],
    },
    {
      name: 'VIP',
      max_capacity: 10,
      marketplace_visible: false,
      payment_settings: { pre_payment_enabled: true },
    },
  ],
});

async function create(body: Record<string, unknown> = concert(), tenant = a) {
  return t.http
    .post('/v1/hq/scheduled_events')
    .set(tenant.auth)
    .send({ company: tenant.companyId, ...body });
}

async function book(eventId: string, tierId: string, guests: number, status = 'confirmed') {
  await t.db.prisma.event.create({
    data: {
      company_id: a.companyId,
      scheduled_event_id: eventId,
      tier_id: tierId,
      starts_at: new Date('2099-06-01T19:00:00Z'),
      ends_at: new Date('2099-06-01T22:00:00Z'),
      number_of_guests: guests,
      status: status as 'confirmed',
      customer_name: 'Guest',
    },
  });
  // As the booking transaction does: seats held by bookings that are not cancelled.
  if (status !== 'cancelled')
    await one(
      t.db.prisma.scheduledEventTier.updateMany({
        where: { id: tierId },
        data: { booked_guests: { increment: guests } },
      }),
    );
}

describe('create and retrieve', () => {
  it('creates an event with tiers and computed capacity', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      name: 'Jazz night',
      name_translations: { is: 'Djasskvöld' },
      starts_at: '2099-06-01T19:00:00.000Z',
      ends_at: '2099-06-01T22:00:00.000Z',
      min_cancel_notice_minutes: 120,
      location: { formatted_address: 'Harpa, Reykjavík' },
      // 50 standing + 10 VIP = 60, nothing booked yet.
      total_capacity: 60,
      remaining_capacity: 60,
      is_full: false,
    });
    const [standing, vip] = res.body.tiers;
    expect(standing).toMatchObject({
      name: 'Standing',
      max_capacity: 50,
      capacity: 50,
      remaining: 50,
      is_full: false,
      currency: 'ISK',
      max_group_size: 6,
    });
    expect(standing.variations).toEqual([
      { id: expect.any(String), label: 'Adult', price: 4900 },
      { id: expect.any(String), label: 'Student', price: 2900 },
    ]);
    expect(standing.booking_questions[0]).toMatchObject({ id: expect.any(String), title: 'Allergies?' });
    // A tier without a currency takes the company's (EUR by default).
    expect(vip).toMatchObject({ name: 'VIP', currency: 'EUR', marketplace_visible: false, variations: [] });
    const got = await t.http.get(`/v1/hq/scheduled_events/${res.body.id}`).set(a.auth);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('counts the guests of bookings that are not cancelled', async () => {
    const res = await create();
    const [standing, vip] = res.body.tiers;
    await book(res.body.id, standing.id, 4);
    await book(res.body.id, standing.id, 6, 'unconfirmed');
    await book(res.body.id, standing.id, 5, 'cancelled'); // does not count
    await book(res.body.id, vip.id, 10);
    const got = await t.http.get(`/v1/hq/scheduled_events/${res.body.id}`).set(a.auth);
    // Standing: 50 - (4 + 6) = 40 left; VIP: 10 - 10 = 0 left, full.
    expect(got.body.tiers[0]).toMatchObject({ capacity: 50, remaining: 40, is_full: false });
    expect(got.body.tiers[1]).toMatchObject({ capacity: 10, remaining: 0, is_full: true });
    // Event: 60 seats, 40 + 0 = 40 remaining, not full while a tier has room.
    expect(got.body).toMatchObject({ total_capacity: 60, remaining_capacity: 40, is_full: false });
    await book(res.body.id, standing.id, 40);
    const full = await t.http.get(`/v1/hq/scheduled_events/${res.body.id}`).set(a.auth);
    expect(full.body).toMatchObject({ total_capacity: 60, remaining_capacity: 0, is_full: true });
  });

  it('answers select and expand', async () => {
    const made = await create();
    const res = await t.http
      .get(`/v1/hq/scheduled_events/${made.body.id}`)
      .query('select[]=name&select[]=remaining_capacity&expand=company')
      .set(a.auth);
    expect(res.body).toEqual({ id: made.body.id, name: 'Jazz night', remaining_capacity: 60 });
    const expanded = await t.http
      .get(`/v1/hq/scheduled_events/${made.body.id}`)
      .query('expand=company')
      .set(a.auth);
    expect(expanded.body.company).toMatchObject({ id: a.companyId });
  });

  it.each([
    ['no tiers', { tiers: [] }],
    ['a missing tiers list', { tiers: undefined }],
    ['a missing name', { name: undefined }],
    ['a missing starts_at', { starts_at: undefined }],
    ['a malformed starts_at', { starts_at: 'tomorrow' }],
    ['ends before it starts', { ends_at: '2099-06-01T18:00:00.000Z' }],
    ['a tier without max_capacity', { tiers: [{ name: 'x' }] }],
    ['a tier with 0 seats', { tiers: [{ max_capacity: 0 }] }],
    ['a fractional capacity', { tiers: [{ max_capacity: 2.5 }] }],
    ['capacity as a string', { tiers: [{ max_capacity: 'ten' }] }],
    ['min above max group size', { tiers: [{ max_capacity: 10, min_group_size: 4, max_group_size: 2 }] }],
    ['a group bigger than the tier', { tiers: [{ max_capacity: 10, max_group_size: 12 }] }],
    ['a tier id on create', { tiers: [{ id: 'x', max_capacity: 10 }] }],
    ['a bad currency', { tiers: [{ max_capacity: 10, currency: 'euro' }] }],
    ['a negative price', { tiers: [{ max_capacity: 10, variations: [{ label: 'a', price: -1 }] }] }],
    ['an unknown field', { colour: 'red' }],
    ['an unknown tier field', { tiers: [{ max_capacity: 10, seats: 3 }] }],
    ['a computed field', { total_capacity: 3 }],
    ['a negative notice', { min_cancel_notice_minutes: -5 }],
  ])('refuses %s with 400', async (_name, over) => {
    const res = await create({ ...concert(), ...over });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
  });
});

describe('update', () => {
  it('updates fields and unsets optional ones', async () => {
    const made = await create();
    const res = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .query('unset=location&unset[]=min_cancel_notice_minutes')
      .set(a.auth)
      .send({ name: 'Jazz & blues', marketplace_visible: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Jazz & blues',
      marketplace_visible: false,
      location: null,
      min_cancel_notice_minutes: null,
      description: 'Live music',
      total_capacity: 60,
    });
    const unknownUnset = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .query('unset=name')
      .set(a.auth)
      .send({});
    expect(unknownUnset.status).toBe(400);
  });

  it('replaces tiers: keeps by id, adds new, removes the rest; needs at least one', async () => {
    const made = await create();
    const [standing, vip] = made.body.tiers;
    await book(made.body.id, standing.id, 8);
    const res = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .set(a.auth)
      .send({
        tiers: [
          { id: standing.id, max_capacity: 30 },
          { name: 'Balcony', max_capacity: 20 },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body.tiers).toHaveLength(2);
    // The kept tier keeps its other fields and its bookings: 30 - 8 = 22 left.
    expect(res.body.tiers[0]).toMatchObject({
      id: standing.id,
      name: 'Standing',
      currency: 'ISK',
      capacity: 30,
      remaining: 22,
      variations: standing.variations,
    });
    expect(res.body.tiers[1]).toMatchObject({ name: 'Balcony', capacity: 20, remaining: 20 });
    expect(res.body.tiers.map((x: { id: string }) => x.id)).not.toContain(vip.id);
    // 30 + 20 = 50 seats, 22 + 20 = 42 free.
    expect(res.body).toMatchObject({ total_capacity: 50, remaining_capacity: 42 });

    const empty = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .set(a.auth)
      .send({ tiers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0]).toMatchObject({ field: 'tiers' });
    // Below the 8 guests already booked.
    const tooSmall = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .set(a.auth)
      .send({ tiers: [{ id: standing.id, max_capacity: 7 }] });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.details[0].field).toBe('tiers[0].max_capacity');
    // Removing the booked tier is a conflict.
    const removeBooked = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .set(a.auth)
      .send({ tiers: [{ name: 'Other', max_capacity: 5 }] });
    expect(removeBooked.status).toBe(409);
    expect(removeBooked.body.type).toBe('conflict_error');
    // A tier id that is not one of this event's.
    const foreignTier = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .set(a.auth)
      .send({ tiers: [{ id: vip.id, max_capacity: 5 }] });
    expect(foreignTier.status).toBe(404);
    const moved = await t.http
      .post(`/v1/hq/scheduled_events/${made.body.id}`)
      .set(a.auth)
      .send({ ends_at: '2099-06-01T18:00:00.000Z' });
    expect(moved.status).toBe(400);
  });
});

describe('list and delete', () => {
  it('lists with sort, filter and pagination', async () => {
    const c = await createTenant(t.db.prisma);
    for (const day of ['03', '01', '02']) {
      const res = await create(
        {
          ...concert(),
          name: `June ${day}`,
          marketplace_visible: day !== '02',
          starts_at: `2099-06-${day}T19:00:00.000Z`,
          ends_at: `2099-06-${day}T22:00:00.000Z`,
        },
        c,
      );
      expect(res.status).toBe(200);
    }
    const list = await t.http.get(`/v1/hq/companies/${c.companyId}/scheduled_events`).set(c.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { name: string }) => e.name)).toEqual(['June 01', 'June 02', 'June 03']);
    const page = await t.http
      .get(`/v1/hq/companies/${c.companyId}/scheduled_events`)
      .query({ sort: '{"field":"starts_at","order":"desc"}', pagination: '{"limit":2}' })
      .set(c.auth);
    expect(page.body.map((e: { name: string }) => e.name)).toEqual(['June 03', 'June 02']);
    const filtered = await t.http
      .get(`/v1/hq/companies/${c.companyId}/scheduled_events`)
      .query({ filter: JSON.stringify({ starts_from: '2099-06-02T00:00:00Z', marketplace_visible: true }) })
      .set(c.auth);
    expect(filtered.body.map((e: { name: string }) => e.name)).toEqual(['June 03']);
    for (const query of [
      { filter: '{"from":1}' },
      { sort: '{"field":"price"}' },
      { pagination: '{"offset":-1}' },
    ]) {
      expect(
        (await t.http.get(`/v1/hq/companies/${c.companyId}/scheduled_events`).query(query).set(c.auth))
          .status,
      ).toBe(400);
    }
  });

  it('deletes, but not while bookings are still to happen', async () => {
    const made = await create();
    await book(made.body.id, made.body.tiers[0].id, 2);
    const refused = await t.http.delete(`/v1/hq/scheduled_events/${made.body.id}`).set(a.auth);
    expect(refused.status).toBe(409);
    await t.db.prisma.event.updateMany({
      where: { scheduled_event_id: made.body.id },
      data: { status: 'cancelled' },
    });
    const del = await t.http.delete(`/v1/hq/scheduled_events/${made.body.id}`).set(a.auth);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await t.http.get(`/v1/hq/scheduled_events/${made.body.id}`).set(a.auth)).status).toBe(404);
    const list = await t.http.get(`/v1/hq/companies/${a.companyId}/scheduled_events`).set(a.auth);
    expect(list.body.map((e: { id: string }) => e.id)).not.toContain(made.body.id);
  });
});

describe('another tenant', () => {
  it('gets 404 on every operation', async () => {
    const made = await create();
    const id = made.body.id;
    const calls = [
      t.http.get(`/v1/hq/scheduled_events/${id}`).set(b.auth),
      t.http.post(`/v1/hq/scheduled_events/${id}`).set(b.auth).send({ name: 'x' }),
      t.http.delete(`/v1/hq/scheduled_events/${id}`).set(b.auth),
      t.http.get(`/v1/hq/companies/${a.companyId}/scheduled_events`).set(b.auth),
      t.http
        .post('/v1/hq/scheduled_events')
        .set(b.auth)
        .send({ ...concert(), company: a.companyId }),
      // The owner naming b's company in the body: a company it does not reach is unknown to it.
      t.http.post(`/v1/hq/scheduled_events/${id}`).set(a.auth).send({ company: b.companyId, name: 'x' }),
    ];
    const results = await Promise.all(calls);
    for (const res of results) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    expect((await t.http.get(`/v1/hq/scheduled_events/${id}`).set(a.auth)).body.name).toBe('Jazz night');
  });
});
