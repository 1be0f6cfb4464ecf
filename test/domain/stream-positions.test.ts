import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { SqlTx } from '../../src/db/sql.ts';
import { publishChange } from '../../src/domain/webhooks/publish.ts';
import { createShop, type Shop } from '../helpers/bookings.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * A change's stream position is given when its transaction commits (migration
 * stream_position_at_commit, docs/webhooks.md "How it works"): positions follow commit order, a
 * transaction's own changes keep the order they were published in, a rolled-back change takes no
 * number, deliveries carry their message's position, and a transaction that has published does
 * not hold up the company's other transactions until it commits. Each case runs both ways a
 * message is sent where the database has both (PostgreSQL's pool): queued with the COMMIT (db/sql.ts
 * writeAtCommit), and `now`, the same transaction with each statement sent when called.
 */
let db: Database;
let drop: () => Promise<void>;
let a: Shop;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  drop = opened.drop;
  a = await createShop(db.prisma, { employees: 1 });
}, 60_000);
afterAll(async () => {
  await drop?.();
});

const publish = (tx: SqlTx, id: string) =>
  publishChange(tx, { type: 'payment.created', company: a.companyId, object: { id } });

/** The transaction without `atCommit`: its statements are sent when called (the trigger's way). */
const sentNow = (tx: SqlTx): SqlTx => ({ query: (text, params) => tx.query(text, params) });

/** The ways a transaction's message is sent: with its COMMIT where the database's SqlTx can. */
const ways = [
  { way: 'now' as const, as: sentNow },
  ...(process.env.DATABASE_URL ? [{ way: 'queued with the COMMIT' as const, as: (tx: SqlTx) => tx }] : []),
];

/** The company's messages by position: object id and position. */
async function positions(after = 0n): Promise<{ object: string; seq: number }[]> {
  const found = await db.prisma.webhookMessage.findMany({
    where: { company_id: a.companyId, seq: { gt: after } },
    orderBy: { seq: 'asc' },
    select: { object_id: true, seq: true },
  });
  return found.map((m) => ({ object: m.object_id, seq: Number(m.seq) }));
}

async function latest(): Promise<bigint> {
  const row = await db.prisma.webhookStreamCounter.findUnique({ where: { company_id: a.companyId } });
  return row?.seq ?? 0n;
}

describe('stream positions given at commit', () => {
  it("numbers a transaction's changes in the order it published them, after the company's last", async () => {
    const before = await latest();
    let inside: { seq: bigint | null }[] = [];
    await db.sql.transaction(async (tx) => {
      // Written now (a transaction's messages otherwise go out with its COMMIT, sql.ts), to read
      // them inside it.
      const now = sentNow(tx);
      await publish(now, 'pay_first');
      await publish(now, 'pay_second');
      // Inside the transaction neither has a position yet: it is given at commit.
      inside = await tx.query<{ seq: bigint | null }>(
        'SELECT seq FROM webhook_messages WHERE company_id = $1 AND object_id = ANY($2::text[])',
        [a.companyId, ['pay_first', 'pay_second']],
      );
    });
    expect(inside.map((m) => m.seq)).toEqual([null, null]);
    const n = Number(before);
    // before + 1 and before + 2, in publishing order; the counter ends at before + 2.
    expect(await positions(before)).toEqual([
      { object: 'pay_first', seq: n + 1 },
      { object: 'pay_second', seq: n + 2 },
    ]);
    expect(await latest()).toBe(before + 2n);
  });

  // The case above sends its changes now (to read them inside the transaction); this one, the
  // same order queued with the COMMIT, which only PostgreSQL's pool does.
  it.runIf(!!process.env.DATABASE_URL)(
    'numbers the changes of one transaction queued with the COMMIT in publishing order',
    async () => {
      const before = await latest();
      await db.sql.transaction(async (tx) => {
        await publish(tx, 'pay_queued_1');
        await publish(tx, 'pay_queued_2');
        await publish(tx, 'pay_queued_3');
      });
      const n = Number(before);
      // before + 1, + 2, + 3 in publishing order; the counter ends at before + 3.
      expect(await positions(before)).toEqual([
        { object: 'pay_queued_1', seq: n + 1 },
        { object: 'pay_queued_2', seq: n + 2 },
        { object: 'pay_queued_3', seq: n + 3 },
      ]);
      expect(await latest()).toBe(before + 3n);
    },
  );

  it.each(ways)(
    'gives a rolled-back change no position, the next committed one the next number ($way)',
    async ({ way, as }) => {
      const before = await latest();
      await expect(
        db.sql.transaction(async (tx) => {
          await publish(as(tx), `pay_rolled_back_${way}`);
          throw new Error('rolled back after publishing');
        }),
      ).rejects.toThrow('rolled back');
      await db.sql.transaction((tx) => publish(as(tx), `pay_after_rollback_${way}`));
      expect(await positions(before)).toEqual([
        { object: `pay_after_rollback_${way}`, seq: Number(before) + 1 },
      ]);
    },
  );

  it.each(ways)('keeps the deliveries of a change at its position ($way)', async ({ way, as }) => {
    const before = await latest();
    const endpoint = await db.prisma.webhookEndpoint.create({
      data: {
        id: 'we_stream_positions',
        company_id: a.companyId,
        url: 'https://example.com/hook',
        secret: 'whsec_c3RyZWFtLXBvc2l0aW9ucy10ZXN0LXNlY3JldA==',
        events: ['payment.created'],
      },
    });
    await db.sql.transaction(async (tx) => {
      await publish(as(tx), `pay_delivered_${way}_1`);
      await publish(as(tx), `pay_delivered_${way}_2`);
    });
    const deliveries = await db.prisma.webhookDelivery.findMany({
      where: { company_id: a.companyId, webhook_id: endpoint.id },
      orderBy: { seq: 'asc' },
      select: { object_id: true, seq: true },
    });
    // One delivery per change, at its message's position: before + 1 and before + 2.
    expect(deliveries).toEqual([
      { object_id: `pay_delivered_${way}_1`, seq: before + 1n },
      { object_id: `pay_delivered_${way}_2`, seq: before + 2n },
    ]);
    await db.prisma.webhookEndpoint.delete({
      where: { company_id_id: { company_id: a.companyId, id: endpoint.id } },
    });
  });
});

// Two connections at once: only on PostgreSQL (PGlite has one).
describe.runIf(!!process.env.DATABASE_URL)('two transactions of one company at once (PostgreSQL)', () => {
  it.each(ways)(
    'does not hold the second until the first commits, and numbers them in commit order (the first $way)',
    async ({ as }) => {
      const before = await latest();
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstPublished!: () => void;
      const published = new Promise<void>((resolve) => {
        firstPublished = resolve;
      });
      // The first publishes, then waits, uncommitted, until the second has committed.
      const first = db.sql.transaction(async (tx) => {
        await publish(as(tx), 'pay_published_first');
        firstPublished();
        await firstMayCommit;
      });
      await published;
      // Before migration stream_position_at_commit the second waited here on the first's counter
      // row until the first committed, which it never would: the race below would time out.
      const second = db.sql.transaction((tx) => publish(tx, 'pay_committed_first'));
      const outcome = await Promise.race([
        second.then(() => 'committed'),
        new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 5_000)),
      ]);
      releaseFirst();
      await Promise.all([first, second]);
      expect(outcome).toBe('committed');
      const n = Number(before);
      // Committed second, published first: before + 2; committed first: before + 1.
      expect(await positions(before)).toEqual([
        { object: 'pay_committed_first', seq: n + 1 },
        { object: 'pay_published_first', seq: n + 2 },
      ]);
    },
  );
});
