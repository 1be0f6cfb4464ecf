import { sql } from 'kysely';
import { prepared, qb, type Row, rows as runRows } from '../../db/kysely.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import { triggerMatching } from '../waitlist/triggers.ts';
import { type RuleSetView, type RuleSetWithRules, ruleData, ruleSetView } from './rule-set-view.ts';
import {
  normaliseAssociation,
  type RuleData,
  type RuleSetData,
  type RuleType,
  ruleSetProblems,
} from './rules.ts';
import type { RuleInput, RuleSetInput } from './schemas.ts';

export type { RuleInput, RuleSetInput };

/** `RuleSetFields`: what `unset` may clear on update. */
export const RULE_SET_UNSET_FIELDS = ['rrule', 'priority'] as const;
export type RuleSetUnsetField = (typeof RULE_SET_UNSET_FIELDS)[number];

export const RULE_SET_EXPANDABLE = ['company'] as const;
export const RULE_SET_SORT_FIELDS = ['date', 'title', 'priority', 'created_at', 'updated_at'] as const;

export interface RuleSetListOptions {
  sort?: { field: (typeof RULE_SET_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  filter?: { type?: RuleType };
  page: Page;
  expand?: readonly string[];
}

/** Prisma's include for the writes, which answer the written set with its rules. */
const withRules = { rules: { orderBy: { order: 'asc' } } } as const;

const RULE_SET = prepared((p: { id: string }) =>
  qb.selectFrom('rule_sets').selectAll().where('id', '=', p.id),
);
const RULES = prepared((p: { setIds: string[] }) =>
  qb
    .selectFrom('rules')
    .selectAll()
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

export class RuleSetService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly sql: SqlTx;
  private readonly now: () => Date;

  constructor(
    prisma: PrismaClient,
    companies: CompanyService,
    sql: SqlTx,
    now: () => Date = () => new Date(),
  ) {
    this.prisma = prisma;
    this.companies = companies;
    this.sql = sql;
    this.now = now;
  }

  /** The sets with their rules in order (a second statement), the sets' order kept. */
  private async attachRules(sets: Row<'rule_sets'>[]): Promise<RuleSetWithRules[]> {
    if (sets.length === 0) return [];
    const rules = await RULES.rows(this.sql, { setIds: sets.map((s) => s.id) });
    return sets.map((set) => ({ ...set, rules: rules.filter((r) => r.rule_set_id === set.id) }));
  }

  private async load(caller: HqCaller, id: string): Promise<RuleSetWithRules> {
    const row = await RULE_SET.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('rule set');
    return (await this.attachRules([row]))[0];
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []): Promise<RuleSetView> {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, options: RuleSetListOptions): Promise<RuleSetView[]> {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    let query = qb.selectFrom('rule_sets as s').selectAll('s').where('s.company_id', '=', companyId);
    const type = options.filter?.type;
    if (type) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('rules as r')
            .select('r.id')
            .whereRef('r.rule_set_id', '=', 's.id')
            .where('r.type', '=', type),
        ),
      );
    }
    const field = options.sort?.field ?? 'date';
    const order = options.sort?.order ?? 'asc';
    query =
      field === 'priority'
        ? query.orderBy(sql`s.priority ${sql.raw(order === 'desc' ? 'DESC' : 'ASC')} NULLS LAST`)
        : query.orderBy(`s.${field}`, order);
    const sets = await runRows(
      this.sql,
      query.orderBy('s.created_at').orderBy('s.id').offset(options.page.offset).limit(options.page.limit),
    );
    return this.views(await this.attachRules(sets), options.expand);
  }

  async create(caller: HqCaller, input: RuleSetInput, expand: readonly string[] = []): Promise<RuleSetView> {
    if (!input.company) throw fieldError('company', 'is required');
    if (!reachesCompany(caller, input.company)) throw notFound('company');
    if (input.date === undefined) throw fieldError('date', 'is required');
    const companyId = input.company;
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
    await this.checkEntities(companyId, rules);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.ruleSet.create({
        data: {
          company_id: companyId,
          title: input.title ?? '',
          date: data.date,
          rrule: data.rrule,
          starts_at: data.starts_at,
          ends_at: data.ends_at,
          priority: data.priority,
          rules: { create: rules.map((r, order) => ({ ...r, order })) },
        },
        include: withRules,
      });
      // A set may open time: the waitlist looks (docs/api-conventions.md#waitlist-and-booking-offers), recorded with the change.
      await triggerMatching(prismaTxSql(tx), companyId, 'rule_set.created');
      return created;
    });
    return (await this.views([row], expand))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: RuleSetInput,
    unset: readonly RuleSetUnsetField[] = [],
    expand: readonly string[] = [],
  ): Promise<RuleSetView> {
    const current = await this.load(caller, id);
    if (input.company !== undefined && input.company !== current.company_id) {
      if (!reachesCompany(caller, input.company)) throw notFound('company');
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
    if (input.rules) await this.checkEntities(current.company_id, rules);
    const row = await this.prisma.$transaction(async (tx) => {
      if (input.rules) {
        await tx.rule.deleteMany({ where: { rule_set_id: id } });
        await tx.rule.createMany({
          data: rules.map((r, order) => ({ ...r, company_id: current.company_id, rule_set_id: id, order })),
        });
      }
      const updated = await tx.ruleSet.update({
        where: rowKey(current.company_id, id),
        data: {
          title: input.title,
          date: data.date,
          rrule: data.rrule,
          starts_at: data.starts_at,
          ends_at: data.ends_at,
          priority: data.priority,
        },
        include: withRules,
      });
      await triggerMatching(prismaTxSql(tx), current.company_id, 'rule_set.updated');
      return updated;
    });
    return (await this.views([row], expand))[0];
  }

  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id);
    await this.prisma.$transaction(async (tx) => {
      await tx.ruleSet.delete({ where: rowKey(current.company_id, id) });
      // A closing set gone opens time.
      await triggerMatching(prismaTxSql(tx), current.company_id, 'rule_set.deleted');
    });
  }

  /** Every employee and resource a rule names must be a live one of the set's company. */
  private async checkEntities(companyId: string, rules: RuleData[]) {
    const employeeIds = [...new Set(rules.flatMap((r) => r.employees))];
    const resourceIds = [...new Set(rules.flatMap((r) => r.resources))];
    const [employees, resources] = await Promise.all([
      employeeIds.length
        ? this.prisma.employee.findMany({
            where: { id: { in: employeeIds }, company_id: companyId, deleted_at: null },
            select: { id: true },
          })
        : [],
      resourceIds.length
        ? this.prisma.resource.findMany({
            where: { id: { in: resourceIds }, company_id: companyId, deleted_at: null },
            select: { id: true },
          })
        : [],
    ]);
    const missingEmployee = employeeIds.find((e) => !employees.some((f) => f.id === e));
    if (missingEmployee) {
      throw new ApiError(404, 'not_found_error', 'resource_missing', `No such employee: ${missingEmployee}.`);
    }
    const missingResource = resourceIds.find((e) => !resources.some((f) => f.id === e));
    if (missingResource) {
      throw new ApiError(404, 'not_found_error', 'resource_missing', `No such resource: ${missingResource}.`);
    }
  }

  async views(rows: RuleSetWithRules[], expand: readonly string[] = []): Promise<RuleSetView[]> {
    const companyIds = [...new Set(rows.map((r) => r.company_id))];
    const zones = companyIds.length ? await ZONES.rows(this.sql, { ids: companyIds }) : [];
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
