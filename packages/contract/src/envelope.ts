import { z } from 'zod';

/** Spec "response data.data is X" → `{ success: true, data: X }` (DESIGN §1). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });
