import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadDemoDataIfEmpty } from './seed/demo.ts';

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
    const seeded = await loadDemoDataIfEmpty(db.prisma);
    if (seeded) {
      app.log.info(
        { token: seeded.token, companies: seeded.companies },
        'demo data loaded; HQ token for the owner',
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
