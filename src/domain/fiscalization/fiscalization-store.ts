// All of the fiscalization onboarding's SQL (docs/data-access.md): Kysely typed from the schema.
import { sql } from 'kysely';
import { jsonb, qb, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';

/** Holds the company's onboarding lock until the transaction ends (one restart at a time). */
export async function lockOnboarding(tx: SqlTx, companyId: string): Promise<void> {
  await rows(
    tx,
    qb.selectNoFrom(
      sql<string>`pg_advisory_xact_lock(hashtext(${`fiscalization:${companyId}`}::text))`.as('locked'),
    ),
  );
}

/** The company's POS settings (where its Tax ID is), or undefined when there is no such company. */
export const companyPos = (db: SqlTx, companyId: string) =>
  row(db, qb.selectFrom('companies').select('pos').where('id', '=', companyId));

/** The company's active onboarding (a partial unique index allows one). */
export const activeOnboarding = (db: SqlTx, companyId: string) =>
  row(
    db,
    qb
      .selectFrom('fiscalization_onboardings')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('status', '=', 'active'),
  );

export async function archiveOnboarding(tx: SqlTx, companyId: string, id: string, at = new Date()) {
  await rows(
    tx,
    qb
      .updateTable('fiscalization_onboardings')
      .set({ status: 'archived', archived_at: at, updated_at: at })
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );
}

export async function insertOnboarding(
  tx: SqlTx,
  values: {
    company_id: string;
    tax_id: string | null;
    data: object;
    tax_credentials_password_encrypted: string | null;
  },
  at = new Date(),
) {
  const inserted = await row(
    tx,
    qb
      .insertInto('fiscalization_onboardings')
      .values({ ...values, data: jsonb(values.data), id: newId(), created_at: at, updated_at: at })
      .returningAll(),
  );
  return inserted!;
}
