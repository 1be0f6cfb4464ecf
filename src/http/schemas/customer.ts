import { Type } from 'typebox';
import { EVENT_STATUSES } from '../../domain/bookings/booking-inputs.ts';
import { CUSTOMER_SORT_FIELDS } from '../../domain/customers/customer-store.ts';
import { CustomerPackage } from '../../domain/packages/schemas.ts';
import { CustomerExport as CustomerRecords } from '../../domain/privacy/schemas.ts';
import { SortParam } from '../query.ts';
import { Id, Timestamp } from './common.ts';

export { Customer, CustomerMessage, CustomerStats } from '../../domain/customers/schemas.ts';

/**
 * The GDPR export: what the customers area holds of the person, and their packages and
 * memberships (docs/packages.md), which that area cannot name (packages sit above it).
 */
export const CustomerExport = Type.Object(
  {
    ...CustomerRecords.properties,
    packages: Type.Array(CustomerPackage, {
      description: 'Their packages and memberships (docs/packages.md), bought or held at the company.',
    }),
  },
  { title: 'CustomerExport', description: 'Everything held about the person (GDPR access).' },
);

const Opt = Type.Optional;
const Status = Type.Union(EVENT_STATUSES.map((s) => Type.Literal(s)));

export const CustomerSort = SortParam(CUSTOMER_SORT_FIELDS);

export const CustomerSearch = Type.String({
  maxLength: 200,
  description:
    'A fragment of the name, e-mail or phone, ignoring case and accents; a phone may be typed with spaces, dashes or +.',
});

export const CustomerEventFilter = Type.Object(
  {
    starts_after: Opt(Timestamp),
    starts_before: Opt(Timestamp),
    status: Opt(Type.Union([Status, Type.Array(Status, { maxItems: 5 })])),
  },
  { additionalProperties: false, description: 'starts_after inclusive, starts_before exclusive.' },
);

export const MergeBody = Type.Object(
  {
    from: Type.Array(Id, {
      minItems: 1,
      maxItems: 50,
      description: 'Customers of the same company merged into this one, then deleted.',
    }),
  },
  { additionalProperties: false },
);
