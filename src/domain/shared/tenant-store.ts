// The writes every store makes to a company's rows, written once (docs/data-access.md, "Writing a
// company's rows"): insert a row, update or delete one by its key. Every tenant table is keyed
// by (company_id, id) (docs/scaling.md), so an UPDATE or DELETE here always names both: a row of
// another company is never touched, and the statement uses the primary key on a partitioned or
// sharded table alike.
import type { Insertable, Kysely, Updateable } from 'kysely';
import { type DB, jsonb, qb, type Row, rows, wholeRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from './ids.ts';

/** The tables of one company's rows that a write stamps: an id, a company_id and updated_at. */
export type TenantTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; company_id: string; updated_at: unknown } ? T : never;
}[keyof DB];

/** The JSON columns of a table: prisma-kysely types a Json column as `unknown`. */
export type JsonColumn<T extends keyof DB> = {
  [K in keyof Row<T>]-?: unknown extends Row<T>[K] ? K : never;
}[keyof Row<T>];

/** What a write never sets itself: the row's key and its timestamps (stamped here). */
type Stamped = 'id' | 'company_id' | 'created_at' | 'updated_at';

/** The values of a new row of the table. */
export type TenantInsert<T extends TenantTable> = Omit<Insertable<DB[T]>, Stamped>;
/** The columns a write of the table may change. */
export type TenantChanges<T extends TenantTable> = Omit<Updateable<DB[T]>, Stamped>;

/**
 * Kysely's builder over any table: its mapped types cannot be resolved for a table that is a type
 * parameter, so the statements below are built untyped; what goes in and what comes out is typed
 * by the signatures of `tenantTable`, which name the table.
 */
const anyTable: Kysely<any> = qb;

/**
 * Every table's JSON columns as its writes declare them, for the test that holds each mark to the
 * schema (`Json?` is 'nullable', `Json` is 'json': test/domain/shared/tenant-store.test.ts).
 */
export const DECLARED_JSON = new Map<string, Readonly<Record<string, 'json' | 'nullable'>>>();

/**
 * The writes of one tenant table. `json` names every JSON column of the table, checked by the
 * compiler against the generated types (a column missing or extra fails `npm run typecheck`):
 * their values are sent as jsonb (`jsonb` in db/kysely.ts). A null is sent as SQL NULL for a
 * column marked 'nullable' (a `Json?` of the schema, e.g. an image removed), and as the JSON
 * `null` for a column marked 'json' (NOT NULL), as the stores wrote them before.
 *
 * What Prisma did in its client is done here: `id` is the app's (`newId()`), `created_at` and
 * `updated_at` are stamped with one time, and `updated_at` again on every update.
 */
export function tenantTable<T extends TenantTable>(
  table: T,
  json: { readonly [K in JsonColumn<T>]: 'json' | 'nullable' },
) {
  const jsonColumns: Readonly<Record<string, 'json' | 'nullable'>> = json;
  const name: string = table;
  DECLARED_JSON.set(name, jsonColumns);

  /** The values as SQL values: the JSON columns' as jsonb. */
  function encoded(values: object): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const kind = Object.hasOwn(jsonColumns, column) ? jsonColumns[column] : undefined;
      out[column] = kind === undefined || (value === null && kind === 'nullable') ? value : jsonb(value);
    }
    return out;
  }

  return {
    /** Inserts a row of the company; answers it as stored. */
    async insert(db: SqlTx, companyId: string, values: TenantInsert<T>, at = new Date()): Promise<Row<T>> {
      const [inserted] = await wholeRows(
        db,
        table,
        anyTable
          .insertInto(name)
          .values({ ...encoded(values), id: newId(), company_id: companyId, created_at: at, updated_at: at })
          .returningAll(),
      );
      return inserted;
    },

    /** Inserts rows of the company in one statement (none: no statement); answers them as stored. */
    async insertMany(
      db: SqlTx,
      companyId: string,
      values: TenantInsert<T>[],
      at = new Date(),
    ): Promise<Row<T>[]> {
      if (values.length === 0) return [];
      return wholeRows(
        db,
        table,
        anyTable
          .insertInto(name)
          .values(
            values.map((v) => ({
              ...encoded(v),
              id: newId(),
              company_id: companyId,
              created_at: at,
              updated_at: at,
            })),
          )
          .returningAll(),
      );
    },

    /** Updates the company's row by id; answers it as stored, or undefined when there is none. */
    async update(
      db: SqlTx,
      companyId: string,
      id: string,
      changes: TenantChanges<T>,
      at = new Date(),
    ): Promise<Row<T> | undefined> {
      const [updated] = await wholeRows(
        db,
        table,
        anyTable
          .updateTable(name)
          .set({ ...encoded(changes), updated_at: at })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .returningAll(),
      );
      return updated;
    },

    /** Deletes the company's row by id; answers whether there was one. */
    async remove(db: SqlTx, companyId: string, id: string): Promise<boolean> {
      const deleted = await rows(
        db,
        anyTable.deleteFrom(name).where('company_id', '=', companyId).where('id', '=', id).returning('id'),
      );
      return deleted.length > 0;
    },
  };
}
