// What a company's settings allow its customers: booking without an account, bookings that
// need confirming, cancelling and changing online (and how late).

import type { CustomerCaller } from '../auth/caller.ts';
import { ApiError, unauthenticated } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import type { CompanyConfig } from './data.ts';

const HOUR_MS = 3_600_000;

/** Guests may book unless the enterprise demands an account. */
export function requireGuestAllowed(config: CompanyConfig, caller: CustomerCaller | undefined) {
  if (caller) return;
  if (obj(config.enterpriseConnections).allows_booking_without_auth === false)
    throw unauthenticated('This business takes bookings from signed-in customers only.');
}

/** marketplace.allow_booking_without_confirmation of the company (default true) or the employee. */
export function initialStatus(config: CompanyConfig, employeeId: string | null): 'confirmed' | 'unconfirmed' {
  if (obj(config.company.marketplace).allow_booking_without_confirmation !== false) return 'confirmed';
  const emp = config.employees.find((e) => e.id === employeeId);
  return obj(emp?.marketplace).allow_booking_without_confirmation === true ? 'confirmed' : 'unconfirmed';
}

/**
 * A customer's booking served by these people is confirmed at once where the company, or each of
 * them, allows it: for a visit, every segment's person (docs/bookings.md#visits).
 */
export function initialStatusOf(
  config: CompanyConfig,
  employeeIds: readonly (string | null)[],
): 'confirmed' | 'unconfirmed' {
  return employeeIds.every((id) => initialStatus(config, id) === 'confirmed') ? 'confirmed' : 'unconfirmed';
}

/** What a company's profile says about customers cancelling or changing bookings online. */
interface ClientPolicy {
  disabledField: string;
  noticeField: string;
  disabled: [code: string, title: string, message: string];
  late: [code: string, title: string, verb: string];
}

export const CANCEL_POLICY: ClientPolicy = {
  disabledField: 'client_cancel_disabled',
  noticeField: 'min_cancel_notice_hours',
  disabled: [
    'cancel_not_allowed',
    'Cancelling online is turned off',
    'Please contact the business to cancel.',
  ],
  late: ['cancel_too_late', 'Too late to cancel online', 'cancelled'],
};

export const RESCHEDULE_POLICY: ClientPolicy = {
  disabledField: 'client_reschedule_disabled',
  noticeField: 'min_reschedule_notice_hours',
  disabled: [
    'reschedule_not_allowed',
    'Changing online is turned off',
    'Please contact the business to change this booking.',
  ],
  late: ['reschedule_too_late', 'Too late to change online', 'changed'],
};

/** Refuses when the company turned the action off, or when the booking starts within the notice. */
export function clientPolicy(
  profile: Record<string, unknown>,
  startsAt: number,
  now: number,
  policy: ClientPolicy,
) {
  if (profile[policy.disabledField] === true) throw ruleRefusal(...policy.disabled);
  const hours = profile[policy.noticeField];
  const notice = typeof hours === 'number' ? hours : 0;
  if (now + notice * HOUR_MS > startsAt) {
    const [code, title, verb] = policy.late;
    throw ruleRefusal(
      code,
      title,
      `Bookings can be ${verb} online up to ${notice} hours before they start. Please contact the business.`,
    );
  }
}

/** A class's own cancellation rules (docs/api-conventions.md#classes): allow_cancellation, min_cancel_notice_minutes. */
export function classCancelPolicy(
  se: { allow_cancellation: boolean; min_cancel_notice_minutes: number | null; starts_at: Date },
  now: number,
) {
  if (!se.allow_cancellation)
    throw ruleRefusal(
      'cancel_not_allowed',
      'Cancelling is not possible',
      'This class cannot be cancelled online. Please contact the business.',
    );
  const minutes = se.min_cancel_notice_minutes ?? 0;
  if (now + minutes * 60_000 > se.starts_at.getTime())
    throw ruleRefusal(
      'cancel_too_late',
      'Too late to cancel online',
      `This class can be cancelled up to ${minutes} minutes before it starts. Please contact the business.`,
    );
}

function ruleRefusal(code: string, title: string, message: string) {
  return new ApiError(400, 'validation_error', code, `${title}.`, {
    user_title: title,
    user_message: message,
  });
}
