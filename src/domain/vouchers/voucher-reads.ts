// Voucher and voucher template reads on the request path (HQ get and list, the views' expands),
// through Kysely: prepared where the shape is fixed, built per request where filters vary.
import { sql } from 'kysely';
import { prepared, qb, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';

export const TEMPLATE = prepared((p: { id: string }) =>
  qb.selectFrom('voucher_templates').selectAll().where('id', '=', p.id),
);

export const TEMPLATES_BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('voucher_templates')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export const LIVE_VOUCHER = prepared((p: { id: string }) =>
  qb.selectFrom('vouchers').selectAll().where('id', '=', p.id).where('deleted_at', 'is', null),
);

/** What a template's `expand=event_type` shows. */
export const EVENT_TYPES_BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('event_types')
    .select([
      'id',
      'company_id',
      'title',
      'description',
      'duration',
      'variations',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export interface TemplateQuery {
  companyId: string;
  filter: { type?: 'amount' | 'service'; marketplace?: boolean; event_type?: string; currency?: string };
  sort: { field: 'created_at' | 'updated_at' | 'title' | 'amount'; order: 'asc' | 'desc' };
  page: Page;
}

export function listTemplates(db: SqlTx, { companyId, filter, sort, page }: TemplateQuery) {
  let query = qb.selectFrom('voucher_templates').selectAll().where('company_id', '=', companyId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.marketplace !== undefined) query = query.where('marketplace', '=', filter.marketplace);
  if (filter.event_type !== undefined) query = query.where('event_type_id', '=', filter.event_type);
  if (filter.currency !== undefined) query = query.where('currency', '=', filter.currency);
  return runRows(
    db,
    query.orderBy(sort.field, sort.order).orderBy('id').offset(page.offset).limit(page.limit),
  );
}

type StatusName = 'never_used' | 'partially_used' | 'used' | 'expired';

export interface VoucherQuery {
  companyId: string;
  now: Date;
  filter: {
    status?: StatusName[];
    template?: string;
    customer?: string;
    marketplace_user?: string;
    code?: string;
    email?: string;
  };
  sort: { field: 'created_at' | 'updated_at' | 'expiration' | 'amount'; order: 'asc' | 'desc' };
  page: Page;
}

/**
 * A company's live vouchers. The status a voucher shows (voucher-view.ts) is its stored use
 * status, unless it has expired with something left: `expired` is judged against `now`.
 */
export function listVouchers(db: SqlTx, { companyId, now, filter, sort, page }: VoucherQuery) {
  let query = qb
    .selectFrom('vouchers')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null);
  if (filter.status) {
    const statuses = filter.status;
    query = query.where((eb) =>
      eb.or(
        statuses.map((s) => {
          if (s === 'used') return eb('status', '=', 'used');
          if (s === 'expired')
            return eb.and([
              eb('status', 'in', ['never_used', 'partially_used']),
              eb('expiration', '<=', now),
            ]);
          return eb.and([
            eb('status', '=', s),
            eb.or([eb('expiration', 'is', null), eb('expiration', '>', now)]),
          ]);
        }),
      ),
    );
  }
  if (filter.template !== undefined) query = query.where('template_id', '=', filter.template);
  if (filter.customer !== undefined) query = query.where('customer_id', '=', filter.customer);
  if (filter.marketplace_user !== undefined)
    query = query.where('marketplace_user_id', '=', filter.marketplace_user);
  if (filter.code !== undefined) query = query.where('code', '=', filter.code.toUpperCase());
  // Case-insensitive equality (what Prisma's `mode: 'insensitive'` compared).
  if (filter.email !== undefined) query = query.where(sql<boolean>`lower(email) = lower(${filter.email})`);
  return runRows(
    db,
    query.orderBy(sort.field, sort.order).orderBy('id').offset(page.offset).limit(page.limit),
  );
}
