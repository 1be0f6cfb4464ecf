import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { DEMO_IDS_WHERE, type DemoIds } from '../../src/seed/demo-ids.ts';
import { findDemoObjects } from '../helpers/demo-objects.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo data', () => {
  it('loads into an empty database once and gives the owner a working token', async () => {
    const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
    expect(seeded).not.toBeNull();
    expect(await loadDemoDataIfEmpty(t.appDb.prisma)).toBeNull();

    const auth = { Authorization: `Bearer ${seeded!.token}` };
    const companies = await t.http.get('/v1/hq/companies?select=name').set(auth);
    expect(companies.body.map((c: any) => c.id).sort()).toEqual(
      [DEMO.clinic, DEMO.restaurant, DEMO.salon].sort(),
    );

    // The restaurant: six tables and the combination of tables 1 and 2 (2 + 2 seats, held as 4).
    const tables = await t.http.get(`/v1/hq/companies/${DEMO.restaurant}/resources`).set(auth);
    expect(tables.body.filter((r: any) => r.type === 'table')).toHaveLength(6);
    const combo = tables.body.find((r: any) => r.type === 'table_combination');
    expect(combo).toMatchObject({ sub_resources: ['demo_table_1', 'demo_table_2'], max_capacity: 4 });

    const salon = await t.http.get('/v1/marketplace/companies/nordurljos-salon');
    expect(salon.status).toBe(200);
    expect(await t.db.prisma.eventType.count({ where: { company_id: DEMO.salon } })).toBe(3);
    // Three stylists take bookings; the four with an HQ login are the demo's company roles
    // (manager, front desk, staff, accountant), not on the marketplace.
    expect(
      await t.db.prisma.employee.count({ where: { company_id: DEMO.salon, marketplace_enabled: true } }),
    ).toBe(3);
    expect(
      await t.db.prisma.employee.count({ where: { company_id: DEMO.salon, user_id: { not: null } } }),
    ).toBe(4);

    // One VAT row per rate: Iceland's three (24%, 11%, 0%), as the migration writes them, not a
    // second copy of the same rates from the demo data.
    const vats = await t.http.get(`/v1/hq/companies/${DEMO.salon}/vats`).set(auth);
    expect(vats.body.map((v: { ratio: number }) => v.ratio)).toEqual([0.24, 0.11, 0]);
    expect(vats.body.filter((v: { default: boolean }) => v.default)).toHaveLength(1);
  });
});

describe('demo data on a public install', () => {
  // Two installs of the demo data: what one hands out must be of no use on the other. Before the
  // private ids were made per load, every install had voucher DEMO-GIFT-0001 (10,000 ISK) and
  // guest bookings such as demo_event_gudrun_4 that anyone could read, move or cancel.
  let other: TestApp;
  let otherToken: string;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(() => other?.close());

  it('makes the voucher code and the ids a caller can use alone afresh for every install', async () => {
    await loadDemoDataIfEmpty(t.appDb.prisma); // a no-op when the test above has loaded it
    const seeded = await loadDemoDataIfEmpty(other.db.prisma);
    otherToken = seeded!.token;
    expect(Object.keys(seeded!.private_ids).sort()).toEqual(['bookings', 'payments', 'vouchers', 'waitlist']);
    const leaves = (ids: DemoIds) => [
      ...ids.events.gudrun,
      ids.events.jon,
      ids.events.olafur,
      ids.events.noshow,
      ids.events.colourPrepaid,
      ids.events.pilatesSeat,
      ids.payments.noshow,
      ids.payments.prepayment,
      ids.voucher.id,
      ids.voucher.code,
      ids.waitlist.waiting,
      ids.waitlist.offered,
      ids.offer,
      ids.offerHold,
    ];
    const mine = leaves(await findDemoObjects(t.db.prisma));
    const theirs = leaves(await findDemoObjects(other.db.prisma));
    // 4 + 5 events, 2 payments, the voucher's id and code, 2 entries, the offer and its hold:
    // 9 + 2 + 2 + 2 + 2 = 17, all distinct.
    expect(new Set(mine).size).toBe(17);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    // Made as the API makes them: 24-character ids, and a code like a bought voucher's.
    const code = (await findDemoObjects(t.db.prisma)).voucher.code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    for (const id of mine.filter((x) => x !== code)) expect(id).toMatch(/^[\w-]{24}$/);
  });

  it('answers 404 to the ids and the code every install used to have', async () => {
    const ids = await findDemoObjects(t.db.prisma);
    for (const [guessed, real] of [
      ['/v1/marketplace/vouchers/DEMO-GIFT-0001', `/v1/marketplace/vouchers/${ids.voucher.code}`],
      ['/v1/marketplace/events/demo_event_gudrun_4', `/v1/marketplace/events/${ids.events.gudrun[3]}`],
      ['/v1/marketplace/booking_offers/demo_offer_1', `/v1/marketplace/booking_offers/${ids.offer}`],
      [
        '/v1/marketplace/waitlist_entries/demo_waitlist_offered',
        `/v1/marketplace/waitlist_entries/${ids.waitlist.offered}`,
      ],
    ]) {
      expect((await t.http.get(guessed)).status, guessed).toBe(404);
      // The same object by its real id: the guessed one was refused for being wrong, not the route.
      expect((await t.http.get(real)).status, real).toBe(200);
    }
  });

  it('says where the owner finds them: the HQ lists it names hold the code and the offer', async () => {
    // The other install, loaded above: its log line's private_ids, followed with its owner's token.
    const seeded = await loadDemoDataIfEmpty(other.db.prisma);
    expect(seeded).toBeNull(); // loaded once only
    const where = DEMO_IDS_WHERE;
    const ids = await findDemoObjects(other.db.prisma);
    const auth = { Authorization: `Bearer ${otherToken}` };
    const path = (line: string) => line.replace(/^GET /, '').split(' ')[0];
    const vouchers = await other.http.get(path(where.vouchers)).set(auth);
    expect(vouchers.body.map((v: { code: string }) => v.code)).toContain(ids.voucher.code);
    const waitlist = await other.http.get(path(where.waitlist)).set(auth);
    expect(waitlist.body.map((e: { offer: { id: string } | null }) => e.offer?.id)).toContain(ids.offer);
    const events = await other.http.get(path(where.bookings)).set(auth);
    expect(events.body.map((e: { id: string }) => e.id)).toContain(ids.events.gudrun[3]);
  });
});
