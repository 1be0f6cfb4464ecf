import { RULE_SET_SORT_FIELDS } from '../../domain/rule-sets/schemas.ts';
import { SortParam } from '../query.ts';

export { Rule, RuleSet } from '../../domain/rule-sets/schemas.ts';

export const RuleSetSort = SortParam(RULE_SET_SORT_FIELDS);
