// The declared list of what each cached read depends on (src/domain/cache/cached-reads.ts): every
// table a read's SQL touches is in it (read from EXPLAIN's plan, so a join or subquery added to a
// read without declaring its table fails here), and every declared table notifies its changes
// (migration table_changes_notify), with the company the row belongs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql, SqlTx } from '../../../src/db/sql.ts';
import { AuthService } from '../../../src/domain/auth/auth-service.ts';
import type { HqCaller } from '../../../src/domain/auth/caller.ts';
import { ENGINE_TABLES } from '../../../src/domain/bookings/loader-store.ts';
import { CACHED_READS, type ReadTables } from '../../../src/domain/cache/cached-reads.ts';
import { TableChanges } from '../../../src/domain/cache/table-changes.ts';
import { CompanyService } from '../../../src/domain/companies/company-service.ts';
import { MarketplaceBrowse } from '../../../src/domain/marketplace/browse-service.ts';
import { MarketplaceCategories } from '../../../src/domain/marketplace/categories.ts';
import { ServiceMenu } from '../../../src/domain/marketplace/service-menu.ts';
import { ResourceService } from '../../../src/domain/resources/resource-service.ts';
import { createEventType, createResource, createShop, type Shop } from '../../helpers/bookings.ts';
import { tablesRead } from '../../helpers/query-plans.ts';
import { openTestDatabase } from '../../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let shop: Shop;
let other: Shop;
let eventType: string;
let resource: string;
let group: string;
let companyType: string;

