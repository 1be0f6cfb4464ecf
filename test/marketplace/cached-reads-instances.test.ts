// Two instances on one PostgreSQL schema (docs/design-choices.md, "Per-process caches"): the HQ caller, the HQ resource
// list, the marketplace company by slug, the company list and the service menu are kept by each
// instance and reused without a query of the data (one shared round trip on the listening
// connection per cached read), yet never after a write by the other instance, or by plain SQL,
// committed before the request: the write's NOTIFY has been heard by then (cache/table-changes.ts).
// On a distributed database (the suite run on a Citus coordinator) changes are tracked by
// versions: a reuse costs one read of the version rows per cached read instead, and the HQ caller,
// which depends on every company's employee rows, is loaded on each request.

import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeTrackingMode, changeTrackingMode } from '../../src/db/change-tracking.ts';
import { AuthService } from '../../src/domain/auth/auth-service.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { statements } from '../helpers/pg-statements.ts';
import { type Instance, secondInstance } from '../helpers/second-instance.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;

let a: TestApp;
let b: Instance;
let shop: Shop;
let slug: string;
let mode: ChangeTrackingMode;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp();
  mode = await changeTrackingMode(a.db.sql);
  b = await secondInstance(a);
  shop = await createShop(a.db.prisma, { employees: 1 });
  slug = `cached-${shop.companyId.slice(0, 8).toLowerCase()}`;
  await sql('UPDATE companies SET url_name = $1 WHERE id = $2', [slug, shop.companyId]);
  await createEventType(a.db.prisma, shop, { title: 'Cut' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A write by plain SQL (A's pool: A's caches learn of it only through its NOTIFY). */
const sql = (text: string, params: unknown[]) => a.db.sql.query(text, params);

const get = async (http: ReturnType<typeof supertest>, url: string, headers: Record<string, string> = {}) => {
  const res = await http.get(url).set(headers);
  return { status: res.status, body: res.body, text: res.text };
};

/**
 * Asked twice of A: the second answer is the kept one, byte for byte the first, and costs only
 * `syncs` round trips of `SELECT 1` (one per cached read of the request); in the versions mode,
 * one read of the version rows per cached read, the HQ caller's load in place of its own.
 * Answers its body.
 */
async function kept(url: string, syncs: number, headers: Record<string, string> = {}) {
  const fresh = await get(a.http, url, headers);
  expect(fresh.status, fresh.text).toBe(200);
  let reused: Awaited<ReturnType<typeof get>> | undefined;
  const sent = await statements(async () => {
    reused = await get(a.http, url, headers);
  });
  if (mode === 'notify') expect(sent).toEqual(Array.from({ length: syncs }, () => 'SELECT 1'));
  else {
    const hq = url.startsWith('/v1/hq') ? 1 : 0;
    expect(sent).toHaveLength(syncs);
    expect(sent.filter((text) => text.includes('sum(version)'))).toHaveLength(syncs - hq);
  }
  expect(reused!.text).toBe(fresh.text);
  // B, which has kept nothing of it yet, reads the same from the database.
  expect((await get(b.http, url, headers)).text).toBe(fresh.text);
  return fresh.body;
}

describe.skipIf(!onPostgres)('reads kept by one instance, written through another', () => {
  it('the HQ resource list: a resource created through B is listed by A at once', async () => {
    const url = `/v1/hq/companies/${shop.companyId}/resources`;
    // Two cached reads: the caller behind the token, then the list.
    expect(await kept(url, 2, shop.auth)).toEqual([]);
    const created = await b.http
      .post('/v1/hq/resources')
      .set(shop.auth)
      .send({ company: shop.companyId, type: 'space', name: 'Room 1' });
    expect(created.status).toBe(200);
    // No wait: the write committed before this request, so A has heard of it.
    const names = (body: { name: string }[]) => body.map((r) => r.name);
    expect(names((await get(a.http, url, shop.auth)).body)).toEqual(['Room 1']);
    await sql('UPDATE resources SET name = $1 WHERE id = $2', ['Room 2', created.body.id]);
    expect(names((await get(a.http, url, shop.auth)).body)).toEqual(['Room 2']);
    expect(names(await kept(url, 2, shop.auth))).toEqual(['Room 2']);
  });

  it('a token revoked through B is refused by A at the very next request', async () => {
    const auth = new AuthService(a.db.prisma);
    const token = await auth.issueToken(shop.userId, 'revoked soon');
    const headers = { authorization: `Bearer ${token}` };
    const url = `/v1/hq/companies/${shop.companyId}/resources`;
    await kept(url, 2, headers);
    const [listed] = (await get(a.http, '/v1/hq/api_tokens', headers)).body.filter(
      (t: { name: string }) => t.name === 'revoked soon',
    );
    expect((await b.http.delete(`/v1/hq/api_tokens/${listed.id}`).set(shop.auth)).status).toBe(204);
    expect((await get(a.http, url, headers)).status).toBe(401);
    // A user who loses the company loses it at once too (their token's reach is kept with it).
    await kept(url, 2, shop.auth);
    await sql('UPDATE employees SET deleted_at = now() WHERE user_id = $1', [shop.userId]);
    expect((await get(a.http, url, shop.auth)).status).toBe(404);
    await sql('UPDATE employees SET deleted_at = NULL WHERE user_id = $1', [shop.userId]);
    expect((await get(a.http, url, shop.auth)).status).toBe(200);
  });

  it('a kept token is refused once it expires, with nothing written', async () => {
    const auth = new AuthService(a.db.prisma);
    const token = await auth.issueToken(shop.userId, {
      name: 'short-lived',
      expiresAt: new Date(Date.now() + 1500),
    });
    const headers = { authorization: `Bearer ${token}` };
    const url = `/v1/hq/companies/${shop.companyId}/resources`;
    await kept(url, 2, headers);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await get(a.http, url, headers)).status).toBe(401);
  });

  it('the marketplace company by slug and by id: a rename and a new slug are seen at once', async () => {
    const url = `/v1/marketplace/companies/${slug}`;
    const byId = `/v1/marketplace/companies/${shop.companyId}`;
    expect((await kept(url, 1)).id).toBe(shop.companyId);
    await kept(byId, 1);
    await sql('UPDATE companies SET name = $1 WHERE id = $2', ['Renamed salon', shop.companyId]);
    expect((await get(a.http, url)).body.name).toBe('Renamed salon');
    expect((await get(a.http, byId)).body.name).toBe('Renamed salon');
    await sql('UPDATE companies SET url_name = $1 WHERE id = $2', [`${slug}-2`, shop.companyId]);
    expect((await get(a.http, url)).status).toBe(404);
    expect((await get(a.http, `${url}-2`)).body.id).toBe(shop.companyId);
    await sql('UPDATE companies SET url_name = $1 WHERE id = $2', [slug, shop.companyId]);
    expect((await get(a.http, url)).status).toBe(200);
  });

  it('the marketplace company list: a company becoming visible is listed at once', async () => {
    const url = `/v1/marketplace/companies?pagination=${encodeURIComponent('{"limit":20}')}`;
    const ids = (body: { id: string }[]) => body.map((c) => c.id);
    expect(ids(await kept(url, 1))).toContain(shop.companyId);
    const other = await createShop(a.db.prisma);
    await sql('UPDATE companies SET marketplace_visible = false WHERE id = $1', [other.companyId]);
    expect(ids((await get(a.http, url)).body)).not.toContain(other.companyId);
    await kept(url, 1);
    await sql('UPDATE companies SET marketplace_visible = true WHERE id = $1', [other.companyId]);
    expect(ids((await get(a.http, url)).body)).toContain(other.companyId);
  });

  it('the service menu: an event type added, renamed or hidden is seen at once', async () => {
    const url = `/v1/marketplace/companies/${slug}/event_types`;
    const titles = (body: { title: string }[]) => body.map((e) => e.title);
    expect(titles(await kept(url, 1))).toEqual(['Cut']);
    const color = await createEventType(a.db.prisma, shop, { title: 'Colour' });
    expect(titles((await get(a.http, url)).body)).toEqual(['Cut', 'Colour']);
    await kept(url, 1);
    await sql('UPDATE event_types SET title = $1 WHERE id = $2', ['Color', color]);
    expect(titles((await get(a.http, url)).body)).toEqual(['Cut', 'Color']);
    await sql('UPDATE event_types SET hidden = true WHERE id = $1', [color]);
    expect(titles((await get(a.http, url)).body)).toEqual(['Cut']);
  });

  it('the service menu groups: a group created through B, and its items, are seen at once', async () => {
    const url = `/v1/marketplace/companies/${slug}/event_type_groups?expand=event_types`;
    expect(await kept(url, 1)).toEqual([]);
    const [cut] = (await get(a.http, `/v1/marketplace/companies/${slug}/event_types`)).body;
    const group = await b.http
      .post('/v1/hq/event_type_groups')
      .set(shop.auth)
      .send({ company: shop.companyId, title: 'Hair', event_types: [cut.id] });
    expect(group.status).toBe(200);
    const shown = (await get(a.http, url)).body;
    expect(shown.map((g: { title: string }) => g.title)).toEqual(['Hair']);
    expect(shown[0].ordered_event_types.map((i: { event_type: { id: string } }) => i.event_type.id)).toEqual([
      cut.id,
    ]);
    await kept(url, 1);
    await sql('DELETE FROM event_type_group_items WHERE event_type_group_id = $1', [group.body.id]);
    expect((await get(a.http, url)).body[0].ordered_event_types).toEqual([]);
  });
});
