// A booking's customer record (docs/api-conventions.md#customers).
import type { SqlTx } from '../../db/sql.ts';
import { type BookingPerson, linkCustomer } from '../customers/customer-link.ts';
import { notFound } from '../shared/errors.ts';
import { CUSTOMER_OF_COMPANY, type EventValues } from './booking-store.ts';
import type { CompanyConfig } from './data.ts';

/**
 * The booking's values with its customer (docs/api-conventions.md#customers): the one staff named, else the one
 * linkCustomer finds or makes in `tx`, the booking's own transaction.
 */
export async function withCustomer<V extends EventValues & { company_id: string }>(
  tx: SqlTx,
  values: V,
  config: CompanyConfig,
): Promise<V> {
  if (typeof values.customer_id === 'string') return values;
  const customerId = await linkCustomer(tx, bookingPerson(values), config.company.country_code);
  return { ...values, customer_id: customerId };
}

/** Who a booking is for, as linkCustomer looks them up. */
export function bookingPerson(values: EventValues & { company_id: string }): BookingPerson {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    company_id: values.company_id,
    marketplace_user_id: text(values.marketplace_user_id),
    customer_name: text(values.customer_name),
    email: text(values.email),
    phone_country_code: text(values.phone_country_code),
    phone_number: text(values.phone_number),
    kennitala: text(values.kennitala),
  };
}

/** A customer id in a staff request must name a customer of that company (else 404). */
export async function requireCustomer(db: SqlTx, companyId: string, customerId: string) {
  const found = await CUSTOMER_OF_COMPANY.row(db, { companyId, customerId });
  if (!found) throw notFound('customer');
}
