import { useLocation, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../shared/auth/next-path';

/**
 * Where to go after signing in: `?next=` (survives reloads and the social round trip) or the
 * router state's `next`, when either is a same-origin path; null otherwise.
 */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const fromState =
    typeof state === 'object' && state !== null && 'next' in state ? state.next : null;
  return safeNextPath(params.get('next')) ?? safeNextPath(fromState);
}
