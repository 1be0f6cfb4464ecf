import type { PrismaClient } from '../../generated/prisma/client.ts';

/**
 * A small LRU of computed answers, kept per process. It holds no state another instance needs:
 * every use is validated against the database first (see dataStamp), so a stale or missing entry
 * only costs a recomputation, never a wrong answer.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity = 500) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Refresh its place: Map keeps insertion order, the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * A fingerprint of everything a company's time slots in [from, to) depend on, in one cheap query:
 * the company row; its employees, resources, event types, rule sets and rules; its events and live
 * reservations in the window. Each set contributes its count and a sum of hashes of
 * (id, updated_at), so any insert, update or delete changes it, whatever the clocks of the app
 * instances that wrote them. A reservation that expires drops out of the live set. Null when the
 * company does not exist.
 */
export async function dataStamp(
  db: PrismaClient,
  companyId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<string | null> {
  const rows = await db.$queryRaw<{ stamp: string | null }[]>`
    SELECT (SELECT id || ':' || updated_at::text FROM companies WHERE id = ${companyId})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM employees WHERE company_id = ${companyId})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM resources WHERE company_id = ${companyId})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM event_types WHERE company_id = ${companyId})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM rule_sets WHERE company_id = ${companyId})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM rules WHERE company_id = ${companyId})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || updated_at::text, 0)), 0)
                   FROM events WHERE company_id = ${companyId} AND starts_at < ${to} AND ends_at > ${from})
      || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || expires_at::text, 0)), 0)
                   FROM time_slot_reservations
                  WHERE company_id = ${companyId} AND consumed_at IS NULL AND expires_at > ${now}
                    AND starts_at < ${to} AND ends_at > ${from}) AS stamp`;
  return rows[0]?.stamp ?? null;
}
