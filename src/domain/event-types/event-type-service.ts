// Event types: the rules of creating, changing and removing them, and who may (the access
// point). Their SQL is in event-type-store.ts, their view in event-type-view.ts.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql.ts';
import { type Access, companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import { deepMerge } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import type { VatService } from '../vats/vat-service.ts';
import { vatView } from '../vats/vat-view.ts';
import {
  categoriesByIds,
  categoryGroupsByIds,
  currenciesOf,
  type EventType,
  type EventTypeChanges,
  findLiveEventType,
  hasCategory,
  insertEventType,
  leaveGroups,
  listEventTypes,
  updateEventType,
  vatOwner,
} from './event-type-store.ts';
import { categoryGroupView, categoryView, eventTypeView } from './event-type-view.ts';
import { EVENT_TYPE_SORT_FIELDS, type EventTypeInput, type EventTypeView } from './schemas.ts';

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
export { EVENT_TYPE_SORT_FIELDS };

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

export class EventTypeService {
  private readonly companies: CompanyService;
  private readonly vats: VatService;
  private readonly sql: Sql;

  constructor(companies: CompanyService, vats: VatService, sql: Sql) {
    this.companies = companies;
    this.vats = vats;
    this.sql = sql;
  }

  load(caller: HqCaller, id: string, access: Access = 'read'): Promise<EventType> {
    return reachable(caller, 'event type', (companies) => findLiveEventType(this.sql, companies, id), access);
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, { sort, page, expand = [] }: EventTypeListOptions) {
    companyOf(caller, companyId);
    return this.views(await listEventTypes(this.sql, companyId, sort, page), expand);
  }

  async create(caller: HqCaller, input: EventTypeInput, expand: readonly string[] = []) {
    if (input.company && input.company_id && input.company !== input.company_id)
      throw fieldError('company_id', 'must equal company (company_id is its deprecated name)');
    const named = input.company ?? input.company_id;
    if (!named) throw fieldError('company', 'is required');
    const { title, duration } = input;
    if (title === undefined) throw fieldError('title', 'is required');
    if (duration === undefined) throw fieldError('duration', 'is required');
    const companyId = companyOf(caller, named, 'company', 'write');
    // Without `vat`, the company's default rate (GET /companies/{id}/vats: pos.default_vat, else
    // its own default, else its country's).
    const vat = input.vat ?? (await this.vats.applicable(companyId)).defaultId;
    if (!vat) throw fieldError('vat', 'is required: the company has no default VAT');
    const changes = await this.writableData(companyId, { ...input, vat }, null, []);
    const row = await insertEventType(this.sql, companyId, {
      ...changes,
      vat_id: changes.vat_id ?? vat,
      title,
      duration,
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
    const current = await this.load(caller, id, 'write');
    for (const key of ['company', 'company_id'] as const) {
      if (input[key] !== undefined && input[key] !== current.company_id)
        throw fieldError(key, 'an event type cannot move to another company');
    }
    const changes = await this.writableData(current.company_id, input, current, unset);
    const row = await updateEventType(this.sql, current.company_id, id, changes);
    if (!row) throw notFound('event type');
    return (await this.views([row], expand))[0];
  }

  /** Soft delete (bookings keep their service); it leaves every group it was in. */
  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id, 'write');
    await this.sql.transaction(async (tx) => {
      await leaveGroups(tx, current.company_id, id);
      const at = new Date();
      await updateEventType(tx, current.company_id, id, { deleted_at: at }, at);
    });
  }

  private async writableData(
    companyId: string,
    input: EventTypeInput,
    current: EventType | null,
    unset: readonly EventTypeUnsetField[],
  ): Promise<EventTypeChanges> {
    for (const field of unset) {
      const given = field === 'image' ? (input.image ?? input.thumb ?? input.images) : input[field];
      if (given !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    // An undefined value is not written (the tenant helper leaves it out).
    const changes: EventTypeChanges = {
      reference_id: input.reference_id,
      title: input.title,
      title_translations: input.title_translations,
      description: input.description,
      description_translations: input.description_translations,
      duration: input.duration,
      delay: input.delay,
      buffer_after_service: input.buffer_after_service,
      min_guests_per_booking: input.min_guests_per_booking,
      max_guests_per_booking: input.max_guests_per_booking,
      color: input.color,
      overbookable: input.overbookable,
      tax_exemption_reason: input.tax_exemption_reason,
      before_pause: input.beforePause,
      pause: input.pause,
      after_pause: input.afterPause,
    };

    if (input.vat !== undefined) changes.vat_id = await this.checkVat(companyId, input.vat);
    if (input.event_type_category !== undefined) {
      if (
        input.event_type_category !== null &&
        !(await hasCategory(this.sql, 'event_type_categories', companyId, input.event_type_category))
      )
        throw notFound(`event type category ${input.event_type_category}`);
      changes.event_type_category_id = input.event_type_category;
    }
    if (input.event_type_category_group !== undefined) {
      if (
        input.event_type_category_group !== null &&
        !(await hasCategory(
          this.sql,
          'event_type_category_groups',
          companyId,
          input.event_type_category_group,
        ))
      )
        throw notFound(`event type category group ${input.event_type_category_group}`);
      changes.event_type_category_group_id = input.event_type_category_group;
    }

    // Deprecated thumb/image: one image, unless `images` is given (then they may not be).
    if (input.thumb !== undefined || input.image !== undefined) {
      if (input.images !== undefined)
        throw fieldError('image', 'send images, or the deprecated thumb/image, not both');
      const image = input.image ?? input.thumb!;
      changes.images = [{ image, thumb: input.thumb ?? image }];
    } else if (input.images !== undefined) {
      changes.images = input.images;
    }

    if (input.variations !== undefined) {
      changes.variations = withIds(input.variations, 'variations').map((v) => ({
        ...v,
        prices: v.prices ?? [],
        selectable_in_marketplace: v.selectable_in_marketplace ?? true,
      }));
    }
    if (input.price_ranges !== undefined) {
      input.price_ranges.forEach((r, i) => {
        if (r.min > r.max) throw fieldError(`price_ranges.${i}.min`, `must not exceed max (${r.max})`);
      });
      changes.price_ranges = input.price_ranges;
    }
    if (input.connections !== undefined) {
      const patch = { ...input.connections };
      if (patch.booking_questions)
        patch.booking_questions = withIds(patch.booking_questions, 'connections.booking_questions');
      const merged = deepMerge(current?.connections, patch);
      if (patch.service_needs !== undefined) changes.service_needs = patch.service_needs;
      if (patch.hidden !== undefined) changes.hidden = patch.hidden;
      delete merged.service_needs;
      delete merged.hidden;
      changes.connections = merged;
    }

    // payments implies custom_payment_settings; custom_payment_settings false removes them.
    if (input.payments !== undefined) {
      if (input.custom_payment_settings === false)
        throw fieldError('custom_payment_settings', 'cannot be false while payments are given');
      changes.payments = deepMerge(current?.payments ?? {}, input.payments);
    } else if (input.custom_payment_settings === true && !current?.payments) {
      changes.payments = {};
    } else if (input.custom_payment_settings === false) {
      changes.payments = null;
    }

    // Cleared: no images, anything else null (payments, a Json? column, as SQL NULL).
    for (const field of unset) {
      if (field === 'image') changes.images = [];
      else changes[field] = null;
    }

    const min =
      changes.min_guests_per_booking !== undefined
        ? changes.min_guests_per_booking
        : current?.min_guests_per_booking;
    const max =
      changes.max_guests_per_booking !== undefined
        ? changes.max_guests_per_booking
        : current?.max_guests_per_booking;
    if (min != null && max != null && min > max)
      throw fieldError('min_guests_per_booking', `must not exceed max_guests_per_booking (${max})`);
    const duration = changes.duration ?? current?.duration;
    const before = changes.before_pause ?? current?.before_pause ?? 0;
    const pause = changes.pause ?? current?.pause ?? 0;
    const after = changes.after_pause ?? current?.after_pause ?? 0;
    if (pause > 0 && before + pause + after !== duration) {
      throw fieldError(
        'beforePause',
        `beforePause + pause + afterPause (${before} + ${pause} + ${after}) must equal duration (${duration})`,
      );
    }
    return changes;
  }

  /** A VAT the company may use: its country's rates or its own. */
  private async checkVat(companyId: string, vatId: string): Promise<string> {
    const applicable = await this.vats.findApplicable(companyId, vatId);
    if (applicable) return applicable.id;
    const row = await vatOwner(this.sql, vatId);
    if (!row || row.company_id !== null) throw notFound(`VAT ${vatId}`);
    throw fieldError('vat', "is not a rate of the company's country (see GET /v1/hq/companies/{id}/vats)");
  }

  async views(rows: EventType[], expand: readonly string[] = []): Promise<EventTypeView[]> {
    const companyIds = [...new Set(rows.map((r) => r.company_id))];
    const companies = await currenciesOf(this.sql, companyIds);
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
      const found = await categoriesByIds(this.sql, companyIds, ids);
      for (const v of views) {
        const c = found.find((f) => f.id === v.event_type_category);
        if (c) v.event_type_category = categoryView(c);
      }
    }
    if (expand.includes('event_type_category_group')) {
      const ids = rows.map((r) => r.event_type_category_group_id).filter((x): x is string => !!x);
      const found = await categoryGroupsByIds(this.sql, companyIds, ids);
      for (const v of views) {
        const g = found.find((f) => f.id === v.event_type_category_group);
        if (g) v.event_type_category_group = categoryGroupView(g);
      }
    }
    return views;
  }
}
