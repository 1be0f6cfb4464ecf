import type { Row } from '../../db/kysely.ts';
import { effectiveRule, nextInstance, type RuleData } from './rules.ts';
import type { RuleSetView, RuleView } from './schemas.ts';

type Rule = Row<'rules'>;
type RuleSet = Row<'rule_sets'>;

/** A rule set with its rules in order (from Kysely or Prisma: the same columns). */
export type RuleSetWithRules = RuleSet & { rules: Rule[] };

/** A rule as the API shows it: its effective window and priority (own, else its set's). */
export function ruleView(set: RuleSet, rule: Rule): RuleView {
  const eff = effectiveRule(set, ruleData(rule));
  return {
    type: eff.type,
    starts_at: eff.starts_at,
    ends_at: eff.ends_at,
    ...(eff.type === 'max_total_pax' ? { max_total_pax: eff.max_total_pax } : { open: eff.open }),
    employees: eff.employees,
    employees_association: eff.employees_association,
    resources: eff.resources,
    resources_association: eff.resources_association,
    priority: eff.priority,
  };
}

export function ruleData(rule: Rule): RuleData {
  return {
    type: rule.type,
    starts_at: rule.starts_at,
    ends_at: rule.ends_at,
    open: rule.open,
    max_total_pax: rule.max_total_pax,
    employees: rule.employees,
    employees_association: rule.employees_association,
    resources: rule.resources,
    resources_association: rule.resources_association,
    priority: rule.priority,
  };
}

/** A rule set as the API shows it (docs/api-conventions.md#rule-sets). */
export function ruleSetView(row: RuleSetWithRules, timeZone: string, now: Date): RuleSetView {
  return {
    id: row.id,
    company: row.company_id,
    title: row.title,
    date: row.date,
    rrule: row.rrule,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    priority: row.priority,
    rules: [...row.rules].sort((a, b) => a.order - b.order).map((r) => ruleView(row, r)),
    next_instance: nextInstance(row, now, timeZone),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type { RuleSetView };
