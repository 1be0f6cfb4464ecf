// Visits of several segments (issue 31): examples that read like the docs, arithmetic in the
// comments. The property test (visit-property.test.ts) compares the engine with the brute-force
// oracle on generated visits.
import { describe, expect, it } from 'vitest';
import {
  type BusyEntry,
  checkVisit,
  computeTimeSlots,
  computeVisitSlots,
  type VisitInput,
  visitOccupancy,
} from '../../src/slots/index.ts';

const WEEK_9_17 = Array.from({ length: 7 }, () => ({
  opens_at: '09:00',
  closes_at: '17:00',
  is_closed: false,
}));
const at = (date: string, hm: string) => Date.parse(`${date}T${hm}:00Z`);
const D = '2024-06-12';

// Colour: 30 applying, 30 to set (the colourist is free), 30 rinsing = 90 visible, then a
// 10-minute buffer; a cut: 30. Anna colours only, Ben cuts only.
const eventTypes = [
  { id: 'colour', beforePause: 30, pause: 30, afterPause: 30, buffer_after_service: 10 },
  { id: 'cut', duration: 30 },
];
const anna = { id: 'anna', event_type_preferences: [{ event_type: 'cut', skip: true }] };
const ben = { id: 'ben', event_type_preferences: [{ event_type: 'colour', skip: true }] };

function visit(
  over: Partial<Omit<VisitInput, 'query'>> & { query?: Partial<VisitInput['query']> } = {},
): VisitInput {
  const { query, ...rest } = over;
  return {
    timeZone: 'Atlantic/Reykjavik', // UTC all year: local time = UTC
    now: Date.UTC(2024, 0, 1),
    company: { opening_hours: WEEK_9_17, booking_interval: 15 },
    employees: [anna, ben],
    resources: [],
    eventTypes,
    ruleSets: [],
    busy: [],
    ...rest,
    query: {
      segments: [{ eventTypeIds: ['colour'] }, { eventTypeIds: ['cut'] }],
      startDate: D,
      endDate: D,
      ...query,
    },
  };
}
const times = (days: { slots: { time: string }[] }[]) => days[0].slots.map((s) => s.time);

describe('a visit of two segments by two people', () => {
  it('colour by Anna, then a cut by Ben: 09:00..15:00 (15:00 + 90 + 30 = 17:00); one booking of both finds nobody', () => {
    const d = computeVisitSlots(visit());
    // (15:00 - 09:00) / 15 + 1 = 25 starts
    expect(times(d)).toHaveLength(25);
    expect(times(d).at(-1)).toBe('15:00');
    expect(d[0].slots[0]).toEqual({
      time: '09:00',
      timestamp: '2024-06-12T09:00:00.000Z',
      employeeIds: ['anna', 'ben'],
      spaceIds: [],
      segments: [
        { employeeIds: ['anna'], spaceIds: [] },
        { employeeIds: ['ben'], spaceIds: [] },
      ],
    });
    // today's meaning of event_type_ids: one person serves both, and nobody does
    const plain = computeTimeSlots({
      ...visit(),
      query: { eventTypeIds: ['colour', 'cut'], startDate: D, endDate: D },
    });
    expect(plain[0].slots).toEqual([]);
  });

  it("the cut starts where the colour's visible time ends: Ben busy 11:00-11:30 blocks the starts 09:15..09:45", () => {
    // start s: colour [s, s+90), cut [s+90, s+120) must miss Ben's [11:00, 11:30)
    // 09:00 → cut 10:30-11:00 free; 09:15 → 10:45-11:15 meets; 09:45 → 11:15-11:45 meets;
    // 10:00 → 11:30-12:00 free
    const busy: BusyEntry[] = [
      { id: 'b', starts_at: at(D, '11:00'), ends_at: at(D, '11:30'), employee_id: 'ben' },
    ];
    const t = times(computeVisitSlots(visit({ busy })));
    expect(t.slice(0, 2)).toEqual(['09:00', '10:00']);
  });

  it("Anna's colour buffer does not hold Ben: 15:00 still fits although her buffer ends 16:40", () => {
    const d = computeVisitSlots(visit());
    // 15:00: colour 15:00-16:30 (+ buffer to 16:40 for Anna), cut 16:30-17:00 by Ben
    expect(times(d)).toContain('15:00');
  });

  it('custom durations make the chain: Carla colours in 60, so only her colour reaches a free Ben at 09:00', () => {
    const carla = {
      id: 'carla',
      event_type_preferences: [
        { event_type: 'cut', skip: true },
        {
          event_type: 'colour',
          has_custom_duration: true,
          custom_duration: { before_pause: 20, pause: 20, after_pause: 20 },
        },
      ],
    };
    // Ben busy 10:30-11:00. At 09:00 Anna's colour ends 10:30 (cut 10:30-11:00: busy);
    // Carla's ends 10:00 (cut 10:00-10:30: free). At 09:15: Anna → cut 10:45 (meets);
    // Carla → cut 10:15-10:45 (meets). At 09:30: Anna → cut 11:00-11:30 free; Carla → 10:30 (meets).
    const busy: BusyEntry[] = [
      { id: 'b', starts_at: at(D, '10:30'), ends_at: at(D, '11:00'), employee_id: 'ben' },
    ];
    const d = computeVisitSlots(
      visit({ employees: [anna, ben, carla], busy, query: { timeSlotType: 'all' } }),
    );
    const slot = (t: string) => d[0].slots.find((s) => s.time === t)!;
    expect(slot('09:00').segments).toEqual([
      { employeeIds: ['carla'], spaceIds: [] },
      { employeeIds: ['ben'], spaceIds: [] },
    ]);
    expect(slot('09:15')).toMatchObject({ available: false, reason: 'busy' });
    expect(slot('09:30').segments[0].employeeIds).toEqual(['anna']);
  });

  it("a segment's chosen person narrows it; a person who cannot do it makes the visit not bookable", () => {
    const d = computeVisitSlots(
      visit({
        query: { segments: [{ eventTypeIds: ['colour'], employeeId: 'anna' }, { eventTypeIds: ['cut'] }] },
      }),
    );
    expect(times(d)).toHaveLength(25);
    const none = computeVisitSlots(
      visit({
        query: {
          timeSlotType: 'all',
          segments: [{ eventTypeIds: ['colour'], employeeId: 'ben' }, { eventTypeIds: ['cut'] }],
        },
      }),
    );
    expect(none[0].status).toBe('unavailable');
    expect(new Set(none[0].slots.map((s) => s.reason))).toEqual(new Set(['not_bookable']));
  });
});

