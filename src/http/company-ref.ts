import type { FastifyInstance } from 'fastify';

/**
 * One rule for naming a company on the marketplace: every `{company_id}` path parameter, every
 * `company` field of a request body and the `company` of a `filter` query parameter is the
 * company's id or its url_name. After validation and before the handler the name is replaced by
 * the id (CompanyService.companyIdOf), so every operation, its idempotency key and its answer see
 * the id whichever name the caller used.
 */
export function resolveCompanyRefs(app: FastifyInstance) {
  const { companies } = app.services;
  const resolve = async (holder: unknown, field: string) => {
    if (typeof holder !== 'object' || holder === null) return;
    const value: unknown = Reflect.get(holder, field);
    if (typeof value === 'string') Reflect.set(holder, field, await companies.companyIdOf(value));
  };
  app.addHook('preHandler', async (request) => {
    await resolve(request.params, 'company_id');
    await resolve(request.body, 'company');
    const { query } = request;
    if (typeof query === 'object' && query !== null) await resolve(Reflect.get(query, 'filter'), 'company');
  });
}
