import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  episodeCaptions,
  episodes,
  listMemberships,
  lists,
  mediaAssets,
  series,
} from '../../db/schema';
import { episodesCount, posterAsset, runtimeSeconds } from './catalogue-columns';
import { CatalogueSearchRepository } from './catalogue-search.repository';

export type SeriesRow = typeof series.$inferSelect;
export type NewSeries = typeof series.$inferInsert;
export type NewEpisode = typeof episodes.$inferInsert;

export type EpisodeRow = {
  id: string;
  episodeNumber: number;
  title: string;
  description: string;
  duration: number;
  isLocked: boolean;
  videoStatus: string | null;
  videoSourceKey: string | null;
  videoMasterKey: string | null;
  videoPosterKey: string | null;
  thumbnailKey: string | null;
};

export type SeriesSummaryRow = Pick<
  SeriesRow,
  | 'id'
  | 'title'
  | 'director'
  | 'language'
  | 'year'
  | 'description'
  | 'tags'
  | 'cast'
  | 'genre'
  | 'views'
  | 'freeEpisodes'
  | 'coinPricePerEpisode'
  | 'aiDisclosure'
  | 'translations'
  | 'releaseStatus'
  | 'releaseWeekday'
  | 'nextReleaseDate'
  | 'finalEpisodeCount'
> & {
  posterKey: string | null;
  episodesCount: number;
  /** First episode's playable key: HLS master when ready, else the original. */
  firstVideoKey: string | null;
  /** Every episode's length, summed (seconds). */
  runtimeSeconds: number;
};

export type SeriesDetailRow = Omit<
  SeriesSummaryRow,
  'views' | 'episodesCount' | 'firstVideoKey' | 'runtimeSeconds'
>;

const videoAsset = alias(mediaAssets, 'video_asset');
const thumbAsset = alias(mediaAssets, 'thumb_asset');

// none when the first episode is protected (access-rules.ts): a card's preview plays for anyone
const firstVideoKey = sql<string | null>`(
  select case when e.is_locked or (${series.coinPricePerEpisode} is not null
                                   and e.episode_number > ${series.freeEpisodes}) then null
         else coalesce(case when a.status = 'ready' then a.hls_master_key end, a.source_key) end
  from ${episodes} e join ${mediaAssets} a on a.id = e.video_asset_id
  where e.series_id = ${series.id} order by e.episode_number limit 1)`;

const detailColumns = {
  id: series.id,
  title: series.title,
  director: series.director,
  language: series.language,
  year: series.year,
  description: series.description,
  tags: series.tags,
  cast: series.cast,
  genre: series.genre,
  freeEpisodes: series.freeEpisodes,
  coinPricePerEpisode: series.coinPricePerEpisode,
  aiDisclosure: series.aiDisclosure,
  translations: series.translations,
  releaseStatus: series.releaseStatus,
  releaseWeekday: series.releaseWeekday,
  nextReleaseDate: series.nextReleaseDate,
  finalEpisodeCount: series.finalEpisodeCount,
  posterKey: posterAsset.sourceKey,
};

const summaryColumns = {
  ...detailColumns,
  views: series.views,
  episodesCount,
  firstVideoKey,
  runtimeSeconds,
};

/** Drizzle queries for series, episodes and lists. No rules here: see the service. */
export class CatalogueRepository {
  /** The search index's and the server search's reads. */
  readonly search: CatalogueSearchRepository;

  constructor(private readonly db: Db) {
    this.search = new CatalogueSearchRepository(db);
  }

  async findPublishedSeries(id: string): Promise<SeriesSummaryRow | null> {
    const rows = await this.db
      .select(summaryColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(and(eq(series.id, id), eq(series.status, 'published')));
    return rows[0] ?? null;
  }

  /**
   * A published series for its detail answer: the summary without the card's counts, which
   * correlated subqueries compute and the detail gets from its episodes anyway.
   */
  async findPublishedSeriesDetail(id: string): Promise<SeriesDetailRow | null> {
    const rows = await this.db
      .select(detailColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(and(eq(series.id, id), eq(series.status, 'published')));
    return rows[0] ?? null;
  }

  /** Published series among `ids`, in no particular order (My List's cards). */
  async publishedSummaries(ids: string[]): Promise<SeriesSummaryRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(summaryColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(and(inArray(series.id, ids), eq(series.status, 'published')));
  }

  async episodesOf(seriesId: string): Promise<EpisodeRow[]> {
    return this.db
      .select({
        id: episodes.id,
        episodeNumber: episodes.episodeNumber,
        title: episodes.title,
        description: episodes.description,
        duration: episodes.duration,
        isLocked: episodes.isLocked,
        videoStatus: videoAsset.status,
        videoSourceKey: videoAsset.sourceKey,
        videoMasterKey: videoAsset.hlsMasterKey,
        videoPosterKey: videoAsset.posterKey,
        thumbnailKey: thumbAsset.sourceKey,
      })
      .from(episodes)
      .leftJoin(videoAsset, eq(videoAsset.id, episodes.videoAssetId))
      .leftJoin(thumbAsset, eq(thumbAsset.id, episodes.thumbnailAssetId))
      .where(eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodes.episodeNumber));
  }

  /** The caption files of a series' episodes (docs/product/studio.md#captions). */
  async captionsOf(
    seriesId: string,
  ): Promise<{ episodeId: string; language: string; label: string; storageKey: string }[]> {
    return this.db
      .select({
        episodeId: episodeCaptions.episodeId,
        language: episodeCaptions.language,
        label: episodeCaptions.label,
        storageKey: episodeCaptions.storageKey,
      })
      .from(episodeCaptions)
      .innerJoin(episodes, eq(episodes.id, episodeCaptions.episodeId))
      .where(eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodeCaptions.language));
  }

