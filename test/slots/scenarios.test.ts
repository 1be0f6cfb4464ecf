// Scenario tests that read like the spec, arithmetic in the comments.
import { describe, expect, it } from 'vitest';
import {
  bookingOccupancy,
  checkBooking,
  chooseCandidate,
  computeTimeSlots,
  type SlotsInput,
  validateRuleSet,
} from '../../src/slots/index.ts';

const WEEK_9_17 = Array.from({ length: 7 }, () => ({
  opens_at: '09:00',
  closes_at: '17:00',
  is_closed: false,
}));

function input(
  over: Omit<Partial<SlotsInput>, 'query'> & { query?: Partial<SlotsInput['query']> } = {},
): SlotsInput {
  const { query, ...rest } = over;
  return {
    timeZone: 'Atlantic/Reykjavik', // UTC+0 all year: local time = UTC
    now: Date.UTC(2024, 0, 1),
    company: { opening_hours: WEEK_9_17, booking_interval: 15 },
    employees: [{ id: 'anna' }],
    resources: [],
    eventTypes: [{ id: 'cut', duration: 30 }],
    ruleSets: [],
    busy: [],
    ...rest,
    query: { eventTypeIds: ['cut'], startDate: '2024-06-12', endDate: '2024-06-12', ...query },
  };
}
const times = (days: ReturnType<typeof computeTimeSlots>, i = 0) => days[i].slots.map((s) => s.time);
const at = (date: string, hm: string) => Date.parse(`${date}T${hm}:00Z`);

