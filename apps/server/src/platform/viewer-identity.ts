/**
 * Who a position or rollup row belongs to: `u:<user id>` for a signed-in user, else
 * `v:<viewer id>` for the anonymous viewer id, for metrics and resuming only
 * (docs/product/metrics.md#anonymous-viewer-id).
 */
export const USER_OWNER_PREFIX = 'u:';
export const VIEWER_OWNER_PREFIX = 'v:';
export const userOwner = (userId: string): string => USER_OWNER_PREFIX + userId;
export const viewerOwner = (viewerId: string): string => VIEWER_OWNER_PREFIX + viewerId;

/**
 * The start of the viewer id a watch event without one is filed under (then `~` + its body's
 * `user_id`, or just `~`): outside viewerIdSchema's alphabet, so no client can ever read it back.
 */
export const ANONYMOUS_VIEWER_PREFIX = '~';
