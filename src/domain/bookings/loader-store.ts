// The time-slot engine's store (docs/data-access.md). What the engine reads, declared once: the
// tables of a company's configuration and of its busy time. The loaders (one query for the
// configuration, one for the busy time) and the fingerprints that let an answer or a cached
// configuration be reused (CONFIG stamp, data stamp) are built from these lists, so a table
// cannot be read without being stamped;
// test/domain/bookings/loaders.test.ts checks, with EXPLAIN, that every table the loaders'
// SQL touches is declared here.
import { type RawBuilder, sql } from 'kysely';
import { type JsonRow, jsonObject, jsonRows, prepared, qb, type Row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type * as Slots from '../../slots/index.ts';

/**
 * The configuration tables of one company (each has company_id, id and updated_at), with the
 * query that loads the rows the engine uses. The company row itself and its enterprise's row
 * are stamped by their own updated_at (configStamp).
 */
const CONFIG_SOURCES = {
  employees: (companyId: string) =>
    qb
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .orderBy('order')
      .orderBy('created_at')
      .orderBy('id'),
  resources: (companyId: string) =>
    qb
      .selectFrom('resources')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .orderBy('order')
      .orderBy('created_at')
      .orderBy('id'),
  event_types: (companyId: string) =>
    qb
      .selectFrom('event_types')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id'),
  rule_sets: (companyId: string) =>
    qb.selectFrom('rule_sets').selectAll().where('company_id', '=', companyId).orderBy('date').orderBy('id'),
  rules: (companyId: string) =>
    qb
      .selectFrom('rules')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('rule_set_id')
      .orderBy('order')
      .orderBy('id'),
} as const;

/**
 * The busy-time tables: events and live reservations are stamped by their rows in the window
 * (id with updated_at, id with expires_at); their occupancy segments are written and removed
 * only together with their owner's row (insert, reschedule, cancel, consume), or once the
 * owning reservation has expired, so the owners' stamps cover them.
 */
export const BUSY_TABLES = {
  events: 'stamped: id, updated_at of the rows in the window',
  time_slot_reservations: 'stamped: id, expires_at of the live rows in the window',
  occupancies: 'covered by the stamp of the event or reservation owning each row',
  payments: "stamped: id, updated_at of the company's pending prepayments whose hold has passed",
} as const;

/** The tables of a company's configuration: its row, its enterprise's, and CONFIG_SOURCES. */
export const CONFIG_TABLES = ['companies', 'enterprises', ...Object.keys(CONFIG_SOURCES)];

/** Every table a time-slot answer or a booking check depends on. */
export const ENGINE_TABLES = [...CONFIG_TABLES, ...Object.keys(BUSY_TABLES)];

type ConfigTable = keyof typeof CONFIG_SOURCES;

/** count and hash sum of (id, updated_at) of a company's rows of one table: any write changes it. */
const tableStamp = (table: ConfigTable, companyId: string) =>
  sql<string>`(SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                 FROM ${sql.table(table)} WHERE company_id = ${companyId})`;

/** A fingerprint of a company's configuration: its row, its enterprise's, and every CONFIG_SOURCES table. */
export function configStamp(companyId: string) {
  const company = sql<string>`(SELECT c.id || ':' || c.updated_at::text || ':' || coalesce(
      (SELECT n.updated_at::text FROM enterprises n WHERE n.id = c.enterprise_id), '')
    FROM companies c WHERE c.id = ${companyId})`;
  const tables = (Object.keys(CONFIG_SOURCES) as ConfigTable[]).map((t) => tableStamp(t, companyId));
  return sql<string>`${sql.join([company, ...tables], sql` || '|' || `)}`;
}

type Company = Row<'companies'>;
type RuleSet = JsonRow<Row<'rule_sets'>>;
type Rule = JsonRow<Row<'rules'>>;

/**
 * A company's configuration as the engine needs it. Rows come through PostgreSQL's JSON
 * functions (one round trip for all of them), so their timestamps are ISO strings: JsonRow says so.
 */
export interface CompanyConfig {
  /** The configuration stamp of the rows it was read from (see company-configs.ts). */
  stamp: string;
  company: JsonRow<Company>;
  employees: JsonRow<Row<'employees'>>[];
  resources: JsonRow<Row<'resources'>>[];
  eventTypes: JsonRow<Row<'event_types'>>[];
  ruleSets: (RuleSet & { rules: Rule[] })[];
  /** The enterprise's `connections` (whether guests may book without an account), or null. */
  enterpriseConnections: Record<string, unknown> | null;
}

/**
 * A configuration without its stamp: what the time-slot path reads, which knows its rows current
 * by the company's change version (slot-changes.ts) and never compares stamps.
 */
export type ConfigRows = Omit<CompanyConfig, 'stamp'>;

/** The columns of the configuration's rows, one JSON value per table (CONFIG and SLOT_INPUTS). */
const configColumns = (companyId: string) => {
  const s = CONFIG_SOURCES;
  return [
    jsonObject(qb.selectFrom('companies').selectAll().where('id', '=', companyId)).as('company'),
    qb
      .selectFrom('enterprises as n')
      .innerJoin('companies as c', 'c.enterprise_id', 'n.id')
      .select('n.connections')
      .where('c.id', '=', companyId)
      .as('enterprise'),
    jsonRows(s.employees(companyId)).as('employees'),
    jsonRows(s.resources(companyId)).as('resources'),
    jsonRows(s.event_types(companyId)).as('event_types'),
    jsonRows(s.rule_sets(companyId)).as('rule_sets'),
    jsonRows(s.rules(companyId)).as('rules'),
  ] as const;
};

const CONFIG = prepared(({ companyId }: { companyId: string }) =>
  qb.selectNoFrom([configStamp(companyId).as('stamp'), ...configColumns(companyId)]),
);

type ConfigFound = {
  company: JsonRow<Company> | null;
  enterprise: unknown;
  employees: JsonRow<Row<'employees'>>[];
  resources: JsonRow<Row<'resources'>>[];
  event_types: JsonRow<Row<'event_types'>>[];
  rule_sets: RuleSet[];
  rules: Rule[];
};

/** The configuration's rows as the engine's loaders give them; null when there is no such company. */
function configRows(found: ConfigFound): ConfigRows | null {
  if (!found.company) return null;
  const rulesOf = new Map<string, Rule[]>();
  for (const r of found.rules) rulesOf.set(r.rule_set_id, [...(rulesOf.get(r.rule_set_id) ?? []), r]);
  return {
    company: found.company,
    employees: found.employees,
    resources: found.resources,
    eventTypes: found.event_types,
    ruleSets: found.rule_sets.map((set) => ({ ...set, rules: rulesOf.get(set.id) ?? [] })),
    enterpriseConnections: (found.enterprise as Record<string, unknown> | null) ?? null,
  };
}

/** The configuration of one company in ONE round trip, or null when there is no such company. */
export async function loadCompanyConfig(db: SqlTx, companyId: string): Promise<CompanyConfig | null> {
  const found = await CONFIG.row(db, { companyId });
  const rows = found ? configRows(found) : null;
  return found && rows ? { stamp: found.stamp, ...rows } : null;
}

const ms = (v: string) => Date.parse(v);

/**
 * Occupancy segments of an owner with their holder, as [starts_at, ends_at, employee_id,
 * resource_id] of ISO strings and ids (null: none). A plain booking's holders all hold the same
 * parts; a visit's each hold their own (holdsOf tells them apart, and drops a repeated row).
 * Not `json_agg(DISTINCT ...)`: a DISTINCT aggregate starts a sort for every owner, which this
 * subquery runs once per busy event of every time-slot answer and booking (bench/README.md).
 */
// Joined on company_id as well as the owner's id, here and in every join between tenant tables
// below: a database distributed by company_id joins co-located tables only on it (docs/scaling.md).
const segmentsOf = (column: 'event_id' | 'time_slot_reservation_id', owner: 'e' | 'r') =>
  sql<[string, string, string | null, string | null][] | null>`(SELECT json_agg(
       json_build_array(o.starts_at, o.ends_at, o.employee_id, o.resource_id))
     FROM occupancies o WHERE ${sql.ref(`o.${column}`)} = ${sql.ref(`${owner}.id`)}
      AND o.company_id = ${sql.ref(`${owner}.company_id`)})`;

export type HeldPart = [string, string, string | null, string | null];

/**
 * An owner's occupancy rows as the engine reads them: when every person and space holds the
 * same parts (a plain booking), those parts, with the owner's employee and resources; else (a
 * visit, docs/bookings.md#visits) the parts each person and each space holds.
 */
export function holdsOf(rows: HeldPart[]): { segments: [number, number][]; holds: Slots.BusyHold[] | null } {
  const byHolder = new Map<string, [number, number][]>();
  const all = new Map<string, [number, number]>();
  const seen = new Set<string>();
  for (const [s, e, emp, res] of rows) {
    // A row the same as one before it in every field holds nothing more.
    const row = `${s}|${e}|${emp}|${res}`;
    if (seen.has(row)) continue;
    seen.add(row);
    const part: [number, number] = [ms(s), ms(e)];
    all.set(`${part[0]}:${part[1]}`, part);
    const key = emp ? `e:${emp}` : res ? `r:${res}` : '';
    if (!key) continue;
    byHolder.set(key, [...(byHolder.get(key) ?? []), part]);
  }
  // By start, then end: the rows come in no particular order, and two holders of the same parts
  // must give the same shape.
  const byStart = (x: [number, number], y: [number, number]) => x[0] - y[0] || x[1] - y[1];
  const segments = [...all.values()].sort(byStart);
  const shapes = new Set([...byHolder.values()].map((parts) => parts.sort(byStart).join(';')));
  if (shapes.size <= 1) return { segments, holds: null };
  const holds: Slots.BusyHold[] = [];
  for (const [key, parts] of byHolder) {
    const id = key.slice(2);
    holds.push(
      key.startsWith('e:') ? { employee_id: id, segments: parts } : { resource_ids: [id], segments: parts },
    );
  }
  return { segments, holds };
}

const overlaps = (alias: 'e' | 'r', from: Date, to: Date) =>
  sql<boolean>`tstzrange(${sql.ref(`${alias}.starts_at`)}, ${sql.ref(`${alias}.ends_at`)}, '[]')
    && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[]')`;

type BusyParams = { companyId: string; early: Date; to: Date; now: Date };

/**
 * docs/api-conventions.md#customers-paying: an unpaid prepayment's hold that has passed (payments.expires_at of a pending
 * payment) stops blocking at once, as an expired reservation does, without waiting for the job
 * or a read to cancel its booking (checkout.ts expireDue). A payment arriving after that is
 * given back, never confirmed (checkout.ts providerPaid): the slot may be someone else's.
 */
const passedHold = (now: Date) =>
  sql<boolean>`EXISTS (SELECT 1 FROM payments p WHERE p.event_id = e.id AND p.company_id = e.company_id
    AND p.status = 'pending'
    AND p.expires_at <= ${now}::timestamptz)`;

/**
 * When the busy time of the window next changes by itself, with nothing written: the earliest
 * moment after `now` at which a live reservation in it expires or a pending prepayment's hold
 * of an unconfirmed booking in it passes (null: none). An answer computed as of `now` holds
 * until then, or until a write.
 */
const nextChange = ({ companyId, early, to, now }: BusyParams) =>
  sql<Date | null>`(SELECT min(t) FROM (
      SELECT r.expires_at AS t FROM time_slot_reservations r
       WHERE r.company_id = ${companyId} AND r.consumed_at IS NULL AND r.expires_at > ${now}::timestamptz
         AND ${overlaps('r', early, to)}
      UNION ALL
      SELECT p.expires_at FROM events e JOIN payments p ON p.event_id = e.id AND p.company_id = e.company_id
       WHERE e.company_id = ${companyId} AND e.status = 'unconfirmed' AND e.scheduled_event_id IS NULL
         AND p.status = 'pending' AND p.expires_at > ${now}::timestamptz AND ${overlaps('e', early, to)}) x)`;

/** Events (not cancelled / no-show) and live reservations that may meet the window, as JSON rows. */
function busyRows(params: BusyParams) {
  const { companyId, early, to, now } = params;
  const events = qb
    .selectFrom('events as e')
    .select([
      'e.id',
      'e.starts_at as s',
      'e.ends_at as e',
      'e.employee_id as emp',
      'e.resource_ids as res',
      'e.number_of_guests as g',
      'e.event_type_ids as t',
      sql<string | null>`e.status::text`.as('st'),
      segmentsOf('event_id', 'e').as('segs'),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.status', 'not in', ['cancelled', 'noshow'])
    // Seats of a class count against their tier, not the company's guest caps (docs/api-conventions.md#classes).
    .where('e.scheduled_event_id', 'is', null)
    .where(overlaps('e', early, to))
    .where((eb) => eb.or([eb('e.status', '<>', 'unconfirmed'), eb.not(passedHold(now))]));
  const reservations = qb
    .selectFrom('time_slot_reservations as r')
    .select([
      'r.id',
      'r.starts_at as s',
      'r.ends_at as e',
      'r.employee_id as emp',
      'r.resource_ids as res',
      'r.number_of_guests as g',
      'r.event_type_ids as t',
      sql<string | null>`NULL::text`.as('st'),
      segmentsOf('time_slot_reservation_id', 'r').as('segs'),
    ])
    .where('r.company_id', '=', companyId)
    .where('r.consumed_at', 'is', null)
    .where('r.expires_at', '>', now)
    .where(overlaps('r', early, to));
  return jsonRows(events.unionAll(reservations));
}

/** The busy-time query of a booking; with `purge`, expired holds of the window are deleted first. */
function busyQuery(params: BusyParams, purge: boolean) {
  const { companyId, early, to, now } = params;
  const select = [
    configStamp(companyId).as('config_stamp'),
    busyRows(params).as('busy'),
    sql<Date | null>`NULL::timestamptz`.as('next_change'),
  ] as const;
  return purge
    ? qb
        .with('purged', (w) =>
          w
            .deleteFrom('occupancies as o')
            .using('time_slot_reservations as r')
            .whereRef('o.time_slot_reservation_id', '=', 'r.id')
            .whereRef('o.company_id', '=', 'r.company_id')
            .where('r.company_id', '=', companyId)
            .where('r.expires_at', '<=', now)
            .where(overlaps('r', early, to))
            .returning('o.id'),
        )
        // ...and so are those of bookings whose prepayment hold has passed (the job cancels them).
        .with('purged_holds', (w) =>
          w
            .deleteFrom('occupancies as o')
            .using('events as e')
            .whereRef('o.event_id', '=', 'e.id')
            .whereRef('o.company_id', '=', 'e.company_id')
            .where('e.company_id', '=', companyId)
            .where('e.status', '=', 'unconfirmed')
            .where(overlaps('e', early, to))
            .where(passedHold(now))
            .returning('o.id'),
        )
        .selectNoFrom([...select])
    : qb.selectNoFrom([...select]);
}

const BUSY = prepared((p: BusyParams) => busyQuery(p, false));
const BUSY_PURGING = prepared((p: BusyParams) => busyQuery(p, true));

/** The busy rows as the engine reads them (each with its occupancy segments, or its holds). */
function busyEntries(rows: readonly BusyRow[]): Slots.BusyEntry[] {
  const busy: Slots.BusyEntry[] = [];
  for (const b of rows) {
    const held = b.segs ? holdsOf(b.segs) : null;
    busy.push({
      id: b.id,
      starts_at: ms(b.s),
      ends_at: ms(b.e),
      segments: held?.segments ?? null,
      ...(held?.holds ? { holds: held.holds } : {}),
      employee_id: b.emp,
      resource_ids: b.res ?? [],
      guests: b.g,
      event_type_ids: b.t ?? [],
      status: b.st as Slots.BusyEntry['status'],
    });
  }
  return busy;
}

type BusyRow = JsonRow<ReturnType<typeof busyRows> extends RawBuilder<(infer R)[]> ? R : never>;

/**
 * Events (not cancelled / no-show) and live reservations of the company that may meet
 * [from, to), each with its occupancy segments, and the configuration stamp: ONE query. `now`
 * decides which reservations are live; expired ones never block. `margin` widens the window on
 * the left, for buffers that run past a booking's ends_at (default a day; a booking check passes
 * its own). Rows are found by range overlap through GiST indexes (migration busy_time_ranges).
 * In a booking transaction (`purgeExpired`), expired holds of the window are deleted in the same
 * round trip (their rows would trip the exclusion constraints).
 */
export async function loadBusy(
  db: SqlTx,
  companyId: string,
  from: Date,
  to: Date,
  now: Date,
  options: { purgeExpired?: boolean; margin?: number } = {},
): Promise<{ busy: Slots.BusyEntry[]; configStamp: string }> {
  const early = new Date(from.getTime() - (options.margin ?? 86_400_000));
  const query = options.purgeExpired ? BUSY_PURGING : BUSY;
  const found = await query.row(db, { companyId, early, to, now });
  return { busy: busyEntries(found?.busy ?? []), configStamp: found?.config_stamp ?? '' };
}

/**
 * What a time-slot answer reads, in ONE statement: the busy time of the window and when it next
 * changes by itself (nextChange), and, unless the caller kept them, the configuration's rows. No
 * configuration stamp: the time-slot path knows a kept configuration current by the company's
 * change version, read before (slot-changes.ts), and a booking checks its own in its transaction.
 */
const SLOT_BUSY = prepared((p: BusyParams) =>
  qb.selectNoFrom([busyRows(p).as('busy'), nextChange(p).as('next_change')]),
);
const SLOT_INPUTS = prepared((p: BusyParams) =>
  qb.selectNoFrom([...configColumns(p.companyId), busyRows(p).as('busy'), nextChange(p).as('next_change')]),
);

/**
 * The busy time of [from, to) as loadBusy reads it (a day's margin on the left), with when it next
 * changes by itself; with `withConfig`, also the company's configuration rows (`config` null:
 * no such company). One round trip either way.
 */
export async function loadSlotInputs(
  db: SqlTx,
  companyId: string,
  from: Date,
  to: Date,
  now: Date,
  withConfig: boolean,
): Promise<{ config: ConfigRows | null; busy: Slots.BusyEntry[]; nextChange: number | null }> {
  const params = { companyId, early: new Date(from.getTime() - 86_400_000), to, now };
  let config: ConfigRows | null = null;
  let found: { busy: BusyRow[]; next_change: Date | null } | undefined;
  if (withConfig) {
    const all = await SLOT_INPUTS.row(db, params);
    config = all ? configRows(all) : null;
    found = all;
  } else {
    found = await SLOT_BUSY.row(db, params);
  }
  const next = found?.next_change;
  return {
    config,
    busy: busyEntries(found?.busy ?? []),
    nextChange: next == null ? null : new Date(next).getTime(),
  };
}

const DATA_STAMP = prepared(
  ({ companyId, from, to, now }: { companyId: string; from: Date; to: Date; now: Date }) =>
    qb.selectNoFrom(
      sql<string | null>`${configStamp(companyId)}
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM events e WHERE company_id = ${companyId} AND ${overlaps('e', from, to)})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || expires_at::text, 0)), 0)
                   FROM time_slot_reservations r
                  WHERE company_id = ${companyId} AND consumed_at IS NULL AND expires_at > ${now}::timestamptz
                    AND ${overlaps('r', from, to)})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM payments p
                  WHERE company_id = ${companyId} AND status = 'pending' AND expires_at <= ${now}::timestamptz)`.as(
        'stamp',
      ),
    ),
);

/**
 * A fingerprint of everything a company's time slots in [from, to) depend on, in one cheap query:
 * the configuration stamp, and of the busy tables the events and live reservations in the
 * window (count and hash sum of id with updated_at or expires_at), so any insert, update or
 * delete changes it, whatever the clocks of the instances that wrote them. A reservation that
 * expires drops out of the live set; a prepayment hold that passes joins the set of passed ones. Null when the company does not exist.
 */
export async function dataStamp(db: SqlTx, companyId: string, from: Date, to: Date, now: Date) {
  const found = await DATA_STAMP.row(db, { companyId, from, to, now });
  return found?.stamp ?? null;
}
