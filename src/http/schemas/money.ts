import { Type } from 'typebox';
import { PAYMENT_SORT_FIELDS } from '../../domain/payments/payment-service.ts';
import { SETTLEMENT_SORT_FIELDS } from '../../domain/settlements/settlement-service.ts';
import { Email } from '../../domain/shared/schemas.ts';
import { VOUCHER_SORT_FIELDS, VOUCHER_TEMPLATE_SORT_FIELDS } from '../../domain/vouchers/voucher-service.ts';
import { SortParam } from '../query.ts';

export { Payment } from '../../domain/payments/schemas.ts';
export {
  LineItem,
  Settlement,
  SettlementAccount,
  SettlementFilter,
} from '../../domain/settlements/schemas.ts';
export { Voucher, VoucherTemplate } from '../../domain/vouchers/schemas.ts';

const Opt = Type.Optional;

// ------------------------------------------------------------------ payments

export const PaymentSort = SortParam(PAYMENT_SORT_FIELDS);

export const EmailBody = Type.Object(
  { email: Opt(Email) },
  {
    additionalProperties: false,
    description: 'Recipient; without it, the address on record (customer, booking or voucher).',
  },
);

// ------------------------------------------------------------------ settlements

export const SettlementSort = SortParam(SETTLEMENT_SORT_FIELDS);

// ------------------------------------------------------------------ voucher templates

export const VoucherTemplateSort = SortParam(VOUCHER_TEMPLATE_SORT_FIELDS);

// ------------------------------------------------------------------ vouchers

export const VoucherSort = SortParam(VOUCHER_SORT_FIELDS);
