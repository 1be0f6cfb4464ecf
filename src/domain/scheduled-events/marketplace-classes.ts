// Classes on the marketplace (CONTRACT.md 9.2): the marketplace_visible scheduled events of a
// visible company that have not ended, with the seats left in their visible tiers.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { MARKETPLACE_VISIBLE } from '../companies/company-service.ts';
import { fieldError, notFound } from '../errors.ts';
import type { Page } from '../paging.ts';
import { marketplaceScheduledEventView } from './scheduled-event-view.ts';

export const MARKETPLACE_CLASS_SORT_FIELDS = ['starts_at', 'ends_at', 'name'] as const;

export interface ClassListOptions {
  filter?: { from?: string; to?: string };
  sort?: { field: (typeof MARKETPLACE_CLASS_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

const withTiers = { tiers: { orderBy: { order: 'asc' } } } as const;

const visible = (now: Date): Prisma.ScheduledEventWhereInput => ({
  deleted_at: null,
  marketplace_visible: true,
  ends_at: { gt: now },
  company: MARKETPLACE_VISIBLE,
});

function instant(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (!Number.isFinite(t)) throw fieldError(field, 'must be an ISO 8601 date-time');
  return new Date(t);
}

export class MarketplaceClasses {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * A company's classes (id or url_name) that have not ended by `filter.from` (default now) and
   * start before `filter.to`; by start, earliest first, unless sorted otherwise.
   */
  async list(idOrSlug: string, { filter = {}, sort, page }: ClassListOptions) {
    const company = await this.prisma.company.findFirst({
      where: { ...MARKETPLACE_VISIBLE, OR: [{ id: idOrSlug }, { url_name: idOrSlug }] },
      select: { id: true },
    });
    if (!company) throw notFound('company');
    const now = new Date(this.clock());
    const from = instant(filter.from, 'filter.from');
    const to = instant(filter.to, 'filter.to');
    const where: Prisma.ScheduledEventWhereInput = {
      ...visible(from && from > now ? from : now),
      company_id: company.id,
      ...(to ? { starts_at: { lt: to } } : {}),
    };
    const rows = await this.prisma.scheduledEvent.findMany({
      where,
      include: withTiers,
      orderBy: [{ [sort?.field ?? 'starts_at']: sort?.order ?? 'asc' }, { id: 'asc' }],
      skip: page.offset,
      take: page.limit,
    });
    return rows.map(marketplaceScheduledEventView);
  }

  /** One class; an ended, hidden or deleted one (or one of an invisible company) is a 404. */
  async get(id: string) {
    const row = await this.prisma.scheduledEvent.findFirst({
      where: { id, ...visible(new Date(this.clock())) },
      include: withTiers,
    });
    if (!row) throw notFound('scheduled event');
    return marketplaceScheduledEventView(row);
  }
}
