import { Type } from 'typebox';
import { Order } from '../../domain/marketplace/schemas.ts';

export {
  Category,
  MapCompany,
  MarketplaceCompanyExpandable,
  MarketplaceEmployee,
  MarketplaceEnterprise,
  MarketplaceEnterpriseSummary,
} from '../../domain/marketplace/schemas.ts';

const Opt = Type.Optional;
const Obj = <T extends Record<string, any>>(props: T, description?: string) =>
  Type.Object(props, { additionalProperties: false, ...(description ? { description } : {}) });

export const CATEGORY_SORT_FIELDS = ['order', 'name', 'created_at'] as const;
export const CategorySort = Obj(
  { field: Type.Union(CATEGORY_SORT_FIELDS.map((f) => Type.Literal(f))), order: Opt(Order) },
  'URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name.',
);
