// The data access rule (docs/data-access.md): a request reaches PostgreSQL only through its
// area's store (`<area>-store.ts`: all of the area's SQL, written with Kysely typed from the
// schema), and no type is asserted on a row. Checked on the text of every file on a request path
// (src/domain, src/hq, src/marketplace, src/http). The files not yet converted are listed below;
// each list may only shrink: a listed file that keeps the rule fails the test until it leaves
// the list, and a file not listed that breaks the rule fails it at once.
import { describe, expect, it } from 'vitest';
import { read, rowAssertionsIn, sourceFiles, waysIn } from './source.ts';

const REQUEST_PATHS = ['domain', 'hq', 'marketplace', 'http'];

/** Work list: files outside a store that still send SQL (areas not yet converted). */
const SQL_OUTSIDE_STORES_LEFT: string[] = [];

/** Work list: files that still assert a type on a row. */
const ROW_ASSERTIONS_LEFT: string[] = [];

const files = () => REQUEST_PATHS.flatMap((dir) => sourceFiles(dir));
const isStore = (file: string) => file.endsWith('-store.ts');

describe('data access', () => {
  it('recognises every way to the database (the checker itself works)', () => {
    expect(
      waysIn('await this.prisma.employee.findMany({ where }); await tx.hqUser.create({ data });'),
    ).toEqual({
      prisma: 2,
    });
    expect(waysIn('await prisma.$transaction(async (tx) => x)')).toEqual({ prisma: 1 });
    expect(waysIn("await rows(db, qb.selectFrom('vats').selectAll())")).toEqual({ kysely: 2 });
    expect(waysIn('const LIST = prepared((p) => x); await LIST.rows(db, p)')).toEqual({ prepared: 1 });
    expect(waysIn('await tx.query<Row>(`SELECT 1`, []); await db.query(SQL)')).toEqual({ query: 2 });
    expect(waysIn('await rawRows<X>(db, sql`SELECT 1`)')).toEqual({ rawRows: 1 });
    // Neither a request's query string nor a Stripe call is a way to the database.
    expect(waysIn('const q = request.query; await stripe.paymentIntents.create({})')).toEqual({});
  });

  it('recognises a type asserted on a row (the checker itself works)', () => {
    expect(rowAssertionsIn('await tx.query<PaymentRow>(`SELECT`)')).toHaveLength(1);
    expect(rowAssertionsIn('data as Prisma.EmployeeUncheckedCreateInput')).toHaveLength(1);
    expect(rowAssertionsIn("(await x) as EventRow[]; y as Row<'events'>")).toHaveLength(2);
    expect(rowAssertionsIn('await rawRows<{ id: string }>(db, q); await tx.$queryRaw<X>`x`')).toHaveLength(2);
    expect(rowAssertionsIn("await rows(db, qb.selectFrom('vats').selectAll()); x as const")).toEqual([]);
  });

  it('sends SQL only from stores, apart from the work list', () => {
    const offenders = files().filter((file) => !isStore(file) && Object.keys(waysIn(read(file))).length > 0);
    expect(offenders).toEqual(SQL_OUTSIDE_STORES_LEFT);
  });

  it('asserts no type on a row, apart from the work list', () => {
    const offenders = files().filter((file) => rowAssertionsIn(read(file)).length > 0);
    expect(offenders).toEqual(ROW_ASSERTIONS_LEFT);
  });

  it('names stores only in the areas of the domain', () => {
    const misplaced = files().filter(
      (file) => isStore(file) && !/^domain\/[^/]+\/[^/]+-store\.ts$/.test(file),
    );
    expect(misplaced).toEqual([]);
  });
});
