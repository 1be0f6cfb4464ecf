import { beforeAll, describe, expect, it } from 'vitest';
import { compare, migrationScripts, offenders } from '../../scripts/check-statements.ts';
import { ACROSS_COMPANIES, acrossCompanies, check, loadParser } from '../../scripts/statement-rules.ts';

/**
 * The statement checker's rules (scripts/statement-rules.ts, docs/scaling.md "Statements"): each
 * seen breaking on a statement of the kind a distributed database refused (issue 35), and kept
 * by the same statement written to route.
 */
beforeAll(async () => {
  await loadParser();
});

const rules = (text: string) => check(text).map((f) => `${f.rule}: ${f.tables.join(', ')}`);

describe('statement rules for a database distributed by company_id', () => {
  it('wants every distributed table constrained by company_id', () => {
    expect(rules('SELECT * FROM events WHERE id = $1')).toEqual(['unconstrained: events']);
    expect(rules('UPDATE events SET status = $2 WHERE id = $1')).toEqual(['unconstrained: events']);
    expect(rules('DELETE FROM occupancies WHERE event_id = $1')).toEqual(['unconstrained: occupancies']);
    expect(rules('SELECT * FROM events WHERE company_id = $1 AND id = $2')).toEqual([]);
    expect(rules('SELECT * FROM events WHERE company_id = ANY($1::text[]) AND starts_at < $2')).toEqual([]);
    // An INSERT routes by the company_id it names.
    expect(rules('INSERT INTO events (id, company_id) VALUES ($1, $2)')).toEqual([]);
    // Reference and local tables need nothing.
    expect(rules('SELECT * FROM companies WHERE url_name = $1')).toEqual([]);
    expect(rules('DELETE FROM idempotency_keys WHERE expires_at < now()')).toEqual([]);
  });

  it('wants distributed tables joined on company_id, in joins and in correlated subqueries (loadEvent, loadBusy)', () => {
    expect(
      rules('SELECT o.* FROM occupancies o JOIN events e ON e.id = o.event_id WHERE o.company_id = $1'),
    ).toEqual(['unconstrained: events', 'join-not-on-company: events, occupancies']);
    expect(
      rules(
        'SELECT o.* FROM occupancies o JOIN events e ON e.id = o.event_id AND e.company_id = o.company_id WHERE o.company_id = $1',
      ),
    ).toEqual([]);
    expect(
      rules(
        'SELECT e.*, (SELECT r.id FROM time_slot_reservations r WHERE r.event_id = e.id) AS hold FROM events e WHERE e.company_id = $1 AND e.id = $2',
      ),
    ).toEqual([
      'unconstrained: time_slot_reservations',
      'join-not-on-company: events, time_slot_reservations',
    ]);
    expect(
      rules(
        'SELECT e.*, (SELECT r.id FROM time_slot_reservations r WHERE r.company_id = e.company_id AND r.event_id = e.id) AS hold FROM events e WHERE e.company_id = $1 AND e.id = $2',
      ),
    ).toEqual([]);
    // Through a CTE's output column, and with JOIN ... USING.
    expect(
      rules(
        'WITH x AS (SELECT id, company_id FROM events WHERE company_id = $1) SELECT o.id FROM x JOIN occupancies o ON o.event_id = x.id AND o.company_id = x.company_id',
      ),
    ).toEqual([]);
    expect(
      rules('SELECT 1 FROM events e JOIN occupancies o USING (company_id) WHERE e.company_id = $1'),
    ).toEqual([]);
    // The arms of a UNION are not joined; tables each pinned to one company (the same value sent
    // as two parameters, as a query builder does) route to one shard.
    expect(
      rules(
        'SELECT x.id FROM (SELECT id FROM events WHERE company_id = $1 UNION ALL SELECT id FROM time_slot_reservations WHERE company_id = $2) x',
      ),
    ).toEqual([]);
    expect(
      rules(
        'SELECT e.id FROM events e JOIN occupancies o ON o.event_id = e.id AND o.company_id = $2 WHERE e.company_id = $1',
      ),
    ).toEqual([]);
    // A FROM subquery's `c.*` carries c's company_id out (the customer list and its statistics).
    expect(
      rules(
        'SELECT c.*, s.* FROM (SELECT c.* FROM customers c WHERE c.company_id = $1 LIMIT 10) c LEFT JOIN LATERAL (SELECT count(*) AS n FROM events ev WHERE ev.company_id = c.company_id AND ev.customer_id = c.id) s ON true',
      ),
    ).toEqual([]);
    expect(
      rules(
        'SELECT c.*, s.* FROM (SELECT c.* FROM customers c WHERE c.company_id = $1 LIMIT 10) c LEFT JOIN LATERAL (SELECT count(*) AS n FROM events ev WHERE ev.customer_id = c.id) s ON true',
      ),
    ).toEqual(['unconstrained: events', 'join-not-on-company: customers, events']);
  });

  it('refuses correlated subqueries over reference tables beside distributed ones (the service menu)', () => {
    const menu =
      'SELECT c.id, ARRAY(SELECT t.id FROM event_types t WHERE t.company_id = c.id) FROM companies c WHERE c.url_name = $1 OR c.id = $1';
    expect(rules(menu)).toEqual(['unconstrained: event_types', 'correlated-reference-subquery: companies']);
    // Pinned to one company, the statement goes whole to its node: a correlated subquery is fine.
    expect(
      rules(
        'SELECT c.name, (SELECT e.name FROM employees e WHERE e.company_id = ev.company_id AND e.id = ev.employee_id) FROM events ev JOIN companies c ON c.id = ev.company_id WHERE ev.company_id = $1 AND ev.id = $2',
      ),
    ).toEqual([]);
    // Not when one of its tables is not (the employee by id alone).
    expect(
      rules(
        'SELECT c.name, (SELECT e.name FROM employees e WHERE e.id = ev.employee_id) FROM events ev JOIN companies c ON c.id = ev.company_id WHERE ev.company_id = $1 AND ev.id = $2',
      ),
    ).toEqual([
      'unconstrained: employees',
      'join-not-on-company: employees, events',
      'correlated-reference-subquery: companies',
    ]);
    // Over reference tables only, a correlated subquery is fine (replicated: every node has them).
    expect(
      rules('SELECT c.id, (SELECT e.name FROM enterprises e WHERE e.id = c.enterprise_id) FROM companies c'),
    ).toEqual([]);
  });

  it('refuses FOR UPDATE/SHARE not pinned to one company (the reminder job)', () => {
    expect(
      rules(
        'SELECT id FROM events WHERE reminder_due_at <= $1 ORDER BY reminder_due_at FOR UPDATE SKIP LOCKED',
      ),
    ).toEqual(['unconstrained: events', 'lock-across-companies: events']);
    expect(rules('SELECT id FROM events WHERE company_id = ANY($1) FOR UPDATE')).toEqual([
      'lock-across-companies: events',
    ]);
    expect(rules('SELECT id FROM events WHERE company_id = $1 AND reminder_due_at <= $2 FOR UPDATE')).toEqual(
      [],
    );
  });

  it('refuses RETURNING that is not immutable: a date or a list cast to text, now()', () => {
    // The refused kind: a timestamp's text follows TimeZone and DateStyle, a list's output is stable.
    expect(
      rules('INSERT INTO events (id, company_id) VALUES ($1, $2) RETURNING id, created_at::text'),
    ).toEqual(['returning-non-immutable: events']);
    expect(rules('INSERT INTO events (id, company_id) VALUES ($1, $2) RETURNING resource_ids::text')).toEqual(
      ['returning-non-immutable: events'],
    );
    // A column the schema does not name is not known to be immutable.
    expect(rules('INSERT INTO events (id, company_id) VALUES ($1, $2) RETURNING mystery::text')).toEqual([
      'returning-non-immutable: events',
    ]);
    expect(
      rules('UPDATE events SET updated_at = now() WHERE company_id = $1 AND id = $2 RETURNING now()'),
    ).toEqual(['returning-non-immutable: events']);
    expect(
      rules('UPDATE events SET status = $3 WHERE company_id = $1 AND id = $2 RETURNING id, status'),
    ).toEqual([]);
  });

  it("keeps Prisma's enum casts and other immutable casts in RETURNING (migration enum_text_casts)", () => {
    // Refused on the cluster until every enum had an immutable cast of its own; now it routes.
    expect(
      rules(
        'INSERT INTO "public"."events" ("id","company_id","status") VALUES ($1,$2,CAST($3::text AS "public"."event_status")) RETURNING "public"."events"."id", "public"."events"."status"::text',
      ),
    ).toEqual([]);
    expect(
      rules(
        'UPDATE payments SET status = $3 WHERE company_id = $1 AND id = $2 RETURNING amount::text, status::text',
      ),
    ).toEqual([]);
  });

  it('refuses ORDER BY a column whose name an output column of another value takes (the live stream)', () => {
    // Citus wrote this to the shard as ORDER BY seq, the text alias: 10 came before 2.
    expect(
      rules(
        'SELECT m.seq::text AS seq, m.type FROM webhook_messages m WHERE m.company_id = $1 AND m.seq > $2 ORDER BY m.seq LIMIT 100',
      ),
    ).toEqual(['order-by-shadowed-column: webhook_messages']);
    expect(
      rules(
        'SELECT m.seq::text AS position, m.type FROM webhook_messages m WHERE m.company_id = $1 AND m.seq > $2 ORDER BY m.seq LIMIT 100',
      ),
    ).toEqual([]);
    // The column itself under its own name is the same value either way.
    expect(rules('SELECT m.seq FROM webhook_messages m WHERE m.company_id = $1 ORDER BY m.seq')).toEqual([]);
  });

  it('reads a declared read across companies apart: unconstrained is its design, a lock or a write is not', () => {
    const search = `SELECT ${acrossCompanies('marketplace-search')} e.id, e.company_id FROM employees e JOIN companies c ON c.id = e.company_id WHERE e.marketplace_enabled`;
    expect(rules(search)).toEqual([]);
    // Without the declaration, or with a kind that is not listed, it is an offender as before.
    expect(rules(search.replace(acrossCompanies('marketplace-search'), ''))).toEqual([
      'unconstrained: employees',
    ]);
    expect(rules(search.replace('marketplace-search', 'because-i-said-so'))).toEqual([
      'unconstrained: employees',
    ]);
    // Only a plain read: a lock, a write, or a write in a CTE stays an offender.
    const scan = acrossCompanies('job-scan');
    expect(rules(`SELECT ${scan} id FROM payments WHERE status = 'pending' FOR UPDATE SKIP LOCKED`)).toEqual([
      'unconstrained: payments',
      'lock-across-companies: payments',
    ]);
    expect(rules(`UPDATE payments SET status = 'expired' WHERE status = 'pending' ${scan}`)).toEqual([
      'unconstrained: payments',
    ]);
    expect(
      rules(
        `WITH gone AS (DELETE FROM payments WHERE status = 'expired' RETURNING id) SELECT ${scan} count(*) FROM gone`,
      ),
    ).toEqual(['unconstrained: payments']);
    // The other rules still apply: a declared read must join distributed tables on company_id.
    expect(
      rules(`SELECT ${scan} d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.webhook_id`),
    ).toEqual(['join-not-on-company: webhook_deliveries, webhook_endpoints']);
    expect(
      rules(
        `SELECT ${scan} d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.company_id = d.company_id AND w.id = d.webhook_id`,
      ),
    ).toEqual([]);
    // Each kind says why.
    for (const why of Object.values(ACROSS_COMPANIES)) expect(why.length).toBeGreaterThan(40);
  });

  it("reads a migration's script apart: a one-off backfill of every company, joined on company_id all the same", async () => {
    const backfill =
      'ALTER TABLE payments ADD COLUMN note TEXT; UPDATE payments p SET note = e.customer_name FROM events e WHERE e.id = p.event_id AND e.company_id = p.company_id';
    expect(check(backfill, { migration: true })).toEqual([]);
    // The same text sent by a request is an offender (every shard written, for no reason).
    expect(rules(backfill)).toEqual(['unconstrained: events, payments']);
    // Joined on the id alone, Citus refuses it on a distributed database: a migration written
    // after the distribution would fail there, so the rule holds for migrations too.
    const loose = 'UPDATE payments p SET note = e.customer_name FROM events e WHERE e.id = p.event_id';
    expect(check(loose, { migration: true }).map((f) => f.rule)).toEqual(['join-not-on-company']);
    // The checker knows a migration by its text: one of prisma/migrations' files, as sent.
    const scripts = migrationScripts();
    expect(scripts.size).toBeGreaterThan(40);
    expect((await offenders([loose], new Set([loose]))).offenders.map((o) => o.rule)).toEqual([
      'join-not-on-company',
    ]);
    expect((await offenders([loose], new Set())).offenders.map((o) => o.rule).sort()).toEqual([
      'join-not-on-company',
      'unconstrained',
    ]);
  });

  it('keeps a work list that only shrinks: a new offender and a listed shape no longer sent both fail', async () => {
    const before = await offenders([
      'SELECT * FROM events WHERE id = $1',
      'SELECT * FROM payments WHERE id = $1',
      'SELECT * FROM events WHERE company_id = $1',
    ]);
    expect(before.errors).toEqual([]);
    expect(before.offenders.map((o) => `${o.rule}: ${o.tables}`).sort()).toEqual([
      'unconstrained: events',
      'unconstrained: payments',
    ]);
    // The same shape with another value is the same entry; a fixed statement leaves the list.
    const after = await offenders([
      'SELECT * FROM events WHERE id = $7',
      'SELECT * FROM payments WHERE company_id = $1 AND id = $2',
      'SELECT * FROM vouchers WHERE code = $1',
    ]);
    const { added, gone } = compare(after.offenders, before.offenders);
    expect(added.map((o) => `${o.rule}: ${o.tables}`)).toEqual(['unconstrained: vouchers']);
    expect(gone.map((o) => `${o.rule}: ${o.tables}`)).toEqual(['unconstrained: payments']);
    // A statement the parser refuses is reported, not passed over.
    expect((await offenders(['SELEC * FROM events'])).errors).toHaveLength(1);
  });
});
