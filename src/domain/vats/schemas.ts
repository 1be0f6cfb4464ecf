// The VAT record as answered: the route's response schema, and (View<>) its view's return type.
import { Type } from 'typebox';
import { Id, type View } from '../shared/schemas.ts';

/** docs/api-conventions.md#vats. */
export const Vat = Type.Object(
  {
    id: Id,
    ratio: Type.Optional(Type.Number({ description: 'A fraction: 0.24 is 24 %.' })),
    country_code: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    default: Type.Optional(Type.Boolean({ description: "The company's default rate." })),
  },
  { title: 'Vat' },
);

export type VatView = View<typeof Vat>;
