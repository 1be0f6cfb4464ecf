// The marketplace browse service's reads, each a prepared statement of a fixed shape.
import { prepared, qb } from '../../db/kysely.ts';
import { companyTypeIds, marketplaceCompanies } from '../companies/company-service.ts';

/** Companies by id as the marketplace view reads them, with their company types in order (one query). */
export const COMPANIES_BY_IDS = prepared((p: { ids: string[] }) =>
  marketplaceCompanies().where('c.id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** What a map shows of each company. */
export const MAP_COMPANIES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', 'c.url_name', 'c.enterprise_id', 'c.lat', 'c.lng', 'c.favorites'])
    .select(companyTypeIds)
    .where('c.id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export const VISIBLE_COMPANY = prepared((p: { id: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('id', '=', p.id)
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true),
);

export const ENTERPRISES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('enterprises')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export const MARKETPLACE_ENTERPRISES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('enterprises')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids)))
    .where('available_on_marketplace', '=', true),
);

export const ENTERPRISE_BY_SLUG = prepared((p: { slug: string }) =>
  qb
    .selectFrom('enterprises')
    .selectAll()
    .where('available_on_marketplace', '=', true)
    .where((eb) => eb.or([eb('url_name', '=', p.slug), eb('id', '=', p.slug)]))
    // A slug that is another enterprise's id: the slug wins.
    .orderBy((eb) => eb('url_name', '=', p.slug), 'desc')
    .limit(1),
);

/** An enterprise's marketplace-visible companies, in the enterprise's order. */
export const ENTERPRISE_COMPANIES = prepared((p: { enterpriseId: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('enterprise_id', '=', p.enterpriseId)
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true)
    .orderBy('enterprise_order')
    .orderBy('name')
    .orderBy('id'),
);

/** Live event types customers may book, of these companies, in creation order. */
export const BOOKABLE_EVENT_TYPES = prepared((p: { companyIds: string[] }) =>
  qb
    .selectFrom('event_types')
    .select(['id', 'company_id'])
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('deleted_at', 'is', null)
    .where('hidden', '=', false)
    .orderBy('created_at')
    .orderBy('id'),
);

/** Live employees a customer may see: bookable on the marketplace, in a visible company. */
const visibleEmployees = () =>
  qb
    .selectFrom('employees as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .selectAll('e')
    .where('e.deleted_at', 'is', null)
    .where('e.marketplace_enabled', '=', true)
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true);

export const COMPANY_EMPLOYEES = prepared((p: { companyId: string }) =>
  visibleEmployees().where('e.company_id', '=', p.companyId),
);

export const VISIBLE_EMPLOYEE = prepared((p: { id: string; companyId: string }) =>
  visibleEmployees().where('e.id', '=', p.id).where('e.company_id', '=', p.companyId),
);

export const EMPLOYEES_BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
