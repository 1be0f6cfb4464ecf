// What each cached request-path read depends on, declared once: the tables its SQL reads, for
// the company it answers about (ofCompany) or for any company (anyCompany: a lookup by slug or
// token, a list across companies). test/domain/cache/cached-reads.test.ts checks, with EXPLAIN,
// that every table each read's SQL touches is declared here, and that every declared table
// notifies (migration table_changes_notify). Time is never cached: an answer that depends on
// now (a token's expiry) keeps that part out and checks it on every use.
import type { Dependency } from './table-changes.ts';

export interface ReadTables {
  readonly anyCompany: readonly string[];
  readonly ofCompany: readonly string[];
}

export const CACHED_READS = {
  /** auth-service.ts hqCaller: the token and its user's reach, found by the token's hash. */
  hqCaller: { anyCompany: ['api_tokens', 'employees', 'enterprise_admins', 'companies'], ofCompany: [] },
  /** resource-service.ts: a company's resources without filters, with their groups. */
  hqResources: { anyCompany: [], ofCompany: ['resources', 'resource_groups'] },
  /** company-service.ts marketplaceBySlug: found by slug or id among all companies. */
  marketplaceCompany: { anyCompany: ['companies', 'company_company_types'], ofCompany: [] },
  /** company-service.ts companyIdOf: a company's id by the id or url_name a marketplace request gave. */
  companyRef: { anyCompany: ['companies'], ofCompany: [] },
  /** browse-service.ts listCompanies: a page of all companies, its filters and expansions. */
  marketplaceCompanies: {
    anyCompany: [
      'companies',
      'enterprises',
      'company_company_types',
      'company_service_types',
      'company_cuisines',
      'company_dietaries',
      'company_ambiences',
      'company_types',
    ],
    ofCompany: [],
  },
  /** service-menu.ts eventTypes: the company by slug or id, its event types, the filters' rows. */
  serviceMenu: {
    anyCompany: ['companies'],
    ofCompany: ['event_types', 'employees', 'resources', 'event_type_groups', 'event_type_group_items'],
  },
  /** service-menu.ts eventTypeGroups: the company by slug or id, its groups and event types. */
  serviceMenuGroups: {
    anyCompany: ['companies'],
    ofCompany: ['event_types', 'event_type_groups', 'event_type_group_items'],
  },
} as const satisfies Record<string, ReadTables>;

/** The dependencies of a read's answer about `companyId`. */
export function dependencies(read: ReadTables, companyId?: string): Dependency[] {
  return [
    ...read.anyCompany.map((table) => ({ table })),
    ...read.ofCompany.map((table) => (companyId === undefined ? { table } : { table, company: companyId })),
  ];
}
