// Phone numbers in E.164, through libphonenumber-js (Google's metadata, kept current by its
// maintainers) rather than hand-written rules: trunk prefixes, number lengths and the calling
// codes of 245 numbering plans are its business, not ours.
import { createRequire } from 'node:module';
import type { CountryCode } from 'libphonenumber-js';

type Lib = typeof import('libphonenumber-js');
let lib: Lib | undefined;
/**
 * libphonenumber-js and its metadata, loaded with the first phone number (synchronously: the
 * callers are synchronous) rather than at start: about 7 MB resident and 40 ms of every start,
 * for a server that may read no phone number for a while.
 */
const phoneLib = (): Lib => {
  lib ??= createRequire(import.meta.url)('libphonenumber-js') as Lib;
  return lib;
};

export interface Phone {
  /** "+3545551234" */
  e164: string;
  /** The calling code's digits, "354". */
  country_code: string;
  /** The national significant number, "5551234". */
  number: string;
}

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * A phone as given on a booking or a customer (`phone_country_code` as "354", "+354" or "IS";
 * `phone_number` national or international, with any spaces and dashes) in E.164. Without a
 * country code, a national number is read in `defaultCountry` (the company's country). Null when
 * there is no number, or no plan it could belong to, or it cannot be a number of that plan.
 */
export function normalisePhone(
  countryCode: string | null | undefined,
  number: string | null | undefined,
  defaultCountry?: string | null,
): Phone | null {
  let text = number?.trim() ?? '';
  if (text === '') return null;
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const cc = countryCode?.trim() ?? '';
  const options: { defaultCountry?: CountryCode; defaultCallingCode?: string } = {};
  if (/^[A-Za-z]{2}$/.test(cc) && phoneLib().isSupportedCountry(cc.toUpperCase()))
    options.defaultCountry = cc.toUpperCase() as CountryCode;
  else if (digits(cc) !== '') options.defaultCallingCode = digits(cc);
  else if (defaultCountry && phoneLib().isSupportedCountry(defaultCountry.toUpperCase()))
    options.defaultCountry = defaultCountry.toUpperCase() as CountryCode;
  let parsed: ReturnType<Lib['parsePhoneNumberFromString']>;
  try {
    parsed = phoneLib().parsePhoneNumberFromString(text, options);
  } catch {
    // A calling code no plan has ("6") makes the library throw rather than answer undefined.
    return null;
  }
  if (!parsed?.isPossible()) return null;
  return { e164: parsed.number, country_code: parsed.countryCallingCode, number: parsed.nationalNumber };
}

/** The parts of an E.164 number (for records whose parts were stored some other way). */
export function phoneParts(e164: string): Phone | null {
  try {
    const parsed = phoneLib().parsePhoneNumberFromString(e164);
    return parsed
      ? { e164: parsed.number, country_code: parsed.countryCallingCode, number: parsed.nationalNumber }
      : null;
  } catch {
    return null;
  }
}
