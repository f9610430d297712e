import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { lists, series } from '../../db/schema';
import { JobQueue } from '../../jobs/job-queue';
import { CatalogueRepository, type NewSeries } from '../catalogue/catalogue.repository';
import { MediaAssetsRepository } from '../media-assets/media-assets.repository';

/** The repositories a publish writes through, all bound to one transaction. */
export type PublishScope = {
  studio: StudioRepository;
  catalogue: CatalogueRepository;
  media: MediaAssetsRepository;
  queue: JobQueue;
  /** The transaction itself: another module's writes that must commit with these (refunds). */
  tx: Tx;
};

/** Drizzle queries of the studio. No rules here: see the service. */
export class StudioRepository {
  constructor(private readonly db: Db) {}

  async seriesExists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: series.id }).from(series).where(eq(series.id, id));
    return rows.length > 0;
  }

  /** Inserts the series unless its id is taken (a concurrent publish): false then. */
  async insertSeriesIfAbsent(row: NewSeries): Promise<boolean> {
    const rows = await this.db
      .insert(series)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: series.id });
    return rows.length > 0;
  }

  /** The known lists exist before anything joins them (a start with SEED=none has none). */
  async ensureLists(
    rows: { name: string; displayName: string; description: string; position: number }[],
  ): Promise<void> {
    if (rows.length > 0) await this.db.insert(lists).values(rows).onConflictDoNothing();
  }

  /** Runs `work` in one transaction: every write through the scope lands, or none does. */
  async inTransaction<T>(work: (scope: PublishScope) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(publishScopeOf(tx)));
  }
}

/** The repositories a publish writes through, bound to `tx` (a transaction). */
export const publishScopeOf = (tx: Tx): PublishScope => ({
  studio: new StudioRepository(tx),
  catalogue: new CatalogueRepository(tx),
  media: new MediaAssetsRepository(tx),
  // its enqueues wake no worker: the service tells the app's queue once committed
  queue: new JobQueue(tx),
  tx,
});
