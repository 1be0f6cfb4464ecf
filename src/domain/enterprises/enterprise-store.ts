// All of the enterprises' SQL (docs/data-access.md): Kysely typed from the schema.
import { jsonb, prepared, qb, type Row, row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { HqCaller } from '../auth/caller.ts';
import { newId } from '../shared/ids.ts';

export type Enterprise = Row<'enterprises'>;
export type Reach = { enterpriseIds: string[]; companyIds: string[] };
export const reach = (caller: HqCaller): Reach => ({
  enterpriseIds: [...caller.enterpriseIds],
  companyIds: [...caller.companyIds],
});

/**
 * Enterprises the caller reaches: those they administer and those of the companies they work
 * for (an employee may read the enterprise of their company; what they may do with it is the
 * roles' to say, enterprise-service.ts).
 */
const reached = (p: Reach) =>
  qb
    .selectFrom('enterprises as n')
    .selectAll('n')
    .where((eb) =>
      eb.or([
        eb('n.id', '=', eb.fn.any(eb.val(p.enterpriseIds))),
        eb.exists(
          eb
            .selectFrom('companies as c')
            .select('c.id')
            .whereRef('c.enterprise_id', '=', 'n.id')
            .where('c.id', '=', eb.fn.any(eb.val(p.companyIds))),
        ),
      ]),
    );

const REACHED = prepared((p: Reach & { id: string }) => reached(p).where('n.id', '=', p.id));
const REACHED_LIST = prepared((p: Reach & { offset: number; limit: number }) =>
  reached(p).orderBy('n.name').orderBy('n.id').offset(p.offset).limit(p.limit),
);
/** The companies of these enterprises the caller reaches, in each enterprise's order. */
const REACHED_COMPANIES = prepared((p: { enterpriseIds: string[]; companyIds: string[] }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'enterprise_id'])
    .where('enterprise_id', '=', (eb) => eb.fn.any(eb.val(p.enterpriseIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .orderBy('enterprise_order')
    .orderBy('created_at')
    .orderBy('id'),
);

/** The enterprise, when the caller reaches it. */
export const reachedEnterprise = (db: SqlTx, caller: HqCaller, id: string) =>
  REACHED.row(db, { id, ...reach(caller) });

/** A page of the enterprises the caller reaches, by name. */
export const reachedEnterprises = (db: SqlTx, caller: HqCaller, page: { offset: number; limit: number }) =>
  REACHED_LIST.rows(db, { ...reach(caller), offset: page.offset, limit: page.limit });

/** The companies of these enterprises the caller reaches, in each enterprise's order. */
export const reachedCompaniesOf = async (db: SqlTx, caller: HqCaller, enterpriseIds: string[]) =>
  enterpriseIds.length
    ? REACHED_COMPANIES.rows(db, { enterpriseIds, companyIds: [...caller.companyIds] })
    : [];

/** Whether the settlement account belongs to the enterprise. */
export async function hasSettlementAccount(
  db: SqlTx,
  enterpriseId: string,
  accountId: string,
): Promise<boolean> {
  const found = await row(
    db,
    qb
      .selectFrom('settlement_accounts')
      .select('id')
      .where('id', '=', accountId)
      .where('enterprise_id', '=', enterpriseId),
  );
  return found !== undefined;
}

/** Whether another enterprise has this url_name. */
export async function urlNameTaken(db: SqlTx, urlName: string, besides: string): Promise<boolean> {
  const found = await row(
    db,
    qb.selectFrom('enterprises').select('id').where('url_name', '=', urlName).where('id', '!=', besides),
  );
  return found !== undefined;
}

export interface EnterpriseChanges {
  name?: string;
  url_name?: string | null;
  available_on_marketplace?: boolean;
  connections?: object;
  profile?: object;
}

export async function updateEnterprise(
  db: SqlTx,
  id: string,
  changes: EnterpriseChanges,
  at = new Date(),
): Promise<Enterprise | undefined> {
  const { connections, profile, ...columns } = changes;
  return row(
    db,
    qb
      .updateTable('enterprises')
      .set({
        ...columns,
        ...(connections !== undefined ? { connections: jsonb(connections) } : {}),
        ...(profile !== undefined ? { profile: jsonb(profile) } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .returningAll(),
  );
}

/** A new enterprise (the operator's); answers its id. */
export async function insertEnterprise(
  db: SqlTx,
  values: { name: string; url_name?: string | null; profile: object },
  at = new Date(),
): Promise<string> {
  const created = await row(
    db,
    qb
      .insertInto('enterprises')
      .values({
        id: newId(),
        name: values.name,
        url_name: values.url_name,
        profile: jsonb(values.profile),
        updated_at: at,
      })
      .returning('id'),
  );
  return created!.id;
}
