// The recurrence of a series (issue 32): pure, so the moments here are inputs, not "today".
import { describe, expect, it } from 'vitest';
import {
  expandRecurrence,
  formatRecurrence,
  MAX_OCCURRENCES,
  parseRecurrence,
} from '../../../src/domain/bookings/recurrence.ts';

const iso = (ms: number[]) => ms.map((t) => new Date(t).toISOString());

describe('parseRecurrence', () => {
  it('reads the supported parts and writes them back canonically', () => {
    const r = parseRecurrence('RRULE:freq=weekly;byday=TU,TH;interval=2;count=8');
    expect(r).toEqual({ freq: 'WEEKLY', interval: 2, byday: ['TU', 'TH'], count: 8, until: null });
    expect(formatRecurrence(r)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=8');
    expect(formatRecurrence(parseRecurrence('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270101'))).toBe(
      'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270101',
    );
  });

  it.each([
    ['', 'is empty'],
    ['FREQ=YEARLY;COUNT=2', 'FREQ must be DAILY, WEEKLY or MONTHLY'],
    ['FREQ=WEEKLY', 'COUNT or UNTIL is required'],
    ['FREQ=WEEKLY;COUNT=53', `COUNT must be between 1 and ${MAX_OCCURRENCES}`],
    ['FREQ=WEEKLY;COUNT=0', 'COUNT must be between 1'],
    ['FREQ=WEEKLY;COUNT=2;UNTIL=20270101', 'exclude each other'],
    ['FREQ=WEEKLY;BYMONTHDAY=3;COUNT=2', 'BYMONTHDAY is not supported'],
    ['FREQ=WEEKLY;BYDAY=XX;COUNT=2', 'BYDAY XX is not a weekday'],
    ['FREQ=WEEKLY;BYDAY=2TU;COUNT=2', 'only for FREQ=MONTHLY'],
    ['FREQ=WEEKLY;UNTIL=20270231', 'UNTIL is not a date'],
    ['FREQ=WEEKLY;UNTIL=tomorrow', 'UNTIL must be'],
    ['FREQ=WEEKLY;COUNT=2;COUNT=3', 'COUNT is given twice'],
  ])('refuses %j (%s)', (text, message) => {
    expect(() => parseRecurrence(text)).toThrow(message);
  });
});

describe('expandRecurrence', () => {
  it('keeps 10:00 in Europe/London across the March DST change: 8 weeks, 2 in GMT then 6 in BST', () => {
    // Tuesday 17 March 2026, 10:00 GMT = 10:00 UTC. Clocks go forward on Sunday 29 March, so from
    // Tuesday 31 March 10:00 local is 09:00 UTC.
    const starts = expandRecurrence(
      parseRecurrence('FREQ=WEEKLY;BYDAY=TU;COUNT=8'),
      Date.parse('2026-03-17T10:00:00Z'),
      'Europe/London',
    );
    expect(iso(starts)).toEqual([
      '2026-03-17T10:00:00.000Z',
      '2026-03-24T10:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-04-07T09:00:00.000Z',
      '2026-04-14T09:00:00.000Z',
      '2026-04-21T09:00:00.000Z',
      '2026-04-28T09:00:00.000Z',
      '2026-05-05T09:00:00.000Z',
    ]);
  });

  it('keeps 10:00 across the October change the other way (BST 09:00 UTC, then GMT 10:00 UTC)', () => {
    // Clocks go back on Sunday 25 October 2026.
    const starts = expandRecurrence(
      parseRecurrence('FREQ=WEEKLY;COUNT=3'),
      Date.parse('2026-10-20T09:00:00Z'),
      'Europe/London',
    );
    expect(iso(starts)).toEqual([
      '2026-10-20T09:00:00.000Z',
      '2026-10-27T10:00:00.000Z',
      '2026-11-03T10:00:00.000Z',
    ]);
  });

  it('expands INTERVAL, several BYDAY, DAILY and MONTHLY by ordinal weekday', () => {
    // Every other week on Monday and Thursday, from Monday 2 March 2026 16:00 UTC (GMT).
    expect(
      iso(
        expandRecurrence(
          parseRecurrence('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=4'),
          Date.parse('2026-03-02T16:00:00Z'),
          'Europe/London',
        ),
      ),
    ).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-05T16:00:00.000Z',
      '2026-03-16T16:00:00.000Z',
      '2026-03-19T16:00:00.000Z',
    ]);
    expect(
      iso(
        expandRecurrence(
          parseRecurrence('FREQ=DAILY;INTERVAL=3;COUNT=3'),
          Date.parse('2026-01-30T08:00:00Z'),
          'UTC',
        ),
      ),
    ).toEqual(['2026-01-30T08:00:00.000Z', '2026-02-02T08:00:00.000Z', '2026-02-05T08:00:00.000Z']);
    // The second Tuesday of each month, at 14:30 in Reykjavik (UTC all year).
    expect(
      iso(
        expandRecurrence(
          parseRecurrence('FREQ=MONTHLY;BYDAY=2TU;COUNT=3'),
          Date.parse('2026-01-13T14:30:00Z'),
          'Atlantic/Reykjavik',
        ),
      ),
    ).toEqual(['2026-01-13T14:30:00.000Z', '2026-02-10T14:30:00.000Z', '2026-03-10T14:30:00.000Z']);
  });

  it('ends at UNTIL: a UTC moment inclusive, a local date for its whole day', () => {
    const first = Date.parse('2026-03-17T10:00:00Z');
    const rule = (until: string) => parseRecurrence(`FREQ=WEEKLY;UNTIL=${until}`);
    // 31 March 09:00 UTC is the third occurrence exactly: included.
    expect(expandRecurrence(rule('20260331T090000Z'), first, 'Europe/London')).toHaveLength(3);
    expect(expandRecurrence(rule('20260331T085959Z'), first, 'Europe/London')).toHaveLength(2);
    expect(expandRecurrence(rule('20260331'), first, 'Europe/London')).toHaveLength(3);
  });

  it('refuses a first start that is not an occurrence, and more than the limit', () => {
    // 18 March 2026 is a Wednesday.
    expect(() =>
      expandRecurrence(
        parseRecurrence('FREQ=WEEKLY;BYDAY=TU;COUNT=2'),
        Date.parse('2026-03-18T10:00:00Z'),
        'UTC',
      ),
    ).toThrow('starts_at is not an occurrence');
    // Daily for a year is 365 > 52; weekly from Thursday 1 January to Wednesday 30 December is 52.
    expect(() =>
      expandRecurrence(
        parseRecurrence('FREQ=DAILY;UNTIL=20270101'),
        Date.parse('2026-01-01T10:00:00Z'),
        'UTC',
      ),
    ).toThrow(`more than ${MAX_OCCURRENCES} occurrences`);
    expect(
      expandRecurrence(
        parseRecurrence('FREQ=WEEKLY;UNTIL=20261230'),
        Date.parse('2026-01-01T10:00:00Z'),
        'UTC',
      ),
    ).toHaveLength(MAX_OCCURRENCES);
  });
});
