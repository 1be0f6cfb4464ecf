import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { SettlementService } from '../settlements/settlement-service.ts';
import type { ChangeFeed } from '../webhooks/change-feed.ts';
import type { WebhookDeliverer } from '../webhooks/deliveries.ts';
import { pgliteExecutor } from './job-store.ts';

export const SETTLEMENT_QUEUE = 'settlements-weekly';
export const OUTBOX_QUEUE = 'outbox-deliver';
export const REMINDER_QUEUE = 'booking-reminders';
export const PAYMENT_EXPIRY_QUEUE = 'payments-expire';
export const WEBHOOK_QUEUE = 'webhooks-deliver';
export const WEBHOOK_PURGE_QUEUE = 'webhooks-purge';
export const WAITLIST_QUEUE = 'waitlist-match';
export const PACKAGES_QUEUE = 'packages-due';

interface Logger {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface JobRunnerOptions {
  /** Schema of the queue's tables (PostgreSQL); the embedded database uses it too. */
  schema: string;
  settlementCron: string;
  log?: Logger;
  /** Seconds between polls of each queue (pg-boss default 2). */
  pollingIntervalSeconds?: number;
  /** Booking reminders (queued every minute when given). */
  reminders?: { sendDueReminders(now?: Date): Promise<number> };
  /** Unpaid prepayment holds (docs/api-conventions.md#customers-paying), expired every minute when given. */
  payments?: { expireDue(): Promise<number> };
  /** docs/api-conventions.md#waitlist-and-booking-offers: offers expired, entries expired, freed time matched (every minute, and on a kick). */
  waitlist?: {
    run(options: {
      sweep?: boolean;
    }): Promise<{ offersExpired: number; entriesExpired: number; offersMade: number }>;
    onKick?: () => void;
  };
  /** docs/packages.md: memberships renewed by the charging provider, and what has ended by time (every 5 minutes). */
  packages?: { runDue(): Promise<{ renewed: number; paused: number; ended: number }> };
  /** Webhook delivery (queued every minute, and at once when a change that queued deliveries commits). */
  webhooks?: { deliverer: WebhookDeliverer; feed: ChangeFeed };
}

/**
 * The background jobs on a PostgreSQL-backed queue (pg-boss): on PostgreSQL it opens its own pool;
 * on the embedded database it runs its SQL through the PGlite instance. Several app instances
 * share one queue: the cron fires once per minute slot across all of them and each job is
 * fetched by one worker (SKIP LOCKED), so the weekly settlement runs once a week; if a run were
 * ever repeated, `settleWeek` creates nothing new (unique key), and retries are safe.
 *
 * Jobs:
 * - `settlements-weekly` (cron SETTLEMENT_CRON, default Mondays 03:00 UTC): settles the week before.
 * - `outbox-deliver` (every minute, and right after a message is queued): sends due e-mails;
 *   retries with backoff are kept on the outbox rows themselves.
 * - `payments-expire` (every minute): unpaid prepayments past their hold are voided and their
 *   bookings cancelled, the slots free again (each in its own transaction, re-checked under a row
 *   lock, so a second instance or a rerun changes nothing).
 * - `booking-reminders` (every minute): queues the reminder e-mails that came due; each event
 *   records the start time its reminder was for, so a rerun or a second instance adds nothing.
 * - `webhooks-deliver` (every minute; at once when any instance commits a change that queued
 *   deliveries, heard through LISTEN/NOTIFY; and when the next retry comes due): sends due
 *   webhook deliveries, many attempts in flight per run.
 * - `webhooks-purge` (hourly): drops stream messages after 24 h, old delivery logs after 30 days.
 * - `packages-due` (every 5 minutes): memberships whose period ended are renewed with the test
 *   provider (a charge with the payment method kept; refused: paused; Stripe renews its own
 *   subscriptions), and packages past their validity and memberships past their cancellation are
 *   ended, company by company. Each is re-checked under its row lock, and a renewal's charge is
 *   keyed by the membership and the period, so a second instance or a rerun charges nothing twice.
 * - `waitlist-match` (every minute a sweep of every company with someone waiting; at once, for the
 *   companies that recorded a trigger, after a change that may have freed time): expires offers
 *   past due and entries whose dates have passed, then offers freed time to the first in line
 *   (src/domain/waitlist/matching.ts). Two runs at once are safe: an offer is made only while
 *   its entry is still waiting, checked in the offer's own transaction.
 */
export class JobRunner {
  private boss: PgBoss;
  private started = false;
  private webhookWorker?: string;
  private webhookTimer?: NodeJS.Timeout;
  private webhookTimerAt = Number.POSITIVE_INFINITY;
  private unsubscribeFeed?: () => void;