  async membershipsOf(seriesId: string): Promise<string[]> {
    const rows = await this.db
      .select({ listName: listMemberships.listName })
      .from(listMemberships)
      .innerJoin(lists, eq(lists.name, listMemberships.listName))
      .where(eq(listMemberships.seriesId, seriesId))
      .orderBy(asc(lists.position));
    return rows.map((r) => r.listName);
  }

  async allLists() {
    return this.db.select().from(lists).orderBy(asc(lists.position));
  }

  /**
   * Published members of each list, best position first, at most `perList` each: one
   * index range scan per list (a window over all memberships sorted 200k rows at 100k series).
   */
  async listMembers(perList: number): Promise<(SeriesSummaryRow & { listName: string })[]> {
    const names = (await this.allLists()).map((l) => l.name);
    const perListRows = await Promise.all(
      names.map((name) =>
        this.db
          .select({ ...summaryColumns, listName: listMemberships.listName })
          .from(listMemberships)
          .innerJoin(series, eq(series.id, listMemberships.seriesId))
          .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
          .where(and(eq(listMemberships.listName, name), eq(series.status, 'published')))
          .orderBy(asc(listMemberships.position), asc(listMemberships.seriesId))
          .limit(perList),
      ),
    );
    return perListRows.flat();
  }

  async latestPublished(limit: number): Promise<SeriesSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(eq(series.status, 'published'))
      .orderBy(desc(series.createdAt), asc(series.id))
      .limit(limit);
  }

  async membershipsOfSeries(ids: string[]): Promise<{ seriesId: string; listName: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ seriesId: listMemberships.seriesId, listName: listMemberships.listName })
      .from(listMemberships)
      .where(inArray(listMemberships.seriesId, ids));
  }

  async allMemberships(): Promise<{ seriesId: string; listName: string }[]> {
    return this.db
      .select({ seriesId: listMemberships.seriesId, listName: listMemberships.listName })
      .from(listMemberships);
  }

  // ── writes (seeding now, the creator studio later) ──

  async upsertLists(
    rows: { name: string; displayName: string; description: string; position: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(lists)
      .values(rows)
      .onConflictDoUpdate({
        target: lists.name,
        set: {
          displayName: sql`excluded.display_name`,
          description: sql`excluded.description`,
          position: sql`excluded.position`,
        },
      });
  }

  async insertSeries(row: NewSeries): Promise<void> {
    await this.db.insert(series).values(row);
  }

  async insertEpisode(row: NewEpisode): Promise<string> {
    const inserted = await this.db.insert(episodes).values(row).returning({ id: episodes.id });
    return inserted[0]!.id;
  }

  /** Sets a series' lists; a newly added series goes to the end of each list. */
  async setMemberships(seriesId: string, listNames: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(listMemberships)
        .where(
          and(
            eq(listMemberships.seriesId, seriesId),
            listNames.length > 0 ? notInArray(listMemberships.listName, listNames) : undefined,
          ),
        );
      for (const listName of listNames) {
        await tx.execute(sql`
          insert into list_memberships (list_name, series_id, position)
          select ${listName}, ${seriesId}, coalesce(max(position) + 1, 0)
          from list_memberships where list_name = ${listName}
          on conflict do nothing`);
      }
    });
  }

  async publish(seriesId: string): Promise<void> {
    await this.db
      .update(series)
      .set({ status: 'published', updatedAt: sql`now()` })
      .where(eq(series.id, seriesId));
  }

  async isPublished(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, id), eq(series.status, 'published')));
    return rows.length > 0;
  }

  async deleteSeries(id: string): Promise<void> {
    await this.db.delete(series).where(eq(series.id, id));
  }
}
