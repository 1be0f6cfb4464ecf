// Every change of a payment announced, from every path that makes one (the marketplace's checkout,
// HQ, the provider's webhook, the expiry job, a settlement), inside the change's transaction, with
// the same view the HQ API answers (docs/webhooks.md, "For integrators").
import type { SqlTx } from '../../db/sql.ts';
import { publishChange } from '../webhooks/publish.ts';
import { type PaymentRow, paymentView } from './payment-view.ts';

/** A payment's lifecycle as webhooks and the stream name it. */
export type PaymentChangeType =
  | 'payment.created'
  | 'payment.updated'
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.refunded'
  | 'payment.settled';

/**
 * The type of a change from status `from` to `to`: paid (pending to unsettled), refunded (a
 * captured payment given back, or an unpaid hold voided), settled; any other edit is an update.
 */
export function paymentChangeType(from: string, to: string): PaymentChangeType {
  if (from === to) return 'payment.updated';
  if (to === 'unsettled' && from === 'pending') return 'payment.succeeded';
  if (to === 'refunded') return 'payment.refunded';
  if (to === 'settled') return 'payment.settled';
  return 'payment.updated';
}

export function announcePayment(tx: SqlTx, type: PaymentChangeType, row: PaymentRow, previous?: PaymentRow) {
  return publishChange(tx, {
    type,
    company: row.company_id,
    object: paymentView(row),
    previous: previous ? paymentView(previous) : null,
  });
}
