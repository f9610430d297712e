import type { RouteDef } from '../common/route-def';
import { healthResponseSchema } from './health';

/** The health calls: each its own export, so a bundle carries only the calls it makes. */

// any query is ignored: probes add cache-busters
export const healthRoute = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  // its 503 (database down) has the same shape, but stays out of the serializer's schemas:
  // while draining, the shutdown hook answers 503 {detail, code} on every path
  response: healthResponseSchema,
} as const satisfies RouteDef;
