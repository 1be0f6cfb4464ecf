// Seats of a class (docs/api-conventions.md#classes): a booking of a scheduled event takes `number_of_guests`
// seats of one tier. The seats are a counter on the tier row, moved only by a conditional
// UPDATE inside the booking transaction (`booked_guests + n <= max_capacity`): the row lock makes
// racing bookings queue on the tier and each re-check the condition on the committed count, so a
// tier is never overbooked whatever the concurrency (a CHECK constraint backs it up). Nothing is
// read before the write to decide capacity.
import type { Row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import type { EventRecord as Event } from './booking-store.ts';
import { type EventValues, insertEvent } from './booking-store.ts';
import { CLASS_TIERS, LIVE_CLASS, RELEASE_SEATS, TAKE_SEATS } from './class-store.ts';
import { createEventError } from './errors.ts';
import { priceSeats } from './pricing.ts';

type ScheduledEvent = Row<'scheduled_events'>;
type ScheduledEventTier = Row<'scheduled_event_tiers'>;

export interface SeatRequest {
  companyId: string;
  scheduledEventId: string;
  tierId?: string;
  variationId?: string;
  guests: number;
  /** Marketplace bookings see only marketplace_visible classes and tiers. */
  marketplace: boolean;
  now: number;
  companyCurrency: string;
  /** Answers to the tier's booking questions (those with answer_required must be); staff: unchecked. */
  answers?: { question: string; answer: string }[];
  /** Covered by a customer's package or membership (docs/packages.md): the seats cost nothing. */
  covered?: boolean;
}

/** What a seat booking will be, checked against the class as it is (for validate and create). */
export interface SeatPlan {
  scheduledEvent: ScheduledEvent;
  /** Tiers to try, in order (one when the request names it). */
  candidates: ScheduledEventTier[];
  named: boolean;
}

function noSuchTier() {
  return new ApiError(404, 'not_found_error', 'resource_missing', 'No such tier of this scheduled event.', {
    details: [{ field: 'tier', message: 'no such tier of this scheduled event' }],
  });
}

function noSuchVariation() {
  return new ApiError(404, 'not_found_error', 'resource_missing', 'No such variation of this tier.', {
    details: [{ field: 'variation', message: 'no such variation of the tier' }],
  });
}

const variationIds = (t: ScheduledEventTier): unknown[] =>
  Array.isArray(t.variations) ? t.variations.map((v) => (v as { id?: unknown } | null)?.id) : [];

/** The tier's required booking questions without an answer (by id or title, as for services). */
function unansweredQuestions(tier: ScheduledEventTier, answers: { question: string; answer: string }[]) {
  const questions = Array.isArray(tier.booking_questions)
    ? (tier.booking_questions as { id?: string; title?: string; answer_required?: boolean }[])
    : [];
  return questions
    .filter(
      (q) =>
        q?.answer_required === true &&
        !answers.some(
          (a) =>
            (a.question === q.id || (q.title !== undefined && a.question === q.title)) &&
            a.answer.trim() !== '',
        ),
    )
    .map((q) => ({ key: q.id ?? q.title ?? '', label: q.title ?? q.id ?? '' }));
}

const fits = (t: ScheduledEventTier, guests: number) =>
  (t.min_group_size === null || guests >= t.min_group_size) &&
  (t.max_group_size === null || guests <= t.max_group_size);

/**
 * Reads the class and its tiers and checks the request against them: the class exists for the
 * caller (a foreign, hidden or deleted one is a 404), has not started, the tier is one of its
 * own (required when customer_selects_tier), and the party fits the tier's group sizes.
 */
export async function planSeats(tx: SqlTx, req: SeatRequest): Promise<SeatPlan> {
  const scheduledEvent = await LIVE_CLASS.row(tx, { companyId: req.companyId, id: req.scheduledEventId });
  if (
    !scheduledEvent ||
    scheduledEvent.company_id !== req.companyId ||
    (req.marketplace && !scheduledEvent.marketplace_visible)
  )
    throw notFound('scheduled event');
  const tiers = (
    await CLASS_TIERS.rows(tx, { companyId: scheduledEvent.company_id, id: scheduledEvent.id })
  ).filter((t) => !req.marketplace || t.marketplace_visible);
  if (req.tierId !== undefined && !tiers.some((t) => t.id === req.tierId)) throw noSuchTier();
  if (scheduledEvent.starts_at.getTime() <= req.now) throw createEventError('scheduled_event_over');
  if (req.tierId === undefined && scheduledEvent.customer_selects_tier)
    throw fieldError('tier', 'is required: this scheduled event lets the customer choose the tier');
  let candidates = req.tierId !== undefined ? tiers.filter((t) => t.id === req.tierId) : tiers;
  if (req.variationId !== undefined) {
    // A variation belongs to one tier: naming it (without the tier) picks that tier.
    candidates = candidates.filter((t) => variationIds(t).includes(req.variationId!));
    if (candidates.length === 0) throw noSuchVariation();
  }
  // No tier a customer may book at all: nothing left for them.
  if (candidates.length === 0) throw createEventError('scheduled_event_full');
  const fitting = candidates.filter((t) => fits(t, req.guests));
  if (fitting.length === 0) {
    const t = candidates[0];
    throw createEventError(
      'group_size_out_of_range',
      undefined,
      t && req.tierId !== undefined
        ? `${req.guests} guests; the tier takes ${t.min_group_size ?? 1}..${t.max_group_size ?? t.max_capacity} per booking`
        : `${req.guests} guests fit no tier's group sizes`,
    );
  }
  return { scheduledEvent, candidates: fitting, named: req.tierId !== undefined };
}

/** Takes `guests` seats of the first candidate tier with room; null when none has. */
export async function takeSeats(
  tx: SqlTx,
  companyId: string,
  tierIds: string[],
  guests: number,
): Promise<string | null> {
  for (const id of tierIds) {
    const taken = await TAKE_SEATS.row(tx, { companyId, id, guests });
    if (taken) return taken.id;
  }
  return null;
}

/** Gives the seats of a cancelled booking back (at once, in the cancel's transaction). */
export async function releaseSeats(tx: SqlTx, companyId: string, tierId: string, guests: number) {
  await RELEASE_SEATS.rows(tx, { companyId, id: tierId, guests });
}

/**
 * Books a seat: plan, take the seats (the conditional UPDATE), price them and insert the event,
 * all in the caller's transaction, so a refusal writes nothing.
 */
export async function bookSeats(
  tx: SqlTx,
  req: SeatRequest,
  values: EventValues & { company_id: string },
): Promise<Event> {
  const plan = await planSeats(tx, req);
  const tierId = await takeSeats(
    tx,
    values.company_id,
    plan.candidates.map((t) => t.id),
    req.guests,
  );
  if (!tierId) throw createEventError(plan.named ? 'tier_full' : 'scheduled_event_full');
  const tier = plan.candidates.find((t) => t.id === tierId)!;
  const missing = req.answers ? unansweredQuestions(tier, req.answers) : [];
  if (missing.length > 0)
    throw validationError(
      `booking_question_answers: an answer to "${missing[0].label}" is required`,
      missing.map((q) => ({
        field: `booking_question_answers.${q.key}`,
        message: `an answer to "${q.label}" is required`,
      })),
    );
  const priced = priceSeats(tier, req.variationId, req.guests, req.companyCurrency);
  return insertEvent(
    tx,
    {
      ...values,
      event_type_ids: [],
      starts_at: plan.scheduledEvent.starts_at,
      ends_at: plan.scheduledEvent.ends_at,
      resource_ids: [],
      scheduled_event_id: plan.scheduledEvent.id,
      tier_id: tier.id,
      variation_id: priced.variation_id,
      price: req.covered && priced.price !== null ? '0' : priced.price,
      currency: priced.currency,
    },
    [],
    () => [],
  );
}
