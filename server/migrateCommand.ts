import { configFromEnv } from './config';
import { sealStoredValues } from './dataAtRest/sealStoredValues';
import { migrate } from './db';
import { openDatabaseFromEnv } from './db/openFromEnv';
import { seedReferenceOnly } from './seed';

/**
 * `npm run migrate`: the schema's migrations, the data step of data at rest, then the reference data (states, organisations, the catalogue, each course's files as a version), on
 * DATABASE_URL, else the embedded database in DATA_DIR. Production runs it once before its instances start (they
 * refuse to serve an unmigrated database); it is safe to run again, and two runs at once take turns.
 */
const env = process.env;
const config = configFromEnv(env);
if (config.production && !env.DATABASE_URL) {
  console.error('migrate: NODE_ENV=production needs DATABASE_URL (docs/deploy.md)');
  process.exit(1);
}

const db = await openDatabaseFromEnv(env);
try {
  const applied = await migrate(db);
  // The data step: values in clear (or under a retired key) sealed with the current data key (docs/deploy.md).
  const sealed = await sealStoredValues(db, config.dataKeys);
  await seedReferenceOnly(db);
  console.log(
    applied.length > 0 ? `migrate: applied ${applied.join(', ')}` : 'migrate: the database was up to date',
    `; data at rest: ${sealed.sealed} value(s) encrypted, ${sealed.resealed} moved to the current key; reference data checked`,
  );
} finally {
  await db.close();
}
