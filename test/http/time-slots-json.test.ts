// The hand-written JSON of time slots (src/http/time-slots-json.ts) against the route's own
// serializer (fast-json-stringify compiled from the TimeSlots schema, as the app builds it):
// byte for byte, on the engine's answers for generated scenarios (every slot with its reason,
// visits with their segments) and on odd values (escaped ids, properties the schema does not
// name); and what it does not know it leaves to the schema (undefined).
import fc from 'fast-check';
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { TimeSlots } from '../../src/http/schemas/booking.ts';
import { timeSlotsJson } from '../../src/http/time-slots-json.ts';
import { computeTimeSlots, computeVisitSlots, type DaySlots } from '../../src/slots/index.ts';
import { scenarioArb, visitScenarioArb } from '../slots/gen.ts';

const bySchema = fastJsonStringify(TimeSlots as Parameters<typeof fastJsonStringify>[0]);

describe('time slots written by hand', () => {
  it('are the schema serializer’s bytes for the engine’s answers (available, all; visits)', () => {
    let slots = 0;
    fc.assert(
      fc.property(scenarioArb, (input) => {
        for (const type of ['available', 'all'] as const) {
          const days = computeTimeSlots({ ...input, query: { ...input.query, timeSlotType: type } });
          slots += days.reduce((n, d) => n + d.slots.length, 0);
          expect(timeSlotsJson(days)).toBe(bySchema(days));
        }
      }),
      { seed: 34, numRuns: 300 },
    );
    fc.assert(
      fc.property(visitScenarioArb, (input) => {
        const days = computeVisitSlots({ ...input, query: { ...input.query, timeSlotType: 'all' } });
        expect(timeSlotsJson(days)).toBe(bySchema(days));
      }),
      { seed: 34, numRuns: 100 },
    );
    // Not vacuous: the scenarios had slots to write.
    expect(slots).toBeGreaterThan(1000);
  });

  it('escapes as the schema does and leaves out what it does not name', () => {
    const days = [
      {
        date: '2030-01-01',
        status: 'available',
        slots: [
          {
            time: '09:00',
            timestamp: '2030-01-01T09:00:00.000Z',
            employeeIds: ['a"b', 'c\\d', 'é\u0001', '\ud800x', 'x'.repeat(50)],
            spaceIds: [],
            extra: 'not in the schema',
          },
          {
            time: '09:15',
            timestamp: '2030-01-01T09:15:00.000Z',
            employeeIds: [],
            spaceIds: ['r1'],
            available: false,
            reason: 'busy',
            segments: [{ employeeIds: ['a"b'], spaceIds: [], other: 1 }],
          },
        ],
        note: 'dropped',
      },
      { date: '2030-01-02', status: 'closed', slots: [] },
    ] as unknown as DaySlots[];
    expect(timeSlotsJson(days)).toBe(bySchema(days));
    expect(timeSlotsJson([])).toBe('[]');
  });

  it('leaves a standing time, or a value the schema would convert, to the schema', () => {
    const day = (slot: Record<string, unknown>) =>
      [{ date: '2030-01-01', status: 'available', slots: [slot] }] as unknown as DaySlots[];
    const slot = { time: '09:00', timestamp: '2030-01-01T09:00:00.000Z', employeeIds: [], spaceIds: [] };
    expect(timeSlotsJson(day({ ...slot, series: { occurrences: 1, available: 1, unavailable: [] } }))).toBe(
      undefined,
    );
    expect(timeSlotsJson(day({ ...slot, available: 1 }))).toBe(undefined);
    expect(timeSlotsJson(day({ ...slot, reason: 'no such reason' }))).toBe(undefined);
    expect(timeSlotsJson(day({ ...slot, employeeIds: [7] }))).toBe(undefined);
    expect(timeSlotsJson(day(slot))).toBe(bySchema(day(slot)));
  });
});
