import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  VoucherFilter,
  VoucherTemplateCreateBody,
  VoucherTemplateFilter,
  VoucherTemplateUpdateBody,
  VoucherUpdateBody,
} from '../domain/vouchers/schemas.ts';
import {
  VOUCHER_EXPANDABLE,
  VOUCHER_TEMPLATE_EXPANDABLE,
  VOUCHER_UNSET_FIELDS,
} from '../domain/vouchers/voucher-service.ts';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import {
  EmailBody,
  Voucher,
  VoucherSort,
  VoucherTemplate,
  VoucherTemplateSort,
} from '../http/schemas/money.ts';

const templateTags = ['HQ: voucher templates'];
const voucherTags = ['HQ: vouchers'];
const tSelect = Type.Optional(SelectParam(VoucherTemplate));
const tExpand = Type.Optional(ExpandParam(VOUCHER_TEMPLATE_EXPANDABLE));
const TemplateQuery = Type.Object({ select: tSelect, expand: tExpand }, { additionalProperties: false });
const vSelect = Type.Optional(SelectParam(Voucher));
const vExpand = Type.Optional(ExpandParam(VOUCHER_EXPANDABLE));
const VoucherQuery = Type.Object({ select: vSelect, expand: vExpand }, { additionalProperties: false });

/** docs/api-conventions.md#voucher-templates-and-vouchers, docs/api-conventions.md#paths-and-methods: voucher templates and vouchers. */
export const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const vouchers = app.services.vouchers;

  app.post(
    '/voucher_templates',
    {
      schema: {
        operationId: 'createVoucherTemplate',
        summary: 'Create a voucher template',
        description:
          'Required: company, currency, amount (>= 1). Defaults: type amount, number_of_guests 1, expiration_months_after_purchase 48. A service template needs an event_type; variation_id must be one of its variations.',
        tags: templateTags,
        security: hqSecurity,
        querystring: TemplateQuery,
        body: VoucherTemplateCreateBody,
        response: responses({ 200: VoucherTemplate }),
      },
    },
    (request) => vouchers.createTemplate(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/companies/:company_id/voucher_templates',
    {
      schema: {
        operationId: 'listCompanyVoucherTemplates',
        summary: "List a company's voucher templates",
        tags: templateTags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(VoucherTemplateFilter),
            sort: Type.Optional(VoucherTemplateSort),
            pagination: Type.Optional(Pagination),
            select: tSelect,
            expand: tExpand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(VoucherTemplate) }),
      },
    },
    (request) =>
      vouchers.listTemplates(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/voucher_templates/:voucher_template_id',
    {
      schema: {
        operationId: 'getVoucherTemplate',
        summary: 'Retrieve a voucher template',
        tags: templateTags,
        security: hqSecurity,
        params: IdParams('voucher_template_id'),
        querystring: TemplateQuery,
        response: responses({ 200: VoucherTemplate }),
      },
    },
    (request) =>
      vouchers.getTemplate(hqCaller(request), request.params.voucher_template_id, request.query.expand),
  );

  app.post(
    '/voucher_templates/:voucher_template_id',
    {
      schema: {
        operationId: 'updateVoucherTemplate',
        summary: 'Update a voucher template',
        description: 'Vouchers already made keep their own amount and expiration.',
        tags: templateTags,
        security: hqSecurity,
        params: IdParams('voucher_template_id'),
        querystring: TemplateQuery,
        body: VoucherTemplateUpdateBody,
        response: responses({ 200: VoucherTemplate }),
      },
    },
    (request) =>
      vouchers.updateTemplate(
        hqCaller(request),
        request.params.voucher_template_id,
        request.body,
        request.query.expand,
      ),
  );

  app.delete(
    '/voucher_templates/:voucher_template_id',
    {
      schema: {
        operationId: 'deleteVoucherTemplate',
        summary: 'Delete a voucher template',
        description:
          'Only a template never used to create a voucher; otherwise 409 `voucher_template_in_use`.',
        tags: templateTags,
        security: hqSecurity,
        params: IdParams('voucher_template_id'),
        querystring: TemplateQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }, 409),
      },
    },
    async (request, reply) => {
      await vouchers.deleteTemplate(hqCaller(request), request.params.voucher_template_id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/companies/:company_id/vouchers',
    {
      schema: {
        operationId: 'listCompanyVouchers',
        summary: "List a company's vouchers",
        description:
          'Newest first unless `sort` says otherwise. `status` is derived from use and expiration.',
        tags: voucherTags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(VoucherFilter),
            sort: Type.Optional(VoucherSort),
            pagination: Type.Optional(Pagination),
            select: vSelect,
            expand: vExpand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Voucher) }),
      },
    },
    (request) =>
      vouchers.listVouchers(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/vouchers/:voucher_id',
    {
      schema: {
        operationId: 'getVoucher',
        summary: 'Retrieve a voucher',
        tags: voucherTags,
        security: hqSecurity,
        params: IdParams('voucher_id'),
        querystring: VoucherQuery,
        response: responses({ 200: Voucher }),
      },
    },
    (request) => vouchers.getVoucher(hqCaller(request), request.params.voucher_id, request.query.expand),
  );

  app.post(
    '/vouchers/:voucher_id',
    {
      schema: {
        operationId: 'updateVoucher',
        summary: 'Update a voucher',
        description: '`data` is merged into the voucher data; `unset=customer` detaches the customer.',
        tags: voucherTags,
        security: hqSecurity,
        params: IdParams('voucher_id'),
        querystring: Type.Object(
          {
            unset: Type.Optional(UnsetParam(VOUCHER_UNSET_FIELDS, 'VoucherFields')),
            select: vSelect,
            expand: vExpand,
          },
          { additionalProperties: false },
        ),
        body: VoucherUpdateBody,
        response: responses({ 200: Voucher }),
      },
    },
    (request) =>
      vouchers.updateVoucher(
        hqCaller(request),
        request.params.voucher_id,
        request.body,
        request.query.unset,
        request.query.expand,
      ),
  );

  app.post(
    '/vouchers/:voucher_id/notification',
    {
      schema: {
        operationId: 'sendVoucherNotification',
        summary: 'Send the voucher to a recipient by e-mail',
        description:
          "Queues the voucher e-mail (code, value, expiry, message; in the company's messaging language) in the outbox. Answers the voucher.",
        tags: voucherTags,
        security: hqSecurity,
        params: IdParams('voucher_id'),
        querystring: VoucherQuery,
        body: EmailBody,
        response: responses({ 200: Voucher }),
      },
    },
    (request) =>
      vouchers.sendNotification(
        hqCaller(request),
        request.params.voucher_id,
        request.body?.email,
        request.query.expand,
      ),
  );
};
