import { z } from 'zod';
import { WEB_VITAL_PAGES } from './page-family';

/**
 * Interaction latency from the field (docs/product/analytics.md#interaction-latency): each page
 * visit sends its INP (web-vitals' onINP: the visit's slowest interaction, in ms) once, under the
 * page family it happened on; the server counts it in a histogram per day and page, and the
 * studio shows each page's 75th percentile per day.
 */
export const WEB_VITALS = {
  /** Reports per request: one per visit, a few at most when the page sends late. */
  maxPerRequest: 10,
  /** Longer is a hung page, not an interaction: refused. */
  maxValueMs: 60_000,
  /** The histogram's step: Event Timing gives durations in 8 ms steps. */
  bucketMs: 8,
  /** Values above go into the last bucket, read back as this. */
  capMs: 10_000,
  /** Days the studio's table covers, today included. */
  reportDays: 14,
  /** Reports per client address and minute. */
  perIpPerMinute: 600,
  /** Web-vitals' "good" INP: the line the studio marks. */
  goodMs: 200,
} as const;

export const WEB_VITAL_NAMES = ['INP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** One visit's figure. Unknown fields are dropped. */
export const webVitalReportSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().nonnegative().max(WEB_VITALS.maxValueMs),
  page: z.enum(WEB_VITAL_PAGES),
});
export type WebVitalReport = z.infer<typeof webVitalReportSchema>;

/** POST /api/metrics/vitals: one report or an array of them, all valid or none stored. */
export const webVitalsBodySchema = z.union([
  webVitalReportSchema,
  z.array(webVitalReportSchema).min(1).max(WEB_VITALS.maxPerRequest),
]);
export type WebVitalsBody = z.input<typeof webVitalsBodySchema>;

export const webVitalsAcceptedSchema = z.object({ accepted: z.number().int().nonnegative() });

/** A page's figure on one day (UTC): its 75th percentile, and how many visits it stands on. */
export const webVitalDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.iso.date(),
  page: z.enum(WEB_VITAL_PAGES),
  name: z.enum(WEB_VITAL_NAMES),
  p75_ms: z.number().nonnegative(),
  visits: z.number().int().positive(),
});
export type WebVitalDay = z.infer<typeof webVitalDaySchema>;

/** GET /api/analytics/vitals: the last WEB_VITALS.reportDays days, newest day first, by page. */
export const webVitalsSummarySchema = z.object({ days: z.array(webVitalDaySchema) });
export type WebVitalsSummary = z.infer<typeof webVitalsSummarySchema>;
