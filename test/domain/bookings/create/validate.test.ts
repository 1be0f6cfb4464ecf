import { describe, expect, it } from 'vitest';
import {
  customerBookingValid,
  directFieldsPresent,
  seatFieldsAbsent,
  serviceFieldsAbsent,
} from '../../../../src/domain/bookings/create/validate.ts';
import { ApiError } from '../../../../src/domain/shared/errors.ts';
import { fakeConfig } from './fakes.ts';

/** The error a check throws: its status, code and the fields its details name. */
function refusal(check: () => unknown) {
  try {
    check();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const details = (err.extra.details ?? []) as { field: string }[];
    return { status: err.statusCode, message: err.message, fields: details.map((d) => d.field) };
  }
  throw new Error('the check passed');
}

describe('validate: a booking refused before anything is priced or written', () => {
  it('a service booking naming a tier alone is told to name the class', () => {
    expect(refusal(() => seatFieldsAbsent({ customer_name: 'A', tier: 't1' }))).toEqual({
      status: 400,
      message: 'tier: is for a seat booking: name the scheduled_event too (variations for services)',
      fields: ['tier'],
    });
  });

  it('a seat booking naming a start is told the class fixes it', () => {
    const r = refusal(() =>
      serviceFieldsAbsent({ customer_name: 'A', scheduled_event: 's1', starts_at: '2030-01-01T10:00:00Z' }),
    );
    expect(r.status).toBe(400);
    expect(r.fields).toEqual(['starts_at']);
  });

  it('a direct booking names its company, its services and its start, in that order', () => {
    expect(refusal(() => directFieldsPresent({ customer_name: 'A' }, null)).fields).toEqual(['company']);
    expect(
      refusal(() => directFieldsPresent({ customer_name: 'A', company: 'co1', event_types: [] }, null))
        .fields,
    ).toEqual(['event_types']);
    expect(
      refusal(() => directFieldsPresent({ customer_name: 'A', company: 'co1', event_types: ['et1'] }, null))
        .fields,
    ).toEqual(['starts_at']);
    // A visit's services are its segments', in order.
    const visit = [
      { event_type_ids: ['et2'], employee_id: null, space_id: null },
      { event_type_ids: ['et1'], employee_id: null, space_id: null },
    ];
    expect(directFieldsPresent({ customer_name: 'A', company: 'co1', starts_at: 'x' }, visit)).toEqual({
      companyId: 'co1',
      eventTypeIds: ['et2', 'et1'],
      startsAt: 'x',
    });
  });

  it("a customer's booking: a guest where only signed-in customers book is 401, an unknown service 404", () => {
    const signedInOnly = fakeConfig({
      eventTypes: [{ id: 'et1' }],
      enterpriseConnections: { allows_booking_without_auth: false },
    });
    expect(
      refusal(() => customerBookingValid(signedInOnly, undefined, { customer_name: 'A' }, ['et1'], 1, true))
        .status,
    ).toBe(401);
    const open = fakeConfig({ eventTypes: [{ id: 'et1' }] });
    const r = refusal(() => customerBookingValid(open, undefined, { customer_name: 'A' }, ['et9'], 1, true));
    expect([r.status, r.message]).toEqual([404, 'No such event type.']);
    // A hold fixed its ids: they are not checked again (`idsToo` false), the flow's data still is.
    expect(customerBookingValid(open, undefined, { customer_name: 'A' }, ['et1'], 1, false)).toHaveLength(1);
  });

  it('names every field of the booking flow that fails, the party size left to placing', () => {
    const config = fakeConfig({
      company: { profile: { required_fields: { email: true } } },
      eventTypes: [{ id: 'et1', max_guests_per_booking: 2 }],
    });
    const r = refusal(() =>
      customerBookingValid(
        config,
        { userId: 'u1' },
        { customer_name: ' ', kennitala: '12' },
        ['et1'],
        5,
        true,
      ),
    );
    expect(r.status).toBe(400);
    expect(r.fields).toEqual(['customer_name', 'email', 'kennitala']);
  });
});
