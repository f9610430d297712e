import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { StudioService } from '../studio/studio.service';
import type { CoinRefunds } from '../wallet/refunds.service';
import type { Announcements } from '../notifications/notifications.service';
import { StudioSeriesRepository } from './studio-series.repository';
import { StudioSeriesService } from './studio-series.service';

export type StudioSeriesModule = { studioSeries: StudioSeriesService };

export const createStudioSeries = (deps: {
  db: Db;
  storage: Storage;
  studio: StudioService;
  catalogue: CatalogueService;
  queue: JobQueue;
  refunds: CoinRefunds;
  announcements?: Announcements;
  log: Logger;
}): StudioSeriesModule => ({
  studioSeries: new StudioSeriesService({
    storage: deps.storage,
    repository: new StudioSeriesRepository(deps.db),
    studio: deps.studio,
    catalogue: deps.catalogue,
    queue: deps.queue,
    refunds: deps.refunds,
    ...(deps.announcements ? { announcements: deps.announcements } : {}),
    log: deps.log.child({ module: 'studio-series' }),
  }),
});
