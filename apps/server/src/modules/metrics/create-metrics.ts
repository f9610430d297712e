import type { Db } from '../../db/database';
import type { GroupCommitOptions } from '../../lib/group-commit';
import { MetricsRepository } from './metrics.repository';
import { MetricsService } from './metrics.service';

/** Test seams and tuning; the runtime passes none. */
export type MetricsOptions = {
  /** How watch events of concurrent requests are gathered into one statement. */
  groupCommit?: Partial<GroupCommitOptions>;
};

export type MetricsModule = { metrics: MetricsService };

/**
 * Group commit defaults: the first request of a quiet moment waits 2 ms for company; a statement
 * takes up to 2,000 rows (four requests of the largest size); PGlite runs one statement at a
 * time, so one write runs there while the next gathers, two on PostgreSQL
 * (docs/product/engagement.md#metrics-calls).
 */
const groupCommitDefaults = (engine: 'pglite' | 'postgres'): GroupCommitOptions => ({
  maxWaitMs: 2,
  maxRows: 2000,
  maxInFlight: engine === 'postgres' ? 2 : 1,
});

export const createMetrics = (
  deps: { db: Db; engine: 'pglite' | 'postgres' },
  options: MetricsOptions = {},
): MetricsModule => ({
  metrics: new MetricsService(new MetricsRepository(deps.db), {
    groupCommit: { ...groupCommitDefaults(deps.engine), ...options.groupCommit },
  }),
});
