// All of the VAT area's SQL (docs/data-access.md): statements compiled once (prepared), typed from
// the schema.
import { prepared, qb, type Row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';

/** A VAT row as the data layer reads it: `ratio` (numeric) is exact text. */
export type Vat = Row<'vats'>;

const COMPANY = prepared((p: { id: string }) =>
  qb.selectFrom('companies').select(['country_code', 'time_zone', 'pos']).where('id', '=', p.id),
);

/** A company's own rates and its country's, highest first. */
const RATES = prepared((p: { companyId: string; country: string }) =>
  qb
    .selectFrom('vats')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('company_id', '=', p.companyId),
        eb.and([eb('company_id', 'is', null), eb('country_code', '=', p.country)]),
      ]),
    )
    .orderBy('ratio', 'desc')
    .orderBy('id'),
);

const BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('vats')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** The company's fields that choose its rates, or undefined. */
export const companyForRates = (db: SqlTx, id: string) => COMPANY.row(db, { id });

/** A company's own rates and its country's, highest first. */
export const ratesOf = (db: SqlTx, companyId: string, country: string) =>
  RATES.rows(db, { companyId, country });

/** VATs by id, whatever company or country they belong to. */
export const vatsByIds = async (db: SqlTx, ids: string[]): Promise<Vat[]> =>
  ids.length ? BY_IDS.rows(db, { ids }) : [];
