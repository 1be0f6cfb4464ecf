// Employees: the rules of creating, changing and removing them, and who may (the access point).
// Their SQL is in employee-store.ts, their view in employee-view.ts.
import type { Sql, SqlTx } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { liveEventTypeIds } from '../event-types/event-type-store.ts';
import { ApiError, conflict, fieldError } from '../shared/errors.ts';
import { deepMerge, defined } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { textMatchIds } from '../shared/search-store.ts';
import { triggerMatching } from '../waitlist/triggers.ts';
import {
  type Employee,
  type EmployeeChanges,
  type EmployeeRow,
  employeeOfUser,
  findEmployee,
  hqUserByEmail,
  insertEmployee,
  listEmployees,
  updateEmployee,
} from './employee-store.ts';
import { employeeView, storedPreferences } from './employee-view.ts';
import type { EMPLOYEE_SORT_FIELDS, EmployeeFilter, EmployeeInput, EmployeeView } from './schemas.ts';

export interface EmployeeListOptions {
  search?: string;
  filter?: EmployeeFilter;
  sort?: { field: (typeof EMPLOYEE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

/** Whether an employee serves an event type: yes unless a preference item skips it (docs/api-conventions.md#enumerated-values). */
export function servesEventType(row: Pick<Employee, 'event_type_preferences'>, eventTypeId: string): boolean {
  const prefs = Array.isArray(row.event_type_preferences)
    ? storedPreferences(row.event_type_preferences)
    : [];
  return !prefs.some((p) => p.event_type === eventTypeId && p.skip);
}

export class EmployeeService {
  private readonly companies: CompanyService;
  private readonly sql: Sql;

  constructor(companies: CompanyService, sql: Sql) {
    this.companies = companies;
    this.sql = sql;
  }

  private async load(caller: HqCaller, companyId: string, id: string): Promise<EmployeeRow> {
    companyOf(caller, companyId, 'employee');
    return reachable(caller, 'employee', () => findEmployee(this.sql, companyId, id));
  }

  async get(caller: HqCaller, companyId: string, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.load(caller, companyId, id)], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, options: EmployeeListOptions) {
    companyOf(caller, companyId);
    const { search, filter = {}, sort, page, expand = [] } = options;
    const { ids: filterIds, event_types: eventTypes, ...columns } = filter;
    const idSets: string[][] = [];
    if (filterIds) idSets.push(filterIds);
    if (search?.trim()) idSets.push(await textMatchIds(this.sql, 'employees', companyId, search));
    const ids = idSets.length > 0 ? idSets.reduce((x, y) => x.filter((id) => y.includes(id))) : undefined;
    let rows: EmployeeRow[];
    if (eventTypes?.length) {
      // Preferences live in JSON: narrow in memory, then page.
      const all = await listEmployees(this.sql, companyId, { filter: columns, ids, sort });
      rows = all
        .filter((r) => eventTypes.every((et) => servesEventType(r, et)))
        .slice(page.offset, page.offset + page.limit);
    } else {
      rows = await listEmployees(this.sql, companyId, { filter: columns, ids, sort, page });
    }
    return this.views(rows, expand);
  }

  async create(caller: HqCaller, input: EmployeeInput, expand: readonly string[] = []) {
    if (input.company && input.company_id && input.company !== input.company_id)
      throw fieldError('company_id', 'must equal company (company_id is its deprecated name)');
    const named = input.company ?? input.company_id;
    if (!named) throw fieldError('company', 'is required');
    if (input.name === undefined && !input.email) throw fieldError('name', 'is required (or an email)');
    const companyId = companyOf(caller, named, 'company', 'write');
    const id = await this.sql.transaction(async (tx) => {
      const changes = await this.changes(tx, companyId, input, null);
      if (changes.name === undefined) changes.name = input.email!.split('@')[0];
      if (changes.user_id) {
        const existing = await employeeOfUser(tx, companyId, changes.user_id);
        if (existing && !existing.deleted_at)
          throw conflict('employee_exists', 'This user is already an employee of the company.');
        if (existing) {
          // Re-adding a removed employee revives the row (events keep pointing at it); its image
          // stays unless the request sets one.
          await updateEmployee(tx, companyId, existing.id, {
            reference_id: null,
            description: null,
            description_translations: {},
            phone_country_code: null,
            phone_number: null,
            order: 0,
            marketplace_enabled: true,
            marketplace: {},
            notifications: {},
            sms: {},
            event_type_preferences: [],
            ...changes,
            deleted_at: null,
          });
          return existing.id;
        }
      }
      const created = await insertEmployee(tx, companyId, changes);
      // Another pair of hands opens time: the waitlist looks (docs/api-conventions.md#waitlist-and-booking-offers).
      await triggerMatching(tx, companyId, 'employee.created');
      return created;
    });
    return this.get(caller, companyId, id, expand);
  }

  async update(
    caller: HqCaller,
    companyId: string,
    id: string,
    input: EmployeeInput,
    expand: readonly string[] = [],
  ) {
    const current = await this.load(caller, companyId, id);
    for (const key of ['company', 'company_id'] as const) {
      if (input[key] !== undefined && input[key] !== current.company_id)
        throw fieldError(key, 'an employee cannot move to another company');
    }
    await this.sql.transaction(async (tx) => {
      const changes = await this.changes(tx, companyId, input, current);
      if (changes.user_id && changes.user_id !== current.user_id) {
        const other = await employeeOfUser(tx, companyId, changes.user_id);
        if (other && !other.deleted_at)
          throw conflict('employee_exists', 'Another employee of the company has this email.');
        // A removed employee's row keeps the link otherwise; free it.
        if (other) await updateEmployee(tx, companyId, other.id, { user_id: null });
      }
      await updateEmployee(tx, current.company_id, id, changes);
      // Put on the marketplace, given a service: it may open time for the waitlist.
      await triggerMatching(tx, companyId, 'employee.updated');
    });
    return this.get(caller, companyId, id, expand);
  }

  /** Soft delete: bookings and payments keep their employee; the HQ user loses this company. */
  async delete(caller: HqCaller, companyId: string, id: string): Promise<void> {
    const current = await this.load(caller, companyId, id);
    await updateEmployee(this.sql, current.company_id, id, { deleted_at: new Date() });
  }

  /** What a create or update writes: the request's fields, its settings merged into the stored ones. */
  private async changes(
    tx: SqlTx,
    companyId: string,
    input: EmployeeInput,
    current: EmployeeRow | null,
  ): Promise<EmployeeChanges> {
    const changes: EmployeeChanges = defined({
      reference_id: input.reference_id,
      name: input.name,
      description: input.description,
      description_translations: input.description_translations,
      phone_country_code: input.phone_country_code,
      phone_number: input.phone_number,
      order: input.order,
      image: input.image,
    });
    if (input.email !== undefined) {
      if (input.email === null) {
        changes.email = null;
        changes.user_id = null;
      } else {
        const email = input.email.trim().toLowerCase();
        changes.email = email;
        changes.user_id = await hqUserByEmail(tx, email, input.name ?? current?.name ?? email.split('@')[0]);
      }
    }
    if (input.marketplace !== undefined) {
      if (input.marketplace.enabled !== undefined) changes.marketplace_enabled = input.marketplace.enabled;
      const merged = deepMerge(current?.marketplace, input.marketplace);
      delete merged.enabled;
      changes.marketplace = merged;
    }
    if (input.notifications !== undefined)
      changes.notifications = deepMerge(current?.notifications, input.notifications);
    if (input.sms !== undefined) changes.sms = deepMerge(current?.sms, input.sms);
    if (input.event_type_preferences !== undefined) {
      const ids = [...new Set(input.event_type_preferences.map((p) => p.event_type))];
      if (ids.length !== input.event_type_preferences.length)
        throw fieldError('event_type_preferences', 'must name each event type once');
      const found = await liveEventTypeIds(tx, companyId, ids);
      for (const etId of ids) {
        if (!found.includes(etId))
          throw new ApiError(404, 'not_found_error', 'resource_missing', `No such event type: ${etId}.`);
      }
      changes.event_type_preferences = input.event_type_preferences.map((p) => ({
        event_type: p.event_type,
        skip: p.skip ?? false,
        skip_calendar: p.skip_calendar ?? false,
        skip_marketplace: p.skip_marketplace ?? false,
        has_custom_duration: p.has_custom_duration ?? !!p.custom_duration,
        ...(p.custom_duration ? { custom_duration: p.custom_duration } : {}),
      }));
    }
    return changes;
  }

  async views(rows: EmployeeRow[], expand: readonly string[] = []): Promise<EmployeeView[]> {
    const views = rows.map(employeeView);
    if (expand.includes('company')) {
      const full = await this.companies.viewsByIds([...new Set(rows.map((r) => r.company_id))]);
      for (const [i, v] of views.entries()) v.company = full.get(rows[i].company_id) ?? rows[i].company_id;
    }
    return views;
  }
}
