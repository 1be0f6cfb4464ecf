import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { DEMO_VISIT } from '../../src/seed/demo-visits.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The demo's visit (src/seed/demo-visits.ts) is written as rows; booking the same visit through
// the API a week later must write the same, shifted by a week: the demo shows what a booking is.
let t: TestApp;
let auth: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  auth = { Authorization: `Bearer ${seeded!.token}` };
});
afterAll(() => t?.close());

const WEEK = 7 * 86_400_000;
type Service = { event_type: string; employee: string; starts_at: string; ends_at: string };

describe('the demo visit', () => {
  it("Jón's colour with Anna, then a haircut with Björn: what booking the same visit writes", async () => {
    const demo = await t.http.get(`/v1/hq/events/${DEMO_VISIT}`).set(auth);
    expect(demo.status, JSON.stringify(demo.body)).toBe(200);
    const start = Date.parse(demo.body.starts_at);
    // A Saturday at 13:00 (Reykjavík is UTC), to come; colour 13:00 + 90 = 14:30, haircut to 15:00.
    expect([new Date(start).getUTCDay(), demo.body.starts_at.slice(11, 16)]).toEqual([6, '13:00']);
    expect(start).toBeGreaterThan(Date.now());
    expect(
      demo.body.services.map((s: Service) => [
        s.event_type,
        s.employee,
        s.starts_at.slice(11, 16),
        s.ends_at.slice(11, 16),
      ]),
    ).toEqual([
      ['demo_et_colour', 'demo_emp_anna', '13:00', '14:30'],
      ['demo_et_haircut', 'demo_emp_bjorn', '14:30', '15:00'],
    ]);

    const booked = await t.http
      .post('/v1/hq/events')
      .set(auth)
      .send({
        company: DEMO.salon,
        starts_at: new Date(start + WEEK).toISOString(),
        visit: {
          segments: [
            { event_type_id: 'demo_et_colour', employee_id: 'demo_emp_anna' },
            { event_type_id: 'demo_et_haircut', employee_id: 'demo_emp_bjorn' },
          ],
        },
        customer: 'demo_customer_jon',
      });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const shifted = (s: Service) => ({
      ...s,
      starts_at: new Date(Date.parse(s.starts_at) - WEEK).toISOString(),
      ends_at: new Date(Date.parse(s.ends_at) - WEEK).toISOString(),
    });
    expect(booked.body.services.map(shifted)).toEqual(demo.body.services);
    // 18 900 (colour) + 7 900 (short haircut)
    expect([demo.body.price, booked.body.price]).toEqual([
      { amount: 26800, currency: 'ISK' },
      { amount: 26800, currency: 'ISK' },
    ]);
    expect(booked.body.event_types).toEqual(demo.body.event_types);
    expect(booked.body.employee).toBe(demo.body.employee);

    // Occupancy, in minutes from each visit's start: Anna [0, 30) and [75, 90 + 5) (the colour sets
    // 45 minutes between; the salon's buffer of 5 after a service), Björn [90, 120 + 10) (the
    // haircut's own buffer of 10).
    const held = async (id: string, from: number) =>
      (
        await t.db.prisma.occupancy.findMany({
          where: { company_id: DEMO.salon, event_id: id },
          orderBy: [{ starts_at: 'asc' }, { employee_id: 'asc' }],
        })
      ).map((r) => [
        r.employee_id,
        (r.starts_at.getTime() - from) / 60_000,
        (r.ends_at.getTime() - from) / 60_000,
        r.blocks,
      ]);
    const expected = [
      ['demo_emp_anna', 0, 30, true],
      ['demo_emp_anna', 75, 95, true],
      ['demo_emp_bjorn', 90, 130, true],
    ];
    expect(await held(DEMO_VISIT, start)).toEqual(expected);
    expect(await held(booked.body.id, start + WEEK)).toEqual(expected);
  });

  it("Ólafur's weekly haircut with Katla holds what booking one haircut writes", async () => {
    const series = await t.http.get(`/v1/hq/companies/${DEMO.salon}/series/demo_series_olafur`).set(auth);
    expect(series.status).toBe(200);
    const last = series.body.occurrences.at(-1);
    const start = Date.parse(last.starts_at);
    const booked = await t.http
      .post('/v1/hq/events')
      .set(auth)
      .send({
        company: DEMO.salon,
        starts_at: new Date(start + WEEK).toISOString(),
        event_types: ['demo_et_haircut'],
        employee: 'demo_emp_katla',
        customer: 'demo_customer_olafur',
      });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const held = async (id: string, from: number) =>
      (await t.db.prisma.occupancy.findMany({ where: { company_id: DEMO.salon, event_id: id } })).map((r) => [
        r.employee_id,
        (r.starts_at.getTime() - from) / 60_000,
        (r.ends_at.getTime() - from) / 60_000,
      ]);
    // 30 minutes of haircut and its buffer of 10: [0, 40) from each start.
    const expected = [['demo_emp_katla', 0, 40]];
    expect(await held(last.id, start)).toEqual(expected);
    expect(await held(booked.body.id, start + WEEK)).toEqual(expected);
  });
});
