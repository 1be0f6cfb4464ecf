// Which companies' time slots may have changed, heard from the database through the shared
// listener of cache/table-changes.ts (migration table_changes_notify: every write to a table the
// engine reads, except occupancies, notifies with its company, as part of the writing
// transaction; an enterprise's write concerns all companies). A cached answer is reused while
// its company's version is unchanged, so a reused answer costs no query of its own: only the
// shared sync round trip, which guarantees that every change committed before the request has
// been heard - on whichever instance it was made. In the versions mode (a distributed database)
// the version is the sum of the company's version rows, one query routed to its node. While not
// listening (starting, a lost connection) `version` answers null and the caller confirms its
// answer with a data stamp query.
import type { Database } from '../../db/database.ts';
import { type Dependency, TableChanges } from '../cache/table-changes.ts';
import { CONFIG_TABLES, ENGINE_TABLES } from './loader-store.ts';

export class SlotChanges {
  private readonly changes: TableChanges;

  /** Over the app's shared listener, or (given the database) one of its own. */
  constructor(source: TableChanges | Pick<Database, 'sql' | 'watch'>) {
    this.changes = source instanceof TableChanges ? source : new TableChanges(source);
  }

  /**
   * The company's version, as of after every change committed before this call: equal answers
   * mean nothing the company's time slots depend on was written in between. Null when that
   * cannot be known (not listening).
   */
  async version(companyId: string): Promise<string | null> {
    return (await this.versionsOf(companyId)).version;
  }

  /**
   * `version`, and from the same moment the version of the company's configuration alone (its
   * row, its enterprise's, the CONFIG_SOURCES tables): equal configuration versions mean its
   * configuration rows were not written in between, whatever its bookings did. The
   * configuration's is null when that cannot be known (not listening; and in the versions mode,
   * which reads one set of dependencies per round trip: the configuration is then read afresh).
   */
  async versionsOf(companyId: string): Promise<{ version: string | null; config: string | null }> {
    const dependencies: Dependency[] = ENGINE_TABLES.map((table) => ({ table, company: companyId }));
    const state = await this.changes.before(dependencies);
    const config: Dependency[] = CONFIG_TABLES.map((table) => ({ table, company: companyId }));
    return { version: state?.stampOf(dependencies) ?? null, config: state?.stampOf(config) ?? null };
  }

  /**
   * One mark for many companies (the availability search asks a thousand at once): a function
   * answering each company's version as `version` would, as of after every change committed
   * before this call, with one shared round trip instead of one per company. Null when not
   * listening, and in the versions mode (table-changes.ts), which reads versions per company: each
   * company's answer is then confirmed by its data stamp, as while not listening.
   */
  async versions(): Promise<((companyId: string) => string) | null> {
    const mark = await this.changes.mark();
    if (mark === null) return null;
    return (companyId) =>
      String(this.changes.lastChange(ENGINE_TABLES.map((table) => ({ table, company: companyId }))));
  }

  /** Stops listening (the app's close: the listener is shared, so every cache then loads afresh). */
  async close() {
    await this.changes.close();
  }
}
