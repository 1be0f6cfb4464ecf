import { randomInt } from 'node:crypto';
import { Decimal } from '../../db/prisma-values.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { messageLanguage, voucherMail } from '../messaging/templates.ts';
import { expandInto } from '../payments/related-views.ts';
import { conflict, fieldError, notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
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
  EVENT_TYPES_BY_IDS,
  LIVE_VOUCHER,
  listTemplates,
  listVouchers,
  TEMPLATE,
  TEMPLATES_BY_IDS,
} from './voucher-reads.ts';
import {
  dec,
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

function isRestrictViolation(err: unknown): boolean {
  const e = err as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  const code = e?.meta?.driverAdapterError?.cause?.originalCode;
  return e?.code === 'P2003' || code === '23001' || code === '23503';
}

export class VoucherService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly outbox: Outbox;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, companies: CompanyService, outbox: Outbox, sql: SqlTx) {
    this.prisma = prisma;
    this.companies = companies;
    this.outbox = outbox;
    this.sql = sql;
  }

  // ---------------------------------------------------------------- templates

  private async loadTemplate(caller: HqCaller, id: string): Promise<VoucherTemplate> {
    const row = await TEMPLATE.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('voucher template');
    return row;
  }

  async getTemplate(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.templateViews([await this.loadTemplate(caller, id)], expand))[0];
  }

  async listTemplates(
    caller: HqCaller,
    companyId: string,
    options: ListOptions<(typeof VOUCHER_TEMPLATE_SORT_FIELDS)[number], VoucherTemplateFilter>,
  ) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
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
    const companyId = input.company;
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const eventTypeId = input.event_type !== undefined ? refId(input.event_type) : null;
    await this.checkEventType(companyId, eventTypeId, input.variation_id ?? null);
    if ((input.type ?? 'amount') === 'service' && !eventTypeId) {
      throw fieldError('event_type', 'is required for a service voucher template');
    }
    const row = await this.prisma.voucherTemplate.create({
      data: {
        company_id: companyId,
        currency: input.currency.toUpperCase(),
        amount: new Decimal(input.amount),
        type: input.type ?? 'amount',
        title: input.title ?? '',
        description: input.description ?? null,
        marketplace_description: input.marketplace_description ?? null,
        event_type_id: eventTypeId,
        variation_id: input.variation_id ?? null,
        number_of_guests: input.number_of_guests ?? 1,
        value: input.value !== undefined ? new Decimal(input.value) : null,
        sessions_total: input.sessions_total ?? null,
        marketplace: input.marketplace ?? false,
        expiration_months_after_purchase: input.expiration_months_after_purchase ?? 48,
        images: (input.images ?? []) as Prisma.InputJsonValue,
        primary_color: input.primary_color ?? null,
      },
    });
    return (await this.templateViews([row], expand))[0];
  }

  async updateTemplate(
    caller: HqCaller,
    id: string,
    input: VoucherTemplateInput,
    expand: readonly string[] = [],
  ) {
    const current = await this.loadTemplate(caller, id);
    const data: Prisma.VoucherTemplateUncheckedUpdateInput = {};
    const copy = [
      'type',
      'title',
      'description',
      'marketplace_description',
      'number_of_guests',
      'sessions_total',
      'marketplace',
      'expiration_months_after_purchase',
      'primary_color',
    ] as const;
    for (const key of copy) if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
    if (input.amount !== undefined) data.amount = new Decimal(input.amount);
    if (input.value !== undefined) data.value = new Decimal(input.value);
    if (input.images !== undefined) data.images = input.images as Prisma.InputJsonValue;
    if (input.type === 'service' && !current.event_type_id) {
      throw fieldError('type', 'a service voucher template needs an event_type');
    }
    const row = await this.prisma.voucherTemplate.update({ where: rowKey(current.company_id, id), data });
    return (await this.templateViews([row], expand))[0];
  }

  /** Refused (409) once a voucher was made from the template: vouchers keep pointing at it. */
  async deleteTemplate(caller: HqCaller, id: string) {
    const current = await this.loadTemplate(caller, id);
    const used = await this.prisma.voucher.count({
      where: { company_id: current.company_id, template_id: id },
    });
    if (used > 0) throw this.templateInUse(used);
    try {
      await this.prisma.voucherTemplate.delete({ where: rowKey(current.company_id, id) });
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
    const et = await this.prisma.eventType.findFirst({ where: { id: eventTypeId, company_id: companyId } });
    if (!et || (et as { deleted_at?: Date | null }).deleted_at) throw notFound('event type');
    if (variationId) {
      const variations = (Array.isArray(et.variations) ? et.variations : []) as { id?: string }[];
      if (!variations.some((v) => v?.id === variationId)) {
        throw fieldError('variation_id', 'is not a variation of the event type');
      }
    }
  }

  private async templateViews(rows: VoucherTemplate[], expand: readonly string[]) {
    const views = rows.map(voucherTemplateView);
    await expandInto(this.sql, this.companies, views, expand, ['company']);
    if (expand.includes('event_type')) {
      const ids = [...new Set(rows.map((r) => r.event_type_id).filter((x): x is string => !!x))];
      const types = ids.length ? await EVENT_TYPES_BY_IDS.rows(this.sql, { ids }) : [];
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
    db: PrismaClient | Prisma.TransactionClient,
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
    const template = await db.voucherTemplate.findUniqueOrThrow({
      where: rowKey(companyId, templateId),
      include: { event_type: true },
    });
    const now = buyer.now ?? new Date();
    const data: VoucherData = {
      type: template.type,
      sessions_used: 0,
      sessions_total: template.sessions_total ?? (template.type === 'service' ? 1 : 0),
      event_type_name: template.event_type?.title,
      event_type_id: template.event_type_id ?? undefined,
      number_of_guests: template.number_of_guests,
      voucher_template: template.id,
      voucher_template_amount: template.amount.toNumber(),
      voucher_template_value: template.value?.toNumber(),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await db.voucher.create({
          data: {
            company_id: template.company_id,
            template_id: template.id,
            customer_id: buyer.customer_id ?? null,
            marketplace_user_id: buyer.marketplace_user_id ?? null,
            email: buyer.email ?? null,
            message: buyer.message ?? null,
            code: newVoucherCode(),
            currency: template.currency,
            amount: template.amount,
            data: JSON.parse(JSON.stringify(data)),
            color: template.primary_color,
            status: 'never_used',
            expiration: addMonths(now, template.expiration_months_after_purchase),
          },
        });
        // Pass a transaction as `db` so the announcement commits or rolls back with the voucher.
        await publishChange(prismaTxSql(db), {
          type: 'voucher.created',
          company: created.company_id,
          object: voucherView(created, now),
        });
        return created;
      } catch (err) {
        const e = err as {
          code?: string;
          meta?: { driverAdapterError?: { cause?: { originalCode?: string } } };
        };
        const dup = e?.code === 'P2002' || e?.meta?.driverAdapterError?.cause?.originalCode === '23505';
        if (!dup || attempt >= 3) throw err;
      }
    }
  }

  private async loadVoucher(caller: HqCaller, id: string): Promise<Voucher> {
    const row = await LIVE_VOUCHER.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('voucher');
    return row;
  }

  async getVoucher(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.voucherViews([await this.loadVoucher(caller, id)], expand))[0];
  }

  async listVouchers(
    caller: HqCaller,
    companyId: string,
    options: ListOptions<(typeof VOUCHER_SORT_FIELDS)[number], VoucherFilter>,
  ) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
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
    const current = await this.loadVoucher(caller, id);
    const companyId = current.company_id;
    if (input.company !== undefined && refId(input.company) !== companyId) {
      throw fieldError('company', 'a voucher cannot move to another company');
    }
    if (unset.includes('customer') && input.customer !== undefined) {
      throw fieldError('customer', 'cannot be both set and unset');
    }
    const data: Prisma.VoucherUncheckedUpdateInput = {};
    for (const key of ['color', 'message', 'phone_country_code', 'phone_number', 'email'] as const) {
      if (input[key] !== undefined) data[key] = input[key];
    }
    if (input.currency !== undefined) data.currency = input.currency.toUpperCase();
    if (input.amount !== undefined) data.amount = new Decimal(input.amount);
    if (input.data !== undefined) {
      const merged = { ...((current.data ?? {}) as VoucherData), ...input.data };
      if ((merged.sessions_used ?? 0) > (merged.sessions_total ?? 0) && merged.type === 'service') {
        throw fieldError('data.sessions_used', 'must not exceed data.sessions_total');
      }
      data.data = merged as Prisma.InputJsonValue;
    }
    if (input.customer !== undefined) {
      const cid = refId(input.customer);
      if (!(await this.prisma.customer.findFirst({ where: { id: cid, company_id: companyId } })))
        throw notFound('customer');
      data.customer_id = cid;
    }
    if (unset.includes('customer')) data.customer_id = null;
    if (input.template !== undefined) {
      const tid = refId(input.template);
      if (!(await this.prisma.voucherTemplate.findFirst({ where: { id: tid, company_id: companyId } })))
        throw notFound('voucher template');
      data.template_id = tid;
    }
    if (input.marketplace_user !== undefined) {
      const uid = refId(input.marketplace_user);
      const linked = await this.prisma.customer.count({
        where: { company_id: companyId, marketplace_user_id: uid },
      });
      if (!linked) throw notFound('marketplace_user');
      data.marketplace_user_id = uid;
    }
    const row = await this.prisma.$transaction(async (tx) => {
      const updated = await tx.voucher.update({ where: rowKey(companyId, id), data });
      const status = useStatus(updated);
      const saved =
        status === updated.status
          ? updated
          : await tx.voucher.update({ where: rowKey(companyId, id), data: { status } });
      const now = new Date();
      await publishChange(prismaTxSql(tx), {
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
    const company = await this.prisma.company.findUniqueOrThrow({ where: { id: voucher.company_id } });
    const template = voucher.template_id
      ? await this.prisma.voucherTemplate.findUnique({
          where: rowKey(voucher.company_id, voucher.template_id),
        })
      : null;
    const data = (voucher.data ?? {}) as VoucherData;
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
    await this.outbox.enqueue(prismaTxSql(this.prisma), {
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
      const templates = ids.length ? await TEMPLATES_BY_IDS.rows(this.sql, { ids }) : [];
      for (const view of views) {
        const t = templates.find((x) => x.id === view.template);
        if (t) view.template = voucherTemplateView(t);
      }
    }
    return views;
  }
}
