import { Type } from 'typebox';
import {
  BOOKING_INTERVALS,
  BookingInterval,
  Id,
  Image,
  Location,
  Nullable,
  PaymentSettings,
  Search,
  specDefault,
  Timestamp,
  TranslationMap,
} from '../../domain/schemas.ts';

export {
  BOOKING_INTERVALS,
  BookingInterval,
  Id,
  Image,
  Location,
  Nullable,
  PaymentSettings,
  Search,
  specDefault,
  Timestamp,
  TranslationMap,
};

export const IdParams = <const K extends string>(...names: K[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as { [P in K]: typeof Id }, {
    additionalProperties: false,
  });
