import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createResource, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { one } from '../helpers/rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const day = dayAfter(3);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function customer(email: string) {
  const user = await t.db.prisma.marketplaceUser.create({ data: { email } });
  return {
    id: user.id,
    auth: { Authorization: `Bearer ${t.app.jwt.sign({ sub: user.id, kind: 'customer' })}` },
  };
}

const slotTimes = async (shop: Shop, eventType: string, d = day, extra: Record<string, unknown> = {}) => {
  const res = await t.http
    .get(`/v1/marketplace/companies/${shop.companyId}/time_slots`)
    .query({ event_type_ids: [eventType], start_date: d, end_date: d, ...extra });
  expect(res.status).toBe(200);
  return res.body[0].slots.map((s: any) => s.time) as string[];
};

const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.http
    .post('/v1/marketplace/events')
    .set(headers)
    .send({ customer_name: 'Anna', ...body });

describe('time slot reservations', () => {
  let shop: Shop;
  let cut: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, { employees: 1 });
    cut = await createEventType(t.db.prisma, shop);
  });

  it('holds a slot for 10 minutes and blocks it for others', async () => {
    const before = Date.now();
    const res = await t.http
      .post('/v1/marketplace/time_slot_reservations')
      .send({ company: shop.companyId, event_types: [cut], starts_at: at('10:00') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('10:00'),
      ends_at: at('11:00'), // 60-minute service
      number_of_guests: 1,
      employee: shop.employees[0],
      space: null,
    });
    // expires_at = creation + RESERVATION_MINUTES (10) * 60 000 ms.
    const expires = Date.parse(res.body.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(await slotTimes(shop, cut)).not.toContain('10:00');
    const other = await book({ company: shop.companyId, event_types: [cut], starts_at: at('10:00') });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
    expect(other.body.user_message).toMatch(/choose another time/);
  });

  it('turns a live reservation into an event that keeps the slot, once', async () => {
    const r = await t.http
      .post('/v1/marketplace/time_slot_reservations')
      .send({ company: shop.companyId, event_types: [cut], starts_at: at('12:00') });
    const res = await book({ time_slot_reservation: r.body.id, email: 'anna@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('12:00'),
      ends_at: at('13:00'),
      employee: shop.employees[0],
      status: 'confirmed',
      origin: 'marketplace',
      customer_name: 'Anna',
      email: 'anna@example.test',
      time_slot_reservation: r.body.id,
    });
    const occ = await t.db.prisma.occupancy.findMany({ where: { event_id: res.body.id } });
    expect(occ).toHaveLength(1); // one employee x one segment, moved from the reservation
    expect(occ[0].time_slot_reservation_id).toBeNull();
    expect(await slotTimes(shop, cut)).not.toContain('12:00');
    const again = await book({ time_slot_reservation: r.body.id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_reservation_expired' });
  });

  it('stops blocking once expired, without any job, and cannot be booked then', async () => {
    const r = await t.http
      .post('/v1/marketplace/time_slot_reservations')
      .send({ company: shop.companyId, event_types: [cut], starts_at: at('14:00') });
    expect(r.status).toBe(200);
    await one(
      t.db.prisma.timeSlotReservation.updateMany({
        where: { id: r.body.id },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    expect(await slotTimes(shop, cut)).toContain('14:00');
    const late = await book({ time_slot_reservation: r.body.id });
    expect(late.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_reservation_expired' });
    // Someone else books the freed slot: the expired hold's rows are purged in that transaction.
    const other = await book({ company: shop.companyId, event_types: [cut], starts_at: at('14:00') });
    expect(other.status).toBe(200);
    expect(await t.db.prisma.occupancy.count({ where: { time_slot_reservation_id: r.body.id } })).toBe(0);
  });

  it('refuses bad bodies and foreign ids', async () => {
    const other = await createShop(t.db.prisma);
    const foreignType = await createEventType(t.db.prisma, other);
    const post = (body: Record<string, unknown>) =>
      t.http.post('/v1/marketplace/time_slot_reservations').send(body);
    const good = { company: shop.companyId, event_types: [cut], starts_at: at('15:00') };
    for (const body of [
      { ...good, number_of_guests: '2' }, // wrong type
      { ...good, number_of_guests: 0 }, // out of range
      { ...good, colour: 'red' }, // unknown field
      { ...good, starts_at: 'tomorrow' }, // not a date-time
      { company: shop.companyId, starts_at: at('15:00') }, // event_types missing
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    expect((await post({ ...good, event_types: [foreignType] })).status).toBe(404);
    expect((await post({ ...good, employee: other.employees[0] })).status).toBe(404);
    expect((await post({ ...good, company: 'nope' })).status).toBe(404);
  });
});

describe('POST /events (direct) and its create_event_error codes', () => {
  let shop: Shop;
  let cut: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, { employees: 2, profile: { max_guests_per_booking: 4 } });
    cut = await createEventType(t.db.prisma, shop);
  });

  it('books a free employee at random and shows the slot as gone once both are taken', async () => {
    const first = await book({ company: shop.companyId, event_types: [cut], starts_at: at('09:00') });
    expect(first.status).toBe(200);
    expect(shop.employees).toContain(first.body.employee);
    const second = await book({ company: shop.companyId, event_types: [cut], starts_at: at('09:00') });
    expect(second.status).toBe(200);
    // The second booking got the other employee: two employees, one slot each.
    expect(new Set([first.body.employee, second.body.employee])).toEqual(new Set(shop.employees));
    expect(await slotTimes(shop, cut)).not.toContain('09:00');
    const third = await book({ company: shop.companyId, event_types: [cut], starts_at: at('09:00') });
    expect(third.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
  });

  it('answers each refusal with its code and a message for the customer', async () => {
    const base = { company: shop.companyId, event_types: [cut] };
    await book({ ...base, starts_at: at('11:00'), employee: shop.employees[0] });
    const cases: [Record<string, unknown>, string][] = [
      [{ starts_at: at('11:00', dayAfter(-2)) }, 'outside_booking_window'], // in the past
      [{ starts_at: at('10:00'), number_of_guests: 5 }, 'invalid_guest_count'], // company max 4
      [{ starts_at: at('11:00'), employee: shop.employees[0] }, 'employee_not_available'],
      [{ starts_at: at('10:30') }, 'time_slot_not_available'], // not a slot start (60-minute grid)
      [{ starts_at: at('18:00') }, 'time_slot_not_available'], // closed: no such slot
    ];
    for (const [body, code] of cases) {
      const res = await book({ ...base, ...body });
      expect(res.status, code).toBe(400);
      expect(res.body).toMatchObject({ type: 'create_event_error', code });
      expect(res.body.user_title).toEqual(expect.any(String));
      expect(res.body.user_message).toEqual(expect.any(String));
    }
    const hidden = await createEventType(t.db.prisma, shop, { hidden: true, connections: { hidden: true } });
    const res = await book({ ...base, event_types: [hidden], starts_at: at('13:00') });
    expect(res.body).toMatchObject({ type: 'create_event_error', code: 'event_type_not_bookable' });
  });

  it('leaves a booking unconfirmed when the company wants to confirm it, unless the employee allows it', async () => {
    const s = await createShop(t.db.prisma, {
      employees: 2,
      marketplace: { allow_booking_without_confirmation: false },
    });
    const et = await createEventType(t.db.prisma, s);
    await one(
      t.db.prisma.employee.updateMany({
        where: { id: s.employees[1] },
        data: { marketplace: { allow_booking_without_confirmation: true } },
      }),
    );
    const a = await book({
      company: s.companyId,
      event_types: [et],
      starts_at: at('10:00'),
      employee: s.employees[0],
    });
    const b = await book({
      company: s.companyId,
      event_types: [et],
      starts_at: at('10:00'),
      employee: s.employees[1],
    });
    expect(a.body.status).toBe('unconfirmed');
    expect(b.body.status).toBe('confirmed');
  });

  it('enforces required fields and required booking questions', async () => {
    const s = await createShop(t.db.prisma, {
      profile: { required_fields: { email: true, kennitala: true } },
    });
    const et = await createEventType(t.db.prisma, s, {
      connections: { booking_questions: [{ id: 'q1', title: 'Allergies?', answer_required: true }] },
    });
    const base = { company: s.companyId, event_types: [et], starts_at: at('10:00') };
    const res = await book(base);
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
    expect(res.body.details.map((d: any) => d.field).sort()).toEqual([
      'booking_question_answers.q1',
      'email',
      'kennitala',
    ]);
    const ok = await book({
      ...base,
      email: 'a@b.is',
      kennitala: '010190-2939',
      booking_question_answers: [{ question: 'q1', answer: 'none' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.booking_question_answers).toEqual([{ question: 'q1', answer: 'none' }]);
  });

  it('refuses schema violations and ids of other companies', async () => {
    const other = await createShop(t.db.prisma);
    const foreignType = await createEventType(t.db.prisma, other);
    const base = { company: shop.companyId, event_types: [cut], starts_at: at('15:00') };
    for (const body of [
      { ...base, number_of_guests: 'two' },
      { ...base, wings: true },
      { company: shop.companyId, event_types: [cut], starts_at: at('15:00'), customer_name: '' },
    ]) {
      const res = await t.http.post('/v1/marketplace/events').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await book({ ...base, event_types: [foreignType] })).status).toBe(404);
    expect((await book({ ...base, space: 'unknown-space' })).status).toBe(404);
    expect((await book({ ...base, company: other.companyId })).status).toBe(404);
  });

  it('books with the configuration as it is now, right after the business changed it', async () => {
    // The service keeps company configurations between bookings; every change must show at once.
    const s = await createShop(t.db.prisma, { employees: 1 });
    const et = await createEventType(t.db.prisma, s, { duration: 30 });
    const first = await book({ company: s.companyId, event_types: [et], starts_at: at('09:00') });
    expect(first.body.ends_at).toBe(at('09:30'));
    // A longer service: 09:00 + 30 minutes became 10:00 + 45 minutes.
    await one(t.db.prisma.eventType.updateMany({ where: { id: et }, data: { duration: 45 } }));
    const longer = await book({ company: s.companyId, event_types: [et], starts_at: at('10:00') });
    expect(longer.status).toBe(200);
    expect(longer.body.ends_at).toBe(at('10:45'));
    // A field made required is asked for at once.
    const company = await t.db.prisma.company.findUniqueOrThrow({ where: { id: s.companyId } });
    await t.db.prisma.company.update({
      where: { id: s.companyId },
      data: { profile: { ...(company.profile as object), required_fields: { email: true } } },
    });
    const missing = await book({ company: s.companyId, event_types: [et], starts_at: at('11:00') });
    expect(missing.status).toBe(400);
    expect(missing.body.type).toBe('validation_error');
    // An employee who left cannot be booked.
    await one(
      t.db.prisma.employee.updateMany({ where: { id: s.employees[0] }, data: { deleted_at: new Date() } }),
    );
    const gone = await book({
      company: s.companyId,
      event_types: [et],
      starts_at: at('12:00'),
      employee: s.employees[0],
      email: 'a@b.test',
    });
    expect(gone.status).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  let shop: Shop;
  let cut: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, { employees: 3 });
    cut = await createEventType(t.db.prisma, shop);
  });

  it('replays the first answer for the same key and body, and refuses another body with 422', async () => {
    const body = { company: shop.companyId, event_types: [cut], starts_at: at('10:00') };
    const first = await book(body, { 'Idempotency-Key': 'k-1' });
    expect(first.status).toBe(200);
    const again = await book(body, { 'Idempotency-Key': 'k-1' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.prisma.event.count({ where: { company_id: shop.companyId } })).toBe(1);
    const other = await book({ ...body, starts_at: at('11:00') }, { 'Idempotency-Key': 'k-1' });
    expect(other.status).toBe(422);
    expect(other.body.type).toBe('idempotency_error');
  });

  it('replays a refusal too, answers 409 while the first runs, and forgets keys after 24 hours', async () => {
    const bad = { company: shop.companyId, event_types: [cut], starts_at: at('10:30') };
    const r1 = await book(bad, { 'Idempotency-Key': 'k-2' });
    const r2 = await book(bad, { 'Idempotency-Key': 'k-2' });
    expect(r1.status).toBe(400);
    expect(r2.status).toBe(400);
    expect(r2.body.code).toBe(r1.body.code);

    // A first request still running (as another process would leave it mid-flight): 409.
    const body = { company: shop.companyId, event_types: [cut], starts_at: at('12:00') };
    const key = 'k-running';
    const first = await book(body, { 'Idempotency-Key': key });
    await t.db.prisma.idempotencyKey.updateMany({ where: { key }, data: { status: 'running' } });
    const during = await book(body, { 'Idempotency-Key': key });
    expect(during.status).toBe(409);
    expect(during.body.type).toBe('conflict_error');

    // Expired (older than 24 h): the key is free again and the request runs anew.
    await t.db.prisma.idempotencyKey.updateMany({
      where: { key },
      data: { expires_at: new Date(Date.now() - 1) },
    });
    const after = await book(body, { 'Idempotency-Key': key });
    expect(after.status).toBe(200);
    expect(after.body.id).not.toBe(first.body.id);
  });

  it('scopes keys by caller: two customers may use the same key', async () => {
    const a = await customer('idem-a@example.test');
    const b = await customer('idem-b@example.test');
    const body = { company: shop.companyId, event_types: [cut], starts_at: at('14:00') };
    const ra = await book(body, { 'Idempotency-Key': 'same', ...a.auth });
    const rb = await book(body, { 'Idempotency-Key': 'same', ...b.auth });
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(rb.body.id).not.toBe(ra.body.id);
  });
});

describe('reading and listing events', () => {
  let shop: Shop;
  let cut: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, { employees: 3 });
    cut = await createEventType(t.db.prisma, shop);
  });

  it("shows a guest's event by id, and a customer's only to that customer", async () => {
    const anna = await customer('anna-read@example.test');
    const bob = await customer('bob-read@example.test');
    const guest = await book({ company: shop.companyId, event_types: [cut], starts_at: at('09:00') });
    const mine = await book(
      { company: shop.companyId, event_types: [cut], starts_at: at('10:00') },
      anna.auth,
    );
    expect(mine.body.marketplace_user).toBe(anna.id);
    expect(mine.body.customer).toEqual(expect.any(String));
    expect((await t.http.get(`/v1/marketplace/events/${guest.body.id}`)).status).toBe(200);
    expect((await t.http.get(`/v1/marketplace/events/${mine.body.id}`).set(anna.auth)).status).toBe(200);
    expect((await t.http.get(`/v1/marketplace/events/${mine.body.id}`).set(bob.auth)).status).toBe(404);
    expect((await t.http.get(`/v1/marketplace/events/${mine.body.id}`)).status).toBe(404);
    const expanded = await t.http
      .get(`/v1/marketplace/events/${guest.body.id}`)
      .query({ expand: ['employee', 'event_types'], select: ['employee', 'event_types'] });
    expect(Object.keys(expanded.body).sort()).toEqual(['employee', 'event_types', 'id']);
    expect(expanded.body.employee).toMatchObject({ id: guest.body.employee, name: expect.any(String) });
    expect(expanded.body.event_types[0]).toMatchObject({ id: cut, title: 'Haircut' });
  });

  it("lists the signed-in customer's own events with filter, sort and pagination", async () => {
    const cara = await customer('cara@example.test');
    for (const h of ['13:00', '11:00', '12:00']) {
      const r = await book({ company: shop.companyId, event_types: [cut], starts_at: at(h) }, cara.auth);
      expect(r.status).toBe(200);
    }
    expect((await t.http.get('/v1/marketplace/events')).status).toBe(401);
    const list = await t.http.get('/v1/marketplace/events').set(cara.auth);
    expect(list.body.map((e: any) => e.starts_at)).toEqual([at('11:00'), at('12:00'), at('13:00')]);
    const desc = await t.http
      .get('/v1/marketplace/events')
      .set(cara.auth)
      .query({
        sort: JSON.stringify({ field: 'starts_at', order: 'desc' }),
        pagination: JSON.stringify({ limit: 1, offset: 1 }),
      });
    expect(desc.body.map((e: any) => e.starts_at)).toEqual([at('12:00')]);
    const filtered = await t.http
      .get('/v1/marketplace/events')
      .set(cara.auth)
      .query({ filter: JSON.stringify({ starts_after: at('12:00') }) });
    expect(filtered.body).toHaveLength(2);
    for (const q of [
      { filter: '{"colour":1}' },
      { sort: '{"field":"price"}' },
      { pagination: '{"limit":0}' },
    ]) {
      expect((await t.http.get('/v1/marketplace/events').set(cara.auth).query(q)).status).toBe(400);
    }
  });
});

describe('POST /events/{id} (update)', () => {
  let shop: Shop;
  let cut: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, { employees: 2 });
    cut = await createEventType(t.db.prisma, shop);
  });
  const update = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.http.post(`/v1/marketplace/events/${id}`).set(headers).send(body);

  it('moves to a new time with a random free employee, freeing the old slot (rule 1)', async () => {
    const e = await book({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('09:00'),
      employee: shop.employees[0],
    });
    await book({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('15:00'),
      employee: shop.employees[0],
    });
    const res = await update(e.body.id, { starts_at: at('15:00') });
    expect(res.status).toBe(200);
    expect(res.body.starts_at).toBe(at('15:00'));
    expect(res.body.employee).toBe(shop.employees[1]); // employee 0 is busy at 15:00
    // 09:00 is free for both employees again.
    const s = await t.http
      .get(`/v1/marketplace/companies/${shop.companyId}/time_slots`)
      .query({ event_type_ids: [cut], start_date: day, end_date: day });
    expect(s.body[0].slots.find((x: any) => x.time === '09:00').employeeIds).toHaveLength(2);
  });

  it('keeps the time to change employee or party (rules 2, 3), and needs starts_at for it', async () => {
    const e = await book({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('11:00'),
      employee: shop.employees[0],
    });
    const noTime = await update(e.body.id, { employee: shop.employees[1] });
    expect(noTime.status).toBe(400);
    expect(noTime.body.details[0].field).toBe('starts_at');
    const moved = await update(e.body.id, { starts_at: at('11:00'), employee: shop.employees[1] });
    expect(moved.body).toMatchObject({ starts_at: at('11:00'), employee: shop.employees[1] });
    const party = await update(e.body.id, { starts_at: at('11:00'), number_of_guests: 2 });
    expect(party.body).toMatchObject({ number_of_guests: 2, employee: shop.employees[1] });
    // Moving onto itself is fine (it does not block itself); a busy target is not.
    await book({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('11:00'),
      employee: shop.employees[0],
    });
    const busy = await update(e.body.id, { starts_at: at('11:00'), employee: shop.employees[0] });
    expect(busy.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
  });

  it("enforces the company's reschedule and cancel settings for customers", async () => {
    const s = await createShop(t.db.prisma, {
      profile: { client_reschedule_disabled: true, min_cancel_notice_hours: 24 * 365 },
    });
    const et = await createEventType(t.db.prisma, s);
    const e = await book({ company: s.companyId, event_types: [et], starts_at: at('10:00') });
    const move = await update(e.body.id, { starts_at: at('12:00') });
    expect(move.status).toBe(400);
    expect(move.body).toMatchObject({ code: 'reschedule_not_allowed', user_message: expect.any(String) });
    // Starts in 3 days, the notice is a year: too late to cancel online.
    const cancel = await update(e.body.id, { status: 'cancelled' });
    expect(cancel.body.code).toBe('cancel_too_late');
    // Contact details may still be corrected.
    const phone = await update(e.body.id, { phone_number: '5551234' });
    expect(phone.body.phone_number).toBe('5551234');

    const s2 = await createShop(t.db.prisma, {
      profile: { client_cancel_disabled: true, min_reschedule_notice_hours: 24 * 365 },
    });
    const et2 = await createEventType(t.db.prisma, s2);
    const e2 = await book({ company: s2.companyId, event_types: [et2], starts_at: at('10:00') });
    expect((await update(e2.body.id, { status: 'cancelled' })).body.code).toBe('cancel_not_allowed');
    expect((await update(e2.body.id, { starts_at: at('12:00') })).body.code).toBe('reschedule_too_late');
  });

  it('cancels, freeing the slot; a customer cannot set other statuses or touch foreign events', async () => {
    const dana = await customer('dana@example.test');
    const e = await book(
      { company: shop.companyId, event_types: [cut], starts_at: at('13:00'), employee: shop.employees[0] },
      dana.auth,
    );
    expect((await update(e.body.id, { status: 'completed' }, dana.auth)).status).toBe(400);
    expect((await update(e.body.id, { status: 'cancelled' })).status).toBe(404); // no token
    const res = await update(e.body.id, { status: 'cancelled' }, dana.auth);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(await t.db.prisma.occupancy.count({ where: { event_id: e.body.id } })).toBe(0);
    const again = await book({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('13:00'),
      employee: shop.employees[0],
    });
    expect(again.status).toBe(200);
    expect((await update(e.body.id, { starts_at: at('14:00') }, dana.auth)).status).toBe(400);
    expect((await update(e.body.id, { colour: 'red' }, dana.auth)).status).toBe(400);
  });
});

describe('notification and validate', () => {
  let shop: Shop;
  let cut: string;
  beforeAll(async () => {
    shop = await createShop(t.db.prisma, {
      profile: {
        required_fields: { license_plate: true },
        min_guests_per_booking: 2,
        max_guests_per_booking: 6,
      },
    });
    cut = await createEventType(t.db.prisma, shop, {
      max_guests_per_booking: 4,
      connections: { booking_questions: [{ id: 'size', title: 'Car size', answer_required: true }] },
    });
  });

  it("sends an event notification only to the booking's own e-mail, at most 3 times an hour", async () => {
    const booking = {
      company: shop.companyId,
      event_types: [cut],
      number_of_guests: 2,
      license_plate: 'AB123',
      booking_question_answers: [{ question: 'size', answer: 'S' }],
    };
    const none = await book({ ...booking, starts_at: at('10:00') });
    expect(none.status).toBe(200);
    // No e-mail on the event: nothing to send to, and a caller's address is not taken instead.
    for (const body of [{}, { email: 'x@y.is' }]) {
      const refused = await t.http.post(`/v1/marketplace/events/${none.body.id}/notification`).send(body);
      expect([refused.status, refused.body.details?.[0]?.field]).toEqual([400, 'email']);
    }
    const e = await book({ ...booking, starts_at: at('11:00'), email: 'Own@Example.is' });
    expect(e.status).toBe(200);
    const url = `/v1/marketplace/events/${e.body.id}/notification`;
    // Anyone else's address is refused, and queues nothing.
    const other = await t.http.post(url).send({ email: 'anyone@example.org' });
    expect([other.status, other.body.type]).toEqual([400, 'validation_error']);
    expect(await t.db.prisma.outboxMessage.count({ where: { to: 'anyone@example.org' } })).toBe(0);
    // The booking's own address, given (in any case) or by default: three an hour.
    for (const body of [{ email: 'own@example.is' }, {}, { email: 'OWN@example.is' }]) {
      const res = await t.http.post(url).send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ event: e.body.id, recipient: 'Own@Example.is', queued: true });
    }
    const fourth = await t.http.post(url).send({});
    expect([fourth.status, fourth.body.code]).toEqual([429, 'too_many_attempts']);
    const wait = Number(fourth.headers['retry-after']);
    // The rest of the hour the first of them opened: more than 59 minutes, at most 60.
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(
      await t.db.prisma.outboxMessage.count({ where: { kind: 'event_notification', to: 'Own@Example.is' } }),
    ).toBe(3);
    expect((await t.http.post('/v1/marketplace/events/nope/notification').send({})).status).toBe(404);
  });

  it('answers which booking-flow fields fail', async () => {
    const url = `/v1/marketplace/companies/${shop.companyId}/events/validate`;
    const bad = await t.http
      .post(url)
      .send({ event_types: [cut], number_of_guests: 5, email: 'not-an-email' });
    expect(bad.status).toBe(200);
    expect(bad.body.valid).toBe(false);
    // guests: company 2..6, event type max 4 → allowed 2..4; 5 is out of range.
    expect(bad.body.errors).toEqual([
      { field: 'customer_name', code: 'required', message: 'is required' },
      { field: 'email', code: 'invalid', message: 'is not an e-mail address' },
      { field: 'license_plate', code: 'required', message: 'is required by the company' },
      {
        field: 'booking_question_answers.size',
        code: 'required',
        message: 'an answer to "Car size" is required',
      },
      { field: 'number_of_guests', code: 'out_of_range', message: 'must be between 2 and 4' },
    ]);
    const good = await t.http.post(url).send({
      event_types: [cut],
      number_of_guests: 3,
      customer_name: 'Eva',
      license_plate: 'XY999',
      booking_question_answers: [{ question: 'size', answer: 'L' }],
    });
    // The service has no variations, so no price (docs/api-conventions.md#prices).
    expect(good.body).toEqual({
      valid: true,
      errors: [],
      price: null,
      services: [{ event_type: cut, variation: null, price: null }],
    });
    expect((await t.http.post(url).send({ number_of_guests: 'x' })).status).toBe(400);
    expect((await t.http.post(url).send({ unknown: 1 })).status).toBe(400);
    expect((await t.http.post('/v1/marketplace/companies/nope/events/validate').send({})).status).toBe(404);
  });
});

