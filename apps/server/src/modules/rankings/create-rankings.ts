import type { Db } from '../../db/database';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { RankingsRepository } from './rankings.repository';
import { RankingsService } from './rankings.service';

export type RankingsModule = { rankings: RankingsService };

export const createRankings = (deps: {
  db: Db;
  catalogueRepository: CatalogueRepository;
  catalogue: CatalogueService;
}): RankingsModule => ({
  rankings: new RankingsService({
    repository: new RankingsRepository(deps.db),
    catalogueRepository: deps.catalogueRepository,
    catalogue: deps.catalogue,
  }),
});
