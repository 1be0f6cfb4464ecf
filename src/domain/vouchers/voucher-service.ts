// Vouchers and voucher templates: the rules of making, changing and removing them, and who may
// (the access point). Their SQL is in voucher-store.ts, their views in voucher-view.ts.
import { randomInt } from 'node:crypto';
import { Decimal } from '../../db/prisma-values.ts';
import { isUniqueViolation, type Sql, type SqlTx, sqlState } from '../../db/sql.ts';
import { type Access, companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { messageLanguage, voucherMail } from '../messaging/templates.ts';
import { expandInto } from '../payments/related-views.ts';
import { conflict, fieldError, notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { publishChange } from '../webhooks/publish.ts';
import type {
  VoucherData,
  VoucherFilter,
  VoucherTemplateCreateInput,
  VoucherTemplateFilter,
  VoucherTemplateInput,
  VoucherUpdate,
} from './schemas.ts';
import { VOUCHER_STATUSES } from './schemas.ts';
import {
  companyForMail,
  deleteTemplate,
  eventTypeOf,
  eventTypesByIds,
  findLiveVoucher,
  findTemplate,
  hasCustomer,
  hasMarketplaceUser,
  insertTemplate,
  insertVoucher,
  listTemplates,
  listVouchers,
  templateOf,
  templatesByIds,
  templateToIssue,
  updateTemplate,
  updateVoucher,
  vouchersOfTemplate,
} from './voucher-store.ts';
import {
  dec,
  storedVoucherData,
  type Voucher,
  type VoucherTemplate,
  voucherStatus,
  voucherTemplateView,
  voucherView,
} from './voucher-view.ts';

export { VOUCHER_STATUSES };

const refId = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

export const VOUCHER_TEMPLATE_EXPANDABLE = ['company', 'event_type'] as const;
export const VOUCHER_TEMPLATE_SORT_FIELDS = ['created_at', 'updated_at', 'title', 'amount'] as const;
export const VOUCHER_EXPANDABLE = ['company', 'customer', 'marketplace_user', 'template'] as const;
export const VOUCHER_SORT_FIELDS = ['created_at', 'updated_at', 'expiration', 'amount'] as const;
export type VoucherStatusName = (typeof VOUCHER_STATUSES)[number];
export const VOUCHER_UNSET_FIELDS = ['customer'] as const;

type VoucherChanges = Parameters<typeof updateVoucher>[3];

interface ListOptions<S extends string, F> {
  filter?: F;
  sort?: { field: S; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

/** Voucher codes: 12 characters from 32 unambiguous symbols (60 random bits), as XXXX-XXXX-XXXX. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newVoucherCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i++) raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The use status stored on the row (expiry is judged when reading). */
function useStatus(row: Voucher): 'never_used' | 'partially_used' | 'used' {
  const s = voucherStatus({ ...row, expiration: null });
  return s === 'expired' ? 'never_used' : (s as 'never_used' | 'partially_used' | 'used');
}

/** A delete refused by a foreign key (RESTRICT / NO ACTION): vouchers still point at the template. */
function isRestrictViolation(err: unknown): boolean {
  const code = sqlState(err);
  return code === '23001' || code === '23503';
}

export class VoucherService {
  private readonly companies: CompanyService;
  private readonly outbox: Outbox;
  private readonly sql: Sql;

  constructor(companies: CompanyService, outbox: Outbox, sql: Sql) {
    this.companies = companies;
    this.outbox = outbox;
    this.sql = sql;
  }

  // ---------------------------------------------------------------- templates

  private loadTemplate(caller: HqCaller, id: string, access: Access = 'read'): Promise<VoucherTemplate> {
    return reachable(
      caller,
      'voucher template',
      (companies) => findTemplate(this.sql, companies, id),
      access,
    );
  }

  async getTemplate(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.templateViews([await this.loadTemplate(caller, id)], expand))[0];
  }

  async listTemplates(
    caller: HqCaller,
    companyId: string,
    options: ListOptions<(typeof VOUCHER_TEMPLATE_SORT_FIELDS)[number], VoucherTemplateFilter>,
  ) {
    companyOf(caller, companyId);
    const { filter = {}, sort, page, expand = [] } = options;
    const rows = await listTemplates(this.sql, {
      companyId,
      filter,
      sort: { field: sort?.field ?? 'created_at', order: sort?.order ?? 'asc' },
      page,
    });
    return this.templateViews(rows, expand);
  }

  async createTemplate(caller: HqCaller, input: VoucherTemplateCreateInput, expand: readonly string[] = []) {
    const companyId = companyOf(caller, input.company, 'company', 'write');
    const eventTypeId = input.event_type !== undefined ? refId(input.event_type) : null;
    await this.checkEventType(companyId, eventTypeId, input.variation_id ?? null);
    if ((input.type ?? 'amount') === 'service' && !eventTypeId) {
      throw fieldError('event_type', 'is required for a service voucher template');
    }
    const row = await insertTemplate(this.sql, companyId, {
      currency: input.currency.toUpperCase(),
      amount: new Decimal(input.amount).toString(),
      type: input.type ?? 'amount',
      title: input.title ?? '',
      description: input.description ?? null,
      marketplace_description: input.marketplace_description ?? null,
      event_type_id: eventTypeId,
      variation_id: input.variation_id ?? null,
      number_of_guests: input.number_of_guests ?? 1,
      value: input.value !== undefined ? new Decimal(input.value).toString() : null,
      sessions_total: input.sessions_total ?? null,
      marketplace: input.marketplace ?? false,
      expiration_months_after_purchase: input.expiration_months_after_purchase ?? 48,
      images: input.images ?? [],
      primary_color: input.primary_color ?? null,
    });
    return (await this.templateViews([row], expand))[0];
  }

  async updateTemplate(
    caller: HqCaller,
    id: string,
    input: VoucherTemplateInput,
    expand: readonly string[] = [],
  ) {
    const current = await this.loadTemplate(caller, id, 'write');
    if (input.type === 'service' && !current.event_type_id) {
      throw fieldError('type', 'a service voucher template needs an event_type');
    }
    // An undefined value is not written (the tenant helper leaves it out).
    const row = await updateTemplate(this.sql, current.company_id, id, {
      type: input.type,
      title: input.title,
      description: input.description,
      marketplace_description: input.marketplace_description,
      number_of_guests: input.number_of_guests,
      sessions_total: input.sessions_total,
      marketplace: input.marketplace,
      expiration_months_after_purchase: input.expiration_months_after_purchase,
      primary_color: input.primary_color,
      amount: input.amount !== undefined ? new Decimal(input.amount).toString() : undefined,
      value: input.value !== undefined ? new Decimal(input.value).toString() : undefined,
      images: input.images,
    });
    if (!row) throw notFound('voucher template');
    return (await this.templateViews([row], expand))[0];
  }

  /** Refused (409) once a voucher was made from the template: vouchers keep pointing at it. */
  async deleteTemplate(caller: HqCaller, id: string) {
    const current = await this.loadTemplate(caller, id, 'write');
    const used = await vouchersOfTemplate(this.sql, current.company_id, id);
    if (used > 0) throw this.templateInUse(used);
    try {
      if (!(await deleteTemplate(this.sql, current.company_id, id))) throw notFound('voucher template');
    } catch (err) {
      if (isRestrictViolation(err)) throw this.templateInUse(1);
      throw err;
    }
  }

  private templateInUse(count: number) {
    return conflict(
      'voucher_template_in_use',
      `The voucher template was used to create ${count === 1 ? 'a voucher' : `${count} vouchers`} and cannot be deleted.`,
    );
  }

  private async checkEventType(companyId: string, eventTypeId: string | null, variationId: string | null) {
    if (variationId && !eventTypeId) throw fieldError('variation_id', 'needs an event_type');
    if (!eventTypeId) return;
    const et = await eventTypeOf(this.sql, companyId, eventTypeId);
    if (!et || et.deleted_at) throw notFound('event type');
    if (variationId) {
      const variations: unknown[] = Array.isArray(et.variations) ? et.variations : [];
      if (!variations.some((v) => obj(v).id === variationId)) {
        throw fieldError('variation_id', 'is not a variation of the event type');
      }
    }
  }

  private async templateViews(rows: VoucherTemplate[], expand: readonly string[]) {
    const views = rows.map(voucherTemplateView);
    await expandInto(this.sql, this.companies, views, expand, ['company']);
    if (expand.includes('event_type')) {
      const ids = [...new Set(rows.map((r) => r.event_type_id).filter((x): x is string => !!x))];
      const types = await eventTypesByIds(this.sql, [...new Set(rows.map((r) => r.company_id))], ids);
      for (const view of views) {
        const et = types.find((t) => t.id === view.event_type);
        if (et) {
          view.event_type = {
            id: et.id,
            company: et.company_id,
            title: et.title,
            description: et.description,
            duration: et.duration,
            variations: et.variations,
            created_at: et.created_at.toISOString(),
            updated_at: et.updated_at.toISOString(),
          };
        }
      }
    }
    return views;
  }

  // ---------------------------------------------------------------- vouchers

  /**
   * Makes a voucher from a template (the marketplace purchase calls this): an unguessable unique
   * code, the template's amount and sessions, and `expiration` = purchase time plus the template's
   * `expiration_months_after_purchase`.
   */
  async issueFromTemplate(
    tx: SqlTx,
    companyId: string,
    templateId: string,
    buyer: {
      customer_id?: string | null;
      marketplace_user_id?: string | null;
      email?: string | null;
      message?: string | null;
      now?: Date;
    } = {},
  ): Promise<Voucher> {
    // On the transaction it is given: the voucher shop issues inside its payment's transaction, so
    // the voucher and its announcement commit or roll back with it.
    const template = await templateToIssue(tx, companyId, templateId);
    if (!template) throw notFound('voucher template');
    const now = buyer.now ?? new Date();
    const data: VoucherData = {
      type: template.type,
      sessions_used: 0,
      sessions_total: template.sessions_total ?? (template.type === 'service' ? 1 : 0),
      event_type_name: template.event_type_title ?? undefined,
      event_type_id: template.event_type_id ?? undefined,
      number_of_guests: template.number_of_guests,
      voucher_template: template.id,
      voucher_template_amount: dec(template.amount).toNumber(),
      voucher_template_value: template.value === null ? undefined : dec(template.value).toNumber(),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await insertVoucher(tx, template.company_id, {
          template_id: template.id,
          customer_id: buyer.customer_id ?? null,
          marketplace_user_id: buyer.marketplace_user_id ?? null,
          email: buyer.email ?? null,
          message: buyer.message ?? null,
          code: newVoucherCode(),
          currency: template.currency,
          amount: template.amount,
          data,
          color: template.primary_color,
          status: 'never_used',
          expiration: addMonths(now, template.expiration_months_after_purchase),
        });
        await publishChange(tx, {
          type: 'voucher.created',
          company: created.company_id,
          object: voucherView(created, now),
        });
        return created;
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  private loadVoucher(caller: HqCaller, id: string, access: Access = 'read'): Promise<Voucher> {
    return reachable(caller, 'voucher', (companies) => findLiveVoucher(this.sql, companies, id), access);
  }

  async getVoucher(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.voucherViews([await this.loadVoucher(caller, id)], expand))[0];
  }

  async listVouchers(
    caller: HqCaller,
    companyId: string,
    options: ListOptions<(typeof VOUCHER_SORT_FIELDS)[number], VoucherFilter>,
  ) {
    companyOf(caller, companyId);
    const { filter = {}, sort, page, expand = [] } = options;
    const rows = await listVouchers(this.sql, {
      companyId,
      now: new Date(),
      filter: {
        ...filter,
        status: filter.status === undefined ? undefined : ([] as VoucherStatusName[]).concat(filter.status),
      },
      // Newest first unless a sort is asked for.
      sort: { field: sort?.field ?? 'created_at', order: sort?.order ?? (sort ? 'asc' : 'desc') },
      page,
    });
    return this.voucherViews(rows, expand);
  }

  async updateVoucher(
    caller: HqCaller,
    id: string,
    input: VoucherUpdate,
    unset: readonly (typeof VOUCHER_UNSET_FIELDS)[number][] = [],
    expand: readonly string[] = [],
  ) {
    const current = await this.loadVoucher(caller, id, 'write');
    const companyId = current.company_id;
    if (input.company !== undefined && refId(input.company) !== companyId) {
      throw fieldError('company', 'a voucher cannot move to another company');
    }
    if (unset.includes('customer') && input.customer !== undefined) {
      throw fieldError('customer', 'cannot be both set and unset');
    }
    // An undefined value is not written (the tenant helper leaves it out).
    const changes: VoucherChanges = {
      color: input.color,
      message: input.message,
      phone_country_code: input.phone_country_code,
      phone_number: input.phone_number,
      email: input.email,
    };
    if (input.currency !== undefined) changes.currency = input.currency.toUpperCase();
    if (input.amount !== undefined) changes.amount = new Decimal(input.amount).toString();
    if (input.data !== undefined) {
      const merged: VoucherData = { ...storedVoucherData(obj(current.data)), ...input.data };
      if ((merged.sessions_used ?? 0) > (merged.sessions_total ?? 0) && merged.type === 'service') {
        throw fieldError('data.sessions_used', 'must not exceed data.sessions_total');
      }
      changes.data = merged;
    }
    if (input.customer !== undefined) {
      const cid = refId(input.customer);
      if (!(await hasCustomer(this.sql, companyId, cid))) throw notFound('customer');
      changes.customer_id = cid;
    }
    if (unset.includes('customer')) changes.customer_id = null;
    if (input.template !== undefined) {
      const tid = refId(input.template);
      if (!(await templateOf(this.sql, companyId, tid))) throw notFound('voucher template');
      changes.template_id = tid;
    }
    if (input.marketplace_user !== undefined) {
      const uid = refId(input.marketplace_user);
      if (!(await hasMarketplaceUser(this.sql, companyId, uid))) throw notFound('marketplace_user');
      changes.marketplace_user_id = uid;
    }
    const row = await this.sql.transaction(async (tx) => {
      const updated = await updateVoucher(tx, companyId, id, changes);
      if (!updated) throw notFound('voucher');
      const status = useStatus(updated);
      const saved =
        status === updated.status
          ? updated
          : ((await updateVoucher(tx, companyId, id, { status })) ?? updated);
      const now = new Date();
      await publishChange(tx, {
        type: 'voucher.updated',
        company: saved.company_id,
        object: voucherView(saved, now),
        previous: voucherView(current, now),
      });
      return saved;
    });
    return (await this.voucherViews([row], expand))[0];
  }

  /** Queues the voucher e-mail (code, value, expiry, message) to `email`, else the voucher's own. */
  async sendNotification(
    caller: HqCaller,
    id: string,
    email: string | undefined,
    expand: readonly string[] = [],
  ) {
    const voucher = await this.loadVoucher(caller, id);
    const to = email ?? voucher.email;
    if (!to) throw fieldError('email', 'is required: the voucher has no e-mail address');
    const company = await companyForMail(this.sql, voucher.company_id);
    if (!company) throw notFound('company');
    const template = voucher.template_id
      ? await templateOf(this.sql, voucher.company_id, voucher.template_id)
      : null;
    const data = storedVoucherData(obj(voucher.data));
    const mail = voucherMail(messageLanguage(company.locale), {
      companyName: company.name,
      code: voucher.code,
      amount: dec(voucher.amount).toNumber(),
      currency: voucher.currency,
      title: template?.title || data.event_type_name || null,
      message: voucher.message,
      expiration: voucher.expiration,
      sessionsTotal: data.type === 'service' ? (data.sessions_total ?? null) : null,
    });
    await this.outbox.enqueue(this.sql, {
      company_id: company.id,
      customer_id: voucher.customer_id,
      kind: 'voucher_notification',
      to,
      subject: mail.subject,
      body: mail.body,
    });
    this.outbox.notifyEnqueued();
    return (await this.voucherViews([voucher], expand))[0];
  }

  private async voucherViews(rows: Voucher[], expand: readonly string[]) {
    const now = new Date();
    const views = rows.map((r) => voucherView(r, now));
    await expandInto(this.sql, this.companies, views, expand, ['company', 'customer', 'marketplace_user']);
    if (expand.includes('template')) {
      const ids = [...new Set(rows.map((r) => r.template_id).filter((x): x is string => !!x))];
      const templates = await templatesByIds(this.sql, [...new Set(rows.map((r) => r.company_id))], ids);
      for (const view of views) {
        const t = templates.find((x) => x.id === view.template);
        if (t) view.template = voucherTemplateView(t);
      }
    }
    return views;
  }
}
