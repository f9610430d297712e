import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { AccessRepository } from './access.repository';
import { AccessService } from './access.service';
import { PlaybackGrants } from './playback-grants';
import { ProtectedMedia } from './protected-media';

export type AccessModule = { access: AccessService };

/** The test seam: the clock grants expire and plans run by. */
export type AccessOptions = { clock?: () => Date };

export const createAccess = (
  deps: {
    db: Db;
    storage: Storage;
    /** The server secret; the grants' signing key derives from it. */
    secret: string;
    log: Logger;
    /** Called with a listener for every catalogue change (this process's and the others'). */
    onCatalogueChange: (listener: () => void) => void;
  },
  options: AccessOptions = {},
): AccessModule => {
  const clock = options.clock ?? (() => new Date());
  const repository = new AccessRepository(deps.db);
  const access = new AccessService({
    repository,
    subscriptions: new SubscriptionsRepository(deps.db),
    grants: new PlaybackGrants(deps.secret, clock),
    media: new ProtectedMedia(repository, deps.log),
    storage: deps.storage,
    clock,
  });
  deps.onCatalogueChange(() => access.catalogueChanged());
  return { access };
};
