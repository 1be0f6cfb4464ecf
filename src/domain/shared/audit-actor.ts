// Who a request's writes are recorded as in the audit trail: the HTTP layer names the actor of each
// request that may write (src/http/audit.ts), and the database layer sets it on every transaction
// opened meanwhile (db/audit.ts), where the tables' trigger reads it.
import { type AuditActor, auditContext } from '../../db/audit.ts';

export type { AuditActor };

/** Runs `fn` (and everything it awaits) with `actor` as the actor of every write it makes. */
export function asActor<T>(actor: AuditActor, fn: () => T): T {
  return auditContext.run(actor, fn);
}
