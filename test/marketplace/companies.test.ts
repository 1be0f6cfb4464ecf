import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeCompany, makeEnterprise } from './fixtures.ts';

/**
 * Marketplace company, enterprise and map lists. Fixture (all rows written directly):
 *   Alfa   "Hársnyrting Alfa"  Reykjavík 64.1466,-21.9426  E1  Hair   favorites 5   city Reykjavík
 *   Beta   "Beta Nails"        64.0,-22.0                  E1  Nails  favorites 50
 *   Gamma  "Gamma Studio"      Akureyri 65.6835,-18.0878   E2  Hair   favorites 10
 *   Delta  "Delta Spa"         64.1466,-21.9426            E3 (enterprise NOT on the marketplace)
 *   Fiji E "Fiji East"         -17,179.9   ;  Fiji W "Fiji West" -17,-179.9   (antimeridian)
 *   Polar1 89.9,0   ;   Polar2 89.9,180   (either side of the North Pole)
 *   NoPos  "Nowhere"           no coordinates
 *   hidden: "Hidden Visible-off" (visible false, E1, Reykjavík), "Hidden Disabled" (enabled false, E2)
 */
let t: TestApp;
const id: Record<string, string> = {};
let hair: string;
let nails: string;
let e1: string;
let e2: string;
let e3: string;

const R = 6_371_008.8;
/** Independent haversine (metres) for the expected values. */
function dist(aLat: number, aLng: number, bLat: number, bLng: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(bLat - aLat) / 2) ** 2 +
    Math.cos(r(aLat)) * Math.cos(r(bLat)) * Math.sin(r(bLng - aLng) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const REYK = { lat: 64.1466, lng: -21.9426 };
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const get = (url: string) => t.http.get(`/v1/marketplace${url}`);
const ids = (body: { id: string }[]) => body.map((c) => c.id);
const VISIBLE = ['alfa', 'beta', 'gamma', 'delta', 'fijiE', 'fijiW', 'polar1', 'polar2', 'nopos'];

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  e1 = (await makeEnterprise(p, 'Enterprise One', true, 'enterprise-one')).id;
  e2 = (await makeEnterprise(p, 'Enterprise Two', true, 'enterprise-two')).id;
  e3 = (await makeEnterprise(p, 'Enterprise Three', false, 'enterprise-three')).id;
  hair = (await p.companyType.create({ data: { name: 'Hair', readable_id: 'hair' } })).id;
  nails = (await p.companyType.create({ data: { name: 'Nails', readable_id: 'nails' } })).id;
  const make = async (key: string, f: Parameters<typeof makeCompany>[1]) => {
    id[key] = (await makeCompany(p, f)).id;
  };
  await make('alfa', {
    name: 'Hársnyrting Alfa',
    enterprise: e1,
    ...REYK,
    types: [hair],
    favorites: 5,
    city: 'Reykjavík',
    urlName: 'alfa',
  });
  await make('beta', {
    name: 'Beta Nails',
    enterprise: e1,
    lat: 64.0,
    lng: -22.0,
    types: [nails],
    favorites: 50,
  });
  await make('gamma', {
    name: 'Gamma Studio',
    enterprise: e2,
    lat: 65.6835,
    lng: -18.0878,
    types: [hair],
    favorites: 10,
  });
  await make('delta', { name: 'Delta Spa', enterprise: e3, ...REYK, favorites: 1 });
  await make('fijiE', { name: 'Fiji East', lat: -17, lng: 179.9 });
  await make('fijiW', { name: 'Fiji West', lat: -17, lng: -179.9 });
  await make('polar1', { name: 'Polar One', lat: 89.9, lng: 0 });
  await make('polar2', { name: 'Polar Two', lat: 89.9, lng: 180 });
  await make('nopos', { name: 'Nowhere' });
  await make('hidden1', {
    name: 'Hidden Visible-off',
    enterprise: e1,
    ...REYK,
    visible: false,
    types: [hair],
    favorites: 999,
  });
  await make('hidden2', {
    name: 'Hidden Disabled',
    enterprise: e2,
    ...REYK,
    enabled: false,
    types: [hair],
    favorites: 999,
  });
});
afterAll(() => t?.close());

