import { MY_LIST, WALLET_ERRORS, type MyListItem, type MyListState } from '@app/contract';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { userOwner, viewerOwner } from '../../platform/viewer-identity';
import type { MyListRepository } from './my-list.repository';

export type MyListServiceDeps = {
  repository: MyListRepository;
  catalogueRepository: CatalogueRepository;
  catalogue: CatalogueService;
  clock: () => Date;
};

/**
 * My List (docs/product/wallet.md#my-list): a signed-in user's list is theirs plus the
 * browser's guest list, merged into theirs on read, the way continue watching reads both.
 */
export class MyListService {
  constructor(private readonly deps: MyListServiceDeps) {}

  /** Where a write goes: the user, else the guest's viewer id (400 with neither). */
  private owner(userId: string | null, viewerId: string | undefined): string {
    if (userId) return userOwner(userId);
    if (viewerId) return viewerOwner(viewerId);
    throw badRequest(WALLET_ERRORS.viewerIdRequired);
  }

  private owners(userId: string | null, viewerId: string | undefined): string[] {
    return [...(userId ? [userOwner(userId)] : []), ...(viewerId ? [viewerOwner(viewerId)] : [])];
  }

  async list(userId: string | null, viewerId: string | undefined): Promise<MyListItem[]> {
    const owner = this.owner(userId, viewerId);
    // signed in with the guest id of this browser: what was kept as a guest is kept as the user
    if (userId && viewerId) await this.deps.repository.copy(viewerOwner(viewerId), owner);
    const rows = await this.deps.repository.list(
      userId ? [owner] : this.owners(null, viewerId),
      MY_LIST.maxItems,
    );
    const summaries = await this.deps.catalogueRepository.publishedSummaries(
      rows.map((row) => row.seriesId),
    );
    const byId = new Map(summaries.map((summary) => [summary.id, summary]));
    return rows.flatMap((row) => {
      const summary = byId.get(row.seriesId);
      return summary
        ? [
            {
              series_id: row.seriesId,
              added_at: row.addedAt.toISOString(),
              card: this.deps.catalogue.toCard(summary),
            },
          ]
        : [];
    });
  }

  async add(
    seriesId: string,
    userId: string | null,
    viewerId: string | undefined,
  ): Promise<MyListState> {
    const owner = this.owner(userId, viewerId);
    if (!(await this.deps.catalogueRepository.findPublishedSeries(seriesId))) {
      throw notFound(WALLET_ERRORS.seriesNotFound);
    }
    if ((await this.deps.repository.count(owner)) >= MY_LIST.maxItems) {
      throw conflict(WALLET_ERRORS.myListFull(MY_LIST.maxItems));
    }
    await this.deps.repository.add(owner, seriesId, this.deps.clock());
    return { series_id: seriesId, in_list: true };
  }

  /** From the user's list and this browser's guest list, so it does not come back on merge. */
  async remove(
    seriesId: string,
    userId: string | null,
    viewerId: string | undefined,
  ): Promise<MyListState> {
    this.owner(userId, viewerId);
    await this.deps.repository.remove(this.owners(userId, viewerId), seriesId);
    return { series_id: seriesId, in_list: false };
  }
}
