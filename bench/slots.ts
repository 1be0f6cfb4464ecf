// Slot-engine benchmark: one company, 20 employees, 10 tables + 2 combinations,
// 31 days, 15-minute interval, 2,000 existing events, recurring rule sets.
// Deterministic data (seeded PRNG). Prints the median at 1x, 2x and 4x
// days x employees, the oracle's time on the 1x input (and checks that both
// give the same slots: the property test's scenarios are small, this is the
// large one), and a last line
// `slots: median_ms=<n> oracle_median_ms=<n> growth_4x=<n>`.
// The engine keeps no cache between calls (no memo of rrule expansions or zone
// offsets), so every timed call does the whole work.
import { isDeepStrictEqual } from 'node:util';
import { computeTimeSlots } from '../src/slots/index.ts';
import type { BusyEntry, Employee, Resource, RuleSet, SlotsInput } from '../src/slots/types.ts';
import { oracleTimeSlots } from '../test/slots/oracle.ts';

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

function workload(days: number, nEmployees: number, seed = 42): SlotsInput {
  const rnd = mulberry32(seed);
  const startDate = '2024-10-15'; // spans the European fall-back (2024-10-27)
  const endDate = addDays(startDate, days - 1);
  const base = Date.parse(`${startDate}T00:00:00Z`);
  const employees: Employee[] = [];
  for (let i = 0; i < nEmployees; i++) {
    employees.push({
      id: `e${i}`,
      marketplace: { enabled: true, prioritized: i % 7 === 0, booking_interval: null },
      event_type_preferences:
        i % 5 === 0
          ? [{ event_type: 'cut', has_custom_duration: true, custom_duration: { duration: 45 } }]
          : [],
    });
  }
  const resources: Resource[] = [];
  for (let i = 0; i < 10; i++) {
    resources.push({ id: `t${i}`, type: 'table', min_capacity: 1, max_capacity: 2 + (i % 4) * 2 });
  }
  resources.push({
    id: 'c0',
    type: 'table_combination',
    sub_resources: ['t0', 't1'],
    min_capacity: 4,
    max_capacity: 8,
  });
  resources.push({
    id: 'c1',
    type: 'table_combination',
    sub_resources: ['t2', 't3'],
    min_capacity: 6,
    max_capacity: 12,
  });
  const half = employees.slice(0, Math.ceil(nEmployees / 2)).map((e) => e.id);
  const ruleSets: RuleSet[] = [
    {
      id: 'weekdays',
      date: '2024-01-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      starts_at: '08:00',
      ends_at: '20:00',
      rules: [
        { type: 'availability', open: true, starts_at: '08:00', ends_at: '18:00' },
        {
          type: 'availability',
          open: true,
          starts_at: '18:00',
          ends_at: '20:00',
          employees: half,
          employees_association: 'include',
        },
        { type: 'online_bookings', open: false, starts_at: '19:00', ends_at: '20:00' },
      ],
    },
    {
      id: 'saturday',
      date: '2024-01-06',
      rrule: 'FREQ=WEEKLY;BYDAY=SA',
      starts_at: '10:00',
      ends_at: '16:00',
      rules: [{ type: 'availability', open: true }],
    },
    {
      id: 'lunch',
      date: '2024-01-01',
      rrule: 'FREQ=DAILY',
      starts_at: '12:00',
      ends_at: '13:00',
      priority: 1,
      rules: [
        {
          type: 'availability',
          open: false,
          employees: ['e1', 'e2', 'e3'],
          employees_association: 'exclude',
        },
      ],
    },
    {
      id: 'holiday',
      date: addDays(startDate, 10),
      starts_at: '00:00',
      ends_at: '24:00',
      priority: 0,
      rules: [{ type: 'availability', open: false }],
    },
    {
      id: 'pax',
      date: '2024-01-01',
      rrule: 'FREQ=DAILY',
      starts_at: '00:00',
      ends_at: '24:00',
      rules: [{ type: 'max_total_pax', max_total_pax: 200 }],
    },
  ];
  // 2,000 events at 1x (scaled with days x employees), on the grid, 30-120 min.
  const nEvents = Math.round((2000 * days * nEmployees) / (31 * 20));
  const busy: BusyEntry[] = [];
  for (let i = 0; i < nEvents; i++) {
    const day = Math.floor(rnd() * days);
    const start = base + (day * 1440 + 8 * 60 + Math.floor(rnd() * 40) * 15) * 60000;
    const len = (2 + Math.floor(rnd() * 7)) * 15;
    busy.push({
      id: `b${i}`,
      starts_at: start,
      ends_at: start + len * 60000,
      employee_id: `e${Math.floor(rnd() * nEmployees)}`,
      resource_ids: rnd() < 0.2 ? [`t${Math.floor(rnd() * 10)}`] : [],
      guests: 1 + Math.floor(rnd() * 3),
      status: rnd() < 0.05 ? 'cancelled' : 'confirmed',
      event_type_ids: ['cut'],
    });
  }
  return {
    timeZone: 'Europe/London',
    now: base - 86400000,
    company: {
      booking_interval: 15,
      service_buffer: 5,
      min_booking_notice_minutes: 60,
      max_bookable_future_days: 365,
    },
    employees,
    resources,
    eventTypes: [
      { id: 'cut', duration: 30, buffer_after_service: 10 },
      { id: 'dinner', duration: 90, connections: { service_needs: 'space' } },
    ],
    ruleSets,
    busy,
    query: {
      eventTypeIds: ['cut'],
      startDate,
      endDate,
      capacity: 1,
      timeSlotType: 'available',
      channel: 'marketplace',
    },
  };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(f: () => unknown, runs: number): number {
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const base = workload(31, 20);
for (let i = 0; i < 20; i++) computeTimeSlots(base); // warm up
const slotsAt1 = computeTimeSlots(base).reduce((n, d) => n + d.slots.length, 0);
const m1 = time(() => computeTimeSlots(base), 200);
const tablesInput = { ...base, query: { ...base.query, eventTypeIds: ['dinner'], capacity: 5 } };
const mTables = time(() => computeTimeSlots(tablesInput), 100);
const in2 = workload(62, 20);
const m2 = time(() => computeTimeSlots(in2), 100);
const in4 = workload(62, 40);
const m4 = time(() => computeTimeSlots(in4), 60);
console.log(
  `1x (31 days x 20 employees, ${base.busy.length} events, ${slotsAt1} slots): median ${round(m1)} ms`,
);
console.log(`   tables query (party of 5, 10 tables + 2 combinations): median ${round(mTables)} ms`);
console.log(
  `2x (62 days x 20 employees, ${in2.busy.length} events): median ${round(m2)} ms (${round(m2 / m1)}x)`,
);
console.log(
  `4x (62 days x 40 employees, ${in4.busy.length} events): median ${round(m4)} ms (${round(m4 / m1)}x)`,
);
let oracleOut: unknown;
const mo = time(() => {
  oracleOut = oracleTimeSlots(base);
}, 3);
const same = isDeepStrictEqual(
  JSON.parse(JSON.stringify(oracleOut)),
  JSON.parse(JSON.stringify(computeTimeSlots(base))),
);
console.log(
  `oracle (minute by minute) on the 1x input: median ${round(mo)} ms (${Math.round(mo / m1)}x the engine); same slots: ${same ? 'yes' : 'NO'}`,
);
if (!same) process.exitCode = 1;
console.log(`slots: median_ms=${round(m1)} oracle_median_ms=${round(mo)} growth_4x=${round(m4 / m1)}`);
