import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { episodeUnlocks, episodes, mediaAssets, series } from '../../db/schema';
import type { UnlockVia } from '@app/contract';
import type { EpisodeVideo } from '../catalogue/episode-media';

/** A published series' pricing and its episodes, as the access decision reads them. */
export type SeriesForAccess = {
  id: string;
  freeEpisodes: number | null;
  coinPricePerEpisode: number | null;
  episodes: ({ id: string; episodeNumber: number; isLocked: boolean } & EpisodeVideo)[];
};

/** One protected episode's stored files (protected-media.ts). */
export type ProtectedEpisodeRow = {
  episodeId: string;
  seriesId: string;
  assetId: string | null;
  sourceKey: string | null;
  posterKey: string | null;
};

export type UnlockRow = { episodeNumber: number; via: UnlockVia; coins: number };

// an episode is protected when its editor locked it or its series prices it past the free ones
const protectedEpisode = or(
  eq(episodes.isLocked, true),
  and(
    sql`${series.freeEpisodes} is not null`,
    sql`${series.coinPricePerEpisode} is not null`,
    sql`${episodes.episodeNumber} > ${series.freeEpisodes}`,
  ),
);

/** The access decision's reads. Plans are read through the subscriptions' repository. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  async publishedSeries(seriesId: string): Promise<SeriesForAccess | null> {
    const rows = await this.db
      .select({
        id: series.id,
        freeEpisodes: series.freeEpisodes,
        coinPricePerEpisode: series.coinPricePerEpisode,
        episodeId: episodes.id,
        episodeNumber: episodes.episodeNumber,
        isLocked: episodes.isLocked,
        videoStatus: mediaAssets.status,
        videoMasterKey: mediaAssets.hlsMasterKey,
        videoSourceKey: mediaAssets.sourceKey,
      })
      .from(series)
      .leftJoin(episodes, eq(episodes.seriesId, series.id))
      .leftJoin(mediaAssets, eq(mediaAssets.id, episodes.videoAssetId))
      .where(and(eq(series.id, seriesId), eq(series.status, 'published')))
      .orderBy(asc(episodes.episodeNumber));
    const first = rows[0];
    if (!first) return null;
    return {
      id: first.id,
      freeEpisodes: first.freeEpisodes,
      coinPricePerEpisode: first.coinPricePerEpisode,
      episodes: rows.flatMap((row) =>
        row.episodeId === null || row.episodeNumber === null
          ? []
          : [
              {
                id: row.episodeId,
                episodeNumber: row.episodeNumber,
                isLocked: row.isLocked ?? false,
                videoStatus: row.videoStatus,
                videoMasterKey: row.videoMasterKey,
                videoSourceKey: row.videoSourceKey,
              },
            ],
      ),
    };
  }

  /** One user's unlocks of a series; their coins sum to what the fair cap counts. */
  unlocks(userId: string, seriesId: string): Promise<UnlockRow[]> {
    return this.db
      .select({
        episodeNumber: episodeUnlocks.episodeNumber,
        via: episodeUnlocks.via,
        coins: episodeUnlocks.coins,
      })
      .from(episodeUnlocks)
      .where(and(eq(episodeUnlocks.userId, userId), eq(episodeUnlocks.seriesId, seriesId)));
  }

  /** Every protected episode's files, published or not: the media route's list of what to guard. */
  protectedEpisodes(): Promise<ProtectedEpisodeRow[]> {
    return this.db
      .select({
        episodeId: episodes.id,
        seriesId: episodes.seriesId,
        assetId: mediaAssets.id,
        sourceKey: mediaAssets.sourceKey,
        posterKey: mediaAssets.posterKey,
      })
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, episodes.videoAssetId))
      .where(protectedEpisode);
  }

  /** Whether a stored upload is some media asset's source: published, so servable. */
  async isReferenced(key: string): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql<number>`1` })
      .from(mediaAssets)
      .where(eq(mediaAssets.sourceKey, key))
      .limit(1);
    return rows.length > 0;
  }
}
