// The rules a statement must keep to be routed by a database distributed by company_id with
// Citus (docs/scaling.md, "Statements"), checked on PostgreSQL's own parse tree (libpg-query:
// the parser of PostgreSQL compiled to WASM) against the project's table classification
// (src/db/tables.ts). Used by scripts/check-statements.ts over what the suite sent, and tested by
// test/db/statement-rules.test.ts.
//
// The rules (each finding names one):
// - `unconstrained`: a distributed table read or written without its company_id equal to a
//   value (a parameter or constant, `= ANY(...)`/`IN` included), directly or through equalities
//   with another table's company_id or an outer query's: the statement goes to every shard.
// - `join-not-on-company`: two distributed tables of one query (its joins, FROM subqueries and
//   correlated subqueries) whose company_id are not equated: Citus joins co-located tables only
//   on their distribution column ("complex joins are only supported when all distributed tables
//   are co-located and joined on their distribution columns").
// - `correlated-reference-subquery`: a correlated subquery that, with the query it refers to,
//   reads a reference table beside a distributed one ("correlated subqueries are
//   not supported when the FROM clause contains a reference table"), unless every distributed
//   table of the statement is pinned to one company (routed whole to one node).
// - `lock-across-companies`: FOR UPDATE/SHARE over a distributed table not pinned to one
//   company ("could not run distributed query with FOR UPDATE/SHARE").
// - `returning-non-immutable`: a write to a distributed or reference table whose RETURNING casts
//   a column whose text is not immutable, or calls a function that is not immutable
//   ("non-IMMUTABLE functions are not allowed in the RETURNING clause"). Whether a column's cast
//   is immutable follows its type in prisma/schema.prisma: a date or time (its text follows
//   DateStyle and TimeZone) or a list (array_out is only stable) is not; an enum is, by the
//   explicit casts of migration enum_text_casts (test/db/tenancy.test.ts: every enum has one),
//   which Prisma's `"type"::text` calls; a column the schema does not name is not.
// - `order-by-shadowed-column`: ORDER BY a qualified column (`m.seq`) whose name is also an
//   output column of another value (`m.seq::text AS seq`): Citus writes the shard's query with
//   the column unqualified (`ORDER BY seq`), which names the output column there, so the rows
//   came back ordered as text (seen on the live stream's replay: 10 before 2).
//
// The analysis is syntactic, as a reviewer would read the statement: columns are resolved by the
// aliases in scope; an unqualified column is the only table's of its query (company_id: the only
// distributed table's). What it cannot resolve does not constrain anything.
//
// Two kinds of statement are read apart (docs/scaling.md, "Statements"):
// - A read across companies declared in its text, `/* across companies: <kind> */`, where
//   <kind> is one of ACROSS_COMPANIES (src/db/tables.ts) (each with why no company can be named): `unconstrained`
//   does not apply to it, as it is the design, not an oversight. Only a read: a SELECT without
//   FOR UPDATE/SHARE and without a data-modifying CTE (Citus runs it on every node in parallel,
//   taking no row lock); a write or a lock across companies is still found. Every other rule
//   applies. An unknown kind declares nothing.
// - A migration's script (`check(text, { migration: true })`: the checker passes it for a text
//   that is a migration file of prisma/migrations): a one-off pass at deploy time, so
//   `unconstrained` does not apply to it (a backfill is every company's rows once; Citus runs a
//   multi-shard UPDATE or INSERT ... SELECT as one distributed transaction). Every other rule
//   applies, since a migration written after a database was distributed runs on the cluster: a
//   backfill must join distributed tables on company_id as a request must.
import { readFileSync } from 'node:fs';
import { fingerprintSync, loadModule, parseSync } from 'libpg-query';
import {
  ACROSS_COMPANIES,
  type AcrossCompanies,
  placementOf,
  type TablePlacement,
} from '../src/db/tables.ts';

export { ACROSS_COMPANIES, acrossCompanies } from '../src/db/tables.ts';

