import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines: the app never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction in progress, handed from one repository to another so that their writes commit
 * together (a payment settling and what it bought); services pass it on without looking inside.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined → in memory (tests). thread (default true): PGlite runs in a worker
   * thread (pglite-thread.ts), off the HTTP thread; false keeps it in this thread. `from`: the
   * path of a dumpDataDir() tarball an in-memory database starts from (the tests' migrated
   * template: a copy in memory opens in a third of the time of one on disk).
   */
  | { engine: 'pglite'; dataDir: string | undefined; thread?: boolean; from?: string };

/** The checked-in migrations, found beside the source tree or the bundle. */
export const migrationsFolder = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
};

// an arbitrary constant: serialises migrations across instances starting together
const MIGRATION_LOCK_ID = 724_1001;

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // a dropped connection must not crash the process; the next query reconnects
      idleTimeoutMillis: 30_000,
    });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return pgliteDatabase(await openPglite(options.dataDir, options.thread ?? true, options.from));
};

/** The app's database over an open PGlite client (or one standing in for it, see below). */
export const pgliteDatabase = (client: PGlite): Database => {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};

/** The server search's extensions (drizzle/0017_series_search.sql); pglite-worker.mjs loads the same. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * The thread client stands in for PGlite: drizzle calls only query() and transaction(), which
 * it implements with the same meaning (pglite-thread.test.ts holds it to that).
 */
const openPglite = async (
  dataDir: string | undefined,
  thread: boolean,
  from: string | undefined,
): Promise<PGlite> => {
  if (thread) return (await PgliteThread.open(dataDir, from)) as unknown as PGlite;
  const loadDataDir = from ? new Blob([await readFile(from)]) : undefined;
  const client = new PGlite({ dataDir, loadDataDir, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return client;
};

export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};
