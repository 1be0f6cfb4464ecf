import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ActivityService } from './activities/activity-service.ts';
import { AuthService } from './auth/auth-service.ts';
import { BookingMessages } from './bookings/booking-messages.ts';
import { BookingService } from './bookings/booking-service.ts';
import { Checkout } from './bookings/checkout.ts';
import { eventChanges } from './bookings/event-changes.ts';
import { IdempotencyService } from './bookings/idempotency.ts';
import { type BookingNotifier, combineNotifiers } from './bookings/notify.ts';
import { SlotChanges } from './bookings/slot-changes.ts';
import { TimeSlotService } from './bookings/time-slots.ts';
import { TableChanges } from './cache/table-changes.ts';
import { CompanyService } from './companies/company-service.ts';
import { CustomerAccounts } from './customers/customer-accounts.ts';
import { CustomerService } from './customers/customer-service.ts';
import { EmployeeService } from './employees/employee-service.ts';
import { EnterpriseService } from './enterprises/enterprise-service.ts';
import { EventTypeGroupService } from './event-type-groups/event-type-group-service.ts';
import { EventTypeService } from './event-types/event-type-service.ts';
import { FiscalizationService } from './fiscalization/fiscalization-service.ts';
import { SecretBox } from './fiscalization/secret-box.ts';
import { AvailabilitySearch } from './marketplace/availability-search.ts';
import { MarketplaceBrowse } from './marketplace/browse-service.ts';
import { MarketplaceCategories } from './marketplace/categories.ts';
import { ServiceMenu } from './marketplace/service-menu.ts';
import { MemberService } from './members/member-service.ts';
import { mailTransportFromConfig } from './messaging/mail-transport.ts';
import { Outbox } from './messaging/outbox.ts';
import { PackageCredits } from './packages/credits.ts';
import { ChargeBilling, StripeMembershipBilling } from './packages/membership-billing.ts';
import { PackageService } from './packages/packages-service.ts';
import { PaymentService } from './payments/payment-service.ts';
import { paymentProviderFor } from './payments/provider-choice.ts';
import { StripeWebhook } from './payments/stripe-webhook.ts';
import { CustomerPrivacy } from './privacy/privacy-service.ts';
import { MarketplaceSpaces } from './resources/marketplace-spaces.ts';
import { ResourceService } from './resources/resource-service.ts';
import { RuleSetService } from './rule-sets/rule-set-service.ts';
import { MarketplaceClasses } from './scheduled-events/marketplace-classes.ts';
import { ScheduledEventService } from './scheduled-events/scheduled-event-service.ts';
import { SettlementService } from './settlements/settlement-service.ts';
import { TerminalService } from './terminals/terminal-service.ts';
import { VatService } from './vats/vat-service.ts';
import { VoucherService } from './vouchers/voucher-service.ts';
import { VoucherShop } from './vouchers/voucher-shop.ts';
import { waitlistEntriesOf } from './waitlist/privacy.ts';
import { waitlistTriggers } from './waitlist/triggers.ts';
import { WaitlistService } from './waitlist/waitlist-service.ts';
import { entryView } from './waitlist/waitlist-view.ts';
import { ChangeFeed } from './webhooks/change-feed.ts';
import { WebhookDeliverer } from './webhooks/deliveries.ts';
import { LiveStream } from './webhooks/live-stream.ts';
import { WebhookService } from './webhooks/webhook-service.ts';

