import { Type } from 'typebox';
import { MENU_EVENT_TYPE_SORT_FIELDS, MENU_GROUP_SORT_FIELDS } from '../../domain/marketplace/schemas.ts';
import { SortParam } from '../query.ts';
import { CompanyRef, Id } from './common.ts';

export { MarketplaceEventTypeGroup } from '../../domain/event-type-groups/schemas.ts';
export { MarketplaceEventType } from '../../domain/event-types/schemas.ts';

const Opt = Type.Optional;

export const MenuEventTypeFilter = Type.Object(
  {
    employee: Opt({ ...Id, description: 'Only what this employee performs.' }),
    space: Opt({ ...Id, description: 'Only what takes place in this space.' }),
    group: Opt({ ...Id, description: 'Only members of this event type group.' }),
  },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON, e.g. {"employee":"..."}. An unknown employee, space or group is a 404.',
  },
);

export const MenuEventTypeSort = SortParam(MENU_EVENT_TYPE_SORT_FIELDS);
export const MenuGroupSort = SortParam(MENU_GROUP_SORT_FIELDS);

/** `{company_id}` on the menu paths: the company's id or its url_name (docs/api-conventions.md#company-ids-on-the-marketplace). */
export const CompanyRefParams = Type.Object(
  {
    company_id: CompanyRef,
  },
  { additionalProperties: false },
);
