import { beforeAll, describe, expect, it } from 'vitest';
import { compare, offenders } from '../../scripts/check-statements.ts';
import { check, loadParser } from '../../scripts/statement-rules.ts';

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
