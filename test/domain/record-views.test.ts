// Every record view, built from the demo data (or, where the demo has none, from a row the test
// writes), checked at run time against the response schema it is typed with (issue #15). The
// type check (View<>) catches a view that drops or misspells a field; this catches what types
// cannot: a Json column that does not hold what its schema says, a Date where a string belongs,
// a number stored as text. Each view must have every field of its schema (only `absent` may be
// missing: what the view leaves to its caller or gives only to some records), no field the schema
// does not list, and pass the schema's own compiled check.
import type { TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qb, rows as runRows } from '../../src/db/kysely.ts';
import { activityView } from '../../src/domain/activities/activity-view.ts';
import { Activity } from '../../src/domain/activities/schemas.ts';
import { apiTokenView } from '../../src/domain/auth/auth-view.ts';
import { ApiTokenRecord } from '../../src/domain/auth/schemas.ts';
import { eventView, reservationView } from '../../src/domain/bookings/event-view.ts';
import { Event, Reservation } from '../../src/domain/bookings/schemas.ts';
import { companyView, marketplaceCompanyView } from '../../src/domain/companies/company-view.ts';
import { Company, MarketplaceCompany } from '../../src/domain/companies/schemas.ts';
import { customersByIds } from '../../src/domain/customers/customer-store.ts';
import { customerView } from '../../src/domain/customers/customer-view.ts';
import { Customer, CustomerAccount } from '../../src/domain/customers/schemas.ts';
import { employeeView } from '../../src/domain/employees/employee-view.ts';
import { Employee } from '../../src/domain/employees/schemas.ts';
import { enterpriseView } from '../../src/domain/enterprises/enterprise-view.ts';
import { Enterprise } from '../../src/domain/enterprises/schemas.ts';
import { eventTypeGroupView } from '../../src/domain/event-type-groups/event-type-group-view.ts';
import { EventTypeGroup, MarketplaceEventTypeGroup } from '../../src/domain/event-type-groups/schemas.ts';
import {
  categoryGroupView,
  categoryView,
  eventTypeView,
  marketplaceEventTypeView,
} from '../../src/domain/event-types/event-type-view.ts';
import {
  EventType,
  EventTypeCategory,
  EventTypeCategoryGroup,
  MarketplaceEventType,
} from '../../src/domain/event-types/schemas.ts';
import { categoryView as marketplaceCategoryView } from '../../src/domain/marketplace/marketplace-view.ts';
import {
  Category,
  MapCompany,
  MarketplaceEmployee,
  MarketplaceEnterprise,
} from '../../src/domain/marketplace/schemas.ts';
import { holdingView, productView } from '../../src/domain/packages/package-view.ts';
import { CustomerPackage, PackageProduct } from '../../src/domain/packages/schemas.ts';
import { checkoutView, paymentView } from '../../src/domain/payments/payment-view.ts';
import { CheckoutPayment, Payment, VoucherBalance } from '../../src/domain/payments/schemas.ts';
import { groupView, resourceView } from '../../src/domain/resources/resource-view.ts';
import { Resource, ResourceGroup } from '../../src/domain/resources/schemas.ts';
import { ruleSetView } from '../../src/domain/rule-sets/rule-set-view.ts';
import { RuleSet } from '../../src/domain/rule-sets/schemas.ts';
import { withTiers } from '../../src/domain/scheduled-events/scheduled-event-store.ts';
import {
  marketplaceScheduledEventView,
  scheduledEventView,
} from '../../src/domain/scheduled-events/scheduled-event-view.ts';
import { MarketplaceScheduledEvent, ScheduledEvent } from '../../src/domain/scheduled-events/schemas.ts';
import { Settlement, SettlementAccount } from '../../src/domain/settlements/schemas.ts';
import { weekStartOf } from '../../src/domain/settlements/settlement-service.ts';
import { settlementAccountView, settlementView } from '../../src/domain/settlements/settlement-view.ts';
import { Vat } from '../../src/domain/vats/schemas.ts';
import { vatView } from '../../src/domain/vats/vat-view.ts';
import { Voucher, VoucherTemplate } from '../../src/domain/vouchers/schemas.ts';
import { voucherBalanceView } from '../../src/domain/vouchers/voucher-shop.ts';
import { voucherTemplateView, voucherView } from '../../src/domain/vouchers/voucher-view.ts';
import { BookingOffer, WaitlistEntry } from '../../src/domain/waitlist/schemas.ts';
import { entryView, offerView } from '../../src/domain/waitlist/waitlist-view.ts';
import { WebhookDelivery, WebhookEndpoint } from '../../src/domain/webhooks/schemas.ts';
import { webhookDeliveryView, webhookEndpointView } from '../../src/domain/webhooks/webhook-view.ts';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What is wrong with `view` as a `schema` record: a field of the schema it lacks (unless named in
 * `absent`), a field the schema does not list, and the schema's own check's errors.
 */
