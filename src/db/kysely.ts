// The typed query builder: Kysely over the table types prisma-kysely generates from
// prisma/schema.prisma (src/generated/kysely, written by `prisma generate` on `npm ci`), so a
// renamed or misspelled column fails `npm run typecheck`.
//
// Kysely here only builds and compiles SQL; the statement runs through db/sql.ts (named
// prepared statements, the same pg pool as Prisma's adapter, the same PGlite instance when
// embedded, inside our transactions). There is no second driver or connection pool.
//
// What the drivers really return (checked on both by test/db/kysely.test.ts): timestamptz as
// Date, numeric (Decimal in Prisma) as string, int as number, json/jsonb parsed, arrays as
// arrays: the generated types say the same. count(*) (bigint) differs (string on pg, number on
// PGlite): cast it to int in the query. Inside json_agg/row_to_json a timestamp is a string:
// type such values with JsonRow below.
import {
  type Compilable,
  DummyDriver,
  IdentifierNode,
  type InferResult,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import type { DB } from '../generated/kysely/types.ts';
import type { SqlTx } from './sql.ts';
import { type AcrossCompanies, acrossCompanies } from './tables.ts';

export type { DB };
/** A row of a table as a SELECT answers it (e.g. Row<'events'>). */
export type Row<T extends keyof DB> = Selectable<DB[T]>;

/** A row as PostgreSQL's JSON functions render it: dates become ISO strings. */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** Builds queries for tables of the schema; run them with `rows`/`row` on an SqlTx. */
export const qb = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Runs a built query on a pool, a PGlite or a transaction; answers its rows, typed by the query. */
export function rows<Q extends Compilable<unknown>>(db: SqlTx, query: Q): Promise<InferResult<Q>> {
  const compiled = query.compile();
  return db.query(compiled.sql, compiled.parameters) as Promise<InferResult<Q>>;
}

/** The first row of a built query, or undefined. */
export async function row<Q extends Compilable<unknown>>(
  db: SqlTx,
  query: Q,
): Promise<InferResult<Q>[number] | undefined> {
  return (await rows(db, query))[0];
}

/** ARRAY(subquery) of a one-column subquery: its values as a typed array. */
export function arrayOf<V>(query: SelectQueryBuilder<any, any, Record<string, V>>): RawBuilder<V[]> {
  return sql<V[]>`ARRAY(${query})`;
}

/**
 * The names of the columns a subquery selects, or undefined when they cannot be read from the
 * query (a `selectAll`) or are too many for json_build_object (at most 100 arguments).
 */
function selectedNames(query: SelectQueryBuilder<any, any, unknown>): string[] | undefined {
  const names: string[] = [];
  for (const { selection } of query.toOperationNode().selections ?? []) {
    const name =
      selection.kind === 'AliasNode' && IdentifierNode.is(selection.alias)
        ? selection.alias.name
        : selection.kind === 'ReferenceNode' && selection.column.kind === 'ColumnNode'
          ? selection.column.column.name
          : selection.kind === 'ColumnNode'
            ? selection.column.name
            : undefined;
    if (name === undefined) return undefined;
    names.push(name);
  }
  return names.length > 0 && names.length <= 50 ? names : undefined;
}

/**
 * A row of the subquery `agg` as a JSON object built by name: `json_build_object('name',
 * agg.name, ...)`, not the row itself (`json_agg(agg)`, `row_to_json(agg)`). On a distributed
 * database a subquery that Citus plans apart (its rows sent back as an intermediate result) loses
 * its column names in a prepared statement: `json_agg(agg)` answered {"f1": ..., "f2": ...} (seen
 * on Citus 13 with the HQ caller's load, and every HQ request was refused for want of a role).
 */
const byName = (names: string[]) =>
  sql`json_build_object(${sql.join(names.map((n) => sql`${sql.lit(n)}, agg.${sql.ref(n)}`))})`;

/** The rows of a subquery as one JSON array (json_agg; '[]' when none), typed as JSON renders them. */
export function jsonRows<O>(query: SelectQueryBuilder<any, any, O>): RawBuilder<JsonRow<O>[]> {
  const names = selectedNames(query);
  const row = names ? byName(names) : sql`agg`;
  return sql<JsonRow<O>[]>`(SELECT coalesce(json_agg(${row}), '[]'::json) FROM (${query}) AS agg)`;
}

/** The first row of a subquery as one JSON object (null when none), typed as JSON renders it. */
export function jsonObject<O>(query: SelectQueryBuilder<any, any, O>): RawBuilder<JsonRow<O> | null> {
  const names = selectedNames(query);
  const row = names ? byName(names) : sql`row_to_json(agg)`;
  return sql<JsonRow<O> | null>`(SELECT ${row} FROM (${query}) AS agg LIMIT 1)`;
}

const SLOT = Symbol('prepared parameter');
type Slot = { readonly [SLOT]: string };
const isSlot = (v: unknown): v is Slot => typeof v === 'object' && v !== null && SLOT in v;

/**
 * A query of a fixed shape, built and compiled ONCE (Kysely's building and compiling cost about
 * 0.1 ms per request otherwise): `build` receives stand-ins for the named parameters, and each
 * run puts the given values in their places. Values go where Kysely makes parameters (compared
 * values, `eb.val`, `sql` interpolations, limit/offset, inserted values); a list goes in as one
 * array parameter (`= any(...)`), never as `in` (which would expand it at build time).
 */
export function prepared<P extends Record<string, unknown>, Q extends Compilable<unknown>>(
  build: (params: P) => Q,
): {
  rows(db: SqlTx, params: P): Promise<InferResult<Q>>;
  row(db: SqlTx, params: P): Promise<InferResult<Q>[number] | undefined>;
} {
  let compiled: { sql: string; parameters: readonly unknown[] } | undefined;
  const stand = new Proxy({} as P, { get: (_target, key) => ({ [SLOT]: String(key) }) });
  const run = (db: SqlTx, params: P) => {
    compiled ??= build(stand).compile();
    const values = compiled.parameters.map((v) => (isSlot(v) ? params[v[SLOT]] : v));
    return db.query(compiled.sql, values) as Promise<InferResult<Q>>;
  };
  return {
    rows: run,
    row: async (db, params) => (await run(db, params))[0],
  };
}

/**
 * Runs a statement on `table` that answers its whole rows (`returningAll()`), for code generic
 * over the table (domain/shared/tenant-store.ts), where Kysely cannot infer the result for a table
 * that is a type parameter. The rows are the table's by construction, as `rows` types a built
 * query by its result; nowhere else is a row typed this way.
 */
export function wholeRows<T extends keyof DB>(
  db: SqlTx,
  _table: T,
  query: Compilable<unknown>,
): Promise<Row<T>[]> {
  const compiled = query.compile();
  return db.query<Row<T>>(compiled.sql, compiled.parameters);
}

/** Runs a hand-written statement built with Kysely's `sql` tag (parameters stay parameters). */
export function rawRows<R>(db: SqlTx, query: RawBuilder<R>): Promise<R[]> {
  const compiled = query.compile(qb);
  return db.query<R>(compiled.sql, compiled.parameters);
}

/**
 * A value for a json/jsonb column, sent as its JSON text with an explicit cast: `pg` would send
 * a JS array as a PostgreSQL array literal, and the cast makes every driver send it the same way.
 */
export function jsonb(value: unknown): RawBuilder<unknown> {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/**
 * Declares a read across companies of a kind listed in src/db/tables.ts (`ACROSS_COMPANIES`), for
 * `.modifyFront(readsAcross(kind))` on a select: the statement's text then says why it names no
 * company (docs/scaling.md, "Statements").
 */
export function readsAcross(kind: AcrossCompanies): RawBuilder<unknown> {
  return sql.raw(acrossCompanies(kind));
}
