// Booking seats of a class (docs/api-conventions.md#classes) through the same POST /events as services: the
// scheduled event fixes the time, so the body names `scheduled_event` (and `tier`, `variation`)
// instead of event types, a start, staff or a space.

import { qb, row } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import { type CustomerCaller, type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { PreparedCharge } from '../payments/checkout.ts';
import { type PrepaymentPlan, samePlan } from '../payments/prepayment.ts';
import type { CheckoutPaymentView } from '../payments/schemas.ts';
import { fieldError, notFound, validationError } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import { announce, announced, type BookingContext } from './booking-context.ts';
import { bookingFlowProblems } from './booking-flow.ts';
import { contactData, type EventCreateInput } from './booking-inputs.ts';
import { policyFor } from './cancellation-policy.ts';
import { initialStatus, requireGuestAllowed } from './customer-policies.ts';
import { requireCustomer, withCustomer } from './customer-records.ts';
import type { CompanyConfig } from './data.ts';
import { views } from './event-reads.ts';
import type { BookingChangeContext } from './notify.ts';
import { type PriceSnapshot, priceSeats } from './pricing.ts';
import type { EventView } from './schemas.ts';
import { bookSeats, planSeats, type SeatRequest } from './seats.ts';
import type { EventRecord as Event } from './store.ts';

const NOT_FOR_SEATS = [
  'event_types',
  'starts_at',
  'employee',
  'space',
  'time_slot_reservation',
  'variations',
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

/** The company of a class, or a 404 as for any unknown class. */
async function classCompany(ctx: BookingContext, scheduledEventId: string): Promise<string> {
  const found = await row(
    ctx.sql,
    qb.selectFrom('scheduled_events').select('company_id').where('id', '=', scheduledEventId),
  );
  if (!found) throw notFound('scheduled event');
  return found.company_id;
}

export async function createSeatEvent(
  ctx: BookingContext,
  who: { caller?: CustomerCaller; staff?: HqCaller },
  input: EventCreateInput,
  expand: readonly string[] = [],
): Promise<EventView> {
  for (const field of NOT_FOR_SEATS)
    if (input[field] !== undefined)
      throw fieldError(field, 'is not for a seat booking (the scheduled event fixes the time and place)');
  // Without `company` the class names it: a seat booking needs only the class (and a name).
  const companyId = input.company ?? (await classCompany(ctx, input.scheduled_event!));
  const staff = who.staff;
  if (staff && !reachesCompany(staff, companyId)) throw notFound('company');
  const config = await ctx.configs.get(companyId, !staff);
  if (staff) {
    if (input.customer) await requireCustomer(ctx.sql, companyId, input.customer);
  } else {
    requireGuestAllowed(config, who.caller);
    const problems = bookingFlowProblems(config.company, [], input).filter(
      (p) => p.field !== 'number_of_guests',
    );
    if (problems.length > 0)
      throw validationError(
        `${problems[0].field} ${problems[0].message}`,
        problems.map((p) => ({ field: p.field, message: p.message })),
      );
  }
  const guests = input.number_of_guests ?? 1;
  const by: BookingChangeContext['by'] = staff ? 'staff' : who.caller ? 'customer' : 'guest';
  const request: SeatRequest = {
    companyId,
    scheduledEventId: input.scheduled_event!,
    tierId: input.tier,
    variationId: input.variation,
    guests,
    marketplace: !staff,
    now: ctx.clock(),
    companyCurrency: config.company.currency_code,
    // Staff books what the business knows; a customer answers the tier's required questions.
    answers: staff ? undefined : (input.booking_question_answers ?? []),
  };
  // docs/api-conventions.md#customers-paying: seats booked on the marketplace prepay as services do, by the company's
  // payment settings (a class has no event type of its own settings).
  // Only where the company prepays at all: other seat bookings make no extra read.
  const payments =
    !staff && obj(config.company.payments).pre_payment_enabled === true ? ctx.payments : undefined;
  const planFor = (price: PriceSnapshot) =>
    payments?.plan(config, [], price, guests, input.pay_in_full) ?? null;
  if (payments) {
    // Seats whose hold has passed go back before this booking counts what is left.
    await payments.expireDue({ scheduledEventId: request.scheduledEventId });
  }
  let charge: PreparedCharge | null = null;
  try {
    for (let attempt = 1; ; attempt++) {
      // The charge is opened before the transaction (no tier row lock waits on the provider),
      // for the price of the tier the seats will most likely come from; should they come from
      // another tier at another price, the charge is replaced and the booking tried again.
      const expected = payments ? planFor(await expectedSeatPrice(ctx, request)) : null;
      if (charge && !samePlan(charge.plan, expected)) {
        await payments!.discard(charge);
        charge = null;
      }
      if (expected && !charge) charge = await payments!.prepare(companyId, expected);
      try {
        const made = await bookSeatTx(ctx, {
          config,
          staff,
          userId: staff ? null : (who.caller?.userId ?? null),
          input,
          request,
          by,
          guests,
          charge,
          planFor,
        });
        announced(ctx);
        const answer = (
          await views(
            ctx,
            [
              {
                ...made.event,
                time_slot_reservation: null,
                services: [],
                payments: made.payment ? [{ id: made.payment.id }] : [],
              },
            ],
            expand,
          )
        )[0];
        if (made.payment) answer.payment = made.payment;
        return answer;
      } catch (err) {
        if (!(err instanceof PriceMoved) || attempt >= 3) throw err;
      }
    }
  } catch (err) {
    if (charge) await payments!.discard(charge);
    throw err;
  }
}

/** The seats came from a tier at another price than the charge prepared: try again. */
class PriceMoved extends Error {}

/** The price of the first tier the seats would come from now (read outside any transaction). */
async function expectedSeatPrice(ctx: BookingContext, req: SeatRequest): Promise<PriceSnapshot> {
  const plan = await ctx.sql.transaction((tx) => planSeats(tx, req));
  const tier =
    plan.candidates.find((t) => t.booked_guests + req.guests <= t.max_capacity) ?? plan.candidates[0];
  const priced = priceSeats(tier, req.variationId, req.guests, req.companyCurrency);
  return { services: [], price: priced.price, currency: priced.currency };
}

async function bookSeatTx(
  ctx: BookingContext,
  a: {
    config: CompanyConfig;
    staff: HqCaller | undefined;
    /** The customer account booking (marketplace), or null. */
    userId: string | null;
    input: EventCreateInput;
    request: SeatRequest;
    by: BookingChangeContext['by'];
    guests: number;
    charge: PreparedCharge | null;
    planFor: (price: PriceSnapshot) => PrepaymentPlan | null;
  },
): Promise<{ event: Event; payment: CheckoutPaymentView | null }> {
  const { config, staff, input, request, guests, charge } = a;
  const companyId = config.company.id;
  return ctx.sql.transaction(async (tx) => {
    // The booking's customer: the one staff named, else found or made in this transaction.
    const values = await withCustomer(
      tx,
      {
        company_id: companyId,
        number_of_guests: guests,
        origin: staff ? ('hq' as const) : ('marketplace' as const),
        // A seat that must prepay is unconfirmed, holding its seats, until paid (docs/api-conventions.md#customers-paying).
        status: staff ? (input.status ?? 'confirmed') : charge ? 'unconfirmed' : initialStatus(config, null),
        ...(staff && input.customer ? { customer_id: input.customer } : {}),
        marketplace_user_id: a.userId,
        // A seat books under the company's cancellation policy (a class has no event type).
        cancellation_policy: policyFor(config, []) ?? undefined,
        // The prepayment terms a customer books under (docs/payments.md#a-bookings-balance).
        prepayment_terms: (staff ? null : ctx.payments?.terms(config, [], input.pay_in_full)) ?? undefined,
        ...contactData(input),
        customer_name: input.customer_name ?? '',
      },
      config,
    );
    const made = await bookSeats(tx, request, values);
    // What the seats taken must prepay: the charge prepared must be for exactly that.
    const due = a.planFor({
      services: [],
      price: made.price === null ? null : new Decimal(made.price),
      currency: made.currency,
    });
    if ((due === null) !== (charge === null) || (charge && !samePlan(charge.plan, due)))
      throw new PriceMoved();
    const payment = charge ? await ctx.payments!.open(tx, made, charge) : null;
    await announce(ctx, tx, 'created', made, { by: a.by }, config);
    return { event: made, payment };
  });
}
