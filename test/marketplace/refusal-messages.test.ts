// A refused booking tells the person why (issue 26, item 3): the `user_message` of a 400
// create_event_error is chosen by the same reason that the developer's `message` names in
// parentheses, so a booking at 03:00 at a company open 09-17 says it is closed, not that the
// time "has just been taken".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventError } from '../../src/domain/bookings/errors.ts';
import { REFUSAL_REASONS } from '../../src/slots/index.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TAKEN = /just been taken/;

describe('the person-facing text of each refusal reason', () => {
  const codes = ['time_slot_not_available', 'employee_not_available', 'space_not_available'] as const;

  it('every reason has a text of its own, for the time, a chosen employee and a chosen space', () => {
    // 11 reasons of the slot engine, plus "not a start time" and "no one free to pick".
    expect(REFUSAL_REASONS).toHaveLength(13);
    for (const code of codes) {
      const texts = REFUSAL_REASONS.map((reason) => createEventError(code, reason).extra.user_message);
      for (const text of texts) expect(text).toEqual(expect.stringMatching(/\S/));
      // Distinct: no two reasons share a text, so none falls back to another's.
      expect(new Set(texts).size, code).toBe(REFUSAL_REASONS.length);
    }
  });

  it('only a time taken by another booking says it was taken', () => {
    for (const reason of REFUSAL_REASONS) {
      const text = createEventError('time_slot_not_available', reason).extra.user_message;
      if (reason === 'busy') expect(text).toMatch(TAKEN);
      else expect(text, reason).not.toMatch(TAKEN);
    }
    // Without a reason (the database's exclusion constraint refused an overlap: a race lost), taken.
    expect(createEventError('time_slot_not_available').extra.user_message).toMatch(TAKEN);
  });

  it('the developer message names the same reason', () => {
    const err = createEventError('time_slot_not_available', 'closed');
    expect(err.message).toBe('The time slot is not available. (closed)');
    expect(err.extra.user_message).toMatch(/closed/i);
  });
});

describe('a refused booking through HTTP', () => {
  let t: TestApp;
  let shop: Shop;
  let cut: string;
  const day = dayAfter(3);
  beforeAll(async () => {
    t = await createTestApp();
    // Open 09:00-17:00 (Atlantic/Reykjavik = UTC), 60-minute grid, bookable up to 30 days ahead.
    shop = await createShop(t.db.prisma, { employees: 1, profile: { max_bookable_future_days: 30 } });
    cut = await createEventType(t.db.prisma, shop);
  });
  afterAll(() => t?.close());

  const book = (starts_at: string) =>
    t.http
      .post('/v1/marketplace/events')
      .send({ company: shop.companyId, event_types: [cut], starts_at, customer_name: 'Anna' });

  it('at 03:00, when the company is closed, says it is closed', async () => {
    const res = await book(`${day}T03:00:00.000Z`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
    expect(res.body.message).toContain('(closed)');
    expect(res.body.user_message).toBe(
      createEventError('time_slot_not_available', 'closed').extra.user_message,
    );
    expect(res.body.user_message).not.toMatch(TAKEN);
  });

  it('too far ahead and in the past say which', async () => {
    const far = await book(`${dayAfter(40)}T10:00:00.000Z`);
    expect(far.body).toMatchObject({ code: 'outside_booking_window' });
    expect(far.body.message).toContain('(too_far)');
    expect(far.body.user_message).toMatch(/too far ahead/);
    expect(far.body.user_message).not.toMatch(/too soon/);
    const past = await book(`${dayAfter(-2)}T10:00:00.000Z`);
    expect(past.body).toMatchObject({ code: 'outside_booking_window' });
    expect(past.body.message).toContain('(too_soon)');
    expect(past.body.user_message).toMatch(/too soon/);
    expect(past.body.user_message).not.toMatch(/too far/);
  });

  it('a time another booking holds says it was taken', async () => {
    const first = await book(`${day}T10:00:00.000Z`);
    expect(first.status).toBe(200);
    const second = await book(`${day}T10:00:00.000Z`);
    expect(second.status).toBe(400);
    expect(second.body.user_message).toMatch(TAKEN);
  });
});
