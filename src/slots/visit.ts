// What booking a visit needs from the engine (docs/slots.md, "Visits"): re-check one concrete
// visit against the same data the slot list uses, choose who serves each segment the customer
// left open (assign.ts), and compute what each person and space holds.
import { chooseCandidate, chooseEmployee } from './assign.ts';
import { type BookingErrorCode, checkDay, codeFor, type Occupancy, type RefusalReason } from './booking.ts';
import { computeVisitSlots } from './engine.ts';
import { normalize } from './intervals.ts';
import { serviceTemplate } from './occupancy.ts';
import type { AssignmentPolicy, BusyHold, Channel, SegmentQuery, SlotsInput, VisitSlot } from './types.ts';

const MIN = 60_000;

type Config = Omit<SlotsInput, 'query'>;

export interface VisitSegmentRequest {
  event_type_ids: string[];
  employee_id?: string | null;
  space_id?: string | null;
}

export interface VisitRequest {
  /** epoch ms */
  starts_at: number;
  segments: VisitSegmentRequest[];
  guests?: number | null;
  channel?: Channel;
  /** rescheduling: the visit being moved */
  ignore_event_id?: string | null;
}

/** One segment placed: its services, who serves it, when, and what it holds. */
export interface SegmentPlacement extends Occupancy {
  event_type_ids: string[];
  employee_id: string | null;
  space_id: string | null;
}

export interface VisitOccupancy {
  /** epoch ms: the visit's start and the end of its last segment's customer-visible time */
  starts_at: number;
  ends_at: number;
  segments: SegmentPlacement[];
  /**
   * What each person and each space holds over the whole visit: the union of their segments'
   * busy parts (a person's buffer may run into their own next segment). The occupancy rows to
   * write (one per holder and part) and the `holds` the engine reads back.
   */
  holds: BusyHold[];
}

export type VisitCheck =
  | ({ ok: true } & VisitOccupancy)
  | { ok: false; code: BookingErrorCode; reason: RefusalReason };

/**
 * What a visit occupies when each segment's person and space are known: segment n + 1 starts
 * where segment n's customer-visible time ends (docs/slots.md, "Occupancy").
 */
export function visitOccupancy(
  input: Config,
  startsAt: number,
  segments: { event_type_ids: string[]; employee_id?: string | null; space_id?: string | null }[],
): VisitOccupancy {
  const placed: SegmentPlacement[] = [];
  const byEmployee = new Map<string, number[]>();
  const bySpace = new Map<string, number[]>();
  let cursor = startsAt;
  for (const seg of segments) {
    const ets = seg.event_type_ids.map((id) => {
      const et = input.eventTypes.find((e) => e.id === id);
      if (!et) throw new RangeError(`unknown event type ${id}`);
      return et;
    });
    const emp = input.employees.find((e) => e.id === seg.employee_id);
    const space = input.resources.find((r) => r.id === seg.space_id);
    const tpl = serviceTemplate(
      ets,
      input.company,
      emp?.event_type_preferences,
      space?.event_type_preferences,
    );
    const parts: [number, number][] = [];
    for (let i = 0; i < tpl.busy.length; i += 2) {
      parts.push([cursor + tpl.busy[i] * MIN, cursor + tpl.busy[i + 1] * MIN]);
    }
    for (const [a, b] of parts) {
      if (seg.employee_id)
        byEmployee.set(seg.employee_id, [...(byEmployee.get(seg.employee_id) ?? []), a, b]);
      if (seg.space_id) bySpace.set(seg.space_id, [...(bySpace.get(seg.space_id) ?? []), a, b]);
    }
    placed.push({
      event_type_ids: seg.event_type_ids,
      employee_id: seg.employee_id ?? null,
      space_id: seg.space_id ?? null,
      starts_at: cursor,
      ends_at: cursor + tpl.total * MIN,
      segments: parts,
    });
    cursor += tpl.total * MIN;
  }
  const pairsOf = (flat: number[]) => {
    const n = normalize(flat);
    const out: [number, number][] = [];
    for (let i = 0; i < n.length; i += 2) out.push([n[i], n[i + 1]]);
    return out;
  };
  const holds: BusyHold[] = [];
  for (const [id, flat] of byEmployee) holds.push({ employee_id: id, segments: pairsOf(flat) });
  for (const [id, flat] of bySpace) holds.push({ resource_ids: [id], segments: pairsOf(flat) });
  return { starts_at: startsAt, ends_at: cursor, segments: placed, holds };
}

/**
 * Re-checks one concrete visit against the same data the slot list uses, and chooses who
 * serves each segment the customer left open, in segment order: the person by the assignment
 * policy among the segment's ids of the slot (given the choices before it), then the space at
 * random among those that go with that person. The start must be one of the visit's slots.
 * The refusal codes are a plain booking's (checkBooking).
 */
export function checkVisit(
  input: Config,
  req: VisitRequest,
  random: () => number = () => 0,
  policy?: AssignmentPolicy,
): VisitCheck {
  const day = checkDay(input.timeZone, req);
  const segments: SegmentQuery[] = req.segments.map((s) => ({
    eventTypeIds: s.event_type_ids,
    employeeId: s.employee_id ?? null,
    spaceId: s.space_id ?? null,
  }));
  const slotAt = (): VisitSlot | undefined =>
    computeVisitSlots({ ...input, query: { ...day.query, segments } })[0]?.slots.find(
      (s) => s.timestamp === day.timestamp,
    );
  let slot = slotAt();
  if (!slot) return { ok: false, code: 'time_slot_not_available', reason: 'not_a_slot' };
  if (!slot.available) {
    // named as for a plain booking: the person or space the customer chose, if any
    const chose = {
      starts_at: req.starts_at,
      event_type_ids: [],
      employee_id: req.segments.find((s) => s.employee_id)?.employee_id,
      space_id: req.segments.find((s) => s.space_id)?.space_id,
    };
    return { ok: false, code: codeFor(slot.reason!, chose), reason: slot.reason! };
  }
  const spaces = new Map(input.resources.map((r) => [r.id, r]));
  for (let n = 0; n < segments.length; n++) {
    // The slot stays available after each choice: every id of a segment lies on a free chain
    // through the choices made before it.
    const seg = segments[n];
    if (seg.employeeId == null && slot.segments[n].employeeIds.length > 0) {
      const id = chooseEmployee(
        input,
        slot.segments[n].employeeIds,
        req.starts_at,
        random,
        policy,
        req.ignore_event_id,
      );
      if (!id) return { ok: false, code: 'employee_not_available', reason: 'no_candidate' };
      seg.employeeId = id;
      slot = slotAt()!;
    }
    if (seg.spaceId == null && slot.segments[n].spaceIds.length > 0) {
      const id = chooseCandidate(
        slot.segments[n].spaceIds.map((s) => ({ id: s, prioritized: spaces.get(s)?.priority === 'high' })),
        random,
      );
      if (!id) return { ok: false, code: 'space_not_available', reason: 'no_candidate' };
      seg.spaceId = id;
      slot = slotAt()!;
    }
  }
  return {
    ok: true,
    ...visitOccupancy(
      input,
      req.starts_at,
      segments.map((s) => ({
        event_type_ids: s.eventTypeIds,
        employee_id: s.employeeId,
        space_id: s.spaceId,
      })),
    ),
  };
}
