// Rule sets: the rules of creating, changing and removing them, and who may (the access point).
// Their SQL is in rule-set-store.ts, their view in rule-set-view.ts.
import type { Sql, SqlTx } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { triggerMatching } from '../waitlist/triggers.ts';
import {
  deleteRuleSet,
  findRuleSet,
  insertRuleSet,
  listRuleSets,
  liveIdsOf,
  replaceRules,
  updateRuleSet,
  zonesOf,
} from './rule-set-store.ts';
import { type RuleSetView, type RuleSetWithRules, ruleData, ruleSetView } from './rule-set-view.ts';
import {
  normaliseAssociation,
  type RuleData,
  type RuleSetData,
  type RuleType,
  ruleSetProblems,
} from './rules.ts';
import { RULE_SET_SORT_FIELDS, type RuleInput, type RuleSetInput } from './schemas.ts';

export type { RuleInput, RuleSetInput };

/** `RuleSetFields`: what `unset` may clear on update. */
export const RULE_SET_UNSET_FIELDS = ['rrule', 'priority'] as const;
export type RuleSetUnsetField = (typeof RULE_SET_UNSET_FIELDS)[number];

export const RULE_SET_EXPANDABLE = ['company'] as const;
export { RULE_SET_SORT_FIELDS };

export interface RuleSetListOptions {
  sort?: { field: (typeof RULE_SET_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  filter?: { type?: RuleType };
  page: Page;
  expand?: readonly string[];
}

export class RuleSetService {
  private readonly companies: CompanyService;
  private readonly sql: Sql;
  private readonly now: () => Date;

  constructor(companies: CompanyService, sql: Sql, now: () => Date = () => new Date()) {
    this.companies = companies;
    this.sql = sql;
    this.now = now;
  }

  private load(caller: HqCaller, id: string, access: 'read' | 'write' = 'read'): Promise<RuleSetWithRules> {
    return reachable(caller, 'rule set', (companies) => findRuleSet(this.sql, companies, id), access);
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []): Promise<RuleSetView> {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, options: RuleSetListOptions): Promise<RuleSetView[]> {
    companyOf(caller, companyId);
    const sets = await listRuleSets(this.sql, companyId, {
      sort: options.sort,
      type: options.filter?.type,
      page: options.page,
    });
    return this.views(sets, options.expand);
  }

  async create(caller: HqCaller, input: RuleSetInput, expand: readonly string[] = []): Promise<RuleSetView> {
    if (!input.company) throw fieldError('company', 'is required');
    const companyId = companyOf(caller, input.company, 'company', 'write');
    if (input.date === undefined) throw fieldError('date', 'is required');
    const rules = (input.rules ?? []).map(ruleFromInput);
    const data: RuleSetData = {
      date: input.date,
      rrule: input.rrule ?? null,
      starts_at: input.starts_at ?? '00:00',
      ends_at: input.ends_at ?? '24:00',
      priority: input.priority ?? null,
      rules,
    };
    checkRuleSet(data);
    await this.checkEntities(this.sql, companyId, rules);
    const row = await this.sql.transaction(async (tx) => {
      const id = await insertRuleSet(tx, companyId, {
        title: input.title ?? '',
        date: data.date,
        rrule: data.rrule,
        starts_at: data.starts_at,
        ends_at: data.ends_at,
        priority: data.priority,
      });
      await replaceRules(tx, companyId, id, rules);
      // A set may open time: the waitlist looks (docs/api-conventions.md#waitlist-and-booking-offers), recorded with the change.
      await triggerMatching(tx, companyId, 'rule_set.created');
      return findRuleSet(tx, [companyId], id);
    });
    if (!row) throw notFound('rule set');
    return (await this.views([row], expand))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: RuleSetInput,
    unset: readonly RuleSetUnsetField[] = [],
    expand: readonly string[] = [],
  ): Promise<RuleSetView> {
    const current = await this.load(caller, id, 'write');
    if (input.company !== undefined && input.company !== current.company_id) {
      companyOf(caller, input.company);
      throw fieldError('company', 'a rule set cannot move to another company');
    }
    for (const field of unset) {
      if (input[field] !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    const rules = input.rules ? input.rules.map(ruleFromInput) : current.rules.map(ruleData);
    const data: RuleSetData = {
      date: input.date ?? current.date,
      rrule: unset.includes('rrule') ? null : (input.rrule ?? current.rrule),
      starts_at: input.starts_at ?? current.starts_at,
      ends_at: input.ends_at ?? current.ends_at,
      priority: unset.includes('priority') ? null : (input.priority ?? current.priority),
      rules,
    };
    checkRuleSet(data);
    if (input.rules) await this.checkEntities(this.sql, current.company_id, rules);
    const row = await this.sql.transaction(async (tx) => {
      if (input.rules) await replaceRules(tx, current.company_id, id, rules);
      const found = await updateRuleSet(tx, current.company_id, id, {
        title: input.title,
        date: data.date,
        rrule: data.rrule,
        starts_at: data.starts_at,
        ends_at: data.ends_at,
        priority: data.priority,
      });
      if (!found) throw notFound('rule set');
      await triggerMatching(tx, current.company_id, 'rule_set.updated');
      return findRuleSet(tx, [current.company_id], id);
    });
    if (!row) throw notFound('rule set');
    return (await this.views([row], expand))[0];
  }

  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id, 'write');
    await this.sql.transaction(async (tx) => {
      await deleteRuleSet(tx, current.company_id, id);
      // A closing set gone opens time.
      await triggerMatching(tx, current.company_id, 'rule_set.deleted');
    });
  }

  /** Every employee and resource a rule names must be a live one of the set's company. */
  private async checkEntities(db: SqlTx, companyId: string, rules: RuleData[]) {
    const employeeIds = [...new Set(rules.flatMap((r) => r.employees))];
    const resourceIds = [...new Set(rules.flatMap((r) => r.resources))];
    const [employees, resources] = await Promise.all([
      liveIdsOf(db, 'employees', companyId, employeeIds),
      liveIdsOf(db, 'resources', companyId, resourceIds),
    ]);
    const missingEmployee = employeeIds.find((e) => !employees.includes(e));
    if (missingEmployee) {
      throw new ApiError(404, 'not_found_error', 'resource_missing', `No such employee: ${missingEmployee}.`);
    }
    const missingResource = resourceIds.find((e) => !resources.includes(e));
    if (missingResource) {
      throw new ApiError(404, 'not_found_error', 'resource_missing', `No such resource: ${missingResource}.`);
    }
  }

  async views(rows: RuleSetWithRules[], expand: readonly string[] = []): Promise<RuleSetView[]> {
    const companyIds = [...new Set(rows.map((r) => r.company_id))];
    const zones = await zonesOf(this.sql, companyIds);
    const now = this.now();
    const views = rows.map((row) =>
      ruleSetView(row, zones.find((z) => z.id === row.company_id)?.time_zone ?? 'UTC', now),
    );
    if (expand.includes('company')) {
      const companies = await this.companies.viewsByIds(companyIds);
      for (const [i, view] of views.entries())
        view.company = companies.get(rows[i].company_id) ?? rows[i].company_id;
    }
    return views;
  }
}

function ruleFromInput(input: RuleInput): RuleData {
  const employees = [...new Set(input.employees ?? [])];
  const resources = [...new Set(input.resources ?? [])];
  return {
    type: input.type,
    starts_at: input.starts_at ?? null,
    ends_at: input.ends_at ?? null,
    open: input.open ?? null,
    max_total_pax: input.max_total_pax ?? null,
    employees,
    // A list without an association is an include list; no list and no association: every entity.
    employees_association:
      normaliseAssociation(input.employees_association) ?? (employees.length ? 'include' : null),
    resources,
    resources_association:
      normaliseAssociation(input.resources_association) ?? (resources.length ? 'include' : null),
    priority: input.priority ?? null,
  };
}

function checkRuleSet(data: RuleSetData) {
  const problems = ruleSetProblems(data);
  if (problems.length > 0) {
    throw validationError(
      `The rule set is not valid: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}.`,
      problems.map((p) => ({ field: p.field, message: p.message })),
    );
  }
}
