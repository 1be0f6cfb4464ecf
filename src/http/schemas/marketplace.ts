import { Type } from 'typebox';
import { Order } from '../../domain/marketplace/schemas.ts';
import { Obj } from '../../domain/shared/schemas.ts';

export {
  Category,
  MapCompany,
  MarketplaceCompanyExpandable,
  MarketplaceEmployee,
  MarketplaceEnterprise,
  MarketplaceEnterpriseSummary,
} from '../../domain/marketplace/schemas.ts';

const Opt = Type.Optional;

export const CATEGORY_SORT_FIELDS = ['order', 'name', 'created_at'] as const;
export const CategorySort = Obj(
  { field: Type.Union(CATEGORY_SORT_FIELDS.map((f) => Type.Literal(f))), order: Opt(Order) },
  { description: 'URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name.' },
);
