import type { RouteDef } from '../common/route-def';
import { metricsBatchResultSchema, userEventsBodySchema, watchEventsBodySchema } from './metrics';

/** The metrics calls: each its own export, so a bundle carries only the calls it makes. */

/** 200, or 207 when some events were rejected: see metricsBatchResultSchema. */
export const watchEventsRoute = {
  method: 'POST',
  path: '/api/metrics/events/watch',
  access: 'optional',
  body: watchEventsBodySchema,
  response: metricsBatchResultSchema,
  statuses: [207],
} as const satisfies RouteDef;

export const userEventsRoute = {
  method: 'POST',
  path: '/api/metrics/events/user',
  access: 'optional',
  body: userEventsBodySchema,
  response: metricsBatchResultSchema,
  statuses: [207],
} as const satisfies RouteDef;
