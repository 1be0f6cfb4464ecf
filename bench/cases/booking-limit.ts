/**
 * The limit a booking POST is measured against (issue 34, "the cost of a booking"): the minimal
 * transaction that records a booking under the same exclusion constraint, run on the same
 * database in the same run, as pgbench would run it: BEGIN, the event row, its occupancy row
 * (which the constraint checks), COMMIT, each a prepared statement, from `clients` connections at
 * once, every transaction a distinct slot. The tables keep their triggers (the audit trail, the
 * change notifications): they are part of recording a booking in this schema.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface MinimalBookingLoad {
  /** Committed transactions per second. */
  tps: number;
  transactions: number;
  /** Transactions refused by the exclusion constraint: none, as every slot is distinct. */
  refused: number;
}

export async function minimalBookings(options: {
  url: string;
  schema: string;
  company: string;
  eventType: string;
  employees: string[];
  /** The first day (days since the epoch) it may book on; it books forward from there. */
  firstDay: number;
  seconds: number;
  clients: number;
}): Promise<MinimalBookingLoad> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.clients });
  // Transaction n: employee n % employees, at the next 15-minute start of 08:00-20:00 (48 a day).
  let next = 0;
  let done = 0;
  let refused = 0;
  const deadline = Date.now() + options.seconds * 1000;
  const started = Date.now();
  const tag = randomBytes(3).toString('hex');
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query(`SET search_path TO "${options.schema}", public`);
      while (Date.now() < deadline) {
        const n = next++;
        const employee = options.employees[n % options.employees.length];
        const slot = Math.floor(n / options.employees.length);
        const day = options.firstDay + Math.floor(slot / 48);
        const starts = new Date(day * 86_400_000 + (8 * 60 + (slot % 48) * 15) * 60_000);
        const ends = new Date(starts.getTime() + 15 * 60_000);
        const id = `min_${tag}_${n}`;
        try {
          await client.query('BEGIN');
          await client.query({
            name: 'bench_min_event',
            text: `INSERT INTO events (id, company_id, employee_id, event_type_ids, starts_at, ends_at, customer_name, updated_at)
                   VALUES ($1, $2, $3, ARRAY[$4::text], $5, $6, 'Bench minimal', now())`,
            values: [id, options.company, employee, options.eventType, starts, ends],
          });
          await client.query({
            name: 'bench_min_occupancy',
            text: `INSERT INTO occupancies (id, company_id, event_id, employee_id, starts_at, ends_at)
                   VALUES ($1, $2, $1, $3, $4, $5)`,
            values: [id, options.company, employee, starts, ends],
          });
          await client.query('COMMIT');
          done++;
        } catch (err) {
          await client.query('ROLLBACK');
          if ((err as { code?: string }).code === '23P01') refused++;
          else throw err;
        }
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: options.clients }, worker));
  await pool.end();
  return { tps: Math.round((done * 1000) / (Date.now() - started)), transactions: done, refused };
}
