import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingService } from '../../src/domain/bookings/booking-service.ts';
import type { BookingNotifier } from '../../src/domain/bookings/notify.ts';
import { type MailAttachment, SmtpTransport } from '../../src/domain/messaging/mail-transport.ts';
import { Outbox } from '../../src/domain/messaging/outbox.ts';
import type { OutboxMessage } from '../../src/generated/prisma/client.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { parseIcs, unescapeText } from '../helpers/ics.ts';
import { one } from '../helpers/rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;
const day = dayAfter(5);
const day2 = dayAfter(6);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC
const ics = (hhmm: string, d = day) => `${d.replace(/-/g, '')}T${hhmm.replace(':', '')}00Z`;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ MAIL_FROM: 'Bookings <no-reply@salon.test>' });
  shop = await createShop(t.db.prisma, { employees: 2 });
  cut = await createEventType(t.db.prisma, shop, { title: 'Haircut' });
  await t.db.prisma.company.update({
    where: { id: shop.companyId },
    data: { name: 'Hárstofan', location: { formatted_address: 'Laugavegur 1, 101 Reykjavík' } },
  });
});
afterAll(() => t?.close());

const prisma = () => t.db.prisma;
/** The outbox rows of the shop's company written after `since`, oldest first. */
const outbox = (since: Date, companyId = shop.companyId) =>
  prisma().outboxMessage.findMany({
    where: { company_id: companyId, created_at: { gte: since } },
    orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
  });
const calendarOf = (row: OutboxMessage) => {
  const attachments = row.attachments as unknown as MailAttachment[];
  expect(attachments).toHaveLength(1);
  expect(attachments[0].filename).toMatch(/\.ics$/);
  expect(attachments[0].contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  return parseIcs(attachments[0].content);
};
const book = (body: Record<string, unknown>, s: Shop = shop) =>
  t.http.post('/v1/marketplace/events').send({
    company: s.companyId,
    event_types: [cut],
    customer_name: 'Anna',
    email: 'anna@example.test',
    ...body,
  });
const hqCreate = (body: Record<string, unknown>) =>
  t.http
    .post('/v1/hq/events')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      event_types: [cut],
      customer_name: 'Björn',
      email: 'bjorn@example.test',
      ...body,
    });
const hqUpdate = (id: string, body: Record<string, unknown>) =>
  t.http.post(`/v1/hq/events/${id}`).set(shop.auth).send(body);
