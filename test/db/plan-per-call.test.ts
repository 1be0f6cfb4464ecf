// The rule of PLAN_PER_CALL (src/db/sql.ts): the HQ customer list (a page, a search, a sort by
// last visit out of one company's customers) is sent unnamed, so PostgreSQL plans it with the
// company's values on every call (a named statement's generic plan, made for the average company,
// took 22 ms against 0.6 for a search of 10,000 customers: bench/README.md, "A hundredfold data").
// The HQ events list stays named: planned with a busy company's values it walked the global
// starts_at index (180-350 ms a page against 1.1-1.9 ms generic); so do the hot paths and a
// marketplace account's own bookings. The statements are taken as the pool sends them (poolSql on
// a stand-in for pg.Pool that records each query's name and text), so adding or removing a mark,
// or the pool's reading of it, fails here. No database: it runs the same on PGlite.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PLAN_PER_CALL, poolSql } from '../../src/db/sql.ts';
import { EVENT_OF_COMPANY, listEvents } from '../../src/domain/bookings/event-store.ts';
import { customerCursor, listCustomers } from '../../src/domain/customers/customer-store.ts';

/** The statements a pool sends, each with the prepared statement's name (undefined: unnamed). */
function recordingPool() {
  const sent: { name: string | undefined; text: string }[] = [];
  const pool = {
    query: async (config: { name?: string; text: string }) => {
      sent.push({ name: config.name, text: config.text });
      return { rows: [] };
    },
  } as unknown as pg.Pool;
  return { sql: poolSql(pool), sent };
}

const company = 'cmp_plan_per_call';
const now = new Date('2030-01-01T12:00:00Z');
const page = { filter: {}, sort: undefined, offset: 0, limit: 100 };

describe('PLAN_PER_CALL: which statements are planned with their values', () => {
  it("sends the HQ customer list unnamed: by last visit, by name, searched, and the cursor's key by last visit", async () => {
    const { sql, sent } = recordingPool();
    const list = { limit: 20, offset: 0 };
    for (let i = 0; i < 6; i++)
      await listCustomers(sql, company, { ...list, sort: { field: 'last_visit_at', order: 'desc' } }, now);
    await listCustomers(sql, company, { ...list, sort: { field: 'name' } }, now);
    await listCustomers(sql, company, { ...list, search: 'sdótt' }, now);
    await customerCursor(sql, company, 'cus_1', 'last_visit_at', now);
    expect(sent).toHaveLength(6 + 1 + 1 + 1);
    for (const s of sent) {
      expect(s.text).toMatch(/from "customers" as "c"/);
      expect(s.text.endsWith(PLAN_PER_CALL)).toBe(true);
      expect(s.name).toBeUndefined();
    }
  });

  it("keeps named the HQ events list of a company (whatever its filters and cursor), one event by key, a cursor's key by name, an account's own bookings", async () => {
    const { sql, sent } = recordingPool();
    await listEvents(sql, { company_id: company }, page);
    await listEvents(
      sql,
      { company_id: company, served_by: 'emp_1' },
      {
        ...page,
        filter: { employee: 'emp_1' },
        startsAfter: now,
        sort: { field: 'starts_at', order: 'desc' },
        cursor: { key: '2030-01-01 12:00:00+00', id: 'evt_1' },
      },
    );
    await EVENT_OF_COMPANY.row(sql, { companyId: company, id: 'evt_1' });
    await customerCursor(sql, company, 'cus_1', 'name', now);
    await listEvents(sql, { marketplace_user_id: 'usr_1' }, page);
    expect(sent).toHaveLength(5);
    expect(sent[0].text).toMatch(/from "events" as "e" where "e"\."company_id" = \$\d+ order by/);
    for (const s of sent) {
      expect(s.text.endsWith(PLAN_PER_CALL)).toBe(false);
      // Named booking_api_<n>, each text once: prepared once per connection.
      expect(s.name).toMatch(/^booking_api_\d+$/);
    }
    expect(new Set(sent.map((s) => s.name)).size).toBe(5);
    // The same text again takes the same name (prepared once, planned generically after five calls).
    await listEvents(sql, { company_id: company }, page);
    expect(sent[5].name).toBe(sent[0].name);
  });
});
