import type { SeriesId, SubscriptionStatusResponse } from '@app/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { getAuthState, type AuthState } from '../auth/session-store';

/** Every access answer sits under this key: payment, cancel and sign-in invalidate them all. */
export const ACCESS_QUERY_KEY = ['access'] as const;

/** Whose answers a cache entry holds: the user id (the username when a token has none). */
export const viewerOf = (auth: AuthState): string | null =>
  auth.isAuthenticated ? auth.uid || auth.username : null;

export const accessViewer = (): string | null => viewerOf(getAuthState());

/** Keyed by user and content: one user's answer is never shown to the next. */
export const accessQueryOptions = (uid: string, contentId: SeriesId | undefined) =>
  queryOptions({
    queryKey: [...ACCESS_QUERY_KEY, uid, contentId ?? null],
    queryFn: ({ signal }) =>
      apiGet('subscriptionStatus', undefined, {
        signal,
        query: contentId === undefined ? {} : { content_id: contentId },
      }),
    // a purchase in another tab shows within a minute; this tab invalidates at once
    staleTime: 30_000,
  });

/**
 * Spec §4 "Access": an active subscription, or reel access for this very content id.
 * Without a content id only the subscription counts.
 */
export const grantsAccess = (
  status: SubscriptionStatusResponse,
  contentId: SeriesId | undefined,
): boolean =>
  status.has_active_subscription ||
  (contentId !== undefined && status.has_reel_access && status.reel_id === contentId);

/** After a payment or a cancellation: ask the server again wherever access shows. */
export const invalidateAccess = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: ACCESS_QUERY_KEY });

/**
 * Ask early (a fresh load of /play): a signed-in viewer's player waits for this answer before
 * it starts. Guests need no answer.
 */
export function prefetchAccess(queryClient: QueryClient, contentId: SeriesId): Promise<void> {
  const viewer = accessViewer();
  if (viewer === null) return Promise.resolve();
  return queryClient.prefetchQuery(accessQueryOptions(viewer, contentId));
}
