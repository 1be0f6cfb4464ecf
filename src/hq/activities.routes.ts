import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Activity, ActivityFilter } from '../domain/activities/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { Pagination, pageOf } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: activities'];

/** The audit trail of a company (issue 17). */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/companies/:company_id/activities',
    {
      schema: {
        operationId: 'listCompanyActivities',
        summary: "A company's audit trail",
        description:
          'Who changed what and when: every change made through the API to the objects of the ' +
          'company (by HQ users, with the token used, and by customers and guests to their bookings), ' +
          'newest first. `filter` (JSON) narrows by object (`object_type`, `object_id`), by `user`, ' +
          'and by time (`from` inclusive, `to` exclusive).',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          { filter: Type.Optional(ActivityFilter), pagination: Type.Optional(Pagination) },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Activity) }),
      },
    },
    (request) =>
      app.services.activities.list(
        hqCaller(request),
        request.params.company_id,
        request.query.filter ?? {},
        pageOf(request.query.pagination),
      ),
  );
};
