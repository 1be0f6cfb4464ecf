import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let employeeA: string;
let resourceA: string;
let employeeB: string;
let resourceB: string;

async function employeeOf(tenant: Tenant) {
  const row = await t.db.prisma.employee.findFirstOrThrow({ where: { company_id: tenant.companyId } });
  return row.id;
}
async function resourceOf(tenant: Tenant) {
  const res = await t.http
    .post('/v1/hq/resources')
    .set(tenant.auth)
    .send({ company: tenant.companyId, type: 'space', name: 'Room 1' });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma, { timeZone: 'America/New_York' });
  b = await createTenant(t.db.prisma);
  employeeA = await employeeOf(a);
  employeeB = await employeeOf(b);
  resourceA = await resourceOf(a);
  resourceB = await resourceOf(b);
});
afterAll(() => t?.close());

const weekdays = () => ({
  title: 'Weekdays',
  date: '2099-01-05', // a Monday far ahead: next_instance is the date itself
  rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  starts_at: '08:00',
  ends_at: '20:00',
  rules: [
    { type: 'availability', open: true },
    { type: 'online_bookings', starts_at: '08:00', ends_at: '12:00', open: true },
    { type: 'online_bookings', starts_at: '12:00', ends_at: '18:00', open: false, priority: 1 },
    { type: 'max_total_pax', max_total_pax: 40 },
  ],
});

async function create(body: Record<string, unknown>, tenant = a) {
  return t.http
    .post('/v1/hq/rule_sets')
    .set(tenant.auth)
    .send({ company: tenant.companyId, ...body });
}

