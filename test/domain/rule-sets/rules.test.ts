import { describe, expect, it } from 'vitest';
import {
  appliesOn,
  minutesOf,
  nextInstance,
  type RuleData,
  rruleProblems,
  ruleAppliesTo,
  ruleSetProblems,
} from '../../../src/domain/rule-sets/rules.ts';

const rule = (over: Partial<RuleData>): RuleData => ({
  type: 'availability',
  starts_at: null,
  ends_at: null,
  open: true,
  max_total_pax: null,
  employees: [],
  employees_association: null,
  resources: [],
  resources_association: null,
  priority: null,
  ...over,
});
const set = (rules: RuleData[], over = {}) => ({
  date: '2025-03-03',
  rrule: null,
  starts_at: '08:00',
  ends_at: '20:00',
  priority: null,
  rules,
  ...over,
});

describe('times', () => {
  it('reads HH:MM and 24:00 as minutes', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(8 * 60 + 30); // 510
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:01')).toBeUndefined();
    expect(minutesOf('8:30')).toBeUndefined();
  });
});

describe('rrule validation', () => {
  it('accepts day-level rules, with or without the RRULE: prefix', () => {
    expect(rruleProblems('FREQ=WEEKLY;BYDAY=MO,WE')).toEqual([]);
    expect(rruleProblems('RRULE:FREQ=MONTHLY;BYMONTHDAY=1,-1;COUNT=12')).toEqual([]);
    expect(rruleProblems('FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24;UNTIL=20301231')).toEqual([]);
    expect(rruleProblems('FREQ=MONTHLY;BYDAY=-1FR')).toEqual([]);
  });
  it.each([
    ['FREQ=FOO', /FREQ must be one of/],
    ['BYDAY=MO', /FREQ is required/],
    ['FREQ=DAILY;COUNT=x', /COUNT has an invalid value/],
    ['FREQ=DAILY;FOO=1', /unknown rule part "FOO"/],
    ['FREQ=WEEKLY;BYDAY=XX', /BYDAY has an invalid value/],
    ['FREQ=HOURLY', /FREQ must be one of/],
    ['FREQ=DAILY;BYHOUR=9', /whole days/],
    ['FREQ=DAILY;UNTIL=2025', /UNTIL has an invalid value/],
    ['FREQ=DAILY;COUNT=2;UNTIL=20300101', /COUNT and UNTIL/],
    ['FREQ=DAILY;FREQ=WEEKLY', /given twice/],
    ['DTSTART:20240101T000000Z\nRRULE:FREQ=DAILY', /DTSTART/],
    ['garbage', /unknown rule part/],
    ['FREQ=MONTHLY;BYMONTHDAY=32', /BYMONTHDAY/],
  ])('refuses %j', (value, message) => {
    const problems = rruleProblems(value);
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe('rrule');
    expect(problems[0].message).toMatch(message);
  });
});

