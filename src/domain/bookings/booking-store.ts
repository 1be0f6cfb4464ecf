// The booking transaction's writes through db/sql.ts (see there for why): events with their
// services and occupancy rows, reservations, and the locks. Rows are typed from the schema
// (db/kysely.ts); the multi-row inserts are one hand-written statement each (one round trip),
// their column lists checked against the schema's types.
import { type Compilable, CompiledQuery, type Insertable, sql } from 'kysely';
import { type DB, prepared, qb, type Row, readsAcross, row, rows as runRows } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type BookingPerson, findOrMakeCtes, personSlots } from '../customers/customer-link.ts';
import { newId } from '../shared/ids.ts';
import { Nullable, storedJson } from '../shared/schemas.ts';
import { HeldSegments } from './schemas.ts';

export type EventRecord = Row<'events'>;
export type ReservationRecord = Row<'time_slot_reservations'>;

/** A hold's visit segments as its row keeps them (null: a hold of one person's services). */
export const heldSegments = storedJson(Nullable(HeldSegments), 'time slot reservation segments');

/** The event columns a booking writes, with the SQL type each parameter is cast to. */
const EVENT_COLUMNS = {
  company_id: 'text',
  employee_id: 'text',
  space_id: 'text',
  resource_ids: 'text[]',
  event_type_ids: 'text[]',
  customer_id: 'text',
  marketplace_user_id: 'text',
  starts_at: 'timestamptz',
  ends_at: 'timestamptz',
  number_of_guests: 'int',
  status: 'event_status',
  origin: 'event_origin',
  customer_name: 'text',
  email: 'text',
  phone_country_code: 'text',
  phone_number: 'text',
  kennitala: 'text',
  license_plate: 'text',
  comment: 'text',
  booking_question_answers: 'jsonb',
  cancelled_at: 'timestamptz',
  scheduled_event_id: 'text',
  series_id: 'text',
  series_occurrence_at: 'timestamptz',
  series_overrides: 'text[]',
  tier_id: 'text',
  variation_id: 'text',
  price: 'numeric',
  currency: 'text',
  cancellation_policy: 'jsonb',
  prepayment_terms: 'jsonb',
  customer_package_id: 'text',
} as const satisfies { [K in keyof Insertable<DB['events']>]?: string };

export type EventColumn = keyof typeof EVENT_COLUMNS;
/**
 * Values of the columns a booking writes, as the schema types them; money may also be given as
 * the Decimal it is computed with (written as its exact decimal text).
 */
export type EventValues = Partial<Omit<Pick<Insertable<DB['events']>, EventColumn>, 'price'>> & {
  price?: string | Prisma.Decimal | null;
};

export interface ServiceRow {
  event_type_id: string;
  employee_id: string | null;
  resource_id: string | null;
  order: number;
  starts_at: Date;
  ends_at: Date;
  /** The price snapshot (docs/api-conventions.md#prices): the variation booked and its price, if any. */
  variation_id?: string | null;
  price?: Prisma.Decimal | null;
  currency?: string | null;
}

export interface OccupancyRow {
  company_id: string;
  event_id?: string | null;
  time_slot_reservation_id?: string | null;
  employee_id?: string | null;
  resource_id?: string | null;
  starts_at: Date;
  ends_at: Date;
  guests: number;
  blocks: boolean;
}

/**
 * A parameter as its column takes it: JSON as text (every driver passes text through to ::jsonb),
 * money (a Decimal) as its exact decimal string.
 */
function param(column: EventColumn, value: unknown): unknown {
  if (EVENT_COLUMNS[column] === 'jsonb') return JSON.stringify(value ?? null);
  if (EVENT_COLUMNS[column] === 'numeric') return value == null ? null : String(value);
  return value ?? null;
}

function columnsOf(values: EventValues): EventColumn[] {
  return (Object.keys(values) as EventColumn[]).filter((k) => k in EVENT_COLUMNS && values[k] !== undefined);
}

