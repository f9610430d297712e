import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { migrationsFolder, openDatabase, pgliteDatabase, type Database } from '../src/db/database';
import { DAY_MS } from '../src/lib/time';
import { leasePglite } from './pglite-pool';

export type EngineName = 'pglite' | 'postgres';

/**
 * The engines the data-layer suites run on: embedded PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it). Each test database is new and dropped after.
 */
export const testEngines = (): EngineName[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let warned = false;
export const warnSkippedEngines = () => {
  if (!process.env.TEST_DATABASE_URL && !warned) {
    warned = true;
    console.warn(
      'TEST_DATABASE_URL is not set: PostgreSQL data-layer suites did not run (PGlite only).',
    );
  }
};

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A migrated PGlite data directory at `dataDir` (a copy of the template below), for a server
 * a test starts itself: its first open skips initdb, the slow part of a fresh PGlite.
 */
export const migratedPgliteDir = async (dataDir: string): Promise<void> => {
  await cp(await migratedPgliteTemplate(), dataDir, { recursive: true });
};

/** The migrated template as a PGlite dumpDataDir() tarball, for a database opened in memory. */
export const migratedPgliteTarball = async (): Promise<string> =>
  `${await migratedPgliteTemplate()}${TARBALL}`;

/**
 * A new test database, migrated; `{ migrated: false }` leaves it empty, for a test that applies
 * migrations itself.
 */
export const openTestDatabase = async (
  engine: EngineName,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> => {
  if (engine === 'pglite' && migrated) {
    // in memory, from the template's tarball, or one a test before emptied
    const lease = await leasePglite(await migratedPgliteTarball());
    const database = pgliteDatabase(lease.client);
    // a no-op on the template's schema; still run, as every opened database is
    await database.migrate();
    return { ...database, dispose: () => lease.release() };
  }
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-pglite-'));
    const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const { url, drop } = await createPostgresDatabase('db', { migrated });
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 5 });
  // a no-op on the template's schema; still run, as every opened database is
  if (migrated) await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
};

/**
 * A new database on TEST_DATABASE_URL's server, dropped by `drop`: a copy of the migrated
 * template below, or with `{ migrated: false }` an empty one.
 */
export const createPostgresDatabase = async (
  prefix: string,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? await migratedPostgresTemplate() : undefined;
  await withAdmin(async (admin) => {
    if (!template) return admin.query(`CREATE DATABASE ${name}`);
    // two copies of one template at the same instant can meet "being accessed by other users"
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};

const OBJECT_IN_USE = '55006';

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const withAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

/**
 * A migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), made once per set of
 * migrations on the server: a copy takes a fraction of a second, migrating a new database 1.5 s.
 * Built under another name and renamed into place, so no copy is made of a half-migrated one;
 * files running at once each may build one, the first rename wins.
 */
const migratedPostgresTemplate = (): Promise<string> =>
  (postgresTemplate ??= (async () => {
    const name = `${PG_TEMPLATE_PREFIX}${await migrationsHash(false)}`;
    return withAdmin(async (admin) => {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      // when it was made, from the start: another file's clean-up leaves a build in progress be
      await admin.query(`COMMENT ON DATABASE ${building} IS '${Date.now()}'`);
      const database = await openDatabase({
        engine: 'postgres',
        url: databaseUrl(process.env.TEST_DATABASE_URL!, building),
        poolSize: 1,
      });
      await database.migrate();
      await database.close();
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      }
      await removeStalePostgresTemplates(admin, name);
      return name;
    });
  })());

let postgresTemplate: Promise<string> | undefined;
const PG_TEMPLATE_PREFIX = 't_template_';

/** Other migration sets' templates (and crashed builds) made over a day ago go. */
const removeStalePostgresTemplates = async (admin: pg.Client, current: string) => {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database
     WHERE datname LIKE '${PG_TEMPLATE_PREFIX}%' AND datname <> $1`,
    [current],
  );
  for (const { datname, made } of rows) {
    if (Date.now() - Number(made ?? 0) > STALE_TEMPLATE_MS) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  }
};

/**
 * A hash of the migrations; `withPglite`, of the PGlite version too (a data directory opens
 * only in the PGlite that made it).
 */
const migrationsHash = async (withPglite: boolean): Promise<string> => {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true })).sort();
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(folder, file)));
  }
  if (withPglite) {
    const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    hash.update(await readFile(path.join(path.dirname(pglite), '..', 'package.json')));
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated PGlite data directory, made once for the current migrations and kept in the temp
 * folder for every test file after: a new PGlite runs initdb (about 4 s on a busy 2-core
 * machine), a copy of this one opens in under 1 s.
 */
const migratedPgliteTemplate = async (): Promise<string> => {
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${await migrationsHash(true)}`);
  if (existsSync(template) && existsSync(`${template}${TARBALL}`)) return template;
  // made aside and renamed into place: files running at once each may make one, the first wins
  const building = await mkdtemp(`${template}.building-`);
  const database = await openDatabase({ engine: 'pglite', dataDir: building, thread: false });
  await database.migrate();
  await database.close();
  // the same data directory as a tarball, for the databases the tests open in memory
  const dump = new PGlite({ dataDir: building, extensions: { pg_trgm, unaccent } });
  await dump.waitReady;
  const tarball = await dump.dumpDataDir('none');
  await dump.close();
  await writeFile(`${building}${TARBALL}`, Buffer.from(await tarball.arrayBuffer()));
  try {
    // the tarball first: a template directory in place always has its tarball beside it
    await rename(`${building}${TARBALL}`, `${template}${TARBALL}`);
    await rename(building, template);
  } catch {
    await rm(building, { recursive: true, force: true });
  }
  await rm(`${building}${TARBALL}`, { force: true });
  await removeStaleTemplates(template);
  return template;
};

const TEMPLATE_PREFIX = 'reelforge-pglite-template-';
const TARBALL = '.tar';
/** Another set of migrations' template unused this long is an old checkout's: it goes. */
const STALE_TEMPLATE_MS = DAY_MS;

/**
 * Each change of the migrations makes a new template (about 40 MB): the old ones, and builds a
 * crashed run left, go once nothing has touched them for a day (a run of another checkout may
 * still be copying a recent one).
 */
const removeStaleTemplates = async (current: string): Promise<void> => {
  const entries = await readdir(os.tmpdir()).catch(() => []);
  for (const name of entries) {
    const entry = path.join(os.tmpdir(), name);
    if (!name.startsWith(TEMPLATE_PREFIX) || entry === current || entry === `${current}${TARBALL}`)
      continue;
    const info = await stat(entry).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_TEMPLATE_MS) {
      await rm(entry, { recursive: true, force: true }).catch(() => undefined);
    }
  }
};
