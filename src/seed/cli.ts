/** `npm run seed`: loads the demo data set into an empty database and prints an HQ token. */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DEMO, loadDemoDataIfEmpty } from './demo.ts';

const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const seeded = await loadDemoDataIfEmpty(db.prisma);
  if (!seeded) {
    console.error(
      `The database is not empty; demo data not loaded. A token for the demo owner: npm run admin -- issue-token --email ${DEMO.ownerEmail}`,
    );
    process.exitCode = 1;
  } else {
    console.log(JSON.stringify({ owner: DEMO.ownerEmail, ...seeded }));
  }
} finally {
  await db.close();
  // The drivers keep timers alive for seconds after closing; nothing is left to wait for.
  process.exit();
}
