import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo data', () => {
  it('loads into an empty database once and gives the owner a working token', async () => {
    const seeded = await loadDemoDataIfEmpty(t.db.prisma);
    expect(seeded).not.toBeNull();
    expect(await loadDemoDataIfEmpty(t.db.prisma)).toBeNull();

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
    expect(await t.db.prisma.employee.count({ where: { company_id: DEMO.salon } })).toBe(3);

    // One VAT row per rate: Iceland's three (24%, 11%, 0%), as the migration writes them, not a
    // second copy of the same rates from the demo data.
    const vats = await t.http.get(`/v1/hq/companies/${DEMO.salon}/vats`).set(auth);
    expect(vats.body.map((v: { ratio: number }) => v.ratio)).toEqual([0.24, 0.11, 0]);
    expect(vats.body.filter((v: { default: boolean }) => v.default)).toHaveLength(1);
  });
});
