// What a booking occupies, relative to its start (minutes).
//
// Each event type of a booking is served back to back. One service, from cursor c:
//   starts at c + delay; with pause > 0: before_pause busy, pause free (the
//   employee may serve someone else), after_pause busy; else duration busy.
//   Then buffer_after_service (or, when the event type has none, the company's
//   service_buffer) keeps the staff and space busy but is not shown to the
//   customer. The next service starts where this one ended (buffers do not push it).
// `total` is the customer-visible length; `busy` the parts that block the employee
// and the spaces (buffers included, so it may extend past `total`).
import { normalize } from './intervals.ts';
import type { CompanySettings, CustomDuration, EventType, EventTypePreference } from './types.ts';

export interface Template {
  total: number;
  /** normalized flat [s, e) list of minutes after the start */
  busy: number[];
}

export function findPreference(
  prefs: EventTypePreference[] | null | undefined,
  eventTypeId: string,
): EventTypePreference | undefined {
  if (!prefs) return undefined;
  for (const p of prefs) if (p.event_type === eventTypeId) return p;
  return undefined;
}

function custom(p: EventTypePreference | undefined): CustomDuration | undefined {
  return p?.has_custom_duration && p.custom_duration ? p.custom_duration : undefined;
}

/**
 * The employee's custom duration wins over the space's, which wins over the
 * event type's own figures.
 */
export function serviceTemplate(
  eventTypes: EventType[],
  company: CompanySettings,
  employeePrefs?: EventTypePreference[] | null,
  spacePrefs?: EventTypePreference[] | null,
): Template {
  const flat: number[] = [];
  let c = 0;
  for (const et of eventTypes) {
    const cd = custom(findPreference(employeePrefs, et.id)) ?? custom(findPreference(spacePrefs, et.id));
    const bp = (cd ? cd.before_pause : et.beforePause) ?? 0;
    const pause = (cd ? cd.pause : et.pause) ?? 0;
    const ap = (cd ? cd.after_pause : et.afterPause) ?? 0;
    const duration = cd ? cd.duration : et.duration;
    const s = c + Math.max(0, et.delay ?? 0);
    let len: number;
    if (pause > 0) {
      flat.push(s, s + bp, s + bp + pause, s + bp + pause + ap);
      len = bp + pause + ap;
    } else {
      len = duration ?? bp + ap;
      flat.push(s, s + len);
    }
    const end = s + len;
    const buffer = et.buffer_after_service ?? company.service_buffer ?? 0;
    if (buffer > 0) flat.push(end, end + buffer);
    c = end;
  }
  return { total: c, busy: normalize(flat) };
}