export type Rule =
  | 'unconstrained'
  | 'join-not-on-company'
  | 'correlated-reference-subquery'
  | 'lock-across-companies'
  | 'returning-non-immutable'
  | 'order-by-shadowed-column';

export interface Finding {
  rule: Rule;
  /** The tables concerned, sorted. */
  tables: string[];
}

/** A node of the parse tree: `{ TypeName: { ...fields } }`, or a list, or a value. */
type Tree = any;

interface Range {
  alias: string;
  table?: string;
  placement?: TablePlacement;
  /** A FROM subquery or a CTE: its output columns are nodes of that level. */
  sub?: Level;
}

interface Level {
  id: number;
  parent?: Level;
  /** How it is reached from its parent: a subquery in an expression, in FROM, a CTE, or the top. */
  via: 'top' | 'sublink' | 'from' | 'cte' | 'source' | 'setop';
  ranges: Range[];
  /** The levels it reads columns of (correlation). */
  refersTo: Set<Level>;
  lock: boolean;
  ctes: Map<string, Level>;
  /** `SELECT x.*` (or `*` over one table): its output columns are that range's. */
  star?: Range;
}

const NON_IMMUTABLE = new Set([
  'now',
  'clock_timestamp',
  'statement_timestamp',
  'transaction_timestamp',
  'timeofday',
  'random',
  'gen_random_uuid',
  'nextval',
  'currval',
  'current_setting',
  'to_char',
  'to_json',
  'to_jsonb',
  'row_to_json',
  'json_build_object',
  'jsonb_build_object',
  'date_trunc',
  'age',
]);

/**
 * The columns whose cast to text is immutable, by table, read from prisma/schema.prisma: scalar
 * strings, numbers, booleans, JSON and enums (migration enum_text_casts gives every enum an
 * immutable cast), not dates and times (DateTime) nor lists (`Type[]`).
 */
function immutableTextColumns(schema: string): Map<string, Set<string>> {
  const enums = new Set([...schema.matchAll(/^enum (\w+) \{/gm)].map((m) => m[1]));
  const tables = new Map<string, Set<string>>();
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? name;
    const columns = new Set<string>();
    for (const [, field, type, list, rest] of body.matchAll(/^ {2}(\w+)\s+(\w+)(\[\])?\??(.*)$/gm)) {
      const scalar = ['String', 'Int', 'BigInt', 'Float', 'Decimal', 'Boolean', 'Json'].includes(type);
      if (list || !(scalar || enums.has(type))) continue;
      columns.add(/@map\("([^"]+)"\)/.exec(rest)?.[1] ?? field);
    }
    tables.set(table, columns);
  }
  return tables;
}

let textColumns: Map<string, Set<string>> | undefined;
const immutableText = (table: string, column: string) => {
  textColumns ??= immutableTextColumns(
    readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8'),
  );
  return textColumns.get(table)?.has(column) ?? false;
};

let loaded: Promise<void> | undefined;
/** Loads the parser (WASM) once; call before `check`. */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

/** The normalised shape of a statement (constants and parameter values do not count). */
export function shapeOf(text: string): string {
  return fingerprintSync(text);
}

class Analysis {
  private levels: Level[] = [];
  private parentOf = new Map<string, string>();
  private anchored = new Map<string, 'single' | 'multi'>();
  private writes: { level: Level; table: string; returning: Tree[] }[] = [];
  private shadowed: string[][] = [];

  find(x: string): string {
    if (!this.parentOf.has(x)) this.parentOf.set(x, x);
    let r = x;
    while (this.parentOf.get(r) !== r) r = this.parentOf.get(r)!;
    for (let c = x; c !== r; ) {
      const next = this.parentOf.get(c)!;
      this.parentOf.set(c, r);
      c = next;
    }
    return r;
  }

  union(a: string, b: string) {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return;
    this.parentOf.set(ra, rb);
    const ka = this.anchored.get(ra);
    const kb = this.anchored.get(rb);
    if (ka === 'single' || kb === 'single') this.anchored.set(rb, 'single');
    else if (ka || kb) this.anchored.set(rb, 'multi');
  }

