import { rowKey } from '../domain/shared/ids.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { DemoDates, WEEKDAYS } from './demo-dates.ts';
import type { DemoIds } from './demo-ids.ts';

/** The prepaid service of the customers-pay demo (docs/api-conventions.md#customers-paying); its booking and payment ids are made per load (demo-ids.ts). */
export const DEMO_PAYMENTS = {
  prepaidService: 'demo_et_colour',
} as const;

/**
 * A prepaid service: the salon's colour takes a 20% deposit on the marketplace (the event type's
 * own PaymentSettings; the customer may pay in full), and one past colour booking paid that way
 * through the built-in `test` provider (no money moved) whose customer did not come: the
 * no-show keeps the deposit. A late cancellation of a colour keeps 10% of its price from the
 * deposit (its cancellation policy), and a no-show 20% (the deposit; the rest of a full payment goes
 * back). The gift card template is the voucher
 * to buy.
 */
export async function loadPaymentsDemo(
  tx: Prisma.TransactionClient,
  dates: DemoDates,
  ids: DemoIds,
): Promise<void> {
  await tx.eventType.update({
    where: rowKey('demo_company_salon', DEMO_PAYMENTS.prepaidService),
    data: {
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        pre_payment_type: 'payment',
        pre_payment_ratio: 20,
        pre_payment_min_pax: 1,
        optional_full_payment: true,
        // Cancelling less than a day before keeps 10% of the price from the deposit
        // (docs/payments.md#cancellation-policy); earlier, the deposit goes back in full.
        // A no-show keeps 20% of the price (the whole deposit) and gives back whatever a
        // customer paid beyond it (paid in full).
        cancellation_policy: {
          window_hours: 24,
          fee_type: 'percent',
          fee: 10,
          deposit: 'keep_up_to_fee',
          no_show_fee: 20,
        },
      },
    },
  });
  // A weekday about five weeks before the load, paid a week before it.
  const starts = dates.at(-35, '11:00', WEEKDAYS);
  const ends = DemoDates.plus(starts, 150);
  await tx.event.create({
    data: {
      id: ids.events.colourPrepaid,
      company_id: 'demo_company_salon',
      employee_id: 'demo_emp_anna',
      event_type_ids: [DEMO_PAYMENTS.prepaidService],
      starts_at: starts,
      ends_at: ends,
      number_of_guests: 1,
      // The customer did not come: a no-show keeps its prepayment (docs/api-conventions.md#customers-paying).
      status: 'noshow',
      origin: 'marketplace',
      customer_name: 'Helga Pálsdóttir',
      email: 'helga@example.com',
      price: '18900',
      currency: 'ISK',
    },
  });
  await tx.eventService.create({
    data: {
      company_id: 'demo_company_salon',
      event_id: ids.events.colourPrepaid,
      event_type_id: DEMO_PAYMENTS.prepaidService,
      employee_id: 'demo_emp_anna',
      starts_at: starts,
      ends_at: ends,
      variation_id: 'full',
      price: '18900',
      currency: 'ISK',
    },
  });
  // 20% of 18,900 = 3,780, captured when the booking was made.
  await tx.payment.create({
    data: {
      id: ids.payments.prepayment,
      company_id: 'demo_company_salon',
      event_id: ids.events.colourPrepaid,
      employee_id: 'demo_emp_anna',
      reason: 'prepayment',
      provider: 'test',
      provider_ref: `pi_test_${ids.payments.prepayment}`,
      currency: 'ISK',
      amount: '3780',
      status: 'unsettled',
      refundable: true,
      settled_to: 'enterprise',
      created_at: DemoDates.plus(starts, -7 * 24 * 60 - 108),
    },
  });
}
