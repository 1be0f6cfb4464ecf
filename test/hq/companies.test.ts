import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/domain/auth/secrets.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { name: 'Alpha' });
  b = await createTenant(t.db.prisma, { name: 'Beta', urlName: 'beta' });
});
afterAll(() => t?.close());

const url = () => `/v1/hq/companies/${a.companyId}`;

describe('companies', () => {
  it('lists and retrieves the companies the user reaches', async () => {
    const list = await t.http.get('/v1/hq/companies').set(a.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((c: any) => c.id)).toEqual([a.companyId]);
    const one = await t.http.get(url()).set(a.auth);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: a.companyId, name: 'Alpha', enterprise: a.enterpriseId });
  });

  it('updates every group and keeps the mirrored columns in step', async () => {
    const body = {
      name: 'Alpha Salon',
      phone_country_code: '354',
      phone_number: '5551234',
      profile: {
        store_name: 'Alpha',
        description: 'Haircuts',
        favorites: 7,
        price_category: 2,
        booking_interval: 30,
        max_bookable_future_days: 60,
        required_fields: { email: true },
        opening_hours: [{ opens_at: '09:00', closes_at: '17:00', is_closed: false }, { is_closed: true }],
      },
      marketplace: { enabled: true, visible: true, url_name: 'alpha-salon', waitlist_enabled: true },
      messaging: { enable_reminders: true, sender_name: 'Alpha' },
      location: {
        formatted_address: 'Laugavegur 1, Reykjavík',
        lat_lng: { lat: 64.1466, lng: -21.9426 },
        country: { short_name: 'is', long_name: 'Iceland' },
        time_zone: 'Atlantic/Reykjavik',
      },
      currency: { code: 'ISK' },
      locale: { ui_language: 'is', messaging_language: 'en' },
      checkin: { success_message: 'Welcome' },
      payments: { pre_payment_enabled: true, pre_payment_ratio: 50 },
      vouchers: { enabled: true, amount_vouchers_enabled: false },
      pos: { name_on_invoices: 'Alpha ehf', initial_invoice_number: 1000, fiscalization_enabled: false },
      acquirer_b: { onboarding_status: 'not_started' },
      google_analytics: { measurement_id: 'G-123', api_secret: 'supersecret-abcd' },
      locked_sections: { reports: true, pin: '4826', pin_expiry_time: 300 },
      visible_fields: { kennitala: true },
      noshow_claims_enabled: true,
    };
    const res = await t.http.post(url()).set(a.auth).send(body);
    expect(res.status).toBe(200);
    const c = res.body;
    expect(c.name).toBe('Alpha Salon');
    expect(c.profile).toMatchObject({
      favorites: 7,
      price_category: 2,
      booking_interval: 30,
      store_name: 'Alpha',
    });
    expect(c.marketplace).toMatchObject({ enabled: true, visible: true, url_name: 'alpha-salon' });
    expect(c.location).toMatchObject({
      lat_lng: { lat: 64.1466, lng: -21.9426 },
      country: { short_name: 'IS', long_name: 'Iceland' },
      time_zone: 'Atlantic/Reykjavik',
    });
    // A new currency code without name/symbol gets the standard ones.
    expect(c.currency).toMatchObject({ code: 'ISK', name: 'Icelandic Króna' });
    expect(c.google_analytics.api_secret).toBe('****abcd');
    expect(c.locked_sections).toMatchObject({ reports: true, pin_expiry_time: 300, has_pin: true });
    expect(c.locked_sections.pin_hash).toBeUndefined();
    expect(c.locked_sections.pin).toBeUndefined();
    expect(JSON.stringify(c)).not.toContain('supersecret');
    expect(JSON.stringify(c)).not.toContain('4826');

    const row = await t.db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } });
    expect(row).toMatchObject({
      url_name: 'alpha-salon',
      marketplace_enabled: true,
      marketplace_visible: true,
      lat: 64.1466,
      lng: -21.9426,
      time_zone: 'Atlantic/Reykjavik',
      country_code: 'IS',
      favorites: 7,
      price_category: 2,
      currency_code: 'ISK',
    });
    const locked = row.locked_sections as { pin_hash: string };
    expect(locked.pin_hash).not.toBe('4826');
    expect(await verifyPassword(locked.pin_hash, '4826')).toBe(true);

    // Merge: a later update naming one field leaves the rest; the masked secret echoed back keeps it.
    const again = await t.http
      .post(url())
      .set(a.auth)
      .send({
        profile: { booking_interval: 15 },
        location: { time_zone: 'Europe/Oslo' },
        google_analytics: { api_secret: '****abcd' },
        marketplace: { visible: false },
      });
    expect(again.status).toBe(200);
    expect(again.body.profile).toMatchObject({ booking_interval: 15, store_name: 'Alpha', favorites: 7 });
    expect(again.body.location).toMatchObject({ time_zone: 'Europe/Oslo', country: { short_name: 'IS' } });
    const row2 = await t.db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } });
    expect((row2.google_analytics as any).api_secret).toBe('supersecret-abcd');
    expect(row2).toMatchObject({
      time_zone: 'Europe/Oslo',
      marketplace_visible: false,
      marketplace_enabled: true,
    });
  });

  it('stores company types in their table and renders them in the profile', async () => {
    const type = await t.db.prisma.companyType.create({ data: { name: 'Hair salon' } });
    const res = await t.http
      .post(url())
      .set(a.auth)
      .send({ profile: { company_types: [type.id] } });
    expect(res.status).toBe(200);
    expect(res.body.profile.company_types).toEqual([type.id]);
    const unknown = await t.http
      .post(url())
      .set(a.auth)
      .send({ profile: { company_types: ['nope'] } });
    expect(unknown.status).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { profile: { booking_interval: 7 } },
      { profile: { booking_interval: '15x' } },
      { profile: { favorites: -1 } },
      { profile: { min_guests_per_booking: 5, max_guests_per_booking: 2 } },
      { profile: { opening_hours: [{ opens_at: '25:00' }] } },
      { profile: { opening_hours: [{ opens_at: '18:00', closes_at: '09:00' }] } },
      { location: { time_zone: 'Mars/Olympus' } },
      { location: { lat_lng: { lat: 91, lng: 0 } } },
      { location: { country: { short_name: 'ISL' } } },
      { currency: { code: 'XYZ1' } },
      { currency: { code: 'ABC' } },
      { locale: { ui_language: 'not a language' } },
      { marketplace: { url_name: 'Bad Slug!' } },
      { marketplace: { enabled: 'maybe' } },
      { locked_sections: { pin: '12' } },
      { locked_sections: { has_pin: true } },
      { payment_fees: { event: 2 } },
      { acquirer_b: { onboarding_status: 'dreaming' } },
      { profile: { unknown_field: 1 } },
      { enterprise: b.enterpriseId },
      { id: 'x' },
    ]) {
      const res = await t.http.post(url()).set(a.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    const unset = await t.http.post(url()).query('unset=profile').set(a.auth).send({});
    expect(unset.status).toBe(400);
  });

  it('names the allowed values when a value is not one of them', async () => {
    const res = await t.http
      .post(url())
      .set(a.auth)
      .send({ profile: { booking_interval: 7 } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        field: 'profile.booking_interval',
        message: 'must be one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240',
      },
    ]);
  });

  it('answers 409 for a url_name another company has', async () => {
    const res = await t.http
      .post(url())
      .set(a.auth)
      .send({ marketplace: { url_name: 'beta' } });
    expect(res.status).toBe(409);
  });

  it("answers 404 to another tenant's token", async () => {
    for (const res of [
      await t.http.get(url()).set(b.auth),
      await t.http.post(url()).set(b.auth).send({ name: 'Hijacked' }),
      await t.http.get(`${url()}/vats`).set(b.auth),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    const row = await t.db.prisma.company.findUniqueOrThrow({ where: { id: a.companyId } });
    expect(row.name).toBe('Alpha Salon');
  });
});

