import { authorRoute } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/session-store';

/** isFollowing is per user: a sign-in or sign-out reads the profile again. */
export const authorQueryKey = (name: string, uid: string | null) => ['author', name, uid] as const;

export const authorQueryOptions = (name: string, uid: string | null) =>
  queryOptions({
    queryKey: authorQueryKey(name, uid),
    queryFn: ({ signal }) => apiCall(authorRoute, { params: { name }, signal }),
  });

/** The signed-in user's id, or null for a guest. */
export function useUid(): string | null {
  const auth = useAuth();
  return auth.isAuthenticated ? auth.uid : null;
}

/** GET /api/authors/{name} (docs/product/authors.md#calls). */
export const useAuthor = (name: string) => useQuery(authorQueryOptions(name, useUid()));
