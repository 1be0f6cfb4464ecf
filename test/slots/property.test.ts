// Engine vs. the naive oracle on generated scenarios.
// Replay a failure with SLOTS_SEED=<seed> (and SLOTS_PATH=<path> printed by
// fast-check); ask for more runs with SLOTS_RUNS=<n>.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTimeSlots } from '../../src/slots/index.ts';
import { scenarioArb } from './gen.ts';
import { oracleTimeSlots } from './oracle.ts';

const seed = Number(process.env.SLOTS_SEED ?? 20240310);
const numRuns = Number(process.env.SLOTS_RUNS ?? 2000);
const path = process.env.SLOTS_PATH;

describe('engine agrees with the minute-by-minute oracle', () => {
  it(`on ${numRuns} generated scenarios (SLOTS_SEED=${seed})`, () => {
    console.log(`slots property test: SLOTS_SEED=${seed} SLOTS_RUNS=${numRuns}`);
    fc.assert(
      fc.property(scenarioArb, (input) => {
        expect(computeTimeSlots(input)).toEqual(oracleTimeSlots(input));
      }),
      { seed, numRuns, path, endOnFailure: false, verbose: 1 },
    );
  }, 300_000);
});
