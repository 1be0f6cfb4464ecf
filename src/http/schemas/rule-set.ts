import { Type } from 'typebox';
import { RULE_SET_SORT_FIELDS } from '../../domain/rule-sets/rule-set-service.ts';
import { Day, LocalTime, RuleTypeEnum } from '../../domain/rule-sets/schemas.ts';
import { SortParam } from '../query.ts';
import { Id, Nullable, Timestamp } from './common.ts';

const Opt = Type.Optional;
const AssociationOut = Type.Union([Type.Literal('include'), Type.Literal('exclude')]);

export const Rule = Type.Object({
  type: RuleTypeEnum,
  starts_at: LocalTime,
  ends_at: LocalTime,
  open: Opt(Nullable(Type.Boolean())),
  max_total_pax: Opt(Nullable(Type.Integer())),
  employees: Type.Array(Type.String()),
  employees_association: Nullable(AssociationOut),
  resources: Type.Array(Type.String()),
  resources_association: Nullable(AssociationOut),
  priority: Nullable(Type.Integer()),
});

export const RuleSet = Type.Object(
  {
    id: Id,
    company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    title: Opt(Type.String()),
    date: Opt(Day),
    rrule: Opt(Nullable(Type.String())),
    starts_at: Opt(LocalTime),
    ends_at: Opt(LocalTime),
    priority: Opt(Nullable(Type.Integer())),
    rules: Opt(Type.Array(Rule)),
    next_instance: Opt(Nullable(Day)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'RuleSet' },
);

export const RuleSetSort = SortParam(RULE_SET_SORT_FIELDS);
