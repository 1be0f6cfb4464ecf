// Every booking belongs to one customer of its company (docs/api-conventions.md#customers), found inside the
// booking's own transaction by the marketplace account, else the e-mail (any case), else the
// phone in E.164, else made. Race-safe without locks: the partial unique indexes on
// (company_id, marketplace_user_id), (company_id, lower(email)) and (company_id, phone) let only
// one of two racing inserts of a new person through (ON CONFLICT DO NOTHING makes the other wait
// for it and insert nothing), and the loser's next statement, with a fresh snapshot under READ
// COMMITTED, finds the winner's record.
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import { normalisePhone } from './phone.ts';

export interface BookingPerson {
  company_id: string;
  marketplace_user_id?: string | null;
  customer_name?: string | null;
  email?: string | null;
  phone_country_code?: string | null;
  phone_number?: string | null;
  kennitala?: string | null;
}

/** The placeholders (or SQL expressions) of a person's values in a statement. */
interface PersonSlots {
  company: string;
  user: string;
  email: string;
  phone: string;
  newId: string;
  countryCode: string;
  number: string;
  name: string;
  kennitala: string;
}

/**
 * Two CTEs, `found` and `made`: the customer record of a booking's person, or the one made for
 * it. A key is tried only when the booking has it; the first that finds a record wins. The
 * record found is locked FOR KEY SHARE (as the event's foreign key would lock it): a merge or
 * erasure deleting it meanwhile makes this wait, and then find nothing and look again (by its company
 * as well as its id: a database distributed by company_id routes a row lock only to one company's
 * node). Neither
 * answers a row when a racing booking's insert of the same person won (see linkCustomer). The
 * booking insert (bookings/store.ts) runs them in its own statement.
 */
export function findOrMakeCtes(p: PersonSlots): string {
  return `found AS (
    SELECT c.id FROM customers c
     WHERE c.company_id = ${p.company} AND c.id = (
       SELECT id FROM (
         SELECT id, 1 AS rank FROM customers WHERE company_id = ${p.company} AND marketplace_user_id = ${p.user}::text
         UNION ALL
         SELECT id, 2 FROM customers WHERE company_id = ${p.company} AND lower(email) = lower(${p.email}::text)
         UNION ALL
         SELECT id, 3 FROM customers WHERE company_id = ${p.company} AND phone = ${p.phone}::text) k
        ORDER BY rank LIMIT 1)
     FOR KEY SHARE),
  made AS (
    INSERT INTO customers (id, company_id, marketplace_user_id, email, phone, phone_country_code,
                           phone_number, name, kennitala, updated_at)
    SELECT ${p.newId}, ${p.company}, ${p.user}::text, ${p.email}::text, ${p.phone}::text, ${p.countryCode}::text,
           ${p.number}::text, ${p.name}, ${p.kennitala}::text, now()
     WHERE NOT EXISTS (SELECT 1 FROM found)
    ON CONFLICT DO NOTHING
    RETURNING id)`;
}

/**
 * The placeholders of a booking person's values in a statement, each value handed to `push`
 * (which answers its placeholder). `country` is the company's (ISO code), for phone numbers given
 * without a country code.
 */
export function personSlots(
  person: BookingPerson,
  country: string | null,
  push: (v: unknown) => string,
): PersonSlots {
  const phone = normalisePhone(person.phone_country_code, person.phone_number, country);
  return {
    company: push(person.company_id),
    user: push(person.marketplace_user_id ?? null),
    email: push(person.email?.trim() || null),
    phone: push(phone?.e164 ?? null),
    newId: push(newId()),
    countryCode: push(phone?.country_code ?? null),
    number: push(phone?.number ?? null),
    name: push(person.customer_name?.trim() ?? ''),
    kennitala: push(person.kennitala?.trim() || null),
  };
}

/**
 * The id of the customer a booking by `person` belongs to, made when there is none. `country`
 * is the company's (ISO code), for phone numbers given without a country code. Runs in `tx`, the
 * booking's transaction: a booking rolled back leaves no customer behind.
 */
export async function linkCustomer(
  tx: SqlTx,
  person: BookingPerson,
  country: string | null,
): Promise<string> {
  const params: unknown[] = [];
  const slots = personSlots(person, country, (v) => `$${params.push(v)}`);
  const text = `WITH ${findOrMakeCtes(slots)} SELECT id FROM found UNION ALL SELECT id FROM made`;
  // An empty answer: a racing booking made the record first (its insert won): look again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = await tx.query<{ id: string }>(text, params);
    if (rows[0]) return rows[0].id;
  }
  throw new Error('customer record could not be found or made');
}
