// The storage parameters of indexes that Prisma's schema cannot hold (hand-written in a
// migration): an index that a change of schema.prisma makes Prisma build again would lose them
// without a word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('search index settings', () => {
  it("keeps the customer search's pending list at 256 kB (migration customer_search_pending_list)", async () => {
    const rows = await db.prisma.$queryRaw<{ reloptions: string[] | null }[]>`
      SELECT c.reloptions FROM pg_class c
       WHERE c.relname = 'customers_search_trgm_idx' AND c.relnamespace = to_regnamespace(current_schema())`;
    expect(rows).toEqual([{ reloptions: ['gin_pending_list_limit=256'] }]);
  });
});
