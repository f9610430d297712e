import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pendingPositions } from '../metrics/watch-rollups';

export type PositionRow = {
  seriesId: string;
  episodeId: string;
  episodeNumber: number | null;
  position: number;
  duration: number;
  updatedAt: Date;
};

/** Reads of the resume positions (watch_positions, written by the metrics rollups). */
export class ContinueWatchingRepository {
  constructor(private readonly db: Db) {}

  /**
   * The newest position per series across `owners` (a user and this browser's viewer id),
   * published series only: from watch_positions, and from the events the rollups have not
   * reached yet (metrics/watch-rollups.ts), which win a tie as the rollup would let them. The
   * episode number comes from the events, else the catalogue.
   */
  async latest(owners: string[], seriesId: string | null, limit: number): Promise<PositionRow[]> {
    if (owners.length === 0) return [];
    const result = await this.db.execute(sql`
      select * from (
        select distinct on (p.series_id) p.series_id as "seriesId", p.episode_id as "episodeId",
               coalesce(p.episode_number, e.episode_number) as "episodeNumber",
               p.position, p.duration, p.updated_at as "updatedAt"
        from (
          select series_id, episode_id, episode_number, position, duration, client_timestamp,
                 updated_at, 1 as stored
          from watch_positions
          where owner in (${sql.join(
            owners.map((o) => sql`${o}`),
            sql`, `,
          )})
          ${seriesId ? sql`and series_id = ${seriesId}` : sql``}
          union all
          select *, 0 as stored from (${pendingPositions(owners, seriesId)}) pending
        ) p
        join series s on s.id = p.series_id and s.status = 'published'
        left join episodes e on e.series_id = p.series_id and e.id::text = p.episode_id
        order by p.series_id, p.client_timestamp desc, p.stored, p.position desc
      ) latest
      order by "updatedAt" desc, "seriesId"
      limit ${limit}`);
    return (result as unknown as { rows: PositionRow[] }).rows.map((row) => ({
      ...row,
      updatedAt: new Date(row.updatedAt),
    }));
  }
}
