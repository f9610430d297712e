import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { episodeCaptions, episodes, mediaAssets, mediaRenditions } from '../../db/schema';

export type CaptionRow = typeof episodeCaptions.$inferSelect;
export type NewCaption = Omit<
  typeof episodeCaptions.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export type CaptionedEpisode = { episodeId: string; seriesId: string };

/** What an episode streams: its HLS master when transcoded, with the lowest rung's playlist. */
export type EpisodeStream = {
  assetId: string;
  status: string;
  masterKey: string | null;
  durationSeconds: number;
  /** The first rendition's media playlist: its first segment tells where the timeline starts. */
  playlistKey: string | null;
};

/** Drizzle queries of captions. No rules here: see the service. */
export class CaptionsRepository {
  constructor(private readonly db: Db) {}

  async findEpisode(seriesId: string, episodeNumber: number): Promise<CaptionedEpisode | null> {
    const rows = await this.db
      .select({ episodeId: episodes.id, seriesId: episodes.seriesId })
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, episodeNumber)));
    return rows[0] ?? null;
  }

  async list(episodeId: string): Promise<CaptionRow[]> {
    return this.db
      .select()
      .from(episodeCaptions)
      .where(eq(episodeCaptions.episodeId, episodeId))
      .orderBy(asc(episodeCaptions.language));
  }

  /** Inserts or replaces the episode's caption in `row.language`; the replaced row's key, if any. */
  async upsert(row: NewCaption): Promise<{ caption: CaptionRow; replacedKey: string | null }> {
    return this.db.transaction(async (tx) => {
      const previous = await tx
        .select({ storageKey: episodeCaptions.storageKey })
        .from(episodeCaptions)
        .where(
          and(
            eq(episodeCaptions.episodeId, row.episodeId),
            eq(episodeCaptions.language, row.language),
          ),
        )
        .for('update');
      const [caption] = await tx
        .insert(episodeCaptions)
        .values(row)
        .onConflictDoUpdate({
          target: [episodeCaptions.episodeId, episodeCaptions.language],
          set: {
            label: row.label,
            storageKey: row.storageKey,
            sizeBytes: row.sizeBytes,
            cues: row.cues,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return { caption: caption!, replacedKey: previous[0]?.storageKey ?? null };
    });
  }

  /** The deleted row's storage key; null when there was none. */
  async delete(episodeId: string, language: string): Promise<string | null> {
    const rows = await this.db
      .delete(episodeCaptions)
      .where(and(eq(episodeCaptions.episodeId, episodeId), eq(episodeCaptions.language, language)))
      .returning({ storageKey: episodeCaptions.storageKey });
    return rows[0]?.storageKey ?? null;
  }

  /** The episode that plays an asset (the first by series and number should two share it). */
  async episodeOfAsset(assetId: string): Promise<CaptionedEpisode | null> {
    const rows = await this.db
      .select({ episodeId: episodes.id, seriesId: episodes.seriesId })
      .from(episodes)
      .where(eq(episodes.videoAssetId, assetId))
      .orderBy(asc(episodes.seriesId), asc(episodes.episodeNumber))
      .limit(1);
    return rows[0] ?? null;
  }

  async streamOf(episodeId: string): Promise<EpisodeStream | null> {
    const rows = await this.db
      .select({
        assetId: mediaAssets.id,
        status: mediaAssets.status,
        masterKey: mediaAssets.hlsMasterKey,
        assetDuration: mediaAssets.durationSeconds,
        episodeDuration: episodes.duration,
        playlistKey: sql<string | null>`(
          select ${mediaRenditions.playlistKey} from ${mediaRenditions}
          where ${mediaRenditions.assetId} = ${mediaAssets.id}
          order by ${mediaRenditions.bandwidth} limit 1)`,
      })
      .from(episodes)
      .innerJoin(mediaAssets, eq(mediaAssets.id, episodes.videoAssetId))
      .where(eq(episodes.id, episodeId));
    const row = rows[0];
    if (!row) return null;
    return {
      assetId: row.assetId,
      status: row.status,
      masterKey: row.masterKey,
      durationSeconds: row.assetDuration ?? row.episodeDuration,
      playlistKey: row.playlistKey,
    };
  }
}
