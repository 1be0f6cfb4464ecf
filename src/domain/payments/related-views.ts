import { prismaTxSql } from '../../db/sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { customersByIds } from '../customers/customer-store.ts';
import { customerView } from '../customers/customer-view.ts';

/**
 * Objects for `expand` on money records (payments, vouchers): the referenced customer, employee,
 * event, marketplace user, voucher template or company. Kept to the fields a receipt or a
 * reconciliation needs; the owners of those records render their full views elsewhere.
 */
export type RelatedKind = 'company' | 'customer' | 'employee' | 'event' | 'marketplace_user';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function relatedViews(
  prisma: PrismaClient,
  companies: CompanyService,
  kind: RelatedKind,
  ids: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const where = { id: { in: unique } };
  switch (kind) {
    case 'company':
      return companies.viewsByIds(unique);
    case 'customer': {
      // The full record (CONTRACT.md 9.4), stats included: the same view HQ answers.
      const rows = await customersByIds(prismaTxSql(prisma), unique);
      return new Map(rows.map((r) => [r.id, customerView(r)]));
    }
    case 'employee': {
      const rows = await prisma.employee.findMany({ where });
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
      const rows = await prisma.event.findMany({ where });
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
      const rows = await prisma.marketplaceUser.findMany({ where });
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
  prisma: PrismaClient,
  companies: CompanyService,
  views: Record<string, unknown>[],
  expand: readonly string[],
  kinds: readonly RelatedKind[],
) {
  for (const kind of kinds) {
    if (!expand.includes(kind)) continue;
    const ids = views.map((v) => v[kind]).filter((v): v is string => typeof v === 'string');
    const objects = await relatedViews(prisma, companies, kind, ids);
    for (const view of views) {
      const id = view[kind];
      if (typeof id === 'string' && objects.has(id)) view[kind] = objects.get(id);
    }
  }
}
