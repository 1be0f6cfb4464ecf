// Database rows → the time-slot engine's input. Everything a query needs is loaded in a
// fixed number of queries (no query per day, employee or slot): the configuration (company,
// employees, resources, event types, rule sets with their rules) and the busy time (events
// and live reservations with their occupancy segments) overlapping the window.
import type {
  Company,
  Employee,
  EventType,
  PrismaClient,
  Resource,
  Rule,
  RuleSet,
} from '../../generated/prisma/client.ts';
import type * as Slots from '../../slots/index.ts';
import { obj } from '../json.ts';

/** A Prisma client or an interactive transaction of one. */
export type Db = Pick<
  PrismaClient,
  | 'company'
  | 'employee'
  | 'resource'
  | 'eventType'
  | 'ruleSet'
  | 'event'
  | 'timeSlotReservation'
  | 'occupancy'
  | '$queryRaw'
  | '$executeRaw'
>;

export type EngineConfig = Omit<Slots.SlotsInput, 'query'>;

export interface CompanyConfig {
  company: Company;
  employees: Employee[];
  resources: Resource[];
  eventTypes: EventType[];
  ruleSets: (RuleSet & { rules: Rule[] })[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** The configuration of one company: 5 queries, run side by side. */
export async function loadCompanyConfig(db: Db, companyId: string): Promise<CompanyConfig | null> {
  const [company, employees, resources, eventTypes, ruleSets] = await Promise.all([
    db.company.findUnique({ where: { id: companyId } }),
    db.employee.findMany({
      where: { company_id: companyId, deleted_at: null },
      orderBy: [{ order: 'asc' }, { created_at: 'asc' }, { id: 'asc' }],
    }),
    db.resource.findMany({
      where: { company_id: companyId, deleted_at: null },
      orderBy: [{ order: 'asc' }, { created_at: 'asc' }, { id: 'asc' }],
    }),
    db.eventType.findMany({ where: { company_id: companyId, deleted_at: null } }),
    db.ruleSet.findMany({
      where: { company_id: companyId },
      include: { rules: { orderBy: { order: 'asc' } } },
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
    }),
  ]);
  if (!company) return null;
  return { company, employees, resources, eventTypes, ruleSets };
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

type Seg = { starts_at: Date; ends_at: Date };

function segmentsOf(rows: Seg[]): [number, number][] {
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const r of rows) {
    const s = r.starts_at.getTime();
    const e = r.ends_at.getTime();
    const k = `${s}:${e}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push([s, e]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

const occSelect = { select: { starts_at: true, ends_at: true } } as const;

/**
 * Events (not cancelled / no-show) and live reservations of the company that may meet
 * [from, to): 2 queries each (rows + their occupancy segments). `now` decides which
 * reservations are live; expired ones never block.
 */
export async function loadBusy(db: Db, companyId: string, from: Date, to: Date, now: Date) {
  // Buffers may run past ends_at: widen the window by a day on the left.
  const early = new Date(from.getTime() - 86_400_000);
  const [events, reservations] = await Promise.all([
    db.event.findMany({
      where: {
        company_id: companyId,
        status: { notIn: ['cancelled', 'noshow'] },
        starts_at: { lt: to },
        ends_at: { gt: early },
      },
      select: {
        id: true,
        starts_at: true,
        ends_at: true,
        employee_id: true,
        resource_ids: true,
        number_of_guests: true,
        event_type_ids: true,
        status: true,
        occupancies: occSelect,
      },
    }),
    db.timeSlotReservation.findMany({
      where: {
        company_id: companyId,
        consumed_at: null,
        expires_at: { gt: now },
        starts_at: { lt: to },
        ends_at: { gt: early },
      },
      select: {
        id: true,
        starts_at: true,
        ends_at: true,
        employee_id: true,
        resource_ids: true,
        number_of_guests: true,
        event_type_ids: true,
        occupancies: occSelect,
      },
    }),
  ]);
  const busy: Slots.BusyEntry[] = [];
  for (const e of [...events, ...reservations]) {
    const segments = segmentsOf(e.occupancies);
    busy.push({
      id: e.id,
      starts_at: e.starts_at.getTime(),
      ends_at: e.ends_at.getTime(),
      segments: segments.length > 0 ? segments : null,
      employee_id: e.employee_id,
      resource_ids: e.resource_ids,
      guests: e.number_of_guests,
      event_type_ids: e.event_type_ids,
      status: 'status' in e ? (e.status as string) : null,
    });
  }
  return busy;
}
