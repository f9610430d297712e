import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { LocalCacheBus, type CacheBus } from './cache-bus';
import { PgCacheBus } from './pg-cache-bus';

export type CacheBusModule = { cacheBus: CacheBus };

/**
 * On PostgreSQL, LISTEN/NOTIFY to the other instances on the same database; on embedded PGlite
 * (one process by construction) or without a database URL (tests), this process only.
 */
export const createCacheBus = (deps: {
  database: Pick<Database, 'db' | 'engine'>;
  databaseUrl: string | undefined;
  log: Pick<Logger, 'info' | 'warn'>;
}): CacheBusModule => ({
  cacheBus:
    deps.database.engine === 'postgres' && deps.databaseUrl
      ? new PgCacheBus({ url: deps.databaseUrl, db: deps.database.db, log: deps.log })
      : new LocalCacheBus(),
});
