import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Field interaction latency as a histogram (docs/product/analytics.md#interaction-latency): per
 * UTC day, page family and metric, how many visits fell in each WEB_VITALS.bucketMs-wide bucket.
 * A report adds one to its row: the table grows with days × pages × distinct values, never with
 * visits, and a day's p75 is read from at most a few hundred rows.
 */
export const webVitalCounts = pgTable(
  'web_vital_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    name: text('name').notNull(),
    /** ceil(value / bucketMs), capped: the bucket's upper edge is bucket × bucketMs. */
    bucket: integer('bucket').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.name, t.bucket] })],
);