describe('spaces and shared tables', () => {
  it('books a table of capacity N exactly N times (sequential version of the concurrency test)', async () => {
    const s = await createShop(t.db.prisma);
    // A shared table: several bookings at once up to max_capacity 3 guests.
    const table = await createResource(t.db.prisma, s, {
      type: 'table',
      max_capacity: 3,
      allow_overlapping_bookings: true,
    });
    const et = await createEventType(t.db.prisma, s, {
      service_needs: 'space',
      connections: { service_needs: 'space' },
    });
    const codes: (string | number)[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await book({ company: s.companyId, event_types: [et], starts_at: at('10:00') });
      codes.push(r.status === 200 ? 200 : r.body.code);
      if (r.status === 200) expect(r.body.space).toBe(table);
    }
    // 3 seats of 1 guest each: 3 bookings, then full.
    expect(codes).toEqual([200, 200, 200, 'time_slot_not_available', 'time_slot_not_available']);
  });

  it('books a slot of capacity 1 exactly once (sequential version)', async () => {
    const s = await createShop(t.db.prisma);
    const et = await createEventType(t.db.prisma, s);
    const results = [];
    for (let i = 0; i < 10; i++)
      results.push(await book({ company: s.companyId, event_types: [et], starts_at: at('10:00') }));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.code).toBe('time_slot_not_available');
  });
});
