// A customer's booking from a time-slot reservation (its hold): the hold fixed the services,
// the time and who serves it, so it is validated, priced and charged as a direct booking, and
// then the hold becomes the event (persist.ts consumeReservation: its rows move to the event)
// instead of being placed anew.
import type { SqlTx } from '../../../db/sql.ts';
import type { CustomerCaller } from '../../auth/caller.ts';
import type { BookingContext } from '../booking-context.ts';
import { type EventCreateInput, visitSegments } from '../booking-inputs.ts';
import type { EventRecord as Event } from '../booking-store.ts';
import type { EventView } from '../schemas.ts';
import { customerAnswer } from './announce.ts';
import { customerOrder } from './direct.ts';
import { ChargeHold } from './pay.ts';
import { consumeReservation } from './persist.ts';
import { heldReservation } from './validate.ts';

export function bookFromReservation(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput & { time_slot_reservation: string },
  alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
): Promise<EventView> {
  // A hold keeps its segments: a visit is not given with it.
  visitSegments(input);
  const charges = new ChargeHold(ctx.payments);
  return charges.around(() =>
    ctx.configs.withConfig(async (attempt) => {
      const reservation = await heldReservation(ctx, caller, input);
      // A reservation is consumed without `place`: nothing would confirm a cached config there.
      attempt.mayUseCache = false;
      const config = await ctx.configs.get(reservation.company_id, true, attempt);
      const order = await customerOrder(ctx, caller, input, charges, alsoInTx, {
        config,
        eventTypeIds: reservation.event_type_ids,
        guests: reservation.number_of_guests,
        idsToo: false,
      });
      const booked = await consumeReservation(
        ctx,
        reservation,
        config,
        order.prepay ? { ...order.values, status: 'unconfirmed' } : order.values,
        order.by,
        order.prices,
        order.payInTx,
      );
      return customerAnswer(ctx, {
        ...booked,
        reservationId: reservation.id,
        prices: order.prices,
        chargeId: order.charge?.id ?? null,
      });
    }),
  );
}
