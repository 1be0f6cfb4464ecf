import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { Settlement, SettlementAccount, SettlementFilter, SettlementSort } from '../http/schemas/money.ts';

const tags = ['HQ: settlements'];
const accountQuery = Type.Object(
  { select: Type.Optional(SelectParam(SettlementAccount)), expand: Type.Optional(ExpandParam([])) },
  { additionalProperties: false },
);

/** docs/api-conventions.md#settlement-accounts-and-settlements: settlements of a company, settlement accounts of an enterprise (read-only). */
export const settlementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settlements = app.services.settlements;

  app.get(
    '/companies/:company_id/settlements',
    {
      schema: {
        operationId: 'listCompanySettlements',
        summary: "List a company's settlements",
        description:
          'One settlement per recipient and week (Monday 00:00 UTC to the next Monday), made by the weekly job. Newest week first unless `sort` says otherwise.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(SettlementFilter),
            sort: Type.Optional(SettlementSort),
            pagination: Type.Optional(Pagination),
            select: Type.Optional(SelectParam(Settlement)),
            expand: Type.Optional(ExpandParam([])),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Settlement) }),
      },
    },
    (request) =>
      settlements.list(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.get(
    '/enterprise/:enterprise_id/settlement_accounts',
    {
      schema: {
        operationId: 'listSettlementAccounts',
        summary: "List an enterprise's settlement accounts",
        description: '`ssn` and `account` are masked except their last four characters.',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: accountQuery,
        response: responses({ 200: Type.Array(SettlementAccount) }),
      },
    },
    (request) => settlements.listAccounts(hqCaller(request), request.params.enterprise_id),
  );

  app.get(
    '/enterprise/:enterprise_id/settlement_accounts/:settlement_account_id',
    {
      schema: {
        operationId: 'getSettlementAccount',
        summary: 'Retrieve a settlement account',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id', 'settlement_account_id'),
        querystring: accountQuery,
        response: responses({ 200: SettlementAccount }),
      },
    },
    (request) =>
      settlements.getAccount(
        hqCaller(request),
        request.params.enterprise_id,
        request.params.settlement_account_id,
      ),
  );
};
