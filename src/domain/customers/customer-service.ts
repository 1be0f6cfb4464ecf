import type { Sql, SqlTx } from '../../db/sql.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import { type HqCaller, ownCalendarOf } from '../auth/caller.ts';
import { conflict, fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { publishChange } from '../webhooks/publish.ts';
import {
  type Customer,
  type CustomerChanges,
  type CustomerCursor,
  type CustomerFilter,
  type CustomerSortField,
  companyCountry,
  customerCursor,
  customerHolding,
  customersByIds,
  deleteCustomers,
  findCustomer,
  insertCustomer,
  listCustomers,
  lockCustomers,
  moveToCustomer,
  servesCustomer,
  updateCustomer,
} from './customer-store.ts';
import { type CustomerRow, type CustomerView, customerView } from './customer-view.ts';
import { normalisePhone } from './phone.ts';

export const CUSTOMER_UNSET_FIELDS = ['email', 'phone_number', 'kennitala', 'notes'] as const;
export type CustomerUnsetField = (typeof CUSTOMER_UNSET_FIELDS)[number];

import type { CustomerCreateInput, CustomerInput } from './schemas.ts';

export type { CustomerCreateInput, CustomerInput };

export interface CustomerListOptions {
  search?: string;
  filter?: CustomerFilter;
  sort?: { field: CustomerSortField; order?: 'asc' | 'desc' };
  page: Page;
}

/** The columns a create or update writes, phone normalised (E.164 plus its parts). */
type CustomerData = Partial<
  Pick<Customer, 'name' | 'email' | 'phone' | 'phone_country_code' | 'phone_number' | 'kennitala' | 'notes'>
>;

/** HQ's customer records (docs/api-conventions.md#customers): list, create, read, update, merge. */
export class CustomerService {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** The customer row, when the caller reaches its company (else 404, as for a missing one). */
  async load(caller: HqCaller, id: string): Promise<Customer> {
    const row = await reachable(caller, 'customer', (companies) => findCustomer(this.sql, companies, id));
    await this.served(caller, row.company_id, row.id);
    return row;
  }

  /** Staff limited to their own calendar reach the customers they serve, no other (docs/roles.md). */
  private async served(caller: HqCaller, companyId: string, customerId: string) {
    const own = ownCalendarOf(caller, companyId);
    if (own !== null && !(await servesCustomer(this.sql, companyId, customerId, own)))
      throw notFound('customer');
  }

  /** Records with their stats, by id (missing ones left out). */
  async viewsByIds(ids: readonly string[], companyId?: string): Promise<Map<string, CustomerView>> {
    const rows = await customersByIds(
      this.sql,
      [...new Set(ids)],
      companyId ? { companies: [companyId] } : {},
    );
    return new Map(rows.map((r) => [r.id, customerView(r)]));
  }

  /** The record with its stats, in one statement; 404 when the caller does not reach its company. */
  async get(caller: HqCaller, id: string): Promise<CustomerView> {
    const row = await reachable(
      caller,
      'customer',
      async (companies) => (await customersByIds(this.sql, [id], { companies }))[0],
    );
    await this.served(caller, row.company_id, row.id);
    return customerView(row);
  }

  private async view(companyId: string, id: string): Promise<CustomerView> {
    const view = (await this.viewsByIds([id], companyId)).get(id);
    if (!view) throw notFound('customer');
    return view;
  }

  async list(caller: HqCaller, companyId: string, options: CustomerListOptions): Promise<CustomerView[]> {
    companyOf(caller, companyId);
    const f = options.filter;
    for (const field of ['created_from', 'created_to'] as const)
      if (f?.[field] !== undefined && !Number.isFinite(Date.parse(f[field]!)))
        throw fieldError(`filter.${field}`, 'must be an ISO 8601 date-time');
    // One moment for the cursor's last visit and the list's (a visit passing `now` between them
    // would move the cursor).
    const now = new Date();
    let after: CustomerCursor | undefined;
    if (options.page.startingAfter !== undefined) {
      after = await customerCursor(this.sql, companyId, options.page.startingAfter, options.sort?.field, now);
      if (!after)
        throw fieldError(
          'pagination.starting_after',
          'is not the id of a customer in this list (unknown or of another company)',
        );
    }
    const rows: CustomerRow[] = await listCustomers(
      this.sql,
      companyId,
      {
        search: options.search,
        filter: f,
        sort: options.sort,
        limit: options.page.limit,
        offset: options.page.offset,
        servedBy: ownCalendarOf(caller, companyId),
        after,
      },
      now,
    );
    return rows.map(customerView);
  }

  async create(caller: HqCaller, input: CustomerCreateInput): Promise<CustomerView> {
    companyOf(caller, input.company);
    const data = await this.dataOf(input.company, input, []);
    if (!data.name) throw fieldError('name', 'must not be blank');
    await this.refuseTaken(input.company, null, data);
    const view = await this.write(() =>
      this.sql.transaction(async (tx) => {
        const row = await insertCustomer(tx, input.company, { ...data, name: data.name! });
        const created = await viewIn(tx, row.company_id, row.id);
        await publishChange(tx, { type: 'customer.created', company: row.company_id, object: created });
        return created;
      }),
    );
    return view;
  }

  async update(
    caller: HqCaller,
    id: string,
    input: CustomerInput,
    unset: readonly CustomerUnsetField[] = [],
  ): Promise<CustomerView> {
    const current = await this.load(caller, id);
    for (const field of unset)
      if (input[field] !== undefined) throw fieldError(field, 'is both set and unset');
    const data = await this.dataOf(current.company_id, input, unset);
    if (data.name !== undefined && !data.name) throw fieldError('name', 'must not be blank');
    await this.refuseTaken(current.company_id, id, data);
    return this.write(() =>
      this.sql.transaction(async (tx) => {
        const before = await viewIn(tx, current.company_id, id);
        await updateCustomer(tx, current.company_id, id, data);
        const after = await viewIn(tx, current.company_id, id);
        await publishChange(tx, {
          type: 'customer.updated',
          company: current.company_id,
          object: after,
          previous: before,
        });
        return after;
      }),
    );
  }

  /**
   * Merges the `from` customers into this one in one transaction: their events, payments,
   * vouchers and messages move here, the fields this record lacks are taken from them (e-mail,
   * phone, kennitala, marketplace account; notes are appended), and they are deleted.
   */
  async merge(caller: HqCaller, id: string, from: readonly string[]): Promise<CustomerView> {
    const target = await this.load(caller, id);
    const fromIds = [...new Set(from)];
    if (fromIds.includes(id)) throw fieldError('from', 'must not contain the customer merged into');
    await this.sql.transaction(async (tx) => {
      // Locked, so a concurrent merge or erasure of the same records waits, then sees them gone.
      // Within the target's company (records of another one are refused below as not found).
      const locked = await lockCustomers(tx, target.company_id, [id, ...fromIds]);
      const into = locked.find((r) => r.id === id);
      const sources = fromIds.flatMap((s) => locked.filter((r) => r.id === s));
      if (!into) throw notFound('customer');
      // Every one found, in the target's company (the lock reads that company's rows only).
      if (sources.length !== fromIds.length || sources.some((s) => s.company_id !== target.company_id))
        throw notFound('customer');
      const before = await viewIn(tx, target.company_id, id);
      const merged: CustomerView[] = [];
      for (const s of fromIds) merged.push(await viewIn(tx, target.company_id, s));
      // Their events, payments, vouchers, messages, and packages and memberships too
      // (docs/packages.md: the key has no SET NULL).
      await moveToCustomer(tx, target.company_id, fromIds, id);
      // Deleted before the target takes their e-mail or phone: those are unique per company.
      await deleteCustomers(tx, target.company_id, fromIds);
      await updateCustomer(tx, target.company_id, id, mergedFields(into, sources));
      for (const gone of merged)
        await publishChange(tx, {
          type: 'customer.deleted',
          company: target.company_id,
          object: deletedView(gone),
        });
      await publishChange(tx, {
        type: 'customer.updated',
        company: target.company_id,
        object: await viewIn(tx, target.company_id, id),
        previous: before,
      });
    });
    return this.view(target.company_id, id);
  }

  /** The columns of an input, the phone normalised in the company's country (a bad one is a 400). */
  private async dataOf(
    companyId: string,
    input: CustomerInput,
    unset: readonly CustomerUnsetField[],
  ): Promise<CustomerData> {
    const data: CustomerData = {};
    if (input.name !== undefined) data.name = input.name.trim();
    if (input.email !== undefined) data.email = input.email.trim();
    if (input.kennitala !== undefined) data.kennitala = input.kennitala.trim() || null;
    if (input.notes !== undefined) data.notes = input.notes;
    if (input.phone_number !== undefined) {
      const country = await companyCountry(this.sql, companyId);
      const phone = normalisePhone(input.phone_country_code, input.phone_number, country);
      if (!phone)
        throw fieldError(
          'phone_number',
          'is not a phone number (give it in international form, or with phone_country_code)',
        );
      data.phone = phone.e164;
      data.phone_country_code = phone.country_code;
      data.phone_number = phone.number;
    } else if (input.phone_country_code !== undefined) {
      throw fieldError('phone_country_code', 'is given only with phone_number');
    }
    for (const field of unset) {
      if (field === 'phone_number') {
        data.phone = null;
        data.phone_country_code = null;
        data.phone_number = null;
      } else data[field] = null;
    }
    return data;
  }

  /** 409 when another customer of the company holds this e-mail (any case) or phone. */
  private async refuseTaken(companyId: string, selfId: string | null, data: CustomerData) {
    if (!data.email && !data.phone) return;
    const other = await customerHolding(this.sql, companyId, selfId, data);
    if (!other) return;
    const field =
      data.email && other.email?.toLowerCase() === data.email.toLowerCase() ? 'email' : 'phone_number';
    throw conflict(
      'customer_exists',
      `Another customer of this company (${other.id}) has this ${field === 'email' ? 'e-mail' : 'phone'}; merge them instead.`,
    );
  }

  /** A write that a concurrent one may beat to an e-mail or phone: the loser is the same 409. */
  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('customer_exists', 'Another customer of this company has this e-mail or phone.');
      throw err;
    }
  }
}

