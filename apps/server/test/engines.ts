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
import { migrationsFolder, openDatabase, type Database } from '../src/db/database';
import { DAY_MS } from '../src/lib/time';

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

/**
 * A new test database, migrated; `{ migrated: false }` leaves it empty, for a test that applies
 * migrations itself.
 */
export const openTestDatabase = async (
  engine: EngineName,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> => {
  if (engine === 'pglite' && migrated) {
    // in memory, from the template's tarball: nothing to copy, nothing to remove
    const from = `${await migratedPgliteTemplate()}${TARBALL}`;
    const database = await openDatabase({ engine: 'pglite', dataDir: undefined, from });
    // a no-op on the template's schema; still run, as every opened database is
    await database.migrate();
    return { ...database, dispose: () => database.close() };
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
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 });
  if (migrated) await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

/**
 * A migrated PGlite data directory, made once for the current migrations and kept in the temp
 * folder for every test file after: a new PGlite runs initdb (about 4 s on a busy 2-core
 * machine), a copy of this one opens in under 1 s.
 */
const migratedPgliteTemplate = async (): Promise<string> => {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true })).sort();
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(folder, file)));
  }
  // the engine's version too: a data directory opens only in the PGlite that made it
  const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(path.dirname(pglite), '..', 'package.json')));
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
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