  anchor(node: string, kind: 'single' | 'multi') {
    const r = this.find(node);
    if (this.anchored.get(r) !== 'single') this.anchored.set(r, kind);
  }

  anchorOf(node: string): 'single' | 'multi' | undefined {
    return this.anchored.get(this.find(node));
  }

  newLevel(parent: Level | undefined, via: Level['via']): Level {
    const level: Level = {
      id: this.levels.length,
      parent,
      via,
      ranges: [],
      refersTo: new Set(),
      lock: false,
      ctes: new Map(),
    };
    this.levels.push(level);
    return level;
  }

  private cteNamed(level: Level | undefined, name: string): Level | undefined {
    for (let l = level; l; l = l.parent) {
      const c = l.ctes.get(name);
      if (c) return c;
    }
    return undefined;
  }

  /** A statement (SELECT, INSERT, UPDATE, DELETE) as a level; answers it (undefined for others). */
  statement(tree: Tree, parent: Level | undefined, via: Level['via']): Level | undefined {
    const [kind, body] = Object.entries(tree ?? {})[0] ?? [];
    if (kind === 'SelectStmt') return this.select(body, parent, via);
    if (kind === 'InsertStmt' || kind === 'UpdateStmt' || kind === 'DeleteStmt')
      return this.write(kind, body, parent, via);
    return undefined;
  }

  private withClause(body: Tree, level: Level) {
    for (const cte of body.withClause?.ctes ?? []) {
      const c = cte.CommonTableExpr;
      // A CTE sees the enclosing query's CTEs, not its rows.
      const sub = this.statement(c.ctequery, level, 'cte');
      if (sub) level.ctes.set(c.ctename, sub);
    }
  }

  private select(body: Tree, parent: Level | undefined, via: Level['via']): Level {
    if (body.op && body.op !== 'SETOP_NONE') {
      // The arms of UNION, INTERSECT, EXCEPT are queries of their own, not joined with each other.
      const arm = via === 'top' || via === 'cte' || via === 'source' ? via : 'setop';
      const left = this.select(body.larg.SelectStmt ?? body.larg, parent, arm);
      this.select(body.rarg.SelectStmt ?? body.rarg, parent, arm);
      return left;
    }
    const level = this.newLevel(parent, via);
    this.withClause(body, level);
    if ((body.lockingClause ?? []).length > 0) level.lock = true;
    const quals: Tree[] = [];
    for (const item of body.fromClause ?? []) this.from(item, level, quals);
    if (body.whereClause) quals.push(body.whereClause);
    this.conditions(quals, level);
    this.expressions(
      [body.targetList, body.whereClause, body.havingClause, body.groupClause, body.sortClause],
      level,
    );
    for (const q of quals) if (q !== body.whereClause) this.expressions([q], level);
    for (const values of body.valuesLists ?? []) this.expressions([values], level);
    this.outputs(body.targetList ?? [], level);
    this.sortedByShadowed(body, level);
    return level;
  }

  /** ORDER BY x.col where `col` is also the name of an output column that is another value. */
  private sortedByShadowed(body: Tree, level: Level) {
    if (!level.ranges.some((r) => r.placement === 'distributed')) return;
    const outputs = new Map<string, Tree>();
    for (const t of body.targetList ?? [])
      if (t.ResTarget?.name) outputs.set(t.ResTarget.name, t.ResTarget.val);
    for (const item of body.sortClause ?? []) {
      const fields: Tree[] = item.SortBy?.node?.ColumnRef?.fields ?? [];
      if (fields.length < 2) continue;
      const name = fields[fields.length - 1]?.String?.sval;
      const output = name ? outputs.get(name) : undefined;
      if (output === undefined) continue;
      const same = output.ColumnRef && lastField(output.ColumnRef) === name;
      if (!same) this.shadowed.push(level.ranges.filter((r) => r.table).map((r) => r.table!));
    }
  }