const stamp = async () => {
  // Rows are told apart by created_at (ms): start each step on a fresh millisecond. created_at is
  // the database's stamp, so the step starts on the database's clock (which a test run with a
  // moved app clock does not move: docs/testing.md).
  await new Promise((r) => setTimeout(r, 5));
  return (await t.db.prisma.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`)[0].now;
};

describe('booking messages in the booking transaction', () => {
  it('a booking writes exactly one confirmation, with its .ics; a refused booking writes nothing', async () => {
    const since = await stamp();
    const res = await book({ starts_at: at('10:00'), employee: shop.employees[0] });
    expect(res.status).toBe(200);
    const rows = await outbox(since);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      kind: 'booking_confirmation',
      to: 'anna@example.test',
      status: 'pending',
      subject: 'Your booking at Hárstofan is confirmed',
    });
    expect(row.body).toContain('Hello Anna,');
    expect(row.body).toContain('10:00'); // Reykjavik time = UTC
    expect(row.body).toContain('Services: Haircut');
    expect(row.body).toContain('Where: Laugavegur 1, 101 Reykjavík');
    expect(row.body).toContain(`Reference: ${res.body.id}`);
    const cal = calendarOf(row);
    expect(cal.get('METHOD')).toBe('REQUEST');
    expect(cal.get('STATUS')).toBe('CONFIRMED');
    expect(cal.get('UID')).toBe(`${res.body.id}@salon.test`);
    expect(cal.get('DTSTART')).toBe(ics('10:00'));
    expect(cal.get('DTEND')).toBe(ics('11:00')); // 60-minute service
    expect(cal.get('SUMMARY')).toBe('Haircut');
    expect(unescapeText(cal.get('LOCATION')!)).toBe('Hárstofan, Laugavegur 1, 101 Reykjavík');
    expect(cal.props.ATTENDEE[0]).toEqual({
      params: ';CN=Anna;ROLE=REQ-PARTICIPANT;RSVP=FALSE',
      value: 'mailto:anna@example.test',
    });
    // DTSTAMP is when the message was made (within this test).
    const dtstamp = cal.get('DTSTAMP')!;
    expect(dtstamp).toMatch(/^\d{8}T\d{6}Z$/);

    // The same employee at the same time: refused, and no message.
    const again = await book({
      starts_at: at('10:00'),
      employee: shop.employees[0],
      email: 'late@example.test',
    });
    expect(again.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect(await outbox(since)).toHaveLength(1);
    // A request refused by validation (unknown field): no message either.
    const bad = await book({ starts_at: at('11:00'), colour: 'red' });
    expect(bad.status).toBe(400);
    expect(await outbox(since)).toHaveLength(1);
  });

  it('a failure after the outbox write rolls back the booking and its message together', async () => {
    // A notifier that writes its outbox row and then fails: the booking must not exist, nor the row.
    const failing: BookingNotifier = {
      async bookingChanged(tx, _kind, event) {
        await t.app.services.outbox.enqueue(tx, {
          company_id: event.company_id,
          kind: 'booking_confirmation',
          to: 'doomed@example.test',
          subject: 'x',
          body: 'x',
        });
        throw new Error('crash after the outbox write');
      },
    };
    const service = new BookingService(
      t.appDb.sql,
      t.app.services.resources,
      10,
      Date.now,
      Math.random,
      failing,
    );
    const caller = {
      userId: shop.userId,
      tokenId: 'test',
      scope: 'write' as const,
      companyIds: new Set([shop.companyId]),
      enterpriseIds: new Set<string>(),
      companyRoles: new Map([[shop.companyId, ['manager' as const]]]),
      enterpriseRoles: new Map(),
      employeeIds: new Map(),
      heldRoles: { employee: {}, enterprise: {} },
      need: 'bookings.write' as const,
    };
    await expect(
      service.createHqEvent(caller, {
        company: shop.companyId,
        event_types: [cut],
        starts_at: at('15:00'),
        employee: shop.employees[0],
      }),
    ).rejects.toThrow('crash after the outbox write');
    expect(await prisma().outboxMessage.count({ where: { to: 'doomed@example.test' } })).toBe(0);
    expect(
      await prisma().event.count({ where: { company_id: shop.companyId, starts_at: new Date(at('15:00')) } }),
    ).toBe(0);
    // The slot is still free: nothing of the booking stayed behind.
    expect((await hqCreate({ starts_at: at('15:00'), employee: shop.employees[0] })).status).toBe(200);
  });

  it('cancelling writes a cancellation whose .ics is a CANCEL of the same UID', async () => {
    const e = await book({ starts_at: at('12:00'), employee: shop.employees[0], email: 'cara@example.test' });
    const first = (await outbox(new Date(0))).find((r) => r.to === 'cara@example.test')!;
    const since = await stamp();
    const res = await t.http.post(`/v1/marketplace/events/${e.body.id}`).send({ status: 'cancelled' });
    expect(res.body.status).toBe('cancelled');
    const rows = await outbox(since);
    expect(rows.map((r) => [r.kind, r.to])).toEqual([['booking_cancellation', 'cara@example.test']]);
    expect(rows[0].subject).toBe('Your booking at Hárstofan is cancelled');
    const cal = calendarOf(rows[0]);
    expect(cal.get('METHOD')).toBe('CANCEL');
    expect(cal.get('STATUS')).toBe('CANCELLED');
    expect(cal.get('UID')).toBe(`${e.body.id}@salon.test`);
    expect(cal.get('DTSTART')).toBe(ics('12:00'));
    // A later change carries a sequence not lower than the first message's.
    expect(Number(cal.get('SEQUENCE'))).toBeGreaterThanOrEqual(Number(calendarOf(first).get('SEQUENCE')));
    // Cancelling again is no news.
    const since2 = await stamp();
    await hqUpdate(e.body.id, { status: 'cancelled' });
    expect(await outbox(since2)).toHaveLength(0);
  });

  it('a reschedule writes a change with the new time; contact edits and no-shows write nothing', async () => {
    const e = await hqCreate({ starts_at: at('13:00'), employee: shop.employees[0] });
    expect(e.status).toBe(200);
    let since = await stamp();
    const moved = await hqUpdate(e.body.id, { starts_at: at('14:00', day2), employee: shop.employees[0] });
    expect(moved.status).toBe(200);
    let rows = await outbox(since);
    expect(rows.map((r) => [r.kind, r.to])).toEqual([['booking_change', 'bjorn@example.test']]);
    expect(rows[0].subject).toBe('Your booking at Hárstofan has changed');
    const cal = calendarOf(rows[0]);
    expect(cal.get('METHOD')).toBe('REQUEST');
    expect(cal.get('DTSTART')).toBe(ics('14:00', day2));
    expect(cal.get('DTEND')).toBe(ics('15:00', day2));
    // More guests at the same time is a change too.
    since = await stamp();
    await hqUpdate(e.body.id, { starts_at: at('14:00', day2), number_of_guests: 2 });
    rows = await outbox(since);
    expect(rows.map((r) => r.kind)).toEqual(['booking_change']);
    expect(rows[0].body).toContain('Guests: 2');
    since = await stamp();
    expect((await hqUpdate(e.body.id, { comment: 'Prefers scissors' })).status).toBe(200);
    expect((await hqUpdate(e.body.id, { status: 'noshow' })).status).toBe(200);
    expect(await outbox(since)).toHaveLength(0);
  });

  it('unconfirmed bookings get a "received" message (TENTATIVE), then a confirmation', async () => {
    let since = await stamp();
    const e = await hqCreate({ starts_at: at('09:00', day2), status: 'unconfirmed' });
    let rows = await outbox(since);
    expect(rows.map((r) => r.kind)).toEqual(['booking_pending']);
    expect(rows[0].subject).toBe('Your booking request at Hárstofan was received');
    expect(calendarOf(rows[0]).get('STATUS')).toBe('TENTATIVE');
    since = await stamp();
    await hqUpdate(e.body.id, { status: 'confirmed' });
    rows = await outbox(since);
    expect(rows.map((r) => r.kind)).toEqual(['booking_confirmation']);
    expect(calendarOf(rows[0]).get('STATUS')).toBe('CONFIRMED');
  });

  it('copies the employee when notifications.booking_email is on (own e-mail, else the HQ user’s)', async () => {
    const e2 = shop.employees[1];
    // e1: the owner's own employee row (linked to the tenant's HQ user);
    // e2: its own address.
    const owner = await prisma().hqUser.findUniqueOrThrow({ where: { id: shop.userId } });
    const e1 = (
      await prisma().employee.findFirstOrThrow({
        where: { company_id: shop.companyId, user_id: shop.userId },
      })
    ).id;
    // Its own e-mail cleared: the copy goes to the HQ user's address.
    await one(
      prisma().employee.updateMany({
        where: { id: e1 },
        data: { email: null, notifications: { booking_email: true } },
      }),
    );
    await one(
      prisma().employee.updateMany({
        where: { id: e2 },
        data: { email: 'sigga@salon.test', notifications: { booking_email: true } },
      }),
    );
    let since = await stamp();
    const e = await book({
      starts_at: at('16:00', day2),
      employee: e2,
      email: 'dora@example.test',
      customer_name: 'Dóra',
    });
    let rows = await outbox(since);
    expect(rows.map((r) => [r.kind, r.to]).sort()).toEqual([
      ['booking_confirmation', 'dora@example.test'],
      ['booking_confirmation', 'sigga@salon.test'],
    ]);
    const staff = rows.find((r) => r.to === 'sigga@salon.test')!;
    expect(staff.subject).toMatch(/^New booking: .*16:00$/);
    expect(staff.body).toContain('Customer: Dóra');
    expect(calendarOf(staff).get('UID')).toBe(`${e.body.id}@salon.test`);

    // Moved to e1 at the same time: the customer hears of the change, e1 gets a new booking and
    // e2 a cancellation of the same calendar entry.
    since = await stamp();
    expect((await hqUpdate(e.body.id, { starts_at: at('16:00', day2), employee: e1 })).status).toBe(200);
    rows = await outbox(since);
    expect(rows.map((r) => [r.kind, r.to]).sort()).toEqual(
      [
        ['booking_cancellation', 'sigga@salon.test'],
        ['booking_change', 'dora@example.test'],
        ['booking_confirmation', owner.email],
      ].sort(),
    );
    const toE2 = rows.find((r) => r.to === 'sigga@salon.test')!;
    expect(calendarOf(toE2).get('METHOD')).toBe('CANCEL');
    expect(calendarOf(rows.find((r) => r.to === owner.email)!).get('METHOD')).toBe('REQUEST');

    // Turned off: only the customer.
    await one(
      prisma().employee.updateMany({ where: { id: e1 }, data: { notifications: { booking_email: false } } }),
    );
    since = await stamp();
    await hqUpdate(e.body.id, { status: 'cancelled' });
    rows = await outbox(since);
    expect(rows.map((r) => [r.kind, r.to])).toEqual([['booking_cancellation', 'dora@example.test']]);
  });

  it('writes in the company’s messaging language', async () => {
    const is = await createShop(prisma(), { employees: 1 });
    const et = await createEventType(prisma(), is, { title: 'Klipping' });
    await prisma().company.update({
      where: { id: is.companyId },
      data: { name: 'Rakarinn', locale: { messaging_language: 'is' } },
    });
    const since = await stamp();
    const res = await book({ event_types: [et], starts_at: at('10:00'), customer_name: 'Jón' }, is);
    expect(res.status).toBe(200);
    const rows = await outbox(since, is.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe('Bókun þín hjá Rakarinn er staðfest');
    expect(rows[0].body).toContain('Sæl/l Jón,');
    expect(rows[0].body).toContain('Þjónusta: Klipping');
  });

  it('POST /events/{id}/notification sends the booking to its own contact, never to another address', async () => {
    const e = await book({ starts_at: at('11:00', day2) });
    const since = await stamp();
    const other = await t.http
      .post(`/v1/marketplace/events/${e.body.id}/notification`)
      .send({ email: 'friend@example.test' });
    expect(other.status).toBe(400);
    const res = await t.http.post(`/v1/marketplace/events/${e.body.id}/notification`).send({});
    expect(res.status).toBe(200);
    const rows = await outbox(since);
    expect(rows.map((r) => [r.kind, r.to])).toEqual([['event_notification', 'anna@example.test']]);
    expect(calendarOf(rows[0]).get('DTSTART')).toBe(ics('11:00', day2));
  });
});

describe('reminders', () => {
  let s: Shop;
  let et: string;
  const reminders = () => t.app.services.bookingMessages;
  const create = (starts: string, email: string) =>
    t.http
      .post('/v1/hq/events')
      .set(s.auth)
      .send({ company: s.companyId, event_types: [et], starts_at: starts, customer_name: 'Eva', email });
  const sentTo = (email: string) =>
    prisma().outboxMessage.findMany({
      where: { kind: 'booking_reminder', to: email },
      orderBy: { created_at: 'asc' },
    });

  beforeAll(async () => {
    s = await createShop(prisma(), { employees: 2 });
    et = await createEventType(prisma(), s, { title: 'Massage' });
    await prisma().company.update({
      where: { id: s.companyId },
      data: { messaging: { enable_reminders: true, custom_reminder: 'Please arrive 10 minutes early.' } },
    });
  });

  it('uses the configured lead time (REMINDER_LEAD_HOURS, default 24)', () => {
    expect(reminders().reminderLeadHours).toBe(24);
  });

  it('a moved booking gets its reminder for the new time only; a cancelled one gets none', async () => {
    const moved = await create(at('09:00'), 'moved@example.test');
    const cancelled = await create(at('10:00'), 'gone@example.test');
    expect((await hqUpdate2(s, moved.body.id, { starts_at: at('09:00', day2) })).status).toBe(200);
    expect((await hqUpdate2(s, cancelled.body.id, { status: 'cancelled' })).status).toBe(200);
    const oldStart = Date.parse(at('09:00'));
    const newStart = Date.parse(at('09:00', day2));

    // 23 h before the old time: the old time is within the 24 h lead, but the booking is no
    // longer there, and the new time is 47 h away: nothing. The cancelled one: nothing.
    expect(await reminders().sendDueReminders(new Date(oldStart - 23 * HOUR))).toBe(0);
    expect(await sentTo('moved@example.test')).toHaveLength(0);
    expect(await sentTo('gone@example.test')).toHaveLength(0);
    // 24 h + 1 min before the new time: not yet due.
    expect(await reminders().sendDueReminders(new Date(newStart - 24 * HOUR - 60_000))).toBe(0);
    // 23 h before the new time: due, once.
    const before = await prisma().event.findFirstOrThrow({ where: { id: moved.body.id } });
    expect(await reminders().sendDueReminders(new Date(newStart - 23 * HOUR))).toBe(1);
    expect(await reminders().sendDueReminders(new Date(newStart - 22 * HOUR))).toBe(0);
    const sent = await sentTo('moved@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Reminder: your booking at ${await companyName(s)}`);
    expect(sent[0].body).toContain('Please arrive 10 minutes early.');
    expect(sent[0].body).toContain('09:00');
    const cal = calendarOf(sent[0]);
    expect(cal.get('DTSTART')).toBe(ics('09:00', day2));
    expect(cal.get('METHOD')).toBe('REQUEST');
    expect(await sentTo('gone@example.test')).toHaveLength(0);
    // Queuing the reminder did not count as a change of the booking.
    const row = await prisma().event.findFirstOrThrow({ where: { id: moved.body.id } });
    expect(row.reminder_starts_at?.getTime()).toBe(newStart);
    expect(row.reminder_sent_at?.getTime()).toBe(newStart - 23 * HOUR);
    expect(row.updated_at).toEqual(before.updated_at);
  });

  it('a booking moved after its reminder gets one for the new time; none after it started', async () => {
    const e = await create(at('13:00'), 'twice@example.test');
    const first = Date.parse(at('13:00'));
    expect(await reminders().sendDueReminders(new Date(first - 20 * HOUR))).toBe(1);
    // Moved 2 h later: the reminder for 13:00 is stale, so one for 15:00 is due.
    expect((await hqUpdate2(s, e.body.id, { starts_at: at('15:00') })).status).toBe(200);
    expect(await reminders().sendDueReminders(new Date(first - 19 * HOUR))).toBe(1);
    expect(await reminders().sendDueReminders(new Date(first - 18 * HOUR))).toBe(0);
    const sent = await sentTo('twice@example.test');
    expect(sent.map((m) => calendarOf(m).get('DTSTART'))).toEqual([ics('13:00'), ics('15:00')]);
    // A booking whose time has passed gets no reminder.
    const late = await create(at('16:00'), 'late@example.test');
    expect(await reminders().sendDueReminders(new Date(Date.parse(at('16:00')) + 60_000))).toBe(0);
    expect(await sentTo('late@example.test')).toHaveLength(0);
    expect(late.status).toBe(200);
  });

  it('sends none when reminders are off, or for a booking made within the lead time', async () => {
    const off = await createShop(prisma(), { employees: 1 });
    const offEt = await createEventType(prisma(), off);
    await prisma().company.update({
      where: { id: off.companyId },
      data: { messaging: { enable_reminders: false, custom_reminder: 'x' } },
    });
    await t.http
      .post('/v1/hq/events')
      .set(off.auth)
      .send({
        company: off.companyId,
        event_types: [offEt],
        starts_at: at('11:00'),
        email: 'off@example.test',
      });
    // On day2 (the bookings above are on day 1, one at 16:00 that is itself due at 10:00 the day before).
    const e = await create(at('11:00', day2), 'short@example.test');
    // Pretend it was booked 2 h before it starts (within the 24 h lead).
    const start = Date.parse(at('11:00', day2));
    await one(
      prisma().event.updateMany({
        where: { id: e.body.id },
        data: { created_at: new Date(start - 2 * HOUR) },
      }),
    );
    expect(await reminders().sendDueReminders(new Date(start - HOUR))).toBe(0);
    expect(await sentTo('off@example.test')).toHaveLength(0);
    expect(await sentTo('short@example.test')).toHaveLength(0);
  });
});