beforeAll(async () => {
  opened = await openTestDatabase();
  const p = opened.db.prisma;
  shop = await createShop(p, { employees: 1 });
  other = await createShop(p, { employees: 1 });
  eventType = await createEventType(p, shop);
  const resourceGroup = await p.resourceGroup.create({
    data: { company_id: shop.companyId, title: 'Rooms' },
  });
  resource = await createResource(p, shop, { resource_group_id: resourceGroup.id });
  const etGroup = await p.eventTypeGroup.create({ data: { company_id: shop.companyId, title: 'Hair' } });
  group = etGroup.id;
  await p.eventTypeGroupItem.create({
    data: { company_id: shop.companyId, event_type_group_id: group, event_type_id: eventType, order: 0 },
  });
  const type = await p.companyType.create({ data: { name: 'Salon' } });
  companyType = type.id;
  await p.companyCompanyType.create({
    data: { company_id: shop.companyId, company_type_id: companyType, order: 0 },
  });
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

const declared = (read: ReadTables) => [...read.anyCompany, ...read.ofCompany];
/** A read opens no transaction: the recording SqlTx stands for the whole Sql. */
const reading = (sql: SqlTx): Sql => ({
  query: sql.query.bind(sql),
  transaction: opened.db.sql.transaction.bind(opened.db.sql),
});
const page = { offset: 0, limit: 20 };

describe('the tables each cached read depends on', () => {
  // Each read as its service runs it, with every filter and expansion that reads another table.
  const reads: Record<keyof typeof CACHED_READS, (sql: SqlTx) => Promise<unknown>> = {
    hqCaller: async (sql) => {
      expect(await new AuthService(opened.db.prisma, sql).hqCaller(shop.token)).not.toBeNull();
    },
    hqResources: async (sql) => {
      const caller: HqCaller = {
        userId: shop.userId,
        tokenId: 'test',
        scope: 'read',
        companyIds: new Set([shop.companyId]),
        enterpriseIds: new Set(),
        companyRoles: new Map([[shop.companyId, ['manager']]]),
        enterpriseRoles: new Map(),
        employeeIds: new Map(),
        heldRoles: { employee: {}, enterprise: {} },
        need: 'catalog.read',
      };
      const companies = new CompanyService(reading(sql));
      const list = await new ResourceService(companies, reading(sql)).list(caller, shop.companyId, {
        page,
        expand: ['sub_resources'],
      });
      expect(list.map((r) => r.id)).toEqual([resource]);
    },
    marketplaceCompany: async (sql) => {
      expect((await new CompanyService(reading(sql)).marketplaceBySlug(shop.companyId)).id).toBe(
        shop.companyId,
      );
    },
    companyRef: async (sql) => {
      expect(await new CompanyService(reading(sql)).companyIdOf(shop.companyId)).toBe(shop.companyId);
    },
    marketplaceCompanies: async (sql) => {
      const browse = new MarketplaceBrowse(new MarketplaceCategories(sql), sql);
      const expand = ['company_types', 'enterprise'];
      expect((await browse.listCompanies({ pagination: page }, expand)).map((c) => c.id)).toContain(
        shop.companyId,
      );
      const filter = {
        company_types: [companyType],
        service_types: ['x'],
        cuisines: ['x'],
        dietaries: ['x'],
        ambiences: ['x'],
        enterprises: [shop.enterpriseId],
        text: 'tenant',
        location: { lat: 64.1, lng: -21.9, radius: 1000 },
      };
      await browse.listCompanies({ filter, sort: { field: 'distance' } }, expand);
    },
    serviceMenu: async (sql) => {
      const menu = new ServiceMenu(sql);
      expect((await menu.eventTypes(shop.companyId, { page })).map((e) => e.id)).toEqual([eventType]);
      await menu.eventTypes(shop.companyId, {
        filter: { employee: shop.employees[0], space: resource, group },
        page,
      });
    },
    serviceMenuGroups: async (sql) => {
      const groups = await new ServiceMenu(sql).eventTypeGroups(shop.companyId, {
        page,
        expand: ['event_types'],
      });
      expect(groups.map((g) => g.id)).toEqual([group]);
    },
  };

  for (const [name, run] of Object.entries(reads)) {
    it(`${name}: every table its SQL reads is declared`, async () => {
      const read = await tablesRead(opened.db.sql, run);
      // The check sees the tables (not a vacuous pass): each read reads at least one.
      expect(read.size).toBeGreaterThan(0);
      const undeclared = [...read].filter(
        (t) => !declared(CACHED_READS[name as keyof typeof CACHED_READS]).includes(t),
      );
      expect(undeclared).toEqual([]);
    });
  }

  it('every declared table notifies its changes (and every table the time slots read, but occupancies)', async () => {
    const rows = await opened.db.sql.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_proc f ON f.oid = t.tgfoid
        WHERE c.relnamespace = current_schema()::regnamespace AND f.proname = 'table_changed'`,
    );
    const notifying = new Set(rows.map((r) => r.table));
    const needed = new Set([
      ...Object.values(CACHED_READS).flatMap(declared),
      ...ENGINE_TABLES.filter((t) => t !== 'occupancies'),
    ]);
    expect([...needed].filter((t) => !notifying.has(t))).toEqual([]);
  });

  it('a write is heard with its table and company; a table of no company concerns all', async () => {
    const changes = new TableChanges(opened.db);
    try {
      const mark = async () => {
        const at = await changes.mark();
        expect(at, 'listening').not.toBeNull();
        return at!;
      };
      const resources = (company?: string) => [{ table: 'resources', company }];
      const before = await mark();
      await opened.db.sql.query('UPDATE resources SET name = $1 WHERE company_id = $2', [
        'Renamed',
        shop.companyId,
      ]);
      // No wait: the mark is taken after every change committed before it was asked.
      await mark();
      expect(changes.lastChange(resources(shop.companyId))).toBeGreaterThan(before);
      expect(changes.lastChange(resources())).toBeGreaterThan(before);
      expect(changes.lastChange(resources(other.companyId))).toBeLessThanOrEqual(before);
      expect(changes.lastChange([{ table: 'event_types', company: shop.companyId }])).toBeLessThanOrEqual(
        before,
      );
      // A token is no company's: its change concerns every company's readers.
      const beforeToken = await mark();
      await opened.db.sql.query('UPDATE api_tokens SET name = name WHERE user_id = $1', [shop.userId]);
      await mark();
      expect(changes.lastChange([{ table: 'api_tokens', company: other.companyId }])).toBeGreaterThan(
        beforeToken,
      );
      // A booking's tables share one notification per company ('busy'): each of them moved.
      const beforeBooking = await mark();
      await opened.db.prisma.event.create({
        data: {
          company_id: shop.companyId,
          starts_at: new Date('2030-01-02T10:00:00Z'),
          ends_at: new Date('2030-01-02T11:00:00Z'),
        },
      });
      await mark();
      for (const table of ['events', 'time_slot_reservations', 'payments'])
        expect(changes.lastChange([{ table, company: shop.companyId }]), table).toBeGreaterThan(
          beforeBooking,
        );
      expect(changes.lastChange([{ table: 'events', company: other.companyId }])).toBeLessThanOrEqual(
        beforeBooking,
      );
      // A rolled-back write is never heard.
      const beforeRollback = await mark();
      await expect(
        opened.db.sql.transaction(async (tx) => {
          await tx.query('UPDATE resources SET name = $1 WHERE company_id = $2', ['Undone', shop.companyId]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await mark();
      expect(changes.lastChange(resources())).toBeLessThanOrEqual(beforeRollback);
    } finally {
      await changes.close();
    }
    expect(await changes.mark()).toBeNull();
  });
});
