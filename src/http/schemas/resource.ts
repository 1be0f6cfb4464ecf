import { RESOURCE_SORT_FIELDS } from '../../domain/resources/schemas.ts';
import { SortParam } from '../query.ts';

export { Resource, ResourceGroup } from '../../domain/resources/schemas.ts';

export const ResourceSort = SortParam(RESOURCE_SORT_FIELDS);
