import { type SeriesId, subscriptionStatusRoute } from '@app/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { getAuthState, type AuthState } from '../../lib/auth/session-store';

export { grantsAccess } from './grants-access';

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
      apiGet(subscriptionStatusRoute, undefined, {
        signal,
        query: contentId === undefined ? {} : { content_id: contentId },
      }),
    // a purchase in another tab shows within a minute; this tab invalidates at once
    staleTime: 30_000,
  });

/** After a payment or a cancellation: ask the server again wherever access shows. */
export const invalidateAccess = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: ACCESS_QUERY_KEY });

/**
 * Ask early (a fresh load of /play): a signed-in viewer's player waits for this answer before
 * it starts. Guests need no answer. `early`: the JSON the early start of /play already has
 * (lib/player/lib/early-playback.ts), checked against the contract like any answer; asked
 * again if it is missing or does not fit.
 */
export function prefetchAccess(
  queryClient: QueryClient,
  contentId: SeriesId,
  early?: Promise<unknown> | null,
): Promise<void> {
  const viewer = accessViewer();
  if (viewer === null) return Promise.resolve();
  const options = accessQueryOptions(viewer, contentId);
  if (!early) return queryClient.prefetchQuery(options);
  return queryClient.prefetchQuery({
    ...options,
    queryFn: async ({ signal }) => {
      const parsed = subscriptionStatusRoute.response.safeParse(await early);
      if (parsed.success) return parsed.data;
      return apiGet(subscriptionStatusRoute, undefined, {
        signal,
        query: { content_id: contentId },
      });
    },
  });
}
