import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeSlotService } from '../../src/domain/bookings/time-slots.ts';
import { dateToDayNumber, weekdayOfDayNumber } from '../../src/slots/calendar.ts';
import { createEventType, createShop, OPEN_9_TO_17, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * GET /marketplace/availability against each company's own GET .../time_slots (docs/slots.md,
 * first available across companies): every slot shown is in the company's answer, each company
 * carries exactly its earliest slots, and no company with a slot in the window is missing.
 */
let t: TestApp;
const HERE = { lat: 64.14, lng: -21.94 };
/** About 1.1 km north per 0.01° of latitude: every shop below but `far` is within 5 km. */
const RADIUS = 5000;
const first = dayAfter(3);
const last = dayAfter(5);
const firstWeekday = weekdayOfDayNumber(dateToDayNumber(first));

interface Made {
  shop: Shop;
  /** The services a search for "haircut" matches (live, listed, title contains it). */
  cuts: string[];
  /** Expected to be a candidate: visible, in the radius, with a matching service. */
  candidate: boolean;
}
const made: Record<string, Made> = {};

async function shop(
  name: string,
  o: {
    north?: number;
    zone?: string;
    hours?: { opens_at: string; closes_at: string; is_closed?: boolean }[];
    interval?: number;
    employees?: number;
    visible?: boolean;
    services?: { title: string; duration: number; hidden?: boolean }[];
  },
) {
  const s = await createShop(t.db.prisma, {
    employees: o.employees ?? 1,
    profile: { booking_interval: o.interval ?? 60, opening_hours: o.hours ?? OPEN_9_TO_17 },
  });
  await t.db.prisma.company.update({
    where: { id: s.companyId },
    data: {
      name,
      lat: HERE.lat + (o.north ?? 0.001),
      lng: HERE.lng,
      time_zone: o.zone ?? 'Atlantic/Reykjavik',
      marketplace_visible: o.visible ?? true,
    },
  });
  const cuts: string[] = [];
  for (const sv of o.services ?? [{ title: 'Haircut', duration: 60 }]) {
    const id = await createEventType(t.db.prisma, s, {
      title: sv.title,
      duration: sv.duration,
      hidden: sv.hidden ?? false,
      connections: { hidden: sv.hidden ?? false },
    });
    if (/haircut/i.test(sv.title) && !sv.hidden) cuts.push(id);
  }
  made[name] = {
    shop: s,
    cuts,
    candidate: (o.visible ?? true) && (o.north ?? 0.001) < 0.04 && cuts.length > 0,
  };
  return s;
}

const q = (query: Record<string, unknown>) =>
  t.http
    .get('/v1/marketplace/availability')
    .query(
      Object.fromEntries(
        Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
      ),
    );

