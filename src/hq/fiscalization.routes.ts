import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: fiscalization'];
const Text = Type.String({ maxLength: 500 });

const dataProps = {
  provider: Type.Optional(Text),
  acquirer_company: Type.Optional(Text),
  acquirer_store: Type.Optional(Text),
  fiscal_code: Type.Optional(Text),
  tax_credentials_username: Type.Optional(Text),
  series: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
};

const FiscalizationDataIn = Type.Object(
  {
    ...dataProps,
    tax_credentials_password: Type.Optional(
      Type.String({ minLength: 1, maxLength: 500, description: 'Stored encrypted; never returned.' }),
    ),
  },
  { additionalProperties: false },
);

export const FiscalizationOnboarding = Type.Object(
  { data: Type.Optional(Type.Object(dataProps, { description: 'Without tax_credentials_password.' })) },
  { title: 'FiscalizationOnboarding' },
);

/** docs/api-conventions.md#payment-terminals-and-fiscalization: restart the fiscalization onboarding of a company. */
export const fiscalizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The body is optional: a POST without one is a plain restart (and the document says so).
  emptyBodyIsEmptyObject(app);
  app.post(
    '/fiscalizations/companies/:company_id/onboarding/restart',
    {
      schema: {
        operationId: 'restartFiscalizationOnboarding',
        summary: 'Restart the fiscalization onboarding of a company',
        description:
          'Archives the current connection with the fiscalization provider and starts a new onboarding ' +
          "for the company's current Tax ID (pos.vat_number, else pos.kennitala). The new data is the " +
          "previous onboarding's overlaid with the fields given in `data`. `tax_credentials_password` is " +
          'stored encrypted (AES-256-GCM) and never returned.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            select: Type.Optional(SelectParam(FiscalizationOnboarding)),
            expand: Type.Optional(ExpandParam([])),
          },
          { additionalProperties: false },
        ),
        body: Type.Object({ data: Type.Optional(FiscalizationDataIn) }, { additionalProperties: false }),
        response: responses({ 200: FiscalizationOnboarding }),
      },
    },
    (request) =>
      app.services.fiscalization.restart(hqCaller(request), request.params.company_id, request.body.data),
  );
};
