import { z } from 'zod';

/** "response data.data is X" → `{ success: true, data: X }` (docs/decisions.md#response-shapes). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });
