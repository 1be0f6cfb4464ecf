// The audit trail's one mechanism, beside the database trigger (migration audit_trail).
//
// A request that may change data runs inside an AsyncLocalStorage context naming its actor (HQ
// user and token, customer, or guest), its operation and request id (src/http/audit.ts sets it).
// Here, at the driver level, every transaction opened while such a context is active first
// sets the transaction-local setting `booking.audit` to it, and a write sent outside a
// transaction is wrapped in one that does. The trigger `audit_row()` on each audited table reads
// the setting and writes the activity row in the same transaction as the change. So no service
// has to remember to record anything, and Prisma (interactive transactions, single writes) and
// the plain SQL of db/sql.ts (the booking transaction) are covered alike, on PostgreSQL (one
// pool, subclassed) and on the embedded PGlite (its instance wrapped).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface AuditActor {
  actor_type: 'hq_user' | 'customer' | 'guest';
  user_id?: string;
  token_id?: string;
  marketplace_user_id?: string;
  request_id?: string;
  operation?: string;
  /** An HQ actor's roles (employee roles by company, enterprise roles by enterprise): activities.actor_role. */
  roles?: { employee: Record<string, string>; enterprise: Record<string, string> };
}

export const auditContext = new AsyncLocalStorage<AuditActor>();

const SET_ACTOR = "SELECT set_config('booking.audit', $1, true)";

/** A statement that changes rows (the only ones the trigger sees). */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|MERGE)\b|^\s*WITH\b[\s\S]*\b(INSERT|UPDATE|DELETE)\b/i;

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  return typeof (query as { text?: unknown })?.text === 'string' ? (query as { text: string }).text : '';
}

const isBegin = (text: string) => /^\s*BEGIN\b/i.test(text);

const patched = Symbol('audit-patched');

/**
 * After each BEGIN on a checked-out client, the actor of the current context (if any) is set:
 * in the same round trip when the BEGIN is a plain string (db/sql.ts sends it so), as one simple
 * query of two statements whose answer is the BEGIN's.
 */
function patchClient(client: pg.PoolClient) {
  const tagged = client as pg.PoolClient & { [patched]?: true };
  if (tagged[patched]) return;
  tagged[patched] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const actor = auditContext.getStore();
    const callback = args.some((a) => typeof a === 'function');
    const text = textOf(args[0]);
    if (!actor || callback || !isBegin(text)) return query(...args);
    if (typeof args[0] === 'string' && args.length === 1 && !text.includes(';')) {
      // One round trip: BEGIN and the actor as one simple query (its value a quoted literal).
      const both = `${text}; SELECT set_config('booking.audit', ${client.escapeLiteral(JSON.stringify(actor))}, true)`;
      return (query(both) as Promise<unknown[]>).then((results) => results[0]);
    }
    return (async () => {
      const result = await (query(...args) as Promise<unknown>);
      await (query(SET_ACTOR, [JSON.stringify(actor)]) as Promise<unknown>);
      return result;
    })();
  };
}

/** pg.Pool whose transactions carry the audit actor (Prisma's adapter and db/sql.ts share it). */
export class AuditedPool extends pg.Pool {
  override connect(...args: any[]): any {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
    return super.connect().then((client) => {
      patchClient(client);
      return client;
    });
  }

  override query(...args: any[]): any {
    const actor = auditContext.getStore();
    const callback = args.some((a) => typeof a === 'function');
    if (!actor || callback || !WRITE.test(textOf(args[0])))
      return (super.query as (...a: unknown[]) => unknown)(...args);
    // A write outside a transaction: in one of its own, so the trigger sees the actor.
    return (async () => {
      const client = await this.connect(); // patched: BEGIN sets the actor
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => {
          broken = e;
        });
        throw err;
      } finally {
        client.release(broken);
      }
    })();
  }
}

/** The same on the embedded database: its transactions, and its writes outside one. */
export function auditPglite(db: PGlite): PGlite {
  const transaction = db.transaction.bind(db);
  const query = db.query.bind(db);
  const withActor =
    <T>(fn: (tx: Transaction) => Promise<T>) =>
    async (tx: Transaction) => {
      const actor = auditContext.getStore();
      if (actor) await tx.query(SET_ACTOR, [JSON.stringify(actor)]);
      return fn(tx);
    };
  db.transaction = <T>(fn: (tx: Transaction) => Promise<T>) => transaction(withActor(fn));
  db.query = ((text: string, params?: unknown[], options?: unknown) => {
    if (!auditContext.getStore() || !WRITE.test(text)) return query(text, params, options as never);
    return transaction(withActor((tx) => tx.query(text, params, options as never)));
  }) as PGlite['query'];
  return db;
}
