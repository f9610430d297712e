import { sql } from 'drizzle-orm';
import type { SeriesTranslations } from '@app/contract';
import type { Db } from '../../db/database';
import { adEvents } from '../../db/schema';

/** A published series that can be advertised, with what its ads are made of. */
export type AdCandidate = {
  seriesId: string;
  title: string;
  /** The studio's titles in other languages. */
  translations: SeriesTranslations | null;
  posterKey: string | null;
  /** The first episode's video: the trailer is cut from its source. */
  assetId: string | null;
  sourceKey: string | null;
  contentType: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
};

type CandidateRow = {
  series_id: string;
  title: string;
  translations: SeriesTranslations | null;
  poster_key: string | null;
  asset_id: string | null;
  source_key: string | null;
  content_type: string | null;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
};

export type NewAdEvent = typeof adEvents.$inferInsert;

/** Drizzle queries for house ads. No rules here: see the service. */
export class AdsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The first published series after `afterId` (by id) other than `excludeId` that has what
   * the ad needs: one primary-key range step per ad, however large the catalogue.
   */
  async nextCandidate(
    afterId: string,
    excludeId: string | undefined,
    needs: 'video' | 'poster',
  ): Promise<AdCandidate | null> {
    const need = needs === 'video' ? sql`v.source_key is not null` : sql`pa.source_key is not null`;
    const result = await this.db.execute(sql`
      select s.id as series_id, s.title, s.translations, pa.source_key as poster_key,
             v.asset_id, v.source_key, v.content_type, v.width, v.height, v.duration_seconds
      from series s
      left join media_assets pa on pa.id = s.poster_asset_id
      left join lateral (
        select a.id as asset_id, a.source_key, a.content_type, a.width, a.height,
               a.duration_seconds
        from episodes e join media_assets a on a.id = e.video_asset_id
        where e.series_id = s.id
        order by e.episode_number
        limit 1) v on true
      where s.status = 'published' and s.id > ${afterId} and s.id <> ${excludeId ?? ''}
        and ${need}
      order by s.id
      limit 1`);
    const row = (result as unknown as { rows: CandidateRow[] }).rows[0];
    if (!row) return null;
    return {
      seriesId: row.series_id,
      title: row.title,
      translations: row.translations,
      posterKey: row.poster_key,
      assetId: row.asset_id,
      sourceKey: row.source_key,
      contentType: row.content_type,
      width: row.width,
      height: row.height,
      durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    };
  }

  /** The source of a trailer job, if that series' asset still exists. */
  async trailerSource(assetId: string): Promise<{ sourceKey: string } | null> {
    const result = await this.db.execute(
      sql`select source_key from media_assets where id = ${assetId} and kind = 'video'`,
    );
    const row = (result as unknown as { rows: { source_key: string }[] }).rows[0];
    return row ? { sourceKey: row.source_key } : null;
  }

  async insertEvent(event: NewAdEvent): Promise<void> {
    await this.db.insert(adEvents).values(event);
  }
}
