// Packages and memberships in the demo (docs/packages.md): the salon sells a five-haircut pass
// and a monthly beard club, the clinic a five-class Pilates pass; Guðrún holds a pass with one
// haircut used, Ólafur a beard club membership renewing through the built-in test provider (no
// money moves). Fixed ids: the products are listed on the marketplace anyway, and what customers
// hold is reached only with the company and the holder's token or HQ's.
import { DateTime } from 'luxon';
import { newId } from '../domain/shared/ids.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { DemoDates } from './demo-dates.ts';

const SALON = 'demo_company_salon';

export const DEMO_PACKAGES = {
  haircutPass: 'demo_package_haircuts',
  beardClub: 'demo_package_beard_club',
  pilatesPass: 'demo_package_pilates',
  gudrunPass: 'demo_cpackage_gudrun',
  olafurClub: 'demo_cpackage_olafur',
} as const;

export async function loadPackagesDemo(tx: Prisma.TransactionClient, dates: DemoDates): Promise<void> {
  const cover = { event_type_group_ids: [], scheduled_event_ids: [], all_classes: false };
  await tx.packageProduct.createMany({
    data: [
      {
        id: DEMO_PACKAGES.haircutPass,
        company_id: SALON,
        kind: 'package',
        title: 'Five haircuts',
        description: 'Five haircuts for the price of four, valid six months.',
        currency: 'ISK',
        price: '31600',
        marketplace: true,
        ...cover,
        event_type_ids: ['demo_et_haircut'],
        credits: 5,
        validity_months: 6,
        refunds: 'pro_rata',
      },
      {
        id: DEMO_PACKAGES.beardClub,
        company_id: SALON,
        kind: 'membership',
        title: 'Beard club',
        description: 'Every beard trim you want, one monthly price; cancel any time before the month ends.',
        currency: 'ISK',
        price: '6900',
        marketplace: true,
        ...cover,
        event_type_ids: ['demo_et_beard'],
        credits: null,
        period: 'month',
        cancellation: 'period_end',
      },
      {
        id: DEMO_PACKAGES.pilatesPass,
        company_id: 'demo_company_clinic',
        kind: 'package',
        title: 'Five Pilates classes',
        currency: 'ISK',
        price: '15000',
        marketplace: true,
        ...cover,
        event_type_ids: [],
        all_classes: true,
        credits: 5,
        validity_months: 3,
      },
    ],
  });
  // Guðrún bought the pass a month ago and has one haircut of it behind her.
  const bought = dates.at(-30, '12:00');
  const passTerms = {
    covers: {
      event_types: ['demo_et_haircut'],
      event_type_groups: [],
      scheduled_events: [],
      all_classes: false,
    },
    credits: 5,
    validity_months: 6,
    shareable: false,
    period: null,
    cancellation: null,
    notice_days: null,
    refunds: 'pro_rata',
  };
  const months = (from: Date, n: number) =>
    DateTime.fromJSDate(from, { zone: 'utc' }).plus({ months: n }).toJSDate();
  await tx.customerPackage.create({
    data: {
      id: DEMO_PACKAGES.gudrunPass,
      company_id: SALON,
      product_id: DEMO_PACKAGES.haircutPass,
      kind: 'package',
      customer_id: 'demo_customer_gudrun',
      title: 'Five haircuts',
      currency: 'ISK',
      price: '31600',
      terms: passTerms,
      credits_total: 5,
      credits_used: 1,
      starts_at: bought,
      ends_at: months(bought, 6),
      provider: 'test',
      created_at: bought,
    },
  });
  // Ólafur's membership: its month started ten days ago and renews at its end.
  const period = dates.at(-10, '09:00');
  await tx.customerPackage.create({
    data: {
      id: DEMO_PACKAGES.olafurClub,
      company_id: SALON,
      product_id: DEMO_PACKAGES.beardClub,
      kind: 'membership',
      customer_id: 'demo_customer_olafur',
      title: 'Beard club',
      currency: 'ISK',
      price: '6900',
      terms: {
        covers: {
          event_types: ['demo_et_beard'],
          event_type_groups: [],
          scheduled_events: [],
          all_classes: false,
        },
        credits: null,
        validity_months: null,
        shareable: false,
        period: 'month',
        cancellation: 'period_end',
        notice_days: null,
        refunds: 'unused',
      },
      credits_total: null,
      credits_used: 2,
      starts_at: period,
      ends_at: months(period, 1),
      provider: 'test',
      renewal_method: 'tok_visa',
      created_at: period,
    },
  });
  // What they paid, through the test provider (settled at the next weekly run).
  const [passPayment, clubPayment] = [newId(), newId()];
  await tx.payment.createMany({
    data: [
      {
        id: passPayment,
        provider_ref: `pi_test_${passPayment}`,
        company_id: SALON,
        customer_id: 'demo_customer_gudrun',
        customer_package_id: DEMO_PACKAGES.gudrunPass,
        reason: 'package',
        provider: 'test',
        currency: 'ISK',
        amount: '31600',
        status: 'unsettled',
        refundable: true,
        settled_to: 'enterprise',
        created_at: bought,
      },
      {
        id: clubPayment,
        provider_ref: `pi_test_${clubPayment}`,
        company_id: SALON,
        customer_id: 'demo_customer_olafur',
        customer_package_id: DEMO_PACKAGES.olafurClub,
        reason: 'membership',
        provider: 'test',
        currency: 'ISK',
        amount: '6900',
        status: 'unsettled',
        refundable: true,
        settled_to: 'enterprise',
        created_at: period,
      },
    ],
  });
}
