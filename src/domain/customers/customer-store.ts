// All of the customers area's SQL (docs/data-access.md), Kysely typed from the schema: the record
// with its stats (customerStats) in one statement, the HQ list with search, filter, sort and
// paging over the trigram index of migration `customers`, the writes of HQ's records and merges,
// the booking's find-or-make (customer-link.ts) and the marketplace accounts' sign-up.
import { type RawBuilder, sql } from 'kysely';
import { prepared, qb, type Row, row, rows } from '../../db/kysely.ts';
import { PLAN_PER_CALL, type SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import { likePattern } from '../shared/search-store.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { CustomerRow } from './customer-view.ts';
import { normalisePhone } from './phone.ts';

export const CUSTOMER_SORT_FIELDS = ['name', 'created_at', 'last_visit_at'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

import type { CustomerFilter } from './schemas.ts';

export type { CustomerFilter };

export interface CustomerListQuery {
  search?: string;
  filter?: CustomerFilter;
  sort?: { field: CustomerSortField; order?: 'asc' | 'desc' };
  limit: number;
  offset: number;
  /** Only the customers this employee serves (staff limited to their own calendar; docs/roles.md). */
  servedBy?: string | null;
  /** `pagination.starting_after`: the cursor customer and its sort key (customerCursor). */
  after?: CustomerCursor;
}

/** The customer a page starts after, with its sort key as text (null: never visited). */
export interface CustomerCursor {
  id: string;
  key: string | null;
}

/** Whether an event `ev` of the customer `c` is served by the employee (its own, or one of its services'). */
const servedByEmployee = (employee: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM events ev WHERE ev.company_id = c.company_id AND ev.customer_id = c.id
     AND (ev.employee_id = ${employee} OR EXISTS (SELECT 1 FROM event_services s
          WHERE s.company_id = ev.company_id AND s.event_id = ev.id AND s.employee_id = ${employee})))`;

/** Whether the employee serves (has served or will serve) the company's customer. */
export async function servesCustomer(db: SqlTx, companyId: string, customerId: string, employeeId: string) {
  const found = await row(
    db,
    qb
      .selectFrom('customers as c')
      .select(sql<number>`1`.as('served'))
      .where('c.company_id', '=', companyId)
      .where('c.id', '=', customerId)
      .where(servedByEmployee(employeeId)),
  );
  return found !== undefined;
}

/** Names sort as people read them: Ásta beside Anna, not after Zoë (customers_name_sort_idx). */
const NAME_KEY = 'immutable_unaccent(lower(c."name"))';

/**
 * The stats of customer `c` (customer-view.ts, customerStats: what they count and why the events
 * are joined on company_id), as a LATERAL subquery `s`; `company` pins the events to the company
 * the customers are of, when one is.
 */
const statsOf = (now: Date, company?: string) =>
  qb
    .selectFrom('events as ev')
    .select([
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`(count(*) FILTER (WHERE ev.status = 'cancelled'))::int`.as('cancellations'),
      sql<number>`(count(*) FILTER (WHERE ev.status = 'noshow'))::int`.as('noshows'),
      sql<Date | null>`max(ev.starts_at) FILTER (WHERE ev.status IN ('confirmed', 'completed') AND ev.starts_at <= ${now}::timestamptz)`.as(
        'last_visit_at',
      ),
      sql<Date | null>`min(ev.starts_at) FILTER (WHERE ev.status IN ('confirmed', 'unconfirmed') AND ev.starts_at > ${now}::timestamptz)`.as(
        'next_visit_at',
      ),
    ])
    .where(
      company === undefined
        ? sql<boolean>`ev.company_id = c.company_id`
        : sql<boolean>`ev.company_id = ${company}`,
    )
    .where(sql<boolean>`ev.customer_id = c.id`)
    .as('s');

const STATS = ['s.bookings', 's.cancellations', 's.noshows', 's.last_visit_at', 's.next_visit_at'] as const;

/**
 * A record with its stats. The LEFT JOIN types them nullable, but an aggregate without GROUP BY
 * answers exactly one row: the counts are never null (0 when the customer has no booking).
 */
function withStats<
  R extends { bookings: number | null; cancellations: number | null; noshows: number | null },
>(r: R): R & { bookings: number; cancellations: number; noshows: number } {
  return { ...r, bookings: r.bookings ?? 0, cancellations: r.cancellations ?? 0, noshows: r.noshows ?? 0 };
}

/**
 * The last visit of every customer of the company, for the sort on it: one pass over the
 * company's events (a hash aggregate), not a subquery per customer.
 */
const lastVisits = (companyId: string, now: Date) =>
  qb
    .selectFrom('events as ev')
    .select(['ev.company_id', 'ev.customer_id', sql<Date | null>`max(ev.starts_at)`.as('last_visit_at')])
    .where('ev.company_id', '=', companyId)
    .where('ev.customer_id', 'is not', null)
    .where(sql<boolean>`ev.status IN ('confirmed', 'completed')`)
    .where(sql<boolean>`ev.starts_at <= ${now}::timestamptz`)
    .groupBy(['ev.company_id', 'ev.customer_id'])
    .as('v');

/**
 * Records with their stats, by id (missing ones left out); `companies`, when the caller knows
 * them, names the companies they are of (docs/scaling.md).
 */
export async function customersByIds(
  db: SqlTx,
  ids: readonly string[],
  scope: { companies?: readonly string[]; now?: Date } = {},
): Promise<CustomerRow[]> {
  if (ids.length === 0) return [];
  const companies = scope.companies;
  const found = await rows(
    db,
    qb
      .selectFrom('customers as c')
      .leftJoinLateral(statsOf(scope.now ?? new Date()), (join) => join.onTrue())
      .selectAll('c')
      .select(STATS)
      .where('c.id', '=', (eb) => eb.fn.any(eb.val([...ids])))
      .$if(companies !== undefined, (q) =>
        q.where('c.company_id', '=', (eb) => eb.fn.any(eb.val([...companies!]))),
      ),
  );
  return found.map(withStats);
}

/**
 * A page of a company's customers. The page is chosen first (search and filter through their
 * indexes), and the stats are counted for its rows only.
 */
export async function listCustomers(
  db: SqlTx,
  companyId: string,
  q: CustomerListQuery,
  now = new Date(),
): Promise<CustomerRow[]> {
  const where: RawBuilder<boolean>[] = [];
  const search = q.search?.trim();
  if (search) {
    const patterns = [likePattern(search)];
    // A phone typed with spaces, dashes or a plus ("555 12 34", "+354 555") also matches by its digits.
    const digits = search.replace(/\D/g, '');
    if (/^[\d\s()+./-]+$/.test(search) && digits.length >= 3 && digits !== search)
      patterns.push(likePattern(digits));
    // search_text is kept lower-cased and unaccented by a trigger (customers_search_trgm_idx).
    where.push(
      sql<boolean>`(${sql.join(
        patterns.map((x) => sql`c.search_text LIKE immutable_unaccent(lower(${x}::text))`),
        sql` OR `,
      )})`,
    );
  }
  const f = q.filter ?? {};
  if (q.servedBy != null) where.push(servedByEmployee(q.servedBy));
  if (f.created_from !== undefined) where.push(sql<boolean>`c.created_at >= ${f.created_from}::timestamptz`);
  if (f.created_to !== undefined) where.push(sql<boolean>`c.created_at < ${f.created_to}::timestamptz`);
  if (f.has_noshow !== undefined)
    where.push(
      sql<boolean>`${sql.raw(f.has_noshow ? '' : 'NOT ')}EXISTS (SELECT 1 FROM events ev WHERE ev.company_id = c.company_id AND ev.customer_id = c.id AND ev.status = 'noshow')`,
    );
  const dir = q.sort?.order === 'desc' ? 'DESC' : 'ASC';
  const byVisit = q.sort?.field === 'last_visit_at';
  if (q.after) where.push(keysetAfter(q.sort, q.after));
  const key =
    q.sort?.field === 'name'
      ? `${NAME_KEY} ${dir}, c.id ${dir}`
      : byVisit
        ? `v.last_visit_at ${dir} NULLS LAST, c.id ${dir}`
        : `c.created_at ${dir}, c.id ${dir}`;
  const outer = byVisit ? `s.last_visit_at ${dir} NULLS LAST, c.id ${dir}` : key;
  const page = qb
    .selectFrom('customers as c')
    .$if(byVisit, (p) =>
      p.leftJoin(lastVisits(companyId, now), (join) =>
        join.onRef('v.company_id', '=', 'c.company_id').onRef('v.customer_id', '=', 'c.id'),
      ),
    )
    .selectAll('c')
    .where('c.company_id', '=', companyId)
    .where((eb) => eb.and(where))
    .orderBy(sql.raw(key))
    .limit(q.limit)
    .offset(q.offset);
  const found = await rows(
    db,
    qb
      .selectFrom(page.as('c'))
      .leftJoinLateral(statsOf(now, companyId), (join) => join.onTrue())
      .selectAll('c')
      .select(STATS)
      .orderBy(sql.raw(outer))
      // A page of one company's customers: its plan depends on the company's size (and a
      // search's on the text), so it is planned with its values (PLAN_PER_CALL, src/db/sql.ts).
      .modifyEnd(sql.raw(PLAN_PER_CALL)),
  );
  return found.map(withStats);
}

/** The sort key of a list's order, as customerCursor reads it and keysetAfter compares it. */
const sortKey = (field: CustomerSortField | undefined) =>
  field === 'name' ? NAME_KEY : field === 'last_visit_at' ? 'v.last_visit_at' : 'c.created_at';

/**
 * The cursor customer of `pagination.starting_after`, with its key in the list's order (read as
 * text: the database's own value, compared in SQL), or undefined when it is not the company's customer.
 * The last visit is counted as the list counts it (lastVisits, at the same `now`).
 */
export async function customerCursor(
  db: SqlTx,
  companyId: string,
  id: string,
  field: CustomerSortField | undefined,
  now: Date,
): Promise<CustomerCursor | undefined> {
  return row(
    db,
    qb
      .selectFrom('customers as c')
      .$if(field === 'last_visit_at', (p) =>
        p.leftJoin(lastVisits(companyId, now), (join) =>
          join.onRef('v.company_id', '=', 'c.company_id').onRef('v.customer_id', '=', 'c.id'),
        ),
      )
      .select(['c.id', sql<string | null>`(${sql.raw(sortKey(field))})::text`.as('key')])
      .where('c.company_id', '=', companyId)
      .where('c.id', '=', id)
      // By last visit it aggregates the company's events: planned with its values (src/db/sql.ts).
      .$if(field === 'last_visit_at', (query) => query.modifyEnd(sql.raw(PLAN_PER_CALL))),
  );
}

/**
 * The customers after the cursor in the list's order (key, then id, both in the sort's
 * direction; never-visited customers last whatever the direction), as a condition the sort's
 * index starts its range at (customers_name_sort_idx, (company_id, created_at)): a deep page
 * reads what the first page reads, where an offset reads and drops every row before it.
 */
function keysetAfter(sort: CustomerListQuery['sort'], after: CustomerCursor): RawBuilder<boolean> {
  const key = sql.raw(sortKey(sort?.field));
  const cmp = sql.raw(sort?.order === 'desc' ? '<' : '>');
  const cmpEq = sql.raw(sort?.order === 'desc' ? '<=' : '>=');
  const id = after.id;
  const cast = sql.raw(sort?.field === 'name' ? '::text' : '::timestamptz');
  if (sort?.field === 'last_visit_at') {
    // NULLS LAST: after a visited cursor come the later visits, then every never-visited one;
    // after a never-visited cursor, only never-visited ones with a later id.
    if (after.key === null) return sql<boolean>`(${key} IS NULL AND c.id ${cmp} ${id})`;
    const at = sql`${after.key}${cast}`;
    return sql<boolean>`(${key} ${cmp} ${at} OR (${key} = ${at} AND c.id ${cmp} ${id}) OR ${key} IS NULL)`;
  }
  const at = sql`${after.key}${cast}`;
  return sql<boolean>`(${key} ${cmpEq} ${at} AND (${key} ${cmp} ${at} OR c.id ${cmp} ${id}))`;
}

// ---------------------------------------------------------------------------------------------
// The customer of a booking (customer-link.ts): found by its person inside the booking's
// transaction, or made. Hand-written text, because the booking insert (bookings/store.ts) runs
// the same CTEs inside its own one-statement write.

export interface BookingPerson {
  company_id: string;
  marketplace_user_id?: string | null;
  customer_name?: string | null;
  email?: string | null;
  phone_country_code?: string | null;
  phone_number?: string | null;
  kennitala?: string | null;
}

/** The placeholders (or SQL expressions) of a person's values in a statement. */
interface PersonSlots {
  company: string;
  user: string;
  email: string;
  phone: string;
  newId: string;
  countryCode: string;
  number: string;
  name: string;
  kennitala: string;
}

/**
 * Two CTEs, `found` and `made`: the customer record of a booking's person, or the one made for
 * it. A key is tried only when the booking has it (`$n IS NOT NULL`: a test of parameters alone,
 * which PostgreSQL runs once before the branch's scan, in a generic plan too; without it a
 * guest's null account id was looked for, and with a tie of estimates the plan read the
 * company's every customer for it, bench/README.md); the first that finds a record wins. The
 * record found is locked FOR KEY SHARE (as the event's foreign key would lock it): a merge or
 * erasure deleting it meanwhile makes this wait, and then find nothing and look again (by its company
 * as well as its id: a database distributed by company_id routes a row lock only to one company's
 * node). Neither
 * answers a row when a racing booking's insert of the same person won (see linkCustomer). The
 * booking insert (bookings/store.ts) runs them in its own statement.
 */
export function findOrMakeCtes(p: PersonSlots): string {
  return `found AS (
    SELECT c.id FROM customers c
     WHERE c.company_id = ${p.company} AND c.id = (
       SELECT id FROM (
         SELECT id, 1 AS rank FROM customers
          WHERE ${p.user}::text IS NOT NULL AND company_id = ${p.company} AND marketplace_user_id = ${p.user}::text
         UNION ALL
         SELECT id, 2 FROM customers
          WHERE ${p.email}::text IS NOT NULL AND company_id = ${p.company} AND lower(email) = lower(${p.email}::text)
         UNION ALL
         SELECT id, 3 FROM customers
          WHERE ${p.phone}::text IS NOT NULL AND company_id = ${p.company} AND phone = ${p.phone}::text) k
        ORDER BY rank LIMIT 1)
     FOR KEY SHARE),
  made AS (
    INSERT INTO customers (id, company_id, marketplace_user_id, email, phone, phone_country_code,
                           phone_number, name, kennitala, updated_at)
    SELECT ${p.newId}, ${p.company}, ${p.user}::text, ${p.email}::text, ${p.phone}::text, ${p.countryCode}::text,
           ${p.number}::text, ${p.name}, ${p.kennitala}::text, now()
     WHERE NOT EXISTS (SELECT 1 FROM found)
    ON CONFLICT DO NOTHING
    RETURNING id)`;
}

/**
 * The placeholders of a booking person's values in a statement, each value handed to `push`
 * (which answers its placeholder). `country` is the company's (ISO code), for phone numbers given
 * without a country code.
 */
export function personSlots(
  person: BookingPerson,
  country: string | null,
  push: (v: unknown) => string,
): PersonSlots {
  const phone = normalisePhone(person.phone_country_code, person.phone_number, country);
  return {
    company: push(person.company_id),
    user: push(person.marketplace_user_id ?? null),
    email: push(person.email?.trim() || null),
    phone: push(phone?.e164 ?? null),
    newId: push(newId()),
    countryCode: push(phone?.country_code ?? null),
    number: push(phone?.number ?? null),
    name: push(person.customer_name?.trim() ?? ''),
    kennitala: push(person.kennitala?.trim() || null),
  };
}

/**
 * The id of the customer a booking by `person` belongs to, made when there is none. `country`
 * is the company's (ISO code), for phone numbers given without a country code. Runs in `tx`, the
 * booking's transaction: a booking rolled back leaves no customer behind.
 */
export async function linkCustomer(
  tx: SqlTx,
  person: BookingPerson,
  country: string | null,
): Promise<string> {
  const params: unknown[] = [];
  const slots = personSlots(person, country, (v) => `$${params.push(v)}`);
  const text = `WITH ${findOrMakeCtes(slots)} SELECT id FROM found UNION ALL SELECT id FROM made`;
  // An empty answer: a racing booking made the record first (its insert won): look again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [found] = await tx.query(text, params);
    if (typeof found?.id === 'string') return found.id;
  }
  throw new Error('customer record could not be found or made');
}

// ---------------------------------------------------------------------------------------------
// Marketplace customer accounts and their sign-ups (customer-accounts.ts): no company's rows.

const ACCOUNT_BY_EMAIL = prepared((p: { email: string }) =>
  qb.selectFrom('marketplace_users').selectAll().where('email', '=', p.email),
);
const ACCOUNT_BY_ID = prepared((p: { id: string }) =>
  qb
    .selectFrom('marketplace_users')
    .select(['id', 'email', 'name', 'phone_country_code', 'phone_number', 'created_at'])
    .where('id', '=', p.id),
);

/** The account with this (lower-cased) e-mail, password hash included. */
export const accountByEmail = (db: SqlTx, email: string) => ACCOUNT_BY_EMAIL.row(db, { email });
/** What an account shows of itself. */
export const accountById = (db: SqlTx, id: string) => ACCOUNT_BY_ID.row(db, { id });

/** A pending sign-up, good for `ttlHours` from now (the database's clock, as it expires them). */
export async function insertSignUp(
  db: SqlTx,
  signUp: {
    tokenHash: string;
    email: string;
    passwordHash: string;
    name: string;
    phoneCountryCode: string | null;
    phoneNumber: string | null;
    ttlHours: number;
  },
): Promise<void> {
  await rows(
    db,
    qb.insertInto('marketplace_signups').values({
      id: newId(),
      token_hash: signUp.tokenHash,
      email: signUp.email,
      password_hash: signUp.passwordHash,
      name: signUp.name,
      phone_country_code: signUp.phoneCountryCode,
      phone_number: signUp.phoneNumber,
      expires_at: sql<Date>`now() + make_interval(hours => ${signUp.ttlHours}::int)`,
    }),
  );
}

/** Takes the unexpired sign-up of this token (deleted: it confirms once); undefined when none. */
export const takeSignUp = (db: SqlTx, tokenHash: string) =>
  row(
    db,
    qb
      .deleteFrom('marketplace_signups')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['email', 'password_hash', 'name', 'phone_country_code', 'phone_number']),
  );

/** Makes the confirmed account; undefined when the e-mail has one already (confirmed meanwhile). */
export const insertAccount = (
  db: SqlTx,
  account: {
    email: string;
    password_hash: string;
    name: string;
    phone_country_code: string | null;
    phone_number: string | null;
  },
) =>
  row(
    db,
    qb
      .insertInto('marketplace_users')
      .values({ ...account, id: newId(), email_verified: true, updated_at: sql<Date>`now()` })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id'),
  );

/** Drops the address's other sign-ups, and every expired one. */
export async function dropSignUps(db: SqlTx, email: string): Promise<void> {
  await rows(
    db,
    qb
      .deleteFrom('marketplace_signups')
      .where((eb) => eb.or([eb('email', '=', email), eb('expires_at', '<', sql<Date>`now()`)])),
  );
}

// ---------------------------------------------------------------------------------------------
// HQ's writes of customer records (customer-service.ts)

export type Customer = Row<'customers'>;
/** The columns a create, update or merge writes (never the key or the timestamps). */
export type CustomerChanges = TenantChanges<'customers'>;

const CUSTOMERS = tenantTable('customers', {});

const CUSTOMER = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('customers')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);

/** A customer by id among the companies named (the HQ caller's; its company checked on the row). */
export const findCustomer = (db: SqlTx, companyIds: string[], id: string) =>
  CUSTOMER.row(db, { companyIds, id });

export const insertCustomer = (db: SqlTx, companyId: string, values: TenantInsert<'customers'>) =>
  CUSTOMERS.insert(db, companyId, values);

export const updateCustomer = (db: SqlTx, companyId: string, id: string, changes: CustomerChanges) =>
  CUSTOMERS.update(db, companyId, id, changes);

/** The company's country (ISO code), for phone numbers given without a country code. */
export const companyCountry = async (db: SqlTx, companyId: string) =>
  (await row(db, qb.selectFrom('companies').select('country_code').where('id', '=', companyId)))
    ?.country_code ?? null;

/** Another customer of the company (not `selfId`) with this e-mail (any case) or phone, if any. */
export function customerHolding(
  db: SqlTx,
  companyId: string,
  selfId: string | null,
  held: { email?: string | null; phone?: string | null },
) {
  const { email, phone } = held;
  return row(
    db,
    qb
      .selectFrom('customers')
      .select(['id', 'email', 'phone'])
      .where('company_id', '=', companyId)
      .where((eb) =>
        eb.or([
          ...(email ? [eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)]))] : []),
          ...(phone ? [eb('phone', '=', phone)] : []),
        ]),
      )
      .$if(selfId !== null, (q) => q.where('id', '!=', selfId ?? ''))
      .limit(1),
  );
}

/**
 * The company's customers with these ids, locked FOR UPDATE in id order (a concurrent merge or
 * erasure of the same records waits, then sees them gone). Within the company: a database
 * distributed by company_id routes a row lock only to one company's node.
 */
export const lockCustomers = (db: SqlTx, companyId: string, ids: string[]) =>
  rows(
    db,
    qb
      .selectFrom('customers')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .orderBy('id')
      .forUpdate(),
  );

/**
 * Moves what belongs to the `from` customers to customer `to`, all of one company: their events,
 * payments, vouchers, packages and memberships (the key has no SET NULL) and messages.
 */
export async function moveToCustomer(db: SqlTx, companyId: string, from: string[], to: string) {
  const at = new Date();
  for (const table of ['events', 'payments', 'vouchers', 'customer_packages', 'outbox_messages'] as const)
    await rows(
      db,
      qb
        .updateTable(table)
        .set({ customer_id: to, updated_at: at })
        .where('company_id', '=', companyId)
        .where('customer_id', '=', (eb) => eb.fn.any(eb.val(from))),
    );
}

/** Deletes the company's customers with these ids. */
export async function deleteCustomers(db: SqlTx, companyId: string, ids: string[]): Promise<void> {
  await rows(
    db,
    qb
      .deleteFrom('customers')
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
}
