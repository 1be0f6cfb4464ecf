// fast-check generators of whole slot queries: configurations, bookings, rule
// sets with priorities and include/exclude, pauses, buffers, tables and
// combinations, party sizes, in zones with and without DST, around DST changes.
import fc from 'fast-check';
import type {
  BusyEntry,
  Employee,
  EventType,
  EventTypePreference,
  Resource,
  Rule,
  RuleSet,
  SlotsInput,
  VisitInput,
} from '../../src/slots/types.ts';

/** Zones and dates of interest: DST changes (both directions) plus an ordinary day. */
export const ZONE_DATES: Record<string, string[]> = {
  'Europe/London': ['2024-03-31', '2024-10-27', '2024-07-10'],
  'America/New_York': ['2024-03-10', '2024-11-03', '2024-01-17'],
  'Australia/Sydney': ['2024-04-07', '2024-10-06', '2024-08-21'],
  'Atlantic/Reykjavik': ['2024-03-31', '2024-10-27', '2024-06-15'],
};

const pad = (n: number) => String(n).padStart(2, '0');
const hm = (min: number) => `${pad(Math.floor(min / 60))}:${pad(min % 60)}`;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

const employeeIds = ['e0', 'e1', 'e2'];
const resourceIds = ['r0', 'r1', 'r2', 'r3', 'c0'];

const prefArb = (etIds: string[]): fc.Arbitrary<EventTypePreference[]> =>
  fc
    .array(
      fc.record({
        event_type: fc.constantFrom(...etIds),
        skip: fc.boolean(),
        skip_marketplace: fc.constantFrom(false, false, false, true),
        skip_calendar: fc.constantFrom(false, false, false, true),
        has_custom_duration: fc.boolean(),
        custom_duration: fc.record({
          duration: fc.integer({ min: 1, max: 6 }).map((x) => x * 15),
          before_pause: fc.constantFrom(15, 30),
          pause: fc.constantFrom(0, 15, 30),
          after_pause: fc.constantFrom(15, 30),
        }),
      }),
      { maxLength: 1 },
    )
    .map((ps) => ps.map((p) => ({ ...p, skip: p.skip && p.skip_calendar && p.skip_marketplace })));

