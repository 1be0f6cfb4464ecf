import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hqCaller } from '../http/auth.ts';
import { Pagination, pageOf } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams, Nullable } from '../http/schemas/common.ts';

const tags = ['HQ: activities'];

const Change = Type.Object({ old: Type.Unknown(), new: Type.Unknown() }, { title: 'ActivityChange' });

export const Activity = Type.Object(
  {
    id: Type.String(),
    company: Type.String(),
    actor: Type.Object(
      {
        type: Type.Union([Type.Literal('hq_user'), Type.Literal('customer'), Type.Literal('guest')]),
        user: Nullable(Type.String({ description: 'HQ user, for hq_user.' })),
        token: Nullable(Type.String({ description: 'The API token used (its id), for hq_user.' })),
        marketplace_user: Nullable(Type.String({ description: 'The customer account, for customer.' })),
      },
      { title: 'ActivityActor' },
    ),
    operation: Nullable(Type.String({ description: 'The operationId of the request that made the change.' })),
    request_id: Nullable(Type.String()),
    object: Type.Object(
      {
        type: Type.String({ description: 'The kind of object (its table), e.g. `resources`, `events`.' }),
        id: Type.String(),
      },
      { title: 'ActivityObject' },
    ),
    action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
    changes: Type.Record(Type.String(), Change, {
      description: 'Each field that changed, with its old and new value; secrets are shown as "***".',
    }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Activity' },
);

const ActivityFilter = Type.Object(
  {
    object_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    object_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    user: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'HQ user id.' })),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Changes at or after.' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Changes before.' })),
  },
  { additionalProperties: false, title: 'ActivityFilter' },
);

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
