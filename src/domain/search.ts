import type { SqlTx } from '../db/sql.ts';

/** Text columns searched per table; the table names are fixed here, never taken from input. */
const SEARCHABLE = {
  resources: `coalesce(name, '') || ' ' || coalesce(description, '')`,
  employees: `coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(description, '')`,
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
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM "${table}" WHERE company_id = $1::text AND deleted_at IS NULL
       AND public.unaccent(lower(${SEARCHABLE[table]})) LIKE public.unaccent(lower($2::text))`,
    [companyId, likePattern(search)],
  );
  return rows.map((r) => r.id);
}
