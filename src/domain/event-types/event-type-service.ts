import { randomBytes } from 'node:crypto';
import { prepared, qb, type Row, rows as runRows } from '../../db/kysely.ts';
import { DbNull } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import { deepMerge } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import type { VatService } from '../vats/vat-service.ts';
import { vatView } from '../vats/vat-view.ts';
import { categoryGroupView, categoryView, eventTypeView } from './event-type-view.ts';
import type { EventTypeInput, EventTypeView } from './schemas.ts';

/** `EventTypeFields` (docs/api-conventions.md#event-types): what `unset` may clear. */
export const EVENT_TYPE_UNSET_FIELDS = [
  'payments',
  'buffer_after_service',
  'min_guests_per_booking',
  'max_guests_per_booking',
  'color',
  'image',
] as const;
export type EventTypeUnsetField = (typeof EVENT_TYPE_UNSET_FIELDS)[number];

export const EVENT_TYPE_EXPANDABLE = [
  'company',
  'vat',
  'event_type_category',
  'event_type_category_group',
] as const;
export const EVENT_TYPE_SORT_FIELDS = ['title', 'duration', 'created_at', 'updated_at'] as const;

export interface EventTypeListOptions {
  sort?: { field: (typeof EVENT_TYPE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

const newId = () => randomBytes(9).toString('base64url');

/** Ids for the items that have none; two items with one id are refused. */
function withIds<T extends { id?: string }>(items: T[], field: string): (T & { id: string })[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const id = item.id ?? newId();
    if (seen.has(id)) throw fieldError(`${field}.${i}.id`, `duplicates the id ${id}`);
    seen.add(id);
    return { ...item, id };
  });
}

type EventType = Row<'event_types'>;

const LIVE = prepared((p: { id: string }) =>
  qb.selectFrom('event_types').selectAll().where('id', '=', p.id).where('deleted_at', 'is', null),
);
const CURRENCIES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'currency_code'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
const CATEGORIES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('event_type_categories')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
const CATEGORY_GROUPS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('event_type_category_groups')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export class EventTypeService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly vats: VatService;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, companies: CompanyService, vats: VatService, sql: SqlTx) {
    this.prisma = prisma;
    this.companies = companies;
    this.vats = vats;
    this.sql = sql;
  }

  async load(caller: HqCaller, id: string): Promise<EventType> {
    const row = await LIVE.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('event type');
    return row;
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, { sort, page, expand = [] }: EventTypeListOptions) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const rows = await runRows(
      this.sql,
      qb
        .selectFrom('event_types')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .orderBy(sort?.field ?? 'created_at', sort?.order ?? 'asc')
        .orderBy('created_at')
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit),
    );
    return this.views(rows, expand);
  }

  async create(caller: HqCaller, input: EventTypeInput, expand: readonly string[] = []) {
    if (input.company && input.company_id && input.company !== input.company_id)
      throw fieldError('company_id', 'must equal company (company_id is its deprecated name)');
    const companyId = input.company ?? input.company_id;
    if (!companyId) throw fieldError('company', 'is required');
    if (input.title === undefined) throw fieldError('title', 'is required');
    if (input.duration === undefined) throw fieldError('duration', 'is required');
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    // Without `vat`, the company's default rate (GET /companies/{id}/vats: pos.default_vat, else
    // its own default, else its country's).
    const vat = input.vat ?? (await this.vats.applicable(companyId)).defaultId;
    if (!vat) throw fieldError('vat', 'is required: the company has no default VAT');
    const data = await this.writableData(companyId, { ...input, vat }, null, []);
    const row = await this.prisma.eventType.create({
      data: { ...data, company_id: companyId } as Prisma.EventTypeUncheckedCreateInput,
    });
    return (await this.views([row], expand))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: EventTypeInput,
    unset: readonly EventTypeUnsetField[] = [],
    expand: readonly string[] = [],
  ) {
    const current = await this.load(caller, id);
    for (const key of ['company', 'company_id'] as const) {
      if (input[key] !== undefined && input[key] !== current.company_id)
        throw fieldError(key, 'an event type cannot move to another company');
    }
    const data = await this.writableData(current.company_id, input, current, unset);
    const row = await this.prisma.eventType.update({
      where: rowKey(current.company_id, id),
      data: data as Prisma.EventTypeUncheckedUpdateInput,
    });
    return (await this.views([row], expand))[0];
  }

  /** Soft delete (bookings keep their service); it leaves every group it was in. */
  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id);
    await this.prisma.$transaction([
      this.prisma.eventTypeGroupItem.deleteMany({
        where: { company_id: current.company_id, event_type_id: id },
      }),
      this.prisma.eventType.update({
        where: rowKey(current.company_id, id),
        data: { deleted_at: new Date() },
      }),
    ]);
  }

  private async writableData(
    companyId: string,
    input: EventTypeInput,
    current: EventType | null,
    unset: readonly EventTypeUnsetField[],
  ): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    for (const field of unset) {
      const given = field === 'image' ? (input.image ?? input.thumb ?? input.images) : input[field];
      if (given !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    const copy = [
      'reference_id',
      'title',
      'title_translations',
      'description',
      'description_translations',
      'duration',
      'delay',
      'buffer_after_service',
      'min_guests_per_booking',
      'max_guests_per_booking',
      'color',
      'overbookable',
      'tax_exemption_reason',
    ] as const;
    for (const key of copy) if (input[key] !== undefined) data[key] = input[key];
    if (input.beforePause !== undefined) data.before_pause = input.beforePause;
    if (input.pause !== undefined) data.pause = input.pause;
    if (input.afterPause !== undefined) data.after_pause = input.afterPause;

    if (input.vat !== undefined) data.vat_id = await this.checkVat(companyId, input.vat);
    if (input.event_type_category !== undefined) {
      if (input.event_type_category !== null) {
        const found = await this.prisma.eventTypeCategory.findFirst({
          where: { id: input.event_type_category, company_id: companyId },
          select: { id: true },
        });
        if (!found) throw notFound(`event type category ${input.event_type_category}`);
      }
      data.event_type_category_id = input.event_type_category;
    }
    if (input.event_type_category_group !== undefined) {
      if (input.event_type_category_group !== null) {
        const found = await this.prisma.eventTypeCategoryGroup.findFirst({
          where: { id: input.event_type_category_group, company_id: companyId },
          select: { id: true },
        });
        if (!found) throw notFound(`event type category group ${input.event_type_category_group}`);
      }
      data.event_type_category_group_id = input.event_type_category_group;
    }

    // Deprecated thumb/image: one image, unless `images` is given (then they may not be).
    if (input.thumb !== undefined || input.image !== undefined) {
      if (input.images !== undefined)
        throw fieldError('image', 'send images, or the deprecated thumb/image, not both');
      const image = input.image ?? input.thumb!;
      data.images = [{ image, thumb: input.thumb ?? image }];
    } else if (input.images !== undefined) {
      data.images = input.images;
    }

    if (input.variations !== undefined) {
      data.variations = withIds(input.variations, 'variations').map((v) => ({
        ...v,
        prices: v.prices ?? [],
        selectable_in_marketplace: v.selectable_in_marketplace ?? true,
      }));
    }
    if (input.price_ranges !== undefined) {
      input.price_ranges.forEach((r, i) => {
        if (r.min > r.max) throw fieldError(`price_ranges.${i}.min`, `must not exceed max (${r.max})`);
      });
      data.price_ranges = input.price_ranges;
    }
    if (input.connections !== undefined) {
      const patch = { ...input.connections };
      if (patch.booking_questions)
        patch.booking_questions = withIds(patch.booking_questions, 'connections.booking_questions');
      const merged = deepMerge(current?.connections, patch);
      if (patch.service_needs !== undefined) data.service_needs = patch.service_needs;
      if (patch.hidden !== undefined) data.hidden = patch.hidden;
      delete merged.service_needs;
      delete merged.hidden;
      data.connections = merged;
    }

    // payments implies custom_payment_settings; custom_payment_settings false removes them.
    if (input.payments !== undefined) {
      if (input.custom_payment_settings === false)
        throw fieldError('custom_payment_settings', 'cannot be false while payments are given');
      data.payments = deepMerge(current?.payments ?? {}, input.payments);
    } else if (input.custom_payment_settings === true && !current?.payments) {
      data.payments = {};
    } else if (input.custom_payment_settings === false) {
      data.payments = null;
    }

    for (const field of unset) {
      if (field === 'image') data.images = [];
      else data[field] = null;
    }

    const value = <K extends keyof EventType>(key: K, inputKey = key as string): EventType[K] =>
      (inputKey in data ? data[inputKey] : current?.[key]) as EventType[K];
    const min = value('min_guests_per_booking');
    const max = value('max_guests_per_booking');
    if (min != null && max != null && min > max)
      throw fieldError('min_guests_per_booking', `must not exceed max_guests_per_booking (${max})`);
    const duration = value('duration');
    const before = value('before_pause') ?? 0;
    const pause = value('pause') ?? 0;
    const after = value('after_pause') ?? 0;
    if (pause > 0 && before + pause + after !== duration) {
      throw fieldError(
        'beforePause',
        `beforePause + pause + afterPause (${before} + ${pause} + ${after}) must equal duration (${duration})`,
      );
    }
    if (data.payments === null) data.payments = DbNull;
    return data;
  }

  /** A VAT the company may use: its country's rates or its own. */
  private async checkVat(companyId: string, vatId: string): Promise<string> {
    const applicable = await this.vats.findApplicable(companyId, vatId);
    if (applicable) return applicable.id;
    const row = await this.prisma.vat.findUnique({ where: { id: vatId }, select: { company_id: true } });
    if (!row || row.company_id !== null) throw notFound(`VAT ${vatId}`);
    throw fieldError('vat', "is not a rate of the company's country (see GET /v1/hq/companies/{id}/vats)");
  }

  async views(rows: EventType[], expand: readonly string[] = []): Promise<EventTypeView[]> {
    const companyIds = [...new Set(rows.map((r) => r.company_id))];
    const companies = companyIds.length ? await CURRENCIES.rows(this.sql, { ids: companyIds }) : [];
    const currency = new Map(companies.map((c) => [c.id, c.currency_code]));
    const views = rows.map((r) => eventTypeView(r, currency.get(r.company_id) ?? 'EUR'));
    if (expand.includes('company')) {
      const full = await this.companies.viewsByIds(companyIds);
      for (const [i, v] of views.entries()) v.company = full.get(rows[i].company_id) ?? rows[i].company_id;
    }
    if (expand.includes('vat')) {
      for (const companyId of companyIds) {
        const { rows: vats, defaultId } = await this.vats.applicable(companyId);
        const missing = rows.filter(
          (r) => r.company_id === companyId && !vats.some((v) => v.id === r.vat_id),
        );
        const extra = await this.vats.byIds(missing.map((m) => m.vat_id));
        for (const v of views.filter((x) => x.company_id === companyId)) {
          const vat = [...vats, ...extra].find((x) => x.id === v.vat);
          if (vat) v.vat = vatView(vat, vat.id === defaultId);
        }
      }
    }
    if (expand.includes('event_type_category')) {
      const ids = rows.map((r) => r.event_type_category_id).filter((x): x is string => !!x);
      const found = ids.length ? await CATEGORIES.rows(this.sql, { ids }) : [];
      for (const v of views) {
        const c = found.find((f) => f.id === v.event_type_category);
        if (c) v.event_type_category = categoryView(c);
      }
    }
    if (expand.includes('event_type_category_group')) {
      const ids = rows.map((r) => r.event_type_category_group_id).filter((x): x is string => !!x);
      const found = ids.length ? await CATEGORY_GROUPS.rows(this.sql, { ids }) : [];
      for (const v of views) {
        const g = found.find((f) => f.id === v.event_type_category_group);
        if (g) v.event_type_category_group = categoryGroupView(g);
      }
    }
    return views;
  }
}
