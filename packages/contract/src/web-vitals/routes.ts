import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema } from '../common/ids';
import { webVitalsAcceptedSchema, webVitalsBodySchema, webVitalsSummarySchema } from './web-vitals';

/** The web-vitals calls: each its own export, so a bundle carries only the calls it makes. */

/** A visit's INP, sent once as the page is hidden; anyone may send it (rate-limited). */
export const webVitalsRoute = {
  method: 'POST',
  path: '/api/metrics/vitals',
  access: 'optional',
  body: webVitalsBodySchema,
  response: webVitalsAcceptedSchema,
} as const satisfies RouteDef;

/** Each page's INP p75 per day, for the studio's analytics page. */
export const webVitalsSummaryRoute = {
  method: 'GET',
  querystring: emptyQuerySchema,
  path: '/api/analytics/vitals',
  access: 'editor',
  response: webVitalsSummarySchema,
} as const satisfies RouteDef;
