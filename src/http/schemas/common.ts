import { Type } from 'typebox';
import { Id } from '../../domain/shared/schemas.ts';

// The shared schema pieces live in the domain (its request schemas use them); the HTTP schemas
// take them from here as before.
export {
  BOOKING_INTERVALS,
  BookingInterval,
  CompanyRef,
  Id,
  Image,
  Location,
  Nullable,
  PaymentSettings,
  Search,
  specDefault,
  Timestamp,
  TranslationMap,
} from '../../domain/shared/schemas.ts';

export const IdParams = <const K extends string>(...names: K[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as { [P in K]: typeof Id }, {
    additionalProperties: false,
  });
