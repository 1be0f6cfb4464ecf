// GDPR access (export) and erasure (DELETE) of a customer (docs/api-conventions.md#customers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../helpers/rows.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
const HOUR = 3_600_000;

/** Everything personal about the person: none of it may survive the erasure, in any column. */
const PERSON = {
  name: 'Guðrún Persónudóttir',
  email: 'gudrun.private@example.test',
  phone: '6987654',
  kennitala: '2909735579',
  comment: 'Allergic to latex, ask for Ragna',
  plate: 'GDR77',
  answer: 'my dog Snati',
  gift: 'Til hamingju Guðrún',
};

interface Fixture {
  hookId: string;
  customerId: string;
  userId: string;
  events: string[];
  payments: string[];
  vouchers: string[];
  messages: string[];
  keyId: string;
  reservationId: string;
}

async function person(): Promise<Fixture> {
  const p = t.db.prisma;
  // The account (global, the person's own) has an address of its own here: one per call.
  const user = await p.marketplaceUser.create({
    data: { email: `account-${Math.random().toString(36).slice(2)}@example.test`, name: PERSON.name },
  });
  const created = await t.http.post('/v1/hq/customers').set(a.auth).send({
    company: a.companyId,
    name: PERSON.name,
    email: PERSON.email,
    phone_country_code: '354',
    phone_number: PERSON.phone,
    kennitala: PERSON.kennitala,
    notes: PERSON.comment,
  });
  expect(created.status).toBe(200);
  const customerId = created.body.id;
  await one(p.customer.updateMany({ where: { id: customerId }, data: { marketplace_user_id: user.id } }));
  const events: string[] = [];
  const starts = [Date.now() - 48 * HOUR, Date.now() + 48 * HOUR];
  for (const [i, at] of starts.entries()) {
    const e = await p.event.create({
      data: {
        company_id: a.companyId,
        customer_id: customerId,
        marketplace_user_id: user.id,
        starts_at: new Date(at),
        ends_at: new Date(at + HOUR),
        status: i === 0 ? 'completed' : 'confirmed',
        customer_name: PERSON.name,
        email: PERSON.email,
        phone_country_code: '354',
        phone_number: PERSON.phone,
        kennitala: PERSON.kennitala,
        license_plate: PERSON.plate,
        comment: PERSON.comment,
        booking_question_answers: [{ question: 'Pet?', answer: PERSON.answer }],
        price: 9000,
        currency: 'ISK',
      },
    });
    events.push(e.id);
  }
  const pay1 = await p.payment.create({
    data: {
      company_id: a.companyId,
      customer_id: customerId,
      marketplace_user_id: user.id,
      event_id: events[0],
      currency: 'ISK',
      amount: 9000,
      status: 'unsettled',
    },
  });
  // A payment of one of their bookings that was never linked to the customer itself.
  const pay2 = await p.payment.create({
    data: { company_id: a.companyId, event_id: events[1], currency: 'ISK', amount: 2500 },
  });
  const voucher = await p.voucher.create({
    data: {
      company_id: a.companyId,
      customer_id: customerId,
      marketplace_user_id: user.id,
      code: `GDPR-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      currency: 'ISK',
      amount: 10000,
      email: PERSON.email,
      phone_country_code: '354',
      phone_number: PERSON.phone,
      message: PERSON.gift,
    },
  });
  const about = `Dear ${PERSON.name}, your booking (${PERSON.comment})`;
  const m1 = await p.outboxMessage.create({
    data: {
      company_id: a.companyId,
      customer_id: customerId,
      kind: 'booking_confirmation',
      to: PERSON.email,
      subject: `Booking for ${PERSON.name}`,
      body: about,
      attachments: [{ filename: 'invite.ics', content: `ATTENDEE;CN=${PERSON.name}:mailto:${PERSON.email}` }],
      status: 'sent',
      sent_at: new Date(),
    },
  });
  // Staff's copy: to the employee, about the customer.
  const m2 = await p.outboxMessage.create({
    data: {
      company_id: a.companyId,
      customer_id: customerId,
      kind: 'booking_confirmation',
      to: 'staff@example.test',
      subject: `New booking: ${PERSON.name}`,
      body: about,
    },
  });
  // Queued before messages carried their customer: found by the address.
  const m3 = await p.outboxMessage.create({
    data: { company_id: a.companyId, kind: 'payment_receipt', to: PERSON.email.toUpperCase(), body: about },
  });
  const key = await p.idempotencyKey.create({
    data: {
      scope: `mkt:${user.id}`,
      key: 'k1',
      company_id: a.companyId,
      request_hash: 'h',
      method: 'POST',
      path: '/v1/marketplace/events',
      status: 'done',
      response_status: 200,
      response_body: {
        id: events[1],
        customer_name: PERSON.name,
        email: PERSON.email,
        phone_number: PERSON.phone,
        comment: PERSON.comment,
        customer: customerId,
        marketplace_user: user.id,
      },
      expires_at: new Date(Date.now() + 24 * HOUR),
    },
  });
  const reservation = await p.timeSlotReservation.create({
    data: {
      company_id: a.companyId,
      starts_at: new Date(starts[1]),
      ends_at: new Date(starts[1] + HOUR),
      expires_at: new Date(starts[1]),
      marketplace_user_id: user.id,
      event_id: events[1],
      consumed_at: new Date(),
    },
  });
  // The webhook message of their booking (delivery log, stream history), as the API answered it.
  const hook = await p.webhookMessage.create({
    data: {
      id: `msg_${Math.random().toString(36).slice(2)}`,
      company_id: a.companyId,
      type: 'event.updated',
      object_id: events[1],
      payload: {
        type: 'event.updated',
        company: a.companyId,
        data: {
          object: { id: events[1], customer_name: PERSON.name, email: PERSON.email, comment: PERSON.comment },
          previous_attributes: { phone_number: PERSON.phone },
        },
      },
    },
  });
  return {
    hookId: hook.id,
    customerId,
    userId: user.id,
    events,
    payments: [pay1.id, pay2.id],
    vouchers: [voucher.id],
    messages: [m1.id, m2.id, m3.id],
    keyId: key.id,
    reservationId: reservation.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
});
afterAll(() => t?.close());

describe('export (GDPR access)', () => {
  it('holds the customer and every booking, payment, voucher and message of the person', async () => {
    const f = await person();
    // Another customer's objects of the same company stay out.
    const other = await t.db.prisma.customer.create({ data: { company_id: a.companyId, name: 'Other' } });
    await t.db.prisma.payment.create({
      data: { company_id: a.companyId, customer_id: other.id, currency: 'ISK', amount: 1 },
    });
    const res = await t.http.get(`/v1/hq/customers/${f.customerId}/export`).set(a.auth);
    expect(res.status).toBe(200);
    // A person's data: no cache along the way may keep it (as every authenticated answer).
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.customer).toMatchObject({ id: f.customerId, name: PERSON.name, stats: { bookings: 2 } });
    const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();
    expect(ids(res.body.events)).toEqual([...f.events].sort());
    expect(ids(res.body.payments)).toEqual([...f.payments].sort());
    expect(ids(res.body.vouchers)).toEqual([...f.vouchers].sort());
    expect(ids(res.body.messages)).toEqual([...f.messages].sort());
    expect(res.body.events[0]).toMatchObject({ customer_name: PERSON.name, comment: PERSON.comment });
    expect(res.body.vouchers[0]).toMatchObject({ message: PERSON.gift });
    expect(res.body.messages.find((m: { id: string }) => m.id === f.messages[0])).toMatchObject({
      to: PERSON.email,
      status: 'sent',
    });
    expect((await t.http.get(`/v1/hq/customers/${f.customerId}/export`).set(b.auth)).status).toBe(404);
    // Gone again through the erasure (its bookings, payments and vouchers kept, their reference
    // to the customer cleared, on a distributed database too: docs/scaling.md).
    expect((await t.http.delete(`/v1/hq/customers/${f.customerId}`).set(a.auth)).status).toBe(204);
  });
});

describe('DELETE (GDPR erasure)', () => {
  it('leaves no personal field in any column of the rows that stay, and keeps times and amounts', async () => {
    const f = await person();
    const p = t.db.prisma;
    const before = await p.event.findMany({ where: { id: { in: f.events } }, orderBy: { id: 'asc' } });
    expect((await t.http.delete(`/v1/hq/customers/${f.customerId}`).set(b.auth)).status).toBe(404);
    const res = await t.http.delete(`/v1/hq/customers/${f.customerId}`).set(a.auth);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await p.customer.findFirst({ where: { id: f.customerId } })).toBeNull();
    expect((await t.http.get(`/v1/hq/customers/${f.customerId}`).set(a.auth)).status).toBe(404);

    // Every column of every row the person touched, as the database holds it.
    const rows = async (table: string, ids: string[]) =>
      p.$queryRawUnsafe<Record<string, unknown>[]>(
        `SELECT * FROM ${table} WHERE id = ANY($1::text[]) ORDER BY id`,
        ids,
      );
    const kept = {
      events: await rows('events', f.events),
      payments: await rows('payments', f.payments),
      vouchers: await rows('vouchers', f.vouchers),
      outbox_messages: await rows('outbox_messages', f.messages),
      time_slot_reservations: await rows('time_slot_reservations', [f.reservationId]),
      webhook_messages: await rows('webhook_messages', [f.hookId]),
    };
    const personal = [
      PERSON.name,
      'Guðrún',
      PERSON.email,
      'gudrun.private',
      PERSON.phone,
      PERSON.kennitala,
      PERSON.comment,
      PERSON.plate,
      PERSON.answer,
      PERSON.gift,
      f.userId,
      f.customerId,
    ];
    for (const [table, list] of Object.entries(kept)) {
      expect(list.length, table).toBeGreaterThan(0);
      for (const row of list) {
        for (const [column, value] of Object.entries(row)) {
          // A bigint (a stream position) as its digits: JSON has no bigint.
          const text = JSON.stringify(value ?? null, (_, v) =>
            typeof v === 'bigint' ? String(v) : v,
          ).toLowerCase();
          for (const word of personal)
            expect(text.includes(word.toLowerCase()), `${table}.${column} still holds ${word}`).toBe(false);
        }
      }
    }
    // The stored answer of their booking (their data, their account in its scope) is gone.
    expect(await p.idempotencyKey.findUnique({ where: { id: f.keyId } })).toBeNull();
    // What the business's books need stays: times, status, prices; payment amounts and states.
    for (const [i, ev] of kept.events.entries()) {
      expect(new Date(ev.starts_at as string).getTime()).toBe(before[i].starts_at.getTime());
      expect(ev.status).toBe(before[i].status);
      expect(Number(ev.price)).toBe(9000);
    }
    expect(kept.payments.map((x) => [Number(x.amount), x.status])).toEqual(
      expect.arrayContaining([
        [9000, 'unsettled'],
        [2500, 'pending'],
      ]),
    );
    expect(kept.vouchers[0].code).toMatch(/^GDPR-/);
    expect(Number(kept.vouchers[0].amount)).toBe(10000);
    // A message not yet sent will not be: nobody to send it to. Sent ones keep when.
    const byId = new Map(kept.outbox_messages.map((m) => [m.id, m]));
    expect(byId.get(f.messages[0])).toMatchObject({ status: 'sent', to: '' });
    expect(byId.get(f.messages[0])?.sent_at).not.toBeNull();
    expect(byId.get(f.messages[1])).toMatchObject({ status: 'failed' });
    // The marketplace account is the person's own, not the company's: it stays.
    expect(await p.marketplaceUser.findUnique({ where: { id: f.userId } })).not.toBeNull();
    // Twice is 404: there is nobody left to erase.
    expect((await t.http.delete(`/v1/hq/customers/${f.customerId}`).set(a.auth)).status).toBe(404);
  });
});

describe('DELETE (GDPR erasure) of a record others were merged into', () => {
  it("also blanks the merged records' own audit rows and webhook messages, through earlier merges too", async () => {
    // One person, entered three times: C was merged into B, then B into A. Erasing A erases all
    // three, since B's and C's creation and update left their data in the trail and the stream.
    const tag = Math.random().toString(36).slice(2, 8);
    const people = {
      a: { name: `Ásta Kept ${tag}`, email: `kept-${tag}@example.test`, notes: `kept note ${tag}` },
      b: { name: `Bergþóra Middle ${tag}`, email: `middle-${tag}@example.test`, notes: `middle note ${tag}` },
      c: { name: `Clara Oldest ${tag}`, email: `oldest-${tag}@example.test`, notes: `oldest note ${tag}` },
    };
    const ids: Record<string, string> = {};
    for (const [k, v] of Object.entries(people)) {
      const res = await t.http
        .post('/v1/hq/customers')
        .set(a.auth)
        .send({ company: a.companyId, ...v });
      expect(res.status, res.text).toBe(200);
      ids[k] = res.body.id;
      const upd = await t.http
        .post(`/v1/hq/customers/${ids[k]}`)
        .set(a.auth)
        .send({ notes: `${v.notes} updated` });
      expect(upd.status, upd.text).toBe(200);
    }
    const mergeCB = await t.http
      .post(`/v1/hq/customers/${ids.b}/merge`)
      .set(a.auth)
      .send({ from: [ids.c] });
    expect(mergeCB.status, mergeCB.text).toBe(200);
    const mergeBA = await t.http
      .post(`/v1/hq/customers/${ids.a}/merge`)
      .set(a.auth)
      .send({ from: [ids.b] });
    expect(mergeBA.status, mergeBA.text).toBe(200);

    const objects = [ids.a, ids.b, ids.c];
    const stored = async () => ({
      activities: await t.db.sql.query<Record<string, unknown>>(
        'SELECT * FROM activities WHERE company_id = $1 AND object_id = ANY($2::text[])',
        [a.companyId, objects],
      ),
      messages: await t.db.sql.query<Record<string, unknown>>(
        'SELECT * FROM webhook_messages WHERE company_id = $1 AND object_id = ANY($2::text[])',
        [a.companyId, objects],
      ),
    });
    const words = Object.values(people).flatMap((p) => [p.name, p.email, p.notes]);
    const before = await stored();
    // Each record: created and updated (2 activities) and B and C deleted by a merge (1 each),
    // A and B updated by the merge into them (1 each): 3 * 2 + 2 + 2 = 10 at least.
    expect(before.activities.length).toBeGreaterThanOrEqual(10);
    expect(before.messages.length).toBeGreaterThanOrEqual(6);
    // Before the erasure, B's and C's data are in rows about B and C themselves.
    for (const k of ['b', 'c'] as const) {
      const about = JSON.stringify(before.activities.filter((r) => r.object_id === ids[k]));
      expect(about).toContain(people[k].email);
      expect(JSON.stringify(before.messages.filter((r) => r.object_id === ids[k]))).toContain(
        people[k].email,
      );
    }

    expect((await t.http.delete(`/v1/hq/customers/${ids.a}`).set(a.auth)).status).toBe(204);
    const after = await stored();
    expect(after.activities.length).toBeGreaterThan(before.activities.length); // the erasure's own rows
    const text = JSON.stringify(after).toLowerCase();
    for (const word of words) expect(text.includes(word.toLowerCase()), word).toBe(false);
  });
});
