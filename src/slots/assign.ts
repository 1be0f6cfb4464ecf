// Who serves when the customer leaves the person open (docs/slots.md, "Fair any"). Pure: the
// randomness comes in as a function, so a test (or a replay) passes a seeded one.
import { countingEntries, heldBy } from './busy.ts';
import { localDay, ZoneTimeline } from './calendar.ts';
import { intersect } from './intervals.ts';
import type { AssignmentPolicy, SlotsInput } from './types.ts';

const MIN = 60_000;
const DAY = 1440;

type Config = Omit<SlotsInput, 'query'>;

export interface Candidate {
  id: string;
  prioritized?: boolean;
  /** never picked at random (it can still be asked for by id) */
  excluded?: boolean;
}

/**
 * Picks one candidate at random: excluded ones never, prioritized ones first
 * (uniformly among them when there are any). `random` returns [0, 1).
 */
export function chooseCandidate(candidates: Candidate[], random: () => number): string | undefined {
  const pool = candidates.filter((c) => !c.excluded);
  const top = pool.filter((c) => c.prioritized);
  const from = top.length > 0 ? top : pool;
  if (from.length === 0) return undefined;
  const i = Math.min(from.length - 1, Math.max(0, Math.floor(random() * from.length)));
  return from[i].id;
}

/**
 * Minutes each employee is held by bookings (and live holds) on the local day of `at` (epoch
 * ms), as the engine counts busy time: a booking's busy parts that person holds, buffers
 * included, pauses not; cancelled, fully overbookable and `ignoreEventId` bookings not at all.
 */
export function bookedMinutes(input: Config, at: number, ignoreEventId?: string | null): Map<string, number> {
  const m = Math.floor(at / MIN);
  const tl = new ZoneTimeline(input.timeZone, m - 2 * DAY, m + 3 * DAY);
  const day = localDay(tl, Math.floor(tl.wall(m) / DAY));
  const out = new Map<string, number>();
  for (const entry of countingEntries(input, ignoreEventId)) {
    for (const [id, segs] of heldBy(entry, 'employee')) {
      const part = intersect(segs, [day.start, day.end]);
      let minutes = 0;
      for (let i = 0; i < part.length; i += 2) minutes += part[i + 1] - part[i];
      if (minutes > 0) out.set(id, (out.get(id) ?? 0) + minutes);
    }
  }
  return out;
}

/**
 * Picks the employee among `candidateIds` (the slot's ids for the segment) for a booking at
 * `at`. Never one excluded from the randomization pool; prioritized ones first when there are
 * any. Then, by the policy (default: the company's, else `random`):
 * - `random`: uniformly (the spec's rule; chooseCandidate);
 * - `balanced`: the one with the fewest booked minutes that local day per unit of weight
 *   (`marketplace.assignment_weight`, default 1: a weight of 2 takes twice the minutes; 0 or
 *   less only when nobody else is left), ties uniformly.
 * `random` returns [0, 1).
 */
export function chooseEmployee(
  input: Config,
  candidateIds: string[],
  at: number,
  random: () => number,
  policy: AssignmentPolicy = input.company.assignment ?? 'random',
  ignoreEventId?: string | null,
): string | undefined {
  const byId = new Map(input.employees.map((e) => [e.id, e]));
  const candidates = candidateIds.map((id) => ({
    id,
    prioritized: !!byId.get(id)?.marketplace?.prioritized,
    excluded: !!byId.get(id)?.marketplace?.exclude_from_randomization_pool,
  }));
  if (policy !== 'balanced') return chooseCandidate(candidates, random);
  const pool = candidates.filter((c) => !c.excluded);
  const top = pool.filter((c) => c.prioritized);
  const from = top.length > 0 ? top : pool;
  if (from.length === 0) return undefined;
  const minutes = bookedMinutes(input, at, ignoreEventId);
  const load = (id: string) => {
    const w = byId.get(id)?.marketplace?.assignment_weight ?? 1;
    return w > 0 && Number.isFinite(w) ? (minutes.get(id) ?? 0) / w : Number.POSITIVE_INFINITY;
  };
  let least = Number.POSITIVE_INFINITY;
  for (const c of from) least = Math.min(least, load(c.id));
  // equal loads compare equal up to rounding of the division by a weight
  const tied = from.filter((c) => {
    const l = load(c.id);
    return l === least || Math.abs(l - least) <= 1e-9 * Math.max(1, least);
  });
  return chooseCandidate(tied, random);
}
