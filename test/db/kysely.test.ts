// src/db/kysely.ts on the suite's database (PGlite, or PostgreSQL with DATABASE_URL): the types
// the generated table types claim are the types both drivers really return, queries built once
// (prepared) take their parameters per run, and JSON-rendered rows carry dates as strings.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRows, prepared, qb, row, rows } from '../../src/db/kysely.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let shop: Shop;
let eventId: string;
beforeAll(async () => {
  opened = await openTestDatabase();
  const p = opened.db.prisma;
  shop = await createShop(p, { employees: 1 });
  const type = await createEventType(p, shop);
  const event = await p.event.create({
    data: {
      company_id: shop.companyId,
      employee_id: shop.employees[0],
      event_type_ids: [type],
      starts_at: new Date('2030-01-01T10:00:00Z'),
      ends_at: new Date('2030-01-01T11:00:00Z'),
      customer_name: 'Kysely',
      price: '12.5',
      booking_question_answers: [{ question: 'q', answer: 'a' }],
    },
  });
  eventId = event.id;
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

describe('rows typed from the schema', () => {
  it('are what the driver returns: Date for timestamptz, string for numeric, arrays, parsed JSON, enum text', async () => {
    const e = await row(
      opened.db.sql,
      qb.selectFrom('events').selectAll().where('company_id', '=', shop.companyId).where('id', '=', eventId),
    );
    expect(e).toBeDefined();
    expect(e!.starts_at).toBeInstanceOf(Date);
    expect(e!.starts_at.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(e!.cancelled_at).toBeNull();
    // Decimal(14,4) as text with its scale, exactly (no float rounding).
    expect(e!.price).toBe('12.5000');
    expect(e!.number_of_guests).toBe(1);
    expect(e!.event_type_ids).toHaveLength(1);
    expect(e!.booking_question_answers).toEqual([{ question: 'q', answer: 'a' }]);
    expect(e!.status).toBe('confirmed');
  });

  it('count(*) differs between the drivers (bigint): cast to int it is a number on both', async () => {
    const raw = await row(
      opened.db.sql,
      qb
        .selectFrom('events')
        .select((eb) => [eb.fn.countAll().as('n'), sql<number>`count(*)::int`.as('i')])
        .where('company_id', '=', shop.companyId),
    );
    expect(['1', 1]).toContain(raw!.n);
    expect(raw!.i).toBe(1);
  });

  it('JSON-rendered rows carry timestamps as ISO strings, as JsonRow types them', async () => {
    const found = await row(
      opened.db.sql,
      qb.selectNoFrom(
        jsonRows(
          qb
            .selectFrom('events')
            .select(['id', 'starts_at'])
            .where('company_id', '=', shop.companyId)
            .where('id', '=', eventId),
        ).as('list'),
      ),
    );
    expect(found!.list).toHaveLength(1);
    expect(typeof found!.list[0].starts_at).toBe('string');
    expect(Date.parse(found!.list[0].starts_at)).toBe(Date.parse('2030-01-01T10:00:00Z'));
  });
});

describe('prepared', () => {
  // Every statement names the company, as the product's do (docs/scaling.md, "Statements").
  const byName = prepared((p: { company: string; name: string; ids: string[]; limit: number }) =>
    qb
      .selectFrom('events')
      .select(['id', 'customer_name'])
      .where('company_id', '=', p.company)
      .where('customer_name', '=', p.name)
      .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids)))
      .limit(p.limit),
  );

  it('builds once and puts each run its own values', async () => {
    expect(
      await byName.rows(opened.db.sql, { company: shop.companyId, name: 'Kysely', ids: [eventId], limit: 5 }),
    ).toEqual([{ id: eventId, customer_name: 'Kysely' }]);
    // Another run of the same statement with other values: no row of another name or id.
    expect(
      await byName.rows(opened.db.sql, { company: shop.companyId, name: 'Nobody', ids: [eventId], limit: 5 }),
    ).toEqual([]);
    expect(
      await byName.rows(opened.db.sql, { company: shop.companyId, name: 'Kysely', ids: ['x'], limit: 5 }),
    ).toEqual([]);
    expect(
      await byName.row(opened.db.sql, {
        company: shop.companyId,
        name: 'Kysely',
        ids: [eventId, 'x'],
        limit: 1,
      }),
    ).toEqual({
      id: eventId,
      customer_name: 'Kysely',
    });
  });

  it('runs inside a transaction of db/sql.ts, which rolls back with it', async () => {
    await expect(
      opened.db.sql.transaction(async (tx) => {
        await rows(
          tx,
          qb
            .updateTable('events')
            .set({ customer_name: 'Changed' })
            .where('company_id', '=', shop.companyId)
            .where('id', '=', eventId),
        );
        expect(
          await byName.row(tx, { company: shop.companyId, name: 'Changed', ids: [eventId], limit: 1 }),
        ).toBeDefined();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(
      await byName.row(opened.db.sql, { company: shop.companyId, name: 'Kysely', ids: [eventId], limit: 1 }),
    ).toBeDefined();
  });
});
