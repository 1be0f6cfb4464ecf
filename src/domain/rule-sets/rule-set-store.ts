// All of the rule sets' SQL (docs/data-access.md): Kysely over the tables' generated types, run on
// the SqlTx it is given (a pool, or the transaction a service opened).
import { sql } from 'kysely';
import { prepared, qb, type Row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, tenantTable } from '../shared/tenant-store.ts';
import type { RuleSetWithRules } from './rule-set-view.ts';
import type { RuleData, RuleType } from './rules.ts';
import type { RULE_SET_SORT_FIELDS } from './schemas.ts';

const RULE_SETS = tenantTable('rule_sets', {});
const RULES_OF = tenantTable('rules', {});

const RULE_SET = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('rule_sets')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);
/** The sets' rules, named by their companies too (docs/scaling.md: every read routes by company). */
const RULES = prepared((p: { companyIds: string[]; setIds: string[] }) =>
  qb
    .selectFrom('rules')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('rule_set_id', '=', (eb) => eb.fn.any(eb.val(p.setIds)))
    .orderBy('order')
    .orderBy('id'),
);
const ZONES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'time_zone'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** The sets with their rules in order (a second statement), the sets' order kept. */
async function withRulesOf(db: SqlTx, sets: Row<'rule_sets'>[]): Promise<RuleSetWithRules[]> {
  if (sets.length === 0) return [];
  const rules = await RULES.rows(db, {
    companyIds: [...new Set(sets.map((s) => s.company_id))],
    setIds: sets.map((s) => s.id),
  });
  return sets.map((set) => ({ ...set, rules: rules.filter((r) => r.rule_set_id === set.id) }));
}

/** A rule set with its rules, by id alone (the caller's company is checked on the row). */
export async function findRuleSet(
  db: SqlTx,
  companyIds: string[],
  id: string,
): Promise<RuleSetWithRules | undefined> {
  const found = await RULE_SET.row(db, { companyIds, id });
  return found && (await withRulesOf(db, [found]))[0];
}

export interface RuleSetQuery {
  sort?: { field: (typeof RULE_SET_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  /** Only sets with a rule of this type. */
  type?: RuleType;
  page: Page;
}

/** A page of a company's rule sets with their rules, in the query's order (then created_at, then id). */
export async function listRuleSets(
  db: SqlTx,
  companyId: string,
  q: RuleSetQuery,
): Promise<RuleSetWithRules[]> {
  let query = qb.selectFrom('rule_sets as s').selectAll('s').where('s.company_id', '=', companyId);
  const type = q.type;
  if (type) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('rules as r')
          .select('r.id')
          .whereRef('r.company_id', '=', 's.company_id')
          .whereRef('r.rule_set_id', '=', 's.id')
          .where('r.type', '=', type),
      ),
    );
  }
  const field = q.sort?.field ?? 'date';
  const order = q.sort?.order ?? 'asc';
  query =
    field === 'priority'
      ? query.orderBy(sql`s.priority ${sql.raw(order === 'desc' ? 'DESC' : 'ASC')} NULLS LAST`)
      : query.orderBy(`s.${field}`, order);
  const sets = await rows(
    db,
    query.orderBy('s.created_at').orderBy('s.id').offset(q.page.offset).limit(q.page.limit),
  );
  return withRulesOf(db, sets);
}

/** The time zones of these companies. */
export const zonesOf = async (db: SqlTx, companyIds: string[]) =>
  companyIds.length ? ZONES.rows(db, { ids: companyIds }) : [];

/** Which of these ids are live employees (or resources) of the company. */
export async function liveIdsOf(
  db: SqlTx,
  table: 'employees' | 'resources',
  companyId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom(table)
      .select('id')
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null),
  );
  return found.map((r) => r.id);
}

/** The columns of the set itself a write sets. */
export type RuleSetChanges = Omit<TenantChanges<'rule_sets'>, 'deleted_at'>;

/** Inserts a set; answers its id. */
export async function insertRuleSet(
  tx: SqlTx,
  companyId: string,
  values: RuleSetChanges & { date: string },
  at = new Date(),
): Promise<string> {
  return (await RULE_SETS.insert(tx, companyId, values, at)).id;
}

/** Updates a set's own columns; answers whether it was there. */
export async function updateRuleSet(
  tx: SqlTx,
  companyId: string,
  id: string,
  changes: RuleSetChanges,
  at = new Date(),
): Promise<boolean> {
  return (await RULE_SETS.update(tx, companyId, id, changes, at)) !== undefined;
}

/** Deletes a set; its rules go with it (cascade). */
export async function deleteRuleSet(tx: SqlTx, companyId: string, id: string): Promise<void> {
  await RULE_SETS.remove(tx, companyId, id);
}

/** Replaces a set's rules by these, in this order. */
export async function replaceRules(
  tx: SqlTx,
  companyId: string,
  setId: string,
  rules: RuleData[],
  at = new Date(),
): Promise<void> {
  await rows(tx, qb.deleteFrom('rules').where('company_id', '=', companyId).where('rule_set_id', '=', setId));
  await RULES_OF.insertMany(
    tx,
    companyId,
    rules.map((r, order) => ({ ...r, rule_set_id: setId, order })),
    at,
  );
}
