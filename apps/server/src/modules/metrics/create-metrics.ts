import type { Db } from '../../db/database';
import { MetricsRepository } from './metrics.repository';
import { MetricsService } from './metrics.service';

export type MetricsModule = { metrics: MetricsService };

export const createMetrics = (deps: { db: Db }): MetricsModule => ({
  metrics: new MetricsService(new MetricsRepository(deps.db)),
});