describe('opening hours, interval, buffers', () => {
  it('opens 09:00, service 30 + buffer 10, interval 15 → last start 16:30 because 16:30+30 = 17:00 close', () => {
    const d = computeTimeSlots(
      input({ eventTypes: [{ id: 'cut', duration: 30, buffer_after_service: 10 }] }),
    );
    const t = times(d);
    // 09:00, 09:15, ..., 16:30 → (16:30 - 09:00) / 15 + 1 = 31 starts
    expect(t[0]).toBe('09:00');
    expect(t.at(-1)).toBe('16:30');
    expect(t).toHaveLength(31);
    expect(d[0].status).toBe('available');
  });

  it('a booking 10:00-10:30 with buffer 10 blocks the employee until 10:40', () => {
    // new 30-min service + 10 buffer: start s is free iff [s, s+40) misses [10:00, 10:40)
    // → 09:15 (ends 09:55 incl. buffer) is the last before; 10:45 the first after (10:40 is off-grid)
    const eventTypes = [{ id: 'cut', duration: 30, buffer_after_service: 10 }];
    const occ = bookingOccupancy({ ...input({ eventTypes }) }, at('2024-06-12', '10:00'), ['cut'], 'anna');
    expect(occ.ends_at).toBe(at('2024-06-12', '10:30')); // the customer sees 30 minutes
    expect(occ.segments).toEqual([[at('2024-06-12', '10:00'), at('2024-06-12', '10:40')]]);
    const busy = [{ id: 'b', ...occ, employee_id: 'anna' }];
    const t = times(computeTimeSlots(input({ eventTypes, busy })));
    expect(t).toContain('09:15');
    expect(t).not.toContain('09:30'); // 09:30 + 40 = 10:10 > 10:00
    expect(t).not.toContain('10:30');
    expect(t).toContain('10:45');
  });

  it('the employee interval beats the company interval; slots start from local midnight', () => {
    const employees = [{ id: 'anna', marketplace: { booking_interval: 40 } }];
    // multiples of 40 from 00:00 inside [09:00, 16:30]: 09:20, 10:00, 10:40, ..., 16:00
    const t = times(computeTimeSlots(input({ employees })));
    expect(t[0]).toBe('09:20');
    expect(t.at(-1)).toBe('16:00');
  });

  it('pause frees the employee: a 15-min service fits into a 30/30/30 booking pause', () => {
    const eventTypes = [
      { id: 'color', beforePause: 30, pause: 30, afterPause: 30 },
      { id: 'cut', duration: 15 },
    ];
    const occ = bookingOccupancy(input({ eventTypes }), at('2024-06-12', '10:00'), ['color'], 'anna');
    // busy 10:00-10:30 and 11:00-11:30, the customer stays until 11:30
    expect(occ.segments).toEqual([
      [at('2024-06-12', '10:00'), at('2024-06-12', '10:30')],
      [at('2024-06-12', '11:00'), at('2024-06-12', '11:30')],
    ]);
    const t = times(
      computeTimeSlots(input({ eventTypes, busy: [{ id: 'b', ...occ, employee_id: 'anna' }] })),
    );
    expect(t).toContain('10:30');
    expect(t).toContain('10:45'); // 10:45 + 15 = 11:00, the pause ends exactly then
    expect(t).not.toContain('11:00');
  });

  it('several event types are served back to back; delay shifts a service', () => {
    // cut 30 then wash 15 with delay 15: 10:00-10:30 cut, 10:30-10:45 wait, 10:45-11:00 wash
    const eventTypes = [
      { id: 'cut', duration: 30 },
      { id: 'wash', duration: 15, delay: 15 },
    ];
    const occ = bookingOccupancy(input({ eventTypes }), at('2024-06-12', '10:00'), ['cut', 'wash'], 'anna');
    expect(occ.ends_at).toBe(at('2024-06-12', '11:00'));
    expect(occ.segments).toEqual([
      [at('2024-06-12', '10:00'), at('2024-06-12', '10:30')],
      [at('2024-06-12', '10:45'), at('2024-06-12', '11:00')],
    ]);
    // last start: 17:00 - 60 = 16:00
    expect(
      times(computeTimeSlots(input({ eventTypes, query: { eventTypeIds: ['cut', 'wash'] } }))).at(-1),
    ).toBe('16:00');
  });

  it('custom duration per employee and skipped services', () => {
    const employees = [
      {
        id: 'anna',
        event_type_preferences: [
          { event_type: 'cut', has_custom_duration: true, custom_duration: { duration: 60 } },
        ],
      },
      { id: 'ben', event_type_preferences: [{ event_type: 'cut', skip: true }] },
    ];
    const d = computeTimeSlots(input({ employees }));
    // anna needs 60 minutes → last start 16:00; ben never serves cut
    expect(times(d).at(-1)).toBe('16:00');
    expect(d[0].slots.every((s) => s.employeeIds.join() === 'anna')).toBe(true);
  });
});

describe('window', () => {
  it('min_booking_notice_minutes and max_bookable_future_days', () => {
    // now 10:07, notice 60 → first start >= 11:07 → 11:15
    const now = at('2024-06-12', '10:07');
    const company = { opening_hours: WEEK_9_17, min_booking_notice_minutes: 60, max_bookable_future_days: 1 };
    const d = computeTimeSlots(
      input({ now, company, query: { endDate: '2024-06-14', timeSlotType: 'all' } }),
    );
    const first = d[0].slots.find((s) => s.available);
    expect(first?.time).toBe('11:15');
    expect(d[0].slots.find((s) => s.time === '11:00')?.reason).toBe('too_soon');
    expect(d[1].status).toBe('available'); // today + 1
    expect(d[2].status).toBe('unavailable'); // today + 2 > 1 day ahead
    expect(d[2].slots[40].reason).toBe('too_far');
  });
});