  private readonly settlements: SettlementService;
  private readonly outbox: Outbox;
  private readonly options: JobRunnerOptions;

  constructor(db: Database, settlements: SettlementService, outbox: Outbox, options: JobRunnerOptions) {
    this.settlements = settlements;
    this.outbox = outbox;
    this.options = options;
    const base = { schema: options.schema, application_name: 'booking-api-jobs' };
    this.boss =
      db.kind === 'pglite' && db.pglite
        ? new PgBoss({ ...base, db: pgliteExecutor(db.pglite) as any })
        : new PgBoss({ ...base, connectionString: db.url, max: 4 });
    this.boss.on('error', (err) => options.log?.error({ err }, 'job queue error'));
  }

  get queue(): PgBoss {
    return this.boss;
  }

  async start() {
    await this.boss.start();
    this.started = true;
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 };
    await this.boss.createQueue(SETTLEMENT_QUEUE, {
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      // One run per week slot even if a producer sends twice.
      policy: 'stately',
    });
    await this.boss.createQueue(OUTBOX_QUEUE, { policy: 'stately' });
    await this.boss.work(SETTLEMENT_QUEUE, polling, async (jobs) => {
      for (const job of jobs) {
        const at = (job.data as { at?: string } | null)?.at;
        const result = await this.settlements.settleAllForWeekBefore(at ? new Date(at) : new Date());
        this.options.log?.info({ job: job.id, ...result }, 'weekly settlements done');
      }
    });
    await this.boss.work(OUTBOX_QUEUE, polling, async () => {
      // Drain what is due; messages that fail wait for their backoff and a later run.
      for (let i = 0; i < 20; i++) {
        const report = await this.outbox.deliverDue();
        if (report.sent + report.retrying + report.failed === 0) break;
      }
    });
    await this.boss.schedule(SETTLEMENT_QUEUE, this.options.settlementCron, {}, { tz: 'UTC' });
    await this.boss.schedule(OUTBOX_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    const reminders = this.options.reminders;
    if (reminders) {
      await this.boss.createQueue(REMINDER_QUEUE, { policy: 'stately' });
      await this.boss.work(REMINDER_QUEUE, polling, async () => {
        const queued = await reminders.sendDueReminders();
        if (queued > 0) this.options.log?.info({ queued }, 'booking reminders queued');
      });
      await this.boss.schedule(REMINDER_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    }
    const payments = this.options.payments;
    if (payments) {
      await this.boss.createQueue(PAYMENT_EXPIRY_QUEUE, {
        policy: 'stately',
      });
      await this.boss.work(PAYMENT_EXPIRY_QUEUE, polling, async () => {
        const expired = await payments.expireDue();
        if (expired > 0) this.options.log?.info({ expired }, 'unpaid prepayments expired');
      });
      await this.boss.schedule(PAYMENT_EXPIRY_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    }
    const packages = this.options.packages;
    if (packages) {
      await this.boss.createQueue(PACKAGES_QUEUE, { policy: 'stately' });
      await this.boss.work(PACKAGES_QUEUE, polling, async () => {
        const report = await packages.runDue();
        if (report.renewed + report.paused + report.ended > 0)
          this.options.log?.info({ ...report }, 'packages and memberships renewed or ended');
      });
      await this.boss.schedule(PACKAGES_QUEUE, '*/5 * * * *', {}, { tz: 'UTC' });
    }
    const webhooks = this.options.webhooks;
    if (webhooks) {
      // 'short': kicks collapse into one queued run, but a run left 'active' by a killed instance
      // does not block the others (as 'stately' would until it expires). Runs on several
      // instances at once are safe: claims are leases taken under a lock (deliveries.ts).
      await this.boss.createQueue(WEBHOOK_QUEUE, { policy: 'short' });
      await this.boss.createQueue(WEBHOOK_PURGE_QUEUE, {
        policy: 'stately',
      });
      this.webhookWorker = await this.boss.work(WEBHOOK_QUEUE, polling, async () => {
        const report = await webhooks.deliverer.drain();
        if (report.succeeded + report.retrying + report.failed > 0)
          this.options.log?.info({ ...report }, 'webhook deliveries sent');
        // The next retry due within the minute gets a run of its own (the minute schedule covers the rest).
        if (report.nextDueInMs !== null && report.nextDueInMs < 60_000)
          this.kickWebhooksIn(Math.max(report.nextDueInMs, 50));
      });
      await this.boss.work(WEBHOOK_PURGE_QUEUE, polling, async () => {
        await webhooks.deliverer.purge();
      });
      await this.boss.schedule(WEBHOOK_QUEUE, '* * * * *', {}, { tz: 'UTC' });
      await this.boss.schedule(WEBHOOK_PURGE_QUEUE, '17 * * * *', {}, { tz: 'UTC' });
      this.unsubscribeFeed = webhooks.feed.subscribe((notice) => {
        if (notice === null || notice.deliveries > 0) void this.kickWebhooks();
      });
      await webhooks.feed.start();
      void this.kickWebhooks(); // what was queued while no runner ran (a restart after a crash)
    }
    const waitlist = this.options.waitlist;
    if (waitlist) {
      // 'short': kicks collapse into one queued run (as for webhooks).
      await this.boss.createQueue(WAITLIST_QUEUE, { policy: 'short' });
      await this.boss.work(WAITLIST_QUEUE, polling, async (jobs) => {
        const sweep = jobs.some((j) => (j.data as { sweep?: boolean } | null)?.sweep === true);
        const report = await waitlist.run({ sweep });
        if (report.offersExpired + report.entriesExpired + report.offersMade > 0)
          this.options.log?.info({ ...report }, 'waitlist run');
      });
      await this.boss.schedule(WAITLIST_QUEUE, '* * * * *', { sweep: true }, { tz: 'UTC' });
      waitlist.onKick = () => {
        void this.kickWaitlist();
      };
    }
    this.outbox.onEnqueued = () => {
      void this.kickOutbox();
    };
  }

  /** Asks for a waitlist matching run now (after a change that may have freed time). */
  async kickWaitlist() {
    if (!this.started) return;
    try {
      await this.boss.send(WAITLIST_QUEUE, {});
    } catch (err) {
      this.options.log?.error({ err }, 'could not queue a waitlist run; the minute run will match');
    }
  }

  /** Asks for a webhook delivery run now, and wakes this instance's worker for it. */
  async kickWebhooks() {
    if (!this.started || !this.webhookWorker) return;
    try {
      await this.boss.send(WEBHOOK_QUEUE, {});
      this.boss.notifyWorker(this.webhookWorker);
    } catch (err) {
      this.options.log?.error({ err }, 'could not queue a webhook run; the minute run will deliver');
    }
  }

  private kickWebhooksIn(ms: number) {
    const at = Date.now() + ms;
    if (this.webhookTimer && this.webhookTimerAt <= at) return;
    clearTimeout(this.webhookTimer);
    this.webhookTimerAt = at;
    this.webhookTimer = setTimeout(() => {
      this.webhookTimer = undefined;
      this.webhookTimerAt = Number.POSITIVE_INFINITY;
      void this.kickWebhooks();
    }, ms);
    this.webhookTimer.unref();
  }

  /** Asks for a delivery run now (deduplicated by the queue's stately policy). */
  async kickOutbox() {
    if (!this.started) return;
    try {
      await this.boss.send(OUTBOX_QUEUE, {});
    } catch (err) {
      this.options.log?.error({ err }, 'could not queue an outbox run; the minute run will deliver');
    }
  }

  /** Queues a settlement run as if the cron fired at `at` (operators, tests). */
  async runSettlementsNow(at = new Date()) {
    return this.boss.send(SETTLEMENT_QUEUE, { at: at.toISOString() });
  }

  /** Queues a reminder run now (tests, operators); the minute schedule does the same. */
  async runRemindersNow() {
    return this.boss.send(REMINDER_QUEUE, {});
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    this.outbox.onEnqueued = undefined;
    if (this.options.waitlist) this.options.waitlist.onKick = undefined;
    this.unsubscribeFeed?.();
    clearTimeout(this.webhookTimer);
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