function problems(schema: TObject, view: unknown, absent: readonly string[] = []): string[] {
  if (!view || typeof view !== 'object') return ['not an object'];
  const fields = Object.keys(schema.properties);
  const out = [
    ...fields.filter((f) => !(f in view) && !absent.includes(f)).map((f) => `missing ${f}`),
    ...Object.keys(view)
      .filter((k) => !fields.includes(k))
      .map((k) => `not in the schema: ${k}`),
  ];
  const check = Compile(schema);
  if (!check.Check(view)) {
    for (const e of check.Errors(view)) out.push(`${e.instancePath || '/'} ${e.message}`);
  }
  return out;
}

let t: TestApp;
let db: TestApp['db']['sql'];
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  db = t.db.sql;
  // The demo data is written outside requests, so it has no activity: one HQ write through the API.
  const res = await t.http
    .post('/v1/hq/customers')
    .set({ Authorization: `Bearer ${seeded!.token}` })
    .send({ company: DEMO.salon, name: 'Record Views' });
  expect(res.status).toBe(200);
  // The demo has no marketplace account: one signs up.
  await signUpCustomer(t.app, t.db.sql, {
    email: 'record-views@example.com',
    password: 'long enough password',
    name: 'Record Views',
  });
  // Settlements as the weekly job writes them, for the weeks of the demo's captured payments.
  const captured = await runRows(
    db,
    qb.selectFrom('payments').select(['company_id', 'created_at']).where('status', '=', 'unsettled'),
  );
  for (const p of captured)
    await t.app.services.settlements.settleWeek(p.company_id, weekStartOf(p.created_at));
  // The demo has no event type categories: one group with one category, as HQ would write them.
  const group = await t.db.prisma.eventTypeCategoryGroup.create({
    data: { company_id: DEMO.salon, title: 'Hair', title_translations: { is: 'Hár' }, order: 1 },
  });
  await t.db.prisma.eventTypeCategory.create({
    data: {
      company_id: DEMO.salon,
      event_type_category_group_id: group.id,
      title: 'Cuts',
      title_translations: { is: 'Klipping' },
      description: 'Every cut',
      order: 1,
    },
  });
});
afterAll(() => t?.close());

/** One kind of record: its schema, its views (at least one, else nothing was checked), what may be absent. */
interface Case {
  schema: TObject;
  views: () => Promise<unknown[]>;
  absent?: string[];
}

