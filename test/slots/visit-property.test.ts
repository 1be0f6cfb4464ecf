// Visits (several segments, each by its own qualified people and spaces): the engine against
// the brute-force oracle on generated scenarios, and the two promises that tie a visit to a
// plain query: one segment answers what the plain query answers, and a visit whose every
// segment one person serves answers what the plain query of all its services with that person
// answers. Replay with SLOTS_SEED / SLOTS_PATH as in property.test.ts; more runs with
// VISIT_RUNS=<n>.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTimeSlots, computeVisitSlots, REASONS } from '../../src/slots/index.ts';
import type { EventType, SlotsInput, VisitDaySlots } from '../../src/slots/types.ts';
import { scenarioArb, visitScenarioArb } from './gen.ts';
import { oracleVisitSlots } from './oracle.ts';

const seed = Number(process.env.SLOTS_SEED ?? 20240310);
const numRuns = Number(process.env.VISIT_RUNS ?? 1000);
const path = process.env.SLOTS_PATH;

const plain = (days: VisitDaySlots[]) =>
  days.map((d) => ({ ...d, slots: d.slots.map(({ segments: _, ...slot }) => slot) }));

describe('visits: engine agrees with the brute-force oracle', () => {
  it(`on ${numRuns} generated visits (SLOTS_SEED=${seed})`, () => {
    let scenarios = 0;
    let chains = 0; // scenarios of 2+ segments with a free slot
    let handovers = 0; // free slots whose segments no single person can serve all of
    const reasons = new Map<string, number>();
    fc.assert(
      fc.property(visitScenarioArb, (input) => {
        expect(computeVisitSlots(input)).toEqual(oracleVisitSlots(input));
        const all = computeVisitSlots({ ...input, query: { ...input.query, timeSlotType: 'all' } });
        scenarios++;
        if (input.query.segments.length > 1 && all.some((d) => d.status === 'available')) chains++;
        for (const d of all) {
          for (const s of d.slots) {
            if (s.reason) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
            const people = s.segments.map((g) => g.employeeIds);
            if (people.length > 1 && people.every((p) => p.length > 0)) {
              const common = people.reduce((a, b) => a.filter((x) => b.includes(x)));
              if (common.length === 0) handovers++;
            }
          }
        }
      }),
      { seed, numRuns, path, endOnFailure: false, verbose: 1 },
    );
    console.log(
      `visit property test: ${scenarios} scenarios, ${chains} of 2+ segments with a free slot, ` +
        `${handovers} free slots needing two people; unavailable by reason: ` +
        REASONS.map((r) => `${r}=${reasons.get(r) ?? 0}`).join(' '),
    );
    if (numRuns >= 500 && path == null) {
      // Guard the generators: chains found, people handing over, the reasons a chain meets.
      expect(chains).toBeGreaterThan(numRuns / 10);
      expect(handovers).toBeGreaterThan(100);
      for (const r of ['closed', 'busy', 'not_bookable', 'too_soon', 'max_total_pax'])
        expect(reasons.get(r) ?? 0, r).toBeGreaterThan(0);
    }
  }, 600_000);
});

describe('a visit keeps the meaning of the plain query', () => {
  it('one segment: the same days, slots, reasons and ids as computeTimeSlots (2,000 scenarios)', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const { eventTypeIds, employeeId, spaceId, ...rest } = input.query;
        const visit = computeVisitSlots({
          ...input,
          query: { ...rest, segments: [{ eventTypeIds, employeeId, spaceId }] },
        });
        expect(plain(visit)).toEqual(computeTimeSlots(input));
        for (const d of visit)
          for (const s of d.slots) {
            expect(s.segments).toHaveLength(1);
            expect(s.segments[0]).toEqual({ employeeIds: s.employeeIds, spaceIds: s.spaceIds });
          }
      }),
      { seed, numRuns: 2000, path, endOnFailure: false },
    );
  }, 300_000);

  // When every service needs a person (no space), every service has the same overbooking, and
  // one person serves them all, a visit of one segment per service is the plain query of all
  // the services back to back (docs/slots.md, "Visits": a chain's stage is its weakest
  // segment's, and [T, T + a + b) meets a list iff [T, T + a) or [T + a, T + a + b) does).
  const sameMeaning = (input: SlotsInput, ets: EventType[]): SlotsInput => ({
    ...input,
    eventTypes: ets.map((e) => ({
      ...e,
      overbookable: ets[0].overbookable,
      connections: { ...e.connections, service_needs: 'employee' },
    })),
  });
  it('one person serves every segment: the plain query of all the services with that person', () => {
    let withSlots = 0;
    fc.assert(
      fc.property(
        scenarioArb,
        fc.constantFrom(['t0', 't1'], ['t1', 't0'], ['t0', 't0', 't1']),
        fc.boolean(),
        (generated, types, onlyOne) => {
          // either the query names the person, or the company has only that one
          const input = sameMeaning(
            onlyOne ? { ...generated, employees: generated.employees.slice(0, 1) } : generated,
            generated.eventTypes,
          );
          const person = onlyOne ? null : input.employees[input.employees.length - 1].id;
          const query = { ...input.query, eventTypeIds: [...types], employeeId: person, spaceId: null };
          const today = computeTimeSlots({ ...input, query });
          const { eventTypeIds: _, employeeId: __, spaceId: ___, ...rest } = query;
          const visit = computeVisitSlots({
            ...input,
            query: { ...rest, segments: types.map((t) => ({ eventTypeIds: [t], employeeId: person })) },
          });
          expect(plain(visit)).toEqual(today);
          if (today.some((d) => d.status === 'available')) withSlots++;
        },
      ),
      { seed, numRuns: 1000, path, endOnFailure: false },
    );
    expect(withSlots).toBeGreaterThan(300);
  }, 300_000);
});
