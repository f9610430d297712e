import type { Access } from '../../../lib/access/use-access';

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
