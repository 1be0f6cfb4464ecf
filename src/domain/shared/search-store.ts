// Text search over a company's rows, shared by the areas whose lists take `search` (employees,
// resources): the one statement, written with Kysely like every store's.
import { sql } from 'kysely';
import { qb, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';

/** Text columns searched per table; the table names are fixed here, never taken from input. */
const SEARCHABLE = {
  resources: sql`coalesce(name, '') || ' ' || coalesce(description, '')`,
  employees: sql`coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(description, '')`,
} as const;

/** Escapes LIKE wildcards so a customer's "%" or "_" is matched literally. */
export function likePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * IDs of a company's rows whose text contains the search, ignoring case and accents
 * ("Harsnyrting" finds "Hársnyrting") through PostgreSQL's unaccent, on both databases.
 */
export async function textMatchIds(
  db: SqlTx,
  table: keyof typeof SEARCHABLE,
  companyId: string,
  search: string,
): Promise<string[]> {
  const found = await rows(
    db,
    qb
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', sql<string>`${companyId}::text`)
      .where('deleted_at', 'is', null)
      .where(
        sql<boolean>`public.unaccent(lower(${SEARCHABLE[table]})) LIKE public.unaccent(lower(${likePattern(search)}::text))`,
      ),
  );
  return found.map((r) => r.id);
}
