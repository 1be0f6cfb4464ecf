import pg from 'pg';

/** A statement as submitted to its connection: its text and its values. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The statements sent on any `pg` connection while `fn` runs, whole, with their values: every
 * query, simple or prepared, is submitted to its connection as one pg.Query.
 */
export async function statementsSent(fn: () => Promise<unknown>): Promise<SentStatement[]> {
  const seen: SentStatement[] = [];
  const proto = (pg as unknown as { Query: { prototype: { submit: (...a: unknown[]) => unknown } } }).Query
    .prototype;
  const original = proto.submit;
  proto.submit = function (this: { text?: string; values?: unknown[] }, ...args: unknown[]) {
    seen.push({ text: this.text ?? '', values: this.values ?? [] });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.submit = original;
  }
  return seen;
}

/** The statements sent on any `pg` connection while `fn` runs (the start of each, for messages). */
export async function statements(fn: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSent(fn)).map((s) => s.text.replace(/\s+/g, ' ').trim().slice(0, 70));
}
