// The data access rule (docs/data-access.md): a request reaches PostgreSQL only through its
// area's store (`<area>-store.ts`: all of the area's SQL, written with Kysely typed from the
// schema), and no type is asserted on a row. Checked on the text of every file on a request path
// (src/domain, src/hq, src/marketplace, src/http). The files not yet converted are listed below;
// each list may only shrink: a listed file that keeps the rule fails the test until it leaves
// the list, and a file not listed that breaks the rule fails it at once.
import { describe, expect, it } from 'vitest';
import { read, rowAssertionsIn, sourceFiles, waysIn } from './source.ts';

const REQUEST_PATHS = ['domain', 'hq', 'marketplace', 'http'];

/** Work list: files outside a store that still send SQL (areas not yet converted). */
const SQL_OUTSIDE_STORES_LEFT = [
  'domain/auth/attempts.ts',
  'domain/auth/auth-service.ts',
  'domain/bookings/class-reads.ts',
  'domain/bookings/customer-records.ts',
  'domain/bookings/event-create.ts',
  'domain/bookings/event-reads.ts',
  'domain/bookings/event-update.ts',
  'domain/bookings/idempotency.ts',
  'domain/bookings/loaders.ts',
  'domain/bookings/reservations.ts',
  'domain/bookings/seat-create.ts',
  'domain/bookings/seats.ts',
  'domain/bookings/store.ts',
  'domain/bookings/time-slots.ts',
  'domain/cache/table-changes.ts',
  'domain/companies/company-service.ts',
  'domain/companies/company-update.ts',
  'domain/customers/customer-accounts.ts',
  'domain/customers/customer-link.ts',
  'domain/customers/customer-privacy.ts',
  'domain/customers/customer-service.ts',
  'domain/jobs/job-runner.ts',
  'domain/marketplace/browse-queries.ts',
  'domain/marketplace/browse-service.ts',
  'domain/marketplace/categories.ts',
  'domain/marketplace/company-query.ts',
  'domain/marketplace/service-menu.ts',
  'domain/messaging/booking-messages.ts',
  'domain/messaging/outbox.ts',
  'domain/operator/operator.ts',
  'domain/payments/checkout.ts',
  'domain/payments/payment-service.ts',
  'domain/payments/provider-actions.ts',
  'domain/payments/related-views.ts',
  'domain/payments/voucher-redemption.ts',
  'domain/payments/voucher-shop.ts',
  'domain/scheduled-events/scheduled-event-reads.ts',
  'domain/scheduled-events/scheduled-event-service.ts',
  'domain/waitlist/entries.ts',
  'domain/waitlist/matching.ts',
  'domain/waitlist/offers.ts',
  'domain/waitlist/privacy.ts',
  'domain/waitlist/triggers.ts',
  'domain/waitlist/waitlist-service.ts',
  'domain/webhooks/change-feed.ts',
  'domain/webhooks/deliveries.ts',
  'domain/webhooks/event-changes.ts',
  'domain/webhooks/live-stream.ts',
  'domain/webhooks/publish.ts',
  'domain/webhooks/webhook-service.ts',
];

/** Work list: files that still assert a type on a row. */
const ROW_ASSERTIONS_LEFT = [
  'domain/auth/attempts.ts',
  'domain/bookings/event-update.ts',
  'domain/bookings/idempotency.ts',
  'domain/bookings/seats.ts',
  'domain/bookings/store.ts',
  'domain/cache/table-changes.ts',
  'domain/companies/company-update.ts',
  'domain/customers/customer-accounts.ts',
  'domain/customers/customer-link.ts',
  'domain/customers/customer-privacy.ts',
  'domain/customers/customer-service.ts',
  'domain/customers/customer-store.ts',
  'domain/messaging/booking-messages.ts',
  'domain/messaging/outbox.ts',
  'domain/payments/checkout.ts',
  'domain/payments/payment-service.ts',
  'domain/payments/provider-actions.ts',
  'domain/payments/voucher-redemption.ts',
  'domain/scheduled-events/scheduled-event-service.ts',
  'domain/waitlist/matching.ts',
  'domain/waitlist/offers.ts',
  'domain/webhooks/change-feed.ts',
  'domain/webhooks/deliveries.ts',
  'domain/webhooks/event-changes.ts',
  'domain/webhooks/live-stream.ts',
  'domain/webhooks/publish.ts',
  'domain/webhooks/webhook-service.ts',
];

const files = () => REQUEST_PATHS.flatMap((dir) => sourceFiles(dir));
const isStore = (file: string) => file.endsWith('-store.ts');

describe('data access', () => {
  it('recognises every way to the database (the checker itself works)', () => {
    expect(
      waysIn('await this.prisma.employee.findMany({ where }); await tx.hqUser.create({ data });'),
    ).toEqual({
      prisma: 2,
    });
    expect(waysIn('await prisma.$transaction(async (tx) => x)')).toEqual({ prisma: 1 });
    expect(waysIn("await rows(db, qb.selectFrom('vats').selectAll())")).toEqual({ kysely: 2 });
    expect(waysIn('const LIST = prepared((p) => x); await LIST.rows(db, p)')).toEqual({ prepared: 1 });
    expect(waysIn('await tx.query<Row>(`SELECT 1`, []); await db.query(SQL)')).toEqual({ query: 2 });
    expect(waysIn('await rawRows<X>(db, sql`SELECT 1`)')).toEqual({ rawRows: 1 });
    // Neither a request's query string nor a Stripe call is a way to the database.
    expect(waysIn('const q = request.query; await stripe.paymentIntents.create({})')).toEqual({});
  });

  it('recognises a type asserted on a row (the checker itself works)', () => {
    expect(rowAssertionsIn('await tx.query<PaymentRow>(`SELECT`)')).toHaveLength(1);
    expect(rowAssertionsIn('data as Prisma.EmployeeUncheckedCreateInput')).toHaveLength(1);
    expect(rowAssertionsIn("(await x) as EventRow[]; y as Row<'events'>")).toHaveLength(2);
    expect(rowAssertionsIn('await rawRows<{ id: string }>(db, q); await tx.$queryRaw<X>`x`')).toHaveLength(2);
    expect(rowAssertionsIn("await rows(db, qb.selectFrom('vats').selectAll()); x as const")).toEqual([]);
  });

  it('sends SQL only from stores, apart from the work list', () => {
    const offenders = files().filter((file) => !isStore(file) && Object.keys(waysIn(read(file))).length > 0);
    expect(offenders).toEqual(SQL_OUTSIDE_STORES_LEFT);
  });

  it('asserts no type on a row, apart from the work list', () => {
    const offenders = files().filter((file) => rowAssertionsIn(read(file)).length > 0);
    expect(offenders).toEqual(ROW_ASSERTIONS_LEFT);
  });

  it('names stores only in the areas of the domain', () => {
    const misplaced = files().filter(
      (file) => isStore(file) && !/^domain\/[^/]+\/[^/]+-store\.ts$/.test(file),
    );
    expect(misplaced).toEqual([]);
  });
});
