// The company's records of its customers, as the booking paths need them.
import { prepared, qb, row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { ContactInput } from './booking-inputs.ts';

/** The company's record of a signed-in customer (made on their first booking there). */
export async function customerFor(
  db: SqlTx,
  companyId: string,
  userId: string,
  input: ContactInput,
): Promise<string> {
  const existing = () => CUSTOMER_OF_USER.row(db, { companyId, userId });
  const found = await existing();
  if (found) return found.id;
  const made = await row(
    db,
    qb
      .insertInto('customers')
      .values({
        // Ids are made by the app (the schema's nanoid default is Prisma's, not the database's).
        id: newId(),
        company_id: companyId,
        marketplace_user_id: userId,
        name: input.customer_name ?? '',
        email: input.email ?? null,
        phone_country_code: input.phone_country_code ?? null,
        phone_number: input.phone_number ?? null,
        kennitala: input.kennitala ?? null,
        updated_at: new Date(),
      })
      // Made meanwhile by another booking of the same customer (the pair is unique).
      .onConflict((oc) => oc.columns(['company_id', 'marketplace_user_id']).doNothing())
      .returning('id'),
  );
  if (made) return made.id;
  const again = await existing();
  if (!again) throw new Error('customer record could not be made');
  return again.id;
}

/** A customer id in a staff request must name a customer of that company (else 404). */
export async function requireCustomer(db: SqlTx, companyId: string, customerId: string) {
  const found = await CUSTOMER.row(db, { companyId, customerId });
  if (!found) throw notFound('customer');
}

const CUSTOMER_OF_USER = prepared((p: { companyId: string; userId: string }) =>
  qb
    .selectFrom('customers')
    .select('id')
    .where('company_id', '=', p.companyId)
    .where('marketplace_user_id', '=', p.userId),
);

const CUSTOMER = prepared((p: { companyId: string; customerId: string }) =>
  qb
    .selectFrom('customers')
    .select('id')
    .where('id', '=', p.customerId)
    .where('company_id', '=', p.companyId),
);
