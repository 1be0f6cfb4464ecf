// Booking with a package or a membership (docs/packages.md, "Credits"): the two calls a booking
// makes inside its own transaction. `take` spends the credit(s) a booking needs, once (one
// conditional UPDATE: two bookings racing for the last credit, one wins, the other is refused and
// its transaction rolls back); `bookingChanged` (a booking notifier) gives them back when the
// booking is cancelled inside its cancellation policy or by staff, and keeps them for a late
// cancellation or a no-show, as the policy keeps a prepayment. Kept apart from the service: the
// booking paths call these and nothing else of the area.
import type { SqlTx } from '../../db/sql.ts';
import type { EventRecord } from '../bookings/booking-store.ts';
import { asPolicy, lateCancellationFee } from '../bookings/cancellation-policy.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from '../bookings/notify.ts';
import { ApiError, notFound } from '../shared/errors.ts';
import { publishChange } from '../webhooks/publish.ts';
import {
  eventTypesOfGroups,
  giveBackCredits,
  type HoldingRow,
  holdingOf,
  insertCredit,
  openCreditsOfEvent,
  takeCredits,
  updateCredit,
} from './package-store.ts';
import { holdingView, statusAt, storedTerms } from './package-view.ts';
import { PACKAGE_NOT_USABLE } from './schemas.ts';

/** The event a credit is taken for: the row the booking's transaction has just written. */
export type CoveredEvent = Pick<
  EventRecord,
  | 'id'
  | 'company_id'
  | 'customer_id'
  | 'marketplace_user_id'
  | 'event_type_ids'
  | 'scheduled_event_id'
  | 'number_of_guests'
  | 'starts_at'
>;

/** Who books: staff in HQ (any customer of a shareable package), or the holder's own account. */
export interface CreditTaker {
  staff: boolean;
}

export const notUsable = (message: string) =>
  new ApiError(400, 'create_event_error', PACKAGE_NOT_USABLE, message, {
    user_title: 'Package',
    user_message: message,
    details: [{ field: 'customer_package', message }],
  });

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Why a holding that passed the holder and coverage checks took no credit (read before the UPDATE). */
function whyNot(h: HoldingRow, at: Date, now: Date, n: number): string {
  const status = statusAt(h, now);
  if (status === 'paused') return 'This membership is paused: its last renewal was not paid.';
  if (status !== 'active') return `This ${h.kind} has ended (${status}).`;
  if (h.cancel_at && h.cancel_at <= at)
    return `This membership ends on ${day(h.cancel_at)}, before the booking.`;
  if (h.kind === 'package' && h.ends_at <= at)
    return `This package is valid until ${day(h.ends_at)}, before the booking.`;
  if (h.kind === 'membership' && (at < h.starts_at || at >= h.ends_at))
    return `This membership covers bookings from ${day(h.starts_at)} until ${day(h.ends_at)} (the period paid for).`;
  return n > 1 ? `This ${h.kind} has fewer than ${n} credits left.` : `This ${h.kind} has no credits left.`;
}

export class PackageCredits implements BookingNotifier {
  private readonly clock: () => number;

  constructor(clock: () => number = Date.now) {
    this.clock = clock;
  }

  /**
   * Inside the booking's transaction, once its event is written (price and prepayment zero):
   * takes the credit(s) of the customer's package or membership `holdingId` the booking needs
   * (one, or one per guest of a shareable one), or refuses with 400 `package_not_usable` (the
   * transaction then rolls back: no booking without its credit). Another customer's, another
   * company's or an unknown one is a 404. Answers the holding as it is after.
   */
  async take(tx: SqlTx, event: CoveredEvent, holdingId: string, who: CreditTaker): Promise<HoldingRow> {
    const now = new Date(this.clock());
    const h = await holdingOf(tx, event.company_id, holdingId);
    if (!h) throw notFound('customer package');
    const terms = storedTerms(h.terms);
    const holder = who.staff
      ? terms.shareable || (event.customer_id !== null && event.customer_id === h.customer_id)
      : event.marketplace_user_id !== null && event.marketplace_user_id === h.marketplace_user_id;
    if (!holder) throw notFound('customer package');
    if (!terms.shareable && event.number_of_guests > 1)
      throw notUsable(`This ${h.kind} covers its holder alone: book one guest with it.`);
    const covers = terms.covers;
    if (event.scheduled_event_id !== null) {
      if (!covers.all_classes && !covers.scheduled_events.includes(event.scheduled_event_id))
        throw notUsable(`This ${h.kind} does not cover this class.`);
    } else {
      const covered = new Set([
        ...covers.event_types,
        ...(await eventTypesOfGroups(tx, event.company_id, covers.event_type_groups)),
      ]);
      if (event.event_type_ids.length === 0 || !event.event_type_ids.every((id) => covered.has(id)))
        throw notUsable(`This ${h.kind} does not cover this service.`);
    }
    const n = terms.shareable ? event.number_of_guests : 1;
    const taken = await takeCredits(tx, event.company_id, h.id, n, event.starts_at, now);
    if (!taken) {
      // Read again: what the UPDATE saw (a racing booking took the last credit meanwhile).
      const again = (await holdingOf(tx, event.company_id, h.id)) ?? h;
      throw notUsable(whyNot(again, event.starts_at, now, n));
    }
    await insertCredit(tx, event.company_id, {
      customer_package_id: h.id,
      event_id: event.id,
      credits: n,
      period_start: taken.starts_at,
    });
    await publishChange(tx, {
      type: 'customer_package.updated',
      company: event.company_id,
      object: holdingView(taken, now),
      previous: holdingView(h, now),
    });
    return taken;
  }

