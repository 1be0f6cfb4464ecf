/**
 * Deep pages (issue 34): the HQ events list of a company with BENCH_DEEP_EVENTS (100,000)
 * events, 10 a page. `hq_events_first_page` asks for the first page, `hq_events_deep_page_cursor`
 * for the 10,000th (`pagination.starting_after` = the id of the 99,990th event, as a client
 * walking the list by cursor would send). The check sets the two against each other (the issue:
 * the 10,000th page within 2 times the first page's time) and times, one request at a time,
 * the same deep page by offset (`offset` 99,990), which reads and drops every row before it.
 * The events are written in one statement with triggers off (seed rows, nothing asked of them
 * yet), two years of them, several at a time (ties on starts_at, ordered by id).
 */
import type { Load } from '../lib.ts';
import { expectOk } from '../lib.ts';
import { benchCompany } from './company.ts';
import type { BenchCase, BenchContext } from './types.ts';

const EVENTS = Number(process.env.BENCH_DEEP_EVENTS ?? 100_000);
const LIMIT = 10;
const NAMES = ['hq_events_first_page', 'hq_events_deep_page_cursor'];

export async function deepPageCases(ctx: BenchContext): Promise<BenchCase[]> {
  const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
  if (only && !NAMES.some((n) => only.includes(n))) return [];
  const p = ctx.prisma;
  const made = await benchCompany(p, {
    name: 'Bench deep list',
    employees: 1,
    interval: 15,
    opens: '08:00',
    closes: '20:00',
    duration: 30,
  });
  const company = await p.company.findUniqueOrThrow({ where: { id: made.id } });
  // The bench's HQ token is the demo owner's: make it an administrator of this enterprise.
  await p.enterpriseAdmin.create({
    data: { enterprise_id: company.enterprise_id!, user_id: 'demo_user_owner' },
  });
  const t0 = Date.now();
  await p.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
      // Every 10 minutes over two years would be 105,120 starts: i / 2 puts two on each (ties).
      await tx.$executeRawUnsafe(
        `INSERT INTO events (id, company_id, employee_id, event_type_ids, starts_at, ends_at, customer_name, updated_at)
         SELECT 'deep-ev-' || i, $1, $2, ARRAY[$3],
                '2025-01-01T00:00:00Z'::timestamptz + make_interval(mins => (i / 2) * 10),
                '2025-01-01T00:30:00Z'::timestamptz + make_interval(mins => (i / 2) * 10),
                'Guest ' || i, now()
           FROM generate_series(0, ${EVENTS - 1}) i`,
        made.id,
        made.employees[0],
        made.eventType,
      );
    },
    { timeout: 900_000, maxWait: 60_000 },
  );
  await p.$executeRawUnsafe('ANALYZE events');
  console.log(`hq_events deep page: ${EVENTS} events seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const deepOffset = EVENTS - LIMIT;
  // The last event of page 9,999 (with 100,000 events): the cursor of page 10,000.
  const [cursor] = await p.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM events WHERE company_id = $1 ORDER BY starts_at, id OFFSET ${deepOffset - 1} LIMIT 1`,
    made.id,
  );
  const list = `${ctx.base}/v1/hq/companies/${made.id}/events?pagination=`;
  const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
  const urls = {
    first: `${list}${q({ limit: LIMIT })}`,
    cursor: `${list}${q({ limit: LIMIT, starting_after: cursor.id })}`,
    offset: `${list}${q({ limit: LIMIT, offset: deepOffset })}`,
  };
  const headers = { authorization: `Bearer ${ctx.hqToken}` };
  await expectOk(urls.first, { headers });
  const byCursor = (await (await fetch(urls.cursor, { headers })).json()) as { id: string }[];
  const byOffset = (await (await fetch(urls.offset, { headers })).json()) as { id: string }[];
  // The cursor's page is the offset's page, item for item.
  if (
    byCursor.length !== LIMIT ||
    JSON.stringify(byCursor.map((e) => e.id)) !== JSON.stringify(byOffset.map((e) => e.id))
  )
    throw new Error('hq_events_deep_page_cursor: the cursor page is not the offset page');

  let first: Load[] = [];
  return [
    {
      name: 'hq_events_first_page',
      job: () => ({ url: urls.first, headers }),
      check: async (loads) => {
        first = loads;
        return {};
      },
    },
    {
      name: 'hq_events_deep_page_cursor',
      job: () => ({ url: urls.cursor, headers }),
      check: async (loads) => {
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
        const firstRps = median(first.map((l) => l.rps));
        const deepRps = median(loads.map((l) => l.rps));
        // Time per request under the same load: the inverse of the rates.
        const timeRatio = firstRps && deepRps ? +(firstRps / deepRps).toFixed(3) : null;
        const sequential = async (url: string, n: number) => {
          const times: number[] = [];
          for (let i = 0; i < n; i++) {
            const t = performance.now();
            const res = await fetch(url, { headers });
            await res.arrayBuffer();
            times.push(performance.now() - t);
          }
          return +median(times).toFixed(2);
        };
        const seq = {
          first_ms: await sequential(urls.first, 21),
          cursor_ms: await sequential(urls.cursor, 21),
          offset_ms: await sequential(urls.offset, 5),
        };
        return {
          extra: {
            events: EVENTS,
            limit: LIMIT,
            page: deepOffset / LIMIT + 1,
            time_vs_first_page: timeRatio,
            sequential_p50: seq,
          },
          problems:
            timeRatio !== null && timeRatio > 2
              ? [`hq_events_deep_page_cursor: ${timeRatio} times the first page's time (target <= 2)`]
              : [],
        };
      },
    },
  ];
}
