// The log destination (src/http/log-destination.ts): lines are written in batches, reach the file
// within LOG_FLUSH_MS however few they are, and none is lost when the process exits or crashes.
import { execFile } from 'node:child_process';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bufferedLogDestination, LOG_FLUSH_MS } from '../../src/http/log-destination.ts';

const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const linesOf = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};
const module = fileURLToPath(new URL('../../src/http/log-destination.ts', import.meta.url));

describe('buffered log destination', () => {
  it('writes twenty request-sized lines in one write, within the flush interval', async () => {
    const file = join(dir, 'batched.log');
    const dest = bufferedLogDestination(file);
    await new Promise((resolve) => dest.once('ready', resolve));
    const writes = vi.spyOn(fs, 'write');
    const log = pino({ level: 'info' }, dest);
    const started = Date.now();
    // 20 lines of about 150 bytes: 3 KB, under the 4 KB that would start a write at once.
    for (let i = 0; i < 20; i++) log.info({ i, url: '/v1/marketplace/companies/nordurljos-salon' }, 'line');
    while (linesOf(file).length < 20 && Date.now() - started < 5000)
      await new Promise((r) => setTimeout(r, 10));
    const waited = Date.now() - started;
    const nonEmpty = writes.mock.calls.filter((call) => String(call[1]).length > 0);
    writes.mockRestore();
    dest.destroy();
    expect(linesOf(file).map((l) => JSON.parse(l).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // One write for the 20 lines (a line each before), made by the periodic flush: not before it.
    expect(nonEmpty).toHaveLength(1);
    expect(waited).toBeGreaterThanOrEqual(LOG_FLUSH_MS / 2);
  });

  it.each([
    ['process.exit(0)', 'process.exit(0)'],
    ['an uncaught exception', 'throw new Error("crash")'],
  ])('keeps every line when the process ends by %s', async (_name, ending) => {
    const file = join(dir, `${ending.length}.log`);
    const script =
      `import pino from 'pino'; import { bufferedLogDestination } from ${JSON.stringify(module)};` +
      `const log = pino({ level: 'info' }, bufferedLogDestination(${JSON.stringify(file)}));` +
      `await new Promise((r) => setTimeout(r, 50));` +
      `for (let i = 0; i < 1000; i++) log.info({ i }, 'line'); ${ending};`;
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    }).catch((err: { code?: number }) => {
      if (!ending.startsWith('throw')) throw err;
      expect(err.code).toBe(1);
    });
    // 1000 lines logged in one turn, the process gone before any flush timer: all on disk.
    expect(linesOf(file)).toHaveLength(1000);
  });
});
