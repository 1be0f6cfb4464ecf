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
//
// The setting is made with `SET LOCAL`, not `set_config(..., true)`: the two are the same to
// PostgreSQL, but on a distributed database (docs/scaling.md) the trigger runs on the worker that
// holds the changed row, and Citus forwards a transaction's `SET LOCAL` commands to the workers it
// opens (`citus.propagate_set_commands = 'local'`, which the pool sets on each of its sessions
// on Citus: not the database's setting, see AuditedPool),
// never a function call. A command takes no parameters, so the value is a quoted literal (pg's
// escapeLiteral). Citus forwards the text of the whole simple query that held the command: on a
// Citus coordinator the command is therefore sent alone, after the BEGIN, not in the BEGIN's
// round trip (a worker would be sent the BEGIN too, which it answers with a warning).
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

/** The command that names the actor for the rest of the transaction. */
export function setActor(actor: AuditActor): string {
  return `SET LOCAL booking.audit = ${pg.escapeLiteral(JSON.stringify(actor))}`;
}

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
 * query of two statements whose answer is the BEGIN's; as a statement of its own on Citus.
 */
function patchClient(client: pg.PoolClient, citus: boolean) {
  const tagged = client as pg.PoolClient & { [patched]?: true };
  if (tagged[patched]) return;
  tagged[patched] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const actor = auditContext.getStore();
    const callback = args.some((a) => typeof a === 'function');
    const text = textOf(args[0]);
    if (!actor || callback || !isBegin(text)) return query(...args);
    if (!citus && typeof args[0] === 'string' && args.length === 1 && !text.includes(';')) {
      // One round trip: BEGIN and the actor as one simple query (its value a quoted literal).
      const both = `${text}; ${setActor(actor)}`;
      return (query(both) as Promise<unknown[]>).then((results) => results[0]);
    }
    // Citus: the command as a query of its own, queued right behind the BEGIN (the pool's
    // connections pipeline: a statement the caller sends next goes out after both).
    const begun = query(...args) as Promise<unknown>;
    const set = query(setActor(actor)) as Promise<unknown>;
    return Promise.all([begun, set]).then(([result]) => result);
  };
}

/** Sessions that forward SET LOCAL to Citus's workers. */
const propagating = Symbol('propagates-set-local');

/** Whether the database is a Citus coordinator (asked once per pool, on its first connection). */
const CITUS = "SELECT 1 FROM pg_extension WHERE extname = 'citus'";

/**
 * pg.Pool whose transactions carry the audit actor (Prisma's adapter and db/sql.ts share it). On
 * a Citus coordinator each of its sessions forwards SET LOCAL to the workers
 * (`citus.propagate_set_commands`), set once per session here rather than on the database: Citus
 * forwards the whole simple query holding a SET LOCAL, and the job queue's own scripts (BEGIN, SET
 * LOCAL, its DDL in one string) must not reach the workers; nor in the connection string, which
 * PgBouncer refuses (`options`).
 */
export class AuditedPool extends pg.Pool {
  private citus?: Promise<boolean>;

  override connect(...args: any[]): any {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
    return super.connect().then(async (client) => {
      this.citus ??= client.query(CITUS).then(
        (result) => result.rows.length > 0,
        (err) => {
          this.citus = undefined; // asked again on the next connection
          throw err;
        },
      );
      try {
        const citus = await this.citus;
        const tagged = client as pg.PoolClient & { [propagating]?: true };
        if (citus && !tagged[propagating]) {
          await client.query("SET citus.propagate_set_commands = 'local'");
          tagged[propagating] = true;
        }
        patchClient(client, citus);
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
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
      if (actor) await tx.exec(setActor(actor));
      return fn(tx);
    };
  db.transaction = <T>(fn: (tx: Transaction) => Promise<T>) => transaction(withActor(fn));
  db.query = ((text: string, params?: unknown[], options?: unknown) => {
    if (!auditContext.getStore() || !WRITE.test(text)) return query(text, params, options as never);
    return transaction(withActor((tx) => tx.query(text, params, options as never)));
  }) as PGlite['query'];
  return db;
}