describe('recurrence', () => {
  // 2025-03-03 is a Monday.
  const weekly = { date: '2025-03-03', rrule: 'FREQ=WEEKLY;BYDAY=MO,TH', ends_at: '18:00' };
  it('applies on its date and every occurrence', () => {
    expect(appliesOn(weekly, '2025-03-03')).toBe(true); // the date itself, a Monday
    expect(appliesOn(weekly, '2025-03-06')).toBe(true); // Thursday
    expect(appliesOn(weekly, '2025-03-04')).toBe(false); // Tuesday
    expect(appliesOn(weekly, '2025-03-02')).toBe(false); // before the date
  });
  it('counts the date as the first instance even off-pattern (RFC 5545 DTSTART)', () => {
    // 2025-03-05 is a Wednesday; the rule says Mondays.
    const s = { date: '2025-03-05', rrule: 'FREQ=WEEKLY;BYDAY=MO' };
    expect(appliesOn(s, '2025-03-05')).toBe(true);
    expect(appliesOn(s, '2025-03-10')).toBe(true);
  });
  it('computes next_instance in the company time zone', () => {
    // 2025-03-04T22:30Z is still Tuesday 17:30 in New York (UTC-5): next Thursday is 03-06.
    expect(nextInstance(weekly, new Date('2025-03-04T22:30:00Z'), 'America/New_York')).toBe('2025-03-06');
    // The same instant is Wednesday 07:30 in Tokyo (UTC+9): next Thursday is still 03-06.
    expect(nextInstance(weekly, new Date('2025-03-04T22:30:00Z'), 'Asia/Tokyo')).toBe('2025-03-06');
    // Monday 2025-03-10 at 23:30 UTC is Tuesday 08:30 in Tokyo: the Monday is over, next is Thursday 03-13.
    expect(nextInstance(weekly, new Date('2025-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-03-13');
    // ...but in UTC it is Monday 23:30, after the 18:00 end: next is Thursday 03-13 as well.
    expect(nextInstance(weekly, new Date('2025-03-10T23:30:00Z'), 'UTC')).toBe('2025-03-13');
    // Monday 2025-03-10 at 17:59 UTC, before the 18:00 end: today.
    expect(nextInstance(weekly, new Date('2025-03-10T17:59:00Z'), 'UTC')).toBe('2025-03-10');
  });
  it('has no next instance once a one-day or counted set is over', () => {
    expect(
      nextInstance(
        { date: '2025-03-03', rrule: null, ends_at: '24:00' },
        new Date('2025-03-04T00:00:00Z'),
        'UTC',
      ),
    ).toBeNull();
    // COUNT=2 from Monday 03-03: 03-03 and 03-10.
    const counted = { date: '2025-03-03', rrule: 'FREQ=WEEKLY;COUNT=2', ends_at: '24:00' };
    expect(nextInstance(counted, new Date('2025-03-05T12:00:00Z'), 'UTC')).toBe('2025-03-10');
    expect(nextInstance(counted, new Date('2025-03-11T12:00:00Z'), 'UTC')).toBeNull();
  });
});

describe('rule set constraints', () => {
  it('accepts rules of one type side by side and of different types on top of each other', () => {
    expect(
      ruleSetProblems(
        set([
          rule({ starts_at: '08:00', ends_at: '12:00' }),
          rule({ starts_at: '12:00', ends_at: '20:00', open: false }), // touches, does not overlap
          rule({ type: 'online_bookings', open: false }),
          rule({ type: 'max_total_pax', open: null, max_total_pax: 30 }),
        ]),
      ),
    ).toEqual([]);
  });
  it('refuses two rules of one type whose windows overlap, even when tied to other entities', () => {
    const problems = ruleSetProblems(
      set([
        rule({
          type: 'online_bookings',
          starts_at: '09:00',
          ends_at: '12:00',
          employees: ['a'],
          employees_association: 'include',
        }),
        rule({
          type: 'online_bookings',
          starts_at: '11:30',
          ends_at: '14:00',
          employees: ['b'],
          employees_association: 'include',
        }),
      ]),
    );
    expect(problems).toEqual([
      {
        field: 'rules[1]',
        message: expect.stringMatching(/overlaps rules\[0\].*09:00-12:00 and 11:30-14:00/),
      },
    ]);
  });
  it('refuses a rule that inherits the whole window next to one of the same type', () => {
    const problems = ruleSetProblems(set([rule({}), rule({ starts_at: '10:00', ends_at: '11:00' })]));
    expect(problems[0].field).toBe('rules[1]');
  });
  it('refuses a rule window beyond its set', () => {
    expect(ruleSetProblems(set([rule({ starts_at: '07:00', ends_at: '10:00' })]))).toEqual([
      {
        field: 'rules[0].starts_at',
        message: expect.stringMatching(/07:00-10:00 extends beyond its rule set's 08:00-20:00/),
      },
    ]);
    expect(ruleSetProblems(set([rule({ ends_at: '21:00' })]))[0].field).toBe('rules[0].ends_at');
    expect(ruleSetProblems(set([rule({ starts_at: '12:00', ends_at: '12:00' })]))[0].message).toMatch(
      /start before it ends/,
    );
  });
  it('checks the set window, date and the values of each type', () => {
    expect(ruleSetProblems(set([], { starts_at: '20:00', ends_at: '08:00' }))[0].field).toBe('ends_at');
    expect(ruleSetProblems(set([], { date: '2025-02-30' }))[0].field).toBe('date');
    expect(ruleSetProblems(set([rule({ open: null })]))).toEqual([
      { field: 'rules[0].open', message: 'is required for availability rules' },
    ]);
    expect(ruleSetProblems(set([rule({ type: 'max_total_pax', open: null })]))[0].field).toBe(
      'rules[0].max_total_pax',
    );
    expect(ruleSetProblems(set([rule({ employees_association: 'include' })]))[0].field).toBe(
      'rules[0].employees',
    );
  });
});

describe('entity ties', () => {
  it('follows include / exclude / no list', () => {
    const all = rule({});
    const onlyA = rule({ employees: ['a'], employees_association: 'include' });
    const notA = rule({ employees: ['a'], employees_association: 'exclude' });
    const excludeNone = rule({ employees: [], employees_association: 'exclude' });
    expect(ruleAppliesTo(all, { employee: 'a' })).toBe(true);
    expect(ruleAppliesTo(onlyA, { employee: 'a' })).toBe(true);
    expect(ruleAppliesTo(onlyA, { employee: 'b' })).toBe(false);
    expect(ruleAppliesTo(notA, { employee: 'a' })).toBe(false);
    expect(ruleAppliesTo(notA, { employee: 'b' })).toBe(true);
    expect(ruleAppliesTo(excludeNone, { employee: 'a' })).toBe(true);
  });
});