  private write(kind: string, body: Tree, parent: Level | undefined, via: Level['via']): Level {
    const level = this.newLevel(parent, via);
    this.withClause(body, level);
    const quals: Tree[] = [];
    const target = this.from({ RangeVar: body.relation }, level, quals);
    if (kind === 'InsertStmt') {
      // The inserted rows carry their company_id: an INSERT routes by the values it names.
      const columns = (body.cols ?? []).map((c: Tree) => c.ResTarget?.name);
      if (columns.includes('company_id') || !target?.placement || target.placement !== 'distributed')
        this.anchor(`${level.id}:${target?.alias}:company_id`, 'single');
      if (body.selectStmt) {
        const source = this.statement(body.selectStmt, level, 'source');
        if (source && !body.selectStmt.SelectStmt?.valuesLists) source.parent = undefined;
      }
      if (body.onConflictClause) this.expressions([body.onConflictClause], level);
    } else {
      for (const item of body.fromClause ?? body.usingClause ?? []) this.from(item, level, quals);
      if (body.whereClause) quals.push(body.whereClause);
      this.conditions(quals, level);
      this.expressions([body.targetList, body.whereClause], level);
    }
    const returning: Tree[] = body.returningClause?.exprs ?? body.returningList ?? [];
    this.expressions([returning], level);
    if (target?.table && (target.placement === 'distributed' || target.placement === 'reference'))
      this.writes.push({ level, table: target.table, returning });
    return level;
  }

  /** A FROM item: its ranges go to `level`, its join conditions to `quals`. */
  private from(item: Tree, level: Level, quals: Tree[]): Range | undefined {
    if (item.RangeVar) {
      const rv = item.RangeVar;
      const alias = rv.alias?.aliasname ?? rv.relname;
      const cte = rv.schemaname ? undefined : this.cteNamed(level, rv.relname);
      const range: Range = cte
        ? { alias, sub: cte }
        : { alias, table: rv.relname, placement: placementOf(rv.relname) };
      level.ranges.push(range);
      return range;
    }
    if (item.JoinExpr) {
      this.from(item.JoinExpr.larg, level, quals);
      this.from(item.JoinExpr.rarg, level, quals);
      if (item.JoinExpr.quals) quals.push(item.JoinExpr.quals);
      for (const u of item.JoinExpr.usingClause ?? []) {
        // JOIN ... USING (company_id): both sides equal.
        const name = u.String?.sval;
        const sides = level.ranges.slice(-2);
        if (name && sides.length === 2)
          this.union(this.columnNode(level, sides[0]!, name), this.columnNode(level, sides[1]!, name));
      }
      return undefined;
    }
    if (item.RangeSubselect) {
      const sub = this.statement(item.RangeSubselect.subquery, level, 'from');
      const alias = item.RangeSubselect.alias?.aliasname ?? `subquery${this.levels.length}`;
      if (sub) level.ranges.push({ alias, sub });
      return undefined;
    }
    if (item.RangeFunction) {
      this.expressions([item.RangeFunction.functions], level);
      const alias = item.RangeFunction.alias?.aliasname;
      if (alias) level.ranges.push({ alias });
    }
    return undefined;
  }

  private columnNode(level: Level, range: Range, column: string): string {
    if (!range.sub) return `${level.id}:${range.alias}:${column}`;
    const out = `${range.sub.id}:out:${column}`;
    // A column of `(SELECT c.* FROM customers c ...) c` is the inner c's column.
    const star = range.sub.star;
    if (star) this.union(out, this.columnNode(range.sub, star, column));
    return out;
  }

