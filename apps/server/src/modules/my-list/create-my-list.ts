import type { Db } from '../../db/database';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { MyListRepository } from './my-list.repository';
import { MyListService } from './my-list.service';

export type MyListModule = { myList: MyListService };

export const createMyList = (deps: {
  db: Db;
  catalogueRepository: CatalogueRepository;
  catalogue: CatalogueService;
  clock?: () => Date;
}): MyListModule => ({
  myList: new MyListService({
    repository: new MyListRepository(deps.db),
    catalogueRepository: deps.catalogueRepository,
    catalogue: deps.catalogue,
    clock: deps.clock ?? (() => new Date()),
  }),
});
