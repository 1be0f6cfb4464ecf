import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeCompany } from './fixtures.ts';

/**
 * Company "Shop" (visible, Reykjavík) with event types Cut, Color and a hidden one; employees:
 *   Anna   (order 1)  performs everything
 *   Dóra   (order 2)  skips Color on the marketplace
 *   Bjorn  (order 0)  marketplace disabled           -> never shown
 *   Cecilía           soft-deleted                   -> never shown
 * Company "Far" (visible, Akureyri): Ari. Company "Secret" (not visible): Eve -> never shown.
 */
let t: TestApp;
const e: Record<string, string> = {};
let shop: string;
let far: string;
let secret: string;
const et: Record<string, string> = {};
const get = (url: string) => t.http.get(`/v1/marketplace${url}`);
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const names = (body: { name: string }[]) => body.map((x) => x.name);

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = (await makeCompany(p, { name: 'Shop', lat: 64.1466, lng: -21.9426 })).id;
  far = (await makeCompany(p, { name: 'Far', lat: 65.6835, lng: -18.0878 })).id;
  secret = (await makeCompany(p, { name: 'Secret', lat: 64.1466, lng: -21.9426, visible: false })).id;
  const vat = await p.vat.create({ data: { country_code: 'IS', ratio: '0.24' } });
  for (const [key, company, hidden] of [
    ['cut', shop, false],
    ['color', shop, false],
    ['hidden', shop, true],
    ['farCut', far, false],
  ] as const) {
    et[key] = (
      await p.eventType.create({
        data: { company_id: company, vat_id: vat.id, title: key, duration: 30, hidden },
      })
    ).id;
  }
  const emp = async (key: string, company: string, data: Record<string, unknown>) => {
    e[key] = (await p.employee.create({ data: { company_id: company, name: key, ...data } })).id;
  };
  await emp('Anna', shop, {
    order: 1,
    email: 'anna@example.test',
    marketplace: { enabled: true, prioritized: true },
  });
  await emp('Dóra', shop, {
    order: 2,
    event_type_preferences: [{ event_type: et.color, skip_marketplace: true }],
  });
  await emp('Bjorn', shop, { order: 0, marketplace_enabled: false });
  await emp('Cecilía', shop, { order: 3, deleted_at: new Date() });
  await emp('Ari', far, { order: 1 });
  await emp('Eve', secret, { order: 1 });
});
afterAll(() => t?.close());