/** What the merged record takes from the records merged into it. */
function mergedFields(into: Customer, sources: Customer[]): CustomerChanges {
  const data: CustomerChanges = {};
  const first = <K extends keyof Customer>(key: K) => sources.find((s) => s[key])?.[key] ?? null;
  if (!into.name) data.name = first('name') ?? '';
  if (!into.email) data.email = first('email');
  if (!into.phone) {
    const withPhone = sources.find((s) => s.phone);
    if (withPhone) {
      data.phone = withPhone.phone;
      data.phone_country_code = withPhone.phone_country_code;
      data.phone_number = withPhone.phone_number;
    }
  }
  if (!into.kennitala) data.kennitala = first('kennitala');
  if (!into.marketplace_user_id) data.marketplace_user_id = first('marketplace_user_id');
  const notes = [into.notes, ...sources.map((s) => s.notes)].filter((n): n is string => !!n?.trim());
  if (notes.length > (into.notes?.trim() ? 1 : 0)) data.notes = notes.join('\n\n');
  // The same person: a later erasure of the kept record must reach the merged ones' trail too.
  data.merged_ids = [
    ...new Set([...into.merged_ids, ...sources.flatMap((s) => [s.id, ...s.merged_ids])]),
  ].sort();
  return data;
}

/** The record with its stats as of `tx` (inside a change's transaction, for its webhook). */
async function viewIn(tx: SqlTx, companyId: string, id: string): Promise<CustomerView> {
  const [row] = await customersByIds(tx, [id], { companies: [companyId] });
  if (!row) throw notFound('customer');
  return customerView(row);
}

/**
 * What `customer.deleted` carries: the id and company only. A deleted record is often a GDPR
 * erasure, and a webhook message keeping the person's name or e-mail would outlive it.
 */
export function deletedView(view: Pick<CustomerView, 'id' | 'company'>) {
  return { id: view.id, company: view.company, deleted: true };
}