describe('rule sets', () => {
  const open = (id: string, rrule: string | undefined, s: string, e: string, extra = {}) => ({
    id,
    date: '2024-06-10',
    rrule,
    starts_at: s,
    ends_at: e,
    rules: [{ type: 'availability' as const, open: true }],
    ...extra,
  });

  it('closed by default; a weekly set opens only its days (2024-06-12 is a Wednesday)', () => {
    const ruleSets = [open('mon-tue', 'FREQ=WEEKLY;BYDAY=MO,TU', '08:00', '12:00')];
    const d = computeTimeSlots(
      input({ ruleSets, query: { startDate: '2024-06-10', endDate: '2024-06-12' } }),
    );
    // opening hours are ignored once rule sets exist; 08:00..11:30 = 15 starts
    expect(times(d, 0)).toHaveLength(15);
    expect(times(d, 1)).toHaveLength(15);
    expect(d[2]).toEqual({ date: '2024-06-12', status: 'closed', slots: [] });
  });

  it('a rule with a priority beats one without; lower priority wins', () => {
    const ruleSets = [
      open('day', 'FREQ=DAILY', '09:00', '17:00'),
      {
        ...open('meeting', undefined, '12:00', '14:00'),
        date: '2024-06-12',
        priority: 5,
        rules: [{ type: 'availability' as const, open: false }],
      },
      { ...open('but-lunch-slot', undefined, '12:00', '13:00'), date: '2024-06-12', priority: 2 },
    ];
    const t = times(computeTimeSlots(input({ ruleSets })));
    // 12:00-13:00 open (priority 2 beats 5), 13:00-14:00 closed (priority 5 beats none)
    expect(t).toContain('12:30'); // 12:30 + 30 = 13:00
    expect(t).not.toContain('12:45');
    expect(t).not.toContain('13:30');
    expect(t).toContain('14:00');
  });

  it('equal priority: entity-tied beats general, then closed beats open', () => {
    const ruleSets = [
      {
        ...open('general-closed', 'FREQ=DAILY', '09:00', '17:00'),
        rules: [{ type: 'availability' as const, open: false }],
      },
      {
        ...open('anna-open', 'FREQ=DAILY', '09:00', '17:00'),
        rules: [
          {
            type: 'availability' as const,
            open: true,
            employees: ['anna'],
            employees_association: 'includes' as const,
          },
        ],
      },
      open('general-open', 'FREQ=DAILY', '09:00', '17:00'),
    ];
    const employees = [{ id: 'anna' }, { id: 'ben' }];
    const d = computeTimeSlots(input({ ruleSets, employees }));
    // anna: tied open beats general closed; ben: general closed beats general open
    expect(d[0].slots).toHaveLength(31);
    expect(d[0].slots.every((s) => s.employeeIds.join() === 'anna')).toBe(true);
  });

  it('exclude with an empty list means everyone; online_bookings narrows the marketplace only', () => {
    const ruleSets = [
      open('day', 'FREQ=DAILY', '09:00', '17:00'),
      {
        ...open('no-online-afternoon', 'FREQ=DAILY', '13:00', '17:00'),
        rules: [
          {
            type: 'online_bookings' as const,
            open: false,
            employees: [],
            employees_association: 'exclude' as const,
          },
        ],
      },
    ];
    const market = times(computeTimeSlots(input({ ruleSets })));
    expect(market.at(-1)).toBe('12:30'); // 12:30 + 30 = 13:00
    const hq = times(computeTimeSlots(input({ ruleSets, query: { channel: 'hq' } })));
    expect(hq.at(-1)).toBe('16:30');
  });

  it('max_total_pax caps guests present at the same time', () => {
    const ruleSets = [
      {
        ...open('day', 'FREQ=DAILY', '09:00', '17:00'),
        rules: [
          { type: 'availability' as const, open: true },
          { type: 'max_total_pax' as const, max_total_pax: 4 },
        ],
      },
    ];
    const employees = [{ id: 'anna' }, { id: 'ben' }];
    // 3 guests present 10:00-11:00; a party of 2 → 3 + 2 = 5 > 4 over [10:00, 11:00)
    const busy = [
      {
        id: 'b',
        starts_at: at('2024-06-12', '10:00'),
        ends_at: at('2024-06-12', '11:00'),
        employee_id: 'ben',
        guests: 3,
      },
    ];
    const d = computeTimeSlots(
      input({ ruleSets, employees, busy, query: { capacity: 2, timeSlotType: 'all' } }),
    );
    const r = (hm: string) => d[0].slots.find((s) => s.time === hm);
    expect(r('09:30')?.available).toBe(true); // ends 10:00
    expect(r('09:45')?.reason).toBe('max_total_pax');
    expect(r('11:00')?.available).toBe(true);
  });

  it('validation rejects overlapping rules of one type and accepts disjoint entities', () => {
    const base = open('x', undefined, '09:00', '17:00');
    expect(validateRuleSet(base)).toEqual([]);
    const overlapping = {
      ...base,
      rules: [
        { type: 'availability' as const, starts_at: '09:00', ends_at: '12:00' },
        { type: 'availability' as const, starts_at: '11:00', ends_at: '17:00' },
      ],
    };
    expect(validateRuleSet(overlapping).map((p) => p.field)).toEqual(['rules[1]']);
    const disjoint = {
      ...base,
      rules: [
        { type: 'availability' as const, employees: ['anna'], employees_association: 'include' as const },
        { type: 'availability' as const, employees: ['anna'], employees_association: 'exclude' as const },
        { type: 'online_bookings' as const, open: false },
      ],
    };
    expect(validateRuleSet(disjoint)).toEqual([]);
    expect(validateRuleSet({ ...base, ends_at: '08:00', rrule: 'FREQ=BOGUS' }).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      validateRuleSet({ ...base, rules: [{ type: 'availability', starts_at: '08:00' }] })[0].message,
    ).toMatch(/inside/);
  });
});

