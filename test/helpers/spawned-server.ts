// For tests that start the server as a child process: a place of its own (a PostgreSQL schema and
// an embedded data directory, both removed afterwards), and waiting for it to answer.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface ServerPlace {
  /** DATABASE_URL with the schema of its own, or '' without PostgreSQL. */
  databaseUrl: string;
  dataDir: string;
  /** Creates the schema (PostgreSQL only). */
  create(): Promise<void>;
  /** Drops the schema and removes the data directory. */
  remove(): Promise<void>;
}

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function serverPlace(prefix: string, pgUrl = process.env.DATABASE_URL): ServerPlace {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    databaseUrl: pgUrl ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}schema=${schema}` : '',
    dataDir,
    async create() {
      if (pgUrl) await sql(pgUrl, `CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await sql(pgUrl, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

/** Waits until the child's server answers /healthz on `port` (fails if it exits first). */
export async function waitForHealth(child: ChildProcess, port: number, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}
