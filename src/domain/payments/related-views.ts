import type { SqlTx } from '../../db/sql.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { customersByIds } from '../customers/customer-store.ts';
import { customerView } from '../customers/customer-view.ts';
import { employeesOf, eventsOf, marketplaceUsersOf } from './payment-store.ts';

/**
 * Objects for `expand` on money records (payments, vouchers): the referenced customer, employee,
 * event, marketplace user, voucher template or company. Kept to the fields a receipt or a
 * reconciliation needs; the owners of those records render their full views elsewhere.
 */
export type RelatedKind = 'company' | 'customer' | 'employee' | 'event' | 'marketplace_user';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function relatedViews(
  db: SqlTx,
  companies: CompanyService,
  kind: RelatedKind,
  ids: string[],
  /** The companies of the records expanded: their references are among these companies' rows. */
  companyIds: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  switch (kind) {
    case 'company':
      return companies.viewsByIds(unique);
    case 'customer': {
      // The full record (docs/api-conventions.md#customers), stats included: the same view HQ answers.
      const rows = await customersByIds(db, unique, { companies: companyIds });
      return new Map(rows.map((r) => [r.id, customerView(r)]));
    }
    case 'employee': {
      const rows = await employeesOf(db, companyIds, unique);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            company: r.company_id,
            company_id: r.company_id,
            name: r.name,
            email: r.email,
            phone_country_code: r.phone_country_code,
            phone_number: r.phone_number,
            created_at: iso(r.created_at),
            updated_at: iso(r.updated_at),
          },
        ]),
      );
    }
    case 'event': {
      const rows = await eventsOf(db, companyIds, unique);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            company: r.company_id,
            event_types: r.event_type_ids,
            starts_at: iso(r.starts_at),
            ends_at: iso(r.ends_at),
            employee: r.employee_id,
            space: r.space_id,
            number_of_guests: r.number_of_guests,
            status: r.status,
            origin: r.origin,
            customer_name: r.customer_name,
            email: r.email,
            created_at: iso(r.created_at),
            updated_at: iso(r.updated_at),
          },
        ]),
      );
    }
    case 'marketplace_user': {
      const rows = await marketplaceUsersOf(db, unique);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            name: r.name,
            email: r.email,
            phone_country_code: r.phone_country_code,
            phone_number: r.phone_number,
            created_at: iso(r.created_at),
          },
        ]),
      );
    }
  }
}

/** Replaces each expanded reference field of the views by its object (IDs that vanished stay IDs). */
export async function expandInto(
  db: SqlTx,
  companies: CompanyService,
  views: Record<string, unknown>[],
  expand: readonly string[],
  kinds: readonly RelatedKind[],
) {
  const companyIds = [
    ...new Set(views.map((v) => v.company).filter((c): c is string => typeof c === 'string')),
  ];
  for (const kind of kinds) {
    if (!expand.includes(kind)) continue;
    const ids = views.map((v) => v[kind]).filter((v): v is string => typeof v === 'string');
    const objects = await relatedViews(db, companies, kind, ids, companyIds);
    for (const view of views) {
      const id = view[kind];
      if (typeof id === 'string' && objects.has(id)) view[kind] = objects.get(id);
    }
  }
}
