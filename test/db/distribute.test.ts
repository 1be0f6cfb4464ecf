import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import {
  type Catalogue,
  DistributionRefused,
  distribute,
  distributionPlan,
  type Plan,
  readCatalogue,
  type Step,
  stepSql,
} from '../../src/db/distribute.ts';
import { DISTRIBUTED_TABLES, REFERENCE_TABLES } from '../../src/db/tables.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * `npm run db:distribute` (docs/scaling.md, "Distributing"): the working order derived from the
 * catalogue of the migrated database and src/db/tables.ts, checked here on plain PostgreSQL
 * (no Citus on these machines): the order of its steps, every distributed table co-located, every
 * table classified, and the refusal of a database without Citus.
 */
let db: Database;
let drop: () => Promise<void>;
let catalogue: Catalogue;
let plan: Plan;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  catalogue = await readCatalogue(db.sql, false);
  plan = distributionPlan(catalogue);
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

const of = <K extends Step['kind']>(steps: Step[], kind: K) =>
  steps.filter((s): s is Extract<Step, { kind: K }> => s.kind === kind);
const indexOf = (steps: Step[], kind: Step['kind'], table: string) =>
  steps.findIndex((s) => s.kind === kind && 'table' in s && s.table === table);

describe('the distribution plan of the migrated schema', () => {
  it('finds every table classified and nothing in the way', () => {
    expect(plan.problems).toEqual([]);
  });

  it('places every reference table once, each after the reference tables it has keys to', () => {
    const reference = of(plan.steps, 'reference').map((s) => s.table);
    expect([...reference].sort()).toEqual([...REFERENCE_TABLES].sort());
    const between = catalogue.keys.filter(
      (k) => reference.includes(k.table) && reference.includes(k.references) && k.table !== k.references,
    );
    // The keys that force an order are there (companies -> enterprises, vats -> companies, ...).
    expect(between.length).toBeGreaterThanOrEqual(8);
    expect(
      between
        .filter((k) => reference.indexOf(k.references) > reference.indexOf(k.table))
        .map((k) => `${k.table} before ${k.references}`),
    ).toEqual([]);
    expect(reference.indexOf('enterprises')).toBeLessThan(reference.indexOf('companies'));
    expect(reference.indexOf('companies')).toBeLessThan(reference.indexOf('vats'));
  });

  it('distributes every tenant table by company_id, all co-located with the first, after the reference tables', () => {
    const distributed = of(plan.steps, 'distribute');
    expect(distributed.map((s) => s.table).sort()).toEqual([...DISTRIBUTED_TABLES].sort());
    const [first, ...rest] = distributed;
    expect(first?.colocateWith).toBe('none');
    expect(rest.filter((s) => s.colocateWith !== first?.table).map((s) => s.table)).toEqual([]);
    const lastReference = Math.max(...of(plan.steps, 'reference').map((s) => plan.steps.indexOf(s)));
    expect(plan.steps.indexOf(first!)).toBeGreaterThan(lastReference);
    expect(stepSql(rest[0]!).at(-1)).toBe(
      `SELECT create_distributed_table('"${rest[0]!.table}"', 'company_id', colocate_with => '"${first!.table}"')`,
    );
  });

  it('drops the 49 keys between distributed tables first and adds them back last, as they were', () => {
    const dropped = of(plan.steps, 'drop-key');
    const added = of(plan.steps, 'add-key');
    expect(dropped.length).toBe(49);
    expect(added.map((s) => s.key.name).sort()).toEqual(dropped.map((s) => s.key.name).sort());
    const placing = plan.steps.filter((s) => s.kind === 'reference' || s.kind === 'distribute');
    const firstPlacing = plan.steps.indexOf(placing[0]!);
    const lastPlacing = plan.steps.indexOf(placing.at(-1)!);
    expect(dropped.every((s) => plan.steps.indexOf(s) < firstPlacing)).toBe(true);
    expect(added.every((s) => plan.steps.indexOf(s) > lastPlacing)).toBe(true);
    // Each comes back with the definition it was dropped with: none has an ON DELETE SET NULL,
    // which Citus refuses (the 20 references cleared on delete are NO ACTION keys and triggers,
    // migration tenant_keys_cleared_by_trigger; they came back as NO ACTION before, so deleting
    // such a row failed on the cluster and cleared the reference on PostgreSQL).
    const definition = new Map(dropped.map((s) => [s.key.name, s.key.definition]));
    expect(added.filter((s) => definition.get(s.key.name) !== s.key.definition)).toEqual([]);
    expect(added.filter((s) => /SET NULL|SET DEFAULT/.test(s.key.definition))).toEqual([]);
  });

  it("disables each table's triggers while its rows are copied and enables them at the end", () => {
    const placing = plan.steps.filter((s) => s.kind === 'reference' || s.kind === 'distribute');
    const triggered = placing.filter((s) => s.triggers).map((s) => ('table' in s ? s.table : ''));
    expect(triggered.sort()).toEqual([...catalogue.triggered].sort());
    expect(triggered).toContain('events');
    for (const table of triggered) {
      const step = placing.find((s) => 'table' in s && s.table === table)!;
      expect(stepSql(step)[0]).toBe(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
      expect(indexOf(plan.steps, 'enable-triggers', table)).toBeGreaterThan(
        Math.max(...of(plan.steps, 'add-key').map((s) => plan.steps.indexOf(s))),
      );
    }
  });

  it('refuses a table that is not classified, and a key from a reference table to a distributed one', () => {
    const stray = distributionPlan({
      ...catalogue,
      tables: [...catalogue.tables, 'stray_things'],
      keys: [
        ...catalogue.keys,
        {
          name: 'k',
          table: 'companies',
          references: 'events',
          definition: 'FOREIGN KEY (x) REFERENCES events(id)',
        },
      ],
    });
    expect(stray.problems).toEqual([
      'tables not classified in src/db/tables.ts (distributed, reference or local): stray_things',
      'key k goes from a reference table (companies) to a distributed one',
    ]);
  });

  it('refuses a key between distributed tables with ON DELETE SET NULL, even one naming its column', () => {
    // What Citus answers it, column list or not: "SET NULL or SET DEFAULT is not supported in ON
    // DELETE operation when distribution key is included in the foreign key constraint".
    const key = (name: string, action: string) => ({
      name,
      table: 'events',
      references: 'customers',
      definition: `FOREIGN KEY (company_id, customer_id) REFERENCES customers(company_id, id) ON DELETE ${action}`,
    });
    const setNull = distributionPlan({
      ...catalogue,
      keys: [...catalogue.keys, key('k1', 'SET NULL (customer_id)'), key('k2', 'SET DEFAULT')],
    });
    expect(setNull.problems.map((p) => p.split(':')[0])).toEqual([
      'key k1 (events) has ON DELETE SET NULL or SET DEFAULT, which Citus refuses on a key holding company_id',
      'key k2 (events) has ON DELETE SET NULL or SET DEFAULT, which Citus refuses on a key holding company_id',
    ]);
  });

  it('does only what an earlier, stopped run left: co-locates with its tables and adds back its saved keys', () => {
    const savedKey = of(plan.steps, 'drop-key')[0]!.key;
    const again = distributionPlan({
      ...catalogue,
      keys: catalogue.keys.filter((k) => k.name !== savedKey.name || k.table !== savedKey.table),
      placed: new Map([...REFERENCE_TABLES.map((t) => [t, 'reference'] as const), ['events', 'distributed']]),
      saved: [savedKey],
    });
    expect(of(again.steps, 'reference')).toEqual([]);
    const distributed = of(again.steps, 'distribute');
    expect(distributed.length).toBe(DISTRIBUTED_TABLES.length - 1);
    expect(distributed.every((s) => s.colocateWith === 'events')).toBe(true);
    expect(of(again.steps, 'add-key').map((s) => s.key.name)).toContain(savedKey.name);
    // Keys whose two tables are both distributed already stay.
    const done = distributionPlan({
      ...catalogue,
      placed: new Map([
        ...REFERENCE_TABLES.map((t) => [t, 'reference'] as const),
        ...DISTRIBUTED_TABLES.map((t) => [t, 'distributed'] as const),
      ]),
    });
    expect(done.steps.filter((s) => !['enable-triggers', 'truncate-local'].includes(s.kind))).toEqual([]);
  });

  it('refuses a database without the citus extension and changes nothing', async () => {
    const lines: string[] = [];
    await expect(distribute(db.sql, (l) => lines.push(l))).rejects.toThrow(DistributionRefused);
    await expect(distribute(db.sql, (l) => lines.push(l))).rejects.toThrow(
      'This database has no citus extension: nothing was changed.',
    );
    expect(lines).toEqual([]);
    expect(await readCatalogue(db.sql, false)).toEqual(catalogue);
  });
});