const cases: Record<string, Case> = {
  event: {
    schema: Event,
    views: async () => {
      const customers = await runRows(db, qb.selectFrom('customers').select(['company_id', 'id']));
      const rows = await Promise.all(
        customers.map((c) => t.app.services.bookings.eventsOfCustomer(c.company_id, c.id)),
      );
      return rows.flat().map(eventView);
    },
    // What a create that spent a voucher adds.
    absent: ['voucher'],
  },
  reservation: {
    schema: Reservation,
    // The demo holds no slot: a row as the booking transaction writes it.
    views: async () => {
      const at = new Date('2027-03-01T10:00:00Z');
      const plain = {
        id: 'reservation_fixture',
        company_id: DEMO.salon,
        event_type_ids: ['et_fixture'],
        starts_at: at,
        ends_at: new Date(at.getTime() + 3_600_000),
        number_of_guests: 2,
        employee_id: null,
        space_id: 'space_fixture',
        resource_ids: ['space_fixture'],
        segments: null,
        marketplace_user_id: null,
        expires_at: new Date(at.getTime() - 60_000),
        consumed_at: null,
        event_id: null,
        created_at: new Date(at.getTime() - 600_000),
      };
      // and a hold of a visit (docs/bookings.md#visits): its segments as the Json column keeps them
      const visit = {
        ...plain,
        id: 'visit_reservation_fixture',
        event_type_ids: ['et_colour', 'et_cut'],
        employee_id: 'emp_anna',
        space_id: null,
        resource_ids: [],
        segments: [
          {
            event_type_id: 'et_colour',
            employee_id: 'emp_anna',
            space_id: null,
            starts_at: '2027-03-01T10:00:00.000Z',
            ends_at: '2027-03-01T11:30:00.000Z',
          },
          {
            event_type_id: 'et_cut',
            employee_id: 'emp_ben',
            space_id: null,
            starts_at: '2027-03-01T11:30:00.000Z',
            ends_at: '2027-03-01T12:00:00.000Z',
          },
        ],
      };
      return [reservationView(plain), reservationView(visit)];
    },
  },
  'api token': {
    schema: ApiTokenRecord,
    views: async () => (await runRows(db, qb.selectFrom('api_tokens').selectAll())).map(apiTokenView),
  },
  'customer account': {
    schema: CustomerAccount,
    views: async () => {
      const users = await runRows(db, qb.selectFrom('marketplace_users').select('id'));
      return Promise.all(users.map((u) => t.app.services.customers.get(u.id)));
    },
  },
  activity: {
    schema: Activity,
    views: async () => (await runRows(db, qb.selectFrom('activities').selectAll())).map(activityView),
  },
  customer: {
    schema: Customer,
    views: async () => {
      const ids = (await runRows(db, qb.selectFrom('customers').select('id'))).map((c) => c.id);
      return (await customersByIds(db, ids)).map(customerView);
    },
  },
  company: {
    schema: Company,
    views: async () =>
      (await runRows(db, qb.selectFrom('companies').selectAll())).map((r) => companyView(r, [])),
  },
  'marketplace company': {
    schema: MarketplaceCompany,
    views: async () =>
      (await runRows(db, qb.selectFrom('companies').selectAll())).map((r) =>
        marketplaceCompanyView(r, [], 120.5),
      ),
  },
  'marketplace company without a distance': {
    schema: MarketplaceCompany,
    views: async () =>
      (await runRows(db, qb.selectFrom('companies').selectAll())).map((r) => marketplaceCompanyView(r)),
    absent: ['distance'],
  },
  'map company': {
    schema: MapCompany,
    views: () => t.app.services.browse.mapCompanies({}),
    absent: ['distance'],
  },
  'marketplace enterprise': {
    schema: MarketplaceEnterprise,
    views: async () => [await t.app.services.browse.enterpriseBySlug('northlight')],
  },
  'marketplace employee': {
    schema: MarketplaceEmployee,
    views: () => t.app.services.browse.companyEmployees(DEMO.salon, { page: { offset: 0, limit: 100 } }),
    absent: ['distance'],
  },
  employee: {
    schema: Employee,
    views: async () =>
      (await runRows(db, qb.selectFrom('employees').selectAll())).map((r) =>
        employeeView({ ...r, user: null }),
      ),
  },
  enterprise: {
    schema: Enterprise,
    views: async () =>
      (await runRows(db, qb.selectFrom('enterprises').selectAll())).map((r) =>
        enterpriseView(r, [DEMO.salon]),
      ),
  },
  'event type': {
    schema: EventType,
    views: async () =>
      (await runRows(db, qb.selectFrom('event_types').selectAll())).map((r) => eventTypeView(r, 'ISK')),
  },
  'marketplace event type': {
    schema: MarketplaceEventType,
    views: async () =>
      (await runRows(db, qb.selectFrom('event_types').selectAll())).map((r) =>
        marketplaceEventTypeView(r, 'ISK'),
      ),
  },
  'event type category': {
    schema: EventTypeCategory,
    views: async () =>
      (await runRows(db, qb.selectFrom('event_type_categories').selectAll())).map(categoryView),
  },
  'event type category group': {
    schema: EventTypeCategoryGroup,
    views: async () =>
      (await runRows(db, qb.selectFrom('event_type_category_groups').selectAll())).map(categoryGroupView),
  },
  'event type group': {
    schema: EventTypeGroup,
    views: async () => {
      const items = await runRows(db, qb.selectFrom('event_type_group_items').selectAll());
      return (await runRows(db, qb.selectFrom('event_type_groups').selectAll())).map((g) =>
        eventTypeGroupView({ ...g, items: items.filter((i) => i.event_type_group_id === g.id) }),
      );
    },
  },
  'marketplace event type group': {
    schema: MarketplaceEventTypeGroup,
    views: () =>
      t.app.services.menu.eventTypeGroups(DEMO.salon, {
        page: { offset: 0, limit: 100 },
        expand: ['event_types'],
      }),
  },
  category: {
    schema: Category,
    views: async () =>
      (await runRows(db, qb.selectFrom('company_types').selectAll())).map((r) =>
        marketplaceCategoryView('company_types', r),
      ),
  },
  payment: {
    schema: Payment,
    views: async () => (await runRows(db, qb.selectFrom('payments').selectAll())).map(paymentView),
  },
  'checkout payment': {
    schema: CheckoutPayment,
    views: async () => (await runRows(db, qb.selectFrom('payments').selectAll())).map(checkoutView),
  },
  settlement: {
    schema: Settlement,
    views: async () => {
      const accounts = await runRows(db, qb.selectFrom('settlement_accounts').selectAll());
      return (await runRows(db, qb.selectFrom('settlements').selectAll())).map((r) =>
        settlementView({
          ...r,
          settlement_account: accounts.find((a) => a.id === r.settlement_account_id) ?? null,
        }),
      );
    },
  },
  'settlement account': {
    schema: SettlementAccount,
    views: async () =>
      (await runRows(db, qb.selectFrom('settlement_accounts').selectAll())).map(settlementAccountView),
  },
  voucher: {
    schema: Voucher,
    views: async () => (await runRows(db, qb.selectFrom('vouchers').selectAll())).map((r) => voucherView(r)),
  },
  'voucher balance': {
    schema: VoucherBalance,
    views: async () =>
      (await runRows(db, qb.selectFrom('vouchers').selectAll())).map((r) => voucherBalanceView(r)),
  },
  // docs/packages.md: the demo's products and what Guðrún and Ólafur hold.
  'package product': {
    schema: PackageProduct,
    views: async () => (await runRows(db, qb.selectFrom('package_products').selectAll())).map(productView),
  },
  'customer package': {
    schema: CustomerPackage,
    views: async () =>
      (await runRows(db, qb.selectFrom('customer_packages').selectAll())).map((r) => holdingView(r)),
  },
  'voucher template': {
    schema: VoucherTemplate,
    views: async () =>
      (await runRows(db, qb.selectFrom('voucher_templates').selectAll())).map(voucherTemplateView),
  },
  resource: {
    schema: Resource,
    views: async () => {
      const groups = await runRows(db, qb.selectFrom('resource_groups').selectAll());
      const resources = await runRows(db, qb.selectFrom('resources').selectAll());
      return resources.map((r) => {
        const group = groups.find((g) => g.id === r.resource_group_id);
        return resourceView(
          r,
          group && { ...group, resources: resources.filter((m) => m.resource_group_id === group.id) },
        );
      });
    },
  },
  'resource group': {
    schema: ResourceGroup,
    views: async () => {
      const resources = await runRows(db, qb.selectFrom('resources').selectAll());
      return (await runRows(db, qb.selectFrom('resource_groups').selectAll())).map((g) =>
        groupView({ ...g, resources: resources.filter((m) => m.resource_group_id === g.id) }),
      );
    },
  },
  'rule set': {
    schema: RuleSet,
    views: async () => {
      const rules = await runRows(db, qb.selectFrom('rules').selectAll());
      return (await runRows(db, qb.selectFrom('rule_sets').selectAll())).map((s) =>
        ruleSetView(
          { ...s, rules: rules.filter((r) => r.rule_set_id === s.id) },
          'Atlantic/Reykjavik',
          new Date(),
        ),
      );
    },
  },
  'scheduled event': {
    schema: ScheduledEvent,
    views: async () =>
      (await withTiers(db, await runRows(db, qb.selectFrom('scheduled_events').selectAll()))).map(
        scheduledEventView,
      ),
  },
  'marketplace scheduled event': {
    schema: MarketplaceScheduledEvent,
    views: async () =>
      (await withTiers(db, await runRows(db, qb.selectFrom('scheduled_events').selectAll()))).map(
        marketplaceScheduledEventView,
      ),
  },
  vat: {
    schema: Vat,
    views: async () => (await runRows(db, qb.selectFrom('vats').selectAll())).map((r) => vatView(r, false)),
  },
  'waitlist entry': {
    schema: WaitlistEntry,
    views: async () => {
      const offers = await runRows(db, qb.selectFrom('booking_offers').selectAll());
      return (await runRows(db, qb.selectFrom('waitlist_entries').selectAll())).map((e) =>
        entryView(
          e,
          offers.find((o) => o.id === e.offer_id),
        ),
      );
    },
  },
  'booking offer': {
    schema: BookingOffer,
    views: async () => (await runRows(db, qb.selectFrom('booking_offers').selectAll())).map(offerView),
  },
  'webhook endpoint': {
    schema: WebhookEndpoint,
    views: async () =>
      (await runRows(db, qb.selectFrom('webhook_endpoints').selectAll())).map(webhookEndpointView),
  },
  'webhook delivery': {
    schema: WebhookDelivery,
    views: async () => {
      const messages = await runRows(db, qb.selectFrom('webhook_messages').selectAll());
      return (await runRows(db, qb.selectFrom('webhook_deliveries').selectAll())).map((d) =>
        webhookDeliveryView({ ...d, message: messages.find((m) => m.id === d.message_id)! }),
      );
    },
  },
};

describe('record views match their response schemas (issue #15)', () => {
  it.each(Object.keys(cases))('%s', async (kind) => {
    const { schema, views, absent } = cases[kind];
    const built = await views();
    expect(built.length).toBeGreaterThan(0);
    const wrong = built.map((v) => problems(schema, v, absent)).filter((p) => p.length > 0);
    expect(wrong).toEqual([]);
  });

  // The check itself: a view that lost a field, gained one, or holds a Date is caught.
  it('fails a view that drops a field, adds one, or holds a Date where a timestamp belongs', async () => {
    const [customer] = await cases.customer.views();
    expect(problems(Customer, customer)).toEqual([]);
    const { notes: _, ...dropped } = customer as Record<string, unknown>;
    expect(problems(Customer, dropped)).toEqual(['missing notes']);
    expect(problems(Customer, { ...(customer as object), note: 'x' })).toEqual(['not in the schema: note']);
    const dated = problems(Customer, { ...(customer as object), created_at: new Date() });
    expect(dated.some((p) => p.startsWith('/created_at'))).toBe(true);
  });
});
