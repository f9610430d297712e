import type { SeriesId, SubscriptionStatusResponse } from '@app/contract';

/**
 * Access (docs/product/subscriptions.md#access): an active subscription, or reel
 * access for this very content id. Without a content id only the subscription counts.
 */
export const grantsAccess = (
  status: SubscriptionStatusResponse,
  contentId: SeriesId | undefined,
): boolean =>
  status.has_active_subscription ||
  (contentId !== undefined && status.has_reel_access && status.reel_id === contentId);