beforeAll(async () => {
  t = await createTestApp();
  // Varied on purpose: opening hours, intervals, durations, time zones, staff, a closed first day.
  await shop('early', {
    north: 0.01,
    hours: OPEN_9_TO_17.map(() => ({ opens_at: '08:00', closes_at: '12:00' })),
  });
  await shop('late', {
    north: 0.005,
    hours: OPEN_9_TO_17.map(() => ({ opens_at: '13:00', closes_at: '20:00' })),
  });
  await shop('berlin', { north: 0.02, zone: 'Europe/Berlin', interval: 30 });
  await shop('two-services', {
    north: 0.015,
    interval: 15,
    employees: 2,
    services: [
      { title: 'Men haircut', duration: 30 },
      { title: 'Kids Haircut', duration: 45 },
      { title: 'Beard trim', duration: 15 },
    ],
  });
  await shop('closed-first-day', {
    north: 0.025,
    hours: OPEN_9_TO_17.map((h, i) =>
      i === firstWeekday ? { ...h, is_closed: true } : { ...h, opens_at: '07:00' },
    ),
  });
  await shop('same-start', { north: 0.03 }); // ties with others on 09:00: ordered by distance
  await shop('hidden-company', {
    north: 0.002,
    visible: false,
    hours: OPEN_9_TO_17.map(() => ({ opens_at: '05:00', closes_at: '22:00' })),
  });
  await shop('far', { north: 0.5 });
  await shop('beard-only', { north: 0.003, services: [{ title: 'Beard trim', duration: 15 }] });
  await shop('hidden-service', {
    north: 0.004,
    services: [{ title: 'Haircut', duration: 60, hidden: true }],
  });
  // A booking takes early's first slot of the first day: the search must not show it.
  const early = made.early;
  const booked = await t.http.post('/v1/marketplace/events').send({
    customer_name: 'Anna',
    company: early.shop.companyId,
    event_types: [early.cuts[0]],
    starts_at: `${first}T08:00:00.000Z`,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
});
afterAll(() => t?.close());

type OwnSlot = {
  event_type_id: string;
  date: string;
  time: string;
  timestamp: string;
  employeeIds: string[];
};

/** A company's slots for the matching services over the window, from its own time_slots, by time. */
async function ownSlots(m: Made, from = first, to = last, window: { from?: string; to?: string } = {}) {
  const out: OwnSlot[] = [];
  for (const et of m.cuts) {
    const res = await t.http
      .get(`/v1/marketplace/companies/${m.shop.companyId}/time_slots`)
      .query({ event_type_ids: [et], start_date: from, end_date: to });
    expect(res.status).toBe(200);
    for (const day of res.body)
      for (const s of day.slots) {
        if (window.from && s.time < window.from) continue;
        if (window.to && s.time >= window.to) continue;
        out.push({
          event_type_id: et,
          date: day.date,
          time: s.time,
          timestamp: s.timestamp,
          employeeIds: s.employeeIds,
        });
      }
  }
  return out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

const filter = (extra: Record<string, unknown> = {}) => ({
  location: { ...HERE, radius: RADIUS },
  start_date: first,
  end_date: last,
  text: 'haircut',
  ...extra,
});

describe('GET /marketplace/availability', () => {
  it('answers, for every company with a slot, exactly its own earliest slots, earliest company first', async () => {
    const perCompany = 4;
    const res = await q({ filter: filter(), slots_per_company: perCompany, pagination: { limit: 100 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected: { id: string; slots: OwnSlot[]; distance: number }[] = [];
    for (const m of Object.values(made)) {
      if (!m.candidate) continue;
      const own = await ownSlots(m);
      if (own.length > 0)
        expected.push({ id: m.shop.companyId, slots: own.slice(0, perCompany), distance: 0 });
    }
    // Every candidate here is open some day of the window: all six are expected.
    expect(expected).toHaveLength(6);
    const byId = new Map(res.body.map((r: any) => [r.company.id, r]));
    expect([...byId.keys()].sort()).toEqual(expected.map((e) => e.id).sort());
    for (const e of expected) {
      const got: any = byId.get(e.id);
      // Exactly the company's earliest `perCompany` slots: none invented, none skipped.
      expect(
        got.time_slots.map((s: any) => ({
          event_type_id: s.event_type_id,
          date: s.date,
          time: s.time,
          timestamp: s.timestamp,
          employeeIds: s.employeeIds,
        })),
      ).toEqual(e.slots);
      expect(got.first_slot_at).toBe(e.slots[0].timestamp);
    }
    // Sorted by first slot, ties by distance.
    const keys = res.body.map((r: any) => [r.first_slot_at, r.distance]);
    const sorted = [...keys].sort((a: any, b: any) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    expect(keys).toEqual(sorted);
    // early's 08:00 on the first day is booked: its first slot is 09:00 (open 08-12, 60-minute slots).
    expect((byId.get(made.early.shop.companyId) as any).first_slot_at).toBe(`${first}T09:00:00.000Z`);
    // berlin opens 09:00 local = 08:00 UTC (CET, +1, November): before everyone's 09:00 UTC.
    expect(res.body[0].company.id).toBe(made.berlin.shop.companyId);
    // closed-first-day: its first slot is on the second day, 07:00.
    expect((byId.get(made['closed-first-day'].shop.companyId) as any).first_slot_at).toBe(
      `${dayAfter(4)}T07:00:00.000Z`,
    );
  });

  it('never shows hidden companies, companies outside the radius, or unmatched and unlisted services', async () => {
    const res = await q({ filter: filter({ text: undefined }), pagination: { limit: 100 } });
    expect(res.status).toBe(200);
    const ids = new Set(res.body.map((r: any) => r.company.id));
    expect(ids.has(made['hidden-company'].shop.companyId)).toBe(false);
    expect(ids.has(made.far.shop.companyId)).toBe(false);
    expect(ids.has(made['hidden-service'].shop.companyId)).toBe(false);
    // Without a text every listed service counts: beard-only is in, with its beard trim.
    expect(ids.has(made['beard-only'].shop.companyId)).toBe(true);
    const cut = await q({ filter: filter(), pagination: { limit: 100 } });
    expect(cut.body.some((r: any) => r.company.id === made['beard-only'].shop.companyId)).toBe(false);
    // Every distance within the radius.
    for (const r of res.body) expect(r.distance).toBeLessThanOrEqual(RADIUS);
  });

  it('pages: the pages one after the other are the one long answer, by time and by distance', async () => {
    for (const sort of [{ field: 'time' }, { field: 'distance' }]) {
      const all = await q({ filter: filter(), sort, pagination: { limit: 100 } });
      const pages: string[] = [];
      for (let offset = 0; offset < all.body.length + 2; offset += 2) {
        const page = await q({ filter: filter(), sort, pagination: { limit: 2, offset } });
        expect(page.status).toBe(200);
        pages.push(...page.body.map((r: any) => r.company.id));
      }
      expect(pages).toEqual(all.body.map((r: any) => r.company.id));
    }
    const byDistance = await q({ filter: filter(), sort: { field: 'distance' }, pagination: { limit: 100 } });
    const d = byDistance.body.map((r: any) => r.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    // By distance too, each company carries exactly its own earliest 3 slots.
    for (const r of byDistance.body) {
      const m = Object.values(made).find((x) => x.shop.companyId === r.company.id)!;
      expect(r.time_slots.map((s: any) => s.timestamp)).toEqual(
        (await ownSlots(m)).slice(0, 3).map((s) => s.timestamp),
      );
    }
  });

  it('keeps to the time of day asked, with the same slots as the company', async () => {
    const window = { from: '10:00', to: '12:00' };
    const res = await q({
      filter: filter({ time_from: window.from, time_to: window.to }),
      slots_per_company: 20,
      pagination: { limit: 100 },
    });
    expect(res.status).toBe(200);
    for (const r of res.body) {
      const m = Object.values(made).find((x) => x.shop.companyId === r.company.id)!;
      const own = await ownSlots(m, first, last, window);
      expect(r.time_slots.map((s: any) => s.timestamp)).toEqual(own.slice(0, 20).map((s) => s.timestamp));
      for (const s of r.time_slots) expect(s.time >= '10:00' && s.time < '12:00').toBe(true);
    }
    // late opens 13:00: nothing between 10 and 12.
    expect(res.body.some((r: any) => r.company.id === made.late.shop.companyId)).toBe(false);
  });

  it('answers a repeated search from its kept answer until a booking changes it', async () => {
    const a = await q({ filter: filter(), pagination: { limit: 100 } });
    const b = await q({ filter: filter(), pagination: { limit: 100 } });
    expect(b.body).toEqual(a.body);
    // Book berlin's first shown slot (one employee): the next search must not show it.
    const berlin = made.berlin;
    const shown = a.body.find((r: any) => r.company.id === berlin.shop.companyId);
    const taken = shown.time_slots[0];
    const booked = await t.http.post('/v1/marketplace/events').send({
      customer_name: 'Bea',
      company: berlin.shop.companyId,
      event_types: [taken.event_type_id],
      starts_at: taken.timestamp,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const c = await q({ filter: filter(), slots_per_company: 3, pagination: { limit: 100 } });
    const after = c.body.find((r: any) => r.company.id === berlin.shop.companyId);
    expect(after.time_slots.map((s: any) => s.timestamp)).not.toContain(taken.timestamp);
    expect(after.time_slots.map((s: any) => s.timestamp)).toEqual(
      (await ownSlots(berlin)).slice(0, 3).map((s) => s.timestamp),
    );
  });

  it('refuses bad input with 400, never 500', async () => {
    const bad = [
      {},
      { filter: 'not json' },
      { filter: { start_date: first } },
      { filter: { location: HERE } },
      { filter: filter({ end_date: dayAfter(12) }) }, // 10 days: more than 7
      { filter: filter({ end_date: dayAfter(2) }) }, // before start_date
      { filter: filter({ start_date: '2026-02-30', end_date: undefined }) },
      { filter: filter({ time_from: '12:00', time_to: '11:00' }) },
      { filter: filter({ time_from: '25:00' }) },
      { filter: filter({ location: { lat: 91, lng: 0 } }) },
      { filter: filter(), sort: { field: 'price' } },
      { filter: filter(), pagination: { limit: 0 } },
      { filter: filter(), slots_per_company: 21 },
      { filter: filter(), extra: 1 },
    ];
    for (const query of bad) {
      const res = await q(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
  });
});

describe('the search keeps day answers across time buckets (TimeSlotService.searchAnswer)', () => {
  /** The search service's answer and a fresh time_slots answer (its own service) at `clock`. */
  async function both(service: TimeSlotService, companyId: string, q: Record<string, any>, clock: number) {
    const fresh = new TimeSlotService(t.appDb.sql, () => clock);
    return {
      got: (await service.searchAnswer(companyId, q as any, null)).value[0].slots,
      expected: (await fresh.timeSlots(companyId, q as any))[0].slots,
    };
  }

  it('cuts a kept day by the notice as the clock moves, exactly as time_slots computes afresh', async () => {
    const s = await createShop(t.db.prisma, {
      employees: 2,
      profile: { booking_interval: 30, min_booking_notice_minutes: 90 },
    });
    const et = await createEventType(t.db.prisma, s, { duration: 30 });
    const day = dayAfter(4);
    const q = { event_type_ids: [et], start_date: day, end_date: day };
    let clock = Date.parse(`${day}T07:00:00.000Z`); // on the day itself (Reykjavik = UTC)
    const service = new TimeSlotService(t.appDb.sql, () => clock);
    // 07:00 + 90 minutes = 08:30: every start 09:00..16:30 every 30 minutes = 16.
    expect((await both(service, s.companyId, q, clock)).got).toHaveLength(16);
    // 09:29:50, whose 10-second bucket ends 09:30 (the engine's clock is the bucket's end): 09:30 +
    // 90 = 11:00: starts 11:00..16:30 = 12, derived from the kept answer.
    clock += 2.5 * 3_600_000 - 10_000;
    let r = await both(service, s.companyId, q, clock);
    expect(r.got).toEqual(r.expected);
    expect(r.got).toHaveLength(12);
    // 16:00 + 90 = 17:30: none left.
    clock += 6.5 * 3_600_000 + 10_000;
    r = await both(service, s.companyId, q, clock);
    expect(r.got).toEqual(r.expected);
    expect(r.got).toEqual([]);
  });

  it('computes afresh when the last bookable day moves: a day too far becomes bookable', async () => {
    const s = await createShop(t.db.prisma, {
      employees: 1,
      profile: { booking_interval: 60, max_bookable_future_days: 4 },
    });
    const et = await createEventType(t.db.prisma, s, { duration: 60 });
    const day = dayAfter(6);
    const q = { event_type_ids: [et], start_date: day, end_date: day };
    // 23:00 five days before: the last bookable day is the day before `day`: too far.
    let clock = Date.parse(`${day}T23:00:00.000Z`) - 5 * 86_400_000;
    const service = new TimeSlotService(t.appDb.sql, () => clock);
    let r = await both(service, s.companyId, q, clock);
    expect(r.got).toEqual([]);
    expect(r.expected).toEqual([]);
    // Two hours later it is four days before: `day` is the last bookable one, 09:00..16:00 = 8.
    clock += 2 * 3_600_000;
    r = await both(service, s.companyId, q, clock);
    expect(r.got).toEqual(r.expected);
    expect(r.got).toHaveLength(8);
  });
});
