// Classes on the marketplace (docs/api-conventions.md#classes): the marketplace_visible scheduled events of a
// visible company that have not ended, with the seats left in their visible tiers.
import type { SqlTx } from '../../db/sql.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import {
  listScheduledEvents,
  MARKETPLACE_CLASS,
  MARKETPLACE_COMPANY,
  withTiers,
} from './scheduled-event-store.ts';
import { marketplaceScheduledEventView } from './scheduled-event-view.ts';

export const MARKETPLACE_CLASS_SORT_FIELDS = ['starts_at', 'ends_at', 'name'] as const;

export interface ClassListOptions {
  filter?: { from?: string; to?: string };
  sort?: { field: (typeof MARKETPLACE_CLASS_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

function instant(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (!Number.isFinite(t)) throw fieldError(field, 'must be an ISO 8601 date-time');
  return new Date(t);
}

export class MarketplaceClasses {
  private readonly sql: SqlTx;
  private readonly clock: () => number;

  constructor(sql: SqlTx, clock: () => number = Date.now) {
    this.sql = sql;
    this.clock = clock;
  }

  /**
   * A company's classes (id or url_name) that have not ended by `filter.from` (default now) and
   * start before `filter.to`; by start, earliest first, unless sorted otherwise.
   */
  async list(idOrSlug: string, { filter = {}, sort, page }: ClassListOptions) {
    const company = await MARKETPLACE_COMPANY.row(this.sql, { idOrSlug });
    if (!company) throw notFound('company');
    const now = new Date(this.clock());
    const from = instant(filter.from, 'filter.from');
    const to = instant(filter.to, 'filter.to');
    const rows = await listScheduledEvents(this.sql, {
      companyId: company.id,
      marketplaceVisible: true,
      endsAfter: from && from > now ? from : now,
      startsTo: to,
      sort: { field: sort?.field ?? 'starts_at', order: sort?.order ?? 'asc' },
      page,
    });
    return rows.map(marketplaceScheduledEventView);
  }

  /** One class; an ended, hidden or deleted one (or one of an invisible company) is a 404. */
  async get(id: string) {
    const row = await MARKETPLACE_CLASS.row(this.sql, { id, now: new Date(this.clock()) });
    if (!row) throw notFound('scheduled event');
    return marketplaceScheduledEventView((await withTiers(this.sql, [row]))[0]);
  }
}
