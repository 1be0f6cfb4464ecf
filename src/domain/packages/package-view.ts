// The records of packages and memberships as the API, webhooks, the stream and the GDPR export
// show them (one view per record).
import { Decimal } from '../../db/prisma-values.ts';
import { oneOf, storedJson } from '../shared/schemas.ts';
import type { HoldingRow, ProductRow } from './package-store.ts';
import {
  CANCELLATION_RULES,
  type CustomerPackageView,
  PACKAGE_STATUSES,
  type PackageProductView,
  PackageTerms,
  PERIODS,
  PRODUCT_KINDS,
  REFUND_RULES,
} from './schemas.ts';

/** A holding's terms as stored, read as PackageTerms types them. */
export const storedTerms = storedJson(PackageTerms, 'package terms');

const orNull = <const T extends readonly string[]>(values: T, v: string | null) =>
  v === null ? null : oneOf(values, v);

/** What a product covers, as its columns hold it. */
export function coversOf(row: ProductRow) {
  return {
    event_types: row.event_type_ids,
    event_type_groups: row.event_type_group_ids,
    scheduled_events: row.scheduled_event_ids,
    all_classes: row.all_classes,
  };
}

export function productView(row: ProductRow): PackageProductView {
  return {
    id: row.id,
    company: row.company_id,
    kind: oneOf(PRODUCT_KINDS, row.kind),
    title: row.title,
    description: row.description,
    currency: row.currency,
    price: new Decimal(row.price).toNumber(),
    marketplace: row.marketplace,
    covers: coversOf(row),
    credits: row.credits,
    validity_months: row.validity_months,
    shareable: row.shareable,
    period: orNull(PERIODS, row.period),
    cancellation: orNull(CANCELLATION_RULES, row.cancellation),
    notice_days: row.notice_days,
    refunds: oneOf(REFUND_RULES, row.refunds),
    archived: row.archived_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The status as of `now`: what is stored, except that a package past its validity shows
 * `expired`, and a membership past its cancellation `cancelled`, before the job has written it.
 */
export function statusAt(row: HoldingRow, now: Date): CustomerPackageView['status'] {
  const stored = oneOf(PACKAGE_STATUSES, row.status);
  if (stored !== 'active' && stored !== 'paused') return stored;
  if (row.kind === 'package' && row.ends_at <= now) return 'expired';
  if (row.cancel_at && row.cancel_at <= now) return 'cancelled';
  return stored;
}

/** What is left to book with: nothing once it has ended; null when unlimited. */
export function creditsLeft(row: HoldingRow, now: Date): number | null {
  const status = statusAt(row, now);
  if (status !== 'active' && status !== 'paused') return 0;
  if (row.credits_total === null) return null;
  return Math.max(0, row.credits_total - row.credits_used);
}

export function holdingView(row: HoldingRow, now = new Date()): CustomerPackageView {
  const terms = storedTerms(row.terms);
  const status = statusAt(row, now);
  const membership = row.kind === 'membership';
  const renews = membership && status === 'active' && (row.cancel_at === null || row.cancel_at > row.ends_at);
  return {
    id: row.id,
    company: row.company_id,
    product: row.product_id,
    kind: oneOf(PRODUCT_KINDS, row.kind),
    status,
    title: row.title,
    customer: row.customer_id,
    marketplace_user: row.marketplace_user_id,
    currency: row.currency,
    price: new Decimal(row.price).toNumber(),
    covers: terms.covers,
    shareable: terms.shareable,
    credits_total: row.credits_total,
    credits_used: row.credits_used,
    credits_left: creditsLeft(row, now),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    renews_at: renews ? row.ends_at.toISOString() : null,
    period: membership ? terms.period : null,
    cancellation: membership ? terms.cancellation : null,
    notice_days: membership ? terms.notice_days : null,
    cancel_at: row.cancel_at?.toISOString() ?? null,
    ended_at: row.ended_at?.toISOString() ?? null,
    provider: row.provider,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
