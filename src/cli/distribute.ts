/**
 * `npm run db:distribute [-- --dry-run]`: distributes the database at DATABASE_URL (a Citus
 * coordinator with its workers added) by company_id, in the working order of src/db/distribute.ts
 * (docs/scaling.md, "Distributing"). Re-runnable: it does only what is not done yet. Refuses a
 * database without the citus extension before changing anything. `--dry-run` prints the plan.
 */
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { DistributionRefused, distribute } from '../db/distribute.ts';
import { parseCommandLine } from './args.ts';

const USAGE = 'usage: npm run db:distribute [-- --dry-run]   (DATABASE_URL: the Citus coordinator)';

async function run(argv: string[]): Promise<void> {
  const { values } = parseCommandLine(argv, {
    'dry-run': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const { databaseUrl } = loadConfig();
  if (!databaseUrl)
    throw new DistributionRefused(
      'DATABASE_URL is empty (the embedded database): name the Citus coordinator to distribute.',
    );
  // One connection: the session's settings (citus.enable_unsafe_triggers) hold for every step.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const session = {
      query: async <T>(text: string, params?: readonly unknown[]) =>
        (await client.query(text, params ? [...params] : undefined)).rows as T[],
    };
    const steps = await distribute(session, (line) => console.log(`${line};`), {
      dryRun: values['dry-run'] === true,
    });
    console.log(
      values['dry-run']
        ? `-- dry run: ${steps.length} steps, nothing changed`
        : `-- distributed: ${steps.length} steps done (0: it already was)`,
    );
  } finally {
    await client.end();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (err) => {
    console.error(
      err instanceof DistributionRefused ? err.message : err instanceof Error ? err.message : err,
    );
    process.exit(1);
  },
);
