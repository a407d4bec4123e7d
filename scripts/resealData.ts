/**
 * The data step of data at rest on its own (docs/deploy.md "Keys of data at rest"): applies the migrations, then
 * seals every SSN and TOTP secret still in clear or sealed with a key other than DATA_KEY_ID's. A server start does
 * the same; this is for retiring a key without restarting the servers.
 *
 *   DATABASE_URL=postgres://… DATA_KEYS=… DATA_KEY_ID=… npm run data:reseal
 */
import { configFromEnv } from '../server/config';
import { sealStoredValues } from '../server/dataAtRest/sealStoredValues';
import { openDatabase } from '../server/db';

const config = configFromEnv(process.env);
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const counts = await sealStoredValues(db, config.dataKeys);
  console.log(
    `data at rest: ${counts.sealed} value(s) in clear encrypted, ${counts.resealed} moved to key "${config.dataKeys.currentId}"`,
  );
} finally {
  await db.close();
}
