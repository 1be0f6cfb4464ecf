// Seats of a class (docs/api-conventions.md#classes) booked through the same POST /events as
// services: the scheduled event fixes the time, so the body names `scheduled_event` (and `tier`,
// `variation`) instead of event types, a start, staff or a space. Read top to bottom: validate;
// price the seats the booking would most likely get and open that prepayment's charge before
// the transaction (no tier row lock waits on the provider); persist the seats with the payment;
// announce. Seats that come from another tier at another price replace the charge and try again.
import type { CustomerCaller, HqCaller } from '../../auth/caller.ts';
import type { BookingContext } from '../booking-context.ts';
import type { EventCreateInput } from '../booking-inputs.ts';
import type { EventView } from '../schemas.ts';
import type { SeatRequest } from '../seats.ts';
import { seatAnswer } from './announce.ts';
import { ChargeHold } from './pay.ts';
import { PriceMoved, persistSeats } from './persist.ts';
import { expectedSeatPrice, seatPayments, seatPrepayment } from './price.ts';
import { seatBookingValid } from './validate.ts';

/** How many times seats are tried when their price moved under the charge prepared. */
const PRICE_TRIES = 3;

export async function bookSeatEvent(
  ctx: BookingContext,
  who: { caller?: CustomerCaller; staff?: HqCaller },
  input: EventCreateInput & { scheduled_event: string },
  expand: readonly string[] = [],
): Promise<EventView> {
  const { staff, caller } = who;
  const { companyId, config } = await seatBookingValid(ctx, staff, caller, input);
  const guests = input.number_of_guests ?? 1;
  const request: SeatRequest = {
    companyId,
    scheduledEventId: input.scheduled_event,
    tierId: input.tier,
    variationId: input.variation,
    guests,
    marketplace: !staff,
    now: ctx.clock(),
    companyCurrency: config.company.currency_code,
    // Staff books what the business knows; a customer answers the tier's required questions.
    answers: staff ? undefined : (input.booking_question_answers ?? []),
    covered: input.customer_package !== undefined,
  };
  const payments = seatPayments(ctx, config, staff !== undefined, input);
  // Seats whose hold has passed go back before this booking counts what is left.
  if (payments) await payments.expireDue({ scheduledEventId: request.scheduledEventId });
  const charges = new ChargeHold(payments);
  return charges.around(async () => {
    for (let attempt = 1; ; attempt++) {
      const expected = payments
        ? seatPrepayment(payments, config, guests, input, await expectedSeatPrice(ctx, request))
        : null;
      const charge = await charges.forPlan(companyId, expected);
      try {
        const made = await persistSeats(ctx, {
          config,
          staff,
          userId: staff ? null : (caller?.userId ?? null),
          input,
          request,
          by: staff ? 'staff' : caller ? 'customer' : 'guest',
          guests,
          charge,
          prepayment: (price) => seatPrepayment(payments, config, guests, input, price),
        });
        return await seatAnswer(ctx, made, expand);
      } catch (err) {
        if (!(err instanceof PriceMoved) || attempt >= PRICE_TRIES) throw err;
      }
    }
  });
}
