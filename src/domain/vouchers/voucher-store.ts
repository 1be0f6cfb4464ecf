// All of the vouchers' and voucher templates' SQL (docs/data-access.md): Kysely over the tables'
// generated types, prepared where the shape is fixed, built per request where filters vary.
import { sql } from 'kysely';
import { prepared, qb, readsAcross, row, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';

const TEMPLATES = tenantTable('voucher_templates', { images: 'json' });
const VOUCHERS = tenantTable('vouchers', { data: 'json' });

const TEMPLATE = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('voucher_templates')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);

// An expansion's rows, named by the companies of the rows read first (docs/scaling.md).
const TEMPLATES_BY_IDS = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('voucher_templates')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

const LIVE_VOUCHER = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('vouchers')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/** What a template's `expand=event_type` shows. */
const EVENT_TYPES_BY_IDS = prepared((p: { companyIds: string[]; ids: string[] }) =>
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
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** A voucher template by id among the companies named (the HQ caller's, checked on the row). */
export const findTemplate = (db: SqlTx, companyIds: string[], id: string) =>
  TEMPLATE.row(db, { companyIds, id });

const TEMPLATE_BY_ID = prepared((p: { id: string }) =>
  qb
    .selectFrom('voucher_templates')
    .modifyFront(readsAcross('marketplace-id'))
    .selectAll()
    .where('id', '=', p.id),
);
/**
 * A voucher template by its id alone: a marketplace purchase names the template only (its
 * company is the template's), so this read goes to every node of a distributed database.
 */
export const findTemplateById = (db: SqlTx, id: string) => TEMPLATE_BY_ID.row(db, { id });
export const templatesByIds = async (db: SqlTx, companyIds: string[], ids: string[]) =>
  ids.length ? TEMPLATES_BY_IDS.rows(db, { companyIds, ids }) : [];
/** A live voucher by id alone (the caller's company is checked on the row). */
export const findLiveVoucher = (db: SqlTx, companyIds: string[], id: string) =>
  LIVE_VOUCHER.row(db, { companyIds, id });
/** What a template's `expand=event_type` shows of these event types. */
export const eventTypesByIds = async (db: SqlTx, companyIds: string[], ids: string[]) =>
  ids.length ? EVENT_TYPES_BY_IDS.rows(db, { companyIds, ids }) : [];

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

// ------------------------------------------------------------------ writes and their checks

export const insertTemplate = (db: SqlTx, companyId: string, values: TenantInsert<'voucher_templates'>) =>
  TEMPLATES.insert(db, companyId, values);
export const updateTemplate = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: TenantChanges<'voucher_templates'>,
) => TEMPLATES.update(db, companyId, id, changes);
export const deleteTemplate = (db: SqlTx, companyId: string, id: string) =>
  TEMPLATES.remove(db, companyId, id);

export const insertVoucher = (db: SqlTx, companyId: string, values: TenantInsert<'vouchers'>) =>
  VOUCHERS.insert(db, companyId, values);
export const updateVoucher = (db: SqlTx, companyId: string, id: string, changes: TenantChanges<'vouchers'>) =>
  VOUCHERS.update(db, companyId, id, changes);

/** How many vouchers were made from the template. */
export async function vouchersOfTemplate(db: SqlTx, companyId: string, templateId: string): Promise<number> {
  const found = await row(
    db,
    qb
      .selectFrom('vouchers')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', companyId)
      .where('template_id', '=', templateId),
  );
  return found?.n ?? 0;
}

/** The company's event type (removed or not), with what a template checks of it. */
export const eventTypeOf = (db: SqlTx, companyId: string, id: string) =>
  row(
    db,
    qb
      .selectFrom('event_types')
      .select(['id', 'title', 'variations', 'deleted_at'])
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .limit(1),
  );

/** The company's template with its event type's title (what a voucher made from it records). */
export const templateToIssue = (db: SqlTx, companyId: string, id: string) =>
  row(
    db,
    qb
      .selectFrom('voucher_templates as t')
      .leftJoin('event_types as et', (join) =>
        join.onRef('et.company_id', '=', 't.company_id').onRef('et.id', '=', 't.event_type_id'),
      )
      .selectAll('t')
      .select('et.title as event_type_title')
      .where('t.company_id', '=', companyId)
      .where('t.id', '=', id),
  );

/** The company's template, or undefined. */
export const templateOf = (db: SqlTx, companyId: string, id: string) =>
  row(
    db,
    qb.selectFrom('voucher_templates').selectAll().where('company_id', '=', companyId).where('id', '=', id),
  );

/** Whether the company has this customer. */
export async function hasCustomer(db: SqlTx, companyId: string, id: string): Promise<boolean> {
  const found = await row(
    db,
    qb.selectFrom('customers').select('id').where('company_id', '=', companyId).where('id', '=', id).limit(1),
  );
  return found !== undefined;
}

/** Whether a customer of the company is linked to this marketplace user. */
export async function hasMarketplaceUser(db: SqlTx, companyId: string, userId: string): Promise<boolean> {
  const found = await row(
    db,
    qb
      .selectFrom('customers')
      .select('id')
      .where('company_id', '=', companyId)
      .where('marketplace_user_id', '=', userId)
      .limit(1),
  );
  return found !== undefined;
}

/** What the voucher e-mail says of the company. */
export const companyForMail = (db: SqlTx, id: string) =>
  row(db, qb.selectFrom('companies').select(['id', 'name', 'locale']).where('id', '=', id));

// ---------------------------------------------------------------------------------------------
// The marketplace's voucher shop (voucher-shop.ts)

/** The company by id or url_name when it is on the marketplace, with what the shop reads of it. */
const SHOP_COMPANY = prepared((p: { ref: string }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'name', 'locale', 'vouchers'])
    .where((eb) => eb.or([eb('id', '=', p.ref), eb('url_name', '=', p.ref)]))
    .where('marketplace_enabled', '=', true)
    .limit(1),
);
export const shopCompany = (db: SqlTx, ref: string) => SHOP_COMPANY.row(db, { ref });

/** The company's templates sold on the marketplace, oldest first. */
const SHOP_TEMPLATES = prepared((p: { companyId: string }) =>
  qb
    .selectFrom('voucher_templates')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('marketplace', '=', true)
    .orderBy('created_at')
    .orderBy('id'),
);
export const shopTemplates = (db: SqlTx, companyId: string) => SHOP_TEMPLATES.rows(db, { companyId });

/** A live voucher by its code (any company's: the code is unique and is all the holder has). */
const VOUCHER_BY_CODE = prepared((p: { code: string }) =>
  qb
    .selectFrom('vouchers')
    .modifyFront(readsAcross('marketplace-id'))
    .selectAll()
    .where('code', '=', p.code)
    .where('deleted_at', 'is', null)
    .limit(1),
);
export const liveVoucherByCode = (db: SqlTx, code: string) => VOUCHER_BY_CODE.row(db, { code });
