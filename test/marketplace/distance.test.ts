import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Distance filter and order against an independent haversine, for 300 companies scattered over the
 * globe with extra weight near both poles and the antimeridian (a fixed pseudo-random sequence).
 */
let t: TestApp;
const points: { id: string; lat: number; lng: number }[] = [];
const R = 6_371_008.8;
function dist(aLat: number, aLng: number, bLat: number, bLng: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(bLat - aLat) / 2) ** 2 +
    Math.cos(r(aLat)) * Math.cos(r(bLat)) * Math.sin(r(bLng - aLng) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** mulberry32: a small deterministic PRNG, so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const rand = prng(20261121);
  const data = [];
  for (let i = 0; i < 300; i++) {
    const zone = i % 3;
    // A third anywhere; a third within 3° of a pole; a third within 3° of the antimeridian.
    const lat = zone === 1 ? (rand() < 0.5 ? 87 + rand() * 3 : -87 - rand() * 3) : rand() * 180 - 90;
    const lng = zone === 2 ? (rand() < 0.5 ? 177 + rand() * 3 : -177 - rand() * 3) : rand() * 360 - 180;
    const id = `dist-${String(i).padStart(3, '0')}`;
    points.push({ id, lat, lng });
    data.push({ id, name: id, lat, lng, url_name: id, marketplace_enabled: true, marketplace_visible: true });
  }
  await t.db.prisma.company.createMany({ data });
});
afterAll(() => t?.close());

const CENTRES = [
  { lat: 89, lng: 45, radius: 500_000 },
  { lat: -88.5, lng: -170, radius: 400_000 },
  { lat: 10, lng: 179, radius: 600_000 },
  { lat: -30, lng: -179.5, radius: 800_000 },
  { lat: 0, lng: 0, radius: 3_000_000 },
  { lat: 60, lng: 178, radius: 1_500_000 },
];

describe('distance filter and order', () => {
  for (const c of CENTRES) {
    it(`within ${c.radius} m of ${c.lat},${c.lng}: the same set and order as haversine`, async () => {
      const expected = points
        .map((p) => ({ id: p.id, d: dist(c.lat, c.lng, p.lat, p.lng) }))
        .filter((p) => p.d <= c.radius)
        .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
      // Sanity: every centre has companies around it, so the check means something.
      expect(expected.length).toBeGreaterThan(2);
      const res = await t.http.get(
        `/v1/marketplace/companies?filter=${encodeURIComponent(JSON.stringify({ location: c }))}&pagination=${encodeURIComponent('{"limit":500}')}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.map((x: { id: string }) => x.id)).toEqual(expected.map((p) => p.id));
      res.body.forEach((x: { distance: number }, i: number) => {
        expect(Math.abs(x.distance - expected[i].d)).toBeLessThan(0.01);
      });
    });
  }
});