describe('VATs', () => {
  it("lists the rates of the company's country plus its own, with the default", async () => {
    // Company b: no country, time zone Atlantic/Reykjavik → Iceland's rates 24 %, 11 %, 0 %.
    let res = await t.http.get(`/v1/hq/companies/${b.companyId}/vats`).set(b.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((v: any) => [v.ratio, v.country_code, v.default])).toEqual([
      [0.24, 'IS', true],
      [0.11, 'IS', false],
      [0, 'IS', false],
    ]);
    const own = await t.db.prisma.vat.create({
      data: { company_id: b.companyId, country_code: 'IS', ratio: '0.055', name: 'Special' },
    });
    await t.db.prisma.vat.create({ data: { company_id: a.companyId, country_code: 'IS', ratio: '0.07' } });
    res = await t.http.get(`/v1/hq/companies/${b.companyId}/vats`).query({ select: 'ratio' }).set(b.auth);
    // Its own 5.5 % joins (ordered by ratio, highest first); company a's own 7 % does not.
    expect(res.body.map((v: any) => v.ratio)).toEqual([0.24, 0.11, 0.055, 0]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'ratio']);
    // pos.default_vat chooses the default.
    await t.http
      .post(`/v1/hq/companies/${b.companyId}`)
      .set(b.auth)
      .send({ pos: { default_vat: own.id } });
    res = await t.http.get(`/v1/hq/companies/${b.companyId}/vats`).set(b.auth);
    expect(res.body.filter((v: any) => v.default).map((v: any) => v.id)).toEqual([own.id]);
  });

  it('follows the country of the location', async () => {
    await t.http
      .post(`/v1/hq/companies/${b.companyId}`)
      .set(b.auth)
      .send({ location: { country: { short_name: 'DE' } } });
    const res = await t.http.get(`/v1/hq/companies/${b.companyId}/vats`).set(b.auth);
    // Germany 19 % and 7 % and 0 %, plus the company's own 5.5 % (country IS, but its own).
    expect(res.body.map((v: any) => v.ratio)).toEqual([0.19, 0.07, 0.055, 0]);
    const bad = await t.http.get(`/v1/hq/companies/${b.companyId}/vats`).query('select=nope').set(b.auth);
    expect(bad.status).toBe(400);
  });
});