describe('spaces, tables and combinations', () => {
  const tables = [
    { id: 't2', type: 'table' as const, min_capacity: 1, max_capacity: 2 },
    { id: 't4', type: 'table' as const, min_capacity: 1, max_capacity: 4 },
    { id: 't4b', type: 'table' as const, min_capacity: 1, max_capacity: 4 },
    {
      id: 'combo',
      type: 'table_combination' as const,
      sub_resources: ['t4', 't4b'],
      min_capacity: 5,
      max_capacity: 8,
    },
  ];
  const dinner = [{ id: 'dinner', duration: 90, connections: { service_needs: 'space' as const } }];
  const q = (capacity: number) => ({ eventTypeIds: ['dinner'], capacity });

  it('best fit: a party of 2 gets the 2-top, a party of 3 the 4-tops, 6 the combination', () => {
    const first = (c: number) =>
      computeTimeSlots(input({ resources: tables, eventTypes: dinner, query: q(c) }))[0].slots[0];
    expect(first(2).spaceIds).toEqual(['t2']);
    expect(first(3).spaceIds).toEqual(['t4', 't4b']);
    expect(first(6).spaceIds).toEqual(['combo']);
    // 9 fits nothing: no candidate at all
    const d = computeTimeSlots(
      input({ resources: tables, eventTypes: dinner, query: { ...q(9), timeSlotType: 'all' } }),
    );
    expect(d[0].slots[0].reason).toBe('not_bookable');
  });

  it('a combination is busy when a sub-table is, and a table when its combination is booked', () => {
    const busyT4 = [
      {
        id: 'b',
        starts_at: at('2024-06-12', '09:00'),
        ends_at: at('2024-06-12', '12:00'),
        resource_ids: ['t4'],
      },
    ];
    const s6 = computeTimeSlots(
      input({ resources: tables, eventTypes: dinner, busy: busyT4, query: q(6) }),
    )[0].slots;
    expect(s6[0].time).toBe('12:00'); // combo contains t4
    const busyCombo = [{ ...busyT4[0], resource_ids: ['combo'] }];
    const s3 = computeTimeSlots(
      input({ resources: tables, eventTypes: dinner, busy: busyCombo, query: q(3) }),
    )[0].slots;
    expect(s3[0].time).toBe('12:00'); // t4 and t4b both inside the booked combination
  });

  it('a space with allow_overlapping_bookings holds bookings up to its capacity', () => {
    const room = [{ id: 'room', type: 'space' as const, max_capacity: 10, allow_overlapping_bookings: true }];
    const busy = [
      {
        id: 'b',
        starts_at: at('2024-06-12', '09:00'),
        ends_at: at('2024-06-12', '17:00'),
        resource_ids: ['room'],
        guests: 7,
      },
    ];
    const input3 = input({ resources: room, eventTypes: dinner, busy, query: q(3) });
    expect(computeTimeSlots(input3)[0].slots).toHaveLength(27); // 7 + 3 = 10 fits: 09:00..15:30
    const d = computeTimeSlots(input({ ...input3, query: { ...q(4), timeSlotType: 'all' } }));
    expect(d[0].slots.find((x) => x.time === '09:00')?.reason).toBe('over_capacity'); // 7 + 4 = 11 > 10
  });

  it('max_same_time_arrival and max_guests_per_interval count bookings starting in the slot', () => {
    const company = { opening_hours: WEEK_9_17, max_same_time_arrival: 1 };
    const employees = [{ id: 'anna' }, { id: 'ben' }];
    const busy = [
      {
        id: 'b',
        starts_at: at('2024-06-12', '10:00'),
        ends_at: at('2024-06-12', '10:30'),
        employee_id: 'ben',
      },
    ];
    const d = computeTimeSlots(input({ company, employees, busy, query: { timeSlotType: 'all' } }));
    expect(d[0].slots.find((s) => s.time === '10:00')?.reason).toBe('max_same_time_arrival');
    expect(d[0].slots.find((s) => s.time === '10:15')?.available).toBe(true);
  });
});