  /** The node of a column reference as seen from `level`, noting correlation; undefined if unresolved. */
  private column(ref: Tree, level: Level): string | undefined {
    const fields: string[] = (ref.fields ?? []).map((f: Tree) => f.String?.sval);
    if (fields.some((f) => f === undefined)) return undefined; // a.*
    const column = fields[fields.length - 1]!;
    if (fields.length >= 2) {
      const qualifier = fields[fields.length - 2]!;
      for (
        let l: Level | undefined = level;
        l;
        l = l.via === 'cte' || l.via === 'top' ? undefined : l.parent
      ) {
        const range = l.ranges.find((r) => r.alias === qualifier);
        if (range) {
          if (l !== level) level.refersTo.add(l);
          return this.columnNode(l, range, column);
        }
      }
      return undefined;
    }
    const only =
      level.ranges.length === 1
        ? level.ranges[0]
        : column === 'company_id'
          ? single(level.ranges.filter((r) => r.placement === 'distributed'))
          : undefined;
    return only ? this.columnNode(level, only, column) : undefined;
  }

  /** A value a column can be equal to: a column, a parameter or a constant (casts looked through). */
  private term(expr: Tree, level: Level): { node: string; value: boolean } | undefined {
    if (expr?.TypeCast) return this.term(expr.TypeCast.arg, level);
    if (expr?.ColumnRef) {
      const node = this.column(expr.ColumnRef, level);
      return node ? { node, value: false } : undefined;
    }
    if (expr?.ParamRef) return { node: `param:${expr.ParamRef.number}`, value: true };
    if (expr?.A_Const) return { node: `const:${JSON.stringify(expr.A_Const)}`, value: true };
    return undefined;
  }

  /** The conjuncts of WHERE and ON: equalities join classes, values anchor them. */
  private conditions(quals: Tree[], level: Level) {
    const conjuncts: Tree[] = [];
    const split = (e: Tree) => {
      if (e?.BoolExpr?.boolop === 'AND_EXPR') for (const a of e.BoolExpr.args) split(a);
      else conjuncts.push(e);
    };
    for (const q of quals) split(q);
    for (const c of conjuncts) {
      const a = c.A_Expr;
      const op = a?.name?.[0]?.String?.sval;
      if (a && op === '=' && a.kind === 'AEXPR_OP') {
        const l = this.term(a.lexpr, level);
        const r = this.term(a.rexpr, level);
        if (l && r) {
          this.union(l.node, r.node);
          if (l.value) this.anchor(r.node, 'single');
          if (r.value) this.anchor(l.node, 'single');
        }
      } else if (a && op === '=' && a.kind === 'AEXPR_OP_ANY') {
        const l = this.term(a.lexpr, level);
        if (l) this.anchor(l.node, 'multi');
      } else if (a && a.kind === 'AEXPR_IN' && op === '=') {
        const l = this.term(a.lexpr, level);
        const list = a.rexpr?.List?.items ?? [];
        if (l) this.anchor(l.node, list.length === 1 ? 'single' : 'multi');
      } else if (c?.SubLink?.subLinkType === 'ANY_SUBLINK' && c.SubLink.testexpr) {
        // x IN (SELECT y ...): x is one of the subquery's values.
        const l = this.term(c.SubLink.testexpr, level);
        const sub = this.statement(c.SubLink.subselect, level, 'sublink');
        c.SubLink.__done = true;
        const first = sub ? firstOutput(c.SubLink.subselect) : undefined;
        if (l && sub && first) {
          const node = `${sub.id}:out:${first}`;
          this.union(l.node, node);
        }
      }
    }
  }

  /** Walks expressions: their subqueries become levels, their column references note correlation. */
  private expressions(trees: Tree[], level: Level) {
    const walk = (t: Tree) => {
      if (Array.isArray(t)) {
        for (const x of t) walk(x);
        return;
      }
      if (!t || typeof t !== 'object') return;
      if (t.SubLink) {
        if (t.SubLink.testexpr) walk(t.SubLink.testexpr);
        if (!t.SubLink.__done) {
          t.SubLink.__done = true;
          this.statement(t.SubLink.subselect, level, 'sublink');
        }
        return;
      }
      if (t.ColumnRef) {
        this.column(t.ColumnRef, level);
        return;
      }
      for (const v of Object.values(t)) walk(v);
    };
    for (const t of trees) walk(t);
  }

