import path from 'node:path';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { Announcements } from '../notifications/notifications.service';
import type { PublishScope } from './studio.repository';
import { StudioRepository } from './studio.repository';
import { StudioService } from './studio.service';
import { UploadJanitor } from './upload-janitor';
import { UploadReferencesRepository } from './upload-references.repository';

/** Test seams; the runtime passes none. */
export type StudioOptions = {
  /** Runs inside the publish transaction after every write (a test makes it fail). */
  beforeCommit?: (scope: PublishScope) => Promise<void>;
  /** Publishes whose files are checked at once (a test fills them). */
  checksAtOnce?: number;
};

export type StudioModule = { studio: StudioService; uploadJanitor: UploadJanitor };

export const createStudio = (
  deps: {
    db: Db;
    storage: Storage;
    catalogue: CatalogueService;
    queue: JobQueue;
    dataDir: string;
    announcements?: Announcements;
  },
  options: StudioOptions = {},
): StudioModule => ({
  studio: new StudioService({
    storage: deps.storage,
    repository: new StudioRepository(deps.db),
    catalogue: deps.catalogue,
    queue: deps.queue,
    tmpDir: path.join(deps.dataDir, 'tmp'),
    ...(deps.announcements ? { announcements: deps.announcements } : {}),
    ...(options.beforeCommit ? { beforeCommit: options.beforeCommit } : {}),
    ...(options.checksAtOnce ? { checksAtOnce: options.checksAtOnce } : {}),
  }),
  uploadJanitor: new UploadJanitor({
    storage: deps.storage,
    references: new UploadReferencesRepository(deps.db),
    tmpDir: path.join(deps.dataDir, 'tmp'),
  }),
});
