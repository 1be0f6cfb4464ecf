import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeCompany } from './fixtures.ts';

/**
 * Company "Studio" (visible, url_name studio) with scheduled events, relative to now:
 *   Yoga     in 2 days, visible; tiers Mat (10 seats, 3 booked) and Staff (5, not marketplace_visible)
 *   Spin     in 1 day, visible; tier Bike (4 seats, 4 booked) -> full
 *   Ongoing  started 1 hour ago, ends in 1 hour, visible     -> still listed
 *   Past     ended yesterday                                -> never listed
 *   Private  in 3 days, not marketplace_visible             -> never listed
 *   Deleted  in 3 days, deleted                             -> never listed
 * Company "Hidden" (not visible): Hidden class -> 404.
 */
let t: TestApp;
let studio: string;
const se: Record<string, string> = {};
const tiers: Record<string, string> = {};
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);
const get = (url: string) => t.http.get(`/v1/marketplace${url}`);
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const names = (body: { name: string }[]) => body.map((x) => x.name);

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  studio = (await makeCompany(p, { name: 'Studio', urlName: 'studio' })).id;
  const hidden = (await makeCompany(p, { name: 'Hidden', visible: false })).id;
  const make = async (
    name: string,
    startH: number,
    endH: number,
    data: Record<string, unknown> = {},
    tierList: {
      name: string;
      max_capacity: number;
      booked_guests?: number;
      marketplace_visible?: boolean;
    }[] = [{ name: `${name} seat`, max_capacity: 10 }],
    company = studio,
  ) => {
    const row = await p.scheduledEvent.create({
      data: {
        company_id: company,
        name,
        starts_at: at(startH),
        ends_at: at(endH),
        marketplace_visible: true,
        ...data,
        tiers: {
          create: tierList.map((tier, order) => ({ ...tier, order, currency: 'ISK' })),
        },
      },
      include: { tiers: true },
    });
    se[name] = row.id;
    for (const tier of row.tiers) tiers[tier.name] = tier.id;
  };
  await make('Yoga', 48, 49, {}, [
    { name: 'Mat', max_capacity: 10, booked_guests: 3 },
    { name: 'Staff', max_capacity: 5, marketplace_visible: false },
  ]);
  await make('Spin', 24, 25, {}, [{ name: 'Bike', max_capacity: 4, booked_guests: 4 }]);
  await make('Ongoing', -1, 1);
  await make('Past', -26, -25);
  await make('Private', 72, 73, { marketplace_visible: false });
  await make('Deleted', 72, 73, { deleted_at: new Date() });
  await make('Hidden class', 24, 25, {}, undefined, hidden);
});
afterAll(() => t?.close());

describe('marketplace classes: read', () => {
  it('lists the visible classes that have not ended, earliest first, by url_name or id', async () => {
    const res = await get('/companies/studio/scheduled_events');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ongoing', 'Spin', 'Yoga']);
    expect((await get(`/companies/${studio}/scheduled_events`)).body).toEqual(res.body);
  });

  it('shows seats left per visible tier, the total and whether it is full', async () => {
    const { body } = await get(`/scheduled_events/${se.Yoga}`);
    // The Staff tier is not marketplace_visible: only Mat, 10 seats, 3 taken, 7 left.
    expect(body.tiers).toHaveLength(1);
    expect(body.tiers[0]).toMatchObject({ id: tiers.Mat, capacity: 10, remaining: 7, is_full: false });
    expect(body.tiers[0]).not.toHaveProperty('payment_settings');
    expect(body).toMatchObject({ total_capacity: 10, remaining_capacity: 7, is_full: false });
    const spin = await get(`/scheduled_events/${se.Spin}`);
    // 4 seats, 4 taken.
    expect(spin.body).toMatchObject({ total_capacity: 4, remaining_capacity: 0, is_full: true });
    expect(spin.body.tiers[0]).toMatchObject({ remaining: 0, is_full: true });
  });

  it('filters by from/to, sorts and pages', async () => {
    const to = at(30).toISOString();
    expect(names((await get(`/companies/studio/scheduled_events?filter=${q({ to })}`)).body)).toEqual([
      'Ongoing',
      'Spin',
    ]);
    // From in 2 hours: Ongoing has ended by then.
    const from = at(2).toISOString();
    expect(names((await get(`/companies/studio/scheduled_events?filter=${q({ from })}`)).body)).toEqual([
      'Spin',
      'Yoga',
    ]);
    // A from in the past is now: Past stays out.
    const long = at(-100).toISOString();
    expect(names((await get(`/companies/studio/scheduled_events?filter=${q({ from: long })}`)).body)).toEqual(
      ['Ongoing', 'Spin', 'Yoga'],
    );
    const sorted = await get(
      `/companies/studio/scheduled_events?sort=${q({ field: 'name', order: 'desc' })}&pagination=${q({ limit: 2 })}`,
    );
    expect(names(sorted.body)).toEqual(['Yoga', 'Spin']);
  });

  it('answers 404 for ended, hidden, deleted and invisible-company classes', async () => {
    for (const name of ['Past', 'Private', 'Deleted', 'Hidden class']) {
      const res = await get(`/scheduled_events/${se[name]}`);
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    expect((await get('/scheduled_events/nope')).status).toBe(404);
    expect((await get('/companies/no-such/scheduled_events')).status).toBe(404);
  });
});
