// Enterprises: who reaches one (its administrators and its companies' employees) and the rules
// of changing it. Their SQL is in enterprise-store.ts, their view in enterprise-view.ts.
import { isUniqueViolation, type SqlTx } from '../../db/sql.ts';
import { enterpriseOf } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { COMPANY_SORT_FIELDS } from '../companies/schemas.ts';
import { conflict, fieldError, notFound } from '../shared/errors.ts';
import { deepMerge } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import {
  type Enterprise,
  type EnterpriseChanges,
  hasSettlementAccount,
  reachedCompaniesOf,
  reachedEnterprise,
  reachedEnterprises,
  updateEnterprise,
  urlNameTaken,
} from './enterprise-store.ts';
import { enterpriseView } from './enterprise-view.ts';
import type { EnterpriseInput, EnterpriseUnsetField, EnterpriseView } from './schemas.ts';

export class EnterpriseService {
  private readonly companies: CompanyService;
  private readonly sql: SqlTx;

  constructor(companies: CompanyService, sql: SqlTx) {
    this.companies = companies;
    this.sql = sql;
  }

  private async load(caller: HqCaller, id: string): Promise<Enterprise> {
    // Reached is part of the query: an enterprise the caller does not reach is not found.
    const row = await reachedEnterprise(this.sql, caller, id);
    if (!row) throw notFound('enterprise');
    // Reached; whether the caller's roles allow this request on it (changing it needs a role in
    // the enterprise itself, docs/roles.md).
    enterpriseOf(caller, row.id);
    return row;
  }

  private async views(caller: HqCaller, rows: Enterprise[]): Promise<EnterpriseView[]> {
    const companies = await reachedCompaniesOf(
      this.sql,
      caller,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      enterpriseView(
        row,
        companies.filter((c) => c.enterprise_id === row.id).map((c) => c.id),
      ),
    );
  }

  async list(caller: HqCaller, page: Page): Promise<EnterpriseView[]> {
    const rows = await reachedEnterprises(this.sql, caller, page);
    return this.views(caller, rows);
  }

  async get(caller: HqCaller, id: string): Promise<EnterpriseView> {
    return (await this.views(caller, [await this.load(caller, id)]))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: EnterpriseInput,
    unset: readonly EnterpriseUnsetField[] = [],
  ): Promise<EnterpriseView> {
    const current = await this.load(caller, id);
    const data: EnterpriseChanges = {};
    if (input.connections) {
      const c = input.connections;
      const accountId = c.vouchers?.settlement_account_id;
      if (accountId) {
        if (!(await hasSettlementAccount(this.sql, id, accountId)))
          throw notFound(`settlement account ${accountId}`);
      }
      if (c.url_name !== undefined && c.url_name !== current.url_name) {
        if (await urlNameTaken(this.sql, c.url_name, id))
          throw conflict('url_name_taken', `The url_name "${c.url_name}" is taken.`);
        data.url_name = c.url_name;
      }
      if (c.available_on_marketplace !== undefined)
        data.available_on_marketplace = c.available_on_marketplace;
      const merged = deepMerge(current.connections, c);
      delete merged.url_name;
      delete merged.available_on_marketplace;
      data.connections = merged;
    }
    if (input.profile || unset.length > 0) {
      if (input.profile?.image !== undefined && unset.includes('image'))
        throw fieldError('profile.image', 'cannot be both set and unset');
      const merged = deepMerge(current.profile, input.profile ?? {});
      if (unset.includes('image')) delete merged.image;
      if (typeof input.profile?.name === 'string') data.name = input.profile.name;
      data.profile = merged;
    }
    let row: Enterprise | undefined;
    try {
      row = await updateEnterprise(this.sql, id, data);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('url_name_taken', 'The url_name is taken.');
      throw error;
    }
    if (!row) throw notFound('enterprise');
    return (await this.views(caller, [row]))[0];
  }

  async listCompanies(
    caller: HqCaller,
    id: string,
    options: { sort?: { field: (typeof COMPANY_SORT_FIELDS)[number]; order?: 'asc' | 'desc' }; page: Page },
  ) {
    await this.load(caller, id);
    return this.companies.listForCaller(caller, {
      ...options,
      sort: options.sort ?? { field: 'enterprise_order', order: 'asc' },
      enterpriseId: id,
    });
  }
}
