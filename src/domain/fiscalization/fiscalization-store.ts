// All of the fiscalization onboarding's SQL (docs/data-access.md): Kysely typed from the schema.
import { sql } from 'kysely';
import { qb, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { tenantTable } from '../shared/tenant-store.ts';

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

const ONBOARDINGS = tenantTable('fiscalization_onboardings', { data: 'json' });

export async function archiveOnboarding(tx: SqlTx, companyId: string, id: string, at = new Date()) {
  await ONBOARDINGS.update(tx, companyId, id, { status: 'archived', archived_at: at }, at);
}

export function insertOnboarding(
  tx: SqlTx,
  {
    company_id,
    ...values
  }: {
    company_id: string;
    tax_id: string | null;
    data: object;
    tax_credentials_password_encrypted: string | null;
  },
  at = new Date(),
) {
  return ONBOARDINGS.insert(tx, company_id, values, at);
}
