import pg from 'pg';

/**
 * The statements sent on any `pg` connection while `fn` runs (the start of each, for messages):
 * every query, simple or prepared, is submitted to its connection as one pg.Query.
 */
export async function statements(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const proto = (pg as unknown as { Query: { prototype: { submit: (...a: unknown[]) => unknown } } }).Query
    .prototype;
  const original = proto.submit;
  proto.submit = function (this: { text?: string }, ...args: unknown[]) {
    seen.push((this.text ?? '').replace(/\s+/g, ' ').trim().slice(0, 70));
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.submit = original;
  }
  return seen;
}
