// Existing bookings and holds as the engine reads them: per booking, the busy parts each
// person and space holds (one part for a plain booking, one per person or space for a visit),
// in epoch minutes. Shared by the slot search and the fair choice of a person (assign.ts).
import { type IntervalList, normalize, union } from './intervals.ts';
import type { BusyEntry, SlotsInput, VisitInput } from './types.ts';

const MIN = 60_000;

/** Busy parts of an entry held by one person and/or spaces (one for a plain booking). */
export interface Hold {
  employee: string | null;
  resources: string[];
  segs: IntervalList;
}

export interface Entry {
  start: number;
  end: number;
  holds: Hold[];
  guests: number;
}

/**
 * The bookings that count: not cancelled, not the one being moved, not fully overbookable
 * (such a booking neither blocks nor counts anywhere).
 */
export function countingEntries(
  input: Pick<SlotsInput | VisitInput, 'eventTypes' | 'busy'>,
  ignoreEventId?: string | null,
): Entry[] {
  const fully = new Set(
    input.eventTypes.filter((e) => e.overbookable === 'fully_overbookable').map((e) => e.id),
  );
  const out: Entry[] = [];
  for (const b of input.busy) {
    if (b.status === 'cancelled' || b.id === ignoreEventId) continue;
    const types = b.event_type_ids ?? [];
    if (types.length > 0 && types.every((t) => fully.has(t))) continue;
    const entry = toEntry(b);
    if (entry) out.push(entry);
  }
  return out;
}

function msSegments(segments: [number, number][]): IntervalList {
  const flat: number[] = [];
  for (const [s, e] of segments) flat.push(Math.floor(s / MIN), Math.ceil(e / MIN));
  return normalize(flat);
}

export function toEntry(b: BusyEntry): Entry | null {
  const holds: Hold[] = [];
  if (b.holds && b.holds.length > 0) {
    for (const h of b.holds) {
      const segs = msSegments(h.segments ?? []);
      if (segs.length > 0)
        holds.push({ employee: h.employee_id ?? null, resources: h.resource_ids ?? [], segs });
    }
  } else {
    let segs: IntervalList;
    if (b.segments && b.segments.length > 0) segs = msSegments(b.segments);
    else if (b.ends_at != null) {
      const s = Math.floor(b.starts_at / MIN);
      const e = Math.ceil(b.ends_at / MIN);
      segs = e > s ? [s, e] : [];
    } else segs = [];
    if (segs.length > 0)
      holds.push({ employee: b.employee_id ?? null, resources: b.resource_ids ?? [], segs });
  }
  if (holds.length === 0) return null;
  let last = Number.NEGATIVE_INFINITY;
  for (const h of holds) last = Math.max(last, h.segs[h.segs.length - 1]);
  return {
    start: Math.floor(b.starts_at / MIN),
    end: b.ends_at != null ? Math.ceil(b.ends_at / MIN) : last,
    holds,
    guests: b.guests ?? 1,
  };
}

/** The segments an entry holds per employee or per resource: each entity once, its holds' union. */
export function heldBy(entry: Entry, kind: 'employee' | 'resource'): Map<string, IntervalList> {
  const out = new Map<string, IntervalList>();
  for (const h of entry.holds) {
    const ids = kind === 'employee' ? (h.employee == null ? [] : [h.employee]) : h.resources;
    for (const id of ids) {
      const had = out.get(id);
      out.set(id, had ? union(had, h.segs) : h.segs);
    }
  }
  return out;
}
