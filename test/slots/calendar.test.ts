// dayNumberToDate is integer arithmetic (calendar.ts); it must answer exactly what the Date
// round trip it replaced answered, for every day a request or the engine can name.
import { describe, expect, it } from 'vitest';
import { dateToDayNumber, dayNumberToDate } from '../../src/slots/calendar.ts';

const viaDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe('dayNumberToDate', () => {
  it('agrees with Date for every day from 0000-01-01 to 9999-12-31 and past both ends', () => {
    // 719,528 days before 1970-01-01 (1,970 years of 365 days and 478 leap days); named by
    // number, since Date.UTC reads the years 0-99 as 1900-1999.
    const first = -719_528;
    const last = dateToDayNumber('9999-12-31');
    expect(viaDate(first)).toBe('0000-01-01');
    expect(last).toBe(2_932_896);
    let mismatches = 0;
    for (let day = first - 400; day <= last + 400; day++)
      if (dayNumberToDate(day) !== viaDate(day)) mismatches++;
    expect(mismatches).toBe(0);
  });

  it('knows the leap days: 2000-02-29 exists, 1900-02-29 does not', () => {
    expect(dayNumberToDate(dateToDayNumber('2000-02-29'))).toBe('2000-02-29');
    // 1900-02-29 is read as the day after 1900-02-28 by Date.UTC: March 1st.
    expect(dayNumberToDate(dateToDayNumber('1900-02-29'))).toBe('1900-03-01');
    expect(dayNumberToDate(0)).toBe('1970-01-01');
    expect(dayNumberToDate(-1)).toBe('1969-12-31');
  });
});