export const eventTypeArb = (id: string): fc.Arbitrary<EventType> =>
  fc.record({
    id: fc.constant(id),
    duration: fc.integer({ min: 1, max: 6 }).map((x) => x * 15),
    delay: fc.constantFrom(undefined, 0, 0, 15),
    beforePause: fc.constantFrom(15, 30),
    pause: fc.constantFrom(0, 0, 0, 15, 30),
    afterPause: fc.constantFrom(15, 30),
    buffer_after_service: fc.constantFrom(undefined, undefined, 0, 10),
    min_guests_per_booking: fc.constantFrom(
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
      2,
    ),
    max_guests_per_booking: fc.constantFrom(undefined, undefined, undefined, undefined, 4, 8),
    // fully_overbookable makes busy time irrelevant: keep it rarer
    overbookable: fc.constantFrom(
      undefined,
      undefined,
      'not_overbookable',
      'not_overbookable',
      'partially_overbookable',
      'fully_overbookable',
    ),
    connections: fc.record({
      service_needs: fc.constantFrom(
        undefined,
        'employee',
        'employee',
        'space',
        'space',
        'employee_and_space',
        'none',
      ),
      hidden: fc.oneof(
        { weight: 31, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  }) as fc.Arbitrary<EventType>;

const employeeArb = (id: string): fc.Arbitrary<Employee> =>
  fc.record({
    id: fc.constant(id),
    marketplace: fc.record({
      enabled: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      prioritized: fc.boolean(),
      exclude_from_randomization_pool: fc.boolean(),
      booking_interval: fc.constantFrom(undefined, undefined, undefined, 15, 30, 20),
    }),
    event_type_preferences: prefArb(['t0', 't1']),
  });

const resourcesArb: fc.Arbitrary<Resource[]> = fc
  .record({
    n: fc.integer({ min: 1, max: 4 }),
    caps: fc.array(
      fc.record({
        min: fc.constantFrom(undefined, undefined, 1, 2),
        max: fc.constantFrom(undefined, 2, 4, 4, 6),
      }),
      {
        minLength: 4,
        maxLength: 4,
      },
    ),
    overlapping: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    spaceType: fc.constantFrom('table', 'space'),
    combo: fc.boolean(),
    comboMax: fc.constantFrom(6, 8, 10),
    hidden: fc.constantFrom(-1, -1, -1, -1, -1, 0, 1),
    interval: fc.constantFrom(undefined, undefined, 30),
    highPriority: fc.constantFrom(-1, 0, 1),
    prefs: prefArb(['t0', 't1']),
  })
  .map((g) => {
    const rs: Resource[] = [];
    for (let i = 0; i < g.n; i++) {
      rs.push({
        id: resourceIds[i],
        type: g.spaceType as 'table' | 'space',
        min_capacity: g.caps[i].min,
        max_capacity: g.caps[i].max,
        allow_overlapping_bookings: g.spaceType === 'space' && g.overlapping[i],
        marketplace: g.hidden !== i,
        available_for_bookings: g.hidden !== i + 1,
        priority: g.highPriority === i ? 'high' : 'normal',
        booking_interval: i === 0 ? g.interval : undefined,
        event_type_preferences: i === 0 ? g.prefs : [],
      });
    }
    if (g.combo && g.n >= 2) {
      rs.push({
        id: 'c0',
        type: 'table_combination',
        sub_resources: ['r0', 'r1'],
        min_capacity: 2,
        max_capacity: g.comboMax,
      });
    }
    return rs;
  });

const entityListArb = (ids: string[]) =>
  fc.record({
    list: fc.subarray(ids),
    assoc: fc.constantFrom('include', 'includes', 'exclude', 'excludes'),
  });

const ruleArb = (window: [number, number]): fc.Arbitrary<Rule> =>
  fc
    .record({
      type: fc.constantFrom(
        'availability',
        'availability',
        'availability',
        'online_bookings',
        'max_total_pax',
      ),
      sub: fc.oneof(
        fc.constant([0, 8]),
        fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })),
      ),
      open: fc.constantFrom(true, true, true, true, false),
      pax: fc.integer({ min: 1, max: 6 }),
      priority: fc.constantFrom(undefined, undefined, 1, 2, 3),
      tie: fc.constantFrom('none', 'none', 'employees', 'resources', 'both'),
      employees: entityListArb(employeeIds),
      resources: entityListArb(resourceIds),
    })
    .map((g) => {
      const [a, b] = window;
      const span = b - a;
      // rule window: an eighth-grid inside the set's window, maybe the whole of it
      let s = a + Math.floor((span * Math.min(g.sub[0], g.sub[1])) / 8 / 15) * 15;
      let e = a + Math.ceil((span * Math.max(g.sub[0], g.sub[1])) / 8 / 15) * 15;
      if (e > b) e = b;
      if (s >= e) {
        s = a;
        e = b;
      }
      const r: Rule = {
        type: g.type as Rule['type'],
        starts_at: hm(s),
        ends_at: hm(e),
        priority: g.priority,
      };
      if (g.type === 'max_total_pax') r.max_total_pax = g.pax;
      else r.open = g.open;
      if (g.tie === 'employees' || g.tie === 'both') {
        r.employees = g.employees.list;
        r.employees_association = g.employees.assoc as Rule['employees_association'];
      }
      if (g.tie === 'resources' || g.tie === 'both') {
        r.resources = g.resources.list;
        r.resources_association = g.resources.assoc as Rule['resources_association'];
      }
      return r;
    });

const ruleSetArb = (startDate: string, idx: number): fc.Arbitrary<RuleSet> =>
  fc
    .record({
      back: fc.integer({ min: 0, max: 3 }),
      rrule: fc.constantFrom(
        undefined,
        'FREQ=DAILY',
        'FREQ=DAILY',
        'FREQ=DAILY;INTERVAL=2',
        'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        'FREQ=WEEKLY;BYDAY=SA,SU',
        'FREQ=DAILY;COUNT=2',
      ),
      // windows that often straddle 01:00-03:00, where DST changes happen
      start: fc.constantFrom(0, 60, 90, 120, 360, 480, 540, 720, 1020),
      len: fc.constantFrom(60, 240, 600, 1200, 1440, 1440),
      priority: fc.constantFrom(undefined, undefined, 1, 2, 5),
    })
    .chain((g) => {
      const end = Math.min(1440, g.start + g.len);
      return fc.array(ruleArb([g.start, end]), { minLength: 1, maxLength: 3 }).map((rules) => ({
        id: `rs${idx}`,
        date: addDays(startDate, -g.back),
        rrule: g.rrule,
        starts_at: hm(g.start),
        ends_at: hm(end),
        priority: g.priority,
        rules,
      }));
    });

// Mostly open days (closes after opens), with midnight edges and closed days.
const openingHoursArb = fc.array(
  fc.record({
    opens: fc.constantFrom(0, 60, 120, 480, 480, 540, 600),
    closes: fc.constantFrom(0, 180, 720, 1020, 1080, 1080, 1440),
    is_closed: fc.oneof(
      { weight: 7, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
  }),
  { minLength: 7, maxLength: 7 },
);

/** A daily general open rule set without priority, under the generated ones. */
const baseRuleSet = (startDate: string, hours: [number, number]): RuleSet => ({
  id: 'base',
  date: addDays(startDate, -3),
  rrule: 'FREQ=DAILY',
  starts_at: hm(hours[0]),
  ends_at: hours[1] === 1440 ? '24:00' : hm(hours[1]),
  rules: [{ type: 'availability', open: true }],
});

export const scenarioArb: fc.Arbitrary<SlotsInput> = fc
  .record({
    zone: fc.constantFrom(...Object.keys(ZONE_DATES)),
    anchor: fc.integer({ min: 0, max: 2 }),
    shift: fc.integer({ min: -1, max: 0 }),
    days: fc.integer({ min: 0, max: 1 }),
  })
  .chain(({ zone, anchor, shift, days }) => {
    const startDate = addDays(ZONE_DATES[zone][anchor], shift);
    const endDate = addDays(startDate, days);
    const base = Date.parse(`${startDate}T00:00:00Z`);
    return fc
      .record({
        company: fc.record({
          booking_interval: fc.constantFrom(undefined, 15, 15, 30, 20, 60, 75),
          service_buffer: fc.constantFrom(undefined, 0, 5, 15),
          min_booking_notice_minutes: fc.constantFrom(undefined, 0, 30, 60, 600),
          max_bookable_future_days: fc.constantFrom(
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            3,
            4,
            5,
            30,
          ),
          min_guests_per_booking: fc.constantFrom(undefined, undefined, 1),
          max_guests_per_booking: fc.constantFrom(undefined, undefined, 6),
          max_guests_per_interval: fc.constantFrom(undefined, undefined, 3, 6),
          max_same_time_arrival: fc.constantFrom(undefined, undefined, 1, 2),
          opening_hours: fc.option(openingHoursArb, { nil: undefined, freq: 10 }).map((oh) =>
            oh?.map((d) => ({
              opens_at: hm(d.opens),
              closes_at: d.closes === 1440 ? '24:00' : hm(d.closes),
              is_closed: d.is_closed,
            })),
          ),
        }),
        nEmployees: fc.integer({ min: 1, max: 3 }),
        employees: fc.tuple(employeeArb('e0'), employeeArb('e1'), employeeArb('e2')),
        resources: resourcesArb,
        eventTypes: fc.tuple(eventTypeArb('t0'), eventTypeArb('t1')),
        ruleSets: fc.oneof(
          { weight: 1, arbitrary: fc.constant([] as RuleSet[]) },
          {
            weight: 4,
            arbitrary: fc.tuple(ruleSetArb(startDate, 0), ruleSetArb(startDate, 1), ruleSetArb(startDate, 2)),
          },
        ),
        nRuleSets: fc.integer({ min: 1, max: 3 }),
        // 3 times in 4 a general daily open set lies under the generated ones
        base: fc.option(fc.constantFrom<[number, number]>([0, 1440], [360, 1320], [480, 1200]), {
          nil: undefined,
          freq: 4,
        }),
        busy: fc.array(
          fc.record({
            // mostly in business hours of the first two days, so that they meet open slots
            at: fc
              .oneof(
                {
                  weight: 4,
                  arbitrary: fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 7, max: 20 })),
                },
                { weight: 1, arbitrary: fc.tuple(fc.constant(0), fc.integer({ min: 0, max: 48 })) },
              )
              .map(([d, h]) => (d * 24 + h) * 60),
            // on the grid, one minute off it, on buffer edges, or anywhere
            minute: fc.oneof(
              fc.constantFrom(0, 15, 30, 45),
              fc.constantFrom(1, 14, 16, 29, 31, 44, 46, 59),
              fc.constantFrom(5, 10, 20, 25, 35, 40, 50, 55),
              fc.integer({ min: 0, max: 59 }),
            ),
            len: fc.constantFrom(15, 30, 60, 90, 120),
            gap: fc.constantFrom(0, 0, 15, 30),
            employee: fc.constantFrom(undefined, 'e0', 'e1', 'e2'),
            resources: fc.subarray(resourceIds, { maxLength: 2 }),
            guests: fc.integer({ min: 1, max: 4 }),
            status: fc.constantFrom('confirmed', 'confirmed', 'reserved', 'cancelled'),
            types: fc.constantFrom(undefined, ['t0'], ['t1'], ['t0', 't1']),
          }),
          { maxLength: 16 },
        ),
        nowMinute: fc.integer({ min: 0, max: 59 }),
        // mostly well before the window (every slot can be bookable), sometimes inside it
        nowHours: fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: -72, max: -12 }) },
          { weight: 1, arbitrary: fc.integer({ min: -11, max: 40 }) },
        ),
        query: fc.record({
          types: fc.oneof(
            {
              weight: 31,
              arbitrary: fc.constantFrom(['t0'], ['t0'], ['t0'], ['t1'], ['t1'], ['t0', 't1'], ['t0', 't1']),
            },
            { weight: 1, arbitrary: fc.constant(['zz']) },
          ),
          // an employee_id/space_id that does not exist is kept a quarter of the time
          keepMissing: fc.oneof(
            { weight: 3, arbitrary: fc.constant(false) },
            { weight: 1, arbitrary: fc.constant(true) },
          ),
          employeeId: fc.constantFrom(
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            'e0',
            'e0',
            'e1',
          ),
          spaceId: fc.constantFrom(
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            'r0',
            'r0',
            'r1',
            'c0',
          ),
          capacity: fc.constantFrom(undefined, undefined, 1, 1, 1, 1, 2, 2, 2, 3, 4, 7),
          range: fc.constantFrom(undefined, undefined, undefined, [1, 3], [2, 6]),
          timeSlotType: fc.constantFrom('all', 'all', 'all', 'available', 'unavailable'),
          channel: fc.constantFrom(undefined, 'marketplace', 'hq'),
          ignore: fc.constantFrom(undefined, undefined, 'b0', 'b1'),
        }),
      })
      .map((g): SlotsInput => {
        const busy: BusyEntry[] = g.busy.map((b, i) => {
          const s = base + (b.at + b.minute) * 60000;
          const e = s + b.len * 60000;
          const entry: BusyEntry = {
            id: `b${i}`,
            starts_at: s,
            ends_at: e,
            employee_id: b.employee,
            resource_ids: b.resources,
            guests: b.guests,
            status: b.status,
            event_type_ids: b.types ? [...b.types] : undefined,
          };
          if (b.gap > 0 && b.len >= 60) {
            const mid = s + 30 * 60000;
            entry.segments = [
              [s, mid - b.gap * 60000],
              [mid, e],
            ];
          }
          return entry;
        });
        const employees = g.employees.slice(0, g.nEmployees);
        return {
          timeZone: zone,
          now: base + g.nowHours * 3600000 + g.nowMinute * 60000,
          company: g.company,
          employees,
          resources: g.resources,
          eventTypes: g.eventTypes,
          ruleSets: [
            ...(g.base && g.ruleSets.length > 0 ? [baseRuleSet(startDate, g.base)] : []),
            ...g.ruleSets.slice(0, g.nRuleSets),
          ],
          busy,
          query: {
            eventTypeIds: [...g.query.types],
            employeeId:
              g.query.keepMissing || employees.some((e) => e.id === g.query.employeeId)
                ? g.query.employeeId
                : undefined,
            spaceId:
              g.query.keepMissing || g.resources.some((r) => r.id === g.query.spaceId)
                ? g.query.spaceId
                : undefined,
            startDate,
            endDate,
            capacity: g.query.capacity,
            minCapacity: g.query.range?.[0],
            maxCapacity: g.query.range?.[1],
            timeSlotType: g.query.timeSlotType as 'all',
            channel: g.query.channel as 'hq' | undefined,
            ignoreEventId: g.query.ignore,
          },
        };
      });
  });