describe('overbooking, cancellations, who serves', () => {
  const busy = [
    {
      id: 'b',
      starts_at: at('2024-06-12', '09:00'),
      ends_at: at('2024-06-12', '17:00'),
      employee_id: 'anna',
      event_type_ids: ['cut'],
    },
  ];
  it('cancelled events do not block; fully_overbookable neither blocks nor is blocked', () => {
    expect(computeTimeSlots(input({ busy }))[0].status).toBe('unavailable');
    expect(computeTimeSlots(input({ busy: [{ ...busy[0], status: 'cancelled' }] }))[0].slots).toHaveLength(
      31,
    );
    const eventTypes = [{ id: 'cut', duration: 30, overbookable: 'fully_overbookable' as const }];
    expect(computeTimeSlots(input({ busy, eventTypes }))[0].slots).toHaveLength(31);
  });

  it('partially_overbookable may double-book the employee but still respects guest limits', () => {
    const eventTypes = [{ id: 'cut', duration: 30, overbookable: 'partially_overbookable' as const }];
    expect(computeTimeSlots(input({ busy, eventTypes }))[0].slots).toHaveLength(31);
    const company = { opening_hours: WEEK_9_17, max_same_time_arrival: 1 };
    const d = computeTimeSlots(input({ busy, eventTypes, company, query: { timeSlotType: 'all' } }));
    expect(d[0].slots.find((x) => x.time === '09:00')?.reason).toBe('max_same_time_arrival'); // the 09:00 arrival
  });

  it('prioritized employees are listed first; the chooser never picks excluded ones', () => {
    const employees = [
      { id: 'a', marketplace: { enabled: true } },
      { id: 'b', marketplace: { enabled: true, prioritized: true } },
      { id: 'c', marketplace: { enabled: false } },
    ];
    expect(computeTimeSlots(input({ employees }))[0].slots[0].employeeIds).toEqual(['b', 'a']);
    expect(computeTimeSlots(input({ employees, query: { channel: 'hq' } }))[0].slots[0].employeeIds).toEqual([
      'b',
      'a',
      'c',
    ]);
    const cands = [{ id: 'x', excluded: true }, { id: 'y' }, { id: 'z' }];
    expect(chooseCandidate(cands, () => 0)).toBe('y');
    expect(chooseCandidate(cands, () => 0.99)).toBe('z');
    expect(chooseCandidate([{ id: 'y' }, { id: 'p', prioritized: true }], () => 0.5)).toBe('p');
    expect(chooseCandidate([{ id: 'x', excluded: true }], () => 0)).toBeUndefined();
  });

  it('checkBooking re-checks one booking and returns its segments', () => {
    const base = input({ employees: [{ id: 'anna' }, { id: 'ben' }], busy });
    const ok = checkBooking(base, { starts_at: at('2024-06-12', '10:00'), event_type_ids: ['cut'] }, () => 0);
    expect(ok).toMatchObject({ ok: true, employee_id: 'ben', ends_at: at('2024-06-12', '10:30') });
    const taken = checkBooking(base, {
      starts_at: at('2024-06-12', '10:00'),
      event_type_ids: ['cut'],
      employee_id: 'anna',
    });
    expect(taken).toMatchObject({ ok: false, code: 'employee_not_available', reason: 'busy' });
    const offGrid = checkBooking(base, { starts_at: at('2024-06-12', '10:05'), event_type_ids: ['cut'] });
    expect(offGrid).toMatchObject({ ok: false, code: 'time_slot_not_available' });
    const early = checkBooking(
      { ...base, now: at('2024-06-12', '12:00') },
      { starts_at: at('2024-06-12', '10:00'), event_type_ids: ['cut'] },
    );
    expect(early).toMatchObject({ ok: false, code: 'outside_booking_window' });
  });
});

