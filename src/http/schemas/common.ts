import { Type } from 'typebox';
import {
  BookingInterval,
  Id,
  Image,
  Location,
  Nullable,
  PaymentSettings,
  specDefault,
  Timestamp,
  TranslationMap,
} from '../../domain/schemas.ts';

export {
  BookingInterval,
  Id,
  Image,
  Location,
  Nullable,
  PaymentSettings,
  specDefault,
  Timestamp,
  TranslationMap,
};

export const IdParams = <const K extends string>(...names: K[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as { [P in K]: typeof Id }, {
    additionalProperties: false,
  });

export const Search = Type.String({
  maxLength: 200,
  description: 'Case- and accent-insensitive text search.',
});
