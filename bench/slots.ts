// Slot-engine benchmark: one company, 20 employees, 10 tables + 2 combinations,
// 31 days, 15-minute interval, 2,000 existing events, recurring rule sets.
// Deterministic data (seeded PRNG). Prints the median at 1x, 2x and 4x
// days x employees, the oracle's time on the 1x input (and checks that both
// give the same slots: the property test's scenarios are small, this is the
// large one), and a last line
// `slots: median_ms=<n> oracle_median_ms=<n> growth_4x=<n> visit_median_ms=<n> cpu_ms=<n> visit_cpu_ms=<n>`
// (cpu: this process's CPU per call, steadier than the wall clock on a shared machine).
// The visit case (issue 31) asks the same 1x workload for a colour by a colourist, then a cut by
// a stylist: a third of the employees colour only, a third cut only, a third do both.
// The engine keeps no cache between calls (no memo of rrule expansions or zone
// offsets), so every timed call does the whole work.
import { isDeepStrictEqual } from 'node:util';
import { computeTimeSlots, computeVisitSlots } from '../src/slots/index.ts';
import type { BusyEntry, Employee, Resource, RuleSet, SlotsInput, VisitInput } from '../src/slots/types.ts';
import { mulberry32 } from '../test/helpers/seeded-random.ts';
import { oracleTimeSlots, oracleVisitSlots } from '../test/slots/oracle.ts';

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
      event_type_preferences: [
        ...(i % 5 === 0
          ? [{ event_type: 'cut', has_custom_duration: true, custom_duration: { duration: 45 } }]
          : []),
        // the visit case's skills: colourists (i % 3 = 0), stylists (1), both (2)
        ...(i % 3 === 1 ? [{ event_type: 'colour', skip: true }] : []),
        ...(i % 3 === 0 ? [{ event_type: 'style', skip: true }] : []),
      ],
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
      // colour: 45 applying, 30 to set (the colourist is free), 15 to rinse; then a 30-minute cut
      { id: 'colour', beforePause: 45, pause: 30, afterPause: 15, buffer_after_service: 5 },
      { id: 'style', duration: 30, buffer_after_service: 10 },
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

/**
 * CPU milliseconds of this process per call (user + system over `runs` calls): on a shared
 * machine the wall-clock median moves with the load, the CPU a call costs much less.
 */
function cpu(f: () => unknown, runs: number): number {
  const c0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / runs;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const base = workload(31, 20);
for (let i = 0; i < 20; i++) computeTimeSlots(base); // warm up
const slotsAt1 = computeTimeSlots(base).reduce((n, d) => n + d.slots.length, 0);
const m1 = time(() => computeTimeSlots(base), 200);
const c1 = cpu(() => computeTimeSlots(base), 200);
const tablesInput = { ...base, query: { ...base.query, eventTypeIds: ['dinner'], capacity: 5 } };
const mTables = time(() => computeTimeSlots(tablesInput), 100);
const in2 = workload(62, 20);
const m2 = time(() => computeTimeSlots(in2), 100);
const in4 = workload(62, 40);
const m4 = time(() => computeTimeSlots(in4), 60);
console.log(
  `1x (31 days x 20 employees, ${base.busy.length} events, ${slotsAt1} slots): median ${round(m1)} ms, cpu ${round(c1)} ms/call`,
);
console.log(`   tables query (party of 5, 10 tables + 2 combinations): median ${round(mTables)} ms`);
console.log(
  `2x (62 days x 20 employees, ${in2.busy.length} events): median ${round(m2)} ms (${round(m2 / m1)}x)`,
);
console.log(
  `4x (62 days x 40 employees, ${in4.busy.length} events): median ${round(m4)} ms (${round(m4 / m1)}x)`,
);
/** The same workload asked for a visit: colour by a colourist, then a cut by a stylist. */
function visitOf(input: SlotsInput): VisitInput {
  const { eventTypeIds: _, ...query } = input.query;
  return {
    ...input,
    query: { ...query, segments: [{ eventTypeIds: ['colour'] }, { eventTypeIds: ['style'] }] },
  };
}
const visit = visitOf(base);
for (let i = 0; i < 20; i++) computeVisitSlots(visit); // warm up
const visitSlots = computeVisitSlots(visit).reduce((n, d) => n + d.slots.length, 0);
const mVisit = time(() => computeVisitSlots(visit), 200);
const cVisit = cpu(() => computeVisitSlots(visit), 200);
// The same visit as one service back to back (today's event_type_ids: one person does both).
const backToBack = { ...base, query: { ...base.query, eventTypeIds: ['colour', 'style'] } };
const mBackToBack = time(() => computeTimeSlots(backToBack), 200);
console.log(
  `visit of two segments on the 1x input (colour by a colourist, then a cut by a stylist, ${visitSlots} slots): ` +
    `median ${round(mVisit)} ms (${round(mVisit / m1)}x the one-service query), cpu ${round(cVisit)} ms/call ` +
    `(${round(cVisit / c1)}x); the same two services ` +
    `back to back by one person: median ${round(mBackToBack)} ms`,
);
// The brute-force oracle of chains on three days of the same input.
const small = visitOf(workload(3, 20));
const visitSame = isDeepStrictEqual(
  JSON.parse(JSON.stringify(oracleVisitSlots(small))),
  JSON.parse(JSON.stringify(computeVisitSlots(small))),
);
console.log(`visit oracle (brute force, 3 days x 20 employees): same slots: ${visitSame ? 'yes' : 'NO'}`);
if (!visitSame) process.exitCode = 1;
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
console.log(
  `slots: median_ms=${round(m1)} oracle_median_ms=${round(mo)} growth_4x=${round(m4 / m1)} visit_median_ms=${round(mVisit)} cpu_ms=${round(c1)} visit_cpu_ms=${round(cVisit)}`,
);
