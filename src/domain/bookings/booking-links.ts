// The manage link (docs/bookings.md, "The manage link"): every customer e-mail about a booking
// carries a link with which the customer reads, moves or cancels it without an account, under the
// same rules as a signed-in customer. The link is `<company id>.<link id>.<secret>`: the company
// and the id find the row by key within one company (one shard once distributed), and only the
// SHA-256 of the 256-bit secret is stored, compared in constant time. It holds until the booking
// ends, or until staff revoke the booking's links; a changed, revoked or spent link answers 401.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlTx } from '../../db/sql.ts';
import { AttemptCounters, type AttemptRule, attemptKey, TooManyAttemptsError } from '../auth/attempts.ts';
import type { HqCaller } from '../auth/caller.ts';
import { ApiError } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import { findBookingLink, insertBookingLink, revokeBookingLinks } from './booking-link-store.ts';
import { loadForStaff, loadOfCompany } from './event-reads.ts';
import type { EventRow } from './event-view.ts';

/** Failed link lookups a client may make in ten minutes; each success is given back. */
export const LINK_GUESS_RULE: AttemptRule = { windowSeconds: 600, limit: 20, hold: 'window' };

const SECRET_BYTES = 32;
/** Ids (company, link) as this API makes them, and 32 bytes in base64url (43 characters). */
const LINK = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

const digest = (secret: string) => createHash('sha256').update(secret).digest();

/** A new link to the event, stored in the caller's transaction; answers the link (shown once). */
export async function issueBookingLink(tx: SqlTx, event: { company_id: string; id: string }) {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const id = await insertBookingLink(tx, {
    company_id: event.company_id,
    event_id: event.id,
    token_hash: digest(secret).toString('hex'),
  });
  return `${event.company_id}.${id}.${secret}`;
}

export const invalidLink = () =>
  new ApiError(
    401,
    'authentication_error',
    'invalid_manage_link',
    'This manage link is not valid: it was changed, revoked, or its booking has ended.',
    {
      user_title: 'Link not valid',
      user_message:
        'This link no longer opens the booking. Use the link of the latest e-mail about it, or contact the business.',
    },
  );

/**
 * The event a link opens. Each failed attempt counts against the client (LINK_GUESS_RULE): past
 * the limit every attempt answers 429 until the window ends, so a link cannot be guessed by
 * trying (it could not anyway: 2^256 secrets), nor the table probed for ids.
 */
export async function eventByLink(ctx: BookingContext, link: string, client: string): Promise<EventRow> {
  const counters = new AttemptCounters(ctx.sql);
  const key = attemptKey('manage-link', client);
  const attempt = await counters.take(key, LINK_GUESS_RULE);
  if (!attempt.allowed) throw new TooManyAttemptsError(attempt.heldForSeconds, 'manage link attempts');
  const found = await open(ctx, link);
  if (!found) throw invalidLink();
  await counters.forgive(key);
  return found;
}

async function open(ctx: BookingContext, link: string): Promise<EventRow | undefined> {
  const parts = LINK.exec(link);
  if (!parts) return undefined;
  const [, companyId, id, secret] = parts;
  const stored = await findBookingLink(ctx.sql, companyId, id);
  if (!stored || stored.revoked_at !== null) return undefined;
  const expected = Buffer.from(stored.token_hash, 'hex');
  const given = digest(secret);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const event = await loadOfCompany(ctx, companyId, stored.event_id);
  // Valid until the booking ends (its current end: a moved booking moves its links' end too).
  if (!event || event.ends_at.getTime() <= ctx.clock()) return undefined;
  return event;
}

/** HQ: revokes every link of the event (a new one goes with the next e-mail); answers how many. */
export async function revokeLinks(ctx: BookingContext, caller: HqCaller, eventId: string) {
  const event = await loadForStaff(ctx, caller, eventId);
  const revoked = await revokeBookingLinks(ctx.sql, event.company_id, event.id, new Date(ctx.clock()));
  return { event: event.id, revoked };
}