/** The domain layer, built once per app over one database; routes reach Prisma only through it. */
export function createServices(db: Database, config: Config) {
  const prisma = db.prisma;
  // One listener per instance for every cached read (cache/table-changes.ts), started on first use.
  const changes = new TableChanges(db);
  const companies = new CompanyService(db.sql, changes);
  const resources = new ResourceService(companies, db.sql, changes);
  const categories = new MarketplaceCategories(db.sql);
  const outbox = new Outbox(
    db.sql,
    mailTransportFromConfig(config.smtpUrl, mailLog(config)),
    config.mailFrom,
    config.outboxMaxAttempts,
  );
  const vats = new VatService(db.sql);
  const eventTypes = new EventTypeService(companies, vats, db.sql);
  const bookingMessages = new BookingMessages(db.sql, outbox, {
    mailFrom: config.mailFrom,
    reminderLeadHours: config.reminderLeadHours,
    manageLinkUrl: config.manageLinkUrl,
  });
  // docs/api-conventions.md#customers-paying: the booking notifier also gives a cancelled booking's prepayment back, in the
  // cancel's own transaction; confirmations and expiries announce through the same notifier.
  let notifier: BookingNotifier = bookingMessages;
  const checkout = new Checkout(
    db.sql,
    paymentProviderFor(config),
    config.reservationMinutes,
    Date.now,
    () => notifier,
  );
  // docs/packages.md: a covered booking's credits are given back or kept in its cancel's (or
  // no-show's) own transaction; a membership is billed by Stripe's subscriptions with Stripe, else
  // charged each period by the renewal job.
  const credits = new PackageCredits();
  const packages = new PackageService(
    db.sql,
    checkout.provider,
    config.stripe && config.paymentProvider === 'stripe'
      ? new StripeMembershipBilling(config.stripe)
      : new ChargeBilling(checkout.provider),
    () => checkout.settleProvider(),
  );
  // docs/api-conventions.md#waitlist-and-booking-offers: a cancel, no-show or move records "time may have freed up" for the waitlist
  // job in its own transaction (before the webhooks, which go last).
  let waitlist: WaitlistService | undefined;
  notifier = combineNotifiers(
    {
      bookingChanged: (tx, kind, event, context) => checkout.bookingChanged(tx, kind, event, context),
      afterCommit: () => checkout.afterCommit(),
    },
    credits,
    bookingMessages,
    waitlistTriggers(() => waitlist?.kick()),
    eventChanges,
  );
  const payments = new PaymentService(companies, outbox, db.sql, () => checkout.settleProvider());
  const bookings = new BookingService(
    db.sql,
    resources,
    config.reservationMinutes,
    Date.now,
    Math.random,
    notifier,
  );
  bookings.usePayments(checkout);
  bookings.useCredits(credits);
  const timeSlots = new TimeSlotService(db.sql, Date.now, new SlotChanges(changes));
  waitlist = new WaitlistService(db.sql, bookings, timeSlots, outbox);
  const vouchers = new VoucherService(companies, outbox, db.sql);
  const customerRecords = new CustomerService(db.sql);
  const secretBox = new SecretBox(config.fiscalizationKey);
  const changeFeed = new ChangeFeed(db);
  const auth = new AuthService(prisma, db.sql, changes);
  return {
    auth,
    activities: new ActivityService(db.sql),
    companies,
    customers: new CustomerAccounts(db.sql, outbox, config.loginFailures),
    resources,
    spaces: new MarketplaceSpaces(db.sql, companies, resources),
    ruleSets: new RuleSetService(companies, db.sql),
    scheduledEvents: new ScheduledEventService(companies, db.sql),
    terminals: new TerminalService(db.sql),
    fiscalization: new FiscalizationService(db.sql, secretBox),
    categories,
    browse: new MarketplaceBrowse(categories, db.sql, changes),
    menu: new ServiceMenu(db.sql, changes),
    classes: new MarketplaceClasses(db.sql),
    outbox,
    payments,
    settlements: new SettlementService(db.sql),
    vouchers,
    voucherShop: new VoucherShop(db.sql, vouchers, outbox, checkout.provider),
    enterprises: new EnterpriseService(companies, db.sql),
    vats,
    eventTypes,
    eventTypeGroups: new EventTypeGroupService(companies, eventTypes, db.sql),
    employees: new EmployeeService(companies, db.sql),
    members: new MemberService(db.sql),
    timeSlots,
    availability: new AvailabilitySearch(db.sql, timeSlots, changes),
    waitlist,
    bookings,
    checkout,
    stripeWebhook: new StripeWebhook(checkout, (type, object) => packages.stripeEvent(type, object)),
    packages,
    customerRecords,
    customerPrivacy: new CustomerPrivacy(
      customerRecords,
      {
        events: async (companyId, customerId) =>
          bookings.views(await bookings.eventsOfCustomer(companyId, customerId)),
        payments: (rows) => payments.views(rows),
        waitlistEntries: async (person) =>
          (await waitlistEntriesOf(db.sql, person)).map((row) => entryView(row)),
        packages: (companyId, customerId) => packages.ofCustomer(companyId, customerId),
        erasePackages: (tx, companyId, customerId) => packages.erase(tx, companyId, customerId),
      },
      db.sql,
    ),
    bookingMessages,
    webhooks: new WebhookService(db.sql, secretBox, config.webhookAllowPrivate),
    webhookDeliverer: new WebhookDeliverer(db.sql, secretBox, {
      timeoutMs: config.webhookTimeoutMs,
      retrySchedule: config.webhookRetrySchedule,
      concurrency: config.webhookConcurrency,
      allowPrivate: config.webhookAllowPrivate,
    }),
    changeFeed,
    liveStream: new LiveStream(db.sql, changeFeed, (token) => auth.hqCaller(token), config.streamBudget),
    idempotency: new IdempotencyService(db.sql),
  };
}

/** Where the logging mail transport writes when SMTP is not configured (one JSON line per e-mail). */
function mailLog(config: Config) {
  return {
    info(obj: unknown, msg?: string) {
      if (config.logLevel === 'silent') return;
      console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...(obj as object) }));
    },
  };
}

export type Services = ReturnType<typeof createServices>;
