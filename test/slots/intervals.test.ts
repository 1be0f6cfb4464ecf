// The engine's interval and sorting primitives against brute force. The
// property test's scenarios are small (a handful of bookings), so the large-input
// paths (radix sort above 128 keys) are exercised here, and by the benchmark,
// which compares the engine with the oracle on its 2,000-event workload.
import fc from 'fast-check';
import * as rr from 'rrule';
import { describe, expect, it } from 'vitest';
import {
  blockedStarts,
  mergeSorted,
  normalize,
  orderBy,
  sortNumbers,
  startsInside,
  union,
  unionOf,
} from '../../src/slots/intervals.ts';
import { occurrenceDays, type RuleInstance, resolvePrecedence } from '../../src/slots/rules.ts';

const seed = Number(process.env.SLOTS_SEED ?? 20240310);

/** The set of integer minutes in [lo, hi) covered by a flat list. */
function minutes(list: number[], lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let m = lo; m < hi; m++) {
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] <= m && m < list[i + 1]) {
        out.push(m);
        break;
      }
    }
  }
  return out;
}

function isNormalized(list: number[]): boolean {
  for (let i = 0; i < list.length; i += 2) {
    if (!(list[i] < list[i + 1])) return false;
    if (i > 0 && !(list[i] > list[i - 1])) return false; // sorted, not touching
  }
  return true;
}

const pairsArb = (max: number, n: number) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 40 })), { maxLength: n });
const flat = (ps: [number, number][]) => ps.flatMap(([s, len]) => [s, s + len]);

describe('sorting', () => {
  it('orderBy is a stable sort of integer keys, small and large (radix), with negatives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50_000, max: 3_000_000 }), { maxLength: 600 }),
        fc.boolean(),
        (keys, dupes) => {
          const ks = dupes ? keys.map((k) => k - (k % 7)) : keys; // many equal keys
          const order = Array.from(orderBy(ks));
          const expected = ks.map((_, i) => i).sort((a, b) => ks[a] - ks[b] || a - b);
          expect(order).toEqual(expected);
        },
      ),
      { seed, numRuns: 200 },
    );
  });

  it('orderBy falls back to a comparator for non-integers and huge ranges', () => {
    const keys = Array.from({ length: 300 }, (_, i) => (i % 2 ? 2 ** 40 : 0.5) * ((i * 7919) % 300));
    const order = Array.from(orderBy(keys));
    expect(order.map((i) => keys[i])).toEqual(keys.slice().sort((a, b) => a - b));
  });

  it('sortNumbers sorts in place', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 500 }), (xs) => {
        const a = Float64Array.from(xs);
        sortNumbers(a);
        expect(Array.from(a)).toEqual(xs.slice().sort((x, y) => x - y));
      }),
      { seed, numRuns: 100 },
    );
  });
});

describe('interval lists', () => {
  it('unionOf, normalize, union and mergeSorted cover exactly the union of their inputs', () => {
    fc.assert(
      fc.property(pairsArb(400, 300), pairsArb(400, 40), (a, b) => {
        const fa = flat(a);
        const fb = flat(b);
        const n = a.length;
        const u = unionOf(
          Float64Array.from(a, ([s]) => s),
          Float64Array.from(a, ([s, l]) => s + l),
          n,
        );
        expect(isNormalized(u)).toBe(true);
        expect(minutes(u, 0, 450)).toEqual(minutes(fa, 0, 450));
        expect(u).toEqual(normalize(fa));
        const na = normalize(fa);
        const nb = normalize(fb);
        const ab = union(na, nb);
        expect(isNormalized(ab)).toBe(true);
        expect(minutes(ab, 0, 450)).toEqual(minutes(fa.concat(fb), 0, 450));
        const sorted = a
          .slice()
          .sort((x, y) => x[0] - y[0])
          .flatMap(([s, l]) => [s, s + l]);
        expect(mergeSorted(sorted)).toEqual(na);
      }),
      { seed, numRuns: 200 },
    );
  });

  it('blockedStarts: t is blocked iff some segment [t+rs, t+re) meets the list', () => {
    fc.assert(
      fc.property(
        pairsArb(300, 20),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 30 })), {
          minLength: 1,
          maxLength: 3,
        }),
        (a, segs) => {
          const list = normalize(flat(a));
          const rel = normalize(segs.flatMap(([s, l]) => [s, s + l]));
          const blocked = blockedStarts(list, rel);
          expect(isNormalized(blocked)).toBe(true);
          const busy = new Set(minutes(list, -200, 500));
          for (let t = -150; t < 400; t++) {
            let hit = false;
            for (let i = 0; i < rel.length && !hit; i += 2)
              for (let m = t + rel[i]; m < t + rel[i + 1] && !hit; m++) hit = busy.has(m);
            const inList = blocked.some((x, i) => i % 2 === 0 && x <= t && t < blocked[i + 1]);
            expect(inList, `t=${t}`).toBe(hit);
          }
        },
      ),
      { seed, numRuns: 100 },
    );
  });

  it('startsInside: [t, t + len) lies inside the list', () => {
    fc.assert(
      fc.property(pairsArb(300, 20), fc.integer({ min: 1, max: 60 }), (a, len) => {
        const list = normalize(flat(a));
        const inside = startsInside(list, len);
        const open = new Set(minutes(list, 0, 400));
        for (let t = -10; t < 400; t++) {
          let all = true;
          for (let m = t; m < t + len && all; m++) all = open.has(m);
          const inList = inside.some((x, i) => i % 2 === 0 && x <= t && t < inside[i + 1]);
          expect(inList, `t=${t}`).toBe(all);
        }
      }),
      { seed, numRuns: 100 },
    );
  });
});

