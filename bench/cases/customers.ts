/**
 * Bench case `hq_customers_10k` (docs/api-conventions.md#customers): a company with 10,000 customers (and 10,000
 * bookings among them, so the stats have rows to count), searched by HQ for a fragment of a
 * name, an e-mail and a phone, and listed by last visit; each query timed one at a time after a
 * warm-up. Target: the worst median of the search queries under 50 ms.
 */
import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

export async function seedCustomers(p: PrismaClient, companyId: string, count: number): Promise<void> {
  await p.$executeRawUnsafe(
    `INSERT INTO customers (id, company_id, name, email, phone, phone_country_code, phone_number, updated_at)
     SELECT 'bench-cu-' || i,
            $1,
            (ARRAY['Guðrún', 'Anna', 'Jón', 'Sigríður', 'Ólafur', 'Kristín', 'Björn', 'Helga'])[1 + i % 8] || ' ' ||
            (ARRAY['Jónsdóttir', 'Sigurðsson', 'Ólafsdóttir', 'Magnússon', 'Einarsdóttir', 'Stefánsson'])[1 + (i / 8) % 6]
              || ' ' || i,
            'person' || i || '@example.test',
            '+354' || (6000000 + (i * 7919) % 3999999),
            '354', (6000000 + (i * 7919) % 3999999)::text,
            now() - make_interval(days => i % 700)
       FROM generate_series(1, ${count}) i`,
    companyId,
  );
  await p.$executeRawUnsafe(
    `INSERT INTO events (id, company_id, customer_id, starts_at, ends_at, status, customer_name, updated_at)
     SELECT 'bench-cu-ev-' || i, $1, 'bench-cu-' || (1 + (i * 13) % ${count}),
            now() + make_interval(days => (i % 400) - 300), now() + make_interval(days => (i % 400) - 300, mins => 30),
            (ARRAY['completed', 'confirmed', 'cancelled', 'noshow'])[1 + i % 4]::event_status, 'Bench', now()
       FROM generate_series(1, ${count}) i`,
    companyId,
  );
  // VACUUM as well as ANALYZE: the trigram index (customers_search_trgm_idx, GIN) takes new
  // entries into its pending list, which every search reads through until a vacuum (autovacuum,
  // after a fifth of the table is new) or 4 MB of them merge it into the index. Measured right
  // after the bulk insert, the phone search read 10,000 pending entries: 8.5 ms against 0.12 ms
  // merged, on a server without autovacuum (bench/README.md, "29 November, night"). A company's
  // customers come over months, and autovacuum merges them as they come.
  await p.$executeRawUnsafe('VACUUM (ANALYZE) customers');
  await p.$executeRawUnsafe('ANALYZE events');
}

export const CUSTOMER_QUERIES: Record<string, string> = {
  search_name_fragment: `search=${encodeURIComponent('sdótt')}&pagination=${q({ limit: 20 })}`,
  search_phone_fragment: `search=${encodeURIComponent('691 2')}&pagination=${q({ limit: 20 })}`,
  search_email_fragment: `search=person4242&pagination=${q({ limit: 20 })}`,
  by_last_visit: `sort=${q({ field: 'last_visit_at', order: 'desc' })}&pagination=${q({ limit: 20 })}`,
};
/** The queries the target is about (a fragment of a name or a phone). */
const SEARCHES = ['search_name_fragment', 'search_phone_fragment', 'search_email_fragment'];

export async function customersCase(
  app: FastifyInstance,
  p: PrismaClient,
  options: { companyId: string; token: string; count: number; iterations: number },
) {
  await seedCustomers(p, options.companyId, options.count);
  const headers = { authorization: `Bearer ${options.token}` };
  const at = (times: number[], f: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(2));
  const queries: Record<string, { median_ms: number; p99_ms: number; rows: number }> = {};
  for (const [name, query] of Object.entries(CUSTOMER_QUERIES)) {
    const url = `/v1/hq/companies/${options.companyId}/customers?${query}`;
    let rows = 0;
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      rows = res.json().length;
    }
    const times: number[] = [];
    for (let i = 0; i < options.iterations; i++) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    queries[name] = { median_ms: at(times, 0.5), p99_ms: at(times, 0.99), rows };
  }
  const searched = SEARCHES.map((n) => queries[n]);
  const mean = searched.reduce((s, r) => s + r.median_ms, 0) / searched.length;
  return {
    // Sequential: rps is 1000 / the mean of the medians, not a throughput under load.
    rps: Math.round(1000 / mean),
    p50_ms: Math.max(...searched.map((r) => r.median_ms)),
    p99_ms: Math.max(...searched.map((r) => r.p99_ms)),
    ratio: null,
    customers: options.count,
    target_median_ms: 50,
    queries,
  };
}
