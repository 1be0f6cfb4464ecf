import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/private-postgres.ts';
import { serverPlace, waitForHealth } from '../helpers/spawned-server.ts';

const pgUrl = process.env.DATABASE_URL;
const place = serverPlace('shutdown');

afterAll(() => place.remove());

// Runs against PostgreSQL only: shutdown does not depend on the database, and a fresh embedded
// database costs a child process 15-45 s to create, which CI's budget is better spent on.
describe.skipIf(!pgUrl)('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    await place.create();
    const port = await freePort(); // free now: a random port could be taken
    const child = spawn(process.execPath, ['src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: place.databaseUrl,
        DATA_DIR: place.dataDir,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitForHealth(child, port);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: 'late@example.com', password: 'x' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /v1/marketplace/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await closed;

    // The request was answered in full (401: no such account), then the process ended.
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('invalid_credentials');
    expect(await exited).toBe(0);
    // And it no longer accepts connections.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 120_000);
});