describe('GET /companies/{company_id}/employees', () => {
  it('lists bookable employees only, by order', async () => {
    const res = await get(`/companies/${shop}/employees`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Anna', 'Dóra']);
    expect(res.body[0]).toMatchObject({
      id: e.Anna,
      company_id: shop,
      company: shop,
      marketplace: { enabled: true, prioritized: true },
      // Every bookable event type of the company (the hidden one is not bookable).
      event_types: [et.cut, et.color],
    });
    expect(res.body[1].event_types).toEqual([et.cut]);
    // No contact details or internal settings.
    expect(res.body[0].email).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('anna@example.test');
  });

  it('filters to those who perform every given event type; the deprecated parameter is the same', async () => {
    const color = await get(`/companies/${shop}/employees?filter=${q({ event_types: [et.color] })}`);
    expect(names(color.body)).toEqual(['Anna']);
    const legacy = await get(`/companies/${shop}/employees?event_type_ids=${et.color}`);
    expect(legacy.body).toEqual(color.body);
    const both = await get(
      `/companies/${shop}/employees?event_type_ids[]=${et.cut}&event_type_ids[]=${et.color}`,
    );
    expect(names(both.body)).toEqual(['Anna']);
    const cut = await get(`/companies/${shop}/employees?event_type_ids=${et.cut}`);
    expect(names(cut.body)).toEqual(['Anna', 'Dóra']);
  });

  it('an event type the company does not offer on the marketplace is a 404', async () => {
    for (const id of [et.hidden, et.farCut, 'nope']) {
      expect((await get(`/companies/${shop}/employees?event_type_ids=${id}`)).status, id).toBe(404);
    }
  });

  it('sorts, pages, searches and expands', async () => {
    const desc = await get(`/companies/${shop}/employees?sort=${q({ field: 'name', order: 'desc' })}`);
    expect(names(desc.body)).toEqual(['Dóra', 'Anna']);
    const page = await get(`/companies/${shop}/employees?pagination=${q({ limit: 1, offset: 1 })}`);
    expect(names(page.body)).toEqual(['Dóra']);
    const text = await get(`/companies/${shop}/employees?filter=${q({ text: 'DORA' })}`);
    expect(names(text.body)).toEqual(['Dóra']);
    const expanded = await get(`/companies/${shop}/employees?expand=company&select=company`);
    expect(expanded.body[0]).toEqual({
      id: e.Anna,
      company: expect.objectContaining({ id: shop, name: 'Shop' }),
    });
  });

  it('a hidden or unknown company is a 404', async () => {
    expect((await get(`/companies/${secret}/employees`)).status).toBe(404);
    expect((await get('/companies/nope/employees')).status).toBe(404);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      `sort=${q({ field: 'email' })}`,
      `filter=${q({ skills: [] })}`,
      `pagination=${q({ limit: 1000 })}`,
      'expand=user',
      'select=email',
      'search=x',
    ]) {
      expect((await get(`/companies/${shop}/employees?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /companies/{company_id}/employees/{employee_id}', () => {
  it('answers a bookable employee of that company, else 404', async () => {
    const res = await get(`/companies/${shop}/employees/${e.Anna}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: e.Anna, name: 'Anna' });
    for (const [company, employee] of [
      [shop, e.Bjorn],
      [shop, e.Cecilía],
      [secret, e.Eve],
      [far, e.Anna],
      [shop, e.Ari],
    ]) {
      expect((await get(`/companies/${company}/employees/${employee}`)).status).toBe(404);
    }
    expect((await get(`/companies/${shop}/employees/${e.Anna}?expand=nope`)).status).toBe(400);
  });
});

describe('GET /employees', () => {
  it('searches bookable employees across visible companies, accent-insensitively', async () => {
    expect(names((await get('/employees')).body)).toEqual(['Anna', 'Ari', 'Dóra']);
    expect(names((await get('/employees?search=dora')).body)).toEqual(['Dóra']);
    expect(names((await get('/employees?search=cecilia')).body)).toEqual([]);
    expect(names((await get('/employees?search=eve')).body)).toEqual([]);
    expect(names((await get('/employees?search=bjorn')).body)).toEqual([]);
  });

  it('orders by distance from user_location and limits by its radius', async () => {
    // From Akureyri: Ari is at 0 m, Shop's employees ~249 km away.
    const near = await get(`/employees?user_location=${q({ lat: 65.6835, lng: -18.0878 })}`);
    expect(names(near.body)).toEqual(['Ari', 'Anna', 'Dóra']);
    expect(near.body[0].distance).toBeCloseTo(0, 3);
    expect(near.body[1].distance).toBeGreaterThan(240_000);
    const within = await get(
      `/employees?user_location=${q({ lat: 65.6835, lng: -18.0878, radius: 50_000 })}`,
    );
    expect(names(within.body)).toEqual(['Ari']);
    const page = await get(`/employees?pagination=${q({ limit: 2, offset: 1 })}`);
    expect(names(page.body)).toEqual(['Ari', 'Dóra']);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      `user_location=${q({ lat: 1 })}`,
      `user_location=${q({ radius: 5 })}`,
      `user_location=${q({ lat: 1, lng: 2, radius: -5 })}`,
      `pagination=${q({ limit: 0 })}`,
      'sort={}',
    ]) {
      expect((await get(`/employees?${query}`)).status, query).toBe(400);
    }
  });
});
