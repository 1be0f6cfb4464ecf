// A company's configuration rows → the time-slot engine's input (loader-store.ts reads them).
import type { JsonRow, Row } from '../../db/kysely.ts';
import type * as Slots from '../../slots/index.ts';
import { obj } from '../shared/json.ts';
import type { CompanyConfig, ConfigRows } from './loader-store.ts';

export type { CompanyConfig };

type Company = JsonRow<Row<'companies'>>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
type Employee = JsonRow<Row<'employees'>>;
type Resource = JsonRow<Row<'resources'>>;
type EventType = JsonRow<Row<'event_types'>>;
type RuleSet = JsonRow<Row<'rule_sets'>> & { rules: JsonRow<Row<'rules'>>[] };

export type EngineConfig = Omit<Slots.SlotsInput, 'query'>;

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
    assignment: p.assignment === 'balanced' ? 'balanced' : 'random',
    max_bookings_per_employee_per_day: num(p.max_bookings_per_employee_per_day),
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
      assignment_weight: num(m.assignment_weight),
    },
    event_type_preferences: prefs(e.event_type_preferences),
    max_bookings_per_day: num(m.max_bookings_per_day),
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

export function engineRuleSet(s: RuleSet): Slots.RuleSet {
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

export function engineConfig(config: ConfigRows, busy: Slots.BusyEntry[], now: number): EngineConfig {
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
