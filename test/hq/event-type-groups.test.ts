import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
const et: string[] = [];
let bEventType: string;
let top: any;
let child: any;

async function eventType(tenant: Tenant, title: string): Promise<string> {
  const vats = await t.http.get(`/v1/hq/companies/${tenant.companyId}/vats`).set(tenant.auth);
  const res = await t.http
    .post('/v1/hq/event_types')
    .set(tenant.auth)
    .send({ company: tenant.companyId, vat: vats.body[0].id, title, duration: 30 });
  expect(res.status).toBe(200);
  return res.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  b = await createTenant(t.db.prisma, { name: 'Beta' });
  for (const title of ['Cut', 'Colour', 'Beard']) et.push(await eventType(a, title));
  bEventType = await eventType(b, 'Other');
});
afterAll(() => t?.close());

describe('event type groups', () => {
  it('creates a group; event_types become ordered_event_types', async () => {
    const res = await t.http
      .post('/v1/hq/event_type_groups')
      .set(a.auth)
      .send({
        company: a.companyId,
        title: 'Hair',
        title_translations: { is: 'Hár' },
        description: 'All hair services',
        images: [{ image: 'https://i/h.png' }],
        order: 1,
        event_types: [et[1], et[0]],
        is_default_group: true,
      });
    expect(res.status).toBe(200);
    top = res.body;
    expect(top).toMatchObject({
      company: a.companyId,
      title: 'Hair',
      order: 1,
      is_default_group: true,
      parent_event_type_group: null,
      ordered_event_types: [
        { order: 0, event_type: et[1] },
        { order: 1, event_type: et[0] },
      ],
    });
  });

  it('nests a group and lets an event type be in several groups', async () => {
    const res = await t.http
      .post('/v1/hq/event_type_groups')
      .set(a.auth)
      .send({
        company: a.companyId,
        title: 'Men',
        parent_event_type_group: top.id,
        event_types: [et[0], et[2]],
        is_default_group: true,
      });
    expect(res.status).toBe(200);
    child = res.body;
    expect(child.parent_event_type_group).toBe(top.id);
    // et[0] is in both groups.
    expect(child.ordered_event_types.map((i: any) => i.event_type)).toEqual([et[0], et[2]]);
    // Only one default group per company: the new one took it over.
    const first = await t.http.get(`/v1/hq/event_type_groups/${top.id}`).set(a.auth);
    expect(first.body.is_default_group).toBe(false);
    expect(first.body.ordered_event_types).toHaveLength(2);
  });

  it('refuses cycles', async () => {
    let res = await t.http
      .post(`/v1/hq/event_type_groups/${top.id}`)
      .set(a.auth)
      .send({ parent_event_type_group: child.id });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
    res = await t.http
      .post(`/v1/hq/event_type_groups/${top.id}`)
      .set(a.auth)
      .send({ parent_event_type_group: top.id });
    expect(res.status).toBe(400);
    // a third level under child, then top under it: top → child → grandchild → top is a cycle
    const grand = await t.http
      .post('/v1/hq/event_type_groups')
      .set(a.auth)
      .send({ company: a.companyId, title: 'Beards', parent_event_type_group: child.id });
    res = await t.http
      .post(`/v1/hq/event_type_groups/${top.id}`)
      .set(a.auth)
      .send({ parent_event_type_group: grand.body.id });
    expect(res.status).toBe(400);
    // moving the grandchild to the top level is fine
    res = await t.http
      .post(`/v1/hq/event_type_groups/${grand.body.id}`)
      .set(a.auth)
      .send({ parent_event_type_group: null });
    expect(res.status).toBe(200);
    expect(res.body.parent_event_type_group).toBeNull();
    await t.http.delete(`/v1/hq/event_type_groups/${grand.body.id}`).set(a.auth);
  });

  it('updates: reorders, unsets the image, expands', async () => {
    let res = await t.http
      .post(`/v1/hq/event_type_groups/${top.id}`)
      .set(a.auth)
      .send({ event_types: [et[2], et[1], et[0]], title: 'Hair & beard' });
    expect(res.status).toBe(200);
    expect(res.body.ordered_event_types).toEqual([
      { order: 0, event_type: et[2] },
      { order: 1, event_type: et[1] },
      { order: 2, event_type: et[0] },
    ]);
    res = await t.http.post(`/v1/hq/event_type_groups/${top.id}`).query('unset[]=image').set(a.auth).send({});
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([]);
    expect(res.body.title).toBe('Hair & beard');
    res = await t.http
      .get(`/v1/hq/event_type_groups/${child.id}`)
      .query('expand=parent_event_type_group&expand=ordered_event_types&expand=company')
      .set(a.auth);
    expect(res.body.parent_event_type_group).toMatchObject({ id: top.id, title: 'Hair & beard' });
    expect(res.body.ordered_event_types[0].event_type).toMatchObject({ id: et[0], title: 'Cut' });
    expect(res.body.company).toMatchObject({ id: a.companyId });
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { title: 'no company' },
      { company: a.companyId, order: 'first' },
      { company: a.companyId, event_types: { first: 'x' } },
      { company: a.companyId, event_types: [et[0], et[0]] },
      { company: a.companyId, is_default_group: 'yes' },
      { company: a.companyId, ordered_event_types: [] },
      { company: a.companyId, images: [{ url: 'x' }] },
    ]) {
      const res = await t.http.post('/v1/hq/event_type_groups').set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    const url = `/v1/hq/event_type_groups/${top.id}`;
    expect((await t.http.post(url).query('unset=title').set(a.auth).send({})).status).toBe(400);
    expect((await t.http.post(url).query('unset=image').set(a.auth).send({ images: [] })).status).toBe(400);
    expect((await t.http.post(url).set(a.auth).send({ company: b.companyId })).status).toBe(400);
  });

  it('lists with sort and pagination', async () => {
    let res = await t.http.get(`/v1/hq/companies/${a.companyId}/event_type_groups`).set(a.auth);
    expect(res.status).toBe(200);
    // order: Men (0), Hair & beard (1)
    expect(res.body.map((g: any) => g.title)).toEqual(['Men', 'Hair & beard']);
    res = await t.http
      .get(`/v1/hq/companies/${a.companyId}/event_type_groups`)
      .query({
        sort: JSON.stringify({ field: 'title' }),
        pagination: JSON.stringify({ limit: 1, offset: 1 }),
      })
      .set(a.auth);
    // by title: "Hair & beard", "Men"; offset 1 → "Men"
    expect(res.body.map((g: any) => g.title)).toEqual(['Men']);
    expect(
      (
        await t.http
          .get(`/v1/hq/companies/${a.companyId}/event_type_groups`)
          .query({ sort: '{"field":"x"}' })
          .set(a.auth)
      ).status,
    ).toBe(400);
  });

  it("answers 404 to another tenant's token and for their IDs", async () => {
    for (const res of [
      await t.http.get(`/v1/hq/event_type_groups/${top.id}`).set(b.auth),
      await t.http.post(`/v1/hq/event_type_groups/${top.id}`).set(b.auth).send({ title: 'x' }),
      await t.http.delete(`/v1/hq/event_type_groups/${top.id}`).set(b.auth),
      await t.http.get(`/v1/hq/companies/${a.companyId}/event_type_groups`).set(b.auth),
      await t.http.post('/v1/hq/event_type_groups').set(b.auth).send({ company: a.companyId }),
      // b's event type or group inside a's group
      await t.http
        .post(`/v1/hq/event_type_groups/${top.id}`)
        .set(a.auth)
        .send({ event_types: [bEventType] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    const bGroup = await t.http
      .post('/v1/hq/event_type_groups')
      .set(b.auth)
      .send({ company: b.companyId, title: 'B' });
    const res = await t.http
      .post(`/v1/hq/event_type_groups/${top.id}`)
      .set(a.auth)
      .send({ parent_event_type_group: bGroup.body.id });
    expect(res.status).toBe(404);
  });

  it('drops deleted event types from groups; deleting a group lifts its children', async () => {
    await t.http.delete(`/v1/hq/event_types/${et[2]}`).set(a.auth);
    let res = await t.http.get(`/v1/hq/event_type_groups/${top.id}`).set(a.auth);
    expect(res.body.ordered_event_types.map((i: any) => i.event_type)).toEqual([et[1], et[0]]);
    res = await t.http.delete(`/v1/hq/event_type_groups/${top.id}`).set(a.auth);
    expect(res.status).toBe(204);
    expect((await t.http.get(`/v1/hq/event_type_groups/${top.id}`).set(a.auth)).status).toBe(404);
    res = await t.http.get(`/v1/hq/event_type_groups/${child.id}`).set(a.auth);
    expect(res.body.parent_event_type_group).toBeNull();
    // The event types themselves stay.
    expect((await t.http.get(`/v1/hq/event_types/${et[1]}`).set(a.auth)).status).toBe(200);
  });
});
