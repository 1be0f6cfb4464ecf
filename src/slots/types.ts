// Input and output types of the time-slot engine. Plain JSON-like data only: the
// engine never reads a clock, the environment or a database, so the same input
// always yields the same output. Configuration fields keep the spec's snake_case
// names; the query uses camelCase because it is assembled by the HTTP layer.

/** "YYYY-MM-DD", a local calendar date in the company's time zone. */
export type LocalDate = string;
/** "HH:MM" local wall-clock time; "24:00" is accepted as the end of a day. */
export type LocalTime = string;

export interface OpeningHoursDay {
  opens_at: LocalTime;
  closes_at: LocalTime;
  is_closed?: boolean;
}

export interface CompanySettings {
  booking_interval?: number | null;
  service_buffer?: number | null;
  min_booking_notice_minutes?: number | null;
  max_bookable_future_days?: number | null;
  min_guests_per_booking?: number | null;
  max_guests_per_booking?: number | null;
  max_guests_per_interval?: number | null;
  max_same_time_arrival?: number | null;
  /** Seven entries, index 0 = Monday ... 6 = Sunday (ISO order). */
  opening_hours?: OpeningHoursDay[] | null;
  /**
   * How a person is chosen when the customer leaves it open (docs/slots.md, "Fair any"):
   * `random` (default) or `balanced` (the fewest booked minutes that day, per weight).
   */
  assignment?: AssignmentPolicy | null;
  /** The most bookings an employee takes per local day (an employee's own cap wins); null: no cap. */
  max_bookings_per_employee_per_day?: number | null;
}

export type AssignmentPolicy = 'random' | 'balanced';

export interface CustomDuration {
  duration?: number | null;
  before_pause?: number | null;
  pause?: number | null;
  after_pause?: number | null;
}

export interface EventTypePreference {
  event_type: string;
  skip?: boolean;
  skip_calendar?: boolean;
  skip_marketplace?: boolean;
  has_custom_duration?: boolean;
  custom_duration?: CustomDuration | null;
}

export interface Employee {
  id: string;
  marketplace?: {
    enabled?: boolean;
    prioritized?: boolean;
    exclude_from_randomization_pool?: boolean;
    booking_interval?: number | null;
    /** Balanced assignment: this person's share relative to others (default 1; 2 = twice as many minutes). */
    assignment_weight?: number | null;
  } | null;
  event_type_preferences?: EventTypePreference[] | null;
  /** The most bookings this person takes per local day; beats the company's. null/absent: the company's. */
  max_bookings_per_day?: number | null;
}

export type ResourceType = 'space' | 'table' | 'table_combination';

export interface Resource {
  id: string;
  type: ResourceType;
  /** true (default): visible on the marketplace. */
  marketplace?: boolean;
  /** true (default): bookable from the HQ calendar. */
  available_for_bookings?: boolean;
  priority?: 'normal' | 'high';
  booking_interval?: number | null;
  min_capacity?: number | null;
  max_capacity?: number | null;
  allow_overlapping_bookings?: boolean;
  /** Tables of a table_combination. */
  sub_resources?: string[] | null;
  event_type_preferences?: EventTypePreference[] | null;
}

export type ServiceNeeds = 'employee' | 'space' | 'employee_and_space' | 'none';
export type Overbookable = 'not_overbookable' | 'partially_overbookable' | 'fully_overbookable';

export interface EventType {
  id: string;
  duration?: number | null;
  delay?: number | null;
  beforePause?: number | null;
  pause?: number | null;
  afterPause?: number | null;
  buffer_after_service?: number | null;
  min_guests_per_booking?: number | null;
  max_guests_per_booking?: number | null;
  overbookable?: Overbookable | null;
  connections?: { service_needs?: ServiceNeeds | null; hidden?: boolean | null } | null;
}

export type RuleType = 'availability' | 'online_bookings' | 'max_total_pax';
/** The spec's examples spell the values with an s; both spellings are accepted. */
export type Association = 'include' | 'exclude' | 'includes' | 'excludes';

export interface Rule {
  type: RuleType;
  starts_at?: LocalTime | null;
  ends_at?: LocalTime | null;
  /** availability / online_bookings: true = open / accepting. Default true. */
  open?: boolean | null;
  /** max_total_pax: the cap on guests present at the same time. */
  max_total_pax?: number | null;
  employees?: string[] | null;
  employees_association?: Association | null;
  resources?: string[] | null;
  resources_association?: Association | null;
  /** Defaults to the rule set's priority. Lower wins; any priority beats none. */
  priority?: number | null;
}

