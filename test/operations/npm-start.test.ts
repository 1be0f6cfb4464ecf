import { spawn } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/private-postgres.ts';
import { serverPlace, waitForHealth } from '../helpers/spawned-server.ts';

const pgUrl = process.env.DATABASE_URL;
const place = serverPlace('npmstart');

afterAll(() => place.remove());

async function portClosed(port: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

// What a person (or a process manager) does to a server started with `npm start`: signal npm's
// own pid. npm forwards SIGTERM/SIGINT to the script's process; the script must therefore be the
// server itself (exec), not a shell that dies and leaves node serving, re-parented to PID 1.
// PostgreSQL only, like test/operations/shutdown.test.ts: a fresh embedded database costs a child
// process 15-45 s to create.
describe.skipIf(!pgUrl)('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the server when npm gets ${signal}`, async () => {
      const port = await freePort(); // free now: a random port could be taken
      await place.create();
      const child = spawn('npm', ['start'], {
        env: {
          ...process.env,
          // npm runs on the Node that runs this test (Node 24), as it does for the README's command.
          PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
          PORT: String(port),
          DATABASE_URL: place.databaseUrl,
          DATA_DIR: place.dataDir,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
          JOBS_ENABLED: 'false',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        await waitForHealth(child, port);
        child.kill(signal);
        // npm ends when its script ends; 15 s is above the server's own 10 s shutdown deadline.
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        expect(child.exitCode ?? child.signalCode).not.toBeNull();
        // The server itself went through the graceful shutdown (it logged it) and let go of the port.
        expect(await portClosed(port, 15_000)).toBe(true);
        expect(output).toContain('shutting down');
      } finally {
        // Whatever the outcome, no server is left behind: a server still holding the port after
        // the assertions is the defect, and is stopped here by the pid it logged.
        const pid = /"pid":(\d+)/.exec(output)?.[1];
        if (pid) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {}
        }
      }
    }, 120_000);
  }
});
