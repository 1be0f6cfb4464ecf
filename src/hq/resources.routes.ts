import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RESOURCE_EXPANDABLE, RESOURCE_UNSET_FIELDS } from '../domain/resources/resource-service.ts';
import {
  DuplicateBody,
  ResourceBody,
  ResourceCreateBody,
  ResourceFilter,
} from '../domain/resources/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { sendMemo } from '../http/memo.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams, Search } from '../http/schemas/common.ts';
import { Resource, ResourceSort } from '../http/schemas/resource.ts';

const tags = ['HQ: resources'];
const select = Type.Optional(SelectParam(Resource));
const expand = Type.Optional(ExpandParam(RESOURCE_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#paths-and-methods: the six resource operations. */
export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resources = app.services.resources;

  app.get(
    '/resources/:resource_id',
    {
      schema: {
        operationId: 'getResource',
        summary: 'Retrieve a resource',
        tags,
        security: hqSecurity,
        params: IdParams('resource_id'),
        querystring: ReadQuery,
        response: responses({ 200: Resource }),
      },
    },
    (request) => resources.get(hqCaller(request), request.params.resource_id, request.query.expand),
  );

  app.post(
    '/resources/:resource_id',
    {
      schema: {
        operationId: 'updateResource',
        summary: 'Update a resource',
        tags,
        security: hqSecurity,
        params: IdParams('resource_id'),
        querystring: Type.Object(
          { unset: Type.Optional(UnsetParam(RESOURCE_UNSET_FIELDS, 'ResourceField')), select, expand },
          { additionalProperties: false },
        ),
        body: ResourceBody,
        response: responses({ 200: Resource }),
      },
    },
    (request) =>
      resources.update(
        hqCaller(request),
        request.params.resource_id,
        request.body,
        request.query.unset,
        request.query.expand,
      ),
  );

  app.post(
    '/resources/:resource_id/duplicate',
    {
      schema: {
        operationId: 'duplicateResource',
        summary: 'Duplicate a resource N times',
        description: 'Copies are placed right after the original in `order`, named on from its name.',
        tags,
        security: hqSecurity,
        params: IdParams('resource_id'),
        querystring: ReadQuery,
        body: DuplicateBody,
        response: responses({ 200: Type.Array(Resource) }),
      },
    },
    (request) =>
      resources.duplicate(
        hqCaller(request),
        request.params.resource_id,
        request.body.count,
        request.query.expand,
      ),
  );

  app.post(
    '/resources',
    {
      schema: {
        operationId: 'createResource',
        summary: 'Create a resource',
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: ResourceCreateBody,
        response: responses({ 200: Resource }),
      },
    },
    (request) => resources.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/companies/:company_id/resources',
    {
      schema: {
        operationId: 'listCompanyResources',
        summary: "List a company's resources",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            sort: Type.Optional(ResourceSort),
            pagination: Type.Optional(Pagination),
            filter: Type.Optional(ResourceFilter),
            search: Type.Optional(Search),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Resource) }),
      },
    },
    async (request, reply) =>
      sendMemo(
        request,
        reply,
        await resources.listAnswer(hqCaller(request), request.params.company_id, {
          search: request.query.search,
          filter: request.query.filter,
          sort: request.query.sort,
          page: pageOf(request.query.pagination),
          expand: request.query.expand,
        }),
      ),
  );

  app.delete(
    '/resources/:resource_id',
    {
      schema: {
        operationId: 'deleteResource',
        summary: 'Delete a resource',
        tags,
        security: hqSecurity,
        params: IdParams('resource_id'),
        querystring: ReadQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await resources.delete(hqCaller(request), request.params.resource_id);
      return reply.status(204).send();
    },
  );
};