export interface RuleSet {
  id: string;
  /** First local date the set applies ("YYYY-MM-DD"). */
  date: LocalDate;
  /** RFC 5545 RRULE without DTSTART, counted from `date`. Absent: `date` only. */
  rrule?: string | null;
  starts_at: LocalTime;
  ends_at: LocalTime;
  priority?: number | null;
  rules: Rule[];
}

/**
 * Busy parts of a booking held by one person and/or spaces (a visit holds one per person and
 * space: the colourist's segments, the stylist's). Epoch ms pairs, as `segments`.
 */
export interface BusyHold {
  employee_id?: string | null;
  resource_ids?: string[] | null;
  segments: [number, number][];
}

/** An existing event or a live time-slot reservation. */
export interface BusyEntry {
  id: string;
  /** epoch ms */
  starts_at: number;
  /** epoch ms; defaults to the end of the last segment. */
  ends_at?: number | null;
  /** Busy parts as [start, end) epoch ms pairs; default [[starts_at, ends_at]]. */
  segments?: [number, number][] | null;
  employee_id?: string | null;
  resource_ids?: string[] | null;
  guests?: number | null;
  event_type_ids?: string[] | null;
  /** 'cancelled' entries are ignored. */
  status?: string | null;
  /**
   * A visit (several people or spaces): who holds which busy parts. When given it replaces
   * employee_id, resource_ids and segments as the busy time; starts_at, ends_at (default: the
   * end of the last part) and guests still count the whole booking (guest caps, arrivals).
   */
  holds?: BusyHold[] | null;
}

export type TimeSlotType = 'available' | 'unavailable' | 'all';
export type Channel = 'marketplace' | 'hq';

export interface SlotQuery {
  eventTypeIds: string[];
  employeeId?: string | null;
  spaceId?: string | null;
  startDate: LocalDate;
  endDate: LocalDate;
  /** Party size, default 1. */
  capacity?: number | null;
  /** multiple_time_slots: a slot is offered when some party size in min..max fits. */
  minCapacity?: number | null;
  maxCapacity?: number | null;
  timeSlotType?: TimeSlotType;
  channel?: Channel;
  /** Rescheduling: the event being moved does not block itself. */
  ignoreEventId?: string | null;
}

/** One segment of a visit: its services (usually one), served back to back by the same people. */
export interface SegmentQuery {
  eventTypeIds: string[];
  /** The person (or space) the customer chose for this segment; absent: any qualified one. */
  employeeId?: string | null;
  spaceId?: string | null;
}

/**
 * A visit: segments served one after the other, each by its own qualified people and spaces;
 * segment n + 1 starts where segment n's customer-visible time ends (docs/slots.md, "Visits").
 */
export interface VisitQuery extends Omit<SlotQuery, 'eventTypeIds' | 'employeeId' | 'spaceId'> {
  segments: SegmentQuery[];
}

export interface SlotsInput {
  /** IANA zone of the company (location.time_zone). */
  timeZone: string;
  /** epoch ms */
  now: number;
  company: CompanySettings;
  employees: Employee[];
  resources: Resource[];
  eventTypes: EventType[];
  ruleSets: RuleSet[];
  busy: BusyEntry[];
  query: SlotQuery;
}

/** Why a slot is unavailable, in the order the checks run (later = closer to bookable). */
export const REASONS = [
  'too_soon',
  'too_far',
  'invalid_guest_count',
  'not_bookable',
  'closed',
  'online_bookings_closed',
  'busy',
  'over_capacity',
  'max_total_pax',
  'max_guests_per_interval',
  'max_same_time_arrival',
] as const;
export type UnavailableReason = (typeof REASONS)[number];

export interface Slot {
  time: LocalTime;
  /** ISO 8601 UTC */
  timestamp: string;
  employeeIds: string[];
  spaceIds: string[];
  available?: boolean;
  reason?: UnavailableReason;
}

export type DayStatus = 'available' | 'unavailable' | 'closed';

export interface DaySlots {
  date: LocalDate;
  status: DayStatus;
  slots: Slot[];
}

export interface VisitInput extends Omit<SlotsInput, 'query'> {
  query: VisitQuery;
}

/** Who may serve one segment of a visit slot: each id is part of at least one free chain. */
export interface SegmentAssignment {
  employeeIds: string[];
  spaceIds: string[];
}

/**
 * A slot of a visit: `employeeIds`/`spaceIds` are everyone taking part in some free chain (in
 * the configuration's order), `segments[n]` who may serve segment n (empty when unavailable).
 */
export interface VisitSlot extends Slot {
  segments: SegmentAssignment[];
}

export interface VisitDaySlots {
  date: LocalDate;
  status: DayStatus;
  slots: VisitSlot[];
}
