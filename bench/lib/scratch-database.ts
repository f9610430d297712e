import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` (BENCH_DATABASE_URL), dropped
 * afterwards: a benchmark never writes into a database someone else uses.
 */
export const scratchDatabase = async (
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};