  /** A FROM subquery's or CTE's output columns are the same values as what they select. */
  private outputs(targets: Tree[], level: Level) {
    for (const t of targets) {
      const rt = t.ResTarget;
      if (!rt?.val) continue;
      const fields: Tree[] = rt.val.ColumnRef?.fields ?? [];
      if (fields.length > 0 && fields[fields.length - 1]?.A_Star) {
        const qualifier = fields.length >= 2 ? fields[fields.length - 2]?.String?.sval : undefined;
        const range = qualifier
          ? level.ranges.find((r) => r.alias === qualifier)
          : level.ranges.length === 1
            ? level.ranges[0]
            : undefined;
        if (range) level.star = range;
        continue;
      }
      const inner = rt.val.TypeCast?.arg ?? rt.val;
      const name = rt.name ?? (inner.ColumnRef ? lastField(inner.ColumnRef) : undefined);
      if (!name) continue;
      const term = this.term(inner, level);
      if (term) this.union(`${level.id}:out:${name}`, term.node);
    }
  }

  findings(): Finding[] {
    const found: Finding[] = [];
    const add = (rule: Rule, tables: string[]) => found.push({ rule, tables: [...new Set(tables)].sort() });
    const distributed = (l: Level) => l.ranges.filter((r) => r.placement === 'distributed');
    const node = (l: Level, r: Range) => `${l.id}:${r.alias}:company_id`;
    // Groups: a query with its FROM subqueries and the subqueries correlated with it.
    const groupOf = new Map<Level, Level>();
    const root = (l: Level): Level => {
      let g = l;
      while (g.parent && (g.via === 'from' || (g.via === 'sublink' && g.refersTo.size > 0))) g = g.parent;
      return g;
    };
    for (const l of this.levels) groupOf.set(l, root(l));
    for (const l of this.levels) {
      const unconstrained = distributed(l).filter((r) => !this.anchorOf(node(l, r)));
      if (unconstrained.length)
        add(
          'unconstrained',
          unconstrained.map((r) => r.table!),
        );
    }
    const groups = new Map<Level, Level[]>();
    for (const l of this.levels) {
      const g = groupOf.get(l)!;
      groups.set(g, [...(groups.get(g) ?? []), l]);
    }
    for (const members of groups.values()) {
      const tables = members.flatMap((l) => distributed(l).map((r) => ({ l, r })));
      const classes = new Set(tables.map(({ l, r }) => this.find(node(l, r))));
      // Tables each pinned to one value (a query builder sends the same company as $1 and $3)
      // route to one shard; a join needs company_id equated only where one is not pinned.
      const split = classes.size > 1 && [...classes].some((c) => this.anchored.get(c) !== 'single');
      if (split)
        add(
          'join-not-on-company',
          tables.map(({ r }) => r.table!),
        );
      if (members.some((l) => l.lock)) {
        const loose = tables.filter(({ l, r }) => this.anchorOf(node(l, r)) !== 'single');
        if (loose.length || split)
          add(
            'lock-across-companies',
            tables.map(({ r }) => r.table!),
          );
      }
    }
    // A statement whose every distributed table is pinned to one and the same company goes whole
    // to that company's node (Citus's router planner), where the reference tables are local too:
    // a correlated subquery is fine there.
    const pinned = this.levels.flatMap((l) => distributed(l).map((r) => node(l, r)));
    const router =
      pinned.length > 0 &&
      pinned.every((n) => this.anchorOf(n) === 'single') &&
      new Set(pinned.map((n) => this.find(n))).size === 1;
    for (const l of this.levels) {
      if (router || l.via !== 'sublink' || l.refersTo.size === 0) continue;
      // The subquery and the queries it refers to: a reference table beside a distributed one.
      const involved = [l, ...l.refersTo].flatMap((x) => x.ranges);
      const reference = involved.filter((r) => r.placement === 'reference');
      if (reference.length && involved.some((r) => r.placement === 'distributed'))
        add(
          'correlated-reference-subquery',
          reference.map((r) => r.table!),
        );
    }
    for (const tables of this.shadowed) add('order-by-shadowed-column', tables);
    for (const w of this.writes) {
      if (w.returning.some((item) => nonImmutable(item, w.table))) add('returning-non-immutable', [w.table]);
    }
    return found;
  }
}

