// All of the employees area's SQL (docs/data-access.md): Kysely over the tables' generated types,
// run on the SqlTx it is given (a pool, or the transaction a service opened).
import { sql } from 'kysely';
import { qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import { type TenantChanges, tenantTable } from '../shared/tenant-store.ts';
import type { EMPLOYEE_SORT_FIELDS, EmployeeFilter } from './schemas.ts';

export type Employee = Row<'employees'>;
/** An employee with what its view shows of the linked HQ user. */
export type EmployeeRow = Employee & {
  user: Pick<Row<'hq_users'>, 'email_verified' | 'password_hash'> | null;
};

/** Live employees of a company with their user's two fields (filters and order added per request). */
const employeesWithUser = (companyId: string) =>
  qb
    .selectFrom('employees as e')
    .leftJoin('hq_users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select(['u.id as u_id', 'u.email_verified as u_email_verified', 'u.password_hash as u_password_hash'])
    .where('e.company_id', '=', companyId)
    .where('e.deleted_at', 'is', null);

function withUserOf({
  u_id,
  u_email_verified,
  u_password_hash,
  ...employee
}: Employee & {
  u_id: string | null;
  u_email_verified: boolean | null;
  u_password_hash: string | null;
}): EmployeeRow {
  return {
    ...employee,
    user:
      u_id === null ? null : { email_verified: u_email_verified ?? false, password_hash: u_password_hash },
  };
}

/** A live employee of the company, or undefined. */
export async function findEmployee(
  db: SqlTx,
  companyId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const found = await row(db, employeesWithUser(companyId).where('e.id', '=', id));
  return found && withUserOf(found);
}

export interface EmployeeQuery {
  filter: Omit<EmployeeFilter, 'ids' | 'event_types'>;
  /** Only these ids (the filter's ids and the search's matches, intersected). */
  ids?: string[];
  sort?: { field: (typeof EMPLOYEE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  /** A page; without one, every match. */
  page?: { offset: number; limit: number };
}

/** A company's live employees matching the query, in its order (then name, then id). */
export async function listEmployees(db: SqlTx, companyId: string, q: EmployeeQuery): Promise<EmployeeRow[]> {
  let query = employeesWithUser(companyId);
  if (q.filter.marketplace_enabled !== undefined)
    query = query.where('e.marketplace_enabled', '=', q.filter.marketplace_enabled);
  // Case-insensitive equality, as Prisma's `mode: 'insensitive'` compared it.
  if (q.filter.email !== undefined)
    query = query.where(sql<boolean>`lower(e.email) = lower(${q.filter.email.trim()})`);
  const ids = q.ids;
  if (ids) query = query.where('e.id', '=', (eb) => eb.fn.any(eb.val(ids)));
  query = query
    .orderBy(`e.${q.sort?.field ?? 'order'}`, q.sort?.order ?? 'asc')
    .orderBy('e.name')
    .orderBy('e.id');
  if (q.page) query = query.offset(q.page.offset).limit(q.page.limit);
  return (await rows(db, query)).map(withUserOf);
}

/** The columns an employee write sets (never its keys or timestamps). */
export type EmployeeChanges = TenantChanges<'employees'>;

const EMPLOYEES = tenantTable('employees', {
  description_translations: 'json',
  marketplace: 'json',
  notifications: 'json',
  sms: 'json',
  event_type_preferences: 'json',
  image: 'nullable',
});

/** The employee (removed or not) that links this HQ user in the company: the pair is unique. */
export async function employeeOfUser(db: SqlTx, companyId: string, userId: string) {
  return row(
    db,
    qb
      .selectFrom('employees')
      .select(['id', 'deleted_at'])
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId),
  );
}

export async function insertEmployee(
  db: SqlTx,
  companyId: string,
  changes: EmployeeChanges,
  at = new Date(),
): Promise<string> {
  return (await EMPLOYEES.insert(db, companyId, changes, at)).id;
}

export async function updateEmployee(
  db: SqlTx,
  companyId: string,
  id: string,
  changes: EmployeeChanges,
  at = new Date(),
): Promise<void> {
  await EMPLOYEES.update(db, companyId, id, changes, at);
}

/** The HQ user with this (lower-cased) e-mail, if there is one. */
export async function findHqUserId(db: SqlTx, email: string): Promise<string | undefined> {
  return (await row(db, qb.selectFrom('hq_users').select('id').where('email', '=', email)))?.id;
}

/** A new HQ user, without a password unless its hash is given (the operator's). */
export async function insertHqUser(
  db: SqlTx,
  email: string,
  name: string,
  at = new Date(),
  passwordHash: string | null = null,
): Promise<string> {
  const created = await row(
    db,
    qb
      .insertInto('hq_users')
      .values({
        id: newId(),
        email,
        name,
        ...(passwordHash !== null ? { password_hash: passwordHash } : {}),
        created_at: at,
        updated_at: at,
      })
      .returning('id'),
  );
  return created!.id;
}

/** The HQ user with this (lower-cased) e-mail, created without a password when there is none. */
export async function hqUserByEmail(
  db: SqlTx,
  email: string,
  name: string,
  at = new Date(),
): Promise<string> {
  return (await findHqUserId(db, email)) ?? insertHqUser(db, email, name, at);
}
