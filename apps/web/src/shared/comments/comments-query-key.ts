/**
 * The comments panel's cache key, shared so that the studio can drop a series' cached comments
 * when an editor hides or restores one (docs/product/comments.md#moderation). Keyed by user
 * too: `is_liked` is the signed-in user's.
 */
export const commentsQueryKey = (seriesId: string, uid: string | null) =>
  ['comments', seriesId, uid] as const;

/** Every user's cached comments of a series: a prefix of commentsQueryKey. */
export const seriesCommentsQueryKey = (seriesId: string) => ['comments', seriesId] as const;
