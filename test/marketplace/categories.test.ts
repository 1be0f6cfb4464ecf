import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeCompany } from './fixtures.ts';

/**
 * Global category lists. Company types: Hair (every country, order 1), Sauna (IS only, order 2),
 * Barber (GB only, order 3). A visible company in Reykjavík (country IS) and one in London (GB)
 * tell which country a point is in; a hidden company in Oslo (NO) must not.
 */
let t: TestApp;
const ct: Record<string, string> = {};
const st: Record<string, string> = {};
const cu: Record<string, string> = {};
const get = (url: string) => t.http.get(`/v1/marketplace${url}`);
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const names = (body: { name: string }[]) => body.map((c) => c.name);

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  ct.hair = (
    await p.companyType.create({ data: { name: 'Hair', order: 1, name_translations: { is: 'Hár' } } })
  ).id;
  ct.sauna = (await p.companyType.create({ data: { name: 'Sauna', order: 2, country_code: 'IS' } })).id;
  ct.barber = (await p.companyType.create({ data: { name: 'Barber', order: 3, country_code: 'GB' } })).id;
  st.cut = (await p.serviceType.create({ data: { name: 'Haircut', order: 1 } })).id;
  st.pool = (
    await p.serviceType.create({ data: { name: 'Geothermal pool', order: 2, country_code: 'IS' } })
  ).id;
  for (const [key, name, order] of [
    ['thai', 'Thai', 2],
    ['icelandic', 'Icelandic', 1],
    ['italian', 'Italian', 3],
  ] as const) {
    cu[key] = (
      await p.cuisine.create({
        data: { name, order, readable_id: key, metadata: { emoji: key === 'thai' ? '🍜' : '' } },
      })
    ).id;
  }
  await p.dietary.create({ data: { name: 'Vegan', readable_id: 'vegan' } });
  await p.ambience.create({ data: { name: 'Cozy', readable_id: 'cozy' } });
  await makeCompany(p, { name: 'Reykjavík salon', lat: 64.1466, lng: -21.9426, countryCode: 'IS' });
  await makeCompany(p, { name: 'London barber', lat: 51.5072, lng: -0.1276, countryCode: 'GB' });
  await makeCompany(p, {
    name: 'Oslo hidden',
    lat: 59.9139,
    lng: 10.7522,
    countryCode: 'NO',
    visible: false,
  });
});
afterAll(() => t?.close());

describe('company types', () => {
  it('lists every type by order without a location', async () => {
    const res = await get('/company_types');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Hair', 'Sauna', 'Barber']);
    expect(res.body[0]).toMatchObject({ id: ct.hair, name_translations: { is: 'Hár' }, country_code: null });
  });

  it('with lat/lng answers the types of the country there plus the global ones', async () => {
    // Hafnarfjörður is ~10 km from the Reykjavík company (IS).
    expect(names((await get('/company_types?lat=64.07&lng=-21.95')).body)).toEqual(['Hair', 'Sauna']);
    // Near London (GB).
    expect(names((await get('/company_types?lat=51.45&lng=-0.2')).body)).toEqual(['Hair', 'Barber']);
    // Oslo: only a hidden company there, so no country is known: the global types only.
    expect(names((await get('/company_types?lat=59.91&lng=10.75')).body)).toEqual(['Hair']);
  });

  it('sorts, pages and selects', async () => {
    const res = await get(
      `/company_types?sort=${q({ field: 'name', order: 'desc' })}&pagination=${q({ limit: 2 })}`,
    );
    expect(names(res.body)).toEqual(['Sauna', 'Hair']);
    const second = await get(`/company_types?pagination=${q({ limit: 2, offset: 2 })}`);
    expect(names(second.body)).toEqual(['Barber']);
    const sel = await get('/company_types?select=name');
    expect(Object.keys(sel.body[0]).sort()).toEqual(['id', 'name']);
  });

  it('one by id; unknown ids are 404', async () => {
    expect((await get(`/company_types/${ct.sauna}`)).body).toMatchObject({
      id: ct.sauna,
      country_code: 'IS',
    });
    const missing = await get('/company_types/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.type).toBe('not_found_error');
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      'lat=64',
      'lng=-21',
      'lat=100&lng=0',
      'lat=x&lng=0',
      `sort=${q({ field: 'country' })}`,
      `pagination=${q({ limit: 0 })}`,
      'user_location={}',
      'select=nope',
    ]) {
      expect((await get(`/company_types?${query}`)).status, query).toBe(400);
    }
  });
});

describe('service types', () => {
  it('narrows to the country of user_location (given or found from lat/lng)', async () => {
    expect(names((await get('/service_types')).body)).toEqual(['Haircut', 'Geothermal pool']);
    expect(names((await get(`/service_types?user_location=${q({ country_code: 'gb' })}`)).body)).toEqual([
      'Haircut',
    ]);
    expect(names((await get(`/service_types?user_location=${q({ lat: 64.1, lng: -21.9 })}`)).body)).toEqual([
      'Haircut',
      'Geothermal pool',
    ]);
    expect((await get(`/service_types/${st.pool}`)).body.name).toBe('Geothermal pool');
    expect((await get('/service_types/nope')).status).toBe(404);
  });

  it('refuses bad user_location with 400', async () => {
    for (const loc of [{ lat: 1 }, { lat: 1, lng: 2, zoom: 3 }, { country_code: 'ISL' }]) {
      expect((await get(`/service_types?user_location=${q(loc)}`)).status, JSON.stringify(loc)).toBe(400);
    }
    expect((await get('/service_types?user_location=nope')).status).toBe(400);
  });
});

describe('cuisines, dietaries, ambiences', () => {
  it('lists by order with their metadata; by id and by readable id', async () => {
    const res = await get('/cuisines');
    expect(names(res.body)).toEqual(['Icelandic', 'Thai', 'Italian']);
    expect(res.body[1]).toMatchObject({ readable_id: 'thai', metadata: { emoji: '🍜' } });
    expect(res.body[1].country_code).toBeUndefined();
    // user_location is accepted; these lists are the same everywhere.
    expect(names((await get(`/cuisines?user_location=${q({ lat: 51.5, lng: 0 })}`)).body)).toEqual(
      names(res.body),
    );
    expect((await get(`/cuisines/${cu.thai}`)).body.name).toBe('Thai');
    expect((await get('/cuisines/readable/italian')).body.id).toBe(cu.italian);
    expect((await get('/cuisines/readable/french')).status).toBe(404);
    expect((await get('/cuisines/nope')).status).toBe(404);
    expect(names((await get('/dietaries')).body)).toEqual(['Vegan']);
    expect((await get('/dietaries/readable/vegan')).body.name).toBe('Vegan');
    expect((await get('/dietaries/readable/cozy')).status).toBe(404);
    expect(names((await get('/ambiences')).body)).toEqual(['Cozy']);
    expect((await get('/ambiences/readable/cozy')).body.name).toBe('Cozy');
    const sorted = await get(
      `/cuisines?sort=${q({ field: 'name' })}&pagination=${q({ limit: 2, offset: 1 })}`,
    );
    expect(names(sorted.body)).toEqual(['Italian', 'Thai']);
    expect((await get('/cuisines?expand=anything')).status).toBe(400);
  });
});