/**
 * A visit query over a generated scenario: 1 to 3 segments (a third event type joins the two),
 * each for one service or, now and then, two back to back, with a fixed person or space
 * sometimes; some existing bookings become visits held by two people (the first part by one,
 * the rest by another), and people get caps of bookings per day.
 */
export const visitScenarioArb: fc.Arbitrary<VisitInput> = scenarioArb.chain((input) =>
  fc
    .record({
      t2: eventTypeArb('t2'),
      segments: fc.array(
        fc.record({
          types: fc.constantFrom(['t0'], ['t0'], ['t1'], ['t1'], ['t2'], ['t2'], ['t0', 't2']),
          employeeId: fc.constantFrom(undefined, undefined, undefined, undefined, 'e0', 'e1'),
          spaceId: fc.constantFrom(undefined, undefined, undefined, undefined, undefined, 'r0', 'r1'),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      // which existing bookings become two-person visits, and the second person
      visits: fc.array(fc.tuple(fc.boolean(), fc.constantFrom('e0', 'e1', 'e2')), {
        minLength: 16,
        maxLength: 16,
      }),
      caps: fc.tuple(
        fc.constantFrom(undefined, undefined, undefined, 1, 2),
        fc.constantFrom(undefined, undefined, 0, 1, 3),
        fc.constantFrom(undefined, undefined, 1, 2),
      ),
      companyCap: fc.constantFrom(undefined, undefined, undefined, 1, 2),
    })
    .map((g): VisitInput => {
      const { query, ...rest } = input;
      const { eventTypeIds: _t, employeeId: _e, spaceId: _s, ...common } = query;
      const busy = input.busy.map((b, i) => {
        const [visit, second] = g.visits[i];
        if (!visit || b.ends_at == null || b.ends_at - b.starts_at < 60 * 60000) return b;
        const mid = b.starts_at + 30 * 60000;
        const { segments: _, employee_id, resource_ids, ...keep } = b;
        return {
          ...keep,
          holds: [
            { employee_id, resource_ids, segments: [[b.starts_at, mid]] as [number, number][] },
            { employee_id: second, resource_ids: [], segments: [[mid, b.ends_at]] as [number, number][] },
          ],
        };
      });
      return {
        ...rest,
        company: { ...rest.company, max_bookings_per_employee_per_day: g.companyCap },
        employees: rest.employees.map((e, i) => ({ ...e, max_bookings_per_day: g.caps[i] })),
        eventTypes: [...rest.eventTypes, g.t2],
        busy,
        query: {
          ...common,
          segments: g.segments.map((s) => ({
            eventTypeIds: [...s.types],
            employeeId: s.employeeId,
            spaceId: s.spaceId,
          })),
        },
      };
    }),
);
