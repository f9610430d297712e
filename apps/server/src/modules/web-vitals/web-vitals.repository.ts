import { asc, desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { webVitalCounts } from '../../db/schema';

/** One histogram cell: visits of a day, page and metric in one bucket. */
export type WebVitalCount = {
  day: string;
  page: string;
  name: string;
  bucket: number;
  visits: number;
};

/** Drizzle queries of web_vital_counts. */
export class WebVitalsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds the counts in one statement. The caller gives each cell once (one statement may not
   * update a row twice) and in key order, so concurrent writers lock rows in the same order.
   */
  async add(counts: readonly WebVitalCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.db
      .insert(webVitalCounts)
      .values([...counts])
      .onConflictDoUpdate({
        target: [
          webVitalCounts.day,
          webVitalCounts.page,
          webVitalCounts.name,
          webVitalCounts.bucket,
        ],
        set: { visits: sql`${webVitalCounts.visits} + excluded.visits` },
      });
  }

  /** Every cell from `day` (YYYY-MM-DD) on: newest day first, then by page, metric and bucket. */
  since(day: string): Promise<WebVitalCount[]> {
    return this.db
      .select()
      .from(webVitalCounts)
      .where(gte(webVitalCounts.day, day))
      .orderBy(
        desc(webVitalCounts.day),
        asc(webVitalCounts.page),
        asc(webVitalCounts.name),
        asc(webVitalCounts.bucket),
      );
  }
}
