import type { FastifyInstance } from 'fastify';
import { URL_NAME_PATTERN } from '../domain/companies/schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler takes the id or the url_name of its `{company_id}` itself, in the one cached
     * read it makes anyway (the company by slug, the service menu): resolving it before would cost
     * every such read a second round trip to confirm the cache is fresh.
     */
    companyRefInHandler?: boolean;
  }
}

/**
 * One rule for naming a company on the marketplace: every `{company_id}` path parameter, every
 * `company` field of a request body and the `company` of a `filter` query parameter is the
 * company's id or its url_name. After validation and before the handler the name is replaced by
 * the id (CompanyService.companyIdOf), so every operation, its idempotency key and its answer see
 * the id whichever name the caller used.
 */
const URL_NAME = new RegExp(URL_NAME_PATTERN);

export function resolveCompanyRefs(app: FastifyInstance) {
  const { companies } = app.services;
  const resolve = async (holder: unknown, field: string) => {
    if (typeof holder !== 'object' || holder === null) return;
    const value: unknown = Reflect.get(holder, field);
    // Only a value that can be a url_name is looked up: anything else is an id, and an app that
    // names companies by id (the usual case, and every booking) pays no round trip for it.
    if (typeof value === 'string' && URL_NAME.test(value))
      Reflect.set(holder, field, await companies.companyIdOf(value));
  };
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.companyRefInHandler) await resolve(request.params, 'company_id');
    await resolve(request.body, 'company');
    const { query } = request;
    if (typeof query === 'object' && query !== null) await resolve(Reflect.get(query, 'filter'), 'company');
  });
}
