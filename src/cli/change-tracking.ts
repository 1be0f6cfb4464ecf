/**
 * `npm run db:change-tracking [-- notify|versions]`: shows, or switches, how the database at
 * DATABASE_URL tells the instances' caches what changed (src/db/change-tracking.ts; docs/scaling.md,
 * "Change notifications and the audit trail"). Stop the instances before switching: each reads
 * the mode once. A distributed database must stay in versions (`npm run db:distribute` sets it).
 */
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { changeTrackingMode, isChangeTrackingMode, setChangeTracking } from '../db/change-tracking.ts';

const USAGE =
  'usage: npm run db:change-tracking [-- notify|versions]   (DATABASE_URL: the database; no argument shows the mode)';

async function run(argv: string[]): Promise<number> {
  const wanted = argv.find((a) => a !== '--');
  if (wanted === '-h' || wanted === '--help') {
    console.log(USAGE);
    return 0;
  }
  if (wanted !== undefined && !isChangeTrackingMode(wanted)) {
    console.error(USAGE);
    return 2;
  }
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    console.error('DATABASE_URL is empty (the embedded database keeps the default, notify).');
    return 2;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = {
      query: async <T>(text: string, params?: readonly unknown[]) =>
        (await client.query(text, params ? [...params] : undefined)).rows as T[],
    };
    if (wanted === undefined) {
      console.log(await changeTrackingMode(db));
      return 0;
    }
    const [citus] = await db.query<{ distributed: boolean }>(
      "SELECT to_regclass('pg_catalog.pg_dist_partition') IS NOT NULL AS distributed",
    );
    if (wanted === 'notify' && citus?.distributed) {
      console.error(
        'A Citus database tracks changes by versions: NOTIFY does not reach the instances there.',
      );
      return 1;
    }
    await setChangeTracking(db, wanted);
    console.log(`change tracking: ${await changeTrackingMode(db)}`);
    return 0;
  } finally {
    await client.end();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
