import { describe, expect, it } from 'vitest';
import { placedStatus } from '../../../../src/domain/bookings/create/place.ts';
import type { Placed } from '../../../../src/domain/bookings/placement.ts';
import { fakeConfig } from './fakes.ts';

// A company that confirms bookings by hand, but whose Ann takes hers at once.
const config = fakeConfig({
  company: { marketplace: { allow_booking_without_confirmation: false } },
  employees: [
    { id: 'ann', marketplace: { allow_booking_without_confirmation: true } },
    { id: 'bob', marketplace: {} },
  ],
});
const placedWith = (employeeId: string, visit?: string[]) =>
  ({
    ok: true,
    employee_id: employeeId,
    space_id: null,
    resourceIds: [],
    ...(visit ? { visit: { segments: visit.map((id) => ({ employee_id: id })), holds: [] } } : {}),
  }) as unknown as Placed;

describe("place: a customer's booking's status by who it was placed with", () => {
  it('confirmed with Ann, unconfirmed with Bob', () => {
    expect(placedStatus(config, placedWith('ann'))).toBe('confirmed');
    expect(placedStatus(config, placedWith('bob'))).toBe('unconfirmed');
  });

  it("a visit is confirmed only when every segment's person confirms at once", () => {
    expect(placedStatus(config, placedWith('ann', ['ann', 'ann']))).toBe('confirmed');
    expect(placedStatus(config, placedWith('ann', ['ann', 'bob']))).toBe('unconfirmed');
  });
});
