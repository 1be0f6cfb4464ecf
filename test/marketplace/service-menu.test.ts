import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeCompany } from './fixtures.ts';

/**
 * Company "Menu" (visible, url_name menu-shop, ISK) with event types, created in this order:
 *   Cut      employee,  variations short 5000 (marketplace), long 7000 (marketplace), staff 1000 (not)
 *   Massage  employee_and_space, variation 9000
 *   Sauna    space, no variations, price range 2000..3000
 *   Hidden   hidden                         -> never on the menu
 *   Gone     deleted                        -> never on the menu
 * Employees: Anna performs everything; Dóra skips Massage online. Room: skips Sauna.
 * Groups: "Hair" (order 1: Cut, Hidden), "Body" (order 0: Sauna, Massage), "Empty" (order 2).
 * Company "Secret" (not visible) -> 404; "Other" owns employee Ola -> 404 as a filter here.
 */
let t: TestApp;
let menu: string;
let other: string;
const et: Record<string, string> = {};
const ids: Record<string, string> = {};
const get = (url: string) => t.http.get(`/v1/marketplace${url}`);
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const titles = (body: { title: string }[]) => body.map((x) => x.title);
const isk = (amount: number) => [{ currency: 'ISK', amount }];

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  menu = (await makeCompany(p, { name: 'Menu', urlName: 'menu-shop' })).id;
  await p.company.update({ where: { id: menu }, data: { currency_code: 'ISK' } });
  other = (await makeCompany(p, { name: 'Other' })).id;
  const secret = (await makeCompany(p, { name: 'Secret', urlName: 'secret-shop', visible: false })).id;
  ids.secret = secret;
  const vat = await p.vat.create({ data: { country_code: 'IS', ratio: '0.24' } });
  const make = async (key: string, data: Record<string, unknown>, company = menu) => {
    et[key] = (
      await p.eventType.create({
        data: { company_id: company, vat_id: vat.id, title: key, duration: 30, ...data } as any,
      })
    ).id;
  };
  await make('Cut', {
    variations: [
      { id: 'short', label: 'Short', selectable_in_marketplace: true, prices: isk(5000) },
      { id: 'long', label: 'Long', selectable_in_marketplace: true, prices: isk(7000) },
      { id: 'staff', label: 'Staff', selectable_in_marketplace: false, prices: isk(1000) },
    ],
    connections: { customer_selects: 'employee' },
  });
  await make('Massage', {
    duration: 60,
    before_pause: 20,
    pause: 20,
    after_pause: 20,
    service_needs: 'employee_and_space',
    variations: [{ id: 'std', label: 'Hour', selectable_in_marketplace: true, prices: isk(9000) }],
  });
  await make('Sauna', { service_needs: 'space', price_ranges: [{ min: 2000, max: 3000, currency: 'ISK' }] });
  await make('Hidden', { hidden: true });
  await make('Gone', { deleted_at: new Date() });
  ids.anna = (await p.employee.create({ data: { company_id: menu, name: 'Anna' } })).id;
  ids.dora = (
    await p.employee.create({
      data: {
        company_id: menu,
        name: 'Dóra',
        event_type_preferences: [{ event_type: et.Massage, skip_marketplace: true }],
      },
    })
  ).id;
  ids.ola = (await p.employee.create({ data: { company_id: other, name: 'Ola' } })).id;
  ids.room = (
    await p.resource.create({
      data: {
        company_id: menu,
        type: 'space',
        name: 'Room',
        marketplace: true,
        event_type_preferences: [{ event_type: et.Sauna, skip: true }],
      },
    })
  ).id;
  const group = async (title: string, order: number, members: string[]) =>
    (
      await p.eventTypeGroup.create({
        data: {
          company_id: menu,
          title,
          order,
          items: {
            create: members.map((id, i) => ({ event_type_id: id, order: i })),
          },
        },
      })
    ).id;
  ids.hair = await group('Hair', 1, [et.Cut, et.Hidden]);
  ids.body = await group('Body', 0, [et.Sauna, et.Massage]);
  ids.empty = await group('Empty', 2, []);
});
afterAll(() => t?.close());

