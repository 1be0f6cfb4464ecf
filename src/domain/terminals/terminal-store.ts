// All of the payment terminals' SQL (docs/data-access.md): Kysely typed from the schema.
import { type Insertable, sql, type Updateable } from 'kysely';
import { type DB, qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';

export type Terminal = Row<'payment_terminals'>;

export const findTerminal = (db: SqlTx, terminalId: string) =>
  row(db, qb.selectFrom('payment_terminals').selectAll().where('terminal_id', '=', terminalId));

/** How many terminals this issuer has, besides the given one. */
export async function terminalsOfIssuer(db: SqlTx, issuer: string, besides?: string): Promise<number> {
  let query = qb
    .selectFrom('payment_terminals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('issuer', '=', issuer);
  if (besides !== undefined) query = query.where('id', '!=', besides);
  return (await row(db, query))?.n ?? 0;
}

type TerminalWrite = Omit<Insertable<DB['payment_terminals']>, 'id' | 'created_at' | 'updated_at'>;

export async function insertTerminal(db: SqlTx, values: TerminalWrite, at = new Date()): Promise<Terminal> {
  const inserted = await row(
    db,
    qb
      .insertInto('payment_terminals')
      .values({ ...values, id: newId(), created_at: at, updated_at: at })
      .returningAll(),
  );
  return inserted!;
}

export async function updateTerminal(
  db: SqlTx,
  id: string,
  changes: Omit<Updateable<DB['payment_terminals']>, 'id' | 'created_at' | 'updated_at'>,
  at = new Date(),
): Promise<Terminal> {
  const updated = await row(
    db,
    qb
      .updateTable('payment_terminals')
      .set({ ...changes, updated_at: at })
      .where('id', '=', id)
      .returningAll(),
  );
  return updated!;
}

/** Records a change of a terminal's issuer. */
export async function insertMove(
  db: SqlTx,
  move: Omit<Insertable<DB['payment_terminal_moves']>, 'id' | 'created_at'>,
  at = new Date(),
): Promise<void> {
  await rows(db, qb.insertInto('payment_terminal_moves').values({ ...move, id: newId(), created_at: at }));
}

/** The companies among these where the HQ user is a live employee, first employment first. */
export async function employmentsOf(db: SqlTx, userId: string, companyIds: string[]): Promise<string[]> {
  const found = await rows(
    db,
    qb
      .selectFrom('employees')
      .select('company_id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc'),
  );
  return found.map((r) => r.company_id);
}
