// Step 1 of a booking (docs/architecture.md, "A booking, step by step"): what the request names
// is checked before anything is priced, charged or written. Each check throws the field error
// the API answers (400 with the field, 404 for what the caller cannot see); none writes.
import type { VisitSegmentRequest } from '../../../slots/index.ts';
import { companyOf } from '../../auth/access.ts';
import { type CustomerCaller, type HqCaller, ownEmployee } from '../../auth/caller.ts';
import { fieldError, notFound, validationError } from '../../shared/errors.ts';
import type { BookingContext } from '../booking-context.ts';
import { bookingFlowProblems } from '../booking-flow.ts';
import { type EventCreateInput, visitSegments, visitTypes } from '../booking-inputs.ts';
import { classCompanyId, type ReservationRecord, reservationById } from '../booking-store.ts';
import { type ConfigAttempt, checkIds, checkVisitIds } from '../company-configs.ts';
import { requireGuestAllowed } from '../customer-policies.ts';
import { requireCustomer } from '../customer-records.ts';
import type { CompanyConfig } from '../data.ts';

const NOT_FOR_SEATS = [
  'event_types',
  'starts_at',
  'employee',
  'space',
  'time_slot_reservation',
  'variations',
  'visit',
] as const;

/** A service booking names no class fields (a `tier` or `variation` alone is a mistake). */
export function seatFieldsAbsent(input: EventCreateInput) {
  for (const field of ['tier', 'variation'] as const)
    if (input[field] !== undefined)
      throw fieldError(
        field,
        'is for a seat booking: name the scheduled_event too (variations for services)',
      );
}

/** A seat booking names none of a service booking's fields: the class fixes its time and place. */
export function serviceFieldsAbsent(input: EventCreateInput) {
  for (const field of NOT_FOR_SEATS)
    if (input[field] !== undefined)
      throw fieldError(field, 'is not for a seat booking (the scheduled event fixes the time and place)');
}

/**
 * A customer's booking made without a hold names its company, its services (or a visit's) and
 * its start: answers them.
 */
export function directFieldsPresent(
  input: EventCreateInput,
  visit: VisitSegmentRequest[] | null,
): { companyId: string; eventTypeIds: string[]; startsAt: string } {
  if (!input.company) throw fieldError('company', 'is required');
  const eventTypeIds = visitTypes(visit) ?? input.event_types;
  if (!eventTypeIds || eventTypeIds.length === 0) throw fieldError('event_types', 'is required');
  if (!input.starts_at) throw fieldError('starts_at', 'is required');
  return { companyId: input.company, eventTypeIds, startsAt: input.starts_at };
}

/**
 * The reservation a customer's booking names: another company's (when the body names one), or
 * one held by another account, is not found, as a missing one.
 */
export async function heldReservation(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput & { time_slot_reservation: string },
): Promise<ReservationRecord> {
  const reservation = await reservationById(
    ctx.sql,
    input.time_slot_reservation,
    input.company ? [input.company] : undefined,
  );
  if (
    !reservation ||
    (input.company && reservation.company_id !== input.company) ||
    (reservation.marketplace_user_id && reservation.marketplace_user_id !== caller?.userId)
  )
    throw notFound('time slot reservation');
  return reservation;
}

/**
 * The booking flow's data (the company's required fields, the services' required questions) as
 * one 400 naming every field that fails; the party size is checked where the booking is placed.
 */
export function flowDataValid(
  config: CompanyConfig,
  ets: Parameters<typeof bookingFlowProblems>[1],
  data: Parameters<typeof bookingFlowProblems>[2],
) {
  const problems = bookingFlowProblems(config.company, ets, data).filter(
    (p) => p.field !== 'number_of_guests',
  );
  if (problems.length > 0)
    throw validationError(
      `${problems[0].field} ${problems[0].message}`,
      problems.map((p) => ({ field: p.field, message: p.message })),
    );
}

/**
 * What a customer's booking must pass before it is priced, whatever its time: guests allowed,
 * the ids the company's (`idsToo`: not for a hold, which fixed them), the booking flow's data.
 * Answers the services' event types, in the order named.
 */
export function customerBookingValid(
  config: CompanyConfig,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  eventTypeIds: string[],
  guests: number,
  idsToo: boolean,
) {
  requireGuestAllowed(config, caller);
  if (idsToo) checkIds(config, eventTypeIds, input.employee, input.space);
  const ets = eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)!).filter(Boolean);
  flowDataValid(config, ets, { ...input, number_of_guests: guests });
  return ets;
}

/** Staff's booking checked: what it names, the company's and reached by the caller. */
export interface HqBookingChecked {
  companyId: string;
  config: CompanyConfig;
  employeeId: string | null | undefined;
  eventTypeIds: string[];
  visit: VisitSegmentRequest[] | undefined;
}

/**
 * The checks of an HQ booking that do not depend on its time: the caller reaches the company,
 * the ids are the company's (each person the caller's own where the caller is limited to it),
 * the customer record exists.
 */
export async function hqBookingValid(
  ctx: BookingContext,
  caller: HqCaller,
  input: EventCreateInput,
  attempt?: ConfigAttempt,
): Promise<HqBookingChecked> {
  if (!input.company) throw fieldError('company', 'is required');
  const companyId = companyOf(caller, input.company);
  const employeeId = ownEmployee(caller, companyId, input.employee);
  if (input.time_slot_reservation) throw fieldError('time_slot_reservation', 'is for marketplace bookings');
  const visit = visitSegments(input)?.map((s) => ({
    ...s,
    employee_id: ownEmployee(caller, companyId, s.employee_id ?? undefined) ?? null,
  }));
  const eventTypeIds = visitTypes(visit) ?? input.event_types;
  if (!eventTypeIds || eventTypeIds.length === 0) throw fieldError('event_types', 'is required');
  if (!input.starts_at) throw fieldError('starts_at', 'is required');
  const config = await ctx.configs.get(companyId, false, attempt);
  checkIds(config, eventTypeIds, employeeId, input.space);
  if (visit) checkVisitIds(config, visit, false);
  if (input.customer) await requireCustomer(ctx.sql, companyId, input.customer);
  return { companyId, config, employeeId, eventTypeIds, visit };
}

/**
 * A seat booking checked (docs/api-conventions.md#classes): no service fields; its company (the
 * class names it when the body does not), reached by staff; staff's customer exists, a
 * customer's data passes the booking flow; a package named is accepted at all.
 */
export async function seatBookingValid(
  ctx: BookingContext,
  staff: HqCaller | undefined,
  caller: CustomerCaller | undefined,
  input: EventCreateInput & { scheduled_event: string },
): Promise<{ companyId: string; config: CompanyConfig }> {
  serviceFieldsAbsent(input);
  // Without `company` the class names it: a seat booking needs only the class (and a name).
  const companyId =
    input.company ??
    (await classCompanyId(ctx.sql, input.scheduled_event, staff ? [...staff.companyIds] : undefined));
  if (companyId === null) throw notFound('scheduled event');
  if (staff) companyOf(staff, companyId);
  const config = await ctx.configs.get(companyId, !staff);
  if (staff) {
    if (input.customer) await requireCustomer(ctx.sql, companyId, input.customer);
  } else {
    requireGuestAllowed(config, caller);
    flowDataValid(config, [], input);
  }
  // docs/packages.md: seats covered by the customer's package or membership cost and prepay nothing.
  if (input.customer_package !== undefined && !ctx.credits)
    throw fieldError('customer_package', 'packages are not accepted');
  return { companyId, config };
}
