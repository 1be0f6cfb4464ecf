import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a free port, for tests that
 * stop and start the database. The shared server on 127.0.0.1:5432 serves every other test and
 * developer: it is never stopped. Uses the server binaries of the machine
 * (/usr/lib/postgresql/<version>/bin); as root they run as the `postgres` user, as PostgreSQL
 * refuses to run as root.
 */
export interface PrivateCluster {
  url: string;
  port: number;
  /** pg_ctl stop: `fast` rolls back open transactions and disconnects; `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections (after crash recovery, if any). */
  start(): Promise<void>;
  /** Stops it (immediately) and removes its directory. */
  destroy(): void;
}

export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'booking-api-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  // Asynchronous, so that a test's load keeps running while the server stops or starts.
  const run = async (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    await promisify(execFile)(file, argv);
  };
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // The socket goes into the private directory: /var/run/postgresql belongs to the shared server.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  const stop = (mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        const ctl = [join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
        if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', ...ctl], { stdio: 'pipe' });
        else execFileSync(ctl[0], ctl.slice(1), { stdio: 'pipe' });
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
