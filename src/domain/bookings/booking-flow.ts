// Booking-flow data checks (docs/api-conventions.md#marketplace-operations validate): the company's required fields, the event
// types' required booking questions and the party size. Pure: rows in, problems out.
import type { Row } from '../../db/kysely.ts';
import { obj } from '../shared/json.ts';

export interface BookingFlowData {
  event_types?: string[];
  number_of_guests?: number;
  customer_name?: string;
  email?: string;
  phone_country_code?: string;
  phone_number?: string;
  kennitala?: string;
  license_plate?: string;
  comment?: string;
  booking_question_answers?: { question: string; answer: string }[];
}

export interface FlowProblem {
  field: string;
  code: 'required' | 'invalid' | 'out_of_range';
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Icelandic kennitala: ten digits, optionally DDMMYY-NNNN. */
const KENNITALA = /^\d{6}-?\d{4}$/;

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

interface Question {
  id?: string;
  title?: string;
  answer_required?: boolean;
}

export function bookingFlowProblems(
  company: Pick<Row<'companies'>, 'profile'>,
  eventTypes: Pick<Row<'event_types'>, 'connections' | 'min_guests_per_booking' | 'max_guests_per_booking'>[],
  data: BookingFlowData,
  options: { requireName?: boolean } = {},
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const profile = obj(company.profile);
  const required = obj(profile.required_fields);
  if ((options.requireName ?? true) && blank(data.customer_name))
    problems.push({ field: 'customer_name', code: 'required', message: 'is required' });
  if (required.email === true && blank(data.email))
    problems.push({ field: 'email', code: 'required', message: 'is required by the company' });
  else if (!blank(data.email) && !EMAIL.test(data.email!.trim()))
    problems.push({ field: 'email', code: 'invalid', message: 'is not an e-mail address' });
  if (required.kennitala === true && blank(data.kennitala))
    problems.push({ field: 'kennitala', code: 'required', message: 'is required by the company' });
  else if (!blank(data.kennitala) && !KENNITALA.test(data.kennitala!.trim()))
    problems.push({ field: 'kennitala', code: 'invalid', message: 'must be ten digits (DDMMYY-NNNN)' });
  if ((required.license_plate === true || profile.license_plate === true) && blank(data.license_plate))
    problems.push({ field: 'license_plate', code: 'required', message: 'is required by the company' });
  if (!blank(data.phone_number) && !/^[0-9 ()+-]{3,32}$/.test(data.phone_number!))
    problems.push({ field: 'phone_number', code: 'invalid', message: 'is not a phone number' });

  const answers = data.booking_question_answers ?? [];
  for (const et of eventTypes) {
    const questions = obj(et.connections).booking_questions;
    if (!Array.isArray(questions)) continue;
    for (const q of questions as Question[]) {
      if (!q?.answer_required) continue;
      const answered = answers.some(
        (a) => (a.question === q.id || (q.title !== undefined && a.question === q.title)) && !blank(a.answer),
      );
      if (!answered)
        problems.push({
          field: `booking_question_answers.${q.id ?? q.title ?? ''}`,
          code: 'required',
          message: `an answer to "${q.title ?? q.id}" is required`,
        });
    }
  }

  const guests = data.number_of_guests ?? 1;
  const limits: [number | null, number | null][] = [
    [numOrNull(profile.min_guests_per_booking), numOrNull(profile.max_guests_per_booking)],
    ...eventTypes.map(
      (et) => [et.min_guests_per_booking, et.max_guests_per_booking] as [number | null, number | null],
    ),
  ];
  let lo = 1;
  let hi = Number.POSITIVE_INFINITY;
  for (const [min, max] of limits) {
    if (min != null) lo = Math.max(lo, min);
    if (max != null) hi = Math.min(hi, max);
  }
  if (guests < lo || guests > hi)
    problems.push({
      field: 'number_of_guests',
      code: 'out_of_range',
      message: hi === Number.POSITIVE_INFINITY ? `must be at least ${lo}` : `must be between ${lo} and ${hi}`,
    });
  return problems;
}

function numOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
