// A standing appointment in the demo data (docs/bookings.md#series): Ólafur's haircut every
// Saturday at 10:00 with Katla, six weeks from the Saturday at least a week after the load (a
// Saturday, as every salon booking to come: test/helpers/free-slots.ts hands out weekdays). Its
// rows as a series booked through the API writes them: the series, and each occurrence an event
// with series_id, its service and the stylist's time.

import { newId } from '../domain/shared/ids.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { DemoDates } from './demo-dates.ts';

type Tx = Prisma.TransactionClient;
const SALON = 'demo_company_salon';
export const DEMO_SERIES = 'demo_series_olafur';
const WEEKS = 6;

export async function loadDemoSeries(tx: Tx, dates: DemoDates): Promise<void> {
  const first = dates.at(7, '10:00', [6]);
  await tx.series.create({
    data: {
      id: DEMO_SERIES,
      company_id: SALON,
      rrule: `FREQ=WEEKLY;BYDAY=SA;COUNT=${WEEKS}`,
      starts_at: first,
      time_zone: 'Atlantic/Reykjavik',
      event_type_ids: ['demo_et_haircut'],
      employee_id: 'demo_emp_katla',
      customer_id: 'demo_customer_olafur',
      origin: 'hq',
    },
  });
  // Reykjavík is UTC all year: a week is 7 × 24 hours on its wall clock too.
  const rows = Array.from({ length: WEEKS }, (_, i) => {
    const starts = new Date(first.getTime() + i * 7 * 86_400_000);
    return { id: newId(), starts, ends: new Date(starts.getTime() + 30 * 60_000) };
  });
  await tx.event.createMany({
    data: rows.map((r) => ({
      id: r.id,
      company_id: SALON,
      series_id: DEMO_SERIES,
      series_occurrence_at: r.starts,
      customer_id: 'demo_customer_olafur',
      employee_id: 'demo_emp_katla',
      event_type_ids: ['demo_et_haircut'],
      starts_at: r.starts,
      ends_at: r.ends,
      status: 'confirmed' as const,
      origin: 'hq' as const,
      customer_name: 'Ólafur Ragnarsson',
      phone_country_code: '354',
      phone_number: '7775566',
    })),
  });
  await tx.eventService.createMany({
    data: rows.map((r) => ({
      company_id: SALON,
      event_id: r.id,
      event_type_id: 'demo_et_haircut',
      employee_id: 'demo_emp_katla',
      starts_at: r.starts,
      ends_at: r.ends,
    })),
  });
  // Katla's time runs on by the haircut's buffer of 10 minutes, as a booking writes it.
  await tx.occupancy.createMany({
    data: rows.map((r) => ({
      company_id: SALON,
      event_id: r.id,
      employee_id: 'demo_emp_katla',
      starts_at: r.starts,
      ends_at: new Date(r.ends.getTime() + 10 * 60_000),
      guests: 1,
      blocks: true,
    })),
  });
}