describe('checkVisit and what a visit holds', () => {
  const config = () => {
    const { query: _, ...rest } = visit();
    return rest;
  };

  it('places each segment and gives each person their own parts', () => {
    const check = checkVisit(config(), {
      starts_at: at(D, '10:00'),
      segments: [{ event_type_ids: ['colour'] }, { event_type_ids: ['cut'] }],
    });
    expect(check).toEqual({
      ok: true,
      starts_at: at(D, '10:00'),
      ends_at: at(D, '12:00'), // 90 + 30
      segments: [
        {
          event_type_ids: ['colour'],
          employee_id: 'anna',
          space_id: null,
          starts_at: at(D, '10:00'),
          ends_at: at(D, '11:30'),
          // applying 10:00-10:30, setting (free) 10:30-11:00, rinsing 11:00-11:30 + buffer to 11:40
          segments: [
            [at(D, '10:00'), at(D, '10:30')],
            [at(D, '11:00'), at(D, '11:40')],
          ],
        },
        {
          event_type_ids: ['cut'],
          employee_id: 'ben',
          space_id: null,
          starts_at: at(D, '11:30'),
          ends_at: at(D, '12:00'),
          segments: [[at(D, '11:30'), at(D, '12:00')]],
        },
      ],
      holds: [
        {
          employee_id: 'anna',
          segments: [
            [at(D, '10:00'), at(D, '10:30')],
            [at(D, '11:00'), at(D, '11:40')],
          ],
        },
        { employee_id: 'ben', segments: [[at(D, '11:30'), at(D, '12:00')]] },
      ],
    });
  });

  it("one person's buffer running into their own next segment is one hold, not two overlapping parts", () => {
    // Dora does both: colour busy 10:00-10:30 and 11:00-11:30, buffer 11:30-11:40, cut 11:30-12:00
    const occ = visitOccupancy(config(), at(D, '10:00'), [
      { event_type_ids: ['colour'], employee_id: 'dora' },
      { event_type_ids: ['cut'], employee_id: 'dora' },
    ]);
    expect(occ.holds).toEqual([
      {
        employee_id: 'dora',
        segments: [
          [at(D, '10:00'), at(D, '10:30')],
          [at(D, '11:00'), at(D, '12:00')],
        ],
      },
    ]);
  });

  it('a booked visit read back through holds: Anna is free in the pause, Ben only in his cut', () => {
    const check = checkVisit(config(), {
      starts_at: at(D, '10:00'),
      segments: [{ event_type_ids: ['colour'] }, { event_type_ids: ['cut'] }],
    });
    if (!check.ok) throw new Error(check.reason);
    const booked: BusyEntry = {
      id: 'v1',
      starts_at: check.starts_at,
      ends_at: check.ends_at,
      holds: check.holds,
      event_type_ids: ['colour', 'cut'],
    };
    const input = visit({ busy: [booked] });
    // Anna alone, a 30-minute cut she would do (a one-segment query with her preferences lifted):
    const annaFree = computeTimeSlots({
      ...input,
      employees: [{ id: 'anna' }],
      query: { eventTypeIds: ['cut'], startDate: D, endDate: D },
    });
    // her parts are 10:00-10:30 and 11:00-11:40: 10:30 fits the pause, 11:40 is off the grid
    expect(times(annaFree)).toContain('10:30');
    expect(times(annaFree)).not.toContain('10:45');
    expect(times(annaFree)).toContain('11:45');
    const benFree = computeTimeSlots({
      ...input,
      query: { eventTypeIds: ['cut'], startDate: D, endDate: D },
    });
    // Ben: 11:30-12:00 held; 11:00 (ends 11:30) fits, 11:15 does not, 12:00 does
    expect(times(benFree)).toContain('11:00');
    expect(times(benFree)).not.toContain('11:15');
    expect(times(benFree)).toContain('12:00');
    // and the same start again: Anna's colour and Ben's cut are both taken
    const again = checkVisit(
      { ...config(), busy: [booked] },
      { starts_at: at(D, '10:00'), segments: [{ event_type_ids: ['colour'] }, { event_type_ids: ['cut'] }] },
    );
    expect(again).toEqual({ ok: false, code: 'time_slot_not_available', reason: 'busy' });
  });

  it('refusals: a chosen person busy, a start off the grid', () => {
    const busy: BusyEntry[] = [
      { id: 'b', starts_at: at(D, '11:30'), ends_at: at(D, '12:00'), employee_id: 'ben' },
    ];
    expect(
      checkVisit(
        { ...config(), busy },
        {
          starts_at: at(D, '10:00'),
          segments: [{ event_type_ids: ['colour'] }, { event_type_ids: ['cut'], employee_id: 'ben' }],
        },
      ),
    ).toEqual({ ok: false, code: 'employee_not_available', reason: 'busy' });
    expect(
      checkVisit(config(), {
        starts_at: at(D, '10:05'),
        segments: [{ event_type_ids: ['colour'] }, { event_type_ids: ['cut'] }],
      }),
    ).toEqual({ ok: false, code: 'time_slot_not_available', reason: 'not_a_slot' });
  });
});