const HIDDEN = () => [id.hidden1, id.hidden2];

describe('GET /companies', () => {
  it('lists only marketplace-visible companies, by name by default', async () => {
    const res = await get('/companies');
    expect(res.status).toBe(200);
    // Names ascending: Beta Nails, Delta Spa, Fiji East, Fiji West, Gamma Studio, Hársnyrting Alfa,
    // Nowhere, Polar One, Polar Two.
    expect(ids(res.body)).toEqual(
      ['beta', 'delta', 'fijiE', 'fijiW', 'gamma', 'alfa', 'nopos', 'polar1', 'polar2'].map((k) => id[k]),
    );
    for (const h of HIDDEN()) expect(ids(res.body)).not.toContain(h);
    const alfa = res.body.find((c: { id: string }) => c.id === id.alfa);
    expect(alfa).toMatchObject({
      name: 'Hársnyrting Alfa',
      url_name: 'alfa',
      enterprise: e1,
      company_types: [hair],
      location: { lat_lng: REYK },
      profile: { favorites: 5 },
    });
    expect(alfa.distance).toBeUndefined();
  });

  it('sorts by distance within the radius and reports great-circle metres', async () => {
    const res = await get(`/companies?filter=${q({ location: { ...REYK, radius: 300_000 } })}`);
    expect(res.status).toBe(200);
    // Alfa and Delta sit on the point (0 m; tie broken by id), Beta ~16.6 km, Gamma ~250 km; the
    // rest are further than 300 km and left out, as is Nowhere (no position).
    const atPoint = [id.alfa, id.delta].sort();
    expect(ids(res.body)).toEqual([...atPoint, id.beta, id.gamma]);
    const beta = res.body[2];
    expect(beta.distance).toBeCloseTo(dist(REYK.lat, REYK.lng, 64.0, -22.0), 0);
    // Akureyri from Reykjavík: about 249 km.
    expect(res.body[3].distance).toBeGreaterThan(240_000);
    expect(res.body[3].distance).toBeLessThan(260_000);
    expect(res.body[3].distance).toBeCloseTo(dist(REYK.lat, REYK.lng, 65.6835, -18.0878), 0);
  });

  it('default radius is 100000 m', async () => {
    const res = await get(`/companies?filter=${q({ location: REYK })}`);
    // Gamma (~249 km) is outside 100 km.
    expect(ids(res.body)).toEqual([...[id.alfa, id.delta].sort(), id.beta]);
  });

  it('finds companies across the antimeridian, nearest first', async () => {
    const res = await get(`/companies?filter=${q({ location: { lat: -17, lng: 179.95, radius: 20_000 } })}`);
    expect(res.status).toBe(200);
    // East: Δλ 0.05° → 0.05·cos(17°)·111.2 km ≈ 5.3 km; West: Δλ 0.15° (across ±180) ≈ 15.9 km.
    expect(ids(res.body)).toEqual([id.fijiE, id.fijiW]);
    expect(res.body[0].distance).toBeCloseTo(dist(-17, 179.95, -17, 179.9), 0);
    expect(res.body[1].distance).toBeCloseTo(dist(-17, 179.95, -17, -179.9), 0);
    expect(res.body[1].distance).toBeGreaterThan(15_000);
    expect(res.body[1].distance).toBeLessThan(17_000);
    // From the west side the order flips.
    const west = await get(
      `/companies?filter=${q({ location: { lat: -17, lng: -179.95, radius: 20_000 } })}`,
    );
    expect(ids(west.body)).toEqual([id.fijiW, id.fijiE]);
  });

  it('finds companies across the pole', async () => {
    // From 89.95°N 0°: Polar One is 0.05° of arc away (≈5.56 km), Polar Two 0.05° + 0.1° across
    // the pole (≈16.68 km). A longitude box would have missed Polar Two at 180°.
    const res = await get(`/companies?filter=${q({ location: { lat: 89.95, lng: 0, radius: 20_000 } })}`);
    expect(ids(res.body)).toEqual([id.polar1, id.polar2]);
    expect(res.body[0].distance).toBeCloseTo((0.05 * Math.PI * R) / 180, 0);
    expect(res.body[1].distance).toBeCloseTo((0.15 * Math.PI * R) / 180, 0);
  });

  it('sorts by name and popularity, both directions', async () => {
    const desc = await get(`/companies?sort=${q({ field: 'name', order: 'desc' })}`);
    expect(ids(desc.body)).toEqual(
      ['polar2', 'polar1', 'nopos', 'alfa', 'gamma', 'fijiW', 'fijiE', 'delta', 'beta'].map((k) => id[k]),
    );
    const popular = await get(`/companies?sort=${q({ field: 'popularity' })}&pagination=${q({ limit: 4 })}`);
    // Most favorites first: Beta 50, Gamma 10, Alfa 5, Delta 1 (hidden ones have 999 but never show).
    expect(ids(popular.body)).toEqual([id.beta, id.gamma, id.alfa, id.delta]);
  });

  it('filters by company type, enterprise, ids and text', async () => {
    const byType = await get(`/companies?filter=${q({ company_types: [hair] })}`);
    expect(ids(byType.body)).toEqual([id.gamma, id.alfa]); // Gamma Studio < Hársnyrting Alfa
    const byEnterprise = await get(`/companies?filter=${q({ enterprises: [e1] })}`);
    expect(ids(byEnterprise.body)).toEqual([id.beta, id.alfa]);
    const both = await get(`/companies?filter=${q({ enterprises: [e1], company_types: [hair] })}`);
    expect(ids(both.body)).toEqual([id.alfa]);
    const byIds = await get(`/companies?filter=${q({ ids: [id.gamma, id.hidden1] })}`);
    expect(ids(byIds.body)).toEqual([id.gamma]);
    const text = await get(`/companies?filter=${q({ text: 'STUDIO' })}`);
    expect(ids(text.body)).toEqual([id.gamma]);
  });

  it('searches case- and accent-insensitively, in the name and the city', async () => {
    for (const term of ['harsnyrting', 'HÁRSNYRTING', 'Hársnyrting alfa', 'reykjavik']) {
      const res = await get(`/companies?search=${encodeURIComponent(term)}`);
      expect(ids(res.body), term).toEqual([id.alfa]);
    }
    // LIKE wildcards are literal; nothing is named with a % in it.
    expect((await get('/companies?search=%25')).body).toEqual([]);
    expect((await get('/companies?search=hidden')).body).toEqual([]);
  });

  it('pages through every visible company exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 20; offset += 2) {
      const res = await get(
        `/companies?pagination=${q({ limit: 2, offset })}&sort=${q({ field: 'popularity' })}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...ids(res.body));
    }
    expect(seen.length).toBe(VISIBLE.length);
    expect(new Set(seen).size).toBe(VISIBLE.length);
    expect([...seen].sort()).toEqual(VISIBLE.map((k) => id[k]).sort());
  });

  it('takes the object parameters in the bracket form too, with the same answers', async () => {
    // What a generic client (openapi-fetch, Stripe style) sends for an object parameter.
    const pairs: [string, string][] = [
      [
        `/companies?filter=${q({ location: { ...REYK, radius: 300_000 } })}`,
        `/companies?filter[location][lat]=${REYK.lat}&filter[location][lng]=${REYK.lng}&filter[location][radius]=300000`,
      ],
      [
        `/companies?sort=${q({ field: 'name', order: 'desc' })}&pagination=${q({ limit: 3, offset: 2 })}`,
        '/companies?sort[field]=name&sort[order]=desc&pagination[limit]=3&pagination[offset]=2',
      ],
      [
        `/companies?filter=${q({ enterprises: [e1], company_types: [hair] })}`,
        `/companies?filter[enterprises][]=${e1}&filter[company_types][0]=${hair}`,
      ],
      [
        `/companies?filter=${q({ ids: [id.gamma, id.beta] })}`,
        `/companies?filter[ids]=${id.gamma}&filter[ids]=${id.beta}`,
      ],
      [`/companies?filter=${q({ ids: [id.gamma] })}`, `/companies?filter[ids]=${id.gamma}`],
    ];
    for (const [json, brackets] of pairs) {
      const a = await get(json);
      const b = await get(brackets);
      expect(a.status, json).toBe(200);
      expect(b.status, brackets).toBe(200);
      expect(a.body.length, json).toBeGreaterThan(0);
      expect(b.body, brackets).toEqual(a.body);
    }
    // Names sorted descending, skipping two: polar2, polar1 | nopos, alfa, gamma.
    expect(ids((await get(pairs[1][1])).body)).toEqual([id.nopos, id.alfa, id.gamma]);
  });

  it('refuses a malformed or mixed bracket form with 400, like a bad JSON form', async () => {
    for (const bad of [
      'pagination[limit]=0', // out of range, as {"limit":0}
      'pagination[limit]=ten',
      'pagination[nope]=1', // unknown field
      `pagination=${q({ limit: 2 })}&pagination[offset]=1`, // two forms at once
      'filter[location]=1&filter[location][lat]=2', // a value and an object
      'filter[ids][7]=x', // an array with gaps
      'filter[__proto__][x]=1',
      'filter[a][b][c][d][e]=1', // deeper than any filter
      'sort[field]=name&sort=x',
      'pagination[]=1',
    ]) {
      const res = await get(`/companies?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.type, bad).toBe('validation_error');
    }
  });

  it('deprecated parameters answer the same as their replacements', async () => {
    const same = async (old: string, replacement: string) => {
      const a = await get(`/companies?${old}`);
      const b = await get(`/companies?${replacement}`);
      expect(a.status, old).toBe(200);
      expect(b.status, replacement).toBe(200);
      expect(a.body, `${old} vs ${replacement}`).toEqual(b.body);
      return a.body;
    };
    expect(
      (
        await same(
          `lat=${REYK.lat}&lng=${REYK.lng}`,
          `filter=${q({ location: REYK })}&sort=${q({ field: 'distance' })}`,
        )
      ).length,
    ).toBe(3);
    await same(
      `lat=${REYK.lat}&lng=${REYK.lng}&radius=300000&sort_by=distance`,
      `filter=${q({ location: { ...REYK, radius: 300_000 } })}&sort=${q({ field: 'distance', order: 'asc' })}`,
    );
    await same('sort_by=popular', `sort=${q({ field: 'popularity', order: 'desc' })}`);
    await same(`company_type_id=${hair}`, `filter=${q({ company_types: [hair] })}`);
    await same(`enterprise_id=${e2}`, `filter=${q({ enterprises: [e2] })}`);
    await same('limit=3&skip=2', `pagination=${q({ limit: 3, offset: 2 })}`);
    await same(
      `lat=${REYK.lat}&lng=${REYK.lng}&radius=300000&company_type_id=${hair}&sort_by=popular&limit=1&skip=1`,
      `filter=${q({ location: { ...REYK, radius: 300_000 }, company_types: [hair] })}&sort=${q({
        field: 'popularity',
      })}&pagination=${q({ limit: 1, offset: 1 })}`,
    );
  });

  it('expands company types and the enterprise', async () => {
    const res = await get(
      `/companies?filter=${q({ ids: [id.alfa] })}&expand=company_types&expand[]=enterprise`,
    );
    expect(res.status).toBe(200);
    expect(res.body[0].company_types).toEqual([expect.objectContaining({ id: hair, name: 'Hair' })]);
    expect(res.body[0].enterprise).toMatchObject({ id: e1, url_name: 'enterprise-one' });
    expect(res.body[0].enterprise.connections.vouchers).toEqual({ enabled: true }); // no settlement account
  });

  it('select keeps only the named fields plus id', async () => {
    const res = await get(`/companies?filter=${q({ location: REYK })}&select=name&select=distance`);
    expect(Object.keys(res.body[0]).sort()).toEqual(['distance', 'id', 'name']);
  });

  it('refuses malformed and out-of-range parameters with 400', async () => {
    const bad = [
      `lat=64`,
      `lng=-21`,
      `radius=5000`,
      `lat=91&lng=0`,
      `lat=64&lng=-21&radius=-1`,
      `sort_by=closest`,
      `limit=0`,
      `limit=501`,
      `skip=-1`,
      `sort=${q({ field: 'distance' })}`,
      `sort=${q({ field: 'bogus' })}`,
      `sort=${q({ field: 'name', order: 'up' })}`,
      `filter=${q({ colour: 'red' })}`,
      `filter=${q({ location: { lat: 64 } })}`,
      `filter=${q({ location: { lat: 64, lng: -21, radius: 0 } })}`,
      `filter=${q({ company_types: [{}] })}`,
      `pagination=${q({ limit: 501 })}`,
      `pagination=${q({ offset: -1 })}`,
      'filter={not json',
      'select=secret',
      'expand=owner',
      'unknown=1',
    ];
    for (const query of bad) {
      const res = await get(`/companies?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.type, query).toBe('validation_error');
    }
  });
});

describe('GET /companies/{url_name}', () => {
  it('answers visible companies and 404 for hidden ones', async () => {
    expect((await get('/companies/alfa')).body.id).toBe(id.alfa);
    for (const h of HIDDEN()) expect((await get(`/companies/${h}`)).status).toBe(404);
  });
});

describe('GET /enterprises', () => {
  it('groups the page of companies by enterprise; hidden companies and enterprises stay out', async () => {
    const res = await get('/enterprises');
    expect(res.status).toBe(200);
    // Companies by name: Beta (E1), Gamma (E2), Alfa (E1); Delta's E3 is not on the marketplace and
    // companies without an enterprise are not listed.
    expect(ids(res.body)).toEqual([e1, e2]);
    expect(ids(res.body[0].companies)).toEqual([id.beta, id.alfa]);
    expect(ids(res.body[1].companies)).toEqual([id.gamma]);
    expect(res.body[0]).toMatchObject({
      url_name: 'enterprise-one',
      connections: { available_on_marketplace: true },
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('applies the company filters and sort; deprecated parameters mean the same', async () => {
    const popular = await get(`/enterprises?sort=${q({ field: 'popularity' })}`);
    // Beta 50 (E1), Gamma 10 (E2), Alfa 5 (E1): E1 first with [Beta, Alfa].
    expect(ids(popular.body)).toEqual([e1, e2]);
    expect(ids(popular.body[0].companies)).toEqual([id.beta, id.alfa]);
    const pairs: [string, string][] = [
      [`enterprise_ids=${e2}`, `filter=${q({ enterprises: [e2] })}`],
      [`company_type_id=${hair}`, `filter=${q({ company_types: [hair] })}`],
      ['limit_companies=1&skip_companies=1', `pagination=${q({ limit: 1, offset: 1 })}`],
      ['sort_by=popular', `sort=${q({ field: 'popularity' })}`],
      [
        `lat=${REYK.lat}&lng=${REYK.lng}&radius=300000&sort_by=distance`,
        `filter=${q({ location: { ...REYK, radius: 300_000 } })}&sort=${q({ field: 'distance' })}`,
      ],
    ];
    for (const [old, replacement] of pairs) {
      const a = await get(`/enterprises?${old}`);
      const b = await get(`/enterprises?${replacement}`);
      expect(a.status, old).toBe(200);
      expect(a.body, old).toEqual(b.body);
    }
    const hairOnly = await get(`/enterprises?company_type_id=${hair}`);
    expect(hairOnly.body.map((e: { companies: { id: string }[] }) => ids(e.companies))).toEqual([
      [id.gamma],
      [id.alfa],
    ]);
  });

  it('paging counts companies: every visible company appears exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 6; offset++) {
      const res = await get(`/enterprises?pagination=${q({ limit: 1, offset })}`);
      for (const e of res.body) seen.push(...ids(e.companies));
    }
    expect(seen).toEqual([id.beta, id.gamma, id.alfa]);
  });

  it('works with a customer token and refuses a bad one', async () => {
    const signUp = await signUpCustomer(t.app, t.db.sql, {
      email: 'browse@example.test',
      password: 'correct horse battery',
    });
    const res = await get('/enterprises').set({ Authorization: `Bearer ${signUp.body.token}` });
    expect(res.status).toBe(200);
    expect((await get('/enterprises').set({ Authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      'limit_companies=0',
      'skip_companies=-2',
      `enterprise_ids=${'x'.repeat(70)}`,
      'lat=1',
      'select=nope',
    ]) {
      expect((await get(`/enterprises?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /enterprises/{url_name}', () => {
  it('answers a marketplace enterprise with its visible companies', async () => {
    const res = await get('/enterprises/enterprise-one');
    expect(res.status).toBe(200);
    // Hidden Visible-off belongs to E1 but is not listed.
    expect([...res.body.companies].sort()).toEqual([id.alfa, id.beta].sort());
    const expanded = await get(`/enterprises/${e1}?expand=companies`);
    expect(expanded.body.companies.map((c: { id: string }) => c.id).sort()).toEqual(
      [id.alfa, id.beta].sort(),
    );
    expect(expanded.body.companies[0].name).toBeTypeOf('string');
  });

  it('is a 404 for an enterprise not on the marketplace or unknown', async () => {
    expect((await get('/enterprises/enterprise-three')).status).toBe(404);
    expect((await get(`/enterprises/${e3}`)).status).toBe(404);
    expect((await get('/enterprises/nope')).status).toBe(404);
    expect((await get('/enterprises/enterprise-one?expand=owner')).status).toBe(400);
  });
});

describe('GET /map/companies', () => {
  it('answers compact records of visible companies with a position, most popular first', async () => {
    const res = await get('/map/companies');
    expect(res.status).toBe(200);
    // Nowhere has no position; hidden ones never show. Popularity: Beta 50, Gamma 10, Alfa 5,
    // Delta 1, then the zeros by id.
    const zeros = [id.fijiE, id.fijiW, id.polar1, id.polar2].sort();
    expect(ids(res.body)).toEqual([id.beta, id.gamma, id.alfa, id.delta, ...zeros]);
    expect(res.body[2]).toEqual({
      id: id.alfa,
      name: 'Hársnyrting Alfa',
      url_name: 'alfa',
      enterprise: e1,
      lat_lng: REYK,
      company_types: [hair],
      favorites: 5,
    });
  });

  it('filters like the list, plus a viewport across the antimeridian', async () => {
    const viewport = await get(
      `/map/companies?filter=${q({ bounds: { north: -16, south: -18, west: 179, east: -179 } })}`,
    );
    expect(ids(viewport.body).sort()).toEqual([id.fijiE, id.fijiW].sort());
    const near = await get(`/map/companies?filter=${q({ location: REYK, company_types: [nails] })}`);
    expect(ids(near.body)).toEqual([id.beta]);
    expect(near.body[0].distance).toBeCloseTo(dist(REYK.lat, REYK.lng, 64.0, -22.0), 0);
    const search = await get('/map/companies?search=ALFA');
    expect(ids(search.body)).toEqual([id.alfa]);
  });

  it('refuses bad filters with 400', async () => {
    for (const f of [
      { bounds: { north: 1 } },
      { bounds: { north: -18, south: -16, west: 0, east: 1 } },
      { zoom: 3 },
    ]) {
      expect((await get(`/map/companies?filter=${q(f)}`)).status, JSON.stringify(f)).toBe(400);
    }
    expect((await get('/map/companies?pagination={}')).status).toBe(400);
  });
});
