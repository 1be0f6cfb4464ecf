// Booking messages (issue 8): confirmation, change and cancellation e-mails to the customer and
// the employee's copy, each with an iCalendar attachment, written to the outbox inside the
// booking's own transaction; and reminders before each booking, queued by a periodic job.
import type { Sql, SqlTx } from '../../db/sql.ts';
import {
  bookingFacts,
  companiesWithReminders,
  lockDueReminders,
  markReminderQueued,
  type StaffFacts,
} from '../messaging/messaging-store.ts';
import type { Outbox } from '../messaging/outbox.ts';
import {
  type BookingFacts,
  type BookingMailKind,
  bookingMail,
  messageLanguage,
} from '../messaging/templates.ts';
import { bookingIcs, type IcsEvent } from '../shared/ics.ts';
import { obj } from '../shared/json.ts';
import { issueBookingLink } from './booking-links.ts';
import type { EventRecord as Event } from './booking-store.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from './notify.ts';

type Tx = SqlTx;

export interface BookingMessagesOptions {
  /** MAIL_FROM: the organizer of the .ics and the host part of its UID. */
  mailFrom: string;
  /** REMINDER_LEAD_HOURS: how long before a booking its reminder goes out. */
  reminderLeadHours: number;
  /** MANAGE_LINK_URL: where a customer's manage link points, `{token}` standing for the link. */
  manageLinkUrl?: string;
}

/** Which e-mail each recipient gets for one change (none: undefined). */
export interface MessagePlan {
  customer?: BookingMailKind;
  employee?: BookingMailKind;
  /** The employee the booking moved away from (gets a cancellation). */
  previousEmployee?: BookingMailKind;
}

/** As the booking service counts it: a completed booking still holds its time. */
const ACTIVE = (s: string) => s !== 'cancelled' && s !== 'noshow';
const bookedKind = (e: Event): BookingMailKind | undefined =>
  e.status === 'confirmed' ? 'confirmation' : e.status === 'unconfirmed' ? 'pending' : undefined;

/** What a booking change means for its recipients. */
export function planMessages(kind: BookingChange, event: Event, previous?: Event): MessagePlan {
  if (kind === 'notification') return {};
  if (kind === 'created' || !previous) {
    if (kind === 'cancelled') return { customer: 'cancellation', employee: 'cancellation' };
    if (kind !== 'created') return {};
    const k = bookedKind(event);
    return { customer: k, employee: k };
  }
  const wasActive = ACTIVE(previous.status);
  const isActive = ACTIVE(event.status);
  if (!isActive) {
    // Cancelled: a cancellation; no-show and completed are not news to anyone.
    return wasActive && event.status === 'cancelled'
      ? { customer: 'cancellation', employee: 'cancellation' }
      : {};
  }
  if (!wasActive) {
    // Brought back from cancelled: a booking again.
    const k = bookedKind(event);
    return { customer: k, employee: k };
  }
  const moved =
    event.starts_at.getTime() !== previous.starts_at.getTime() ||
    event.ends_at.getTime() !== previous.ends_at.getTime() ||
    event.employee_id !== previous.employee_id ||
    event.space_id !== previous.space_id ||
    event.number_of_guests !== previous.number_of_guests ||
    event.event_type_ids.join() !== previous.event_type_ids.join();
  const confirmedNow = previous.status === 'unconfirmed' && event.status === 'confirmed';
  const k: BookingMailKind | undefined = confirmedNow ? 'confirmation' : moved ? 'change' : undefined;
  if (event.employee_id !== previous.employee_id) {
    // Another employee takes it: news for both of them.
    return {
      customer: k,
      employee: bookedKind(event),
      previousEmployee: previous.employee_id ? 'cancellation' : undefined,
    };
  }
  return { customer: k, employee: k };
}

/** A readable one-line address from a Location object. */
export function addressOf(location: unknown): string | null {
  const loc = obj(location);
  if (typeof loc.formatted_address === 'string' && loc.formatted_address.trim())
    return loc.formatted_address.trim();
  const a = obj(loc.address);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : '');
  const city = [str(a.postalCode), str(a.city) || str(a.locality)].filter(Boolean).join(' ');
  const parts = [str(a.street), city, str(a.country)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

function mailbox(from: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || m[2], email: m[2] } : { name: from, email: from.trim() };
}

