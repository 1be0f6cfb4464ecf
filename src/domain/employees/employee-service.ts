import { sql } from 'kysely';
import { Type } from 'typebox';
import { qb, rows as runRows, type Row as TableRow } from '../../db/kysely.ts';
import { DbNull } from '../../db/prisma-values.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { EventTypePreference } from '../resources/schemas.ts';
import { ApiError, conflict, fieldError, notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import { deepMerge } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { storedImage, storedJson, storedTranslations } from '../shared/schemas.ts';
import { textMatchIds } from '../shared/search-store.ts';
import { triggerMatching } from '../waitlist/triggers.ts';
import {
  type EmployeeFilter,
  type EmployeeInput,
  EmployeeMarketplace,
  EmployeeNotifications,
  EmployeeSms,
  type EmployeeView,
} from './schemas.ts';

export const EMPLOYEE_SORT_FIELDS = ['order', 'name', 'email', 'created_at', 'updated_at'] as const;
export const EMPLOYEE_EXPANDABLE = ['company'] as const;

export interface EmployeeListOptions {
  search?: string;
  filter?: EmployeeFilter;
  sort?: { field: (typeof EMPLOYEE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

type Employee = TableRow<'employees'>;
/** An employee with what its view shows of the linked HQ user (from Kysely or Prisma). */
type Row = Employee & { user: Pick<TableRow<'hq_users'>, 'email_verified' | 'password_hash'> | null };

/** Live employees of a company with their user's two fields (filters and order added per request). */
const employeesWithUser = (companyId: string) =>
  qb
    .selectFrom('employees as e')
    .leftJoin('hq_users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select(['u.id as u_id', 'u.email_verified as u_email_verified', 'u.password_hash as u_password_hash'])
    .where('e.company_id', '=', companyId)
    .where('e.deleted_at', 'is', null);

function withUserOf({
  u_id,
  u_email_verified,
  u_password_hash,
  ...employee
}: Employee & {
  u_id: string | null;
  u_email_verified: boolean | null;
  u_password_hash: string | null;
}): Row {
  return {
    ...employee,
    user:
      u_id === null ? null : { email_verified: u_email_verified ?? false, password_hash: u_password_hash },
  };
}

const storedMarketplace = storedJson(EmployeeMarketplace, 'employee marketplace settings');
const storedNotifications = storedJson(EmployeeNotifications, 'employee notifications');
const storedSms = storedJson(EmployeeSms, 'employee sms settings');
const storedPreferences = storedJson(Type.Array(EventTypePreference), 'event type preferences');

/** Spec 2.13; `email_verified` and `has_password` come from the linked HQ user. */
export function employeeView(row: Row): EmployeeView {
  return {
    id: row.id,
    reference_id: row.reference_id,
    company_id: row.company_id,
    company: row.company_id,
    name: row.name,
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    image: storedImage(row.image ?? null),
    email: row.email,
    email_verified: row.user?.email_verified ?? false,
    has_password: !!row.user?.password_hash,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    order: row.order,
    marketplace: { ...storedMarketplace(row.marketplace), enabled: row.marketplace_enabled },
    notifications: storedNotifications(row.notifications),
    sms: storedSms(row.sms),
    event_type_preferences: Array.isArray(row.event_type_preferences)
      ? storedPreferences(row.event_type_preferences)
      : [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether an employee serves an event type: yes unless a preference item skips it (CONTRACT.md 8). */
export function servesEventType(row: Pick<Employee, 'event_type_preferences'>, eventTypeId: string): boolean {
  const prefs = Array.isArray(row.event_type_preferences)
    ? (row.event_type_preferences as { event_type: string; skip?: boolean }[])
    : [];
  return !prefs.some((p) => p.event_type === eventTypeId && p.skip);
}

export class EmployeeService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, companies: CompanyService, sql: SqlTx) {
    this.prisma = prisma;
    this.companies = companies;
    this.sql = sql;
  }

  private async load(caller: HqCaller, companyId: string, id: string): Promise<Row> {
    if (!reachesCompany(caller, companyId)) throw notFound('employee');
    const [row] = await runRows(this.sql, employeesWithUser(companyId).where('e.id', '=', id));
    if (!row) throw notFound('employee');
    return withUserOf(row);
  }

  async get(caller: HqCaller, companyId: string, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.load(caller, companyId, id)], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, options: EmployeeListOptions) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const { search, filter = {}, sort, page, expand = [] } = options;
    let query = employeesWithUser(companyId);
    if (filter.marketplace_enabled !== undefined)
      query = query.where('e.marketplace_enabled', '=', filter.marketplace_enabled);
    // Case-insensitive equality, as Prisma's `mode: 'insensitive'` compared it.
    if (filter.email !== undefined)
      query = query.where(sql<boolean>`lower(e.email) = lower(${filter.email.trim()})`);
    const idSets: string[][] = [];
    if (filter.ids) idSets.push(filter.ids);
    if (search?.trim()) idSets.push(await textMatchIds(this.sql, 'employees', companyId, search));
    if (idSets.length > 0) {
      const ids = idSets.reduce((x, y) => x.filter((id) => y.includes(id)));
      query = query.where('e.id', '=', (eb) => eb.fn.any(eb.val(ids)));
    }
    query = query
      .orderBy(`e.${sort?.field ?? 'order'}`, sort?.order ?? 'asc')
      .orderBy('e.name')
      .orderBy('e.id');
    let rows: Row[];
    if (filter.event_types?.length) {
      // Preferences live in JSON: narrow in memory, then page.
      const all = (await runRows(this.sql, query)).map(withUserOf);
      rows = all
        .filter((r) => filter.event_types!.every((et) => servesEventType(r, et)))
        .slice(page.offset, page.offset + page.limit);
    } else {
      rows = (await runRows(this.sql, query.offset(page.offset).limit(page.limit))).map(withUserOf);
    }
    return this.views(rows, expand);
  }

  async create(caller: HqCaller, input: EmployeeInput, expand: readonly string[] = []) {
    if (input.company && input.company_id && input.company !== input.company_id)
      throw fieldError('company_id', 'must equal company (company_id is its deprecated name)');
    const companyId = input.company ?? input.company_id;
    if (!companyId) throw fieldError('company', 'is required');
    if (input.name === undefined && !input.email) throw fieldError('name', 'is required (or an email)');
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const id = await this.prisma.$transaction(async (tx) => {
      const data = await this.writableData(tx, companyId, input, null);
      if (data.name === undefined) data.name = input.email!.split('@')[0];
      const userId = data.user_id as string | null | undefined;
      if (userId) {
        const existing = await tx.employee.findUnique({
          where: { company_id_user_id: { company_id: companyId, user_id: userId } },
        });
        if (existing && !existing.deleted_at)
          throw conflict('employee_exists', 'This user is already an employee of the company.');
        if (existing) {
          // Re-adding a removed employee revives the row (events keep pointing at it).
          const revived = await tx.employee.update({
            where: rowKey(companyId, existing.id),
            data: {
              reference_id: null,
              description: null,
              description_translations: {},
              image: undefined,
              phone_country_code: null,
              phone_number: null,
              order: 0,
              marketplace_enabled: true,
              marketplace: {},
              notifications: {},
              sms: {},
              event_type_preferences: [],
              ...data,
              deleted_at: null,
            } as Prisma.EmployeeUncheckedUpdateInput,
          });
          return revived.id;
        }
      }
      const row = await tx.employee.create({
        data: { ...data, company_id: companyId } as Prisma.EmployeeUncheckedCreateInput,
      });
      // Another pair of hands opens time: the waitlist looks (CONTRACT 9.7).
      await triggerMatching(prismaTxSql(tx), companyId, 'employee.created');
      return row.id;
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
    await this.prisma.$transaction(async (tx) => {
      const data = await this.writableData(tx, companyId, input, current);
      const userId = data.user_id as string | null | undefined;
      if (userId && userId !== current.user_id) {
        const other = await tx.employee.findUnique({
          where: { company_id_user_id: { company_id: companyId, user_id: userId } },
        });
        if (other && !other.deleted_at)
          throw conflict('employee_exists', 'Another employee of the company has this email.');
        // A removed employee's row keeps the link otherwise; free it.
        if (other) await tx.employee.update({ where: rowKey(companyId, other.id), data: { user_id: null } });
      }
      await tx.employee.update({
        where: rowKey(current.company_id, id),
        data: data as Prisma.EmployeeUncheckedUpdateInput,
      });
      // Put on the marketplace, given a service: it may open time for the waitlist.
      await triggerMatching(prismaTxSql(tx), companyId, 'employee.updated');
    });
    return this.get(caller, companyId, id, expand);
  }

  /** Soft delete: bookings and payments keep their employee; the HQ user loses this company. */
  async delete(caller: HqCaller, companyId: string, id: string): Promise<void> {
    const current = await this.load(caller, companyId, id);
    await this.prisma.employee.update({
      where: rowKey(current.company_id, id),
      data: { deleted_at: new Date() },
    });
  }

  private async writableData(
    tx: Prisma.TransactionClient,
    companyId: string,
    input: EmployeeInput,
    current: Row | null,
  ): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    const copy = [
      'reference_id',
      'name',
      'description',
      'description_translations',
      'phone_country_code',
      'phone_number',
      'order',
    ] as const;
    for (const key of copy) if (input[key] !== undefined) data[key] = input[key];
    if (input.image !== undefined) data.image = input.image === null ? DbNull : input.image;
    if (input.email !== undefined) {
      if (input.email === null) {
        data.email = null;
        data.user_id = null;
      } else {
        const email = input.email.trim().toLowerCase();
        data.email = email;
        const user =
          (await tx.hqUser.findUnique({ where: { email } })) ??
          (await tx.hqUser.create({
            data: { email, name: input.name ?? current?.name ?? email.split('@')[0] },
          }));
        data.user_id = user.id;
      }
    }
    if (input.marketplace !== undefined) {
      if (input.marketplace.enabled !== undefined) data.marketplace_enabled = input.marketplace.enabled;
      const merged = deepMerge(current?.marketplace, input.marketplace);
      delete merged.enabled;
      data.marketplace = merged;
    }
    if (input.notifications !== undefined)
      data.notifications = deepMerge(current?.notifications, input.notifications);
    if (input.sms !== undefined) data.sms = deepMerge(current?.sms, input.sms);
    if (input.event_type_preferences !== undefined) {
      const ids = [...new Set(input.event_type_preferences.map((p) => p.event_type))];
      if (ids.length !== input.event_type_preferences.length)
        throw fieldError('event_type_preferences', 'must name each event type once');
      const found = await tx.eventType.findMany({
        where: { id: { in: ids }, company_id: companyId, deleted_at: null },
        select: { id: true },
      });
      for (const etId of ids) {
        if (!found.some((f) => f.id === etId))
          throw new ApiError(404, 'not_found_error', 'resource_missing', `No such event type: ${etId}.`);
      }
      data.event_type_preferences = input.event_type_preferences.map((p) => ({
        event_type: p.event_type,
        skip: p.skip ?? false,
        skip_calendar: p.skip_calendar ?? false,
        skip_marketplace: p.skip_marketplace ?? false,
        has_custom_duration: p.has_custom_duration ?? !!p.custom_duration,
        ...(p.custom_duration ? { custom_duration: p.custom_duration } : {}),
      }));
    }
    return data;
  }

  async views(rows: Row[], expand: readonly string[] = []): Promise<EmployeeView[]> {
    const views = rows.map(employeeView);
    if (expand.includes('company')) {
      const full = await this.companies.viewsByIds([...new Set(rows.map((r) => r.company_id))]);
      for (const [i, v] of views.entries()) v.company = full.get(rows[i].company_id) ?? rows[i].company_id;
    }
    return views;
  }
}
