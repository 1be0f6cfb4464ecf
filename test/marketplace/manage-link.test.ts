// The manage link (docs/bookings.md#the-manage-link): a customer e-mail carries a link with which
// the booking is read, moved and cancelled without an account, under the customers' rules; a
// changed, revoked or spent link answers 401, and a client that keeps guessing is held off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_GUESS_RULE } from '../../src/domain/bookings/booking-links.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { DAY, dayAfter, HOUR, now } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cut: string;
const day = dayAfter(5);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`; // Reykjavik = UTC
const PAGE = 'https://book.example.test/manage/';

beforeAll(async () => {
  t = await createTestApp({ MANAGE_LINK_URL: `${PAGE}{token}` });
  shop = await createShop(t.db.prisma, { employees: 2 });
  other = await createShop(t.db.prisma);
  cut = await createEventType(t.db.prisma, shop, { title: 'Haircut' });
});
afterAll(() => t?.close());

const book = (starts: string, email = 'anna@example.test') =>
  t.http.post('/v1/marketplace/events').send({
    company: shop.companyId,
    event_types: [cut],
    starts_at: at(starts),
    employee: shop.employees[0],
    customer_name: 'Anna',
    email,
  });

/** The links the customer's mails about the event carry, oldest first. */
async function linksOf(eventId: string): Promise<string[]> {
  const rows = await t.db.prisma.outboxMessage.findMany({
    where: { company_id: shop.companyId, body: { contains: `Reference: ${eventId}` } },
    orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
  });
  return rows.flatMap((r) => {
    const m = /To change or cancel your booking: (\S+)/.exec(r.body);
    return m ? [decodeURIComponent(m[1].slice(PAGE.length))] : [];
  });
}

const read = (link: string) => t.http.get(`/v1/marketplace/manage/${encodeURIComponent(link)}`);
const change = (link: string, body: Record<string, unknown>) =>
  t.http.post(`/v1/marketplace/manage/${encodeURIComponent(link)}`).send(body);
/** The same link with one character of its secret changed. */
const tampered = (link: string) => link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');

describe('the manage link', () => {
  it('the confirmation carries a link that reads, moves and cancels the booking without an account', async () => {
    const booked = await book('10:00');
    expect(booked.status).toBe(200);
    const [link] = await linksOf(booked.body.id);
    // <company>.<link id>.<secret>: the secret is 32 random bytes in base64url (43 characters).
    expect(link).toMatch(new RegExp(`^${shop.companyId}\\.[A-Za-z0-9_-]{24}\\.[A-Za-z0-9_-]{43}$`));
    // Only the secret's SHA-256 is stored.
    const stored = await t.db.prisma.bookingLink.findMany({ where: { event_id: booked.body.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(link.split('.')[2]);

    const got = await read(link);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: booked.body.id, starts_at: at('10:00'), status: 'confirmed' });

    // Moved 10:00 -> 13:00 through the link; the change mail carries a second link, and both open it.
    const moved = await change(link, { starts_at: at('13:00') });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booked.body.id, starts_at: at('13:00'), ends_at: at('14:00') });
    const links = await linksOf(booked.body.id);
    expect(links).toHaveLength(2);
    expect(links[1]).not.toBe(links[0]);
    expect((await read(links[1])).body.starts_at).toBe(at('13:00'));
    expect((await read(links[0])).body.starts_at).toBe(at('13:00'));

    const cancelled = await change(links[1], { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    // The cancellation mail carries no link; the booking stays readable until its end.
    expect(await linksOf(booked.body.id)).toHaveLength(2);
    expect((await read(link)).body.status).toBe('cancelled');
  });

  it('answers 401 invalid_manage_link for a changed, unknown or malformed link', async () => {
    const booked = await book('09:00', 'bo@example.test');
    const [link] = await linksOf(booked.body.id);
    const [company, id, secret] = link.split('.');
    const refusals = [
      tampered(link),
      `${company}.${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${secret}`,
      `${other.companyId}.${id}.${secret}`, // another company's name on the same link
      'not-a-link',
      `${company}.${id}`,
    ];
    for (const bad of refusals) {
      const res = await read(bad);
      expect(res.status, bad).toBe(401);
      expect(res.body).toMatchObject({ type: 'authentication_error', code: 'invalid_manage_link' });
      expect((await change(bad, { status: 'cancelled' })).status).toBe(401);
    }
    // None of them touched the booking.
    expect((await read(link)).body.status).toBe('confirmed');
  });

  it("applies the company's rules for customers: a late cancellation is refused", async () => {
    const strict = await createShop(t.db.prisma, { profile: { min_cancel_notice_hours: 24 * 30 } });
    const service = await createEventType(t.db.prisma, strict);
    const booked = await t.http.post('/v1/marketplace/events').send({
      company: strict.companyId,
      event_types: [service],
      starts_at: at('11:00'),
      customer_name: 'Cara',
      email: 'cara@example.test',
    });
    expect(booked.status).toBe(200);
    const rows = await t.db.prisma.outboxMessage.findMany({ where: { company_id: strict.companyId } });
    const link = decodeURIComponent(/manage\/(\S+)/.exec(rows[0].body)![1]);
    // Five days ahead is inside a 30-day notice: the same refusal as through the event's own id.
    const late = await change(link, { status: 'cancelled' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ type: 'validation_error', code: 'cancel_too_late' });
  });

  it("stops working once the booking has ended, and once HQ revokes the event's links", async () => {
    const ended = await book('15:00', 'ended@example.test');
    const [endedLink] = await linksOf(ended.body.id);
    expect((await read(endedLink)).status).toBe(200);
    // The booking moved into the past (as if its day had come and gone): now - 2 h to now - 1 h.
    await t.db.prisma.event.update({
      where: { company_id_id: { company_id: shop.companyId, id: ended.body.id } },
      data: { starts_at: new Date(now() - 2 * HOUR), ends_at: new Date(now() - HOUR) },
    });
    expect((await read(endedLink)).status).toBe(401);

    const kept = await book('16:00', 'kept@example.test');
    const [keptLink] = await linksOf(kept.body.id);
    // Another company's token cannot revoke it (404), and the link still opens the booking.
    const foreign = await t.http.delete(`/v1/hq/events/${kept.body.id}/manage_links`).set(other.auth);
    expect(foreign.status).toBe(404);
    expect((await read(keptLink)).status).toBe(200);
    const revoked = await t.http.delete(`/v1/hq/events/${kept.body.id}/manage_links`).set(shop.auth);
    expect(revoked.status).toBe(204);
    expect((await read(keptLink)).status).toBe(401);
    const row = await t.db.prisma.bookingLink.findFirst({ where: { event_id: kept.body.id } });
    expect(row!.revoked_at!.getTime()).toBeGreaterThan(now() - DAY);
    // Revoking again is not an error.
    expect((await t.http.delete(`/v1/hq/events/${kept.body.id}/manage_links`).set(shop.auth)).status).toBe(
      204,
    );
  });

  // Last in the file: it holds off this test client's address (every request here is 127.0.0.1).
  it('holds off a client that keeps trying links that open nothing, even with a good link', async () => {
    const booked = await book('12:00', 'held@example.test');
    const [link] = await linksOf(booked.body.id);
    // Successes are given back: LINK_GUESS_RULE.limit + 5 good reads are never held off.
    for (let i = 0; i < LINK_GUESS_RULE.limit + 5; i++) expect((await read(link)).status).toBe(200);
    // The earlier tests of this file failed some links too: count from a clean slate.
    await t.db.prisma.attemptCounter.deleteMany({});
    // limit failures are answered 401; the one after them, and every attempt after it, 429.
    for (let i = 0; i < LINK_GUESS_RULE.limit; i++) expect((await read(tampered(link))).status).toBe(401);
    const held = await read(link);
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ type: 'rate_limit_error', code: 'too_many_attempts' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(LINK_GUESS_RULE.windowSeconds);
  });
});