describe('exact across DST', () => {
  it('London, 31 March 2024: a visit from 00:45 GMT runs 120 real minutes, its cut after the gap at 03:15 BST', () => {
    const open24 = Array.from({ length: 7 }, () => ({
      opens_at: '00:00',
      closes_at: '24:00',
      is_closed: false,
    }));
    const input = visit({
      timeZone: 'Europe/London',
      company: { opening_hours: open24, booking_interval: 15 },
      query: { startDate: '2024-03-31', endDate: '2024-03-31' },
    });
    const d = computeVisitSlots(input);
    // 00:00, 00:15, 00:30, 00:45 GMT, then the clocks jump from 01:00 to 02:00: next is 02:00 BST (01:00Z)
    expect(times(d).slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '02:00']);
    const { query: _, ...config } = input;
    const check = checkVisit(config, {
      starts_at: Date.parse('2024-03-31T00:45:00Z'),
      segments: [{ event_type_ids: ['colour'] }, { event_type_ids: ['cut'] }],
    });
    if (!check.ok) throw new Error(check.reason);
    // colour 00:45Z-02:15Z (90 real minutes) = 00:45 GMT - 03:15 BST; cut 02:15Z-02:45Z
    expect(
      check.segments.map((s) => [new Date(s.starts_at).toISOString(), new Date(s.ends_at).toISOString()]),
    ).toEqual([
      ['2024-03-31T00:45:00.000Z', '2024-03-31T02:15:00.000Z'],
      ['2024-03-31T02:15:00.000Z', '2024-03-31T02:45:00.000Z'],
    ]);
  });
});
