// Demo customers with a history (docs/api-conventions.md#customers): visits, a no-show, a cancellation, a booking
// to come, notes, and the no-show fee already in the demo data linked to its customer. Fixed ids,
// and dates counted from the load (demo-dates.ts); the booking to come is on a Saturday.
import { prismaTxSql } from '../db/sql.ts';
import { linkCustomer } from '../domain/customers/customer-link.ts';
import { rowKey } from '../domain/shared/ids.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { DemoDates, WEEKDAYS } from './demo-dates.ts';
import type { DemoIds } from './demo-ids.ts';

type Tx = Prisma.TransactionClient;
const SALON = 'demo_company_salon';

interface Booking {
  id: string;
  customer: string;
  starts: Date;
  minutes: number;
  status: 'completed' | 'cancelled' | 'noshow' | 'confirmed';
  eventType: string;
  employee: string;
  comment?: string;
}

const CUSTOMERS = [
  {
    id: 'demo_customer_gudrun',
    company_id: SALON,
    name: 'Guðrún Sigurðardóttir',
    email: 'gudrun@example.com',
    phone: '+3546912345',
    phone_country_code: '354',
    phone_number: '6912345',
    kennitala: '1203894569',
    notes: 'Prefers Anna. Sensitive scalp: mild products only.',
  },
  {
    id: 'demo_customer_jon',
    company_id: SALON,
    name: 'Jón Jónsson',
    email: 'jon@example.com',
    phone: '+3548223344',
    phone_country_code: '354',
    phone_number: '8223344',
    notes: 'Missed an appointment in January; the no-show fee was charged.',
  },
  {
    id: 'demo_customer_olafur',
    company_id: SALON,
    name: 'Ólafur Ragnarsson',
    email: null,
    phone: '+3547775566',
    phone_country_code: '354',
    phone_number: '7775566',
  },
];

/** A handful of statements: the demo data loads in one transaction, which has a time limit. */
export async function loadDemoCustomers(tx: Tx, dates: DemoDates, ids: DemoIds): Promise<void> {
  await tx.customer.createMany({ data: CUSTOMERS });
  const bookings: Booking[] = [
    {
      id: ids.events.gudrun[0],
      customer: 'demo_customer_gudrun',
      starts: dates.at(-260, '10:00', WEEKDAYS),
      minutes: 30,
      status: 'completed',
      eventType: 'demo_et_haircut',
      employee: 'demo_emp_anna',
    },
    {
      id: ids.events.gudrun[1],
      customer: 'demo_customer_gudrun',
      starts: dates.at(-165, '13:00', WEEKDAYS),
      minutes: 30,
      status: 'completed',
      eventType: 'demo_et_haircut',
      employee: 'demo_emp_anna',
    },
    {
      id: ids.events.gudrun[2],
      customer: 'demo_customer_gudrun',
      starts: dates.at(-84, '11:00', WEEKDAYS),
      minutes: 30,
      status: 'cancelled',
      eventType: 'demo_et_haircut',
      employee: 'demo_emp_anna',
      comment: 'Cancelled by phone: away travelling.',
    },
    {
      id: ids.events.gudrun[3],
      customer: 'demo_customer_gudrun',
      starts: dates.at(84, '11:00', [6]),
      minutes: 30,
      status: 'confirmed',
      eventType: 'demo_et_haircut',
      employee: 'demo_emp_anna',
    },
    {
      id: ids.events.jon,
      customer: 'demo_customer_jon',
      starts: dates.at(-218, '14:00', WEEKDAYS),
      minutes: 30,
      status: 'completed',
      eventType: 'demo_et_beard',
      employee: 'demo_emp_bjorn',
    },
    {
      id: ids.events.olafur,
      customer: 'demo_customer_olafur',
      starts: dates.at(-53, '09:00', WEEKDAYS),
      minutes: 30,
      status: 'completed',
      eventType: 'demo_et_haircut',
      employee: 'demo_emp_katla',
    },
  ];
  const rows = bookings.map((b) => {
    const customer = CUSTOMERS.find((c) => c.id === b.customer)!;
    const starts = b.starts;
    return { b, customer, starts, ends: new Date(starts.getTime() + b.minutes * 60_000) };
  });
  await tx.event.createMany({
    data: rows.map(({ b, customer, starts, ends }) => ({
      id: b.id,
      company_id: SALON,
      customer_id: b.customer,
      employee_id: b.employee,
      event_type_ids: [b.eventType],
      starts_at: starts,
      ends_at: ends,
      status: b.status,
      origin: 'hq' as const,
      customer_name: customer.name,
      email: customer.email,
      phone_country_code: customer.phone_country_code,
      phone_number: customer.phone_number,
      comment: b.comment ?? null,
      // Cancelled by phone a week before the visit.
      cancelled_at: b.status === 'cancelled' ? DemoDates.plus(starts, -7 * 24 * 60 - 120) : null,
    })),
  });
  await tx.eventService.createMany({
    data: rows.map(({ b, starts, ends }) => ({
      company_id: SALON,
      event_id: b.id,
      event_type_id: b.eventType,
      employee_id: b.employee,
      starts_at: starts,
      ends_at: ends,
    })),
  });
  // Every booking but the cancelled one holds its stylist's time, as a booking made through the
  // API does (a completed visit keeps its occupancy; only cancelling frees it).
  await tx.occupancy.createMany({
    data: rows
      .filter(({ b }) => b.status !== 'cancelled')
      .map(({ b, starts, ends }) => ({
        company_id: SALON,
        event_id: b.id,
        employee_id: b.employee,
        starts_at: starts,
        ends_at: ends,
        guests: 1,
        blocks: true,
      })),
  });
  // The no-show of the base demo data, and its fee, are Jón's.
  await tx.event.update({
    where: rowKey('demo_company_salon', ids.events.noshow),
    data: { customer_id: 'demo_customer_jon' },
  });
  await tx.payment.update({
    where: rowKey('demo_company_salon', ids.payments.noshow),
    data: { customer_id: 'demo_customer_jon' },
  });
  // Every other demo booking gets its customer by the rule a booking through the API follows.
  // Company by company (the registry is a reference table): each read names its company, as a
  // database distributed by company_id routes it (docs/scaling.md, "Statements").
  const companies = await tx.company.findMany({
    select: { id: true, country_code: true },
    orderBy: { id: 'asc' },
  });
  for (const company of companies) {
    const unlinked = await tx.event.findMany({
      where: { company_id: company.id, customer_id: null },
      orderBy: [{ starts_at: 'asc' }, { id: 'asc' }],
    });
    for (const ev of unlinked) {
      const customerId = await linkCustomer(prismaTxSql(tx), ev, company.country_code);
      await tx.event.update({ where: rowKey(ev.company_id, ev.id), data: { customer_id: customerId } });
    }
  }
}