  /**
   * The booking notifier's part (services.ts wires it): a covered booking cancelled gives its
   * credits back when staff cancel it or the customer cancels outside the window of the policy it
   * was made under (docs/payments.md#cancellation-policy), and keeps them for a late
   * cancellation; a no-show keeps them. Each credit is settled once (its row locked).
   */
  async bookingChanged(
    tx: SqlTx,
    kind: BookingChange,
    event: EventRecord,
    context: BookingChangeContext,
  ): Promise<void> {
    if (!event.customer_package_id) return;
    const noShow =
      kind === 'status_changed' && event.status === 'noshow' && context.previous?.status !== 'noshow';
    const previous = context.previous;
    if (
      kind !== 'cancelled' &&
      !noShow &&
      previous &&
      previous.number_of_guests !== event.number_of_guests &&
      event.status !== 'cancelled'
    )
      return this.regroup(tx, event, event.customer_package_id, previous.number_of_guests);
    if (kind !== 'cancelled' && !noShow) return;
    const open = await openCreditsOfEvent(tx, event.company_id, event.id);
    if (open.length === 0) return;
    const now = new Date(this.clock());
    const late =
      kind === 'cancelled' &&
      context.by !== 'staff' &&
      lateCancellationFee(asPolicy(event.cancellation_policy), event, now.getTime()) !== null;
    for (const credit of open) {
      if (noShow || late) {
        await updateCredit(
          tx,
          event.company_id,
          credit.id,
          { kept: noShow ? 'no_show' : 'late_cancellation' },
          now,
        );
        continue;
      }
      const before = await holdingOf(tx, event.company_id, credit.customer_package_id);
      const after = await giveBackCredits(
        tx,
        event.company_id,
        credit.customer_package_id,
        credit.credits,
        credit.period_start,
        now,
      );
      await updateCredit(tx, event.company_id, credit.id, { returned_at: now }, now);
      if (before && after)
        await publishChange(tx, {
          type: 'customer_package.updated',
          company: event.company_id,
          object: holdingView(after, now),
          previous: holdingView(before, now),
        });
    }
  }

  /**
   * A covered booking's party changed: a package that is not shareable covers one guest (more
   * refuses the change); a shareable one takes a credit for each guest added (none left: the
   * change is refused) and gives one back for each guest less, latest credits first.
   */
  private async regroup(tx: SqlTx, event: EventRecord, holdingId: string, before: number): Promise<void> {
    const h = await holdingOf(tx, event.company_id, holdingId);
    if (!h) return;
    const now = new Date(this.clock());
    if (!storedTerms(h.terms).shareable) {
      if (event.number_of_guests > 1)
        throw notUsable(`This ${h.kind} covers its holder alone: book one guest with it.`);
      return;
    }
    let after: HoldingRow | undefined;
    const added = event.number_of_guests - before;
    if (added > 0) {
      after = await takeCredits(tx, event.company_id, h.id, added, event.starts_at, now);
      if (!after) throw notUsable(whyNot(h, event.starts_at, now, added));
      await insertCredit(tx, event.company_id, {
        customer_package_id: h.id,
        event_id: event.id,
        credits: added,
        period_start: after.starts_at,
      });
    } else {
      let back = -added;
      for (const credit of (await openCreditsOfEvent(tx, event.company_id, event.id)).reverse()) {
        if (back === 0) break;
        const part = Math.min(back, credit.credits);
        back -= part;
        after = (await giveBackCredits(tx, event.company_id, h.id, part, credit.period_start, now)) ?? after;
        await updateCredit(
          tx,
          event.company_id,
          credit.id,
          part === credit.credits ? { returned_at: now } : { credits: credit.credits - part },
          now,
        );
      }
    }
    if (after)
      await publishChange(tx, {
        type: 'customer_package.updated',
        company: event.company_id,
        object: holdingView(after, now),
        previous: holdingView(h, now),
      });
  }
}
