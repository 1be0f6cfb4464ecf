// Engine vs. the naive oracle on generated scenarios.
// Replay a failure with SLOTS_SEED=<seed> (and SLOTS_PATH=<path> printed by
// fast-check); ask for more runs with SLOTS_RUNS=<n>.
//
// The generators are tuned so that most scenarios have bookable slots (now well
// before the window, open hours likely, few hidden/skip flags), which is what
// lets the comparison see small errors: with deliberate one-line bugs (a buffer
// one minute short, a pause treated as busy, the last start of an open interval
// dropped, an arrival window one minute long) this test fails within a few
// hundred scenarios (docs/slots.md, "Checking the checker").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTimeSlots, REASONS } from '../../src/slots/index.ts';
import { scenarioArb } from './gen.ts';
import { oracleTimeSlots } from './oracle.ts';

const seed = Number(process.env.SLOTS_SEED ?? 20240310);
const numRuns = Number(process.env.SLOTS_RUNS ?? 2000);
const path = process.env.SLOTS_PATH;

describe('engine agrees with the minute-by-minute oracle', () => {
  it(`on ${numRuns} generated scenarios (SLOTS_SEED=${seed})`, () => {
    console.log(`slots property test: SLOTS_SEED=${seed} SLOTS_RUNS=${numRuns}`);
    let scenarios = 0;
    let withAvailable = 0;
    const reasons = new Map<string, number>();
    fc.assert(
      fc.property(scenarioArb, (input) => {
        expect(computeTimeSlots(input)).toEqual(oracleTimeSlots(input));
        // Coverage of the generated scenarios (every slot, whatever the query asked).
        const all = computeTimeSlots({ ...input, query: { ...input.query, timeSlotType: 'all' } });
        scenarios++;
        if (all.some((d) => d.status === 'available')) withAvailable++;
        for (const d of all) {
          for (const s of d.slots) if (s.reason) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
        }
      }),
      { seed, numRuns, path, endOnFailure: false, verbose: 1 },
    );
    const share = withAvailable / scenarios;
    console.log(
      `slots property test: ${Math.round(share * 100)}% of scenarios have an available slot; ` +
        `unavailable slots by reason: ${REASONS.map((r) => `${r}=${reasons.get(r) ?? 0}`).join(' ')}`,
    );
    if (numRuns >= 1000 && path == null) {
      // Guard the generators themselves: most scenarios bookable, every reason reached.
      expect(share).toBeGreaterThan(0.5);
      for (const r of REASONS) expect(reasons.get(r) ?? 0, r).toBeGreaterThan(0);
    }
  }, 300_000);
});
