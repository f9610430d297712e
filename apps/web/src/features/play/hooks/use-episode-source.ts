import type { Episode, PlaybackGrant } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { invalidateAccess } from '../../../shared/access/access-query';
import {
  episodeMedia,
  grantFor,
  isFresh,
  type EpisodeMedia,
} from '../../../shared/access/playback-grants';
import type { Access } from '../../../shared/access/use-access';
import { preloadSource } from '../lib/next-preload';
import { useNow } from './use-now';

export type EpisodeSource =
  /** The access answer, or a renewed grant, is on its way: nothing loads yet. */
  | { state: 'waiting' }
  /** Locked for this viewer: the gate stands in the player's place. */
  | { state: 'locked' }
  | ({ state: 'ready'; granted: boolean } & EpisodeMedia);

/** The grant an episode loaded under; `failed` once its media stopped answering. */
type Held = { episodeId: string; grant: PlaybackGrant; failed: boolean };

const WAITING: EpisodeSource = { state: 'waiting' };
const LOCKED: EpisodeSource = { state: 'locked' };

/**
 * What the player is handed for the episode on screen: a free episode's URLs as they are; a
 * protected one's under its playback grant, once the access answer names one; none for an
 * episode locked for this viewer (docs/product/play.md#locked-episodes).
 *
 * The grant an episode loaded under stays while it plays: each access answer brings new tokens
 * (a refetch on focus would otherwise reload the video). An episode does not start loading under
 * a grant close to its end: the status is asked again first. When its media fail (a grant that
 * ran out answers 403), `sourceFailed` asks again too, and a new grant replaces the old one.
 * `nextSrc`: the next episode's source, to load ahead, under the grant it will play under.
 */
export function useEpisodeSource(
  episode: Episode | undefined,
  next: Episode | undefined,
  access: Access,
) {
  const queryClient = useQueryClient();
  const now = useNow();
  const [held, setHeld] = useState<Held | null>(null);
  // the grant too close to its end that the status was asked again for
  const [renewing, setRenewing] = useState<string | null>(null);

  let source: EpisodeSource = WAITING;
  if (episode !== undefined && !episode.isLocked) {
    source = { state: 'ready', granted: false, ...episodeMedia(episode) };
  } else if (episode !== undefined && access.state !== 'checking') {
    const latest = grantFor(access.status, episode.episodeNumber);
    const mine = held?.episodeId === episode.episodeId ? held : null;
    if (latest === undefined) {
      source = LOCKED;
    } else if (mine !== null && (!mine.failed || latest.media_prefix === mine.grant.media_prefix)) {
      // the grant it loaded under; or that one failed and no other came yet: the player's
      // error (and its Retry) shows meanwhile
      source = { state: 'ready', granted: true, ...episodeMedia(episode, mine.grant) };
    } else if (!isFresh(latest, now) && renewing === null) {
      setRenewing(latest.media_prefix);
    } else if (renewing !== latest.media_prefix) {
      // fresh, or the answer to a renewal (a clock far off makes even a new grant look old);
      // decided while rendering, so the player meets the grant it keeps
      setHeld({ episodeId: episode.episodeId, grant: latest, failed: false });
      if (renewing !== null) setRenewing(null);
      source = { state: 'ready', granted: true, ...episodeMedia(episode, latest) };
    }
  }

  const nextSrc = next === undefined ? undefined : preloadSource(next, access.status, now);

  useEffect(() => {
    if (renewing !== null) void invalidateAccess(queryClient);
  }, [renewing, queryClient]);

  const sourceFailed = useCallback(() => {
    setHeld((current) =>
      current === null || current.episodeId !== episode?.episodeId
        ? current
        : { ...current, failed: true },
    );
    void invalidateAccess(queryClient);
  }, [episode?.episodeId, queryClient]);

  return { source, nextSrc, sourceFailed };
}
