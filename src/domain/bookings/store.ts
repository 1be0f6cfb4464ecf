// The booking transaction's writes through db/sql.ts (see there for why): events with their
// services and occupancy rows, reservations, and the locks. Rows are typed from the schema
// (db/kysely.ts); the multi-row inserts are one hand-written statement each (one round trip),
// their column lists checked against the schema's types.
import type { Insertable } from 'kysely';
import { type DB, qb, type Row, row } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { newId } from '../ids.ts';

export type EventRecord = Row<'events'>;
export type ReservationRecord = Row<'time_slot_reservations'>;

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
  tier_id: 'text',
  variation_id: 'text',
  price: 'numeric',
  currency: 'text',
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
  /** The price snapshot (CONTRACT 9.3): the variation booked and its price, if any. */
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
  const id = newId();
  const cols = columnsOf(values);
  const params: unknown[] = [];
  const push = (v: unknown) => `$${params.push(v)}`;
  const eventValues = cols.map((c) => `${push(param(c, values[c]))}::${EVENT_COLUMNS[c]}`);
  const idParam = push(id);
  const occ = occupancies(id);
  // Placeholders only for the parts written: a statement must use every parameter it is given.
  const svc = services.length ? serviceParams(values.company_id, id, services).map(push) : [];
  const occParams = occ.length ? occupancyParams(occ).map(push) : [];
  const rows = await tx.query<EventRecord>(
    `WITH ev AS (
       INSERT INTO events (id, ${cols.join(', ')}, updated_at)
       VALUES (${idParam}, ${eventValues.join(', ')}, now())
       RETURNING *)
     ${services.length ? `, sv AS (${unnestInsert('event_services', SERVICE_COLUMNS, svc)})` : ''}
     ${occ.length ? `, oc AS (${unnestInsert('occupancies', OCCUPANCY_COLUMNS, occParams)})` : ''}
     SELECT * FROM ev`,
    params,
  );
  return rows[0];
}

/** Updates the given columns of an event (and its updated_at); answers the row. */
export async function updateEvent(tx: SqlTx, id: string, values: EventValues): Promise<EventRecord> {
  const cols = columnsOf(values);
  const params: unknown[] = [id];
  const sets = cols.map((c) => `${c} = $${params.push(param(c, values[c]))}::${EVENT_COLUMNS[c]}`);
  const rows = await tx.query<EventRecord>(
    `UPDATE events SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    params,
  );
  if (!rows[0]) throw new Error(`event ${id} vanished inside its transaction`);
  return rows[0];
}

/** Replaces an event's services (a reschedule lays them out anew). */
export async function replaceServices(tx: SqlTx, companyId: string, eventId: string, rows: ServiceRow[]) {
  await tx.query('DELETE FROM event_services WHERE event_id = $1', [eventId]);
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

export async function insertOccupancies(tx: SqlTx, rows: OccupancyRow[]) {
  if (rows.length > 0)
    await tx.query(
      unnestInsert('occupancies', OCCUPANCY_COLUMNS, dollars(OCCUPANCY_COLUMNS.length)),
      occupancyParams(rows),
    );
}

export async function deleteEventOccupancies(tx: SqlTx, eventId: string) {
  await row(tx, qb.deleteFrom('occupancies').where('event_id', '=', eventId));
}

/** A reservation's rows become the event's; answers how many moved. */
export async function moveReservationOccupancies(tx: SqlTx, reservationId: string, eventId: string) {
  const moved = await row(
    tx,
    qb
      .with('moved', (w) =>
        w
          .updateTable('occupancies')
          .set({ event_id: eventId, time_slot_reservation_id: null })
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
      .values({ ...r, id: newId() })
      .returningAll(),
  );
  if (!inserted) throw new Error('the reservation insert answered no row');
  return inserted;
}

/** Locks a reservation for consuming it; null when it is gone. */
export async function lockReservation(tx: SqlTx, id: string) {
  return (
    (await row(
      tx,
      qb
        .selectFrom('time_slot_reservations')
        .select(['consumed_at', 'expires_at'])
        .where('id', '=', id)
        .forUpdate(),
    )) ?? null
  );
}

export async function markReservationConsumed(tx: SqlTx, id: string, eventId: string, at: Date) {
  await row(
    tx,
    qb.updateTable('time_slot_reservations').set({ consumed_at: at, event_id: eventId }).where('id', '=', id),
  );
}

/** Transaction-scoped advisory locks, taken in a fixed order (no deadlock between two takers). */
export async function lockKeys(tx: SqlTx, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

/** An event's services with their price snapshots, in order (a move lays them out anew). */
export async function servicesOf(tx: SqlTx, eventId: string) {
  const rows = await tx.query<{
    event_type_id: string;
    order: number;
    variation_id: string | null;
    price: string | null;
    currency: string | null;
  }>(
    `SELECT event_type_id, "order", variation_id, price::text AS price, currency
       FROM event_services WHERE event_id = $1 ORDER BY "order"`,
    [eventId],
  );
  return rows.map((r) => ({ ...r, price: r.price === null ? null : new Decimal(r.price) }));
}