describe('time zones and DST', () => {
  const ny = (startDate: string) =>
    input({
      timeZone: 'America/New_York',
      company: {
        opening_hours: Array.from({ length: 7 }, () => ({ opens_at: '00:00', closes_at: '06:00' })),
        booking_interval: 30,
      },
      query: { startDate, endDate: startDate },
    });
  it('spring forward (2024-03-10, 02:00 → 03:00): no 02:xx slots, all timestamps real', () => {
    const d = computeTimeSlots(ny('2024-03-10'));
    // 00:00, 00:30, 01:00, (01:30 ends 02:00=03:00 ok), 03:00, 03:30, ..., 05:30
    expect(times(d)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
    ]);
    expect(d[0].slots[3].timestamp).toBe('2024-03-10T06:30:00.000Z'); // 01:30 EST = UTC-5
    expect(d[0].slots[4].timestamp).toBe('2024-03-10T07:00:00.000Z'); // 03:00 EDT = UTC-4
  });
  it('fall back (2024-11-03, 02:00 → 01:00): the repeated hour is offered twice, distinct instants', () => {
    const d = computeTimeSlots(ny('2024-11-03'));
    const t = times(d);
    expect(t.filter((x) => x === '01:00')).toHaveLength(2);
    expect(t.filter((x) => x === '01:30')).toHaveLength(2);
    const stamps = d[0].slots.map((s) => s.timestamp);
    expect(new Set(stamps).size).toBe(stamps.length);
    expect(stamps.filter((_s, i) => t[i] === '01:00')).toEqual([
      '2024-11-03T05:00:00.000Z',
      '2024-11-03T06:00:00.000Z',
    ]);
    // 6 wall hours last 7 real hours: 14 starts at interval 30
    expect(t).toHaveLength(14);
  });
  it('a query across the change is right on both sides (London, 2024-03-30..31)', () => {
    const d = computeTimeSlots(
      input({ timeZone: 'Europe/London', query: { startDate: '2024-03-30', endDate: '2024-03-31' } }),
    );
    expect(d[0].slots[0].timestamp).toBe('2024-03-30T09:00:00.000Z'); // GMT
    expect(d[1].slots[0].timestamp).toBe('2024-03-31T08:00:00.000Z'); // BST
    expect(times(d, 0)).toEqual(times(d, 1));
  });
  it('Sydney (southern hemisphere) falls back in April', () => {
    const d = computeTimeSlots(
      input({ timeZone: 'Australia/Sydney', query: { startDate: '2024-04-07', endDate: '2024-04-07' } }),
    );
    expect(d[0].slots[0].timestamp).toBe('2024-04-06T23:00:00.000Z'); // 09:00 AEST = UTC+10
  });
});
