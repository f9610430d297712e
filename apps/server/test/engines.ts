import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';

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

export const openTestDatabase = async (engine: EngineName): Promise<TestDatabase> => {
  if (engine === 'pglite') {
    const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
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
  await database.migrate();
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
