// Database rows → the time-slot engine's input. Everything a query needs is loaded in a
// fixed number of queries (no query per day, employee or slot): the configuration (company,
// employees, resources, event types, rule sets with their rules) and the busy time (events
// and live reservations with their occupancy segments) overlapping the window.
import type { SqlTx } from '../../db/sql.ts';
import type { Company, Employee, EventType, Resource, Rule, RuleSet } from '../../generated/prisma/client.ts';
import type * as Slots from '../../slots/index.ts';
import { obj } from '../json.ts';

export type EngineConfig = Omit<Slots.SlotsInput, 'query'>;

export interface CompanyConfig {
  /** CONFIG_STAMP of the rows it was read from (see company-configs.ts). */
  stamp: string;
  company: Company;
  employees: Employee[];
  resources: Resource[];
  eventTypes: EventType[];
  ruleSets: (RuleSet & { rules: Rule[] })[];
  /** The enterprise's `connections` (whether guests may book without an account), or null. */
  enterpriseConnections: Record<string, unknown> | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/**
 * The configuration of one company in ONE round trip: every list is aggregated to JSON by
 * PostgreSQL (Prisma's per-query overhead dominated the time-slot answer otherwise). Rows keep
 * the columns' names; timestamps arrive as ISO strings and are not used on this path.
 */
/**
 * A fingerprint of a company's configuration (SQL; $1 is the company id): the company and its
 * enterprise rows, and count plus hash sum of (id, updated_at) of its employees, resources,
 * event types, rule sets and rules. Any insert, update or delete (soft or hard) changes it.
 */
export const CONFIG_STAMP = `(SELECT c.id || ':' || c.updated_at::text || ':' || coalesce(
          (SELECT n.updated_at::text FROM enterprises n WHERE n.id = c.enterprise_id), '')
        FROM companies c WHERE c.id = $1)
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM employees WHERE company_id = $1)
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM resources WHERE company_id = $1)
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM event_types WHERE company_id = $1)
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM rule_sets WHERE company_id = $1)
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM rules WHERE company_id = $1)`;

export async function loadCompanyConfig(db: SqlTx, companyId: string): Promise<CompanyConfig | null> {
  const rows = await db.query<{
    stamp: string;
    company: any;
    employees: any;
    resources: any;
    event_types: any;
    rule_sets: any;
    enterprise: any;
  }>(
    `SELECT ${CONFIG_STAMP} AS stamp,
      (SELECT row_to_json(c) FROM companies c WHERE c.id = $1) AS company,
      (SELECT n.connections FROM enterprises n JOIN companies c ON c.enterprise_id = n.id
        WHERE c.id = $1) AS enterprise,
      (SELECT coalesce(json_agg(e ORDER BY e."order", e.created_at, e.id), '[]'::json)
         FROM employees e WHERE e.company_id = $1 AND e.deleted_at IS NULL) AS employees,
      (SELECT coalesce(json_agg(r ORDER BY r."order", r.created_at, r.id), '[]'::json)
         FROM resources r WHERE r.company_id = $1 AND r.deleted_at IS NULL) AS resources,
      (SELECT coalesce(json_agg(t ORDER BY t.created_at, t.id), '[]'::json)
         FROM event_types t WHERE t.company_id = $1 AND t.deleted_at IS NULL) AS event_types,
      (SELECT coalesce(json_agg(json_build_object(
                'id', s.id, 'company_id', s.company_id, 'date', s.date, 'rrule', s.rrule,
                'starts_at', s.starts_at, 'ends_at', s.ends_at, 'priority', s.priority,
                'rules', (SELECT coalesce(json_agg(u ORDER BY u."order"), '[]'::json) FROM rules u WHERE u.rule_set_id = s.id))
              ORDER BY s.date, s.id), '[]'::json)
         FROM rule_sets s WHERE s.company_id = $1) AS rule_sets`,
    [companyId],
  );
  const row = rows[0];
  if (!row?.company) return null;
  return {
    stamp: row.stamp,
    company: row.company,
    employees: row.employees,
    resources: row.resources,
    eventTypes: row.event_types,
    ruleSets: row.rule_sets,
    enterpriseConnections: row.enterprise ?? null,
  };
}

export function companySettings(company: Company): Slots.CompanySettings {
  const p = obj(company.profile);
  return {
    booking_interval: num(p.booking_interval),
    service_buffer: num(p.service_buffer),
    min_booking_notice_minutes: num(p.min_booking_notice_minutes),
    max_bookable_future_days: num(p.max_bookable_future_days),
    min_guests_per_booking: num(p.min_guests_per_booking),
    max_guests_per_booking: num(p.max_guests_per_booking),
    max_guests_per_interval: num(p.max_guests_per_interval),
    max_same_time_arrival: num(p.max_same_time_arrival),
    opening_hours: Array.isArray(p.opening_hours) ? (p.opening_hours as Slots.OpeningHoursDay[]) : null,
  };
}

const prefs = (v: unknown) => (Array.isArray(v) ? (v as Slots.EventTypePreference[]) : []);

export function engineEmployee(e: Employee): Slots.Employee {
  const m = obj(e.marketplace);
  return {
    id: e.id,
    marketplace: {
      enabled: e.marketplace_enabled,
      prioritized: bool(m.prioritized),
      exclude_from_randomization_pool: bool(m.exclude_from_randomization_pool),
      booking_interval: num(m.booking_interval),
    },
    event_type_preferences: prefs(e.event_type_preferences),
  };
}

export function engineResource(r: Resource): Slots.Resource {
  return {
    id: r.id,
    type: r.type,
    marketplace: r.marketplace,
    available_for_bookings: r.available_for_bookings,
    priority: r.priority,
    booking_interval: r.booking_interval,
    min_capacity: r.min_capacity,
    max_capacity: r.max_capacity,
    allow_overlapping_bookings: r.allow_overlapping_bookings,
    sub_resources: r.sub_resources,
    event_type_preferences: prefs(r.event_type_preferences),
  };
}

export function engineEventType(e: EventType): Slots.EventType {
  return {
    id: e.id,
    duration: e.duration,
    delay: e.delay,
    beforePause: e.before_pause,
    pause: e.pause,
    afterPause: e.after_pause,
    buffer_after_service: e.buffer_after_service,
    min_guests_per_booking: e.min_guests_per_booking,
    max_guests_per_booking: e.max_guests_per_booking,
    overbookable: e.overbookable,
    connections: { service_needs: e.service_needs, hidden: e.hidden },
  };
}

export function engineRuleSet(s: RuleSet & { rules: Rule[] }): Slots.RuleSet {
  return {
    id: s.id,
    date: s.date,
    rrule: s.rrule,
    starts_at: s.starts_at,
    ends_at: s.ends_at,
    priority: s.priority,
    rules: s.rules.map((r) => {
      const hasEmp = r.employees.length > 0 || r.employees_association != null;
      const hasRes = r.resources.length > 0 || r.resources_association != null;
      return {
        type: r.type,
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        open: r.open,
        max_total_pax: r.max_total_pax,
        employees: hasEmp ? r.employees : null,
        employees_association: r.employees_association,
        resources: hasRes ? r.resources : null,
        resources_association: r.resources_association,
        priority: r.priority,
      };
    }),
  };
}

/** Whether the company has any guest limit that a sum over bookings enforces (needs a lock). */
export function hasGuestCaps(config: CompanyConfig): boolean {
  const s = companySettings(config.company);
  return (
    s.max_guests_per_interval != null ||
    s.max_same_time_arrival != null ||
    config.ruleSets.some((set) => set.rules.some((r) => r.type === 'max_total_pax'))
  );
}

export function engineConfig(config: CompanyConfig, busy: Slots.BusyEntry[], now: number): EngineConfig {
  return {
    timeZone: config.company.time_zone,
    now,
    company: companySettings(config.company),
    employees: config.employees.map(engineEmployee),
    resources: config.resources.map(engineResource),
    eventTypes: config.eventTypes.map(engineEventType),
    ruleSets: config.ruleSets.map(engineRuleSet),
    busy,
  };
}

const ms = (v: string | number) => (typeof v === 'number' ? v : Date.parse(v));

/**
 * Events (not cancelled / no-show) and live reservations of the company that may meet
 * [from, to), each with its occupancy segments: ONE query. `now` decides which reservations
 * are live; expired ones never block. `margin` widens the window on the left, for buffers that
 * run past a booking's ends_at (default a day; a booking check passes the company's longest).
 * Rows are found by range overlap through GiST indexes (migration busy_time_ranges).
 */
export async function loadBusy(
  db: SqlTx,
  companyId: string,
  from: Date,
  to: Date,
  now: Date,
  options: { purgeExpired?: boolean; margin?: number } = {},
): Promise<{ busy: Slots.BusyEntry[]; configStamp: string }> {
  const early = new Date(from.getTime() - (options.margin ?? 86_400_000));
  // In a booking transaction, expired holds of the window are deleted in the same round trip
  // (their rows would trip the exclusion constraints); the SELECT skips them either way.
  const purge = options.purgeExpired
    ? `WITH purged AS (
        DELETE FROM occupancies o USING time_slot_reservations r
         WHERE o.time_slot_reservation_id = r.id AND r.company_id = $1 AND r.expires_at <= $4::timestamptz
           AND tstzrange(r.starts_at, r.ends_at, '[]') && tstzrange($2::timestamptz, $3::timestamptz, '[]')
        RETURNING o.id)`
    : '';
  const rows = await db.query<{ busy: any[]; config_stamp: string }>(
    `${purge}
    SELECT ${CONFIG_STAMP} AS config_stamp, coalesce(json_agg(b), '[]'::json) AS busy FROM (
      SELECT e.id, e.starts_at AS s, e.ends_at AS e, e.employee_id AS emp, e.resource_ids AS res,
             e.number_of_guests AS g, e.event_type_ids AS t, e.status::text AS st,
             (SELECT json_agg(DISTINCT jsonb_build_array(o.starts_at, o.ends_at))
                FROM occupancies o WHERE o.event_id = e.id) AS segs
        FROM events e
       WHERE e.company_id = $1 AND e.status NOT IN ('cancelled', 'noshow')
         -- Seats of a class count against their tier, not the company's guest caps (CONTRACT 9.2).
         AND e.scheduled_event_id IS NULL
         AND tstzrange(e.starts_at, e.ends_at, '[]') && tstzrange($2::timestamptz, $3::timestamptz, '[]')
      UNION ALL
      SELECT r.id, r.starts_at, r.ends_at, r.employee_id, r.resource_ids, r.number_of_guests,
             r.event_type_ids, NULL,
             (SELECT json_agg(DISTINCT jsonb_build_array(o.starts_at, o.ends_at))
                FROM occupancies o WHERE o.time_slot_reservation_id = r.id)
        FROM time_slot_reservations r
       WHERE r.company_id = $1 AND r.consumed_at IS NULL AND r.expires_at > $4::timestamptz
         AND tstzrange(r.starts_at, r.ends_at, '[]') && tstzrange($2::timestamptz, $3::timestamptz, '[]')
    ) b`,
    [companyId, early, to, now],
  );
  const busy: Slots.BusyEntry[] = [];
  for (const b of rows[0]?.busy ?? []) {
    const segments: [number, number][] | null = Array.isArray(b.segs)
      ? (b.segs as [string, string][])
          .map(([s, e]) => [ms(s), ms(e)] as [number, number])
          .sort((x, y) => x[0] - y[0])
      : null;
    busy.push({
      id: b.id,
      starts_at: ms(b.s),
      ends_at: ms(b.e),
      segments,
      employee_id: b.emp,
      resource_ids: b.res ?? [],
      guests: b.g,
      event_type_ids: b.t ?? [],
      status: b.st,
    });
  }
  return { busy, configStamp: rows[0]?.config_stamp ?? '' };
}
