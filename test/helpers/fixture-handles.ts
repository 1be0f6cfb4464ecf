// The test's own handle on its database: what a test writes and reads through `t.db` (rows it
// sets up, rows it inspects) runs as fixture work, left out of the statement record
// (src/db/statement-log.ts, asFixture), because no deployment sends it. The app keeps the plain
// handles; product code a test builds itself (an Operator, a service) is given `t.appDb`, so
// that what it sends is recorded and checked like every request's statements.
import type { Database } from '../../src/db/database.ts';
import { asFixture } from '../../src/db/statement-log.ts';

const LAZY = ['then', 'catch', 'finally'] as const;

/**
 * A Prisma query runs when it is awaited, not when it is built: its then/catch/finally run as
 * fixture work too. Other answers (plain promises, values) are left as they are: an async
 * function called inside asFixture runs in it to its end.
 */
function lazyAsFixture(answer: unknown): unknown {
  if (
    answer !== null &&
    typeof answer === 'object' &&
    (answer as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'PrismaPromise'
  ) {
    const target = answer as Record<(typeof LAZY)[number], (...args: unknown[]) => unknown>;
    for (const name of LAZY) {
      const original = target[name].bind(answer);
      target[name] = (...args: unknown[]) => asFixture(() => original(...args));
    }
  }
  return answer;
}

function fixtureProxy<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value === 'function')
        return (...args: unknown[]) =>
          lazyAsFixture(asFixture(() => (value as (...a: unknown[]) => unknown).apply(object, args)));
      if (value !== null && typeof value === 'object' && !(value instanceof Date)) return fixtureProxy(value);
      return value;
    },
  });
}

/** `db` whose Prisma client and SQL handle send as fixture work. */
export function fixtureHandles(db: Database): Database {
  return fixtureProxy(db);
}