const hqUpdate2 = (s: Shop, id: string, body: Record<string, unknown>) =>
  t.http.post(`/v1/hq/events/${id}`).set(s.auth).send(body);
const companyName = async (s: Shop) =>
  (await t.db.prisma.company.findUniqueOrThrow({ where: { id: s.companyId } })).name;

describe('delivery', () => {
  it('a booking message reaches a real SMTP server with its .ics intact', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const e = await book({
        starts_at: at('15:00', day2),
        employee: shop.employees[1],
        email: 'smtp@example.test',
      });
      expect(e.status).toBe(200);
      const row = await prisma().outboxMessage.findFirstOrThrow({ where: { to: 'smtp@example.test' } });
      // Deliver only this message (the shared outbox holds the other tests' rows too).
      await prisma().outboxMessage.updateMany({
        where: { status: 'pending', id: { not: row.id } },
        data: { send_after: new Date(Date.now() + 86_400_000) },
      });
      const sender = new Outbox(t.appDb.sql, transport, 'Bookings <no-reply@salon.test>', 3);
      expect(await sender.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(received).toHaveLength(1);
      const raw = received[0];
      // "Your booking at Hárstofan is confirmed", MIME-encoded in words (á = C3 A1 in UTF-8).
      expect(raw).toContain('Subject: =?UTF-8?Q?Your_booking_at_H=C3=A1rstofan_is_confir?=');
      expect(raw).toContain('To: smtp@example.test');
      const att = calendarPart(raw);
      expect(att.headers).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(att.headers).toMatch(/filename=invite\.ics/);
      const cal = parseIcs(att.content);
      expect(cal.get('UID')).toBe(`${e.body.id}@salon.test`);
      expect(cal.get('DTSTART')).toBe(ics('15:00', day2));
      expect(att.content).toBe((row.attachments as unknown as MailAttachment[])[0].content);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

/** The text/calendar part of a raw MIME message, its transfer encoding undone. */
function calendarPart(raw: string): { headers: string; content: string } {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  expect(boundary).toBeDefined();
  const part = raw.split(`--${boundary}`).find((p) => /Content-Type: text\/calendar/i.test(p));
  expect(part).toBeDefined();
  const split = part!.indexOf('\r\n\r\n');
  const headers = part!.slice(0, split);
  const body = part!.slice(split + 4).replace(/\r\n$/, '');
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return { headers, content: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return { headers, content: decodeURIComponent(bytes) };
  }
  return { headers, content: body };
}
