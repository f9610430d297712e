import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { CaptionsRepository } from './captions.repository';
import { CaptionsService } from './captions.service';

export type CaptionsModule = { captions: CaptionsService };

export const createCaptions = (deps: {
  db: Db;
  storage: Storage;
  catalogue: { invalidate(): void };
  log: Logger;
}): CaptionsModule => ({
  captions: new CaptionsService({
    repository: new CaptionsRepository(deps.db),
    storage: deps.storage,
    catalogue: deps.catalogue,
    log: deps.log.child({ module: 'captions' }),
  }),
});
