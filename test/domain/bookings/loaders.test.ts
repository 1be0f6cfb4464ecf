// The declared list of what the time-slot engine reads (src/domain/bookings/loader-store.ts): every
// table the loaders' SQL touches is in it (read from EXPLAIN's plan, so a join or subquery added
// to a loader without declaring its table fails here), and a write to any declared
// configuration table changes the stamp that lets cached configurations and answers be reused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataStamp,
  ENGINE_TABLES,
  loadBusy,
  loadCompanyConfig,
  loadSlotInputs,
} from '../../../src/domain/bookings/loader-store.ts';
import { SlotChanges } from '../../../src/domain/bookings/slot-changes.ts';
import { createEventType, createResource, createShop, type Shop } from '../../helpers/bookings.ts';
import { tablesRead } from '../../helpers/query-plans.ts';
import { openTestDatabase } from '../../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let shop: Shop;
beforeAll(async () => {
  opened = await openTestDatabase();
  const p = opened.db.prisma;
  shop = await createShop(p, { employees: 1 });
  await createEventType(p, shop);
  await createResource(p, shop);
  const set = await p.ruleSet.create({ data: { company_id: shop.companyId, date: '2030-01-01' } });
  await p.rule.create({ data: { company_id: shop.companyId, rule_set_id: set.id, type: 'availability' } });
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

describe('the tables the engine reads', () => {
  const day = new Date('2030-01-01T00:00:00Z');
  const week = new Date('2030-01-08T00:00:00Z');

  it('are all declared: the configuration loader, the busy loader (with the purge), the time-slot inputs (with and without the configuration) and the data stamp', async () => {
    const id = shop.companyId;
    const read = new Set([
      ...(await tablesRead(opened.db.sql, (db) => loadCompanyConfig(db, id))),
      ...(await tablesRead(opened.db.sql, (db) => loadBusy(db, id, day, week, day, { purgeExpired: true }))),
      ...(await tablesRead(opened.db.sql, (db) => loadSlotInputs(db, id, day, week, day, true))),
      ...(await tablesRead(opened.db.sql, (db) => loadSlotInputs(db, id, day, week, day, false))),
      ...(await tablesRead(opened.db.sql, (db) => dataStamp(db, id, day, week, day))),
    ]);
    // The check sees the tables (not a vacuous pass): the loaders read at least these.
    for (const t of ['companies', 'employees', 'rules', 'events', 'time_slot_reservations', 'occupancies'])
      expect(read).toContain(t);
    const undeclared = [...read].filter((t) => !ENGINE_TABLES.includes(t));
    expect(undeclared).toEqual([]);
  });

  it('a write to any declared configuration table changes the configuration stamp', async () => {
    const p = opened.db.prisma;
    const stamp = async () => (await loadCompanyConfig(opened.db.sql, shop.companyId))!.stamp;
    const company = await p.company.findUniqueOrThrow({ where: { id: shop.companyId } });
    // One row of each: touching its updated_at is any update of it.
    const touch: Record<string, () => Promise<unknown>> = {
      companies: () => p.company.update({ where: { id: shop.companyId }, data: { name: 'Renamed' } }),
      enterprises: () =>
        p.enterprise.update({ where: { id: company.enterprise_id! }, data: { name: 'Renamed' } }),
      employees: () =>
        p.employee.updateMany({ where: { company_id: shop.companyId }, data: { name: 'Renamed' } }),
      resources: () =>
        p.resource.updateMany({ where: { company_id: shop.companyId }, data: { name: 'Renamed' } }),
      event_types: () =>
        p.eventType.updateMany({ where: { company_id: shop.companyId }, data: { title: 'Renamed' } }),
      rule_sets: () =>
        p.ruleSet.updateMany({ where: { company_id: shop.companyId }, data: { title: 'Renamed' } }),
      rules: () => p.rule.updateMany({ where: { company_id: shop.companyId }, data: { open: false } }),
    };
    const configTables = ENGINE_TABLES.filter(
      (t) => !['events', 'time_slot_reservations', 'occupancies', 'payments'].includes(t),
    );
    expect(Object.keys(touch).sort()).toEqual([...configTables].sort());
    for (const [table, write] of Object.entries(touch)) {
      const before = await stamp();
      await new Promise((r) => setTimeout(r, 5)); // updated_at has millisecond precision
      await write();
      expect(await stamp(), `a write to ${table}`).not.toBe(before);
    }
  });

  it('a write to any declared table but occupancies notifies the company (slot-changes.ts), a rollback does not', async () => {
    const p = opened.db.prisma;
    const changes = new SlotChanges(opened.db);
    const other = await createShop(p, { employees: 1 });
    try {
      const version = () => changes.version(shop.companyId);
      const otherVersion = () => changes.version(other.companyId);
      const company = await p.company.findUniqueOrThrow({ where: { id: shop.companyId } });
      const at = new Date('2030-01-02T10:00:00Z');
      const until = new Date('2030-01-02T11:00:00Z');
      const writes: [string, () => Promise<unknown>][] = [
        ['companies', () => p.company.update({ where: { id: shop.companyId }, data: { name: 'Again' } })],
        [
          'employees',
          () => p.employee.updateMany({ where: { company_id: shop.companyId }, data: { name: 'Again' } }),
        ],
        [
          'resources',
          () => p.resource.updateMany({ where: { company_id: shop.companyId }, data: { name: 'Again' } }),
        ],
        [
          'event_types',
          () => p.eventType.updateMany({ where: { company_id: shop.companyId }, data: { title: 'Again' } }),
        ],
        [
          'rule_sets',
          () => p.ruleSet.updateMany({ where: { company_id: shop.companyId }, data: { title: 'Again' } }),
        ],
        ['rules', () => p.rule.updateMany({ where: { company_id: shop.companyId }, data: { open: true } })],
        [
          'events',
          () => p.event.create({ data: { company_id: shop.companyId, starts_at: at, ends_at: until } }),
        ],
        ['events', () => p.event.deleteMany({ where: { company_id: shop.companyId } })],
        [
          'time_slot_reservations',
          () =>
            p.timeSlotReservation.create({
              data: { company_id: shop.companyId, starts_at: at, ends_at: until, expires_at: until },
            }),
        ],
        [
          'payments',
          () => p.payment.create({ data: { company_id: shop.companyId, currency: 'ISK', amount: '100' } }),
        ],
        // An enterprise's change concerns all of its companies: every version moves.
        [
          'enterprises',
          () => p.enterprise.update({ where: { id: company.enterprise_id! }, data: { name: 'Again' } }),
        ],
      ];
      const tables = new Set(writes.map(([t]) => t));
      expect([...tables].sort()).toEqual(ENGINE_TABLES.filter((t) => t !== 'occupancies').sort());
      for (const [table, write] of writes) {
        const before = await version();
        const otherBefore = await otherVersion();
        expect(before, 'listening').not.toBeNull();
        await write();
        // No wait: the version is read after every change committed before the call was heard.
        expect(await version(), `a write to ${table}`).not.toBe(before);
        if (table !== 'enterprises')
          expect(await otherVersion(), `another company, ${table}`).toBe(otherBefore);
      }
      // A rolled-back write is never heard.
      const before = await version();
      await expect(
        p.$transaction(async (tx) => {
          await tx.employee.updateMany({ where: { company_id: shop.companyId }, data: { name: 'Undone' } });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await version()).toBe(before);
    } finally {
      await changes.close();
    }
    // Closed: no version (the caller falls back to the data stamp).
    expect(await changes.version(shop.companyId)).toBeNull();
  });
});
