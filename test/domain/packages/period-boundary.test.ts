import { describe, expect, it } from 'vitest';
import { periodBoundaryAfter } from '../../../src/domain/packages/packages-service.ts';

// A membership's periods count from the day it was bought (packages-service.ts), so a renewal
// after a short month returns to the day it was bought. Fixed dates: these hold on any day.
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('periodBoundaryAfter', () => {
  it('bought on 31 January 2027: months end on the 28th of February, then the 31st of March, the 30th of April', () => {
    const anchor = at('2027-01-31T10:00:00.000Z');
    // 2027 is not a leap year: February has 28 days.
    expect(iso(periodBoundaryAfter(anchor, 'month', anchor))).toBe('2027-02-28T10:00:00.000Z');
    // From the end of February: the 31st of March (adding a month to 28 February would give the 28th).
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-02-28T10:00:00.000Z')))).toBe(
      '2027-03-31T10:00:00.000Z',
    );
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-03-31T10:00:00.000Z')))).toBe(
      '2027-04-30T10:00:00.000Z',
    );
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-04-30T10:00:00.000Z')))).toBe(
      '2027-05-31T10:00:00.000Z',
    );
  });

  it('bought on 29 November 2026: the fourth month ends on 29 March 2027, after 28 February', () => {
    const anchor = at('2026-11-29T05:00:00.000Z');
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-02-28T05:00:00.000Z')))).toBe(
      '2027-03-29T05:00:00.000Z',
    );
  });

  it('answers the next boundary from any moment inside a period, never the same one', () => {
    const anchor = at('2027-01-31T10:00:00.000Z');
    // 15 March lies in the period 28 February - 31 March.
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-03-15T00:00:00.000Z')))).toBe(
      '2027-03-31T10:00:00.000Z',
    );
    // One millisecond before a boundary: that boundary; at it: the next.
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-03-31T09:59:59.999Z')))).toBe(
      '2027-03-31T10:00:00.000Z',
    );
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2027-03-31T10:00:00.000Z')))).toBe(
      '2027-04-30T10:00:00.000Z',
    );
    // Two years on: month 25 from January 2027 is February 2029 (not a leap year), on the 28th.
    expect(iso(periodBoundaryAfter(anchor, 'month', at('2029-01-31T10:00:00.000Z')))).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });

  it('weeks are 7 days from the purchase; a year bought on 29 February ends on 28 February, then 29 February again in a leap year', () => {
    const monday = at('2026-11-30T08:00:00.000Z');
    // 3 weeks + 2 days after: the 4th boundary, 4 x 7 = 28 days after.
    expect(iso(periodBoundaryAfter(monday, 'week', at('2026-12-23T08:00:00.000Z')))).toBe(
      '2026-12-28T08:00:00.000Z',
    );
    const leap = at('2028-02-29T12:00:00.000Z');
    expect(iso(periodBoundaryAfter(leap, 'year', leap))).toBe('2029-02-28T12:00:00.000Z');
    expect(iso(periodBoundaryAfter(leap, 'year', at('2031-02-28T12:00:00.000Z')))).toBe(
      '2032-02-29T12:00:00.000Z',
    );
  });
});
