import type { Db } from '../../db/database';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

export type AnalyticsModule = { analytics: AnalyticsService };

export const createAnalytics = (deps: { db: Db }): AnalyticsModule => ({
  analytics: new AnalyticsService(new AnalyticsRepository(deps.db)),
});
