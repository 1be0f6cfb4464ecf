// A visit of two services by two people in the demo data (docs/bookings.md#visits): Jón's colour
// with Anna, then a haircut with Björn, on the Saturday at least two weeks after the load at 13:00
// (a Saturday, as every salon booking to come: test/helpers/free-slots.ts hands out weekdays).
// Its rows as booking it through the API writes them (test/seed/demo-visits.test.ts books the same
// visit a week later and compares): one event, one service row per segment with its own person
// and times, and each person's occupancy only for the parts they serve.

import type { Prisma } from '../generated/prisma/client.ts';
import { DemoDates } from './demo-dates.ts';

type Tx = Prisma.TransactionClient;
const SALON = 'demo_company_salon';
export const DEMO_VISIT = 'demo_event_visit_jon';

export async function loadDemoVisit(tx: Tx, dates: DemoDates): Promise<void> {
  const start = dates.at(14, '13:00', [6]);
  const at = (minutes: number) => DemoDates.plus(start, minutes);
  // Colour: 30 minutes of work, 45 minutes setting (Anna is free), 15 minutes of work: 90 in all.
  // The haircut starts where the colour's customer-visible time ends: 13:00 + 90 = 14:30, 30 minutes.
  await tx.event.create({
    data: {
      id: DEMO_VISIT,
      company_id: SALON,
      customer_id: 'demo_customer_jon',
      employee_id: 'demo_emp_anna',
      event_type_ids: ['demo_et_colour', 'demo_et_haircut'],
      starts_at: start,
      ends_at: at(120),
      status: 'confirmed',
      origin: 'marketplace',
      customer_name: 'Jón Jónsson',
      email: 'jon@example.com',
      phone_country_code: '354',
      phone_number: '8223344',
      // 18 900 (colour) + 7 900 (short haircut)
      price: '26800',
      currency: 'ISK',
    },
  });
  await tx.eventService.createMany({
    data: [
      {
        company_id: SALON,
        event_id: DEMO_VISIT,
        event_type_id: 'demo_et_colour',
        employee_id: 'demo_emp_anna',
        order: 0,
        starts_at: start,
        ends_at: at(90),
        variation_id: 'full',
        price: '18900',
        currency: 'ISK',
      },
      {
        company_id: SALON,
        event_id: DEMO_VISIT,
        event_type_id: 'demo_et_haircut',
        employee_id: 'demo_emp_bjorn',
        order: 1,
        starts_at: at(90),
        ends_at: at(120),
        variation_id: 'short',
        price: '7900',
        currency: 'ISK',
      },
    ],
  });
  const held = (employee: string, from: number, to: number) => ({
    company_id: SALON,
    event_id: DEMO_VISIT,
    employee_id: employee,
    starts_at: at(from),
    ends_at: at(to),
    guests: 1,
    blocks: true,
  });
  await tx.occupancy.createMany({
    // Each person's time runs on by the buffer after their service: the salon's 5 minutes after
    // the colour, the haircut's own 10 (docs/slots.md, "Occupancy").
    data: [held('demo_emp_anna', 0, 30), held('demo_emp_anna', 75, 95), held('demo_emp_bjorn', 90, 130)],
  });
}
