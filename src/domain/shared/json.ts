/** Helpers for the JSON settings groups stored in Json columns. */
export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const isPlain = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A partial update of a settings group: the given fields replace the stored ones, nested objects
 * merge the same way, arrays are replaced whole, and fields the request does not name stay.
 */
export function deepMerge(current: unknown, patch: Json): Json {
  const out: Json = { ...obj(current) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlain(value) && isPlain(out[key]) ? deepMerge(out[key], value) : value;
  }
  return out;
}

const CURRENCIES = new Set<string>(
  (Intl as any).supportedValuesOf ? (Intl as any).supportedValuesOf('currency') : [],
);

/** ISO 4217 code known to the runtime (any three capitals when the runtime cannot list them). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return CURRENCIES.size === 0 || CURRENCIES.has(code);
}

/**
 * The object without its undefined fields: spread over defaults, it never overwrites one with
 * undefined (a request's absent field leaves the stored value as it is).
 */
export function defined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: { [K in keyof T]?: Exclude<T[K], undefined> } = {};
  for (const key of Object.keys(value) as (keyof T)[])
    if (value[key] !== undefined) out[key] = value[key] as Exclude<T[keyof T], undefined>;
  return out;
}
