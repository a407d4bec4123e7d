import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { createPgDb, createPgliteDb, type Db, migrate } from '../../../server/db';
import { seed } from '../../../server/seed';

/**
 * Every server test file gets a database of its own, migrated and seeded, without paying for the migrations and the
 * seed again: the run seeds once (the project's globalSetup, ./globalSetup.ts) and each file starts from a copy.
 * PGlite: a dump in the temp folder, loaded into a new in-memory database. PostgreSQL: a template database, cloned by
 * CREATE DATABASE … TEMPLATE (a file copy inside the server: about 0.1 s instead of 2.5 s of migrations and seed).
 */

const serverDir = fileURLToPath(new URL('../../../server/', import.meta.url));
const snapshotPrefix = 'traffic-school-test-db-';

/**
 * Sources whose change invalidates the PGlite dump (the seed's own, how it hashes and seals), and the run's password
 * cost (seeded hashes are made with it), the job queue library's version; plus the date, since seeded dates are relative to today.
 */
function snapshotKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  // The seed's own sources, and the course files it imports with the modules that read and import them.
  for (const dir of ['db/migrations', 'seed', 'courseFiles', 'courseVersions', '../content/courses']) {
    const files = readdirSync(path.join(serverDir, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(serverDir, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const f of files) hash.update(f).update(readFileSync(path.join(serverDir, f)));
  }
  // How seeded passwords are hashed and seeded secrets sealed.
  for (const f of ['auth/password.ts', 'dataAtRest/dataKeys.ts', 'dataAtRest/sealing.ts', 'twoFactor/factorSecrets.ts'])
    hash.update(readFileSync(path.join(serverDir, f)));
  hash.update(process.env.PASSWORD_HASH_COST ?? '');
  // The job queue's tables, made by the installed pg-boss.
  hash.update(readFileSync(path.join(serverDir, '../node_modules/pg-boss/package.json')));
  return hash.digest('hex').slice(0, 16);
}

const snapshotFile = () => path.join(tmpdir(), `${snapshotPrefix}${snapshotKey()}.tar`);

/** Seeds a new in-memory PGlite and writes its dump, unless today's dump of these sources is there already. */
export async function preparePgliteSnapshot(): Promise<void> {
  const file = snapshotFile();
  if (existsSync(file)) return;
  const db = await createPgliteDb();
  try {
    await migrate(db);
    await seed(db, undefined, { pathFixtures: false });
    const tarball = Buffer.from(await (await db.dump()).arrayBuffer());
    for (const old of readdirSync(tmpdir()).filter((f) => f.startsWith(snapshotPrefix)))
      rmSync(path.join(tmpdir(), old), { force: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, tarball);
    renameSync(tmp, file);
  } finally {
    await db.close();
  }
}

/** A new in-memory PGlite loaded from the run's dump (made first when a file runs without the globalSetup). */
export async function seededPglite(): Promise<Db> {
  const file = snapshotFile();
  if (!existsSync(file)) await preparePgliteSnapshot();
  return createPgliteDb(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function asAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Creates the run's template database on the server of `url`, migrated and seeded; answers its name. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const template = `seeded_${randomBytes(4).toString('hex')}`;
  await asAdmin(url, (c) => c.query(`create database ${quote(template)}`));
  const db = await createPgDb({ connectionString: withDatabase(url, template), max: 4 });
  try {
    await migrate(db);
    await seed(db, undefined, { pathFixtures: false });
  } finally {
    // A template takes no connections while it is copied.
    await db.close();
  }
  return template;
}

export const dropDatabase = (url: string, database: string) =>
  asAdmin(url, (c) => c.query(`drop database if exists ${quote(database)} with (force)`));

/** A database of its own for one test file, copied from the run's template; dropped on close. */
export async function cloneTemplate(url: string, template: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const database = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, (c) => c.query(`create database ${quote(database)} template ${quote(template)}`));
  const db = await createPgDb({ connectionString: withDatabase(url, database), max: 4 });
  return {
    db,
    close: async () => {
      await db.close();
      await dropDatabase(url, database);
    },
  };
}

/**
 * An empty database of the file's own on the server of `url` (nothing migrated: migrations and production's start are
 * tested from nothing); `connect` opens another pool on it, as a second instance would. Dropped on close.
 */
export async function createEmptyPgDatabase(url: string) {
  const database = `empty_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, (c) => c.query(`create database ${quote(database)}`));
  const pools: Db[] = [];
  const connect = async (opts: { statementTimeoutMs?: number } = {}) => {
    const db = await createPgDb({ connectionString: withDatabase(url, database), max: 4, ...opts });
    pools.push(db);
    return db;
  };
  return {
    url: withDatabase(url, database),
    connect,
    close: async () => {
      await Promise.all(pools.map((db) => db.close()));
      await dropDatabase(url, database);
    },
  };
}
