// Where each table of the schema lives once the database is distributed by tenant with Citus
// (docs/scaling.md). The one classification in the project: the catalogue test
// (test/db/tenancy.test.ts) checks the migrated schema against it, the statement checker
// (scripts/check-statements.ts) checks every statement the suite sends against it, and
// docs/scaling.md lists the same tables (test/db/scaling-doc.test.ts compares them).

/**
 * Distributed by `company_id`, all co-located with each other: one company's rows of every one
 * of these tables live on the same worker node, so a transaction within one company (a booking:
 * events, event services, occupancies, its hold) runs on one node.
 */
export const DISTRIBUTED_TABLES = [
  'activities',
  'booking_links',
  'booking_offers',
  'change_versions',
  'customer_packages',
  'customers',
  'employees',
  'event_services',
  'event_type_categories',
  'event_type_category_groups',
  'event_type_group_items',
  'event_type_groups',
  'event_types',
  'events',
  'fiscalization_onboardings',
  'live_stream_leases',
  'occupancies',
  'package_credits',
  'package_products',
  'payment_shares',
  'payments',
  'resource_groups',
  'resources',
  'rule_sets',
  'rules',
  'scheduled_event_tiers',
  'scheduled_events',
  'series',
  'settlements',
  'time_slot_reservations',
  'voucher_redemptions',
  'voucher_templates',
  'vouchers',
  'waitlist_entries',
  'waitlist_triggers',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_messages',
  'webhook_stream_counters',
] as const;

/**
 * Reference tables: small, read everywhere, replicated to every node. `companies` is the tenant
 * registry (slugs and invite links are unique across tenants, the marketplace lists companies
 * across tenants); enterprise-level rows (`enterprises`, their admins, `settlement_accounts`)
 * have no company; users and tokens reach many companies (a customer books with many); the
 * category tables and `vats` (country rates have no company) are shared data; a payment terminal
 * moves between companies and has none while disconnected. A company's categories
 * (`company_company_types`, `company_service_types`, `company_cuisines`, `company_dietaries`,
 * `company_ambiences`: a few rows per company, changed with its profile) are part of the tenant
 * registry: the marketplace's list, search and map read them beside `companies` for every company
 * (the filters and `company_type_ids`), which Citus cannot do with a distributed table
 * ("correlated subqueries are not supported when the FROM clause contains a reference table").
 * Replicated, a profile change writes every node (rare), and those reads stay as they are.
 * `shared_change_versions` holds the change versions of the reference tables themselves (written
 * by the coordinator, read beside a company's own versions in one single-node query).
 */
export const REFERENCE_TABLES = [
  'ambiences',
  'api_tokens',
  'companies',
  'company_ambiences',
  'company_company_types',
  'company_cuisines',
  'company_dietaries',
  'company_service_types',
  'company_types',
  'cuisines',
  'dietaries',
  'enterprise_admins',
  'enterprises',
  'hq_invitations',
  'hq_users',
  'marketplace_signups',
  'marketplace_users',
  'payment_terminal_moves',
  'payment_terminals',
  'service_types',
  'settlement_accounts',
  'shared_change_versions',
  'vats',
] as const;

/**
 * The coordinator's own: request bookkeeping keyed by client, message or counted key rather than
 * by company, short-lived, and Prisma's migration history.
 */
export const LOCAL_TABLES = [
  '_prisma_migrations',
  'attempt_counters',
  'idempotency_keys',
  'outbox_messages',
] as const;

export type DistributedTable = (typeof DISTRIBUTED_TABLES)[number];
export type TablePlacement = 'distributed' | 'reference' | 'local';

const placements = new Map<string, TablePlacement>([
  ...DISTRIBUTED_TABLES.map((t) => [t, 'distributed'] as const),
  ...REFERENCE_TABLES.map((t) => [t, 'reference'] as const),
  ...LOCAL_TABLES.map((t) => [t, 'local'] as const),
]);

