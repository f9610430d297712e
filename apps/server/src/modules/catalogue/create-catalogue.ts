import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import type { CacheBus } from '../cache-bus/cache-bus';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';

export type CatalogueModule = {
  catalogue: CatalogueService;
  /** Writes (the seed, the studio) and the queries other modules share. */
  catalogueRepository: CatalogueRepository;
};

export const createCatalogue = (deps: {
  db: Db;
  storage: Storage;
  bus?: CacheBus;
}): CatalogueModule => {
  const catalogueRepository = new CatalogueRepository(deps.db);
  return {
    catalogue: new CatalogueService(
      catalogueRepository,
      deps.storage,
      deps.bus ? { bus: deps.bus } : {},
    ),
    catalogueRepository,
  };
};
