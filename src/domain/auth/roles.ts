// Roles and permissions (docs/roles.md): the one matrix of who may do what through the HQ API,
// written once, as data. Everything else is derived from it: the check at the access point
// (access.ts), the `x-roles` of each operation in the OpenAPI document, the README's table, the
// test that calls every HQ operation as every role. A new HQ operation without an entry in
// OPERATION_PERMISSIONS fails test/domain/auth/roles.test.ts.

/** Roles a user holds in an enterprise (enterprise_admins.role). */
export const ENTERPRISE_ROLES = ['owner', 'admin'] as const;
/** Roles a user holds in a company, through their employee there (employees.role). */
export const COMPANY_ROLES = ['manager', 'front_desk', 'staff', 'accountant'] as const;
export const ROLES = [...ENTERPRISE_ROLES, ...COMPANY_ROLES] as const;

export type EnterpriseRole = (typeof ENTERPRISE_ROLES)[number];
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export type Role = EnterpriseRole | CompanyRole;

/**
 * What a permission covers. `*.read` permissions only read: a `read` token keeps those and no
 * other (the test checks that every GET operation needs a `.read` one and every other method not).
 * `enterprise.*` and `settlement_accounts.read` are enterprise-wide: only an enterprise role
 * grants them; every other permission is held per company.
 */
