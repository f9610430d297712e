import type { Episode, SubscriptionStatusResponse } from '@app/contract';
import { episodeMedia, grantFor, isFresh } from '../../../shared/access/playback-grants';
import type { Access } from '../../../shared/access/use-access';

/**
 * The next episode starts playing as soon as it is chosen: not locked for this viewer, and no ad
 * opens first (viewers without access see one at each episode's start, unless they unlocked
 * it). Only such an episode is worth loading ahead; a gate would stand before it anyway.
 */
export function playsAtOnce(episodeNumber: number, access: Access, locked: boolean): boolean {
  if (locked) return false;
  if (access.state === 'granted') return true;
  return (
    access.state === 'none' && (access.status?.unlocked_episodes ?? []).includes(episodeNumber)
  );
}

/**
 * The source to load the next episode ahead from: a protected episode's under its grant (the URL
 * it will play under), and only while that grant is fresh enough to play it; none without one,
 * so nothing is ever asked of media that would answer 403.
 */
export function preloadSource(
  next: Episode,
  status: SubscriptionStatusResponse | null,
  now: number,
): string | undefined {
  if (!next.isLocked) return episodeMedia(next).src;
  const grant = grantFor(status, next.episodeNumber);
  return grant !== undefined && isFresh(grant, now) ? episodeMedia(next, grant).src : undefined;
}
