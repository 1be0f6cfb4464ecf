import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { categoryPlural } from '../domain/marketplace/categories.ts';
import { type CategoryKind, UserLocation } from '../domain/marketplace/schemas.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { Category, CategorySort } from '../http/schemas/marketplace.ts';

const tags = ['Marketplace: categories'];
// Typed here: the shared constant infers a union TypeScript will not take as a security list.
const security = optionalCustomerSecurity as Record<string, string[]>[];
const select = Type.Optional(SelectParam(Category));
const expand = Type.Optional(ExpandParam([]));

interface KindRoute {
  kind: CategoryKind;
  /** Path parameter of the by-id route. */
  param: string;
  /** operationId stem, e.g. CompanyType. */
  name: string;
  readable: boolean;
}

const KINDS: KindRoute[] = [
  { kind: 'company_types', param: 'company_type_id', name: 'CompanyType', readable: false },
  { kind: 'service_types', param: 'service_type_id', name: 'ServiceType', readable: false },
  { kind: 'cuisines', param: 'cuisine_id', name: 'Cuisine', readable: true },
  { kind: 'dietaries', param: 'dietary_id', name: 'Dietary', readable: true },
  { kind: 'ambiences', param: 'ambience_id', name: 'Ambience', readable: true },
];

/** Global category lists (docs/api-conventions.md#marketplace-operations): list, by id, and by readable id where the spec has it. */
export const marketplaceCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { categories } = app.services;

  // Company types take lat/lng directly (docs/api-conventions.md#marketplace-operations); the other lists take user_location.
  app.get(
    '/company_types',
    {
      schema: {
        operationId: 'listCompanyTypes',
        summary: 'Company types',
        description:
          'With lat and lng: the types of the country there (the country of the nearest marketplace ' +
          'company within 500 km) plus the ones for every country; without: all types.',
        tags,
        security,
        querystring: Type.Object(
          {
            sort: Type.Optional(CategorySort),
            pagination: Type.Optional(Pagination),
            lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
            lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Category) }),
      },
    },
    (request) => {
      const { lat, lng, sort, pagination } = request.query;
      const location = lat !== undefined || lng !== undefined ? { lat, lng } : undefined;
      return categories.list('company_types', { location, sort, page: pageOf(pagination) });
    },
  );

  for (const { kind, param, name, readable } of KINDS) {
    const plural = categoryPlural(kind);
    if (kind !== 'company_types') {
      app.get(
        `/${kind}`,
        {
          schema: {
            operationId: `list${name}s`.replace(/ys$/, 'ies'),
            summary: `${plural[0].toUpperCase()}${plural.slice(1)}`,
            description:
              kind === 'service_types'
                ? 'With user_location: the service types of its country (country_code, else found from ' +
                  'lat/lng) plus the ones for every country.'
                : 'Global list; user_location is accepted (these categories are the same in every country).',
            tags,
            security,
            querystring: Type.Object(
              {
                user_location: Type.Optional(UserLocation),
                sort: Type.Optional(CategorySort),
                pagination: Type.Optional(Pagination),
                select,
                expand,
              },
              { additionalProperties: false },
            ),
            response: responses({ 200: Type.Array(Category) }),
          },
        },
        (request) =>
          categories.list(kind, {
            location: request.query.user_location,
            sort: request.query.sort,
            page: pageOf(request.query.pagination),
          }),
      );
    }

    if (readable) {
      app.get(
        `/${kind}/readable/:readable_id`,
        {
          schema: {
            operationId: `get${name}ByReadableId`,
            summary: `One ${categoryPlural(kind, 1)} by its readable id`,
            tags,
            security,
            params: Type.Object(
              { readable_id: Type.String({ minLength: 1, maxLength: 200 }) },
              { additionalProperties: false },
            ),
            querystring: Type.Object({ select, expand }, { additionalProperties: false }),
            response: responses({ 200: Category }),
          },
        },
        (request) => categories.byReadableId(kind, (request.params as { readable_id: string }).readable_id),
      );
    }

    app.get(
      `/${kind}/:${param}`,
      {
        schema: {
          operationId: `get${name}`,
          summary: `One ${categoryPlural(kind, 1)}`,
          tags,
          security,
          params: IdParams(param),
          querystring: Type.Object({ select, expand }, { additionalProperties: false }),
          response: responses({ 200: Category }),
        },
      },
      (request) => categories.get(kind, (request.params as Record<string, string>)[param]),
    );
  }
};