export const PERMISSIONS = {
  'account.read': "the caller's own tokens, companies and enterprises",
  'account.write': "revoking the caller's own tokens",
  'company.read': 'the company and its VATs',
  'company.settings': 'company settings, fiscalization onboarding, payment terminals',
  'catalog.read': 'services (event types and groups), resources, opening hours (rule sets), classes',
  'catalog.write': 'changing those, voucher templates, and the packages and memberships for sale',
  'staff.read': 'the employees',
  'staff.write': 'adding, changing and removing employees',
  'members.read': "who signs in to the company, in which role, and the company's invitations",
  'members.write': 'inviting people to the company, changing their company role, removing them',
  'bookings.read': 'bookings (events) and class attendees',
  'bookings.write': 'making and changing bookings, check-in',
  'customers.read': 'customers and their bookings',
  'customers.write': 'adding, changing, merging and removing customers',
  'customer_exports.read': "a customer's full export (personal data)",
  'waitlist.read': 'the waitlist',
  'waitlist.write': 'offering and removing waitlist entries',
  'activity.read': "the company's activity log and live change stream",
  'payments.read': 'payments',
  'payments.write': 'taking payments and sending receipts',
  'settlements.read': "the company's settlements",
  'vouchers.read': 'vouchers and voucher templates',
  'vouchers.write': 'changing vouchers and sending them',
  'packages.read': "customers' packages and memberships",
  'packages.write': "cancelling customers' memberships and refunding their packages",
  'webhooks.read': 'webhooks and their deliveries',
  'webhooks.write': 'adding, changing, testing and retrying webhooks',
  'enterprise.read': 'the enterprise and its companies',
  'enterprise.write': 'changing the enterprise (its profile, marketplace connection)',
  'settlement_accounts.read': "the enterprise's settlement accounts (bank details)",
  'enterprise_members.read': "the enterprise's owners and admins, and its invitations",
  'enterprise_members.write': 'inviting owners and admins, changing their role, removing them',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Permissions only an enterprise role grants, checked against the enterprise's roles. */
export const ENTERPRISE_PERMISSIONS: ReadonlySet<Permission> = new Set([
  'enterprise.write',
  'settlement_accounts.read',
  'enterprise_members.read',
  'enterprise_members.write',
]);

export const isReadPermission = (p: Permission) => p.endsWith('.read');

const EVERYONE: Permission[] = ['account.read', 'account.write', 'company.read', 'enterprise.read'];
const COMPANY_ALL: Permission[] = PERMISSION_NAMES.filter((p) => !ENTERPRISE_PERMISSIONS.has(p));

/**
 * The matrix: what each role may do. An enterprise role holds its permissions in the enterprise
 * and in each of its companies (as a manager would there, and more).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSION_NAMES,
  // Everything but choosing who else holds the enterprise: that is the owners' own.
  admin: PERMISSION_NAMES.filter((p) => p !== 'enterprise_members.write'),
  manager: COMPANY_ALL,
  front_desk: [
    ...EVERYONE,
    'catalog.read',
    'staff.read',
    'bookings.read',
    'bookings.write',
    'customers.read',
    'customers.write',
    'waitlist.read',
    'waitlist.write',
    'activity.read',
    'payments.read',
    'payments.write',
    'vouchers.read',
    'vouchers.write',
    'packages.read',
    'packages.write',
  ],
  staff: [...EVERYONE, 'catalog.read', 'staff.read', 'bookings.read', 'bookings.write', 'customers.read'],
  accountant: [
    ...EVERYONE,
    'catalog.read',
    'staff.read',
    'payments.read',
    'settlements.read',
    'vouchers.read',
    'packages.read',
  ],
};

/** One line per role: what it is for (README, docs/roles.md, the demo's log). */
export const ROLE_PURPOSE: Record<Role, string> = {
  owner: 'owns the enterprise: everything in it and its companies',
  admin: "runs the enterprise: everything in it and its companies but its owners' and admins' roles",
  manager: 'runs one company: everything in it, nothing enterprise-wide',
  front_desk:
    "bookings, customers, waitlist, check-in, payments and customers' packages; no settings, prices, staff or webhooks",
  staff: 'reads the catalog; reads and books their own calendar and its customers; no payments or settings',
  accountant: 'reads payments, settlements, vouchers and packages; changes nothing',
};

/**
 * A company's fields that belong to the platform, not the business: what the platform charges
 * (`payment_fees`, read by the weekly settlements), its billing of the business
 * (`billing_status`, `subscriptions`), the sign-up record (`signup`) and who claimed the listing
 * (`claims`). HQ shows them and refuses to change them, whatever the role (403
 * permission_error `platform_owned_field`); the operator sets them with `npm run admin --
 * set-platform-fields` (docs/roles.md).
 */
export const PLATFORM_FIELDS = [
  'payment_fees',
  'billing_status',
  'subscriptions',
  'signup',
  'claims',
] as const;
export type PlatformField = (typeof PLATFORM_FIELDS)[number];

/** The permission each HQ operation (by operationId) needs. */
export const OPERATION_PERMISSIONS: Record<string, Permission> = {
  listApiTokens: 'account.read',
  revokeApiToken: 'account.write',
  listCompanies: 'account.read',
  listEnterprises: 'account.read',

  getCompany: 'company.read',
  listCompanyVats: 'company.read',
  updateCompany: 'company.settings',
  restartFiscalizationOnboarding: 'company.settings',
  connectPaymentTerminal: 'company.settings',

  listCompanyActivities: 'activity.read',
  streamCompanyChanges: 'activity.read',

  getResource: 'catalog.read',
  listCompanyResources: 'catalog.read',
  updateResource: 'catalog.write',
  deleteResource: 'catalog.write',
  duplicateResource: 'catalog.write',
  createResource: 'catalog.write',
  getRuleSet: 'catalog.read',
  listCompanyRuleSets: 'catalog.read',
  createRuleSet: 'catalog.write',
  updateRuleSet: 'catalog.write',
  deleteRuleSet: 'catalog.write',
  getScheduledEvent: 'catalog.read',
  listCompanyScheduledEvents: 'catalog.read',
  createScheduledEvent: 'catalog.write',
  updateScheduledEvent: 'catalog.write',
  deleteScheduledEvent: 'catalog.write',
  listScheduledEventAttendees: 'bookings.read',
  getEventType: 'catalog.read',
  listCompanyEventTypes: 'catalog.read',
  createEventType: 'catalog.write',
  updateEventType: 'catalog.write',
  deleteEventType: 'catalog.write',
  getEventTypeGroup: 'catalog.read',
  listCompanyEventTypeGroups: 'catalog.read',
  createEventTypeGroup: 'catalog.write',
  updateEventTypeGroup: 'catalog.write',
  deleteEventTypeGroup: 'catalog.write',

  listCompanyEmployees: 'staff.read',
  getEmployee: 'staff.read',
  createEmployee: 'staff.write',

  listCompanyMembers: 'members.read',
  updateCompanyMember: 'members.write',
  removeCompanyMember: 'members.write',
  createCompanyInvitation: 'members.write',
  listCompanyInvitations: 'members.read',
  revokeCompanyInvitation: 'members.write',
  listEnterpriseMembers: 'enterprise_members.read',
  updateEnterpriseMember: 'enterprise_members.write',
  removeEnterpriseMember: 'enterprise_members.write',
  createEnterpriseInvitation: 'enterprise_members.write',
  listEnterpriseInvitations: 'enterprise_members.read',
  revokeEnterpriseInvitation: 'enterprise_members.write',
  updateEmployee: 'staff.write',
  deleteEmployee: 'staff.write',

  listHqEvents: 'bookings.read',
  getHqEvent: 'bookings.read',
  createHqEvent: 'bookings.write',
  createSeries: 'bookings.write',
  listSeries: 'bookings.read',
  getSeries: 'bookings.read',
  getSeriesCalendar: 'bookings.read',
  cancelSeries: 'bookings.write',
  changeSeries: 'bookings.write',
  updateHqEvent: 'bookings.write',
  revokeEventManageLinks: 'bookings.write',

  listCustomers: 'customers.read',
  getCustomer: 'customers.read',
  listCustomerEvents: 'customers.read',
  createCustomer: 'customers.write',
  updateCustomer: 'customers.write',
  deleteCustomer: 'customers.write',
  mergeCustomers: 'customers.write',
  exportCustomer: 'customer_exports.read',

  listWaitlistEntries: 'waitlist.read',
  getHqWaitlistEntry: 'waitlist.read',
  deleteWaitlistEntry: 'waitlist.write',
  offerWaitlistEntry: 'waitlist.write',

  listCompanyPayments: 'payments.read',
  getPayment: 'payments.read',
  createPayment: 'payments.write',
  updatePayment: 'payments.write',
  sendPaymentReceipt: 'payments.write',

  listCompanySettlements: 'settlements.read',
  listSettlementAccounts: 'settlement_accounts.read',
  getSettlementAccount: 'settlement_accounts.read',

  listCompanyVoucherTemplates: 'vouchers.read',
  getVoucherTemplate: 'vouchers.read',
  createVoucherTemplate: 'catalog.write',
  updateVoucherTemplate: 'catalog.write',
  deleteVoucherTemplate: 'catalog.write',
  listCompanyVouchers: 'vouchers.read',
  getVoucher: 'vouchers.read',
  updateVoucher: 'vouchers.write',
  sendVoucherNotification: 'vouchers.write',

  listCompanyPackageProducts: 'catalog.read',
  getPackageProduct: 'catalog.read',
  createPackageProduct: 'catalog.write',
  updatePackageProduct: 'catalog.write',
  deletePackageProduct: 'catalog.write',
  listCompanyCustomerPackages: 'packages.read',
  getCustomerPackage: 'packages.read',
  cancelCustomerPackage: 'packages.write',
  refundCustomerPackage: 'packages.write',

  getEnterprise: 'enterprise.read',
  listEnterpriseCompanies: 'enterprise.read',
  updateEnterprise: 'enterprise.write',

  listCompanyWebhooks: 'webhooks.read',
  getWebhook: 'webhooks.read',
  listWebhookDeliveries: 'webhooks.read',
  createWebhook: 'webhooks.write',
  updateWebhook: 'webhooks.write',
  deleteWebhook: 'webhooks.write',
  rotateWebhookSecret: 'webhooks.write',
  testWebhook: 'webhooks.write',
  retryWebhookDelivery: 'webhooks.write',
};

const GRANTS = new Map<Role, ReadonlySet<Permission>>(ROLES.map((r) => [r, new Set(ROLE_PERMISSIONS[r])]));

export function grants(role: Role, permission: Permission): boolean {
  return GRANTS.get(role)?.has(permission) ?? false;
}

/** The roles that may call an operation (x-roles in the OpenAPI document, the README table). */
export function rolesFor(operationId: string): Role[] {
  const permission = OPERATION_PERMISSIONS[operationId];
  return permission ? ROLES.filter((r) => grants(r, permission)) : [];
}

/** The permission an operation needs, or undefined for one outside the matrix. */
export function permissionOf(operationId: string | undefined): Permission | undefined {
  return operationId === undefined ? undefined : OPERATION_PERMISSIONS[operationId];
}

/** The sentence each HQ operation's description gains (generated into the OpenAPI document). */
export function rolesSentence(operationId: string): string {
  const permission = OPERATION_PERMISSIONS[operationId];
  if (!permission) return '';
  const roles = rolesFor(operationId).map((r) => `\`${r}\``);
  return `Roles: ${roles.join(', ')} (permission \`${permission}\`; docs/roles.md).`;
}

/**
 * The matrix as a Markdown table (permission × role), rendered into README.md and docs/roles.md
 * between `<!-- roles:start -->` and `<!-- roles:end -->`; test/docs/roles-table.test.ts checks
 * both equal this.
 */
export function rolesTable(): string {
  const head = `| Permission | What it covers | ${ROLES.map((r) => `\`${r}\``).join(' | ')} |`;
  const rule = `| --- | --- | ${ROLES.map(() => ':-:').join(' | ')} |`;
  const rows = PERMISSION_NAMES.map(
    (p) => `| \`${p}\` | ${PERMISSIONS[p]} | ${ROLES.map((r) => (grants(r, p) ? '✓' : '')).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}