/** Where a table of the schema lives; undefined for a name that is not one of its tables. */
export function placementOf(table: string): TablePlacement | undefined {
  return placements.get(table);
}

/** The distribution column of every distributed table. */
export const DISTRIBUTION_COLUMN = 'company_id';

/**
 * The references between distributed tables that deleting the referenced row clears: the
 * referencing row keeps its company and loses `column` (docs/scaling.md, "Keys that clear their
 * reference"). Each is a key `(company_id, column) -> table (company_id, id)` with no action (NO
 * ACTION) and a trigger on `references`, `"Clear <table>.<column>"`, that sets the column to NULL
 * after the delete: Citus refuses `ON DELETE SET NULL` on a key that holds the distribution
 * column even with a column list (`SET NULL (x_id)`), so the trigger does the same on one
 * PostgreSQL and on a cluster. The catalogue test (test/db/tenancy.test.ts) checks the keys and
 * triggers against this list.
 */
export const CLEARED_REFERENCES: readonly { table: string; column: string; references: string }[] = [
  { table: 'resources', column: 'resource_group_id', references: 'resource_groups' },
  {
    table: 'event_type_categories',
    column: 'event_type_category_group_id',
    references: 'event_type_category_groups',
  },
  { table: 'event_types', column: 'event_type_category_group_id', references: 'event_type_category_groups' },
  { table: 'event_types', column: 'event_type_category_id', references: 'event_type_categories' },
  { table: 'event_type_groups', column: 'parent_event_type_group_id', references: 'event_type_groups' },
  { table: 'events', column: 'employee_id', references: 'employees' },
  { table: 'event_services', column: 'employee_id', references: 'employees' },
  { table: 'time_slot_reservations', column: 'employee_id', references: 'employees' },
  { table: 'payments', column: 'employee_id', references: 'employees' },
  { table: 'events', column: 'space_id', references: 'resources' },
  { table: 'event_services', column: 'resource_id', references: 'resources' },
  { table: 'time_slot_reservations', column: 'space_id', references: 'resources' },
  { table: 'events', column: 'customer_id', references: 'customers' },
  { table: 'payments', column: 'customer_id', references: 'customers' },
  { table: 'vouchers', column: 'customer_id', references: 'customers' },
  { table: 'time_slot_reservations', column: 'event_id', references: 'events' },
  { table: 'payments', column: 'event_id', references: 'events' },
  { table: 'payments', column: 'voucher_id', references: 'vouchers' },
  { table: 'payments', column: 'settlement_id', references: 'settlements' },
  { table: 'voucher_templates', column: 'event_type_id', references: 'event_types' },
];

/**
 * The reads that cannot name one company, by kind, each with why (docs/scaling.md, "What is
 * left"). Such a read declares its kind in its text, `/* across companies: <kind> *\/`
 * (`acrossCompanies(kind)`; `readsAcross(kind)` in src/db/kysely.ts for a Kysely select), and the
 * statement checker (scripts/statement-rules.ts) then does not count it as `unconstrained`: a
 * plain read without locks, which a distributed database runs on every node in parallel. A write
 * or a lock across companies is never declared away.
 */
export const ACROSS_COMPANIES = {
  'marketplace-id':
    'a load by the unguessable id in a marketplace URL that names no company (a booking, hold, offer, waitlist entry, class, resource, voucher template or voucher code): the company is known from the row',
  'marketplace-user':
    "a marketplace customer's own list: one account books with many companies, and its rows are in each",
  'marketplace-search': 'the marketplace search: every visible company is a candidate',
  'hq-user': "the HQ caller's employee rows: one user works in any number of companies",
  'job-scan':
    "a job finding its work among every company's rows (then each company's rows by key, in statements that name it)",
} as const;

export type AcrossCompanies = keyof typeof ACROSS_COMPANIES;

/** The comment that declares a read across companies, to put in a statement's text. */
export function acrossCompanies(kind: AcrossCompanies): string {
  return `/* across companies: ${kind} */`;
}
