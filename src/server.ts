import { enableCompileCache } from 'node:module';

// Node's compile cache (on disk, in the system's temp directory unless NODE_COMPILE_CACHE names
// another; NODE_DISABLE_COMPILE_CACHE=1 turns it off) keeps each module's compiled code and, for
// our TypeScript, the type-stripped source, checked against the file's content on every load. A
// start after the first strips nothing: the generated Prisma Client alone is 0.8 MB of TypeScript,
// whose stripping took about 0.3 s and left the stripper's WASM memory 35 MB larger for the life
// of the process (docs/developing.md, "Start-up and memory"). It applies to modules loaded after this call,
// hence the dynamic imports below.
enableCompileCache();
const { buildApp } = await import('./app.ts');
const { ConfigError, loadConfig } = await import('./config.ts');
const { openDatabase } = await import('./db/database.ts');

/**
 * Readable lines (pino-pretty) when a person watches the terminal; JSON lines, one per event, when
 * the output goes to a file or a log collector. pino-pretty is loaded only in the first case.
 */
async function loggerOptions(level: string) {
  if (!process.stdout.isTTY) return { level };
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
  };
}

/** Starts the API: config, database (migrated), demo data on a fresh database, then HTTP. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const app = await buildApp({
    config,
    db,
    jobs: config.jobsEnabled,
    logger: await loggerOptions(config.logLevel),
  });
  if (config.demoData) {
    // The demo data's modules and Prisma Client are loaded only when there is something to load.
    const { isEmpty, loadDemoDataIfEmpty } = await import('./seed/demo.ts');
    const seeded = (await isEmpty(db.sql)) ? await loadDemoDataIfEmpty(db.prisma) : null;
    if (seeded) {
      app.log.info(
        seeded,
        'demo data loaded; HQ token for the owner, and one user with a token per role (roles; docs/roles.md) (its voucher code and guest booking ids are random: private_ids says where to find them)',
      );
    }
  }

  // Graceful shutdown: stop accepting, let requests in flight finish, close the database.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API on http://${config.host}:${config.port} (Swagger UI at /docs), database: ${db.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
