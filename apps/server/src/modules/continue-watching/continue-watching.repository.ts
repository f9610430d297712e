import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export type PositionRow = {
  seriesId: string;
  episodeId: string;
  episodeNumber: number | null;
  position: number;
  duration: number;
  updatedAt: Date;
};

/** Reads of watch_positions (written by the metrics ingest statement). */
export class ContinueWatchingRepository {
  constructor(private readonly db: Db) {}

  /**
   * The newest position per series across `owners` (a user and this browser's viewer id),
   * published series only. The episode number comes from the events, else the catalogue.
   */
  async latest(owners: string[], seriesId: string | null, limit: number): Promise<PositionRow[]> {
    if (owners.length === 0) return [];
    const result = await this.db.execute(sql`
      select * from (
        select distinct on (p.series_id) p.series_id as "seriesId", p.episode_id as "episodeId",
               coalesce(p.episode_number, e.episode_number) as "episodeNumber",
               p.position, p.duration, p.updated_at as "updatedAt"
        from watch_positions p
        join series s on s.id = p.series_id and s.status = 'published'
        left join episodes e on e.series_id = p.series_id and e.id::text = p.episode_id
        where p.owner in (${sql.join(
          owners.map((o) => sql`${o}`),
          sql`, `,
        )})
        ${seriesId ? sql`and p.series_id = ${seriesId}` : sql``}
        order by p.series_id, p.client_timestamp desc
      ) latest
      order by "updatedAt" desc, "seriesId"
      limit ${limit}`);
    return (result as unknown as { rows: PositionRow[] }).rows.map((row) => ({
      ...row,
      updatedAt: new Date(row.updatedAt),
    }));
  }
}