describe('create and retrieve', () => {
  it('creates a set with rules of all three types and renders effective windows', async () => {
    const res = await create({ ...weekdays(), priority: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      title: 'Weekdays',
      date: '2099-01-05',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      starts_at: '08:00',
      ends_at: '20:00',
      priority: 5,
      next_instance: '2099-01-05',
    });
    // Rules without their own window / priority show the set's (08:00-20:00, priority 5).
    expect(res.body.rules).toEqual([
      {
        type: 'availability',
        starts_at: '08:00',
        ends_at: '20:00',
        open: true,
        employees: [],
        employees_association: null,
        resources: [],
        resources_association: null,
        priority: 5,
      },
      expect.objectContaining({ type: 'online_bookings', starts_at: '08:00', ends_at: '12:00', priority: 5 }),
      expect.objectContaining({
        type: 'online_bookings',
        starts_at: '12:00',
        ends_at: '18:00',
        open: false,
        priority: 1,
      }),
      expect.objectContaining({
        type: 'max_total_pax',
        max_total_pax: 40,
        starts_at: '08:00',
        ends_at: '20:00',
      }),
    ]);
    expect(res.body.rules[3]).not.toHaveProperty('open');
    const got = await t.http.get(`/v1/hq/rule_sets/${res.body.id}`).set(a.auth);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('defaults to the whole day on `date` only', async () => {
    const res = await create({ date: '2099-02-01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: '',
      rrule: null,
      starts_at: '00:00',
      ends_at: '24:00',
      priority: null,
      rules: [],
      next_instance: '2099-02-01',
    });
  });

  it('computes next_instance from now in the company time zone', async () => {
    // A daily set that began long ago: its next instance is today in New York (the set runs to 24:00).
    const res = await create({ date: '2020-01-01', rrule: 'FREQ=DAILY' });
    const before = DateTime.now().setZone('America/New_York').toISODate();
    expect(res.status).toBe(200);
    const after = DateTime.now().setZone('America/New_York').toISODate();
    expect([before, after]).toContain(res.body.next_instance);
    // A one-day set in the past has none left.
    const past = await create({ date: '2020-01-01' });
    expect(past.body.next_instance).toBeNull();
    // Ten days from 2020-01-01 with COUNT=10: over long ago.
    const counted = await create({ date: '2020-01-01', rrule: 'FREQ=DAILY;COUNT=10' });
    expect(counted.body.next_instance).toBeNull();
  });

  it('ties rules to employees and resources, normalising includes/excludes', async () => {
    const res = await create({
      date: '2099-03-01',
      rules: [
        { type: 'online_bookings', open: false, employees: [employeeA], employees_association: 'includes' },
        {
          type: 'availability',
          open: true,
          resources: [resourceA],
          resources_association: 'excludes',
        },
        { type: 'max_total_pax', max_total_pax: 10, resources: [resourceA] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.rules[0]).toMatchObject({ employees: [employeeA], employees_association: 'include' });
    expect(res.body.rules[1]).toMatchObject({ resources: [resourceA], resources_association: 'exclude' });
    // A list without an association is an include list.
    expect(res.body.rules[2]).toMatchObject({ resources: [resourceA], resources_association: 'include' });
  });

  it('answers select and expand', async () => {
    const made = await create(weekdays());
    const res = await t.http
      .get(`/v1/hq/rule_sets/${made.body.id}`)
      .query('select=title&select=next_instance&expand=company')
      .set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: made.body.id, title: 'Weekdays', next_instance: '2099-01-05' });
    const expanded = await t.http
      .get(`/v1/hq/rule_sets/${made.body.id}`)
      .query('expand[]=company')
      .set(a.auth);
    expect(expanded.body.company).toMatchObject({ id: a.companyId });
  });
});

describe('constraints (400 with details)', () => {
  it('refuses overlapping rules of one type', async () => {
    const res = await create({
      date: '2099-01-05',
      starts_at: '08:00',
      ends_at: '20:00',
      rules: [
        { type: 'online_bookings', starts_at: '09:00', ends_at: '12:00', open: true, employees: [employeeA] },
        { type: 'online_bookings', starts_at: '11:00', ends_at: '13:00', open: false },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'validation_error' });
    // 09:00-12:00 and 11:00-13:00 share 11:00-12:00.
    expect(res.body.details).toEqual([
      {
        field: 'rules[1]',
        message: expect.stringMatching(/overlaps rules\[0\].*09:00-12:00 and 11:00-13:00/),
      },
    ]);
  });

  it('refuses a rule window that extends beyond its set', async () => {
    const res = await create({
      date: '2099-01-05',
      starts_at: '10:00',
      ends_at: '18:00',
      rules: [{ type: 'availability', open: true, starts_at: '09:00', ends_at: '12:00' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toEqual({
      field: 'rules[0].starts_at',
      message: expect.stringMatching(/09:00-12:00 extends beyond its rule set's 10:00-18:00/),
    });
  });

  it('refuses a set window change that leaves a stored rule outside it', async () => {
    const made = await create({
      date: '2099-01-05',
      rules: [{ type: 'availability', open: true, starts_at: '18:00', ends_at: '22:00' }],
    });
    expect(made.status).toBe(200);
    const res = await t.http.post(`/v1/hq/rule_sets/${made.body.id}`).set(a.auth).send({ ends_at: '20:00' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('rules[0].ends_at');
  });

  it.each([
    ['an invalid rrule', { rrule: 'FREQ=SOMETIMES' }, 'rrule'],
    ['an rrule with DTSTART', { rrule: 'DTSTART:20250101T000000Z;FREQ=DAILY' }, 'rrule'],
    ['an rrule with an unknown part', { rrule: 'FREQ=DAILY;EVERY=2' }, 'rrule'],
    ['a date that does not exist', { date: '2099-02-30' }, 'date'],
    ['a window ending before it starts', { starts_at: '18:00', ends_at: '09:00' }, 'ends_at'],
    ['availability without open', { rules: [{ type: 'availability' }] }, 'rules[0].open'],
    ['max_total_pax without a number', { rules: [{ type: 'max_total_pax' }] }, 'rules[0].max_total_pax'],
    [
      'open on a max_total_pax rule',
      { rules: [{ type: 'max_total_pax', max_total_pax: 3, open: true }] },
      'rules[0].open',
    ],
    [
      'include with an empty list',
      { rules: [{ type: 'availability', open: true, employees: [], employees_association: 'include' }] },
      'rules[0].employees',
    ],
  ])('refuses %s', async (_name, over, field) => {
    const res = await create({ date: '2099-01-05', ...over });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    ['a missing date', { date: undefined }],
    ['a malformed time', { starts_at: '8:00' }],
    ['25:00', { ends_at: '25:00' }],
    ['a wrong type', { priority: 'high' }],
    ['an unknown field', { colour: 'red' }],
    ['an unknown rule type', { rules: [{ type: 'weather', open: true }] }],
    ['an unknown rule field', { rules: [{ type: 'availability', open: true, closed: false }] }],
    [
      'an unknown association',
      { rules: [{ type: 'availability', open: true, employees: ['x'], employees_association: 'only' }] },
    ],
    ['a negative max_total_pax', { rules: [{ type: 'max_total_pax', max_total_pax: -1 }] }],
    ['a non-integer priority', { priority: 1.5 }],
  ])('refuses %s in the schema', async (_name, over) => {
    const res = await create({ date: '2099-01-05', ...over });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
  });

  it('refuses employees and resources of another company with 404', async () => {
    for (const rule of [
      { type: 'availability', open: true, employees: [employeeB] },
      { type: 'availability', open: true, resources: [resourceB] },
      { type: 'availability', open: true, resources: ['no-such-resource'] },
    ]) {
      const res = await create({ date: '2099-01-05', rules: [rule] });
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
  });
});

describe('update, list, delete', () => {
  it('updates fields, replaces rules and unsets rrule and priority', async () => {
    const made = await create({ ...weekdays(), priority: 3 });
    const res = await t.http
      .post(`/v1/hq/rule_sets/${made.body.id}`)
      .set(a.auth)
      .send({
        title: 'Mondays',
        rules: [{ type: 'availability', open: false, starts_at: '09:00', ends_at: '10:00' }],
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Mondays', date: '2099-01-05', priority: 3 });
    expect(res.body.rules).toHaveLength(1);
    expect(res.body.rules[0]).toMatchObject({
      open: false,
      starts_at: '09:00',
      ends_at: '10:00',
      priority: 3,
    });

    const unset = await t.http
      .post(`/v1/hq/rule_sets/${made.body.id}`)
      .query('unset=rrule&unset[]=priority')
      .set(a.auth)
      .send({});
    expect(unset.status).toBe(200);
    expect(unset.body).toMatchObject({ rrule: null, priority: null, title: 'Mondays' });
    expect(unset.body.rules[0].priority).toBeNull();

    const bad = await t.http
      .post(`/v1/hq/rule_sets/${made.body.id}`)
      .query('unset=title')
      .set(a.auth)
      .send({});
    expect(bad.status).toBe(400);
    const both = await t.http
      .post(`/v1/hq/rule_sets/${made.body.id}`)
      .query('unset=rrule')
      .set(a.auth)
      .send({ rrule: 'FREQ=DAILY' });
    expect(both.status).toBe(400);
    const badRrule = await t.http
      .post(`/v1/hq/rule_sets/${made.body.id}`)
      .set(a.auth)
      .send({ rrule: 'FREQ=DAILY;BYHOUR=9' });
    expect(badRrule.status).toBe(400);
    const move = await t.http
      .post(`/v1/hq/rule_sets/${made.body.id}`)
      .set(a.auth)
      .send({ company: b.companyId });
    expect(move.status).toBe(404);
  });

  it('lists a company’s sets with sort, pagination and filter', async () => {
    const c = await createTenant(t.db.prisma);
    for (const date of ['2099-05-03', '2099-05-01', '2099-05-02']) {
      const res = await create(
        {
          date,
          title: date,
          rules: date === '2099-05-02' ? [{ type: 'max_total_pax', max_total_pax: 4 }] : [],
        },
        c,
      );
      expect(res.status).toBe(200);
    }
    const list = await t.http.get(`/v1/hq/companies/${c.companyId}/rule_sets`).set(c.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((s: { date: string }) => s.date)).toEqual([
      '2099-05-01',
      '2099-05-02',
      '2099-05-03',
    ]);
    const desc = await t.http
      .get(`/v1/hq/companies/${c.companyId}/rule_sets`)
      .query({
        sort: JSON.stringify({ field: 'date', order: 'desc' }),
        pagination: JSON.stringify({ limit: 1, offset: 1 }),
      })
      .set(c.auth);
    expect(desc.body.map((s: { date: string }) => s.date)).toEqual(['2099-05-02']);
    const filtered = await t.http
      .get(`/v1/hq/companies/${c.companyId}/rule_sets`)
      .query({ filter: JSON.stringify({ type: 'max_total_pax' }) })
      .set(c.auth);
    expect(filtered.body.map((s: { date: string }) => s.date)).toEqual(['2099-05-02']);
    for (const query of [
      { sort: '{"field":"colour"}' },
      { pagination: '{"limit":0}' },
      { filter: '{"kind":1}' },
    ]) {
      const res = await t.http.get(`/v1/hq/companies/${c.companyId}/rule_sets`).query(query).set(c.auth);
      expect(res.status).toBe(400);
    }
  });

  it('deletes', async () => {
    const made = await create({ date: '2099-01-05' });
    const del = await t.http.delete(`/v1/hq/rule_sets/${made.body.id}`).set(a.auth);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await t.http.get(`/v1/hq/rule_sets/${made.body.id}`).set(a.auth)).status).toBe(404);
    expect((await t.http.delete(`/v1/hq/rule_sets/${made.body.id}`).set(a.auth)).status).toBe(404);
  });
});

describe('another tenant', () => {
  it('gets 404 on every operation', async () => {
    const made = await create(weekdays());
    const id = made.body.id;
    const calls = [
      t.http.get(`/v1/hq/rule_sets/${id}`).set(b.auth),
      t.http.post(`/v1/hq/rule_sets/${id}`).set(b.auth).send({ title: 'x' }),
      t.http.delete(`/v1/hq/rule_sets/${id}`).set(b.auth),
      t.http.get(`/v1/hq/companies/${a.companyId}/rule_sets`).set(b.auth),
      t.http.post('/v1/hq/rule_sets').set(b.auth).send({ company: a.companyId, date: '2099-01-05' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('not_found_error');
    }
    // Still there, unchanged.
    const got = await t.http.get(`/v1/hq/rule_sets/${id}`).set(a.auth);
    expect(got.body.title).toBe('Weekdays');
  });
});
