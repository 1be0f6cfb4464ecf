// A week of time slots written as JSON by hand: the same bytes the route's response schema
// (TimeSlots, through fast-json-stringify) writes, at a fraction of its cost. A cold answer is
// serialized once (then kept as bytes, memo.ts), but it is serialized on every cold request: for
// the bench's 5 employees x 7 days (336 slots, 27 KB) the schema's serializer took about 0.4 ms,
// as much as the rest of the answer's path outside the engine (bench/README.md, "Cold time-slot
// answers"). test/http/time-slots-json.test.ts checks the bytes against the schema's serializer.
import { type DaySlots, REASONS } from '../slots/index.ts';

/** The values the schema's unions of literals allow (anything else goes to the schema's serializer). */
const STATUSES: ReadonlySet<unknown> = new Set(['available', 'unavailable', 'closed']);
const REASON_SET: ReadonlySet<unknown> = new Set(REASONS);

/**
 * The JSON of an answer of days, or undefined when it holds anything this writer does not know
 * (a standing time's `series`, a value of another type than the schema's): the caller then
 * serializes by the schema. Properties are written in the schema's order, optional ones only when
 * defined, and nothing the schema does not name, as fast-json-stringify does. Strings are
 * escaped by JSON.stringify, which is what fast-json-stringify's string writer answers for every
 * string (it calls it for anything but plain characters).
 */
export function timeSlotsJson(days: readonly DaySlots[]): string | undefined {
  // Ids, times and statuses repeat on every slot: each escaped once per answer.
  const escaped = new Map<string, string>();
  const str = (v: string) => {
    let s = escaped.get(v);
    if (s === undefined) {
      s = quoted(v);
      escaped.set(v, s);
    }
    return s;
  };
  // A list of strings written into `out` (the answer is one string built by appending: V8 keeps it
  // as a rope that Buffer.from flattens once).
  let out = '[';
  // The engine shares one list among the slots with the same ids (src/slots/engine.ts, render):
  // each list object is written once and its JSON appended as one piece after that. Only for the
  // answer being written, so a list changed between two answers cannot be written stale.
  const written = new Map<unknown[], string>();
  const list = (values: unknown): boolean => {
    if (!Array.isArray(values)) return false;
    const known = written.get(values);
    if (known !== undefined) {
      out += known;
      return true;
    }
    let json = '[';
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (typeof v !== 'string') return false;
      json += i === 0 ? str(v) : `,${str(v)}`;
    }
    json += ']';
    written.set(values, json);
    out += json;
    return true;
  };
  for (let d = 0; d < days.length; d++) {
    const day = days[d];
    if (typeof day.date !== 'string' || !STATUSES.has(day.status) || !Array.isArray(day.slots))
      return undefined;
    out += `${d === 0 ? '' : ','}{"date":${quoted(day.date)},"status":"${day.status}","slots":[`;
    const slots = day.slots;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as DaySlots['slots'][number] & { segments?: unknown; series?: unknown };
      if (typeof slot.time !== 'string' || typeof slot.timestamp !== 'string' || slot.series !== undefined)
        return undefined;
      out += `${i === 0 ? '' : ','}{"time":${str(slot.time)},"timestamp":${quoted(slot.timestamp)},"employeeIds":`;
      if (!list(slot.employeeIds)) return undefined;
      out += ',"spaceIds":';
      if (!list(slot.spaceIds)) return undefined;
      if (slot.available !== undefined) {
        if (typeof slot.available !== 'boolean') return undefined;
        out += slot.available ? ',"available":true' : ',"available":false';
      }
      if (slot.reason !== undefined) {
        if (!REASON_SET.has(slot.reason)) return undefined;
        out += `,"reason":"${slot.reason}"`;
      }
      if (slot.segments !== undefined) {
        if (!Array.isArray(slot.segments)) return undefined;
        out += ',"segments":[';
        for (let s = 0; s < slot.segments.length; s++) {
          const seg = slot.segments[s] as { employeeIds?: unknown; spaceIds?: unknown } | null;
          out += s === 0 ? '{"employeeIds":' : ',{"employeeIds":';
          if (!list(seg?.employeeIds)) return undefined;
          out += ',"spaceIds":';
          if (!list(seg?.spaceIds)) return undefined;
          out += '}';
        }
        out += ']';
      }
      out += '}';
    }
    out += ']}';
  }
  return `${out}]`;
}

/** Characters no JSON string escapes (ISO timestamps, HH:MM, the usual ids). */
const PLAIN = /^[0-9A-Za-z:._ +-]*$/;

/** A string as JSON: as it is between quotes when nothing in it needs escaping, else JSON.stringify's. */
const quoted = (v: string) => (PLAIN.test(v) ? `"${v}"` : JSON.stringify(v));