describe('precedence', () => {
  const inst = (
    start: number,
    end: number,
    p: number | null,
    open: boolean,
    general: boolean,
  ): RuleInstance => {
    const all = { kind: 'all' as const, ids: new Set<string>() };
    return {
      type: 'availability',
      start,
      end,
      open,
      pax: Number.POSITIVE_INFINITY,
      hasPriority: p != null,
      priority: p ?? 0,
      employees: all,
      resources: all,
      general,
      rule: 0,
    };
  };

  it('each minute takes the best covering instance (priority, lower value, entity-tied, closed)', () => {
    const better = (a: RuleInstance, b: RuleInstance) =>
      a.hasPriority !== b.hasPriority
        ? a.hasPriority
        : a.priority !== b.priority
          ? a.priority < b.priority
          : a.general !== b.general
            ? !a.general
            : !a.open && b.open;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            s: fc.integer({ min: 0, max: 200 }),
            len: fc.integer({ min: 1, max: 80 }),
            p: fc.constantFrom(null, 1, 2, 3),
            open: fc.boolean(),
            general: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        (xs) => {
          const insts = xs.map((x) => inst(x.s, x.s + x.len, x.p, x.open, x.general));
          const pieces = resolvePrecedence(insts);
          for (let i = 1; i < pieces.length; i++)
            expect(pieces[i].start).toBeGreaterThanOrEqual(pieces[i - 1].end);
          for (let m = 0; m < 300; m++) {
            let best: RuleInstance | null = null;
            for (const i of insts) if (i.start <= m && m < i.end && (!best || better(i, best))) best = i;
            const piece = pieces.find((p) => p.start <= m && m < p.end);
            expect(piece?.inst.open ?? null, `minute ${m}`).toBe(best?.open ?? null);
          }
        },
      ),
      { seed, numRuns: 200 },
    );
  });
});

describe('rrule expansion', () => {
  // occurrenceDays moves DTSTART of DAILY/WEEKLY rules forward by whole periods;
  // the reference expands from the original DTSTART.
  const RRule: typeof rr.RRule = (rr as any).RRule ?? (rr as any).default.RRule;
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  it('matches the unshifted expansion for DAILY/WEEKLY rules started long ago', () => {
    fc.assert(
      fc.property(
        fc.record({
          freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY'),
          interval: fc.constantFrom(undefined, 1, 2, 3),
          byday: fc.option(fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 1 }), {
            nil: undefined,
          }),
          wkst: fc.constantFrom(undefined, 'MO', 'SU', 'WE'),
          extra: fc.constantFrom(
            '',
            ';BYMONTH=3,10',
            ';BYSETPOS=1,-1',
            ';UNTIL=20240320T000000Z',
            ';COUNT=40',
          ),
          back: fc.integer({ min: 0, max: 900 }),
          firstShift: fc.integer({ min: 0, max: 400 }),
          span: fc.integer({ min: 0, max: 40 }),
        }),
        (g) => {
          const first = day('2024-03-01') + g.firstShift;
          const start = first - g.back;
          const parts = [`FREQ=${g.freq}`];
          if (g.interval) parts.push(`INTERVAL=${g.interval}`);
          if (g.byday) parts.push(`BYDAY=${g.byday.join(',')}`);
          if (g.wkst) parts.push(`WKST=${g.wkst}`);
          const rrule = parts.join(';') + (g.extra.includes('BYSETPOS') && !g.byday ? '' : g.extra);
          const date = new Date(start * 86_400_000).toISOString().slice(0, 10);
          const set = { id: 's', date, rrule, starts_at: '00:00', ends_at: '24:00', rules: [] };
          const last = first + g.span;
          const ref = new RRule({ ...RRule.parseString(rrule), dtstart: new Date(start * 86_400_000) })
            .between(new Date(first * 86_400_000), new Date((last + 1) * 86_400_000 - 1), true)
            .map((d) => Math.floor(d.getTime() / 86_400_000));
          expect(occurrenceDays(set, first, last)).toEqual([...new Set(ref)]);
        },
      ),
      { seed, numRuns: 300 },
    );
  });
});
