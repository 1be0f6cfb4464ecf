import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let vat: string; // Iceland's standard rate: the tenant's time zone is Atlantic/Reykjavik
let created: any;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  b = await createTenant(t.db.prisma, { name: 'Beta' });
  const vats = await t.http.get(`/v1/hq/companies/${a.companyId}/vats`).set(a.auth);
  vat = vats.body.find((v: any) => v.default).id;
  // The company prices in ISK.
  await t.http
    .post(`/v1/hq/companies/${a.companyId}`)
    .set(a.auth)
    .send({ currency: { code: 'ISK' } });
});
afterAll(() => t?.close());

const base = () => ({ company: a.companyId, vat, title: 'Haircut', duration: 30 });

describe('event types', () => {
  it('without vat takes the company default VAT, and follows pos.default_vat when the company names one', async () => {
    const c = await createTenant(t.db.prisma, { name: 'Gamma' });
    const noVat = { company: c.companyId, title: 'Haircut', duration: 30 };
    const res = await t.http.post('/v1/hq/event_types').set(c.auth).send(noVat);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The default of GET /companies/{id}/vats: Iceland's standard rate (24%), as for Alpha.
    expect(res.body.vat).toBe(vat);
    const vats = await t.http.get(`/v1/hq/companies/${c.companyId}/vats`).set(c.auth);
    const reduced = vats.body.find((v: { ratio: number }) => v.ratio === 0.11).id;
    const pos = await t.http
      .post(`/v1/hq/companies/${c.companyId}`)
      .set(c.auth)
      .send({ pos: { default_vat: reduced } });
    expect(pos.status).toBe(200);
    const chosen = await t.http.post('/v1/hq/event_types').set(c.auth).send(noVat);
    expect(chosen.status).toBe(200);
    expect(chosen.body.vat).toBe(reduced);
  });

  it('creates one with variations, questions and payments; computes price', async () => {
    const res = await t.http
      .post('/v1/hq/event_types')
      .set(a.auth)
      .send({
        ...base(),
        title_translations: { is: 'Klipping' },
        description: 'A cut',
        delay: 5,
        buffer_after_service: 10,
        min_guests_per_booking: 1,
        max_guests_per_booking: 2,
        color: '#ff0000',
        overbookable: 'partially_overbookable',
        variations: [
          {
            label: 'Short',
            prices: [
              { currency: 'ISK', amount: 5000 },
              { currency: 'EUR', amount: 35 },
            ],
          },
          { id: 'long', label: 'Long', prices: [{ currency: 'ISK', amount: 8000 }] },
        ],
        connections: {
          service_needs: 'employee',
          customer_selects: 'employee',
          booking_questions: [{ title: 'Allergies?', answer_required: true, answer_type: 'text' }],
          hidden: false,
        },
        payments: { pre_payment_enabled: true, pre_payment_ratio: 20 },
        tax_exemption_reason: 'n/a',
      });
    expect(res.status).toBe(200);
    created = res.body;
    expect(created).toMatchObject({
      company: a.companyId,
      company_id: a.companyId,
      vat,
      title: 'Haircut',
      duration: 30,
      delay: 5,
      beforePause: 0,
      pause: 0,
      afterPause: 0,
      buffer_after_service: 10,
      color: '#ff0000',
      overbookable: 'partially_overbookable',
      custom_payment_settings: true,
      payments: { pre_payment_enabled: true, pre_payment_ratio: 20 },
      connections: { service_needs: 'employee', customer_selects: 'employee', hidden: false },
    });
    // Prices in the company currency ISK: lowest 5000, highest 8000 (the EUR 35 is another currency).
    expect(created.price).toEqual({ currency: 'ISK', amount: 5000, amount_upper_limit: 8000 });
    expect(created.variations[0].id).toBeTruthy();
    expect(created.variations[1].id).toBe('long');
    expect(created.connections.booking_questions[0]).toMatchObject({
      title: 'Allergies?',
      answer_required: true,
    });
    expect(created.connections.booking_questions[0].id).toBeTruthy();
  });

  it('accepts the deprecated company_id, thumb and image', async () => {
    const res = await t.http.post('/v1/hq/event_types').set(a.auth).send({
      company_id: a.companyId,
      vat,
      title: 'Old client',
      duration: 15,
      thumb: 'https://i/t.png',
      image: 'https://i/i.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.company).toBe(a.companyId);
    expect(res.body.images).toEqual([{ image: 'https://i/i.png', thumb: 'https://i/t.png' }]);
    expect(res.body.custom_payment_settings).toBe(false);
    expect(res.body.payments).toBeNull();
    // No variations: price from the price ranges, else null.
    expect(res.body.price).toBeNull();
    const ranged = await t.http
      .post(`/v1/hq/event_types/${res.body.id}`)
      .set(a.auth)
      .send({
        price_ranges: [
          { min: 1000, max: 3000, currency: 'ISK' },
          { min: 500, max: 2000, currency: 'ISK' },
        ],
      });
    // min(1000, 500) = 500, max(3000, 2000) = 3000
    expect(ranged.body.price).toEqual({ currency: 'ISK', amount: 500, amount_upper_limit: 3000 });
  });

  it('retrieves with expand vat, company and categories', async () => {
    const group = await t.db.prisma.eventTypeCategoryGroup.create({
      data: { company_id: a.companyId, title: 'Hair' },
    });
    const category = await t.db.prisma.eventTypeCategory.create({
      data: { company_id: a.companyId, title: 'Cuts', event_type_category_group_id: group.id },
    });
    const upd = await t.http
      .post(`/v1/hq/event_types/${created.id}`)
      .set(a.auth)
      .send({ event_type_category: category.id, event_type_category_group: group.id });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ event_type_category: category.id, event_type_category_group: group.id });
    const res = await t.http
      .get(`/v1/hq/event_types/${created.id}`)
      .query('expand=vat&expand[]=company&expand=event_type_category&expand=event_type_category_group')
      .set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body.vat).toMatchObject({ id: vat, ratio: 0.24, country_code: 'IS', default: true });
    expect(res.body.company).toMatchObject({ id: a.companyId, name: 'Alpha' });
    expect(res.body.event_type_category).toMatchObject({ id: category.id, title: 'Cuts' });
    expect(res.body.event_type_category_group).toMatchObject({ id: group.id, title: 'Hair' });
    const sel = await t.http
      .get(`/v1/hq/event_types/${created.id}`)
      .query('select=title&select=price')
      .set(a.auth);
    expect(Object.keys(sel.body).sort()).toEqual(['id', 'price', 'title']);
  });

  it('updates, merges connections and unsets fields', async () => {
    let res = await t.http
      .post(`/v1/hq/event_types/${created.id}`)
      .set(a.auth)
      .send({ title: 'Men haircut', connections: { hidden: true } });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Men haircut');
    expect(res.body.connections).toMatchObject({ hidden: true, customer_selects: 'employee' });
    expect(res.body.connections.booking_questions).toHaveLength(1);
    const row = await t.db.prisma.eventType.findFirstOrThrow({ where: { id: created.id } });
    expect(row.hidden).toBe(true);

    res = await t.http
      .post(`/v1/hq/event_types/${created.id}`)
      .query(
        'unset=payments&unset=color&unset=buffer_after_service&unset=min_guests_per_booking&unset=max_guests_per_booking&unset=image',
      )
      .set(a.auth)
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      payments: null,
      custom_payment_settings: false,
      color: null,
      buffer_after_service: null,
      min_guests_per_booking: null,
      max_guests_per_booking: null,
      images: [],
    });
    // custom_payment_settings true without payments: empty custom settings.
    res = await t.http
      .post(`/v1/hq/event_types/${created.id}`)
      .set(a.auth)
      .send({ custom_payment_settings: true });
    expect(res.body).toMatchObject({ custom_payment_settings: true, payments: {} });
    res = await t.http
      .post(`/v1/hq/event_types/${created.id}`)
      .set(a.auth)
      .send({ custom_payment_settings: false });
    expect(res.body).toMatchObject({ custom_payment_settings: false, payments: null });
    // A pause splits the duration: 10 + 5 + 15 = 30.
    res = await t.http
      .post(`/v1/hq/event_types/${created.id}`)
      .set(a.auth)
      .send({ beforePause: 10, pause: 5, afterPause: 15 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ beforePause: 10, pause: 5, afterPause: 15 });
  });

  it('refuses bad input with 400', async () => {
    const create = [
      // (Without vat the company's default applies: the first test.)
      { ...base(), title: undefined },
      { ...base(), duration: undefined },
      { ...base(), company: undefined },
      { ...base(), duration: 0 },
      { ...base(), duration: 'long' },
      { ...base(), duration: 30.5 },
      { ...base(), overbookable: 'always' },
      { ...base(), min_guests_per_booking: 3, max_guests_per_booking: 2 },
      { ...base(), variations: [{ prices: [{ currency: 'ISK', amount: -1 }] }] },
      { ...base(), variations: [{ prices: [{ currency: 'krona', amount: 1 }] }] },
      { ...base(), variations: [{ id: 'x' }, { id: 'x' }] },
      { ...base(), price_ranges: [{ min: 10, max: 5, currency: 'ISK' }] },
      { ...base(), connections: { service_needs: 'robot' } },
      { ...base(), connections: { booking_questions: [{ description: 'no title' }] } },
      { ...base(), payments: { pre_payment_ratio: 150 } },
      { ...base(), payments: {}, custom_payment_settings: false },
      { ...base(), pause: 10, beforePause: 5, afterPause: 5 },
      { ...base(), images: [], image: 'https://i/x.png' },
      { ...base(), company_id: b.companyId },
      { ...base(), unknown: true },
      { ...base(), vat: 'vat_de_19' },
    ];
    for (const body of create) {
      const res = await t.http.post('/v1/hq/event_types').set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    const url = `/v1/hq/event_types/${created.id}`;
    for (const [query, body] of [
      ['unset=title', {}],
      ['unset=color', { color: '#000' }],
      ['', { company: b.companyId }],
      ['', { duration: -5 }],
    ] as const) {
      const res = await t.http.post(url).query(query).set(a.auth).send(body);
      expect(res.status, JSON.stringify([query, body])).toBe(400);
    }
    expect((await t.http.get(url).query('expand=nope').set(a.auth)).status).toBe(400);
  });

  it('lists with sort and pagination', async () => {
    let res = await t.http.get(`/v1/hq/companies/${a.companyId}/event_types`).set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => e.title)).toEqual(['Men haircut', 'Old client']);
    res = await t.http
      .get(`/v1/hq/companies/${a.companyId}/event_types`)
      .query({
        sort: JSON.stringify({ field: 'title', order: 'desc' }),
        pagination: JSON.stringify({ limit: 1 }),
      })
      .set(a.auth);
    expect(res.body.map((e: any) => e.title)).toEqual(['Old client']);
    res = await t.http
      .get(`/v1/hq/companies/${a.companyId}/event_types`)
      .query({ sort: JSON.stringify({ field: 'duration' }), pagination: JSON.stringify({ offset: 1 }) })
      .set(a.auth);
    // durations 15 (Old client), 30 (Men haircut); offset 1 leaves the 30-minute one
    expect(res.body.map((e: any) => e.duration)).toEqual([30]);
    for (const q of [
      { sort: '{"field":"color"}' },
      { pagination: '{"limit":501}' },
      { pagination: '{"offset":-1}' },
    ]) {
      expect(
        (await t.http.get(`/v1/hq/companies/${a.companyId}/event_types`).query(q).set(a.auth)).status,
      ).toBe(400);
    }
  });

  it("answers 404 to another tenant's token and for their IDs", async () => {
    const id = created.id;
    for (const res of [
      await t.http.get(`/v1/hq/event_types/${id}`).set(b.auth),
      await t.http.post(`/v1/hq/event_types/${id}`).set(b.auth).send({ title: 'x' }),
      await t.http.delete(`/v1/hq/event_types/${id}`).set(b.auth),
      await t.http.get(`/v1/hq/companies/${a.companyId}/event_types`).set(b.auth),
      await t.http.post('/v1/hq/event_types').set(b.auth).send(base()),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    // IDs of company b inside company a's request: 404 too.
    const ownVat = await t.db.prisma.vat.create({
      data: { company_id: b.companyId, country_code: 'IS', ratio: '0.1' },
    });
    const category = await t.db.prisma.eventTypeCategory.create({
      data: { company_id: b.companyId, title: 'B' },
    });
    for (const body of [{ vat: ownVat.id }, { event_type_category: category.id }]) {
      const res = await t.http.post(`/v1/hq/event_types/${id}`).set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
  });

  it('deletes (204), then the event type is gone', async () => {
    const res = await t.http.delete(`/v1/hq/event_types/${created.id}`).set(a.auth);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.http.get(`/v1/hq/event_types/${created.id}`).set(a.auth)).status).toBe(404);
    expect((await t.http.delete(`/v1/hq/event_types/${created.id}`).set(a.auth)).status).toBe(404);
    const list = await t.http.get(`/v1/hq/companies/${a.companyId}/event_types`).set(a.auth);
    expect(list.body.map((e: any) => e.title)).toEqual(['Old client']);
  });
});