/**
 * False when the plan surely reaches no one: no customer address (none on the event, and no
 * customer record to look it up in, or one this booking made from its own data) and no
 * employee who takes booking e-mails. Saves the
 * lookup (a round trip inside the booking's transaction) for such bookings.
 */
function mayHaveRecipient(plan: MessagePlan, event: Event, context: BookingChangeContext): boolean {
  // A customer record made by this very booking has no address the event lacks.
  if (plan.customer && (event.email || (event.customer_id && !context.written?.customerMade))) return true;
  const wants = (id: string | null | undefined) => !!id && (context.staffWantsMail?.(id) ?? true);
  if (plan.employee && wants(event.employee_id)) return true;
  return !!plan.previousEmployee && wants(context.previous?.employee_id);
}

export class BookingMessages implements BookingNotifier {
  private readonly organizer: { name: string; email: string };
  private readonly host: string;

  private readonly sql: Sql;
  private readonly outbox: Outbox;
  private readonly options: BookingMessagesOptions;

  constructor(sql: Sql, outbox: Outbox, options: BookingMessagesOptions) {
    this.sql = sql;
    this.outbox = outbox;
    this.options = options;
    this.organizer = mailbox(options.mailFrom);
    this.host = /@([^>\s]+)/.exec(this.organizer.email)?.[1] ?? 'localhost';
  }

  get reminderLeadHours() {
    return this.options.reminderLeadHours;
  }

  afterCommit() {
    this.outbox.notifyEnqueued();
  }

  async bookingChanged(tx: Tx, kind: BookingChange, event: Event, context: BookingChangeContext) {
    if (kind === 'notification') {
      if (!context.recipient) return;
      const facts = await this.facts(tx, event, null);
      if (!facts) return;
      const mailKind = ACTIVE(event.status) ? (bookedKind(event) ?? 'confirmation') : 'cancellation';
      await this.write(tx, 'event_notification', mailKind, event, facts, context.recipient, false);
      return;
    }
    const plan = planMessages(kind, event, context.previous);
    if (!plan.customer && !plan.employee && !plan.previousEmployee) return;
    if (!mayHaveRecipient(plan, event, context)) return;
    const facts = await this.facts(tx, event, plan.previousEmployee ? context.previous!.employee_id : null);
    if (!facts) return;
    const customerTo = event.email ?? facts.row.customer_email;
    if (plan.customer && customerTo)
      await this.write(tx, `booking_${plan.customer}`, plan.customer, event, facts, customerTo, false);
    const staff = [
      [plan.employee, facts.row.employee, event],
      [plan.previousEmployee, facts.row.previous_employee, context.previous],
    ] as const;
    for (const [mailKind, employee, ev] of staff) {
      if (!mailKind || !employee?.email || !ev) continue;
      if (obj(employee.notifications).booking_email !== true) continue;
      await this.write(tx, `booking_${mailKind}`, mailKind, ev, facts, employee.email, true, employee);
    }
  }

  /** Everything the texts need, in one round trip inside the transaction (messaging-store.ts). */
  private async facts(tx: Tx, event: Event, previousEmployeeId: string | null) {
    const row = await bookingFacts(tx, event.company_id, event.id, previousEmployeeId);
    if (!row) return null;
    return { row, lang: messageLanguage(row.locale), messaging: obj(row.messaging) };
  }

