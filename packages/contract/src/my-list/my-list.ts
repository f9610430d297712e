import { z } from 'zod';
import { seriesCardSchema } from '../catalogue/catalogue';
import { seriesIdSchema, viewerIdSchema } from '../common/ids';

/**
 * My List (docs/product/wallet.md#my-list): series a viewer keeps, per user and, for guests,
 * per anonymous viewer id; a signed-in read with the browser's viewer_id merges the guest's list
 * into the user's, like continue watching.
 */
export const MY_LIST = { maxItems: 200 } as const;

/** Guests must send their viewer_id; signed in, it is optional (merged on read). */
export const myListQuerySchema = z.object({ viewer_id: viewerIdSchema.optional() }).strict();
export type MyListQuery = z.input<typeof myListQuerySchema>;

export const myListParamsSchema = z.object({ id: seriesIdSchema }).strict();

export const myListItemSchema = z.object({
  series_id: seriesIdSchema,
  added_at: z.iso.datetime(),
  /** The series as a home-page card. */
  card: seriesCardSchema,
});
export type MyListItem = z.infer<typeof myListItemSchema>;

/** GET /api/my-list: newest first, published series only. */
export const myListResponseSchema = z.object({ items: z.array(myListItemSchema) });
export type MyListResponse = z.infer<typeof myListResponseSchema>;

/** PUT and DELETE /api/my-list/{id}: idempotent. */
export const myListStateSchema = z.object({ series_id: seriesIdSchema, in_list: z.boolean() });
export type MyListState = z.infer<typeof myListStateSchema>;