/** A multi-row INSERT from one array parameter per column (placeholders given: $n or $m...). */
function unnestInsert(table: string, columns: [name: string, type: string][], placeholders: string[]) {
  const arrays = columns.map(([, type], i) => `${placeholders[i]}::${type}[]`);
  return `INSERT INTO ${table} (${columns.map(([c]) => `"${c}"`).join(', ')})
    SELECT * FROM unnest(${arrays.join(', ')})`;
}
const dollars = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${from + i}`);

const SERVICE_COLUMNS: [keyof DB['event_services'], string][] = [
  ['id', 'text'],
  ['company_id', 'text'],
  ['event_id', 'text'],
  ['event_type_id', 'text'],
  ['employee_id', 'text'],
  ['resource_id', 'text'],
  ['order', 'int'],
  ['starts_at', 'timestamptz'],
  ['ends_at', 'timestamptz'],
  ['variation_id', 'text'],
  ['price', 'numeric'],
  ['currency', 'text'],
];

function serviceParams(companyId: string, eventId: string, rows: ServiceRow[]): unknown[] {
  return [
    rows.map(() => newId()),
    rows.map(() => companyId),
    rows.map(() => eventId),
    rows.map((r) => r.event_type_id),
    rows.map((r) => r.employee_id),
    rows.map((r) => r.resource_id),
    rows.map((r) => r.order),
    rows.map((r) => r.starts_at),
    rows.map((r) => r.ends_at),
    rows.map((r) => r.variation_id ?? null),
    rows.map((r) => (r.price == null ? null : r.price.toString())),
    rows.map((r) => r.currency ?? null),
  ];
}

/** An event's service as its webhook and HQ views show it (price as the database's exact text). */
export interface ServiceFacts {
  event_type_id: string;
  order: number;
  variation_id: string | null;
  price: string | null;
  currency: string | null;
  /** Who serves it and when (a visit's segments each their own, docs/bookings.md#visits). */
  employee_id: string | null;
  resource_id: string | null;
  /** ISO text, as JSON carries a timestamp */
  starts_at: string;
  ends_at: string;
}

/** The booking insert's one row: the event as written, with what its final SELECT adds. */
type InsertedRow = EventRecord & { customer_made: boolean; services: ServiceFacts[] };

/** A booking as insertBooking wrote it: the event row and what was written beside it. */
export interface InsertedBooking {
  event: EventRecord;
  /** Whether its customer record was made by this insert (from the booking's own contact data). */
  customerMade: boolean;
  /** Its services, in order. */
  services: ServiceFacts[];
}

/**
 * Inserts an event, its services and its occupancy rows in ONE statement (one round trip;
 * the exclusion constraints check the occupancy rows at its end).
 */
export async function insertEvent(
  tx: SqlTx,
  values: EventValues & { company_id: string },
  services: ServiceRow[],
  occupancies: (eventId: string) => OccupancyRow[],
): Promise<EventRecord> {
  return (await insertBooking(tx, values, services, occupancies)).event;
}

/**
 * insertEvent, and with `person` (values without a customer_id) the booking's customer record
 * found or made in the same statement (customer-link.ts: the same keys, locks and race rules as
 * linkCustomer; a racing insert of the same new person that won makes the statement write
 * nothing, and it runs again with a fresh snapshot that finds the winner's record). Answers the
 * services as written, so that nothing has to read them back in the transaction.
 */
export async function insertBooking(
  tx: SqlTx,
  values: EventValues & { company_id: string },
  services: ServiceRow[],
  occupancies: (eventId: string) => OccupancyRow[],
  person?: { person: BookingPerson; country: string | null },
): Promise<InsertedBooking> {
  const id = newId();
  const linking = person !== undefined && typeof values.customer_id !== 'string';
  const cols = columnsOf(values).filter((c) => !(linking && c === 'customer_id'));
  const params: unknown[] = [];
  const push = (v: unknown) => `$${params.push(v)}`;
  const customer = linking ? personSlots(person.person, person.country, push) : null;
  const eventValues = cols.map((c) => `${push(param(c, values[c]))}::${EVENT_COLUMNS[c]}`);
  const idParam = push(id);
  const occ = occupancies(id);
  // Placeholders only for the parts written: a statement must use every parameter it is given.
  const svc = services.length ? serviceParams(values.company_id, id, services).map(push) : [];
  const occParams = occ.length ? occupancyParams(occ).map(push) : [];
  const occLock = occ.length ? holderLock(push(holderDayKeys(occ))) : '';
  // Without a customer row (a racing insert won) nothing at all is written.
  const ifEvent = customer ? 'WHERE EXISTS (SELECT 1 FROM ev)' : '';
  const eventInsert = customer
    ? `INSERT INTO events (id, customer_id, ${cols.join(', ')}, updated_at)
       SELECT ${idParam}, cu.id, ${eventValues.join(', ')}, now() FROM (SELECT id FROM cust LIMIT 1) cu`
    : `INSERT INTO events (id, ${cols.join(', ')}, updated_at)
       VALUES (${idParam}, ${eventValues.join(', ')}, now())`;
  const servicesJson = services.length
    ? `coalesce((SELECT json_agg(json_build_object('event_type_id', s.event_type_id, 'order', s."order",
                                                   'variation_id', s.variation_id, 'price', s.price::text,
                                                   'currency', s.currency, 'employee_id', s.employee_id,
                                                   'resource_id', s.resource_id, 'starts_at', s.starts_at,
                                                   'ends_at', s.ends_at) ORDER BY s."order")
                   FROM sv s), '[]'::json)`
    : `'[]'::json`;
  const text = `WITH ${
    customer
      ? `${findOrMakeCtes(customer)},
     cust AS (SELECT id, false AS made FROM found UNION ALL SELECT id, true FROM made),`
      : ''
  }
     ev AS (${eventInsert} RETURNING *)
     ${services.length ? `, sv AS (${unnestInsert('event_services', SERVICE_COLUMNS, svc)} ${ifEvent} RETURNING event_type_id, "order", variation_id, price, currency, employee_id, resource_id, starts_at, ends_at)` : ''}
     ${occ.length ? `, oc AS (${unnestInsert('occupancies', OCCUPANCY_COLUMNS, occParams)} ${ifEvent ? `${ifEvent} AND` : 'WHERE'} ${occLock})` : ''}
     SELECT ev.*, ${customer ? '(SELECT made FROM cust LIMIT 1)' : 'false'} AS customer_made,
            ${servicesJson} AS services
       FROM ev`;
  // Kysely's builder cannot write this as ONE statement (the customer's find-or-make CTEs are
  // hand-written text shared with linkCustomer, the multi-row inserts unnest array parameters,
  // and one round trip is what the booking pays for; booking-statements.test.ts counts it). So
  // the text stays as written (Kysely's CompiledQuery.raw: byte for byte, its placeholders ours,
  // numbered as pushed, some used more than once) and is run as a Kysely statement whose result
  // type is the schema's: the events row as `RETURNING *` gives it (Row<'events'>, Selectable)
  // and the two columns the final SELECT adds. It is declared once, on the statement, as
  // `sql<T>` declares a template's; no type is put on the rows it answers.
  const statement: Compilable<InsertedRow> = { compile: () => CompiledQuery.raw(text, params) };
  // An empty answer: a racing booking made the same new customer first: run it again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [found] = await runRows(tx, statement);
    if (found) {
      const { customer_made, services: written, ...event } = found;
      return { event, customerMade: customer_made, services: written };
    }
    if (!customer) break;
  }
  throw new Error('the booking insert wrote no event (its customer record could not be found or made)');
}

/** Updates the given columns of an event (and its updated_at); answers the row. */
export async function updateEvent(
  tx: SqlTx,
  companyId: string,
  id: string,
  values: EventValues,
): Promise<EventRecord> {
  let update = qb.updateTable('events').set({ updated_at: sql<Date>`now()` });
  for (const c of columnsOf(values)) {
    // Each parameter cast to its column's type (EVENT_COLUMNS, held to the schema's columns), as
    // the booking insert sends it; `never` because one loop serves columns of every type.
    update = update.set(c, sql<never>`${param(c, values[c])}::${sql.raw(EVENT_COLUMNS[c])}`);
  }
  const rows = await runRows(
    tx,
    update.where('company_id', '=', companyId).where('id', '=', id).returningAll(),
  );
  if (!rows[0]) throw new Error(`event ${id} vanished inside its transaction`);
  return rows[0];
}

/** Replaces an event's services (a reschedule lays them out anew). */
export async function replaceServices(tx: SqlTx, companyId: string, eventId: string, rows: ServiceRow[]) {
  await tx.query('DELETE FROM event_services WHERE company_id = $2 AND event_id = $1', [eventId, companyId]);
  if (rows.length > 0)
    await tx.query(
      unnestInsert('event_services', SERVICE_COLUMNS, dollars(SERVICE_COLUMNS.length)),
      serviceParams(companyId, eventId, rows),
    );
}

const OCCUPANCY_COLUMNS: [keyof DB['occupancies'], string][] = [
  ['id', 'text'],
  ['company_id', 'text'],
  ['event_id', 'text'],
  ['time_slot_reservation_id', 'text'],
  ['employee_id', 'text'],
  ['resource_id', 'text'],
  ['starts_at', 'timestamptz'],
  ['ends_at', 'timestamptz'],
  ['guests', 'int'],
  ['blocks', 'boolean'],
];

function occupancyParams(rows: OccupancyRow[]): unknown[] {
  return [
    rows.map(() => newId()),
    rows.map((r) => r.company_id),
    rows.map((r) => r.event_id ?? null),
    rows.map((r) => r.time_slot_reservation_id ?? null),
    rows.map((r) => r.employee_id ?? null),
    rows.map((r) => r.resource_id ?? null),
    rows.map((r) => r.starts_at),
    rows.map((r) => r.ends_at),
    rows.map((r) => r.guests),
    rows.map((r) => r.blocks),
  ];
}

/** Occupancy rows written, after their holders' locks (holderLock). */
export async function insertOccupancies(tx: SqlTx, rows: OccupancyRow[]) {
  if (rows.length > 0)
    await tx.query(
      `${unnestInsert('occupancies', OCCUPANCY_COLUMNS, dollars(OCCUPANCY_COLUMNS.length))}
        WHERE ${holderLock(`$${OCCUPANCY_COLUMNS.length + 1}`)}`,
      [...occupancyParams(rows), holderDayKeys(rows)],
    );
}

const DAY_MS = 86_400_000;

/**
 * The lock keys of the blocking rows of an insert: each holder (employee or resource) on each UTC
 * day its row touches, sorted. Two rows the exclusion constraints compare (one holder, times that
 * overlap) share an instant, so they share the key of that instant's day.
 */
function holderDayKeys(rows: OccupancyRow[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) {
    if (!r.blocks) continue;
    const first = Math.floor(r.starts_at.getTime() / DAY_MS);
    const last = Math.floor((r.ends_at.getTime() - 1) / DAY_MS);
    for (const holder of [r.employee_id, r.resource_id])
      if (holder) for (let d = first; d <= last; d++) keys.add(`occupancy:${r.company_id}:${holder}:${d}`);
  }
  return [...keys].sort();
}

/**
 * The condition an occupancy insert runs its rows through: transaction advisory locks on the
 * rows' holder-day keys (`keysParam`, sorted), taken once, before the first row is inserted.
 * Without them two bookings inserting overlapping rows at the same moment each find the other's
 * uncommitted row in the exclusion constraint's check and wait for it: a deadlock, found only
 * after deadlock_timeout (1 s) and then one of them aborted, which under a burst uses up every
 * retry (409 concurrent_update for a time that still had a free person). With them the second
 * waits for the first's commit before inserting, meets its committed row, is refused at once
 * (23P01), and its retry reads it (placement.ts). The lock is in the insert's own statement: no
 * round trip (on a distributed database it is taken where the insert's SELECT runs, the same for
 * every occupancy insert, so the keys still meet).
 */
function holderLock(keysParam: string): string {
  return `(SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0))) FROM unnest(${keysParam}::text[]) k) >= 0`;
}

export async function deleteEventOccupancies(tx: SqlTx, companyId: string, eventId: string) {
  await row(
    tx,
    qb.deleteFrom('occupancies').where('company_id', '=', companyId).where('event_id', '=', eventId),
  );
}

/** A reservation's rows become the event's; answers how many moved. */
export async function moveReservationOccupancies(
  tx: SqlTx,
  companyId: string,
  reservationId: string,
  eventId: string,
) {
  const moved = await row(
    tx,
    qb
      .with('moved', (w) =>
        w
          .updateTable('occupancies')
          .set({ event_id: eventId, time_slot_reservation_id: null })
          .where('company_id', '=', companyId)
          .where('time_slot_reservation_id', '=', reservationId)
          .returning('id'),
      )
      .selectFrom('moved')
      .select((eb) => eb.fn.countAll<number>().$castTo<number>().as('n')),
  );
  return Number(moved?.n ?? 0);
}

export async function insertReservation(
  tx: SqlTx,
  r: Omit<Insertable<DB['time_slot_reservations']>, 'id' | 'created_at' | 'consumed_at' | 'event_id'>,
): Promise<ReservationRecord> {
  const inserted = await row(
    tx,
    qb
      .insertInto('time_slot_reservations')
      // JSON as text: a driver would pass an array as a PostgreSQL array, not as jsonb
      .values({ ...r, segments: r.segments == null ? null : JSON.stringify(r.segments), id: newId() })
      .returningAll(),
  );
  if (!inserted) throw new Error('the reservation insert answered no row');
  return inserted;
}

/**
 * Locks a reservation for consuming it; null when it is gone. By its company as well as its id: a
 * database distributed by company_id routes a row lock only to one company's node.
 */
export async function lockReservation(tx: SqlTx, companyId: string, id: string) {
  return (
    (await row(
      tx,
      qb
        .selectFrom('time_slot_reservations')
        .select(['consumed_at', 'expires_at'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .forUpdate(),
    )) ?? null
  );
}

export async function markReservationConsumed(
  tx: SqlTx,
  companyId: string,
  id: string,
  eventId: string,
  at: Date,
) {
  await row(
    tx,
    qb
      .updateTable('time_slot_reservations')
      .set({ consumed_at: at, event_id: eventId })
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );
}

const DROP_HOLD_OCCUPANCIES = prepared((p: { companyId: string; reservationId: string }) =>
  qb
    .deleteFrom('occupancies')
    .where('company_id', '=', p.companyId)
    .where('time_slot_reservation_id', '=', p.reservationId),
);

// consumed_at (with no event) takes it out of the live holds whatever the clocks say.
const END_HOLD = prepared((p: { companyId: string; reservationId: string; now: Date }) =>
  qb
    .updateTable('time_slot_reservations')
    .set({ expires_at: sql<Date>`least(expires_at, ${p.now}::timestamptz)`, consumed_at: p.now })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.reservationId)
    .where('consumed_at', 'is', null),
);

/** A hold's rows stop blocking, and its reservation can no longer be booked from (at `now`). */
export async function releaseReservation(tx: SqlTx, companyId: string, reservationId: string, now: Date) {
  await DROP_HOLD_OCCUPANCIES.rows(tx, { companyId, reservationId });
  await END_HOLD.rows(tx, { companyId, reservationId, now });
}

/** Transaction-scoped advisory locks, taken in a fixed order (no deadlock between two takers). */
export async function lockKeys(tx: SqlTx, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

const SERVICES_OF = prepared((p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('event_services')
    .select(['event_type_id', 'order', 'variation_id', 'price', 'currency'])
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId)
    .orderBy('order'),
);

/** An event's services with their price snapshots, in order (a move lays them out anew). */
export async function servicesOf(tx: SqlTx, companyId: string, eventId: string) {
  const rows = await SERVICES_OF.rows(tx, { companyId, eventId });
  return rows.map((r) => ({ ...r, price: r.price === null ? null : new Decimal(r.price) }));
}

/**
 * A reservation a booking names (the booking checks the company and the customer on the row it
 * answers), or null. Among `companies` when the request names them (the body's company): a
 * distributed database then asks that company's node. Without, by its id alone: a marketplace
 * body need not name its company, and the hold's id is unguessable (a read of every node).
 */
export async function reservationById(
  db: Sql | SqlTx,
  id: string,
  companies?: readonly string[],
): Promise<ReservationRecord | null> {
  const query = qb.selectFrom('time_slot_reservations').selectAll().where('id', '=', id);
  return (
    (await row(
      db,
      companies
        ? query.where('company_id', '=', (eb) => eb.fn.any(eb.val([...companies])))
        : query.modifyFront(readsAcross('marketplace-id')),
    )) ?? null
  );
}

/**
 * The company of a class (a seat booking without `company` names only the class), or null:
 * among `companies` when they are known (a staff caller's), else by the class's id alone.
 */
export async function classCompanyId(
  db: Sql | SqlTx,
  scheduledEventId: string,
  companies?: readonly string[],
): Promise<string | null> {
  const query = qb.selectFrom('scheduled_events').select('company_id').where('id', '=', scheduledEventId);
  const found = await row(
    db,
    companies
      ? query.where('company_id', '=', (eb) => eb.fn.any(eb.val([...companies])))
      : query.modifyFront(readsAcross('marketplace-id')),
  );
  return found?.company_id ?? null;
}

/** A company by id or url_name (the slug wins over another company's id), any visibility. */
export const COMPANY_ID_BY_ID_OR_SLUG = prepared((p: { idOrSlug: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', p.idOrSlug), eb('url_name', '=', p.idOrSlug)]))
    .orderBy((eb) => eb('url_name', '=', p.idOrSlug), 'desc')
    .limit(1),
);

/** A customer id in a staff request, if it names a customer of that company. */
export const CUSTOMER_OF_COMPANY = prepared((p: { companyId: string; customerId: string }) =>
  qb
    .selectFrom('customers')
    .select('id')
    .where('id', '=', p.customerId)
    .where('company_id', '=', p.companyId),
);

/** An event's fields a change settles on, locked for the change's transaction (or undefined). */
export const LOCK_EVENT_FOR_CHANGE = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('events')
    .select(['number_of_guests', 'status', 'starts_at', 'price'])
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .forUpdate(),
);

/** A company's customer's e-mail (a booking's messages go to it too). */
export const CUSTOMER_EMAIL = prepared((p: { companyId: string; id: string }) =>
  qb.selectFrom('customers').select('email').where('company_id', '=', p.companyId).where('id', '=', p.id),
);

/** An event, whole, locked for a payment's transaction (its confirmation, its expiry). */
const LOCK_EVENT = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('events')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .forUpdate(),
);
export const lockEvent = (tx: SqlTx, companyId: string, id: string) => LOCK_EVENT.row(tx, { companyId, id });