  private async write(
    tx: Tx,
    outboxKind: string,
    kind: BookingMailKind,
    event: Event,
    facts: NonNullable<Awaited<ReturnType<BookingMessages['facts']>>>,
    to: string,
    staff: boolean,
    employee?: StaffFacts | null,
  ) {
    const { row, lang, messaging } = facts;
    const f: BookingFacts = {
      companyName: row.company_name,
      customerName: event.customer_name || null,
      services: row.services,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      timeZone: row.time_zone,
      address: addressOf(row.location),
      employeeName: (employee ?? row.employee)?.name || null,
      guests: event.number_of_guests,
      eventId: event.id,
      showEndsAt: messaging.show_booking_ends_at === true,
      customReminder: typeof messaging.custom_reminder === 'string' ? messaging.custom_reminder : null,
      // The customer's own copy of a booking still to come: a fresh manage link, stored (hashed)
      // in this same transaction, so the mail never names a link that does not exist.
      manageUrl:
        !staff && kind !== 'cancellation' && this.options.manageLinkUrl
          ? this.options.manageLinkUrl.replace(
              '{token}',
              encodeURIComponent(await issueBookingLink(tx, event)),
            )
          : null,
    };
    const mail = bookingMail(lang, kind, f, staff);
    const cancel = kind === 'cancellation';
    const ics: IcsEvent = {
      id: event.id,
      host: this.host,
      method: cancel ? 'CANCEL' : 'REQUEST',
      status: cancel ? 'CANCELLED' : kind === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      // Grows with every change of the event (seconds of its updated_at).
      sequence: Math.floor(event.updated_at.getTime() / 1000),
      stamp: new Date(),
      start: event.starts_at,
      end: event.ends_at,
      summary: f.services.length ? f.services.join(', ') : row.company_name,
      location: f.address ? `${row.company_name}, ${f.address}` : row.company_name,
      description: mail.body,
      organizer: { name: row.company_name, email: this.organizer.email },
      attendee: { name: staff ? (employee?.name ?? null) : f.customerName, email: to },
    };
    await this.outbox.enqueue(tx, {
      company_id: event.company_id,
      // Staff's copies too: they carry the customer's name and booking.
      customer_id: event.customer_id,
      kind: outboxKind,
      to,
      subject: mail.subject,
      body: mail.body,
      attachments: [
        {
          filename: cancel ? 'cancel.ics' : 'invite.ics',
          content: bookingIcs(ics),
          contentType: `text/calendar; charset=utf-8; method=${ics.method}`,
        },
      ],
    });
  }

  // -------------------------------------------------------------------------------------------
  // Reminders
  // -------------------------------------------------------------------------------------------

  /**
   * Queues the reminders that are due at `now`: confirmed events starting within the lead time,
   * of companies with `messaging.enable_reminders`, booked at least the lead time ahead (a
   * booking made an hour before has just had its confirmation), whose reminder was not yet queued for their
   * current starts_at. Each event is locked (SKIP LOCKED: concurrent runs and booking changes
   * in flight are skipped, not waited for) and its outbox row and `reminder_starts_at` are
   * written in one transaction: a reminder is queued once per start time, never for a time the
   * booking no longer has, and never for a cancelled booking. Answers how many were queued.
   */
  async sendDueReminders(now = new Date(), batch = 100): Promise<number> {
    const until = new Date(now.getTime() + this.options.reminderLeadHours * 3_600_000);
    let queued = 0;
    // Company by company: the companies are a reference table (read on any node), and each run of
    // the locking query below is pinned to one company, so a distributed database routes it to
    // the company's node (a row lock across shards is refused there: "could not run distributed
    // query with FOR UPDATE/SHARE"; docs/scaling.md, "Statements"). One statement per company with
    // reminders on, each an index probe on (company_id, ...) of that company's events.
    for (const companyId of await companiesWithReminders(this.sql))
      queued += await this.sendDueRemindersOf(companyId, now, until, batch);
    if (queued > 0) this.outbox.notifyEnqueued();
    return queued;
  }

  private async sendDueRemindersOf(
    companyId: string,
    now: Date,
    until: Date,
    batch: number,
  ): Promise<number> {
    let queued = 0;
    for (;;) {
      // Through the store, not Prisma Client: this runs every minute on every instance, and a
      // server that is otherwise only asked Kysely's paths would load Prisma Client for it (60 MB).
      const { handled, sent } = await this.sql.transaction(async (tx) => {
        const due = await lockDueReminders(tx, {
          companyId,
          from: now,
          until,
          leadHours: this.options.reminderLeadHours,
          limit: batch,
        });
        let sent = 0;
        for (const event of due) {
          const facts = await this.facts(tx, event, null);
          const to = event.email ?? facts?.row.customer_email;
          if (facts && to) {
            await this.write(tx, 'booking_reminder', 'reminder', event, facts, to, false);
            sent++;
          }
          // A reminder is not a change of the booking (updated_at stays).
          await markReminderQueued(tx, event.company_id, event.id, now);
        }
        return { handled: due.length, sent };
      });
      queued += sent;
      if (handled < batch) break;
    }
    return queued;
  }
}
