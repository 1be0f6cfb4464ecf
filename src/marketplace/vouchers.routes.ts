import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { VoucherPurchaseBody } from '../domain/payments/schemas.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { VoucherBalance, VoucherPurchaseAnswer } from '../http/schemas/checkout.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';
import { VoucherTemplate } from '../http/schemas/money.ts';

const tags = ['Marketplace: vouchers'];
const security = optionalCustomerSecurity as Record<string, string[]>[];

/** docs/api-conventions.md#customers-paying: vouchers bought on the marketplace. */
export const marketplaceVoucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { voucherShop } = app.services;

  app.get(
    '/companies/:company_id/voucher_templates',
    {
      schema: {
        operationId: 'listMarketplaceVoucherTemplates',
        summary: 'The vouchers a company sells on the marketplace',
        description:
          'Its templates with marketplace: true (none when the company has vouchers.enabled false).',
        tags,
        params: CompanyRefParams,
        response: responses({ 200: Type.Array(VoucherTemplate) }),
      },
    },
    (request) => voucherShop.templates(request.params.company_id),
  );

  app.post(
    '/vouchers',
    {
      schema: {
        operationId: 'buyVoucher',
        summary: 'Buy a voucher: pay for it, get its code by e-mail',
        description:
          "Charges the template's amount with `payment_method` (a decline is a 402 `card_declined` and writes " +
          'nothing), then writes the payment (reason `voucher`), the voucher with a unique code and its e-mail to ' +
          '`email` in one transaction.',
        tags,
        security,
        body: VoucherPurchaseBody,
        response: responses({ 200: VoucherPurchaseAnswer }, 402),
      },
    },
    (request) => voucherShop.buy(request.customer, request.body),
  );

  app.get(
    '/vouchers/:code',
    {
      schema: {
        operationId: 'getVoucherBalance',
        summary: "A voucher's status and balance, by its code",
        tags,
        params: Type.Object(
          {
            code: Type.String({ minLength: 1, maxLength: 64, description: 'The code, e.g. ABCD-EFGH-JKLM.' }),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: VoucherBalance }),
      },
    },
    (request) => voucherShop.byCode(request.params.code),
  );
};
