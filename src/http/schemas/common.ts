import { Type } from 'typebox';
import {
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

export { Id, Image, Location, Nullable, PaymentSettings, Search, specDefault, Timestamp, TranslationMap };

export const BOOKING_INTERVALS = [
  5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240,
] as const;

export const BookingInterval = Type.Union(
  BOOKING_INTERVALS.map((m) => Type.Literal(m)),
  {
    description: `Minutes between bookable starts; one of ${BOOKING_INTERVALS.join(', ')}.`,
    ...specDefault(15),
  },
);

export const IdParams = <const K extends string>(...names: K[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as { [P in K]: typeof Id }, {
    additionalProperties: false,
  });
