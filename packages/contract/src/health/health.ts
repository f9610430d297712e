import { z } from 'zod';

const componentStatusSchema = z.enum(['ok', 'down']);

/**
 * `GET /api/health` (docs/decisions.md#runtime-contract): 200 with status `ok` once the app can
 * serve, 503 with status `down` while its database does not answer. The parts say what was
 * checked: the database, the file storage, and the job queue (only when the database answers).
 */
export const healthResponseSchema = z.object({
  status: componentStatusSchema,
  database: z.object({ status: componentStatusSchema, latency_ms: z.number() }).optional(),
  storage: z
    .object({ status: componentStatusSchema, driver: z.string(), error: z.string().optional() })
    .optional(),
  queue: z
    .object({
      /** Jobs waiting to run. */
      depth: z.number().int().nonnegative(),
      running: z.number().int().nonnegative(),
      /** Seconds the oldest waiting job has waited; null when none waits. */
      oldest_age_seconds: z.number().nonnegative().nullable(),
    })
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