describe('GET /v1/marketplace/companies/{company_id}/event_types', () => {
  it('lists the bookable services by url_name and by id alike, in creation order', async () => {
    const bySlug = await get('/companies/menu-shop/event_types');
    expect(bySlug.status).toBe(200);
    // Hidden and Gone are left out.
    expect(titles(bySlug.body)).toEqual(['Cut', 'Massage', 'Sauna']);
    const byId = await get(`/companies/${menu}/event_types`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('shows only the variations selectable on the marketplace, and prices from them', async () => {
    const { body } = await get('/companies/menu-shop/event_types');
    const cut = body.find((x: { title: string }) => x.title === 'Cut');
    expect(cut.variations.map((v: { id: string }) => v.id)).toEqual(['short', 'long']);
    // The staff-only 1000 ISK variation does not make the price: lowest 5000, highest 7000.
    expect(cut.price).toEqual({ currency: 'ISK', amount: 5000, amount_upper_limit: 7000 });
    const massage = body.find((x: { title: string }) => x.title === 'Massage');
    expect(massage).toMatchObject({ duration: 60, beforePause: 20, pause: 20, afterPause: 20 });
    expect(massage.price).toEqual({ currency: 'ISK', amount: 9000, amount_upper_limit: null });
    const sauna = body.find((x: { title: string }) => x.title === 'Sauna');
    // No variations: the price range gives 2000..3000.
    expect(sauna.price).toEqual({ currency: 'ISK', amount: 2000, amount_upper_limit: 3000 });
    // Business internals stay in HQ.
    for (const item of body)
      for (const key of ['vat', 'payments', 'reference_id']) expect(item).not.toHaveProperty(key);
  });

  it('filters by employee (what they perform), space (what takes place there) and group', async () => {
    const anna = await get(`/companies/menu-shop/event_types?filter=${q({ employee: ids.anna })}`);
    // Sauna needs only a space: no employee performs it.
    expect(titles(anna.body)).toEqual(['Cut', 'Massage']);
    const dora = await get(`/companies/menu-shop/event_types?filter=${q({ employee: ids.dora })}`);
    expect(titles(dora.body)).toEqual(['Cut']);
    const room = await get(`/companies/menu-shop/event_types?filter=${q({ space: ids.room })}`);
    // Cut needs no space; the room skips Sauna.
    expect(titles(room.body)).toEqual(['Massage']);
    const hair = await get(`/companies/menu-shop/event_types?filter=${q({ group: ids.hair })}`);
    expect(titles(hair.body)).toEqual(['Cut']);
    const both = await get(
      `/companies/menu-shop/event_types?filter=${q({ group: ids.body, employee: ids.anna })}`,
    );
    expect(titles(both.body)).toEqual(['Massage']);
  });

  it('answers 404 for an unknown or foreign employee, space or group, and an invisible company', async () => {
    for (const filter of [
      { employee: ids.ola },
      { employee: 'nope' },
      { space: 'nope' },
      { group: 'nope' },
    ]) {
      const res = await get(`/companies/menu-shop/event_types?filter=${q(filter)}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ type: 'not_found_error' });
    }
    expect((await get('/companies/secret-shop/event_types')).status).toBe(404);
    expect((await get(`/companies/${ids.secret}/event_types`)).status).toBe(404);
    expect((await get('/companies/no-such-shop/event_types')).status).toBe(404);
  });

  it('sorts, pages and selects', async () => {
    const desc = await get(`/companies/menu-shop/event_types?sort=${q({ field: 'title', order: 'desc' })}`);
    expect(titles(desc.body)).toEqual(['Sauna', 'Massage', 'Cut']);
    const byDuration = await get(
      `/companies/menu-shop/event_types?sort=${q({ field: 'duration', order: 'desc' })}`,
    );
    expect(titles(byDuration.body)[0]).toBe('Massage');
    const page = await get(
      `/companies/menu-shop/event_types?sort=${q({ field: 'title' })}&pagination=${q({ limit: 1, offset: 1 })}`,
    );
    expect(titles(page.body)).toEqual(['Massage']);
    const selected = await get('/companies/menu-shop/event_types?select=title');
    expect(selected.body[0]).toEqual({ id: et.Cut, title: 'Cut' });
    expect((await get(`/companies/menu-shop/event_types?filter=${q({ colour: 'x' })}`)).status).toBe(400);
  });
});

describe('GET /v1/marketplace/companies/{company_id}/event_type_groups', () => {
  it('lists the groups in order with their bookable members in order', async () => {
    const res = await get('/companies/menu-shop/event_type_groups');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Body', 'Hair', 'Empty']);
    const [body, hair, empty] = res.body;
    expect(body.ordered_event_types).toEqual([
      { order: 0, event_type: et.Sauna },
      { order: 1, event_type: et.Massage },
    ]);
    // Hidden (order 1 in Hair) is left out.
    expect(hair.ordered_event_types).toEqual([{ order: 0, event_type: et.Cut }]);
    expect(empty.ordered_event_types).toEqual([]);
  });

  it('puts the event types inline with expand=event_types, as the event_types list shows them', async () => {
    const res = await get('/companies/menu-shop/event_type_groups?expand=event_types');
    const list = await get('/companies/menu-shop/event_types');
    const massage = list.body.find((x: { title: string }) => x.title === 'Massage');
    expect(res.body[0].ordered_event_types[1]).toEqual({ order: 1, event_type: massage });
  });

  it('sorts and pages; an invisible company is a 404', async () => {
    const res = await get(
      `/companies/${menu}/event_type_groups?sort=${q({ field: 'title', order: 'desc' })}&pagination=${q({ limit: 2 })}`,
    );
    expect(titles(res.body)).toEqual(['Hair', 'Empty']);
    expect((await get('/companies/secret-shop/event_type_groups')).status).toBe(404);
    expect((await get('/companies/menu-shop/event_type_groups?expand=company')).status).toBe(400);
  });
});
