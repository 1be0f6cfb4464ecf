/**
 * `npm run example`: starts the API on a fresh embedded database with the demo data, type-checks
 * examples/ against the generated client and runs examples/book-an-appointment.ts against that
 * server. Exits non-zero when either fails, so CI catches the client and the server disagreeing,
 * in types or in behaviour.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root, startLocalServer } from './local-server.ts';

function run(args: string[], env: Record<string, string> = {}) {
  console.log(`$ node ${args.join(' ')}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed (${result.status})`);
}

run([join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'examples']);
const server = await startLocalServer();
let exitCode = 0;
try {
  run(['examples/book-an-appointment.ts'], { API_URL: server.url });
} catch (err) {
  console.error((err as Error).message);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
