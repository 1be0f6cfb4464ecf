// All of the companies' SQL (docs/data-access.md): the HQ reads, the marketplace's company by
// slug, id or url_name, and the writes of an update. `companies` and a company's category choices
// are reference tables (src/db/tables.ts): a company is named by its id, which is its own key.
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import { arrayOf, type DB, jsonb, prepared, qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import type { JsonColumn } from '../shared/tenant-store.ts';
import { MARKETPLACE_COMPANY_COLUMNS } from './company-view.ts';
import type { COMPANY_SORT_FIELDS } from './schemas.ts';

export type Company = Row<'companies'>;

/**
 * The ids of a company's types, in order, as `company_type_ids`: a subquery beside a read of
 * `companies as c` (the HQ reads here and the marketplace's, domain/marketplace/marketplace-store.ts).
 */
export function companyTypeIds(eb: ExpressionBuilder<DB & { c: DB['companies'] }, 'c'>) {
  return arrayOf(
    eb
      .selectFrom('company_company_types as t')
      .select('t.company_type_id')
      .whereRef('t.company_id', '=', 'c.id')
      .orderBy('t.order')
      .orderBy('t.id'),
  ).as('company_type_ids');
}

/** Companies with the ids of their company types, in order. */
const withTypeIds = () => qb.selectFrom('companies as c').selectAll('c').select(companyTypeIds);

/** Companies as the marketplace view reads them: its columns and the ids of their types. */
export const marketplaceCompanies = () =>
  qb
    .selectFrom('companies as c')
    .select(MARKETPLACE_COMPANY_COLUMNS.map((column) => `c.${column}` as const))
    .select(companyTypeIds);

const BY_ID = prepared((p: { id: string }) => withTypeIds().where('c.id', '=', p.id));
const BY_IDS = prepared((p: { ids: string[] }) =>
  withTypeIds().where('c.id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** A company with the ids of its types, or undefined. */
export const companyWithTypes = (db: SqlTx, id: string) => BY_ID.row(db, { id });

/** Companies with the ids of their types (none asked: no statement). */
export const companiesWithTypes = async (db: SqlTx, ids: string[]) =>
  ids.length ? BY_IDS.rows(db, { ids }) : [];

export interface CompanyListQuery {
  /** Only these companies (the caller's). */
  ids: string[];
  /** Only the companies of this enterprise. */
  enterpriseId?: string;
  sort?: { field: (typeof COMPANY_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

/** A page of the given companies with the ids of their types, in the asked order (then created, id). */
export async function listCompanies(db: SqlTx, q: CompanyListQuery) {
  let query = withTypeIds().where('c.id', '=', (eb) => eb.fn.any(eb.val(q.ids)));
  if (q.enterpriseId !== undefined) query = query.where('c.enterprise_id', '=', q.enterpriseId);
  return rows(
    db,
    query
      .orderBy(`c.${q.sort?.field ?? 'name'}`, q.sort?.order ?? 'asc')
      .orderBy('c.created_at')
      .orderBy('c.id')
      .offset(q.page.offset)
      .limit(q.page.limit),
  );
}

const BY_SLUG = prepared((p: { slug: string }) =>
  marketplaceCompanies()
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true)
    .where((eb) => eb.or([eb('c.url_name', '=', p.slug), eb('c.id', '=', p.slug)]))
    // A slug that is another company's id: the slug wins (ids are 24 random characters).
    .orderBy((eb) => eb('c.url_name', '=', p.slug), 'desc')
    .limit(1),
);

/** A marketplace-visible company by its slug or its id, as the marketplace view reads it. */
export const marketplaceCompanyBySlug = (db: SqlTx, slug: string) => BY_SLUG.row(db, { slug });

const BY_REF = prepared((p: { ref: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb.or([eb('url_name', '=', p.ref), eb('id', '=', p.ref)]))
    // A url_name that is another company's id: the url_name wins, as for the company by slug.
    .orderBy((eb) => eb('url_name', '=', p.ref), 'desc')
    .limit(1),
);

/** The id of the company a name finds (its url_name, else its id), or undefined. */
export const companyIdByRef = async (db: SqlTx, ref: string) => (await BY_REF.row(db, { ref }))?.id;

const VISIBLE = prepared((p: { id: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('id', '=', p.id)
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true),
);

/** Whether the company is on the marketplace and visible there. */
export const isMarketplaceVisible = async (db: SqlTx, id: string) =>
  (await VISIBLE.row(db, { id })) !== undefined;

const EXISTS = prepared((p: { id: string }) =>
  qb.selectFrom('companies').select('id').where('id', '=', p.id),
);

/** Whether there is a company with this id. */
export const companyExists = async (db: SqlTx, id: string) => (await EXISTS.row(db, { id })) !== undefined;

// ---------------------------------------------------------------------------------------------
// The writes of an update (company-update.ts)

/** The company as stored: the row an update starts from. */
export async function findCompany(db: SqlTx, id: string): Promise<Company | undefined> {
  return row(db, qb.selectFrom('companies').selectAll().where('id', '=', id));
}

/** Whether another company has this url_name. */
export async function urlNameTaken(db: SqlTx, urlName: string, exceptId: string): Promise<boolean> {
  const found = await row(
    db,
    qb.selectFrom('companies').select('id').where('url_name', '=', urlName).where('id', '<>', exceptId),
  );
  return found !== undefined;
}

/** Which of these ids are company types. */
export async function existingCompanyTypes(db: SqlTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom('company_types')
      .select('id')
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
  return found.map((r) => r.id);
}

/** The company's types, replaced by these, in this order. */
export async function replaceCompanyTypes(db: SqlTx, companyId: string, typeIds: string[]): Promise<void> {
  await rows(db, qb.deleteFrom('company_company_types').where('company_id', '=', companyId));
  if (typeIds.length === 0) return;
  await rows(
    db,
    qb.insertInto('company_company_types').values(
      typeIds.map((typeId, order) => ({
        id: newId(),
        company_id: companyId,
        company_type_id: typeId,
        order,
      })),
    ),
  );
}

/** The columns a company update may set (never its id or timestamps). */
export type CompanyChanges = Omit<Updateable<DB['companies']>, 'id' | 'created_at' | 'updated_at'>;

/**
 * Every JSON column of a company, sent as jsonb (db/kysely.ts `jsonb`): the compiler holds the
 * list to the generated types (a column missing or extra fails `npm run typecheck`).
 */
const JSON_COLUMNS: { readonly [K in JsonColumn<'companies'>]: true } = {
  profile: true,
  marketplace: true,
  messaging: true,
  location: true,
  currency: true,
  locale: true,
  checkin: true,
  payments: true,
  payment_fees: true,
  vouchers: true,
  pos: true,
  acquirer_a: true,
  acquirer_b: true,
  google_analytics: true,
  claims: true,
  signup: true,
  subscriptions: true,
  billing_status: true,
  locked_sections: true,
  visible_fields: true,
};

/** The values with their JSON columns as jsonb. */
function encoded<V extends CompanyChanges>(values: V): V {
  const out: V = { ...values };
  for (const column of Object.keys(JSON_COLUMNS) as JsonColumn<'companies'>[]) {
    if (out[column] !== undefined) out[column] = jsonb(out[column]);
  }
  return out;
}

/** Writes the changes to the company's row, and `updated_at`. */
export async function updateCompanyRow(
  db: SqlTx,
  id: string,
  changes: CompanyChanges,
  at = new Date(),
): Promise<void> {
  await rows(
    db,
    qb
      .updateTable('companies')
      .set({ ...encoded(changes), updated_at: at })
      .where('id', '=', id),
  );
}

/** A new company (the operator's); answers its id. Columns not given take their defaults. */
export async function insertCompany(
  db: SqlTx,
  values: Omit<Insertable<DB['companies']>, 'id' | 'created_at' | 'updated_at'>,
  at = new Date(),
): Promise<string> {
  const created = await row(
    db,
    qb
      .insertInto('companies')
      .values({ ...encoded(values), id: newId(), updated_at: at })
      .returning('id'),
  );
  return created!.id;
}

/** How many companies the enterprise has. */
export async function countEnterpriseCompanies(db: SqlTx, enterpriseId: string): Promise<number> {
  const found = await row(
    db,
    qb
      .selectFrom('companies')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('enterprise_id', '=', enterpriseId),
  );
  return found?.n ?? 0;
}