function single<T>(xs: T[]): T | undefined {
  return xs.length === 1 ? xs[0] : undefined;
}

function lastField(ref: Tree): string | undefined {
  const fields = ref.fields ?? [];
  return fields[fields.length - 1]?.String?.sval;
}

function firstOutput(select: Tree): string | undefined {
  const first = select?.SelectStmt?.targetList?.[0]?.ResTarget;
  if (!first) return undefined;
  const inner = first.val?.TypeCast?.arg ?? first.val;
  return first.name ?? (inner?.ColumnRef ? lastField(inner.ColumnRef) : undefined);
}

/**
 * A RETURNING item that casts a column of the written table whose text is not immutable (a date,
 * a list, a column the schema does not name), casts a cast, or calls a function that is not
 * immutable.
 */
function nonImmutable(item: Tree, table: string): boolean {
  let found = false;
  const walk = (t: Tree) => {
    if (found || !t || typeof t !== 'object') return;
    if (Array.isArray(t)) {
      for (const x of t) walk(x);
      return;
    }
    const cast = t.TypeCast?.arg;
    if (cast?.TypeCast) found = true;
    if (cast?.ColumnRef) {
      const column = lastField(cast.ColumnRef);
      if (!column || !immutableText(table, column)) found = true;
    }
    if (t.FuncCall) {
      const name = t.FuncCall.funcname?.[t.FuncCall.funcname.length - 1]?.String?.sval;
      if (NON_IMMUTABLE.has(name)) found = true;
    }
    if (t.SQLValueFunction) found = true; // CURRENT_TIMESTAMP, CURRENT_USER, ...
    for (const v of Object.values(t)) walk(v);
  };
  walk(item);
  return found;
}

const DECLARED = /\/\*\s*across companies:\s*([\w-]+)\s*\*\//;

/** The kind a text declares (`/* across companies: <kind> *\/`), if it is a known one. */
export function acrossCompaniesOf(text: string): AcrossCompanies | undefined {
  const kind = DECLARED.exec(text)?.[1];
  return kind && Object.hasOwn(ACROSS_COMPANIES, kind) ? (kind as AcrossCompanies) : undefined;
}

/** A plain read: a SELECT without a lock and without a data-modifying CTE, at any depth. */
function plainRead(stmt: Tree): boolean {
  if (!stmt?.SelectStmt) return false;
  let plain = true;
  const walk = (t: Tree) => {
    if (!plain || !t || typeof t !== 'object') return;
    if (Array.isArray(t)) {
      for (const x of t) walk(x);
      return;
    }
    if (t.InsertStmt || t.UpdateStmt || t.DeleteStmt || t.MergeStmt) plain = false;
    if ((t.lockingClause ?? []).length > 0) plain = false;
    for (const v of Object.values(t)) walk(v);
  };
  walk(stmt);
  return plain;
}

/**
 * The rules a statement text breaks (every statement of the text); [] for one it keeps or a
 * non-DML one. `migration`: the text is a migration's script (read apart, above).
 */
export function check(text: string, options: { migration?: boolean } = {}): Finding[] {
  const parsed = parseSync(text);
  const findings: Finding[] = [];
  const declared = acrossCompaniesOf(text) !== undefined;
  for (const s of parsed.stmts ?? []) {
    const analysis = new Analysis();
    if (!analysis.statement(s.stmt, undefined, 'top')) continue;
    const exempt = options.migration || (declared && plainRead(s.stmt));
    findings.push(...analysis.findings().filter((f) => !(exempt && f.rule === 'unconstrained')));
  }
  // One finding per rule and table set.
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.rule}:${f.tables.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
