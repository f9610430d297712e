import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { episodes, mediaAssets, mediaRenditions } from '../../db/schema';

export type NewAsset = typeof mediaAssets.$inferInsert;
export type AssetRow = typeof mediaAssets.$inferSelect;

export type TranscodeOutput = {
  masterKey: string;
  posterKey: string;
  durationSeconds: number;
  width: number;
  height: number;
  renditions: {
    name: string;
    width: number;
    height: number;
    bandwidth: number;
    playlistKey: string;
  }[];
};

export class MediaAssetsRepository {
  constructor(private readonly db: Db) {}

  async insertAsset(row: NewAsset): Promise<string> {
    const rows = await this.db.insert(mediaAssets).values(row).returning({ id: mediaAssets.id });
    return rows[0]!.id;
  }

  async findAsset(id: string): Promise<AssetRow | null> {
    const rows = await this.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    return rows[0] ?? null;
  }

  async markProcessing(id: string): Promise<void> {
    await this.db
      .update(mediaAssets)
      .set({ status: 'processing', error: null, progress: 0, updatedAt: sql`now()` })
      .where(eq(mediaAssets.id, id));
  }

  /** A running transcode's progress, 0–100 (docs/product/studio.md#managing-series). */
  async setProgress(id: string, percent: number): Promise<void> {
    await this.db
      .update(mediaAssets)
      .set({ progress: percent })
      .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'processing')));
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.db
      .update(mediaAssets)
      .set({ status: 'failed', error: reason, updatedAt: sql`now()` })
      .where(eq(mediaAssets.id, id));
  }

  /**
   * Records the ladder and the episode durations in one transaction. False when the asset is
   * gone (deleted while it was transcoded): its outputs belong to nothing.
   */
  async markReady(id: string, output: TranscodeOutput): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(mediaAssets)
        .set({
          status: 'ready',
          error: null,
          progress: 100,
          hlsMasterKey: output.masterKey,
          posterKey: output.posterKey,
          durationSeconds: output.durationSeconds,
          width: output.width,
          height: output.height,
          updatedAt: sql`now()`,
        })
        .where(eq(mediaAssets.id, id))
        .returning({ id: mediaAssets.id });
      if (updated.length === 0) return false;
      await tx.delete(mediaRenditions).where(eq(mediaRenditions.assetId, id));
      if (output.renditions.length > 0) {
        await tx
          .insert(mediaRenditions)
          .values(output.renditions.map((r) => ({ ...r, assetId: id })));
      }
      await tx
        .update(episodes)
        .set({ duration: output.durationSeconds, updatedAt: sql`now()` })
        .where(eq(episodes.videoAssetId, id));
      return true;
    });
  }

  async renditionsOf(assetId: string) {
    return this.db.select().from(mediaRenditions).where(eq(mediaRenditions.assetId, assetId));
  }
}
