import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AiDisclosure,
  ReleaseStatus,
  SeriesTranslations,
  SeriesTranslationsPatch,
} from '@app/contract';
import type { Db } from '../../db/database';
import { episodes, jobs, listMemberships, lists, mediaAssets, series } from '../../db/schema';
import { TRANSCODE_DEDUPE_PREFIX, transcodeDedupeKey } from '../media-assets/media-ingest.service';
import { publishScopeOf, type PublishScope } from '../studio/studio.repository';

export type StudioSeriesRow = {
  id: string;
  title: string;
  director: string;
  language: string;
  year: number;
  description: string;
  tags: string[];
  cast: string[];
  genre: string[];
  status: 'draft' | 'published';
  freeEpisodes: number | null;
  coinPricePerEpisode: number | null;
  aiDisclosure: AiDisclosure;
  releaseStatus: ReleaseStatus;
  releaseWeekday: number | null;
  nextReleaseDate: string | null;
  finalEpisodeCount: number | null;
  translations: SeriesTranslations;
  posterAssetId: string | null;
  posterKey: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type EpisodeStateRow = {
  seriesId: string;
  id: string;
  episodeNumber: number;
  title: string;
  description: string;
  duration: number;
  isLocked: boolean;
  videoAssetId: string | null;
  videoStatus: 'uploaded' | 'processing' | 'ready' | 'failed' | null;
  videoError: string | null;
  videoProgress: number | null;
  videoSourceKey: string | null;
  videoMasterKey: string | null;
  videoPosterKey: string | null;
  thumbnailKey: string | null;
  /** The queued or running transcode job's status; null when none is live. */
  liveJob: 'queued' | 'running' | null;
  /** The last transcode job's error when none is live and the asset never became ready. */
  lastJobError: string | null;
};

/** A media asset a deletion removes, with what its stored files are found by. */
export type AssetFiles = {
  id: string;
  kind: 'video' | 'image';
  sourceKey: string;
  hlsMasterKey: string | null;
  posterKey: string | null;
};

export type ManageScope = PublishScope & { series: StudioSeriesRepository };

const posterAsset = alias(mediaAssets, 'poster_asset');
const videoAsset = alias(mediaAssets, 'video_asset');
const thumbAsset = alias(mediaAssets, 'thumb_asset');

const seriesColumns = {
  id: series.id,
  title: series.title,
  director: series.director,
  language: series.language,
  year: series.year,
  description: series.description,
  tags: series.tags,
  cast: series.cast,
  genre: series.genre,
  status: series.status,
  freeEpisodes: series.freeEpisodes,
  coinPricePerEpisode: series.coinPricePerEpisode,
  aiDisclosure: series.aiDisclosure,
  releaseStatus: series.releaseStatus,
  releaseWeekday: series.releaseWeekday,
  nextReleaseDate: series.nextReleaseDate,
  finalEpisodeCount: series.finalEpisodeCount,
  translations: series.translations,
  posterAssetId: series.posterAssetId,
  posterKey: posterAsset.sourceKey,
  createdAt: series.createdAt,
  updatedAt: series.updatedAt,
};

// the live job is found by its unique dedupe key; only an asset stuck without one (its job
// failed for good, or it never had one) looks further, through the jobs of that asset
const liveJob = sql<'queued' | 'running' | null>`(
  select j.status from ${jobs} j
  where j.dedupe_key = ${TRANSCODE_DEDUPE_PREFIX} || ${videoAsset.id}::text)`;
const lastJobError = sql<string | null>`case when ${videoAsset.status} in ('uploaded', 'processing')
  and not exists (select 1 from ${jobs} j
    where j.dedupe_key = ${TRANSCODE_DEDUPE_PREFIX} || ${videoAsset.id}::text)
  then (select j.last_error from ${jobs} j
    where j.name = 'media.transcode' and j.payload->>'assetId' = ${videoAsset.id}::text
    order by j.id desc limit 1)
  end`;

const assetFilesColumns = {
  id: mediaAssets.id,
  kind: mediaAssets.kind,
  sourceKey: mediaAssets.sourceKey,
  hlsMasterKey: mediaAssets.hlsMasterKey,
  posterKey: mediaAssets.posterKey,
};

/** Drizzle queries of managing series. No rules here: see the service. */
export class StudioSeriesRepository {
  constructor(private readonly db: Db) {}

  /** Every series, published or not, newest first; or the one with `id`. */
  async seriesRows(id?: string): Promise<StudioSeriesRow[]> {
    return this.db
      .select(seriesColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(id === undefined ? undefined : eq(series.id, id))
      .orderBy(desc(series.createdAt), asc(series.id));
  }

  /** Episodes with their transcode's state: of one series, or of every series. */
  async episodeStates(seriesId?: string): Promise<EpisodeStateRow[]> {
    return this.db
      .select({
        seriesId: episodes.seriesId,
        id: episodes.id,
        episodeNumber: episodes.episodeNumber,
        title: episodes.title,
        description: episodes.description,
        duration: episodes.duration,
        isLocked: episodes.isLocked,
        videoAssetId: episodes.videoAssetId,
        videoStatus: videoAsset.status,
        videoError: videoAsset.error,
        videoProgress: videoAsset.progress,
        videoSourceKey: videoAsset.sourceKey,
        videoMasterKey: videoAsset.hlsMasterKey,
        videoPosterKey: videoAsset.posterKey,
        thumbnailKey: thumbAsset.sourceKey,
        liveJob,
        lastJobError,
      })
      .from(episodes)
      .leftJoin(videoAsset, eq(videoAsset.id, episodes.videoAssetId))
      .leftJoin(thumbAsset, eq(thumbAsset.id, episodes.thumbnailAssetId))
      .where(seriesId === undefined ? undefined : eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodes.seriesId), asc(episodes.episodeNumber));
  }

  /** List memberships in the lists' order: of one series, or of every series. */
  async memberships(seriesId?: string): Promise<{ seriesId: string; listName: string }[]> {
    return this.db
      .select({ seriesId: listMemberships.seriesId, listName: listMemberships.listName })
      .from(listMemberships)
      .innerJoin(lists, eq(lists.name, listMemberships.listName))
      .where(seriesId === undefined ? undefined : eq(listMemberships.seriesId, seriesId))
      .orderBy(asc(lists.position));
  }

  /** Of these numbers, the ones the series already has. */
  async episodeCount(seriesId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(episodes)
      .where(eq(episodes.seriesId, seriesId));
    return row?.n ?? 0;
  }

  async takenNumbers(seriesId: string, numbers: number[]): Promise<number[]> {
    if (numbers.length === 0) return [];
    const rows = await this.db
      .select({ n: episodes.episodeNumber })
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), inArray(episodes.episodeNumber, numbers)))
      .orderBy(asc(episodes.episodeNumber));
    return rows.map((row) => row.n);
  }

  async episodeOf(seriesId: string, episodeNumber: number) {
    const rows = await this.db
      .select({
        id: episodes.id,
        videoAssetId: episodes.videoAssetId,
        thumbnailAssetId: episodes.thumbnailAssetId,
      })
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, episodeNumber)));
    return rows[0] ?? null;
  }

  async assetFiles(ids: (string | null)[]): Promise<AssetFiles[]> {
    const wanted = ids.filter((id): id is string => id !== null);
    if (wanted.length === 0) return [];
    return this.db
      .select(assetFilesColumns)
      .from(mediaAssets)
      .where(inArray(mediaAssets.id, wanted));
  }

  /** The poster, videos and thumbnails of a series: everything a deletion removes. */
  async seriesAssetFiles(seriesId: string): Promise<AssetFiles[]> {
    const result = await this.db.execute(sql`
      select a.id, a.kind, a.source_key as "sourceKey", a.hls_master_key as "hlsMasterKey",
        a.poster_key as "posterKey"
      from ${mediaAssets} a
      where a.id in (
        select poster_asset_id from ${series} where id = ${seriesId}
        union select video_asset_id from ${episodes} where series_id = ${seriesId}
        union select thumbnail_asset_id from ${episodes} where series_id = ${seriesId})`);
    return (result as unknown as { rows: AssetFiles[] }).rows;
  }

  /** Of these keys, the ones an asset still names (two assets may share an upload). */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ key: mediaAssets.sourceKey })
      .from(mediaAssets)
      .where(inArray(mediaAssets.sourceKey, keys));
    return new Set(rows.map((row) => row.key));
  }

  // ── writes ──

  /**
   * `translations` patches the stored ones in the same statement (set or removed per locale),
   * so two editors' changes to different languages both stay.
   */
  async updateSeries(
    id: string,
    changes: Partial<
      Omit<StudioSeriesRow, 'id' | 'posterKey' | 'createdAt' | 'updatedAt' | 'translations'>
    >,
    translations?: SeriesTranslationsPatch,
  ): Promise<void> {
    const entries = Object.entries(translations ?? {});
    const removed = entries.filter(([, value]) => value === null).map(([locale]) => locale);
    const set = Object.fromEntries(entries.filter(([, value]) => value !== null));
    await this.db
      .update(series)
      .set({
        ...changes,
        ...(entries.length > 0 && {
          // the locales are the contract's tags: a text[] literal needs no quoting for them
          translations: sql`(${series.translations} - ${`{${removed.join(',')}}`}::text[]) || ${JSON.stringify(set)}::jsonb`,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(series.id, id));
  }

  async deleteSeries(id: string): Promise<void> {
    await this.db.delete(series).where(eq(series.id, id));
  }

  async deleteEpisode(id: string): Promise<void> {
    await this.db.delete(episodes).where(eq(episodes.id, id));
  }

  /** The assets' rows (renditions go with them) and their transcodes still to run. */
  async deleteAssets(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(jobs).where(inArray(jobs.dedupeKey, ids.map(transcodeDedupeKey)));
    await this.db.delete(mediaAssets).where(inArray(mediaAssets.id, ids));
  }

  /** A failed video back to the start of its pipeline, for a new transcode. */
  async resetAsset(id: string): Promise<void> {
    await this.db
      .update(mediaAssets)
      .set({ status: 'uploaded', error: null, progress: 0, updatedAt: sql`now()` })
      .where(eq(mediaAssets.id, id));
  }

  /** Runs `work` in one transaction: every write through the scope lands, or none does. */
  async inTransaction<T>(work: (scope: ManageScope) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      work({ ...publishScopeOf(tx), series: new StudioSeriesRepository(tx) }),
    );
  }
}
